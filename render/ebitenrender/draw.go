package ebitenrender

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/render"
)

// Renderer draws scenes. It holds the fonts, the laid-out text and the
// reusable paths and vertices.
type Renderer struct {
	regular, bold *text.GoTextFaceSource
	path          vector.Path
	stroke        vector.Path
	// batch is the style of the strokes gathered in stroke and not yet
	// drawn (batched is false when there are none): consecutive lines of
	// one colour and width are one path, not one each.
	batch   strokeStyle
	batched bool
	quads   quads
	texts   textCache
	// pictured is the last picture drawn (picturedFrom) as uploaded to
	// the GPU: a map has one background.
	pictured     *ebiten.Image
	picturedFrom *render.Picture
}

// strokeStyle is what makes two strokes drawable as one path.
type strokeStyle struct {
	c     color.RGBA
	width float64
	cap   vector.LineCap
}

// New makes a renderer from TrueType font data for regular and bold text.
func New(regularTTF, boldTTF []byte) (*Renderer, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(regularTTF))
	if err != nil {
		return nil, fmt.Errorf("ebitenrender: regular font: %w", err)
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(boldTTF))
	if err != nil {
		return nil, fmt.Errorf("ebitenrender: bold font: %w", err)
	}
	return &Renderer{regular: reg, bold: bold, quads: newQuads()}, nil
}

// Face returns a text face of the given pixel size.
func (r *Renderer) Face(px float64, bold bool) *text.GoTextFace {
	src := r.regular
	if bold {
		src = r.bold
	}
	return &text.GoTextFace{Source: src, Size: px}
}

// Draw draws the scene's shapes (not its background) onto dst through v.
// Shapes wholly outside dst are skipped.
func (r *Renderer) Draw(dst *ebiten.Image, s *render.Scene, v render.View) {
	b := dst.Bounds()
	minX, minY, maxX, maxY := float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y)
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if !visible(sh, v, minX, minY, maxX, maxY) {
			continue
		}
		if sh.Kind != render.Polyline || sh.Dash > 0 {
			r.flushStrokes(dst)
		}
		if len(sh.Parts) > 0 && (sh.Kind == render.Polygon || sh.Kind == render.Polyline) {
			r.parts(dst, sh, v, minX, minY, maxX, maxY)
			continue
		}
		switch sh.Kind {
		case render.Polygon:
			if ar, ok := render.AxisRect(sh.Points); ok && !(sh.Dash > 0 && sh.Stroke.A > 0) {
				// the common case (ground, walls, shading): exact
				// coverage quads, no path
				q := v.ScreenRect(ar)
				r.quads.rect(dst, q.Min.X, q.Min.Y, q.Max.X, q.Max.Y, sh.Fill)
				if sh.Stroke.A > 0 && sh.Width > 0 {
					r.quads.flush(dst)
					r.trace(sh.Points, v, true)
					r.strokePath(dst, sh, v, vector.LineCapButt)
				}
				continue
			}
			r.quads.flush(dst)
			if sh.Dash > 0 && sh.Stroke.A > 0 {
				r.dashedOutline(dst, sh, append(sh.Points[:len(sh.Points):len(sh.Points)], sh.Points[0]), v)
				continue
			}
			r.trace(sh.Points, v, true)
			r.fillAndStroke(dst, sh, v)
		case render.Polyline:
			if x0, y0, x1, y1, ok := axisLine(sh, v); ok {
				r.flushStrokes(dst)
				r.quads.rect(dst, x0, y0, x1, y1, sh.Stroke)
				continue
			}
			r.quads.flush(dst)
			if sh.Dash > 0 && sh.Dash*v.Scale < minDashPixels {
				// dashes under a pixel or two read as a fainter line
				faint := faintLine(sh)
				r.polyline(dst, sh.Points, &faint, v)
				continue
			}
			if sh.Dash > 0 {
				// only the dashes of what is shown: a dashed line across a
				// large map is thousands of dashes
				clip := shownRect(v, minX, minY, maxX, maxY, sh.Width)
				render.EachDash(sh.Points, sh.Dash, &clip, func(seg []render.Point) { r.polyline(dst, seg, sh, v) })
				continue
			}
			r.polyline(dst, sh.Points, sh, v)
		case render.Circle:
			r.quads.flush(dst)
			if sh.Dash > 0 && sh.Stroke.A > 0 {
				const n = 48
				ring := make([]render.Point, n+1)
				for i := range ring {
					a := 2 * math.Pi * float64(i) / n
					ring[i] = render.Point{X: sh.Points[0].X + sh.Radius*math.Cos(a), Y: sh.Points[0].Y + sh.Radius*math.Sin(a)}
				}
				r.dashedOutline(dst, sh, ring, v)
				continue
			}
			c := v.ToScreen(sh.Points[0])
			r.path.Reset()
			r.path.Arc(float32(c.X), float32(c.Y), float32(sh.Radius*v.Scale), 0, 2*math.Pi, vector.Clockwise)
			r.path.Close()
			r.fillAndStroke(dst, sh, v)
		case render.Text:
			r.quads.flush(dst)
			r.text(dst, sh, v)
		case render.Image:
			r.quads.flush(dst)
			r.picture(dst, sh, v)
		}
	}
	r.flushStrokes(dst)
	r.quads.flush(dst)
}

// picture draws an Image shape, clipped to Points[2] to Points[3]. The
// picture is uploaded once and kept while the scenes draw the same one.
func (r *Renderer) picture(dst *ebiten.Image, sh *render.Shape, v render.View) {
	p := sh.Picture
	if p == nil || p.Image == nil || len(sh.Points) < 4 {
		return
	}
	if r.picturedFrom != p {
		if r.pictured != nil {
			r.pictured.Deallocate()
		}
		r.pictured, r.picturedFrom = ebiten.NewImageFromImage(p.Image), p
	}
	img := r.pictured
	c := v.ScreenRect(render.Rect{Min: sh.Points[2], Max: sh.Points[3]})
	clip := image.Rect(int(math.Round(c.Min.X)), int(math.Round(c.Min.Y)), int(math.Round(c.Max.X)), int(math.Round(c.Max.Y))).Intersect(dst.Bounds())
	sb := img.Bounds()
	if clip.Empty() || sb.Empty() {
		return
	}
	var op ebiten.DrawImageOptions
	a, b, tx, d, e, ty := render.PictureAffine(sh, sb.Dx(), sb.Dy(), v)
	op.GeoM.SetElement(0, 0, a)
	op.GeoM.SetElement(0, 1, b)
	op.GeoM.SetElement(0, 2, tx)
	op.GeoM.SetElement(1, 0, d)
	op.GeoM.SetElement(1, 1, e)
	op.GeoM.SetElement(1, 2, ty)
	op.Filter = ebiten.FilterLinear
	dst.SubImage(clip).(*ebiten.Image).DrawImage(img, &op)
}

// trace makes r.path the points in pixels, closed or open.
func (r *Renderer) trace(pts []render.Point, v render.View, closed bool) {
	r.path.Reset()
	for j, p := range pts {
		q := v.ToScreen(p)
		if j == 0 {
			r.path.MoveTo(float32(q.X), float32(q.Y))
		} else {
			r.path.LineTo(float32(q.X), float32(q.Y))
		}
	}
	if closed {
		r.path.Close()
	}
}

// dashedOutline fills a shape and strokes its closed outline ring as dashes.
func (r *Renderer) dashedOutline(dst *ebiten.Image, sh *render.Shape, ring []render.Point, v render.View) {
	if sh.Fill.A > 0 {
		r.trace(ring, v, true)
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(sh.Fill)
		vector.FillPath(dst, &r.path, nil, op)
	}
	for _, seg := range render.Dashes(ring, sh.Dash) {
		r.polyline(dst, seg, sh, v)
	}
}

// polyline strokes an open line. Lines of the style of the ones before it
// join their path, drawn when a shape of another style comes.
func (r *Renderer) polyline(dst *ebiten.Image, pts []render.Point, sh *render.Shape, v render.View) {
	if len(pts) < 2 || sh.Stroke.A == 0 {
		return
	}
	st := strokeStyle{c: sh.Stroke, width: max(sh.Width*v.Scale, 1), cap: vector.LineCapButt}
	if r.batched && st != r.batch {
		r.flushStrokes(dst)
	}
	if !r.batched {
		r.stroke.Reset()
		r.batch, r.batched = st, true
	}
	r.trace(pts, v, false)
	r.stroke.AddStroke(&r.path, &vector.AddStrokeOptions{StrokeOptions: vector.StrokeOptions{Width: float32(st.width), LineJoin: vector.LineJoinMiter, MiterLimit: 4, LineCap: st.cap}})
}

// flushStrokes draws the gathered strokes.
func (r *Renderer) flushStrokes(dst *ebiten.Image) {
	if !r.batched {
		return
	}
	r.batched = false
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(r.batch.c)
	vector.FillPath(dst, &r.stroke, nil, op)
	r.stroke.Reset()
}

func (r *Renderer) fillAndStroke(dst *ebiten.Image, sh *render.Shape, v render.View) {
	if sh.Fill.A > 0 {
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(sh.Fill)
		vector.FillPath(dst, &r.path, nil, op)
	}
	if sh.Stroke.A > 0 && sh.Width > 0 {
		r.strokePath(dst, sh, v, vector.LineCapButt)
	}
}

func (r *Renderer) strokePath(dst *ebiten.Image, sh *render.Shape, v render.View, cap vector.LineCap) {
	w := sh.Width * v.Scale
	if w < 1 {
		w = 1 // hairlines stay visible when zoomed far out
	}
	r.stroke.Reset()
	r.stroke.AddStroke(&r.path, &vector.AddStrokeOptions{StrokeOptions: vector.StrokeOptions{Width: float32(w), LineJoin: vector.LineJoinMiter, MiterLimit: 4, LineCap: cap}})
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(sh.Stroke)
	vector.FillPath(dst, &r.stroke, nil, op)
}

func (r *Renderer) text(dst *ebiten.Image, sh *render.Shape, v render.View) {
	px := sh.Size * v.Scale
	if px < 5 || sh.Fill.A == 0 {
		return // too small to read: leave it out rather than draw smudges
	}
	p := v.ToScreen(sh.Points[0])
	glyphs := r.texts.glyphs(textKey{text: sh.Text, px: px, bold: sh.Bold, align: sh.Align}, r.layout)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(sh.Fill)
	if v.Turn&3 != 0 {
		// turned with the map, so the side it faces reads it upright
		for _, g := range glyphs {
			op.GeoM.Reset()
			op.GeoM.Translate(g.x, g.y)
			op.GeoM.Rotate(v.TextAngle())
			op.GeoM.Translate(p.X, p.Y)
			dst.DrawImage(g.img, op)
		}
		return
	}
	b := dst.Bounds()
	for _, g := range glyphs {
		x, y := p.X+g.x, p.Y+g.y
		gb := g.img.Bounds()
		if x > float64(b.Max.X) || y > float64(b.Max.Y) || x+float64(gb.Dx()) < float64(b.Min.X) || y+float64(gb.Dy()) < float64(b.Min.Y) {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(x, y)
		dst.DrawImage(g.img, op)
	}
}

// layout places the glyphs of a line of text around (0,0) as text.Draw
// would.
func (r *Renderer) layout(k textKey) []glyph {
	lo := &text.LayoutOptions{SecondaryAlign: text.AlignCenter}
	switch k.align {
	case render.AlignLeft:
		lo.PrimaryAlign = text.AlignStart
	case render.AlignRight:
		lo.PrimaryAlign = text.AlignEnd
	default:
		lo.PrimaryAlign = text.AlignCenter
	}
	var out []glyph
	for _, g := range text.AppendGlyphs(nil, k.text, r.Face(k.px, k.bold), lo) {
		if g.Image != nil {
			out = append(out, glyph{img: g.Image, x: g.X, y: g.Y})
		}
	}
	return out
}

// visible reports whether a shape's bounding box meets the pixel rectangle.
func visible(sh *render.Shape, v render.View, minX, minY, maxX, maxY float64) bool {
	if len(sh.Points) == 0 {
		return false
	}
	lo, hi := sh.Points[0], sh.Points[0]
	for _, p := range sh.Points[1:] {
		lo.X, lo.Y = math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)
		hi.X, hi.Y = math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)
	}
	pad := sh.Radius + sh.Width
	if sh.Kind == render.Text {
		pad += sh.Size * (1 + 0.6*float64(len(sh.Text)))
	}
	q := v.ScreenRect(render.Rect{Min: render.Point{X: lo.X - pad, Y: lo.Y - pad}, Max: render.Point{X: hi.X + pad, Y: hi.Y + pad}})
	return q.Max.X >= minX && q.Min.X <= maxX && q.Max.Y >= minY && q.Min.Y <= maxY
}

// parts draws a Polygon or Polyline of several parts (render.Shape.Parts),
// only the parts on screen: a polygon's filled (rectangles as exact
// quads), a polyline's stroked, each dashed from its start.
func (r *Renderer) parts(dst *ebiten.Image, sh *render.Shape, v render.View, minX, minY, maxX, maxY float64) {
	one := *sh
	one.Parts = nil
	clip := shownRect(v, minX, minY, maxX, maxY, sh.Width)
	sh.EachPart(func(pts []render.Point) {
		one.Points = pts
		if !visible(&one, v, minX, minY, maxX, maxY) {
			return
		}
		switch {
		case sh.Kind == render.Polyline && sh.Dash > 0 && sh.Dash*v.Scale < minDashPixels:
			r.quads.flush(dst)
			faint := faintLine(sh)
			r.polyline(dst, pts, &faint, v)
		case sh.Kind == render.Polyline && sh.Dash > 0:
			r.quads.flush(dst)
			render.EachDash(pts, sh.Dash, &clip, func(seg []render.Point) { r.polyline(dst, seg, sh, v) })
		case sh.Kind == render.Polyline:
			if x0, y0, x1, y1, ok := axisLine(&one, v); ok {
				r.flushStrokes(dst)
				r.quads.rect(dst, x0, y0, x1, y1, sh.Stroke)
				return
			}
			r.quads.flush(dst)
			r.polyline(dst, pts, sh, v)
		default:
			r.flushStrokes(dst)
			if ar, ok := render.AxisRect(pts); ok && sh.Stroke.A == 0 {
				q := v.ScreenRect(ar)
				r.quads.rect(dst, q.Min.X, q.Min.Y, q.Max.X, q.Max.Y, sh.Fill)
				return
			}
			r.quads.flush(dst)
			r.trace(pts, v, true)
			r.fillAndStroke(dst, &one, v)
		}
	})
}

// minDashPixels is the shortest dash the window draws as dashes: shorter
// ones (a dashed line far zoomed out) are drawn as a solid line at half
// the strength, which is what they look like, instead of thousands of
// dashes each frame.
const minDashPixels = 2

// faintLine is a dashed line's style drawn solid at half strength.
func faintLine(sh *render.Shape) render.Shape {
	f := *sh
	f.Dash, f.Parts = 0, nil
	c := sh.Stroke // premultiplied: every channel halves
	f.Stroke = color.RGBA{c.R / 2, c.G / 2, c.B / 2, c.A / 2}
	return f
}

// shownRect is the part of the map the screen rectangle shows, in map
// units, grown by pad map units.
func shownRect(v render.View, minX, minY, maxX, maxY, pad float64) render.Rect {
	a, b := v.ToMap(render.Point{X: minX, Y: minY}), v.ToMap(render.Point{X: maxX, Y: maxY})
	return render.Rect{Min: render.Point{X: math.Min(a.X, b.X) - pad, Y: math.Min(a.Y, b.Y) - pad},
		Max: render.Point{X: math.Max(a.X, b.X) + pad, Y: math.Max(a.Y, b.Y) + pad}}
}

// Fill paints the whole image with a colour.
func Fill(dst *ebiten.Image, c color.RGBA) { dst.Fill(c) }

// axisLine reports whether a shape is a straight, solid, horizontal or
// vertical line, and the rectangle in pixels its butt-capped stroke covers.
func axisLine(sh *render.Shape, v render.View) (x0, y0, x1, y1 float64, ok bool) {
	if len(sh.Points) != 2 || sh.Dash > 0 || sh.Stroke.A == 0 {
		return 0, 0, 0, 0, false
	}
	a, b := v.ToScreen(sh.Points[0]), v.ToScreen(sh.Points[1])
	hw := max(sh.Width*v.Scale, 1) / 2 // hairlines stay visible when zoomed far out
	switch {
	case a.Y == b.Y && a.X != b.X:
		return math.Min(a.X, b.X), a.Y - hw, math.Max(a.X, b.X), a.Y + hw, true
	case a.X == b.X && a.Y != b.Y:
		return a.X - hw, math.Min(a.Y, b.Y), a.X + hw, math.Max(a.Y, b.Y), true
	}
	return 0, 0, 0, 0, false
}
