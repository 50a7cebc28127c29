package ebitenrender

import (
	"fmt"
	"testing"
)

// TestTextCacheLaysOutOnce: a label drawn again is not laid out again, and
// the cache keeps at most two generations of maxCachedGlyphs glyphs.
func TestTextCacheLaysOutOnce(t *testing.T) {
	var c textCache
	layouts := 0
	layout := func(k textKey) []glyph {
		layouts++
		return make([]glyph, len(k.text))
	}
	k := textKey{text: "Goblin", px: 20}
	for range 3 {
		c.glyphs(k, layout)
	}
	if layouts != 1 {
		t.Errorf("one label drawn 3 times was laid out %d times, want 1", layouts)
	}
	long := textKey{text: fmt.Sprintf("%0500d", 0), px: 20}
	for i := range 3 * maxCachedGlyphs / 500 {
		long.px = float64(21 + i)
		c.glyphs(long, layout)
	}
	n := 0
	for _, g := range c.cur {
		n += len(g)
	}
	for _, g := range c.old {
		n += len(g)
	}
	if n > 2*maxCachedGlyphs {
		t.Errorf("the cache holds %d glyphs, want at most %d", n, 2*maxCachedGlyphs)
	}
}
