package drawsteel

import (
	"image/color"
	"math"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Annotation is a mark of a rulebook-style figure, in map units: an arrow,
// a highlighted area, a numbered callout or a text label.
type Annotation struct {
	Kind    render.NoteKind
	Points  []render.Point
	Squares []drawsteel.Square
	// Rect is an area given as a rectangle of squares, from Rect[0] to
	// Rect[1] inclusive (then Squares is empty): drawn as the rectangle it
	// is, never listed square by square.
	Rect   *[2]drawsteel.Square
	Number int
	Text   string
	// Color is a palette name ("red", "blue", ...; see NoteColor), ""
	// for the kind's default.
	Color  string
	Dashed bool
	// Private is the director's note: PlayerNotes leaves it out.
	Private bool
}

// AddAnnotations draws every annotation: areas first, then arrows,
// callouts and labels, each kind in order, so that text is never hidden
// under a line.
func AddAnnotations(s *render.Scene, anns []Annotation, t *render.Theme) {
	addNoteAreas(s, nil, anns, t, everywhere(), true)
	addNoteMarks(s, anns, t, everywhere())
}

// BuildAnnotatedScene is BuildScene with annotations: the areas shaded
// under the tokens (as the indicated area is), the arrows, callouts and
// labels over them.
func BuildAnnotatedScene(b *drawsteel.Board, opt Options, anns []Annotation) *render.Scene {
	opt.Notes = append(opt.Notes[:len(opt.Notes):len(opt.Notes)], anns...)
	return BuildScene(b, opt)
}

// addNoteAreas draws every area's shading, then every area's hatching,
// then every border: a border is never tinted by a later area's shading,
// and a raster backend meets the shadings one after another, so that many
// translucent areas over one place cost it that place's pixels once, not
// once an area.
func addNoteAreas(s *render.Scene, b *drawsteel.Board, anns []Annotation, t *render.Theme, c span, hatched bool) {
	var hatchings, borders []render.Shape
	for i := range anns {
		if a := &anns[i]; a.Kind == render.NoteArea {
			fill, hatching, border := noteAreaShapes(s, b, a, t, c, hatched)
			s.Add(fill...)
			hatchings = append(hatchings, hatching...)
			borders = append(borders, border...)
		}
	}
	s.Add(hatchings...)
	s.Add(borders...)
}

func addNoteMarks(s *render.Scene, anns []Annotation, t *render.Theme, sp span) {
	for _, k := range []render.NoteKind{render.NoteArrow, render.NoteCallout, render.NoteLabel} {
		for i := range anns {
			a := &anns[i]
			if a.Kind != k || len(a.Points) == 0 || !sp.meets(pointsBox(a.Points), noteReach(a)) {
				continue
			}
			switch k {
			case render.NoteArrow:
				addNoteArrow(s, a, t)
			case render.NoteCallout:
				render.AddCallout(s, a.Points[0], a.Number, render.NoteColor(a.Color, k, t))
			case render.NoteLabel:
				addNoteLabel(s, a.Points[0], a.Text, render.NoteColor(a.Color, k, t), t)
			}
		}
	}
}

// addNoteArea shades the area, hatches it (so the area survives a
// grayscale copy; not in an overview, where the hatching would be finer
// than a pixel) and outlines its border: three shapes for any number of
// squares (its rectangles, its hatching, its border; render.Shape.Parts),
// those in the block c, so that a map-wide or scattered area costs a scene
// and an SVG its outline, never a shape per square or per line.
func addNoteArea(s *render.Scene, b *drawsteel.Board, a *Annotation, t *render.Theme, c span, hatched bool) {
	fill, hatching, border := noteAreaShapes(s, b, a, t, c, hatched)
	s.Add(fill...)
	s.Add(hatching...)
	s.Add(border...)
}

// noteAreaShapes are an area's shading, hatching and border (each none or
// one shape), their points in s's arena or their own.
func noteAreaShapes(s *render.Scene, b *drawsteel.Board, a *Annotation, t *render.Theme, c span, hatched bool) (fill, hatching, border []render.Shape) {
	ink := render.NoteColor(a.Color, render.NoteArea, t)
	set := newSquareSet(b, a.Squares)
	if a.Rect != nil {
		set = newRectSet(b, a.Rect[0], a.Rect[1])
	}
	shade := render.WithAlpha(ink, 64)
	hatchInk := render.WithAlpha(ink, 110)
	// each list's points become its shape's own (an arena's copy would
	// double a large area)
	var rects, hatches, edges render.PartList
	set.rects(c, func(r render.Rect) {
		rects.Add(r.Min, render.Point{X: r.Max.X, Y: r.Min.Y}, r.Max, render.Point{X: r.Min.X, Y: r.Max.Y})
		if hatched {
			hatch(r, func(p, q render.Point) { hatches.Add(p, q) })
		}
	})
	if rects.Len() == 1 {
		// one rectangle, as any other fill
		r := render.Rect{Min: rects.Points[0], Max: rects.Points[2]}
		fill = []render.Shape{{Kind: render.Polygon, Points: s.Arena(r.Min, render.Point{X: r.Max.X, Y: r.Min.Y}, r.Max, render.Point{X: r.Min.X, Y: r.Max.Y}), Fill: shade}}
	} else if rects.Len() > 1 {
		fill = []render.Shape{{Kind: render.Polygon, Points: rects.Points, Parts: rects.Ends, Fill: shade}}
	}
	if hatches.Len() > 0 {
		hatching = []render.Shape{{Kind: render.Polyline, Points: hatches.Points, Parts: hatches.Ends, Stroke: hatchInk, Width: 0.03}}
	}
	var dash float64
	if a.Dashed {
		dash = 0.16
	}
	set.edges(c, func(p, q render.Point) { edges.Add(p, q) })
	if edges.Len() > 0 {
		border = []render.Shape{{Kind: render.Polyline, Points: edges.Points, Parts: edges.Ends, Stroke: ink, Width: 0.09, Dash: dash}}
	}
	return fill, hatching, border
}

// addNoteArrow draws a thick arrow in a white casing along the points.
func addNoteArrow(s *render.Scene, a *Annotation, t *render.Theme) {
	if len(a.Points) < 2 {
		return
	}
	ink := render.NoteColor(a.Color, render.NoteArrow, t)
	edge := render.Casing(ink)
	pts := append([]render.Point(nil), a.Points...)
	// stop the line inside the head, so its end does not show past the tip
	n := len(pts)
	tip := pts[n-1]
	dx, dy := tip.X-pts[n-2].X, tip.Y-pts[n-2].Y
	if l := math.Hypot(dx, dy); l > 0 {
		back := math.Min(0.3, l)
		pts[n-1] = render.Point{X: tip.X - dx/l*back, Y: tip.Y - dy/l*back}
	}
	var dash float64
	if a.Dashed {
		dash = 0.22
	}
	s.Add(render.Shape{Kind: render.Polyline, Points: s.Arena(pts...), Stroke: edge, Width: 0.26, Dash: dash})
	s.Add(render.Shape{Kind: render.Polyline, Points: s.Arena(pts...), Stroke: ink, Width: 0.14, Dash: dash})
	s.Add(arrowHead(a.Points[n-2], tip, ink, edge))
}

// addNoteLabel is text on a backing of the page colour, so it reads over
// lines and tokens.
func addNoteLabel(s *render.Scene, at render.Point, text string, ink color.RGBA, t *render.Theme) {
	const size = noteLabelSize
	w := render.TextWidth(text, size, true) + 0.24
	h := size * 1.35
	back := render.WithAlpha(t.Background, 230)
	if render.Luma(ink) < 128 == (render.Luma(t.Background) < 128) {
		// dark text on a dark page or light on light: back it with the opposite
		back = render.WithAlpha(render.Casing(ink), 230)
	}
	s.AddRect(render.Rect{Min: render.Point{X: at.X - w/2, Y: at.Y - h/2}, Max: render.Point{X: at.X + w/2, Y: at.Y + h/2}}, back, render.WithAlpha(ink, 160), 0.03)
	s.AddLabel(at, text, size, ink, render.AlignCenter, true)
}

const noteLabelSize = 0.36

// noteReach is how far a mark's drawing reaches past its points, in map
// units: a label's backing half its width, a callout's disc, an arrow's
// head and casing.
func noteReach(a *Annotation) float64 {
	if a.Kind == render.NoteLabel {
		return render.TextWidth(a.Text, noteLabelSize, true)/2 + 1
	}
	return 1
}

// pointsBox is the smallest rectangle holding the points.
func pointsBox(pts []render.Point) render.Rect {
	r := render.Rect{Min: pts[0], Max: pts[0]}
	for _, p := range pts[1:] {
		r.Min.X, r.Min.Y = math.Min(r.Min.X, p.X), math.Min(r.Min.Y, p.Y)
		r.Max.X, r.Max.Y = math.Max(r.Max.X, p.X), math.Max(r.Max.Y, p.Y)
	}
	return r
}
