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

// TestResizeKeepsTheMapFitted: a resized window fits the map again until
// the user pans or zooms; fitting (F) makes it follow the window again.
func TestResizeKeepsTheMapFitted(t *testing.T) {
	bounds := render.Rect{Max: render.Point{X: 20, Y: 10}}
	tests := []struct {
		name  string
		touch func(c *Camera)
		refit bool
	}{
		{"untouched", func(*Camera) {}, true},
		{"panned", func(c *Camera) { c.Pan(10, 0) }, false},
		{"zoomed", func(c *Camera) { c.ZoomAt(render.Point{X: 100, Y: 100}, 1.25) }, false},
		{"zoomed, then fitted", func(c *Camera) { c.ZoomAt(render.Point{}, 2); c.Fit(bounds, MapArea(1280, 800, 1)) }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c Camera
			c.Fit(bounds, MapArea(1280, 800, 1))
			tt.touch(&c)
			c.Resized()
			if got := !c.Fitted; got != tt.refit {
				t.Errorf("after a resize, fits again = %v, want %v", got, tt.refit)
			}
		})
	}
}
