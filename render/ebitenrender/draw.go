package ebitenrender

import (
	"bytes"
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/render"
)

// Renderer draws scenes. It holds the fonts and a reusable path.
type Renderer struct {
	regular, bold *text.GoTextFaceSource
	path          vector.Path
	stroke        vector.Path
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
	return &Renderer{regular: reg, bold: bold}, nil
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
		switch sh.Kind {
		case render.Polygon:
			if sh.Dash > 0 && sh.Stroke.A > 0 {
				r.dashedOutline(dst, sh, append(sh.Points[:len(sh.Points):len(sh.Points)], sh.Points[0]), v)
				continue
			}
			r.trace(sh.Points, v, true)
			r.fillAndStroke(dst, sh, v)
		case render.Polyline:
			if sh.Dash > 0 {
				for _, seg := range render.Dashes(sh.Points, sh.Dash) {
					r.polyline(dst, seg, sh, v)
				}
				continue
			}
			r.polyline(dst, sh.Points, sh, v)
		case render.Circle:
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
			r.text(dst, sh, v)
		}
	}
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

func (r *Renderer) polyline(dst *ebiten.Image, pts []render.Point, sh *render.Shape, v render.View) {
	if len(pts) < 2 || sh.Stroke.A == 0 {
		return
	}
	r.trace(pts, v, false)
	r.strokePath(dst, sh, v, vector.LineCapButt)
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
	op := &text.DrawOptions{}
	op.LayoutOptions.SecondaryAlign = text.AlignCenter
	switch sh.Align {
	case render.AlignLeft:
		op.LayoutOptions.PrimaryAlign = text.AlignStart
	case render.AlignRight:
		op.LayoutOptions.PrimaryAlign = text.AlignEnd
	default:
		op.LayoutOptions.PrimaryAlign = text.AlignCenter
	}
	op.GeoM.Translate(p.X, p.Y)
	op.ColorScale.ScaleWithColor(sh.Fill)
	text.Draw(dst, sh.Text, r.Face(px, sh.Bold), op)
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
	a := v.ToScreen(render.Point{X: lo.X - pad, Y: lo.Y - pad})
	b := v.ToScreen(render.Point{X: hi.X + pad, Y: hi.Y + pad})
	return b.X >= minX && a.X <= maxX && b.Y >= minY && a.Y <= maxY
}

// Fill paints the whole image with a colour.
func Fill(dst *ebiten.Image, c color.RGBA) { dst.Fill(c) }
