//go:build window

package main

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestWindowUIScale opens the window at --ui-scale 1 and 2: at 2 the
// panel is twice as wide (measured on the screenshot, from the right edge
// to where the panel's colour ends on the top row), and the window is
// never smaller than at 1.
func TestWindowUIScale(t *testing.T) {
	bin := buildBinary(t)
	file := filepath.Join("assets", "encounters", "cliffside.json")
	panel := func(scale string) (width, w, h int) {
		shot := filepath.Join(t.TempDir(), "shot.png")
		if out, err := exec.Command(bin, "open", file, "--ui-scale", scale, "--screenshot", shot).CombinedOutput(); err != nil {
			t.Fatalf("battlemap open --ui-scale %s: %v\n%s", scale, err, out)
		}
		img := readPNG(t, shot)
		b := img.Bounds()
		corner := img.At(b.Max.X-2, 2)
		x := b.Max.X - 2
		for x > b.Min.X && near(img.At(x-1, 2), corner, 3) {
			x--
		}
		return b.Max.X - x, b.Dx(), b.Dy()
	}
	w1, sw1, sh1 := panel("1")
	w2, sw2, sh2 := panel("2")
	if w1 < 300 || w1 > 380 {
		t.Errorf("--ui-scale 1: panel %d px wide, want about 340", w1)
	}
	if w2 < 2*w1-4 || w2 > 2*w1+4 {
		t.Errorf("--ui-scale 2: panel %d px wide, want twice the 1x %d", w2, w1)
	}
	if sw2 < sw1 || sh2 < sh1 {
		t.Errorf("--ui-scale 2: window %dx%d, want at least the 1x %dx%d", sw2, sh2, sw1, sh1)
	}
}
