package raster

import (
	"image"
	"image/color"
	"runtime"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
)

// A large fill drawn in bands is the fill drawn in one pass: each pixel's
// coverage comes from the same outlines, once.
func TestBandsMatchOnePass(t *testing.T) {
	r, err := New(assets.Fonts())
	if err != nil {
		t.Fatal(err)
	}
	ink := color.RGBA{200, 30, 30, 255}
	for _, tc := range []struct {
		name  string
		build func()
	}{
		{"diagonal line", func() { r.addStroke([]vec{{3.3, 2.7}, {990.2, 700.9}}, false, 2.5) }},
		{"zigzag", func() { r.addStroke([]vec{{10, 10}, {500, 600}, {20, 610}, {900, 30}}, false, 4) }},
		{"dashes", func() {
			r.addDashes([]render.Point{{X: 0.2, Y: 0.1}, {X: 99, Y: 69}}, 0.22, render.View{Scale: 10}, 1.3)
		}},
		{"frame", func() { r.addStroke([]vec{{5.5, 5.2}, {990.3, 5.2}, {990.3, 690.7}, {5.5, 690.7}}, true, 1.5) }},
		{"polygon", func() {
			r.polys = append(r.polys, vec{5, 5}, vec{900, 100}, vec{450, 690}, vec{300, 200})
			r.ends = append(r.ends, len(r.polys))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bounds := image.Rect(0, 0, 1000, 700)
			banded, whole := image.NewRGBA(bounds), image.NewRGBA(bounds)
			r.begin()
			tc.build()
			r.fillPieces(banded, ink)
			r.rasterize(whole, bounds, ink, r.polys, r.ends)
			// x/image/vector works in fixed point over boxes up to 512
			// pixels (a band) and in floating point over larger ones (the
			// whole box): an edge pixel may differ by a few levels (12 of
			// 255 at most seen on steep edges); a seam, or a piece lost at
			// a band's edge, would be a whole pixel's worth, and the totals
			// would part.
			worst, sumB, sumW := 0, 0, 0
			for i := 3; i < len(banded.Pix); i += 4 {
				d := int(banded.Pix[i]) - int(whole.Pix[i])
				worst = max(worst, d, -d)
				sumB += int(banded.Pix[i])
				sumW += int(whole.Pix[i])
			}
			if worst > 12 || sumB < sumW*999/1000 || sumB > sumW*1001/1000 {
				t.Errorf("bands and one pass differ by up to %d levels in a pixel, %d against %d in all; want the same picture", worst, sumB, sumW)
			}
		})
	}
}

// A dashed line from corner to corner of a 4000-pixel map allocates what
// its dashes hold, not a rasterizer's buffer the size of the map (64 MB).
func TestLongDashedLineAllocation(t *testing.T) {
	r, err := New(assets.Fonts())
	if err != nil {
		t.Fatal(err)
	}
	dst := image.NewRGBA(image.Rect(0, 0, 4000, 4000))
	s := &render.Scene{}
	s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{{X: 0.5, Y: 0.5}, {X: 999.5, Y: 999.5}}, Stroke: color.RGBA{255, 0, 0, 255}, Width: 0.14, Dash: 0.6})
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r.Draw(dst, s, render.View{Scale: 4})
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 8<<20 {
		t.Errorf("drawing a dashed line across 4000 x 4000 pixels allocated %d MB, want under 8", got>>20)
	}
}

// A map-wide outline blends the pixels along it, not the whole width of
// every band between its two sides: a thousand areas' borders over a
// 4000-pixel map were each 16 million pixels.
func TestOutlineBlendsItsOwnPixels(t *testing.T) {
	r, err := New(assets.Fonts())
	if err != nil {
		t.Fatal(err)
	}
	dst := image.NewRGBA(image.Rect(0, 0, 4000, 4000))
	s := &render.Scene{}
	var pts []render.Point
	var ends []int
	for _, e := range [][2]render.Point{{{X: 0, Y: 0}, {X: 1000, Y: 0}}, {{X: 0, Y: 1000}, {X: 1000, Y: 1000}}, {{X: 0, Y: 0}, {X: 0, Y: 1000}}, {{X: 1000, Y: 0}, {X: 1000, Y: 1000}}} {
		pts = append(pts, e[0], e[1])
		ends = append(ends, len(pts))
	}
	s.Add(render.Shape{Kind: render.Polyline, Points: pts, Parts: ends, Stroke: color.RGBA{0, 0, 200, 255}, Width: 0.09})
	r.blended = 0
	r.Draw(dst, s, render.View{Scale: 4})
	// four sides of 4000 pixels, each a pixel or two wide, in bands of
	// eight rows (a band's rows are rasterized whole)
	if limit := 4 * 4000 * 2 * bandRows; r.blended > limit {
		t.Errorf("an outline round 4000 x 4000 pixels blended %d pixels, want at most %d", r.blended, limit)
	}
}
