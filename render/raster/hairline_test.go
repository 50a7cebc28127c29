package raster

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
)

// A hairline lays a pixel's worth of ink for each pixel of its length, at
// any angle, inside the picture only, and none of it strays more than a
// pixel from the line.
func TestHairlineInk(t *testing.T) {
	const w, h = 200, 150
	for _, tc := range []struct {
		a, c vec
		ink  float64 // the length shown, in pixels
	}{
		{vec{10, 20.5}, vec{110, 20.5}, 100},
		{vec{30.3, 10}, vec{30.3, 140}, 130},
		{vec{10, 10}, vec{130, 130}, 120 * math.Sqrt2},
		{vec{5.2, 140.7}, vec{190.1, 60.3}, math.Hypot(184.9, 80.4)},
		{vec{-100, 75}, vec{300, 75}, w},    // cut at both sides
		{vec{50, -40}, vec{50, -10}, 0},     // above the picture
		{vec{120.5, 80}, vec{120.5, 80}, 0}, // a point
	} {
		t.Run(fmt.Sprint(tc.a, tc.c), func(t *testing.T) {
			m := make([]uint8, w*h)
			hairline(m, w, h, tc.a, tc.c)
			sum, stray := 0.0, 0
			for i, v := range m {
				sum += float64(v) / 255
				p := vec{float64(i%w) + 0.5, float64(i/w) + 0.5}
				if v > 0 && distToSegment(p, tc.a, tc.c) > 1.5 {
					stray++
				}
			}
			if math.Abs(sum-tc.ink) > 1+0.01*tc.ink {
				t.Errorf("ink %.1f pixels, want %.1f", sum, tc.ink)
			}
			if stray > 0 {
				t.Errorf("%d pixels inked more than a pixel from the line", stray)
			}
		})
	}
}

func distToSegment(p, a, c vec) float64 {
	d := c.sub(a)
	l := d.dot(d)
	if l == 0 {
		return p.sub(a).length()
	}
	t := math.Max(0, math.Min(1, p.sub(a).dot(d)/l))
	return p.sub(a.add(d.scale(t))).length()
}

// Ten thousand hairlines across one picture blend each pixel once: their
// cost is their length, not the pixels times the lines.
func TestHairlinesBlendOnce(t *testing.T) {
	r, err := New(assets.Fonts())
	if err != nil {
		t.Fatal(err)
	}
	s := &render.Scene{}
	var pts []render.Point
	var ends []int
	for i := range 10000 {
		k := float64(i%100) + 0.5
		pts = append(pts, render.Point{X: k, Y: 0}, render.Point{X: 100 - k, Y: 100})
		ends = append(ends, len(pts))
	}
	s.Add(render.Shape{Kind: render.Polyline, Points: pts, Parts: ends, Stroke: color.RGBA{200, 200, 200, 255}, Width: 0.3, Hairline: true})
	dst := image.NewRGBA(image.Rect(0, 0, 300, 300))
	r.blended = 0
	r.Draw(dst, s, render.View{Scale: 3})
	if r.blended > 300*300 {
		t.Errorf("10,000 hairlines over 300 x 300 pixels blended %d pixels, want at most %d", r.blended, 300*300)
	}
	if c := dst.RGBAAt(150, 150); c.R < 150 {
		t.Errorf("the middle, where every line crosses, is %v; want the lines' colour", c)
	}
}
