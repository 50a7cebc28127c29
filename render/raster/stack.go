package raster

import (
	"image"
	"math"
	"slices"

	"github.com/battlemap/battlemap/render"
)

// minStack is the shortest run of rectangle fills drawn as a stack.
const minStack = 4

// stackRect is one fill of a stack: an axis-aligned rectangle in pixels,
// clipped to the image, the pixel rows and columns it touches, and its
// colour.
type stackRect struct {
	r              rectF
	ix0, iy0       int // the first column and row it touches
	ix1, iy1       int // one past the last
	bl             blender
	coverY, coverX uint32 // its coverage of the current band's rows and segment's columns
}

// plainRect is the rectangle a shape fills, in pixels, when it is a fill
// alone (no outline) of an axis-aligned rectangle: such fills, one after
// another, are drawn as a stack.
func plainRect(sh *render.Shape, v render.View) (rectF, bool) {
	if sh.Kind != render.Polygon || len(sh.Parts) > 0 || sh.Fill.A == 0 || (sh.Stroke.A > 0 && sh.Width > 0) {
		return rectF{}, false
	}
	r, ok := render.AxisRect(sh.Points)
	if !ok {
		return rectF{}, false
	}
	a, b := toVec(v.ToScreen(r.Min)), toVec(v.ToScreen(r.Max))
	return rectF{math.Min(a.x, b.x), math.Min(a.y, b.y), math.Max(a.x, b.x), math.Max(a.y, b.y)}, true
}

// stack draws a run of rectangle fills as drawing them one after another
// would, pixel for pixel, at a cost in proportion to the pixels they cover
// and the number of fills, not to their product: many translucent areas
// over one map are many blends of each pixel. The image is cut into
// pieces where every fill covers each pixel alike (bands of rows between
// the fills' top and bottom edges, segments of columns between their left
// and right ones); a large piece covered by several fills has their
// blends worked out once, for every value a channel can take (a blend
// changes each channel by that channel alone), and applied to its pixels
// by table.
func (r *Renderer) stack(dst *image.RGBA, fills []render.Shape, v render.View) {
	b := dst.Bounds()
	bf := rectF{float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y)}
	rs := r.stackRects[:0]
	var ys []int
	for i := range fills {
		q, _ := plainRect(&fills[i], v)
		q = q.intersect(bf)
		if q.empty() {
			continue
		}
		s := stackRect{r: q, bl: newBlender(fills[i].Fill),
			ix0: int(math.Floor(q.x0)), iy0: int(math.Floor(q.y0)), ix1: int(math.Ceil(q.x1)), iy1: int(math.Ceil(q.y1))}
		rs = append(rs, s)
		ys = append(ys, s.iy0, int(math.Ceil(q.y0)), int(math.Floor(q.y1)), s.iy1)
	}
	r.stackRects = rs
	// fills side by side (a map's ground) cover each pixel about once:
	// one after another, as any fill
	area, all := 0.0, rectF{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, s := range rs {
		area += (s.r.x1 - s.r.x0) * (s.r.y1 - s.r.y0)
		all = rectF{math.Min(all.x0, s.r.x0), math.Min(all.y0, s.r.y0), math.Max(all.x1, s.r.x1), math.Max(all.y1, s.r.y1)}
	}
	if len(rs) == 0 || area < 2*(all.x1-all.x0)*(all.y1-all.y0) {
		for _, s := range rs {
			r.fillRect(dst, s.r.x0, s.r.y0, s.r.x1, s.r.y1, s.bl.c)
		}
		return
	}
	slices.Sort(ys)
	ys = slices.Compact(ys)
	var active, covering []int // indices into rs, in drawing order
	var xs []int
	for k := 0; k+1 < len(ys); k++ {
		y0, y1 := ys[k], ys[k+1]
		active = active[:0]
		for i := range rs {
			if s := &rs[i]; s.iy0 <= y0 && y0 < s.iy1 {
				s.coverY = coverage(s.r.y0, s.r.y1, float64(y0))
				active = append(active, i)
			}
		}
		if len(active) == 0 {
			continue
		}
		xs = xs[:0]
		for _, i := range active {
			q := &rs[i].r
			xs = append(xs, rs[i].ix0, int(math.Ceil(q.x0)), int(math.Floor(q.x1)), rs[i].ix1)
		}
		slices.Sort(xs)
		xs = slices.Compact(xs)
		for j := 0; j+1 < len(xs); j++ {
			x0, x1 := xs[j], xs[j+1]
			covering = covering[:0]
			for _, i := range active {
				s := &rs[i]
				if s.ix0 <= x0 && x0 < s.ix1 {
					if s.coverX = coverage(s.r.x0, s.r.x1, float64(x0)) * s.coverY / 0xffff; s.coverX > 0 {
						covering = append(covering, i)
					}
				}
			}
			if len(covering) > 0 {
				r.stackPiece(dst, image.Rect(x0, y0, x1, y1), rs, covering)
			}
		}
	}
}

// stackPiece blends the fills covering (each with its coverage, coverX)
// over every pixel of p.
func (r *Renderer) stackPiece(dst *image.RGBA, p image.Rectangle, rs []stackRect, covering []int) {
	n := p.Dx() * p.Dy()
	r.blended += n
	if len(covering) == 1 || n*len(covering) < 2*256*len(covering)+n {
		for y := p.Min.Y; y < p.Max.Y; y++ {
			row := dst.Pix[dst.PixOffset(p.Min.X, y):dst.PixOffset(p.Max.X, y)]
			for _, i := range covering {
				s := &rs[i]
				if s.coverX == 0xffff {
					s.bl.fullRow(row)
					continue
				}
				for x := 0; x+3 < len(row); x += 4 {
					s.bl.blend(row[x:x+4:x+4], s.coverX)
				}
			}
		}
		return
	}
	// the fills' blends, in order, of every value of every channel
	t := &r.table
	for v := range 256 {
		t[0][v], t[1][v], t[2][v], t[3][v] = uint8(v), uint8(v), uint8(v), uint8(v)
	}
	for _, i := range covering {
		s := &rs[i]
		for v := range 256 {
			px := [4]uint8{t[0][v], t[1][v], t[2][v], t[3][v]}
			s.bl.over(px[:], s.coverX)
			t[0][v], t[1][v], t[2][v], t[3][v] = px[0], px[1], px[2], px[3]
		}
	}
	for y := p.Min.Y; y < p.Max.Y; y++ {
		row := dst.Pix[dst.PixOffset(p.Min.X, y):dst.PixOffset(p.Max.X, y)]
		for x := 0; x+3 < len(row); x += 4 {
			row[x], row[x+1], row[x+2], row[x+3] = t[0][row[x]], t[1][row[x+1]], t[2][row[x+2]], t[3][row[x+3]]
		}
	}
}

// stackRun is how many shapes from s[i] on are plain rectangle fills.
func stackRun(s []render.Shape, v render.View) int {
	n := 0
	for n < len(s) {
		if _, ok := plainRect(&s[n], v); !ok {
			break
		}
		n++
	}
	return n
}

// sameRun is how many shapes from s[0] on are the same lines in other
// colours: polylines of several parts (an area's hatching), solid, with
// the same points, parts and width. Areas over the same squares hatch
// them with the same lines.
func sameRun(s []render.Shape) int {
	a := &s[0]
	if a.Kind != render.Polyline || len(a.Parts) == 0 || a.Dash > 0 || a.Hairline || a.Stroke.A == 0 {
		return 0
	}
	n := 1
	for n < len(s) {
		b := &s[n]
		if b.Kind != a.Kind || b.Dash > 0 || b.Hairline || b.Stroke.A == 0 || b.Width != a.Width ||
			!slices.Equal(b.Parts, a.Parts) || !slices.Equal(b.Points, a.Points) {
			break
		}
		n++
	}
	return n
}

// drawSame draws a run of the same lines in several colours (sameRun):
// rasterized once, each pixel given the colours' blends, in order, at its
// coverage, worked out once for each coverage that occurs. The same, pixel
// for pixel, as the lines drawn one after another.
func (r *Renderer) drawSame(dst *image.RGBA, run []render.Shape, v render.View) {
	// the tables are kept while the colours are the same (the tiles of
	// one window's map, frame after frame)
	same := len(r.multiInk) == len(run)
	for i := 0; same && i < len(run); i++ {
		same = r.multiInk[i] == run[i].Stroke
	}
	if !same {
		r.multiInk = r.multiInk[:0]
		for i := range run {
			r.multiInk = append(r.multiInk, run[i].Stroke)
		}
		clear(r.luts[:])
	}
	r.multi = r.multi[:0]
	for _, c := range r.multiInk {
		r.multi = append(r.multi, newBlender(c))
	}
	r.polyline(dst, &run[0], v)
	r.multi = r.multi[:0]
}

// lut is the table of the blends of r.multi, in order, at coverage cov
// (1 to 255), for every value of every channel.
func (r *Renderer) lut(cov uint8) *[4][256]uint8 {
	if t := r.luts[cov]; t != nil {
		return t
	}
	t := new([4][256]uint8)
	m := uint32(cov) * 0x101
	for v := range 256 {
		px := [4]uint8{uint8(v), uint8(v), uint8(v), uint8(v)}
		for i := range r.multi {
			r.multi[i].blend(px[:], m)
		}
		t[0][v], t[1][v], t[2][v], t[3][v] = px[0], px[1], px[2], px[3]
	}
	r.luts[cov] = t
	return t
}
