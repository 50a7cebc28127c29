package ebitenrender

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
)

// textKey is a line of text as laid out: its glyphs and their places do
// not depend on where it is drawn.
type textKey struct {
	text  string
	px    float64
	bold  bool
	align render.Align
}

// glyph is one glyph's image and its top-left corner from the text's point.
type glyph struct {
	img  *ebiten.Image
	x, y float64
}

// maxCachedGlyphs bounds the glyphs a textCache keeps: two generations of
// at most this many.
const maxCachedGlyphs = 1 << 16

// textCache keeps laid-out text, so a label is shaped once, not every time
// the map is redrawn. It holds two generations: when the newer is full the
// older is dropped, so text drawn again and again stays and memory stays
// bounded.
type textCache struct {
	cur, old map[textKey][]glyph
	n        int // glyphs in cur
}

func (c *textCache) glyphs(k textKey, layout func(textKey) []glyph) []glyph {
	if g, ok := c.cur[k]; ok {
		return g
	}
	g, ok := c.old[k]
	if !ok {
		g = layout(k)
	}
	if c.cur == nil || c.n+len(g) > maxCachedGlyphs {
		c.old, c.cur, c.n = c.cur, map[textKey][]glyph{}, 0
	}
	c.cur[k] = g
	c.n += len(g)
	return g
}
