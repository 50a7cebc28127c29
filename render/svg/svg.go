package svg

import (
	"encoding/base64"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/battlemap/battlemap/render"
)

// baselineDrop is how far below the point of a text shape its baseline
// lies, in ems, for the Go fonts: half of ascent less descent (0.9446 and
// 0.2109 em), which centres the line box on the point as the window does.
// The baseline is written out rather than left to dominant-baseline="central",
// which librsvg and ImageMagick ignore.
const baselineDrop = 0.367

// FontFamily is the font list text is set in: the Go fonts the window uses,
// then any sans-serif.
const FontFamily = `Go, 'Go Regular', sans-serif`

// Write writes the scene, seen through v, as an SVG document width x height
// pixels: the background as a rect over the whole page, then one element per
// shape, in order. Shapes wholly outside the page are left out, so a view of
// part of the map gives a small file.
func Write(w io.Writer, s *render.Scene, v render.View, width, height int) error {
	e := encoder{v: v, w: float64(width), h: float64(height), buf: make([]byte, 0, 128+96*len(s.Shapes))}
	e.header(s, width, height)
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if len(sh.Points) == 0 || !e.visible(sh) {
			continue
		}
		switch sh.Kind {
		case render.Polygon:
			e.polygon(sh)
		case render.Polyline:
			e.polyline(sh)
		case render.Circle:
			e.circle(sh)
		case render.Text:
			e.text(sh)
		case render.Image:
			e.picture(sh)
		}
	}
	e.buf = append(e.buf, "</svg>\n"...)
	if _, err := w.Write(e.buf); err != nil {
		return fmt.Errorf("svg: write: %w", err)
	}
	return nil
}

// encoder appends the document to buf.
type encoder struct {
	v        render.View
	w, h     float64
	buf      []byte
	pictures int // clip paths written, to name the next
}

func (e *encoder) header(s *render.Scene, width, height int) {
	b := e.buf
	b = append(b, `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`+"\n"...)
	b = append(b, `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="`...)
	b = strconv.AppendInt(b, int64(width), 10)
	b = append(b, `" height="`...)
	b = strconv.AppendInt(b, int64(height), 10)
	b = append(b, `" viewBox="0 0 `...)
	b = strconv.AppendInt(b, int64(width), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(height), 10)
	b = append(b, `" font-family="`+FontFamily+`">`+"\n"...)
	e.buf = b
	if s.Background.A > 0 {
		e.buf = append(e.buf, `<rect width="100%" height="100%"`...)
		e.paint("fill", s.Background)
		e.buf = append(e.buf, "/>\n"...)
	}
}

// num appends a coordinate or length rounded to 2 decimals, in its shortest form.
func (e *encoder) num(x float64) {
	x = math.Round(x*100) / 100
	if x == 0 {
		x = 0 // no "-0"
	}
	e.buf = strconv.AppendFloat(e.buf, x, 'f', -1, 64)
}

// attr appends ` name="x"`.
func (e *encoder) attr(name string, x float64) {
	e.buf = append(e.buf, ' ')
	e.buf = append(e.buf, name...)
	e.buf = append(e.buf, `="`...)
	e.num(x)
	e.buf = append(e.buf, '"')
}

const hex = "0123456789abcdef"

// paint appends ` fill="#rrggbb"` (or stroke) and, for a translucent colour,
// its opacity. Scene colours are premultiplied; SVG's are not.
func (e *encoder) paint(prop string, c color.RGBA) {
	r, g, b := unpremultiply(c.R, c.A), unpremultiply(c.G, c.A), unpremultiply(c.B, c.A)
	e.buf = append(e.buf, ' ')
	e.buf = append(e.buf, prop...)
	e.buf = append(e.buf, `="#`...)
	e.buf = append(e.buf, hex[r>>4], hex[r&15], hex[g>>4], hex[g&15], hex[b>>4], hex[b&15], '"')
	if c.A < 255 {
		e.buf = append(e.buf, ' ')
		e.buf = append(e.buf, prop...)
		e.buf = append(e.buf, `-opacity="`...)
		e.buf = strconv.AppendFloat(e.buf, math.Round(float64(c.A)/255*1000)/1000, 'f', -1, 64)
		e.buf = append(e.buf, '"')
	}
}

func unpremultiply(v, a uint8) uint8 {
	if a == 0 {
		return 0
	}
	return uint8(min(255, (uint32(v)*255+uint32(a)/2)/uint32(a)))
}

// fillAndStroke appends the paint of a closed shape.
func (e *encoder) fillAndStroke(sh *render.Shape) {
	if sh.Fill.A > 0 {
		e.paint("fill", sh.Fill)
	} else {
		e.buf = append(e.buf, ` fill="none"`...)
	}
	if sh.Stroke.A > 0 && sh.Width > 0 {
		e.stroke(sh)
	}
}

// stroke appends the stroke paint, width and dashes. Joins are mitred with
// limit 4 and caps butt, as in the window: SVG's defaults, so not written.
func (e *encoder) stroke(sh *render.Shape) {
	e.paint("stroke", sh.Stroke)
	// at least a pixel wide, as in the window; a hairline a pixel wide,
	// as the raster backend draws it (one path, so painted once where
	// its lines cross, as the raster blends each pixel once)
	if sh.Hairline {
		e.attr("stroke-width", 1)
	} else {
		e.attr("stroke-width", math.Max(sh.Width*e.v.Scale, 1))
	}
	if sh.Dash > 0 {
		e.attr("stroke-dasharray", sh.Dash*e.v.Scale)
	}
}

func (e *encoder) points(pts []render.Point) {
	e.buf = append(e.buf, ` points="`...)
	for i, p := range pts {
		if i > 0 {
			e.buf = append(e.buf, ' ')
		}
		q := e.v.ToScreen(p)
		e.num(q.X)
		e.buf = append(e.buf, ',')
		e.num(q.Y)
	}
	e.buf = append(e.buf, '"')
}

func (e *encoder) polygon(sh *render.Shape) {
	if (sh.Fill.A == 0 && (sh.Stroke.A == 0 || sh.Width <= 0)) || len(sh.Points) < 2 {
		return
	}
	if len(sh.Parts) > 0 {
		e.buf = append(e.buf, `<path`...)
		e.path(sh, true)
		e.fillAndStroke(sh)
		e.buf = append(e.buf, "/>\n"...)
		return
	}
	if ar, ok := render.AxisRect(sh.Points); ok {
		q := e.v.ScreenRect(ar)
		e.buf = append(e.buf, `<rect`...)
		e.attr("x", q.Min.X)
		e.attr("y", q.Min.Y)
		e.attr("width", q.Max.X-q.Min.X)
		e.attr("height", q.Max.Y-q.Min.Y)
	} else {
		e.buf = append(e.buf, `<polygon`...)
		e.points(sh.Points)
	}
	e.fillAndStroke(sh)
	e.buf = append(e.buf, "/>\n"...)
}

func (e *encoder) polyline(sh *render.Shape) {
	if sh.Stroke.A == 0 || len(sh.Points) < 2 {
		return
	}
	if len(sh.Parts) > 0 {
		e.buf = append(e.buf, `<path`...)
		e.path(sh, false)
		e.buf = append(e.buf, ` fill="none"`...)
		e.stroke(sh)
		e.buf = append(e.buf, "/>\n"...)
		return
	}
	if len(sh.Points) == 2 {
		a, b := e.v.ToScreen(sh.Points[0]), e.v.ToScreen(sh.Points[1])
		e.buf = append(e.buf, `<line`...)
		e.attr("x1", a.X)
		e.attr("y1", a.Y)
		e.attr("x2", b.X)
		e.attr("y2", b.Y)
	} else {
		e.buf = append(e.buf, `<polyline`...)
		e.points(sh.Points)
		e.buf = append(e.buf, ` fill="none"`...)
	}
	e.stroke(sh)
	e.buf = append(e.buf, "/>\n"...)
}

// path appends ` d="..."`: each part of the shape on the page as a
// subpath (closed for a polygon), so that a map-wide area is one element
// and a view of part of the map leaves the rest out. SVG starts a dash
// pattern afresh on each subpath, as the other backends dash each part.
func (e *encoder) path(sh *render.Shape, closed bool) {
	pad := math.Max(sh.Width*e.v.Scale, 1)
	e.buf = append(e.buf, ` d="`...)
	sh.EachPart(func(pts []render.Point) {
		if len(pts) < 2 || !e.onPage(pts, pad) {
			return
		}
		for i, p := range pts {
			q := e.v.ToScreen(p)
			if i == 0 {
				e.buf = append(e.buf, 'M')
			} else {
				e.buf = append(e.buf, 'L')
			}
			e.num(q.X)
			e.buf = append(e.buf, ' ')
			e.num(q.Y)
		}
		if closed {
			e.buf = append(e.buf, 'Z')
		}
	})
	e.buf = append(e.buf, '"')
}

// onPage reports whether the points' bounding box, grown by pad pixels,
// meets the page.
func (e *encoder) onPage(pts []render.Point, pad float64) bool {
	q := e.v.ToScreen(pts[0])
	x0, y0, x1, y1 := q.X, q.Y, q.X, q.Y
	for _, p := range pts[1:] {
		q = e.v.ToScreen(p)
		x0, y0, x1, y1 = math.Min(x0, q.X), math.Min(y0, q.Y), math.Max(x1, q.X), math.Max(y1, q.Y)
	}
	return x1+pad >= 0 && x0-pad <= e.w && y1+pad >= 0 && y0-pad <= e.h
}

func (e *encoder) circle(sh *render.Shape) {
	if sh.Radius <= 0 || (sh.Fill.A == 0 && (sh.Stroke.A == 0 || sh.Width <= 0)) {
		return
	}
	c := e.v.ToScreen(sh.Points[0])
	e.buf = append(e.buf, `<circle`...)
	e.attr("cx", c.X)
	e.attr("cy", c.Y)
	e.attr("r", sh.Radius*e.v.Scale)
	e.fillAndStroke(sh)
	e.buf = append(e.buf, "/>\n"...)
}

func (e *encoder) text(sh *render.Shape) {
	if sh.Fill.A == 0 || sh.Text == "" || sh.Size <= 0 {
		return
	}
	p := e.v.ToScreen(sh.Points[0])
	px := sh.Size * e.v.Scale
	e.buf = append(e.buf, `<text`...)
	e.attr("x", p.X)
	e.attr("y", p.Y+baselineDrop*px)
	e.attr("font-size", px)
	if k := e.v.Turn & 3; k != 0 {
		// turned with the map, about its anchor
		e.buf = append(e.buf, ` transform="rotate(`...)
		e.num(float64(90 * k))
		e.buf = append(e.buf, ' ')
		e.num(p.X)
		e.buf = append(e.buf, ' ')
		e.num(p.Y)
		e.buf = append(e.buf, `)"`...)
	}
	if sh.Bold {
		e.buf = append(e.buf, ` font-weight="bold"`...)
	}
	switch sh.Align {
	case render.AlignLeft:
		e.buf = append(e.buf, ` text-anchor="start"`...)
	case render.AlignRight:
		e.buf = append(e.buf, ` text-anchor="end"`...)
	default:
		e.buf = append(e.buf, ` text-anchor="middle"`...)
	}
	e.paint("fill", sh.Fill)
	e.buf = append(e.buf, '>')
	e.escape(sh.Text)
	e.buf = append(e.buf, "</text>\n"...)
}

// escape appends text as XML character data, with characters XML cannot
// hold replaced by U+FFFD.
func (e *encoder) escape(s string) {
	for _, r := range s {
		switch {
		case r == '&':
			e.buf = append(e.buf, "&amp;"...)
		case r == '<':
			e.buf = append(e.buf, "&lt;"...)
		case r == '>':
			e.buf = append(e.buf, "&gt;"...)
		case r == utf8.RuneError, !xmlChar(r):
			e.buf = utf8.AppendRune(e.buf, '\uFFFD')
		default:
			e.buf = utf8.AppendRune(e.buf, r)
		}
	}
}

// xmlChar reports whether XML 1.0 allows the character.
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D ||
		r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD ||
		r >= 0x10000 && r <= 0x10FFFF
}

// picture appends an Image shape as an <image> with the picture's own
// bytes embedded as a data: URL (never re-encoded), clipped to the map:
// the document stands alone, wherever it is copied.
func (e *encoder) picture(sh *render.Shape) {
	p := sh.Picture
	if p == nil || len(p.Data) == 0 || p.MIME == "" || len(sh.Points) < 4 {
		return
	}
	c := e.v.ScreenRect(render.Rect{Min: sh.Points[2], Max: sh.Points[3]})
	w, h := p.Size()
	if w <= 0 || h <= 0 {
		return
	}
	a, b, tx, d, f, ty := render.PictureAffine(sh, w, h, e.v)
	e.pictures++
	id := "picture" + strconv.Itoa(e.pictures)
	e.buf = append(e.buf, `<clipPath id="`...)
	e.buf = append(e.buf, id...)
	e.buf = append(e.buf, `"><rect`...)
	e.attr("x", c.Min.X)
	e.attr("y", c.Min.Y)
	e.attr("width", c.Max.X-c.Min.X)
	e.attr("height", c.Max.Y-c.Min.Y)
	e.buf = append(e.buf, `/></clipPath><g clip-path="url(#`...)
	e.buf = append(e.buf, id...)
	e.buf = append(e.buf, `)"><image preserveAspectRatio="none" transform="matrix(`...)
	for i, x := range []float64{a, d, b, f, tx, ty} {
		if i > 0 {
			e.buf = append(e.buf, ' ')
		}
		e.buf = strconv.AppendFloat(e.buf, x, 'g', 8, 64)
	}
	e.buf = append(e.buf, `)"`...)
	e.attr("width", float64(w))
	e.attr("height", float64(h))
	e.buf = append(e.buf, ` href="data:`...)
	e.buf = append(e.buf, p.MIME...)
	e.buf = append(e.buf, ";base64,"...)
	e.buf = base64.StdEncoding.AppendEncode(e.buf, p.Data)
	e.buf = append(e.buf, `"/></g>`+"\n"...)
}

// visible reports whether the shape's bounding box meets the page.
func (e *encoder) visible(sh *render.Shape) bool {
	lo, hi := sh.Points[0], sh.Points[0]
	for _, p := range sh.Points[1:] {
		lo.X, lo.Y = math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)
		hi.X, hi.Y = math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)
	}
	pad := sh.Radius + sh.Width
	if sh.Kind == render.Text {
		pad += sh.Size * (1 + 0.6*float64(utf8.RuneCountInString(sh.Text)))
	}
	q := e.v.ScreenRect(render.Rect{Min: render.Point{X: lo.X - pad, Y: lo.Y - pad}, Max: render.Point{X: hi.X + pad, Y: hi.Y + pad}})
	// strokes are at least a pixel wide however far out the view is
	return q.Max.X >= -1 && q.Min.X <= e.w+1 && q.Max.Y >= -1 && q.Min.Y <= e.h+1
}
