package pixdiff

import (
	"image"
	"image/color"
	"testing"
)

func TestDiff(t *testing.T) {
	a := image.NewRGBA(image.Rect(0, 0, 3, 2))
	b := image.NewRGBA(image.Rect(0, 0, 3, 2))
	a.SetRGBA(1, 0, color.RGBA{R: 200})
	b.SetRGBA(1, 0, color.RGBA{R: 190}) // 10 apart: within 24
	a.SetRGBA(2, 1, color.RGBA{G: 10})
	b.SetRGBA(2, 1, color.RGBA{G: 90}) // 80 apart, b brighter
	n, worst, at := Diff(a, b, 24)
	if n != 1 || worst != 80 || at != image.Pt(2, 1) {
		t.Errorf("Diff = %d, %d, %v, want 1, 80, (2,1)", n, worst, at)
	}
}
