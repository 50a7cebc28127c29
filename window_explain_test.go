//go:build window

package main

import (
	"fmt"
	"image"
	"path/filepath"
	"testing"
)

// TestWindowExplainToggle previews the push of the goblin archer on the
// sample at UI scale 1 and 2 in a 1920x1080 window: X shows the explain
// panel (a large block of the map changes), the panel's Explain X button
// (on the panel's Table tab; Moves brings the panel back as it was)
// hides it again (the frame is the one before X, near enough), and the
// game goes on (Enter commits the push as without the panel).
func TestWindowExplainToggle(t *testing.T) {
	for _, scale := range []string{"1", "2"} {
		t.Run("ui-scale "+scale, func(t *testing.T) {
			dir := t.TempDir()
			shot := func(n string) string { return filepath.Join(dir, n+".png") }
			script := fmt.Sprintf("resize 1920 1080\nwait 5\nclick 14 5\nkey P\nkey 3\nclick 16 6\npoint 19 9\nwait 3\nscreenshot %s\nkey X\nwait 3\nscreenshot %s\nbutton Explain X\nbutton Moves\nwait 3\npoint 19 9\nwait 3\nscreenshot %s\nkey Enter\nwait 2",
				shot("before"), shot("explain"), shot("after"))
			_, want := pushedArcher(t)
			checkPushed(t, playScript(t, buildBinary(t), script, "--ui-scale", scale).Square.Board, want)
			before, explain, after := readPNG(t, shot("before")), readPNG(t, shot("explain")), readPNG(t, shot("after"))
			if n, box := differ(before, explain); n < 60000 {
				t.Errorf("X: %d pixels changed (in %v), want the explain panel's, over 60000", n, box)
			}
			if n, box := differ(before, after); n > 2000 {
				t.Errorf("Explain X again: %d pixels differ from before X (in %v), want the panel gone", n, box)
			}
		})
	}
}

// differ counts the pixels that differ between a and b, and their bounds.
func differ(a, b image.Image) (int, image.Rectangle) {
	n, box := 0, image.Rectangle{}
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !near(a.At(x, y), b.At(x, y), 8) {
				n++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return n, box
}
