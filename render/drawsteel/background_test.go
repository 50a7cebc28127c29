package drawsteel

import (
	"image"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestBackgroundUnderTheGrid checks what a picture under the grid does to
// the scene: it comes first, clipped to the map; ground at height 0 is not
// painted over it, other heights and liquid are tinted see-through.
func TestBackgroundUnderTheGrid(t *testing.T) {
	b := drawsteel.NewBoard(3, 2)
	b.SetCell(drawsteel.Square{X: 1, Y: 0}, drawsteel.Cell{Ground: 2})
	b.SetCell(drawsteel.Square{X: 2, Y: 1}, drawsteel.Cell{Liquid: 1})
	pic := &render.Picture{Image: image.NewRGBA(image.Rect(0, 0, 10, 10))}
	opt := Options{Theme: render.ScreenTheme(), Background: pic, BackgroundRect: render.Rect{Min: render.Point{X: -1, Y: -1}, Max: render.Point{X: 5, Y: 5}}}
	s := BuildScene(b, opt)
	first := s.Shapes[0]
	if first.Kind != render.Image || first.Picture != pic {
		t.Fatalf("BuildScene's first shape = kind %d, want the picture", first.Kind)
	}
	want := []render.Point{{X: -1, Y: -1}, {X: 5, Y: 5}, {X: 0, Y: 0}, {X: 3, Y: 2}}
	for i, p := range want {
		if first.Points[i] != p {
			t.Errorf("picture point %d = %v, want %v (its rectangle, then the map as its clip)", i, first.Points[i], p)
		}
	}
	var opaque, tinted int
	for _, sh := range s.Shapes[1:] {
		if sh.Kind != render.Polygon || len(sh.Points) != 4 || sh.Fill.A == 0 {
			continue
		}
		switch {
		case sh.Fill == opt.Theme.GroundAt(0):
			opaque++
		case sh.Fill.A < 255 && (sh.Points[0] == render.Point{X: 1, Y: 0} || sh.Points[0] == render.Point{X: 2, Y: 1}):
			tinted++
		}
	}
	if opaque != 0 || tinted != 2 {
		t.Errorf("over the picture: %d squares painted at height 0, %d tinted, want 0 and 2 (the raised square and the pool)", opaque, tinted)
	}
	// without a picture the ground is painted as always
	opt.Background = nil
	if s := BuildScene(b, opt); s.Shapes[0].Kind == render.Image || s.Shapes[0].Fill != opt.Theme.GroundAt(0) {
		t.Errorf("BuildScene without a picture: first shape %+v, want the ground at height 0", s.Shapes[0])
	}
	// a tile of the map beside the picture's part holds no picture
	opt.Background, opt.BackgroundRect, opt.Region = pic, render.Rect{Min: render.Point{X: 2.5, Y: 0}, Max: render.Point{X: 5, Y: 5}}, render.Rect{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: 1, Y: 1}}
	for _, sh := range BuildScene(b, opt).Shapes {
		if sh.Kind == render.Image {
			t.Errorf("BuildScene of a region off the map holds the picture")
		}
	}
}
