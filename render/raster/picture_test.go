package raster_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/battlemap/battlemap/render"
)

// quadrants is a 2x2 picture: red, green / blue, white.
func quadrants() *render.Picture {
	img := image.NewRGBA(image.Rect(0, 0, 2, 2))
	img.Set(0, 0, color.RGBA{255, 0, 0, 255})
	img.Set(1, 0, color.RGBA{0, 255, 0, 255})
	img.Set(0, 1, color.RGBA{0, 0, 255, 255})
	img.Set(1, 1, color.RGBA{255, 255, 255, 255})
	return &render.Picture{Image: img}
}

// TestPicture draws a 2x2 picture over squares 0,0 to 2,2 (clipped to the
// map's 1.5 x 2 squares) and reads back the pixel in the middle of each
// quarter: the picture lands where the view puts it, turned or not.
func TestPicture(t *testing.T) {
	red, green, blue, white, none := color.RGBA{255, 0, 0, 255}, color.RGBA{0, 255, 0, 255}, color.RGBA{0, 0, 255, 255}, color.RGBA{255, 255, 255, 255}, color.RGBA{}
	r := newRenderer(t)
	for _, tc := range []struct {
		name string
		clip render.Point // the clip's bottom-right corner
		v    render.View
		// pixels at the middle of the picture's quarters: top-left,
		// top-right, bottom-left, bottom-right on screen
		want [4]color.RGBA
	}{
		// the right half of the right column lies past the clip (x 1.5)
		{"whole", render.Point{X: 2, Y: 2}, render.View{Scale: 20}, [4]color.RGBA{red, green, blue, white}},
		{"unturned", render.Point{X: 1.5, Y: 2}, render.View{Scale: 20}, [4]color.RGBA{red, none, blue, none}},
		// a quarter turn clockwise about 0,0, moved back on screen: the
		// picture's left column is now its top row
		{"quarter turn", render.Point{X: 1.5, Y: 2}, render.View{Scale: 20, Turn: 1, Offset: render.Point{X: 40}}, [4]color.RGBA{blue, red, none, none}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s render.Scene
			s.Add(render.Shape{Kind: render.Image, Picture: quadrants(),
				Points: []render.Point{{X: 0, Y: 0}, {X: 2, Y: 2}, {X: 0, Y: 0}, tc.clip}})
			dst := image.NewRGBA(image.Rect(0, 0, 40, 40))
			r.Draw(dst, &s, tc.v)
			for i, p := range []image.Point{{10, 10}, {30, 10}, {10, 30}, {30, 30}} {
				// bilinear: a pixel's centre is a little off the source
				// pixel's, so a channel may take a few levels from the next
				if got := dst.RGBAAt(p.X, p.Y); !near(got, tc.want[i], 16) {
					t.Errorf("pixel %v = %v, want %v (within 16)", p, got, tc.want[i])
				}
			}
		})
	}
}
