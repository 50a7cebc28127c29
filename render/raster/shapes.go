package raster

import (
	"image"
	"image/color"
	"math"

	"github.com/battlemap/battlemap/render"
)

// miterLimit is where a sharp corner's mitre is cut off to a bevel, as in
// the window.
const miterLimit = 4

// vec is a point in pixels.
type vec struct{ x, y float64 }

func (a vec) add(b vec) vec                    { return vec{a.x + b.x, a.y + b.y} }
func (a vec) sub(b vec) vec                    { return vec{a.x - b.x, a.y - b.y} }
func (a vec) scale(f float64) vec              { return vec{a.x * f, a.y * f} }
func (a vec) dot(b vec) float64                { return a.x*b.x + a.y*b.y }
func (a vec) cross(b vec) float64              { return a.x*b.y - a.y*b.x }
func (a vec) length() float64                  { return math.Hypot(a.x, a.y) }
func toVec(p render.Point) vec                 { return vec{p.X, p.Y} }
func screen(v render.View, p render.Point) vec { return toVec(v.ToScreen(p)) }

// strokeWidth is the stroke's width in pixels: at least one, so hairlines
// stay visible when zoomed far out.
func strokeWidth(sh *render.Shape, v render.View) float64 {
	return math.Max(sh.Width*v.Scale, 1)
}

func (r *Renderer) project(pts []render.Point, v render.View) []vec {
	r.pts = r.pts[:0]
	for _, p := range pts {
		q := screen(v, p)
		// repeated points make no segment and no corner
		if n := len(r.pts); n > 0 && r.pts[n-1] == q {
			continue
		}
		r.pts = append(r.pts, q)
	}
	return r.pts
}

func (r *Renderer) polygon(dst *image.RGBA, sh *render.Shape, v render.View) {
	if len(sh.Parts) > 0 {
		r.polygonParts(dst, sh, v)
		return
	}
	pts := r.project(sh.Points, v)
	if len(pts) > 1 && pts[0] == pts[len(pts)-1] {
		pts = pts[:len(pts)-1]
	}
	if sh.Fill.A > 0 && len(pts) >= 3 {
		if x0, y0, x1, y1, ok := axisRect(pts); ok {
			r.fillRect(dst, x0, y0, x1, y1, sh.Fill)
		} else {
			r.begin()
			r.polys = append(r.polys, pts...)
			r.ends = append(r.ends, len(r.polys))
			r.fillPieces(dst, sh.Fill)
		}
	}
	if sh.Stroke.A == 0 || sh.Width <= 0 || len(pts) < 2 {
		return
	}
	hw := strokeWidth(sh, v) / 2
	if x0, y0, x1, y1, ok := axisRect(pts); ok && sh.Dash <= 0 {
		// mitred right angles: the outline is the rectangle grown by half
		// the width, less the rectangle shrunk by it
		r.fillFrame(dst, rectF{x0 - hw, y0 - hw, x1 + hw, y1 + hw}, rectF{x0 + hw, y0 + hw, x1 - hw, y1 - hw}, sh.Stroke)
		return
	}
	r.begin()
	if sh.Dash > 0 {
		closed := append(sh.Points[:len(sh.Points):len(sh.Points)], sh.Points[0])
		r.addDashes(closed, sh.Dash, v, hw)
	} else {
		r.addStroke(pts, true, hw)
	}
	r.fillPieces(dst, sh.Stroke)
}

func (r *Renderer) polyline(dst *image.RGBA, sh *render.Shape, v render.View) {
	if sh.Stroke.A == 0 || len(sh.Points) < 2 {
		return
	}
	hw := strokeWidth(sh, v) / 2
	if sh.Dash > 0 && sh.Dash*v.Scale < minDashPixels {
		// dashes under a pixel or two read as a fainter line: draw that,
		// not thousands of dashes too small to see
		faint := *sh
		c := sh.Stroke // premultiplied: every channel halves
		faint.Dash, faint.Stroke = 0, color.RGBA{c.R / 2, c.G / 2, c.B / 2, c.A / 2}
		r.polyline(dst, &faint, v)
		return
	}
	r.begin()
	if len(sh.Parts) > 0 {
		// every part in one fill: a map-wide hatching is one pass over its pixels
		clip := r.shown(dst, v, hw)
		sh.EachPart(func(pts []render.Point) {
			if sh.Dash > 0 {
				r.addDashesIn(pts, sh.Dash, v, hw, &clip)
			} else {
				r.addStroke(r.project(pts, v), false, hw)
			}
		})
		r.fillPieces(dst, sh.Stroke)
		return
	}
	if sh.Dash > 0 {
		clip := r.shown(dst, v, hw)
		r.addDashesIn(sh.Points, sh.Dash, v, hw, &clip)
		r.fillPieces(dst, sh.Stroke)
		return
	}
	pts := r.project(sh.Points, v)
	if len(pts) == 2 && (pts[0].x == pts[1].x || pts[0].y == pts[1].y) {
		// the grid, wall edges and courses: a rectangle, drawn exactly
		a, b := pts[0], pts[1]
		x0, x1 := math.Min(a.x, b.x), math.Max(a.x, b.x)
		y0, y1 := math.Min(a.y, b.y), math.Max(a.y, b.y)
		if a.x == b.x {
			x0, x1 = x0-hw, x1+hw
		} else {
			y0, y1 = y0-hw, y1+hw
		}
		r.fillRect(dst, x0, y0, x1, y1, sh.Stroke)
		return
	}
	r.addStroke(pts, false, hw)
	r.fillPieces(dst, sh.Stroke)
}

func (r *Renderer) circle(dst *image.RGBA, sh *render.Shape, v render.View) {
	c := screen(v, sh.Points[0])
	rad := sh.Radius * v.Scale
	if rad <= 0 {
		return
	}
	if sh.Fill.A > 0 {
		r.begin()
		r.addCircle(c, rad, false)
		r.fillPieces(dst, sh.Fill)
	}
	if sh.Stroke.A == 0 || sh.Width <= 0 {
		return
	}
	hw := strokeWidth(sh, v) / 2
	r.begin()
	if sh.Dash > 0 {
		// dash the circle as the closed polygon it is drawn as, in map units
		n := circleSegments(rad)
		ring := make([]render.Point, n+1)
		for i := range ring {
			a := 2 * math.Pi * float64(i) / float64(n)
			ring[i] = render.Point{X: sh.Points[0].X + sh.Radius*math.Cos(a), Y: sh.Points[0].Y + sh.Radius*math.Sin(a)}
		}
		r.addDashes(ring, sh.Dash, v, hw)
	} else {
		// a ring: the outer circle one way round, the inner the other
		r.addCircle(c, rad+hw, false)
		if rad > hw {
			r.addCircle(c, rad-hw, true)
		}
	}
	r.fillPieces(dst, sh.Stroke)
}

// circleSegments is how many sides a circle of radius rad pixels needs for
// its sides to stray less than a tenth of a pixel from the true circle.
func circleSegments(rad float64) int {
	return min(max(int(math.Ceil(math.Pi*math.Sqrt(rad/0.2))), 12), 4096)
}

func (r *Renderer) addCircle(c vec, rad float64, reverse bool) {
	n := circleSegments(rad)
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		if reverse {
			a = -a
		}
		r.polys = append(r.polys, vec{c.x + rad*math.Cos(a), c.y + rad*math.Sin(a)})
	}
	r.ends = append(r.ends, len(r.polys))
}

func (r *Renderer) addDashes(pts []render.Point, dash float64, v render.View, hw float64) {
	r.addDashesIn(pts, dash, v, hw, nil)
}

// addDashesIn adds the dashes of the polyline, only those of its segments
// that meet clip (in map units) when clip is set.
func (r *Renderer) addDashesIn(pts []render.Point, dash float64, v render.View, hw float64, clip *render.Rect) {
	render.EachDash(pts, dash, clip, func(d []render.Point) {
		r.addStroke(r.project(d, v), false, hw)
	})
}

// minDashPixels is the shortest dash drawn as dashes, as in the window.
const minDashPixels = 2

// shown is the part of the map dst shows through v, in map units, grown
// by pad pixels.
func (r *Renderer) shown(dst *image.RGBA, v render.View, pad float64) render.Rect {
	b := dst.Bounds()
	a := v.ToMap(render.Point{X: float64(b.Min.X) - pad, Y: float64(b.Min.Y) - pad})
	c := v.ToMap(render.Point{X: float64(b.Max.X) + pad, Y: float64(b.Max.Y) + pad})
	return render.Rect{Min: render.Point{X: math.Min(a.X, c.X), Y: math.Min(a.Y, c.Y)}, Max: render.Point{X: math.Max(a.X, c.X), Y: math.Max(a.Y, c.Y)}}
}

// polygonParts fills a polygon's parts together and outlines each.
func (r *Renderer) polygonParts(dst *image.RGBA, sh *render.Shape, v render.View) {
	if sh.Fill.A > 0 {
		r.begin()
		sh.EachPart(func(part []render.Point) {
			if pts := r.project(part, v); len(pts) >= 3 {
				r.polys = append(r.polys, pts...)
				r.ends = append(r.ends, len(r.polys))
			}
		})
		r.fillPieces(dst, sh.Fill)
	}
	if sh.Stroke.A == 0 || sh.Width <= 0 {
		return
	}
	hw := strokeWidth(sh, v) / 2
	r.begin()
	sh.EachPart(func(part []render.Point) {
		if sh.Dash > 0 {
			r.addDashes(append(part[:len(part):len(part)], part[0]), sh.Dash, v, hw)
		} else {
			r.addStroke(r.project(part, v), true, hw)
		}
	})
	r.fillPieces(dst, sh.Stroke)
}

// begin starts a new set of outlines to fill together.
func (r *Renderer) begin() {
	r.polys, r.ends = r.polys[:0], r.ends[:0]
}

// addPiece adds one closed convex outline of a stroke, turned so that every
// piece winds the same way: the rasterizer adds up the pieces' coverage and
// caps it at full, so pieces that overlap make a union, with no seams, as
// long as none winds the other way.
func (r *Renderer) addPiece(pts ...vec) {
	var area float64
	for i := range pts {
		area += pts[i].cross(pts[(i+1)%len(pts)])
	}
	start := len(r.polys)
	r.polys = append(r.polys, pts...)
	if area > 0 {
		p := r.polys[start:]
		for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	r.ends = append(r.ends, len(r.polys))
}

// addStroke adds the outline of a stroke hw pixels either side of the path:
// a quadrilateral along each segment (butt ends) and a mitre, or a bevel
// where the mitre would be longer than miterLimit, at each corner.
func (r *Renderer) addStroke(pts []vec, closed bool, hw float64) {
	n := len(pts)
	if n < 2 {
		return
	}
	segs := n - 1
	if closed {
		segs = n
	}
	for i := 0; i < segs; i++ {
		a, b := pts[i], pts[(i+1)%n]
		d := b.sub(a)
		l := d.length()
		if l == 0 {
			continue
		}
		nrm := vec{-d.y, d.x}.scale(hw / l)
		r.addPiece(a.add(nrm), b.add(nrm), b.sub(nrm), a.sub(nrm))
	}
	for i := 0; i < n; i++ {
		if !closed && (i == 0 || i == n-1) {
			continue
		}
		r.addJoin(pts[(i+n-1)%n], pts[i], pts[(i+1)%n], hw)
	}
}

func (r *Renderer) addJoin(a, p, b vec, hw float64) {
	d1, d2 := p.sub(a), b.sub(p)
	l1, l2 := d1.length(), d2.length()
	if l1 == 0 || l2 == 0 {
		return
	}
	d1, d2 = d1.scale(1/l1), d2.scale(1/l2)
	cr := d1.cross(d2)
	if math.Abs(cr) < 1e-9 {
		return // straight on, or straight back (where a mitre has no end)
	}
	n1, n2 := vec{-d1.y, d1.x}, vec{-d2.y, d2.x}
	side := 1.0 // the corner's outside is on the side the path turns away from
	if cr > 0 {
		side = -1
	}
	o1, o2 := p.add(n1.scale(side*hw)), p.add(n2.scale(side*hw))
	m := n1.add(n2)
	ml := m.length()
	if ml < 1e-12 {
		return
	}
	m = m.scale(1 / ml)
	cosHalf := m.dot(n1)
	if cosHalf > 0 && 1/cosHalf <= miterLimit {
		r.addPiece(p, o1, p.add(m.scale(side*hw/cosHalf)), o2)
		return
	}
	r.addPiece(p, o1, o2)
}

// fillPieces fills the outlines collected since begin with one colour,
// rasterizing only their bounding box.
func (r *Renderer) fillPieces(dst *image.RGBA, c color.RGBA) {
	if len(r.polys) == 0 || c.A == 0 {
		return
	}
	lo, hi := r.polys[0], r.polys[0]
	for _, p := range r.polys[1:] {
		lo.x, lo.y = math.Min(lo.x, p.x), math.Min(lo.y, p.y)
		hi.x, hi.y = math.Max(hi.x, p.x), math.Max(hi.y, p.y)
	}
	box := image.Rect(int(math.Floor(lo.x)), int(math.Floor(lo.y)), int(math.Ceil(hi.x)), int(math.Ceil(hi.y))).Intersect(dst.Bounds())
	if box.Empty() {
		return
	}
	r.fillBox(dst, box, c)
}
