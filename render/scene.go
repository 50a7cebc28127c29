package render

import (
	"image"
	"image/color"
	"math"
)

// Point is a position in map units: (0,0) is the top-left corner of the
// top-left square, (1,1) its bottom-right corner.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle in map units.
type Rect struct{ Min, Max Point }

// AxisRect reports whether the points are the four corners of an
// axis-aligned rectangle, in either turning, and which (a backend draws
// such a polygon as a rectangle).
func AxisRect(p []Point) (Rect, bool) {
	if len(p) != 4 {
		return Rect{}, false
	}
	switch {
	case p[0].Y == p[1].Y && p[1].X == p[2].X && p[2].Y == p[3].Y && p[3].X == p[0].X:
	case p[0].X == p[1].X && p[1].Y == p[2].Y && p[2].X == p[3].X && p[3].Y == p[0].Y:
	default:
		return Rect{}, false
	}
	return Rect{Min: Point{X: min(p[0].X, p[2].X), Y: min(p[0].Y, p[2].Y)}, Max: Point{X: max(p[0].X, p[2].X), Y: max(p[0].Y, p[2].Y)}}, true
}

// Kind says which fields of a Shape are used.
type Kind uint8

const (
	// Polygon is a closed shape through Points: filled with Fill, outlined with Stroke.
	Polygon Kind = iota
	// Polyline is an open line through Points, drawn with Stroke and Width.
	Polyline
	// Circle is centred on Points[0] with Radius.
	Circle
	// Text is Text drawn at Points[0], Size units tall, placed by Align.
	Text
	// Image is Picture stretched over the rectangle from Points[0] (its
	// top-left corner) to Points[1] (its bottom-right corner).
	Image
)

// Picture is a picture a scene draws: an encounter's background. Image is
// what raster backends draw; Data (the file's bytes) and MIME are what an
// SVG embeds, so that it is never re-encoded.
type Picture struct {
	Image image.Image
	Data  []byte
	MIME  string // image/png, image/jpeg or image/webp
	// Width and Height are the picture's size in pixels when Image is nil:
	// an SVG export embeds Data without decoding it.
	Width, Height int
}

// Size is the picture's size in pixels: its decoded image's, or else the
// size its header gave.
func (p *Picture) Size() (w, h int) {
	if p.Image != nil {
		b := p.Image.Bounds()
		return b.Dx(), b.Dy()
	}
	return p.Width, p.Height
}

// Align places text relative to its point.
type Align uint8

const (
	AlignCenter Align = iota // centred on the point both ways
	AlignLeft                // point at the left end of the middle line
	AlignRight               // point at the right end of the middle line
)

// Shape is one drawing instruction. Colours with alpha 0 are not drawn.
type Shape struct {
	Kind   Kind
	Points []Point
	Radius float64
	Fill   color.RGBA
	Stroke color.RGBA
	// Width is the stroke width in map units.
	Width float64
	// Dash, when above 0, draws the stroke as dashes of this length (map units).
	Dash  float64
	Text  string
	Size  float64
	Align Align
	Bold  bool
	// Picture is an Image shape's picture.
	Picture *Picture
	// Parts, when set, cuts a Polygon or Polyline into several drawn as
	// one shape: Points[Parts[i-1]:Parts[i]] is part i (from 0 for the
	// first), and the last entry is len(Points). A polygon's parts are
	// filled together (they must not overlap: an area is its rectangles);
	// a polyline's are separate lines of one style, each dashed from its
	// start. One shape for a map-wide area or its hatching keeps a scene
	// and an SVG in proportion to the area's outline, not to its squares.
	Parts []int
	// Hairline draws a Polyline one pixel wide whatever its Width, solid,
	// all its parts together: a web of lines finer than a pixel at the
	// zoom it is drawn at (the links of a large zone map seen whole),
	// which a raster backend draws as thin lines at the cost of their
	// length, each pixel blended once, and an SVG as one path a pixel
	// wide. Width is what other backends draw.
	Hairline bool
}

// EachPart calls f with each part of the shape's points: the points
// themselves when the shape has no Parts.
func (sh *Shape) EachPart(f func(pts []Point)) {
	if len(sh.Parts) == 0 {
		f(sh.Points)
		return
	}
	start := 0
	for _, end := range sh.Parts {
		if end > start && end <= len(sh.Points) {
			f(sh.Points[start:end])
		}
		start = max(start, end)
	}
}

// PartList gathers the parts of one shape (Shape.Parts) as they are
// found: Points and Ends become the shape's Points and Parts.
type PartList struct {
	Points []Point
	Ends   []int
}

// Add appends a part made of pts.
func (p *PartList) Add(pts ...Point) {
	p.Points = append(p.Points, pts...)
	p.Ends = append(p.Ends, len(p.Points))
}

// Len is the number of parts.
func (p *PartList) Len() int { return len(p.Ends) }

// Scene is a whole picture in map units.
type Scene struct {
	// Bounds is the area the picture covers (the map, plus margins).
	Bounds     Rect
	Background color.RGBA
	Shapes     []Shape

	arena []Point // backing store for the Points of shapes added with Add* methods
}

// Arena copies pts into the scene's arena and returns the copy: one
// allocation for the Points of many shapes.
func (s *Scene) Arena(pts ...Point) []Point {
	if cap(s.arena)-len(s.arena) < len(pts) {
		s.arena = make([]Point, 0, max(4096, 2*cap(s.arena), len(pts)))
	}
	start := len(s.arena)
	s.arena = append(s.arena, pts...)
	return s.arena[start:len(s.arena):len(s.arena)]
}

// AddRect adds a filled, optionally outlined rectangle.
func (s *Scene) AddRect(r Rect, fill, stroke color.RGBA, width float64) {
	s.Shapes = append(s.Shapes, Shape{Kind: Polygon, Points: s.Arena(r.Min, Point{r.Max.X, r.Min.Y}, r.Max, Point{r.Min.X, r.Max.Y}), Fill: fill, Stroke: stroke, Width: width})
}

// AddLine adds a straight stroke from a to b.
func (s *Scene) AddLine(a, b Point, stroke color.RGBA, width float64) {
	s.Shapes = append(s.Shapes, Shape{Kind: Polyline, Points: s.Arena(a, b), Stroke: stroke, Width: width})
}

// AddLabel adds a line of text.
func (s *Scene) AddLabel(at Point, text string, size float64, c color.RGBA, align Align, bold bool) {
	s.Shapes = append(s.Shapes, Shape{Kind: Text, Points: s.Arena(at), Text: text, Size: size, Fill: c, Align: align, Bold: bold})
}

// AddPolyline adds an open line through pts.
func (s *Scene) AddPolyline(stroke color.RGBA, width float64, pts ...Point) {
	s.Shapes = append(s.Shapes, Shape{Kind: Polyline, Points: s.Arena(pts...), Stroke: stroke, Width: width})
}

// AddPolygon adds a closed shape through pts.
func (s *Scene) AddPolygon(fill, stroke color.RGBA, width float64, pts ...Point) {
	s.Shapes = append(s.Shapes, Shape{Kind: Polygon, Points: s.Arena(pts...), Fill: fill, Stroke: stroke, Width: width})
}

// PictureAffine is how an Image shape's picture of w x h pixels maps to
// the screen through v: screen x = A*px + B*py + C, y = D*px + E*py + F
// for picture pixel (px, py). It holds for any zoom and quarter turn.
func PictureAffine(sh *Shape, w, h int, v View) (a, b, c, d, e, f float64) {
	r := Rect{sh.Points[0], sh.Points[1]}
	o := v.ToScreen(r.Min)
	xe := v.ToScreen(Point{r.Max.X, r.Min.Y})
	ye := v.ToScreen(Point{r.Min.X, r.Max.Y})
	a, d = (xe.X-o.X)/float64(w), (xe.Y-o.Y)/float64(w)
	b, e = (ye.X-o.X)/float64(h), (ye.Y-o.Y)/float64(h)
	return a, b, o.X, d, e, o.Y
}

// AddPicture adds a picture stretched over r.
func (s *Scene) AddPicture(p *Picture, r Rect) {
	s.Shapes = append(s.Shapes, Shape{Kind: Image, Points: s.Arena(r.Min, r.Max), Picture: p})
}

// Add appends shapes to the scene.
func (s *Scene) Add(shapes ...Shape) { s.Shapes = append(s.Shapes, shapes...) }

// Rectangle is a filled, optionally outlined rectangle.
func Rectangle(r Rect, fill, stroke color.RGBA, width float64) Shape {
	return Shape{Kind: Polygon, Points: []Point{r.Min, {r.Max.X, r.Min.Y}, r.Max, {r.Min.X, r.Max.Y}}, Fill: fill, Stroke: stroke, Width: width}
}

// Line is a straight stroke from a to b.
func Line(a, b Point, stroke color.RGBA, width float64) Shape {
	return Shape{Kind: Polyline, Points: []Point{a, b}, Stroke: stroke, Width: width}
}

// Disc is a filled, optionally outlined circle.
func Disc(c Point, r float64, fill, stroke color.RGBA, width float64) Shape {
	return Shape{Kind: Circle, Points: []Point{c}, Radius: r, Fill: fill, Stroke: stroke, Width: width}
}

// Label is a line of text.
func Label(at Point, text string, size float64, c color.RGBA, align Align, bold bool) Shape {
	return Shape{Kind: Text, Points: []Point{at}, Text: text, Size: size, Fill: c, Align: align, Bold: bold}
}

// Dashes cuts a polyline into dashes of length d separated by gaps of d.
func Dashes(pts []Point, d float64) [][]Point {
	var out [][]Point
	EachDash(pts, d, nil, func(dash []Point) { out = append(out, append([]Point(nil), dash...)) })
	return out
}

// EachDash calls f with the dashes of a polyline, dashes of length d
// separated by gaps of d, as Dashes cuts them; with clip set, only those
// of segments that meet clip (a dash is cut where a segment outside it
// starts), without working out the dashes of the rest: a map-wide dashed
// line costs what is shown of it. f must not keep the slice.
func EachDash(pts []Point, d float64, clip *Rect, f func(dash []Point)) {
	if !(d > 0) {
		return
	}
	var cur []Point
	on, left := true, d
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		seg := math.Hypot(b.X-a.X, b.Y-a.Y)
		if clip != nil && !segmentMeets(a, b, *clip) {
			if on && len(cur) > 1 {
				f(cur)
			}
			cur = cur[:0]
			// the dash pattern goes on unseen: whole periods, then the rest
			rest := math.Mod(seg, 2*d)
			for rest > 1e-9 {
				step := math.Min(left, rest)
				rest -= step
				left -= step
				if left <= 1e-9 {
					on, left = !on, d
				}
			}
			if on && left < d {
				cur = append(cur, b) // a dash already under way
			}
			continue
		}
		pos := 0.0
		for seg-pos > 1e-9 {
			step := math.Min(left, seg-pos)
			t0, t1 := pos/seg, (pos+step)/seg
			p0 := Point{a.X + (b.X-a.X)*t0, a.Y + (b.Y-a.Y)*t0}
			p1 := Point{a.X + (b.X-a.X)*t1, a.Y + (b.Y-a.Y)*t1}
			if on {
				if len(cur) == 0 {
					cur = append(cur, p0)
				}
				cur = append(cur, p1)
			}
			pos += step
			left -= step
			if left <= 1e-9 {
				if on && len(cur) > 1 {
					f(cur)
				}
				cur, on, left = cur[:0], !on, d
			}
		}
	}
	if on && len(cur) > 1 {
		f(cur)
	}
}

// segmentMeets reports whether the segment's bounding box meets r.
func segmentMeets(a, b Point, r Rect) bool {
	return math.Max(a.X, b.X) >= r.Min.X && math.Min(a.X, b.X) <= r.Max.X &&
		math.Max(a.Y, b.Y) >= r.Min.Y && math.Min(a.Y, b.Y) <= r.Max.Y
}
