package session

import (
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
)

func TestBackgroundRect(t *testing.T) {
	for _, tc := range []struct {
		bg   maps.Background
		w, h int
		want render.Rect
	}{
		{maps.Background{CellPixels: 100}, 800, 500, render.Rect{Max: render.Point{X: 8, Y: 5}}},
		// a grid that starts 50 pixels into the picture: the picture
		// begins half a square before the map
		{maps.Background{CellPixels: 100, OffsetX: -50, OffsetY: 25}, 200, 100, render.Rect{Min: render.Point{X: -0.5, Y: 0.25}, Max: render.Point{X: 1.5, Y: 1.25}}},
	} {
		if got := BackgroundRect(&tc.bg, tc.w, tc.h); got != tc.want {
			t.Errorf("BackgroundRect(%+v, %d, %d) = %v, want %v", tc.bg, tc.w, tc.h, got, tc.want)
		}
	}
}
