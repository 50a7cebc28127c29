package raster_test

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/battlemap/battlemap/render"
)

// turnedBy turns an image k quarter turns clockwise.
func turnedBy(src *image.RGBA, k int) *image.RGBA {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	if k%2 == 1 {
		w, h = h, w
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < src.Rect.Dy(); y++ {
		for x := 0; x < src.Rect.Dx(); x++ {
			var tx, ty int
			switch k {
			case 1:
				tx, ty = w-1-y, x
			case 2:
				tx, ty = w-1-x, h-1-y
			case 3:
				tx, ty = y, h-1-x
			default:
				tx, ty = x, y
			}
			out.SetRGBA(tx, ty, src.RGBAAt(x, y))
		}
	}
	return out
}

// A turned view draws the picture the unturned view draws, turned: shapes
// and text alike, so the players on the side the view faces read the
// labels upright. The map's anchor sits on whole pixels, so the glyphs are
// rasterized at the same phase either way and the pictures agree to a few levels (circles and joins are cut into
// pieces from another start).
func TestTurnedViewTurnsThePicture(t *testing.T) {
	ink := color.RGBA{20, 20, 20, 255}
	s := &render.Scene{Background: color.RGBA{240, 240, 240, 255}}
	s.AddRect(render.Rect{Min: render.Point{X: 0.5, Y: 0.5}, Max: render.Point{X: 3, Y: 1.5}}, color.RGBA{200, 40, 40, 255}, ink, 0.05)
	s.AddLine(render.Point{X: 0, Y: 2}, render.Point{X: 6, Y: 2}, ink, 0.1)
	s.AddLabel(render.Point{X: 1, Y: 3}, "Goblin 7", 0.6, ink, render.AlignLeft, true)
	s.Add(render.Disc(render.Point{X: 5, Y: 1}, 0.6, color.RGBA{40, 40, 200, 255}, ink, 0.05))
	const w, h, sc = 240, 160, 40.0 // the 6 x 4 map
	r := newRenderer(t)
	upright := r.Render(s, render.View{Scale: sc}, w, h)
	for k := 1; k < 4; k++ {
		t.Run(fmt.Sprint("turn ", k), func(t *testing.T) {
			tw, th := w, h
			if k%2 == 1 {
				tw, th = h, w
			}
			v := render.FitTurned(render.Rect{Max: render.Point{X: 6, Y: 4}}, k, 0, 0, float64(tw), float64(th))
			got := r.Render(s, v, tw, th)
			if msg := compare(got, turnedBy(upright, k), 16, 1e-9); msg != "" {
				t.Errorf("Render at turn %d is not the upright picture turned: %s", k, msg)
			}
		})
	}
}
