package game

import (
	"math"
	"testing"

	"github.com/battlemap/battlemap/render"
)

func TestFitShowsWholeMapCentred(t *testing.T) {
	var c Camera
	bounds := render.Rect{Max: render.Point{X: 20, Y: 10}}
	area := MapArea(1280, 800, 1)
	c.Fit(bounds, area)
	tl, br := c.View.ToScreen(bounds.Min), c.View.ToScreen(bounds.Max)
	if tl.X < area.X-0.5 || br.X > area.X+area.W+0.5 || tl.Y < -0.5 || br.Y > area.H+0.5 {
		t.Fatalf("Fit: map spans %v..%v, outside area %+v", tl, br, area)
	}
	if math.Abs(br.X-tl.X-area.W) > 0.5 && math.Abs(br.Y-tl.Y-area.H) > 0.5 {
		t.Errorf("Fit: map %vx%v px does not fill area %+v in either direction", br.X-tl.X, br.Y-tl.Y, area)
	}
}

func TestZoomKeepsPointUnderCursor(t *testing.T) {
	c := Camera{View: render.View{Scale: 40, Offset: render.Point{X: 13, Y: -7}}}
	p := render.Point{X: 300, Y: 200}
	before := c.View.ToMap(p)
	c.ZoomAt(p, 1.25)
	after := c.View.ToMap(p)
	if math.Abs(before.X-after.X) > 1e-9 || math.Abs(before.Y-after.Y) > 1e-9 {
		t.Errorf("ZoomAt: point under cursor moved from %v to %v", before, after)
	}
	if c.View.Scale != 50 {
		t.Errorf("ZoomAt(1.25) scale = %v, want 50", c.View.Scale)
	}
	c.ZoomAt(p, 1000)
	if c.View.Scale != maxScale {
		t.Errorf("ZoomAt(1000) scale = %v, want the limit %v", c.View.Scale, maxScale)
	}
}
