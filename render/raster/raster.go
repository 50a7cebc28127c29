package raster

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"io"
	"math"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/f64"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"github.com/battlemap/battlemap/render"
)

// miterLimit is where a sharp corner's mitre is cut off to a bevel, as in
// the window.
const miterLimit = 4

// minTextPx is the smallest text drawn, in pixels; smaller text would be a
// smudge, and the window leaves it out too.
const minTextPx = 5

// maxFaces bounds the faces a Renderer keeps.
const maxFaces = 64

// Renderer draws scenes into images. It keeps the fonts, the text faces made
// from them (one per pixel size) and scratch buffers between calls, so one
// Renderer serves many images. A Renderer is not safe for concurrent use:
// make one per goroutine.
type Renderer struct {
	regular, bold *opentype.Font
	faces         map[faceKey]font.Face
	glyphs        map[glyphKey]glyphMask
	widths        map[textWidthKey]float64

	z      vector.Rasterizer
	mask   image.Alpha
	opaque image.Uniform
	pts    []vec    // the current shape's points, in pixels
	polys  []vec    // closed outlines to fill together, back to back
	ends   []int    // where each outline in polys ends
	cover  []uint32 // per-column coverage of a rectangle
}

type faceKey struct {
	px   float64
	bold bool
}

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

// New makes a renderer from TrueType or OpenType font data for regular and
// bold text (assets.Fonts gives the Go fonts the window uses).
func New(regularTTF, boldTTF []byte) (*Renderer, error) {
	reg, err := opentype.Parse(regularTTF)
	if err != nil {
		return nil, fmt.Errorf("raster: regular font: %w", err)
	}
	bold, err := opentype.Parse(boldTTF)
	if err != nil {
		return nil, fmt.Errorf("raster: bold font: %w", err)
	}
	return &Renderer{regular: reg, bold: bold, faces: map[faceKey]font.Face{}, opaque: image.Uniform{C: color.Alpha{A: 255}}}, nil
}

// Render draws the scene through v into a new w x h image: the scene's
// background everywhere, then its shapes.
func (r *Renderer) Render(s *render.Scene, v render.View, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 0), max(h, 0)))
	fill(img, s.Background)
	r.Draw(img, s, v)
	return img
}

// WritePNG renders the scene through v at w x h pixels and writes it as a
// PNG. The file records its resolution as v.Scale pixels per inch, so that
// it prints at one inch per square, the usual battle-mat scale.
func (r *Renderer) WritePNG(out io.Writer, s *render.Scene, v render.View, w, h int) error {
	// encoding takes longer than drawing: encodePNG filters and deflates
	// on all cores, at the fastest compression (the best saves about 7% of
	// the file for half as long again)
	if err := encodePNG(out, r.Render(s, v, w, h), uint32(math.Round(v.Scale/0.0254))); err != nil {
		return fmt.Errorf("raster: write PNG: %w", err)
	}
	return nil
}

// WritePNGOver is WritePNG with under drawn first, over the background and
// beneath the scene's shapes (an exporter draws a large map's squares
// there, band by band).
func (r *Renderer) WritePNGOver(out io.Writer, s *render.Scene, v render.View, w, h int, under func(dst *image.RGBA)) error {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 0), max(h, 0)))
	fill(img, s.Background)
	under(img)
	r.Draw(img, s, v)
	if err := encodePNG(out, img, uint32(math.Round(v.Scale/0.0254))); err != nil {
		return fmt.Errorf("raster: write PNG: %w", err)
	}
	return nil
}

// Draw draws the scene's shapes (not its background) onto dst through v,
// blending over what is there.
func (r *Renderer) Draw(dst *image.RGBA, s *render.Scene, v render.View) {
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if len(sh.Points) == 0 {
			continue
		}
		switch sh.Kind {
		case render.Polygon:
			r.polygon(dst, sh, v)
		case render.Polyline:
			r.polyline(dst, sh, v)
		case render.Circle:
			r.circle(dst, sh, v)
		case render.Text:
			r.text(dst, sh, v)
		case render.Image:
			picture(dst, sh, v)
		}
	}
}

// picture draws an Image shape: its picture stretched over Points[0] to
// Points[1], clipped to Points[2] to Points[3], bilinear (a smooth
// picture at any zoom; a tile of a large map costs only its own pixels).
func picture(dst *image.RGBA, sh *render.Shape, v render.View) {
	if sh.Picture == nil || sh.Picture.Image == nil || len(sh.Points) < 4 {
		return
	}
	src := sh.Picture.Image
	sb := src.Bounds()
	c := v.ScreenRect(render.Rect{Min: sh.Points[2], Max: sh.Points[3]})
	clip := image.Rect(int(math.Round(c.Min.X)), int(math.Round(c.Min.Y)), int(math.Round(c.Max.X)), int(math.Round(c.Max.Y))).Intersect(dst.Bounds())
	if clip.Empty() || sb.Empty() {
		return
	}
	a, b, tx, d, e, ty := render.PictureAffine(sh, sb.Dx(), sb.Dy(), v)
	s2d := f64.Aff3{a, b, tx - a*float64(sb.Min.X) - b*float64(sb.Min.Y), d, e, ty - d*float64(sb.Min.X) - e*float64(sb.Min.Y)}
	xdraw.ApproxBiLinear.Transform(dst.SubImage(clip).(*image.RGBA), s2d, src, sb, xdraw.Over, nil)
}

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
	r.begin()
	if sh.Dash > 0 {
		r.addDashes(sh.Points, sh.Dash, v, hw)
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
	for _, d := range render.Dashes(pts, dash) {
		r.addStroke(r.project(d, v), false, hw)
	}
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
	r.z.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	start := 0
	for _, end := range r.ends {
		piece := r.polys[start:end]
		start = end
		if len(piece) < 3 {
			continue
		}
		r.z.MoveTo(float32(piece[0].x-ox), float32(piece[0].y-oy))
		for _, p := range piece[1:] {
			r.z.LineTo(float32(p.x-ox), float32(p.y-oy))
		}
		r.z.ClosePath()
	}
	// rasterize to a coverage mask, then blend: vector's own blend does not
	// clamp, and the window (like any GPU) clamps colours whose channels
	// exceed their alpha, which themes use for glints
	w, h := box.Dx(), box.Dy()
	if cap(r.mask.Pix) < w*h {
		r.mask.Pix = make([]uint8, w*h)
	}
	r.mask.Pix, r.mask.Stride, r.mask.Rect = r.mask.Pix[:w*h], w, image.Rect(0, 0, w, h)
	r.z.DrawOp = draw.Src
	r.z.Draw(&r.mask, r.mask.Rect, &r.opaque, image.Point{})
	bl := newBlender(c)
	for y := 0; y < h; y++ {
		m := r.mask.Pix[y*w : y*w+w]
		row := dst.Pix[dst.PixOffset(box.Min.X, box.Min.Y+y):]
		for i, cov := range m {
			if cov != 0 {
				bl.blend(row[4*i:4*i+4:4*i+4], uint32(cov)*0x101)
			}
		}
	}
}

// blender paints one colour over pixels with a given coverage.
type blender struct {
	c              color.RGBA
	sr, sg, sb, sa uint32
}

func newBlender(c color.RGBA) blender {
	return blender{c, uint32(c.R) * 0x101, uint32(c.G) * 0x101, uint32(c.B) * 0x101, uint32(c.A) * 0x101}
}

// blend paints over one RGBA pixel with coverage ma (0 to 0xffff): image/draw's
// Over through a mask, clamped so that a colour with channels above its alpha
// saturates instead of wrapping round.
func (b *blender) blend(px []uint8, ma uint32) {
	if ma == 0xffff && b.sa == 0xffff {
		px[0], px[1], px[2], px[3] = b.c.R, b.c.G, b.c.B, b.c.A
		return
	}
	// 64-bit: a channel above its alpha can overflow 32 bits
	m := uint64(ma)
	a := 0xffff - uint64(b.sa)*m/0xffff
	px[0] = uint8(min((uint64(px[0])*0x101*a+uint64(b.sr)*m)/0xffff, 0xffff) >> 8)
	px[1] = uint8(min((uint64(px[1])*0x101*a+uint64(b.sg)*m)/0xffff, 0xffff) >> 8)
	px[2] = uint8(min((uint64(px[2])*0x101*a+uint64(b.sb)*m)/0xffff, 0xffff) >> 8)
	px[3] = uint8(min((uint64(px[3])*0x101*a+uint64(b.sa)*m)/0xffff, 0xffff) >> 8)
}

// axisRect reports whether the points are the corners of an axis-aligned
// rectangle, and which.
func axisRect(p []vec) (x0, y0, x1, y1 float64, ok bool) {
	if len(p) != 4 {
		return 0, 0, 0, 0, false
	}
	switch {
	case p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x:
	case p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y:
	default:
		return 0, 0, 0, 0, false
	}
	return math.Min(p[0].x, p[2].x), math.Min(p[0].y, p[2].y), math.Max(p[0].x, p[2].x), math.Max(p[0].y, p[2].y), true
}

// rectF is an axis-aligned rectangle in pixels.
type rectF struct{ x0, y0, x1, y1 float64 }

// fillRect fills an axis-aligned rectangle with exact anti-aliasing: a
// pixel's coverage is the area of it inside the rectangle. It is the common
// case (ground, walls, grid lines) and much faster than the rasterizer.
func (r *Renderer) fillRect(dst *image.RGBA, x0, y0, x1, y1 float64, c color.RGBA) {
	r.fillFrame(dst, rectF{x0, y0, x1, y1}, rectF{}, c)
}

// fillFrame fills the part of rectangle out not in rectangle in (which
// must lie inside out, or be empty) with exact anti-aliasing, visiting only
// the pixels it covers: a pixel's coverage is its area inside out less its
// area inside in. It outlines rectangles, the map's among them, without
// rasterizing the whole map.
func (r *Renderer) fillFrame(dst *image.RGBA, out, in rectF, c color.RGBA) {
	b := dst.Bounds()
	bf := rectF{float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y)}
	out = out.intersect(bf)
	if out.empty() || c.A == 0 {
		return
	}
	in = in.intersect(out)
	ix0, iy0 := int(math.Floor(out.x0)), int(math.Floor(out.y0))
	ix1, iy1 := int(math.Ceil(out.x1)), int(math.Ceil(out.y1))
	n := ix1 - ix0
	if cap(r.cover) < 2*n {
		r.cover = make([]uint32, 2*n)
	}
	covO, covI := r.cover[:n], r.cover[n:2*n]
	// the columns wholly inside in, skipped on rows wholly inside in
	skip0, skip1 := n, n
	for i := range covO {
		px := float64(ix0 + i)
		covO[i] = coverage(out.x0, out.x1, px)
		covI[i] = 0
		if !in.empty() {
			covI[i] = coverage(in.x0, in.x1, px)
		}
		if covI[i] == 0xffff {
			skip0 = min(skip0, i)
			skip1 = i + 1
		}
	}
	bl := newBlender(c)
	for y := iy0; y < iy1; y++ {
		py := float64(y)
		cyO := coverage(out.y0, out.y1, py)
		var cyI uint32
		if !in.empty() {
			cyI = coverage(in.y0, in.y1, py)
		}
		row := dst.Pix[dst.PixOffset(ix0, y) : dst.PixOffset(ix0, y)+4*n]
		if cyI == 0 {
			for i, cx := range covO {
				if ma := cx * cyO / 0xffff; ma > 0 {
					bl.blend(row[4*i:4*i+4:4*i+4], ma)
				}
			}
			continue
		}
		for i := 0; i < n; i++ {
			if cyI == 0xffff && i == skip0 {
				i = skip1 - 1
				continue
			}
			if ma := (covO[i]*cyO - covI[i]*cyI) / 0xffff; ma > 0 {
				bl.blend(row[4*i:4*i+4:4*i+4], ma)
			}
		}
	}
}

// coverage is how much of the pixel column (or row) starting at p lies
// between a and b, from 0 to 0xffff.
func coverage(a, b, p float64) uint32 {
	return uint32(max(0, min(b, p+1)-max(a, p))*0xffff + 0.5)
}

func (q rectF) empty() bool { return !(q.x1 > q.x0 && q.y1 > q.y0) }

func (q rectF) intersect(o rectF) rectF {
	return rectF{max(q.x0, o.x0), max(q.y0, o.y0), min(q.x1, o.x1), min(q.y1, o.y1)}
}

// fill paints the whole image one colour.
func fill(img *image.RGBA, c color.RGBA) {
	b := img.Bounds()
	if b.Empty() {
		return
	}
	row := img.Pix[:4*b.Dx()]
	for i := 0; i < len(row); i += 4 {
		row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, c.A
	}
	for y := 1; y < b.Dy(); y++ {
		copy(img.Pix[y*img.Stride:], row)
	}
}

// face returns the text face for a pixel size, made once and kept.
func (r *Renderer) face(px float64, bold bool) font.Face {
	k := faceKey{px, bold}
	if f, ok := r.faces[k]; ok {
		return f
	}
	src := r.regular
	if bold {
		src = r.bold
	}
	// 72 dpi makes points pixels; the window's faces are sized in pixels too
	if len(r.faces) >= maxFaces {
		clear(r.faces) // a long zoom through many sizes should not grow without end
	}
	f, err := opentype.NewFace(src, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// only a size that is not a finite positive number fails, and those
		// are filtered out before
		return nil
	}
	r.faces[k] = f
	return f
}

func (r *Renderer) text(dst *image.RGBA, sh *render.Shape, v render.View) {
	px := sh.Size * v.Scale
	if !(px >= minTextPx) || sh.Fill.A == 0 || sh.Text == "" || math.IsInf(px, 0) {
		return
	}
	p := screen(v, sh.Points[0])
	// cheap reject before measuring: no line of text is wider than a
	// square em per letter
	reach, tall := px*float64(len(sh.Text)), px
	if v.Turn&1 == 1 {
		reach, tall = tall, reach // the line runs up or down the screen
	}
	b := dst.Bounds()
	if p.x+reach < float64(b.Min.X) || p.x-reach > float64(b.Max.X) || p.y+tall < float64(b.Min.Y) || p.y-tall > float64(b.Max.Y) {
		return
	}
	f := r.face(px, sh.Bold)
	if f == nil {
		return
	}
	adv := r.advance(faceKey{px, sh.Bold}, f, sh.Text)
	x := p.x
	switch sh.Align {
	case render.AlignLeft:
	case render.AlignRight:
		x -= adv
	default:
		x -= adv / 2
	}
	// centre the line box (ascent over descent) on the point, as the
	// window's SecondaryAlign center does
	m := f.Metrics()
	if k := v.Turn & 3; k != 0 {
		r.drawTurnedString(dst, faceKey{px, sh.Bold}, f, sh.Text, p, x-p.x, float64(m.Ascent-m.Descent)/64/2, k, sh.Fill)
		return
	}
	y := p.y + float64(m.Ascent-m.Descent)/64/2
	r.drawString(dst, faceKey{px, sh.Bold}, f, sh.Text, fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round(y * 64))}, sh.Fill)
}

// textWidthKey is a line of text in a face.
type textWidthKey struct {
	face faceKey
	text string
}

// advance is the width of a line of text in pixels, measured once per face
// and text: a long label is measured for every window tile it crosses.
func (r *Renderer) advance(fk faceKey, f font.Face, text string) float64 {
	k := textWidthKey{fk, text}
	if w, ok := r.widths[k]; ok {
		return w
	}
	if len(r.widths) >= maxGlyphs {
		clear(r.widths)
	}
	if r.widths == nil {
		r.widths = map[textWidthKey]float64{}
	}
	w := float64(font.MeasureString(f, text)) / 64
	r.widths[k] = w
	return w
}

// glyphKey is a glyph as rasterized: its mask depends on the face, the
// letter and where in a pixel the pen stands.
type glyphKey struct {
	face   faceKey
	ch     rune
	fx, fy fixed.Int26_6 // the pen's position within its pixel
}

// glyphMask is a rasterized glyph, placed from the pixel the pen is in.
type glyphMask struct {
	dr   image.Rectangle // relative to the pen's pixel
	mask *image.Alpha
	ok   bool
}

// maxGlyphs bounds the glyph masks a Renderer keeps.
const maxGlyphs = 8192

// glyph returns the mask of ch with the pen at dot, rasterized once per
// face, letter and position within a pixel.
func (r *Renderer) glyph(fk faceKey, f font.Face, dot fixed.Point26_6, ch rune) glyphMask {
	k := glyphKey{fk, ch, dot.X & 63, dot.Y & 63}
	if g, ok := r.glyphs[k]; ok {
		return g
	}
	if len(r.glyphs) >= maxGlyphs {
		clear(r.glyphs)
	}
	pen := fixed.Point26_6{X: k.fx, Y: k.fy}
	dr, mask, mp, _, ok := f.Glyph(pen, ch)
	g := glyphMask{ok: ok && !dr.Empty()}
	if g.ok {
		a := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(a, a.Rect, mask, mp, draw.Src)
		g.dr, g.mask = dr, a
	}
	if r.glyphs == nil {
		r.glyphs = map[glyphKey]glyphMask{}
	}
	r.glyphs[k] = g
	return g
}

// drawString draws text with its baseline starting at dot, as font.Drawer
// does, but blending through blender so that colours clamp like shapes'.
// Glyphs wholly outside dst are not rasterized: a long label crossing a
// window tile costs the letters in the tile.
func (r *Renderer) drawString(dst *image.RGBA, fk faceKey, f font.Face, text string, dot fixed.Point26_6, c color.RGBA) {
	bl := newBlender(c)
	prev := rune(-1)
	b := dst.Bounds()
	// a glyph's ink stays within an em or so of its pen position
	em := fixed.I(int(math.Ceil(2 * fk.px)))
	for _, ch := range text {
		if prev >= 0 {
			dot.X += f.Kern(prev, ch)
		}
		prev = ch
		if dot.X-em > fixed.I(b.Max.X) {
			break // the rest of the line is further right
		}
		adv, _ := f.GlyphAdvance(ch)
		if dot.X+adv+em < fixed.I(b.Min.X) {
			dot.X += adv
			continue
		}
		g := r.glyph(fk, f, dot, ch)
		pen := image.Pt(dot.X.Floor(), dot.Y.Floor())
		dot.X += adv
		if !g.ok {
			continue
		}
		dr := g.dr.Add(pen)
		clip := dr.Intersect(b)
		if clip.Empty() {
			continue
		}
		mp := clip.Min.Sub(dr.Min)
		for y := clip.Min.Y; y < clip.Max.Y; y++ {
			row := dst.Pix[dst.PixOffset(clip.Min.X, y):]
			for x := clip.Min.X; x < clip.Max.X; x++ {
				mx, my := mp.X+x-clip.Min.X, mp.Y+y-clip.Min.Y
				ma := uint32(g.mask.Pix[g.mask.PixOffset(mx, my)]) * 0x101
				if ma != 0 {
					i := 4 * (x - clip.Min.X)
					bl.blend(row[i:i+4:i+4], ma)
				}
			}
		}
	}
}

// drawTurnedString draws text turned k quarter turns clockwise about the
// anchor p, its line starting dx pixels along the line from p and its
// baseline dy pixels below it, as the line would be unturned. The glyphs are
// rasterized upright, in the text's own frame, whose pixel grid a quarter
// turn lays exactly on the screen's.
func (r *Renderer) drawTurnedString(dst *image.RGBA, fk faceKey, f font.Face, text string, p vec, dx, dy float64, k int, c color.RGBA) {
	bl := newBlender(c)
	b := dst.Bounds()
	// the text's frame: pixel (0,0) of it is the screen pixel p lies in
	p0 := vec{math.Floor(p.x), math.Floor(p.y)}
	a := turnVec(p.sub(p0), -k)
	dot := fixed.Point26_6{X: fixed.Int26_6(math.Round((a.x + dx) * 64)), Y: fixed.Int26_6(math.Round((a.y + dy) * 64))}
	prev := rune(-1)
	for _, ch := range text {
		if prev >= 0 {
			dot.X += f.Kern(prev, ch)
		}
		prev = ch
		adv, _ := f.GlyphAdvance(ch)
		g := r.glyph(fk, f, dot, ch)
		pen := image.Pt(dot.X.Floor(), dot.Y.Floor())
		dot.X += adv
		if !g.ok {
			continue
		}
		dr := g.dr.Add(pen)
		for ly := dr.Min.Y; ly < dr.Max.Y; ly++ {
			for lx := dr.Min.X; lx < dr.Max.X; lx++ {
				ma := uint32(g.mask.Pix[g.mask.PixOffset(lx-dr.Min.X, ly-dr.Min.Y)]) * 0x101
				if ma == 0 {
					continue
				}
				// the screen pixel under this pixel's centre
				s := p0.add(turnVec(vec{float64(lx) + 0.5, float64(ly) + 0.5}, k))
				x, y := int(math.Floor(s.x)), int(math.Floor(s.y))
				if x < b.Min.X || y < b.Min.Y || x >= b.Max.X || y >= b.Max.Y {
					continue
				}
				i := dst.PixOffset(x, y)
				bl.blend(dst.Pix[i:i+4:i+4], ma)
			}
		}
	}
}

// turnVec turns a vector k quarter turns clockwise on screen (y down), as a
// turned render.View does.
func turnVec(a vec, k int) vec {
	return toVec(render.View{Scale: 1, Turn: k}.ToScreen(render.Point{X: a.x, Y: a.y}))
}
