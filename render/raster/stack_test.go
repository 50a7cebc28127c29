package raster

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
)

// oneByOne draws the scene's shapes one scene at a time: never a stack.
func oneByOne(r *Renderer, dst *image.RGBA, s *render.Scene, v render.View) {
	for _, sh := range s.Shapes {
		r.Draw(dst, &render.Scene{Shapes: []render.Shape{sh}}, v)
	}
}

// A run of rectangle fills drawn as a stack is the fills drawn one after
// another, to the last bit of every pixel: translucent and opaque, with
// edges inside pixels, overlapping or apart, over a picture, turned.
func TestStackMatchesOneByOne(t *testing.T) {
	r, err := New(assets.Fonts())
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(4, 1000))
	for _, tc := range []struct {
		name string
		n    int
		v    render.View
	}{
		{"many over all", 300, render.View{Scale: 4}},
		{"few", 5, render.View{Scale: 7.3, Offset: render.Point{X: 3.4, Y: -2.2}}},
		{"turned", 60, render.View{Scale: 5.5, Offset: render.Point{X: 200, Y: 0}, Turn: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &render.Scene{}
			for i := range tc.n {
				x0, y0 := rnd.Float64()*40-2, rnd.Float64()*30-2
				rect := render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + rnd.Float64()*30, Y: y0 + rnd.Float64()*25}}
				if i%3 == 0 {
					rect = render.Rect{Max: render.Point{X: 40, Y: 30}} // the whole map
				}
				c := color.RGBA{uint8(rnd.IntN(64)), uint8(rnd.IntN(64)), uint8(rnd.IntN(64)), 64}
				if i%7 == 0 {
					c = color.RGBA{uint8(rnd.IntN(256)), uint8(rnd.IntN(256)), uint8(rnd.IntN(256)), 255}
				}
				if i%11 == 0 {
					c.R = 200 // a channel above its alpha (themes' glints): clamped
				}
				s.AddRect(rect, c, color.RGBA{}, 0)
			}
			bounds := image.Rect(0, 0, 230, 190)
			stacked, single := image.NewRGBA(bounds), image.NewRGBA(bounds)
			for i := range stacked.Pix {
				stacked.Pix[i] = uint8(i * 7)
			}
			copy(single.Pix, stacked.Pix)
			r.Draw(stacked, s, tc.v)
			oneByOne(r, single, s, tc.v)
			if !bytes.Equal(stacked.Pix, single.Pix) {
				n := 0
				for i := range stacked.Pix {
					if stacked.Pix[i] != single.Pix[i] {
						n++
					}
				}
				t.Errorf("the stack differs from the fills one by one in %d channel values; want none", n)
			}
		})
	}
}

// 1000 translucent fills each over the whole picture blend each pixel a
// few times, not 1000 times: many areas over one map cost its pixels.
func TestStackBlendsEachPixelOnce(t *testing.T) {
	r, err := New(assets.Fonts())
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{10, 1000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			s := &render.Scene{}
			for i := range n {
				s.AddRect(render.Rect{Max: render.Point{X: 100, Y: 100}}, color.RGBA{0, 0, uint8(i % 64), 64}, color.RGBA{}, 0)
			}
			dst := image.NewRGBA(image.Rect(0, 0, 300, 300))
			r.blended = 0
			r.Draw(dst, s, render.View{Scale: 3})
			if pixels := 300 * 300; r.blended > 2*pixels {
				t.Errorf("%d fills over %d pixels blended %d pixels, want at most %d", n, pixels, r.blended, 2*pixels)
			}
		})
	}
}

// hatching is an area's hatching over x0,y0 to x1,y1: diagonal lines half
// a unit apart, one shape of many parts.
func hatching(x0, y0, x1, y1 float64, c color.RGBA) render.Shape {
	var pts []render.Point
	var ends []int
	for k := 2*(x0+y0) + 1; k/2 < x1+y1; k++ {
		d := k / 2
		xa, xb := max(x0, d-y1), min(x1, d-y0)
		if xb > xa {
			pts = append(pts, render.Point{X: xa, Y: d - xa}, render.Point{X: xb, Y: d - xb})
			ends = append(ends, len(pts))
		}
	}
	return render.Shape{Kind: render.Polyline, Points: pts, Parts: ends, Stroke: c, Width: 0.03}
}

// The same lines in several colours, one after another (areas over the
// same squares hatch them alike), are rasterized once and each pixel
// blended once, to the same last bit as drawing them one by one.
func TestSameLinesMatchOneByOne(t *testing.T) {
	r, err := New(assets.Fonts())
	if err != nil {
		t.Fatal(err)
	}
	s := &render.Scene{}
	for i := range 200 {
		s.Add(hatching(0, 0, 30, 20, color.RGBA{uint8(i % 110), 0, uint8(110 - i%110), 110}))
	}
	s.Add(hatching(2, 3, 12, 9, color.RGBA{90, 90, 0, 110})) // other lines: drawn alone
	for _, v := range []render.View{{Scale: 8}, {Scale: 31.7, Offset: render.Point{X: -13.3, Y: -7.1}}, {Scale: 12, Offset: render.Point{X: 250}, Turn: 1}} {
		bounds := image.Rect(0, 0, 260, 180)
		same, single := image.NewRGBA(bounds), image.NewRGBA(bounds)
		for i := range same.Pix {
			same.Pix[i] = uint8(i * 13)
		}
		copy(single.Pix, same.Pix)
		r.blended = 0
		r.Draw(same, s, v)
		blended := r.blended
		oneByOne(r, single, s, v)
		if !bytes.Equal(same.Pix, single.Pix) {
			t.Errorf("at %+v the same lines in 200 colours differ from the lines one by one; want the same pixels", v)
		}
		if limit := 2 * 260 * 180; blended > limit {
			t.Errorf("at %+v 200 hatchings over 260 x 180 pixels blended %d pixels, want at most %d", v, blended, limit)
		}
	}
}
