package raster

import (
	"image"
	"math"

	"github.com/battlemap/battlemap/render"
)

// hairlines draws a Hairline shape: every segment of every part an
// anti-aliased line one pixel wide, clipped to dst, gathered in one
// coverage mask (where lines cross, the stronger coverage) and blended
// once. It costs the length of what is shown of the lines and the pixels
// they touch, however many lines cross one place.
func (r *Renderer) hairlines(dst *image.RGBA, sh *render.Shape, v render.View) {
	if sh.Stroke.A == 0 || len(sh.Points) < 2 {
		return
	}
	b := dst.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= 0 || h <= 0 {
		return
	}
	if cap(r.hair) < w*h {
		r.hair = make([]uint8, w*h)
	}
	m := r.hair[:w*h]
	// what the lines touched: cleared and blended after
	x0, y0, x1, y1 := w, h, 0, 0
	ox, oy := float64(b.Min.X), float64(b.Min.Y)
	// the lines are drawn a band of rows at a time, so that the mask
	// they write stays in the cache: a web across a picture of 25
	// million pixels, its lines each a new row at every pixel, waited on
	// memory at every pixel
	segs := r.hairSegs[:0] // the segments, ends on the picture, in pairs
	sh.EachPart(func(pts []render.Point) {
		for i := 1; i < len(pts); i++ {
			a, c := screen(v, pts[i-1]), screen(v, pts[i])
			segs = append(segs, vec{a.x - ox, a.y - oy}, vec{c.x - ox, c.y - oy})
		}
	})
	r.hairSegs = segs
	band := hairBand
	if w*h <= hairWhole {
		band = h // a mask that stays in the cache: drawn at once
	}
	for by := 0; by < h; by += band {
		bh := min(band, h-by)
		top, bottom := float64(by)-1, float64(by+bh)+1
		for i := 0; i < len(segs); i += 2 {
			a, c := segs[i], segs[i+1]
			if max(a.y, c.y) < top || min(a.y, c.y) > bottom {
				continue
			}
			a.y, c.y = a.y-float64(by), c.y-float64(by)
			if lx0, ly0, lx1, ly1, ok := hairline(m[by*w:(by+bh)*w], w, bh, a, c); ok {
				x0, y0, x1, y1 = min(x0, lx0), min(y0, ly0+by), max(x1, lx1), max(y1, ly1+by)
			}
		}
	}
	if x0 >= x1 || y0 >= y1 {
		return
	}
	bl := newBlender(sh.Stroke)
	r.blended += (x1 - x0) * (y1 - y0)
	for y := y0; y < y1; y++ {
		row := m[y*w+x0 : y*w+x1]
		px := dst.Pix[dst.PixOffset(b.Min.X+x0, b.Min.Y+y):]
		for i, cov := range row {
			if cov != 0 {
				bl.blend(px[4*i:4*i+4:4*i+4], uint32(cov)*0x101)
				row[i] = 0
			}
		}
	}
}

// hairBand is how many rows of a mask larger than hairWhole pixels
// hairlines draws at a time.
const (
	hairBand  = 128
	hairWhole = 4 << 20
)

// hairline adds the line from a to c, one pixel wide, to the coverage
// mask m of w x h pixels, keeping the larger coverage of a pixel, and
// says which pixels it may have touched (x0, y0 to x1, y1, exclusive).
// A pixel's coverage is the share of it the line's band covers, measured
// across the line's main direction: a line at any angle lays the same
// ink a pixel of its length.
func hairline(m []uint8, w, h int, a, c vec) (x0, y0, x1, y1 int, ok bool) {
	// clip to the mask, a pixel beyond each side (Liang and Barsky)
	t0, t1 := 0.0, 1.0
	d := c.sub(a)
	for _, e := range [4][2]float64{{-d.x, a.x + 1}, {d.x, float64(w) + 1 - a.x}, {-d.y, a.y + 1}, {d.y, float64(h) + 1 - a.y}} {
		p, q := e[0], e[1]
		if p == 0 {
			if q < 0 {
				return 0, 0, 0, 0, false
			}
			continue
		}
		t := q / p
		if p < 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
	}
	if t0 >= t1 {
		return 0, 0, 0, 0, false
	}
	a, c = a.add(d.scale(t0)), a.add(d.scale(t1))
	steep := math.Abs(d.y) > math.Abs(d.x)
	if steep {
		// walk down the rows: the same, with x and y swapped
		a, c = vec{a.y, a.x}, vec{c.y, c.x}
		w, h = h, w
	}
	if a.x > c.x {
		a, c = c, a
	}
	if c.x-a.x < 1e-9 {
		return 0, 0, 0, 0, false
	}
	slope := (c.y - a.y) / (c.x - a.x)
	half := 0.5 * math.Sqrt(1+slope*slope) // half the band, measured down a column
	cx0, cx1 := max(int(math.Floor(a.x)), 0), min(int(math.Ceil(c.x)), w)
	ry0, ry1 := h, 0
	put := func(x, y int, cov float64) {
		if y < 0 || y >= h || cov <= 0 {
			return
		}
		if cov > 1 {
			cov = 1
		}
		v := uint8(cov*255 + 0.5)
		i := y*w + x
		if steep {
			i = x*h + y // w and h swapped: the mask's row is x
		}
		if v > m[i] {
			m[i] = v
		}
		ry0, ry1 = min(ry0, y), max(ry1, y+1)
	}
	for x := cx0; x < cx1; x++ {
		// the column's share of the line's length: 1 but at the ends
		fx := 1.0
		l, r := float64(x), float64(x+1)
		if l < a.x {
			l = a.x
		}
		if r > c.x {
			r = c.x
		}
		if fx = r - l; fx <= 0 {
			continue
		}
		mid := (l + r) / 2
		yc := a.y + (mid-a.x)*slope
		lo, hi := yc-half, yc+half
		// the rows the band crosses (lo is above -8: the line is clipped
		// to a pixel beyond the mask, and half is under a pixel)
		y0, y1 := int(lo+8)-8, int(hi+8)-8
		if y0 == y1 {
			put(x, y0, (hi-lo)*fx)
			continue
		}
		put(x, y0, (float64(y0+1)-lo)*fx)
		for y := y0 + 1; y < y1; y++ {
			put(x, y, fx)
		}
		put(x, y1, (hi-float64(y1))*fx)
	}
	if ry0 >= ry1 {
		return 0, 0, 0, 0, false
	}
	if steep {
		return ry0, cx0, ry1, cx1, true
	}
	return cx0, ry0, cx1, ry1, true
}
