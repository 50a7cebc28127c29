package svg_test

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/render"
)

// A hairline is a pixel wide at any scale, as the raster backend draws it,
// all its parts one path: a web of links seen whole, not bands Width wide.
func TestHairlineIsAPixelWide(t *testing.T) {
	s := &render.Scene{Bounds: render.Rect{Max: render.Point{X: 10, Y: 10}}}
	s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{{X: 1, Y: 1}, {X: 9, Y: 9}, {X: 1, Y: 9}, {X: 9, Y: 1}},
		Parts: []int{2, 4}, Stroke: render.RGB(60, 60, 60), Width: 0.34, Hairline: true})
	for _, scale := range []float64{2, 9, 40} {
		v, w, h := render.RegionView(s.Bounds, scale)
		got := string(write(t, s, v, w, h))
		if n := strings.Count(got, "<path"); n != 1 || !strings.Contains(got, `stroke-width="1"`) {
			t.Errorf("at %g pixels a unit a hairline of two parts is %d paths, want one of stroke-width 1:\n%s", scale, n, got)
		}
	}
}
