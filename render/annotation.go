package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// NoteKind says what an Annotation draws.
type NoteKind uint8

const (
	// NoteArrow is an arrow along Points, its head at the last one.
	NoteArrow NoteKind = iota + 1
	// NoteArea highlights Squares.
	NoteArea
	// NoteCallout is a disc with Number at Points[0].
	NoteCallout
	// NoteLabel is Text centred on Points[0].
	NoteLabel
)

// Annotation is a mark of a rulebook-style figure, in map units: an arrow,
// a highlighted area, a numbered callout or a text label.
type Annotation struct {
	Kind    NoteKind
	Points  []Point
	Squares []drawsteel.Square
	Number  int
	Text    string
	// Color is a palette name ("red", "blue", ...; see noteColor), ""
	// for the kind's default.
	Color  string
	Dashed bool
	// Private is the director's note: PlayerNotes leaves it out.
	Private bool
}

// noteColor is the shade of a palette colour for a theme: darker, print
// safe shades on a light background, lighter ones on a dark screen. The
// names are those of maps.AnnotationColors; an unknown or empty name gives
// the default for the kind of mark.
func noteColor(name string, kind NoteKind, t *Theme) color.RGBA {
	light := luma(t.Background) > 128
	if name == "" {
		switch kind {
		case NoteArrow:
			name = "red"
		case NoteArea:
			name = "blue"
		case NoteCallout:
			name = "black"
		default:
			if light {
				name = "black"
			} else {
				name = "white"
			}
		}
	}
	// print shades differ in grey value as well as hue (red 78, blue 82,
	// green 99, purple 80, orange 132, yellow 192)
	type pair struct{ print, screen color.RGBA }
	p, ok := map[string]pair{
		"red":    {rgb(196, 24, 36), rgb(255, 84, 84)},
		"orange": {rgb(226, 110, 0), rgb(255, 156, 40)},
		"yellow": {rgb(236, 190, 0), rgb(255, 221, 0)},
		"green":  {rgb(16, 128, 58), rgb(80, 214, 110)},
		"blue":   {rgb(28, 84, 196), rgb(90, 176, 255)},
		"purple": {rgb(120, 48, 160), rgb(196, 120, 255)},
		"black":  {rgb(16, 16, 16), rgb(16, 16, 20)},
		"gray":   {rgb(110, 110, 110), rgb(160, 162, 170)},
		"white":  {rgb(255, 255, 255), rgb(250, 250, 250)},
	}[name]
	if !ok {
		return noteColor("", kind, t)
	}
	if light {
		return p.print
	}
	return p.screen
}

// NoteColors are the palette names noteColor knows.
func NoteColors() []string {
	return []string{"red", "orange", "yellow", "green", "blue", "purple", "black", "gray", "white"}
}

func luma(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

// casing is the outline that keeps a mark of colour c readable on any
// ground: white, or near black for white marks.
func casing(c color.RGBA) color.RGBA {
	if luma(c) > 200 {
		return rgb(16, 16, 16)
	}
	return rgb(255, 255, 255)
}

// AddAnnotations draws every annotation: areas first, then arrows,
// callouts and labels, each kind in order, so that text is never hidden
// under a line.
func AddAnnotations(s *Scene, anns []Annotation, t *Theme) {
	addNoteAreas(s, nil, anns, t, everywhere(), true)
	addNoteMarks(s, anns, t, everywhere())
}

// BuildAnnotatedScene is BuildScene with annotations: the areas shaded
// under the tokens (as the indicated area is), the arrows, callouts and
// labels over them.
func BuildAnnotatedScene(b *drawsteel.Board, opt Options, anns []Annotation) *Scene {
	opt.Notes = append(opt.Notes[:len(opt.Notes):len(opt.Notes)], anns...)
	return BuildScene(b, opt)
}

func addNoteAreas(s *Scene, b *drawsteel.Board, anns []Annotation, t *Theme, c span, hatched bool) {
	for i := range anns {
		if a := &anns[i]; a.Kind == NoteArea {
			addNoteArea(s, b, a, t, c, hatched)
		}
	}
}

func addNoteMarks(s *Scene, anns []Annotation, t *Theme, sp span) {
	for _, k := range []NoteKind{NoteArrow, NoteCallout, NoteLabel} {
		for i := range anns {
			a := &anns[i]
			if a.Kind != k || len(a.Points) == 0 || !sp.meets(pointsBox(a.Points), noteReach(a)) {
				continue
			}
			switch k {
			case NoteArrow:
				addNoteArrow(s, a, t)
			case NoteCallout:
				addCallout(s, a.Points[0], a.Number, noteColor(a.Color, k, t))
			case NoteLabel:
				addNoteLabel(s, a.Points[0], a.Text, noteColor(a.Color, k, t), t)
			}
		}
	}
}

// addNoteArea shades the area, hatches it (so the area survives a
// grayscale copy; not in an overview, where the hatching would be finer
// than a pixel) and outlines its border: a few rectangles and lines for any
// number of squares, those in the block c.
func addNoteArea(s *Scene, b *drawsteel.Board, a *Annotation, t *Theme, c span, hatched bool) {
	ink := noteColor(a.Color, NoteArea, t)
	set := newSquareSet(b, a.Squares)
	fill := WithAlpha(ink, 64)
	hatchInk := WithAlpha(ink, 110)
	set.rects(c, func(r Rect) {
		s.AddRect(r, fill, color.RGBA{}, 0)
		if !hatched {
			return
		}
		hatch(r, func(p, q Point) {
			if c.meets(Rect{p, q}, 0) || c.meets(Rect{q, p}, 0) {
				s.AddLine(p, q, hatchInk, 0.03)
			}
		})
	})
	var dash float64
	if a.Dashed {
		dash = 0.16
	}
	set.edges(c, func(p, q Point) {
		s.Add(Shape{Kind: Polyline, Points: s.points(p, q), Stroke: ink, Width: 0.09, Dash: dash})
	})
}

// addNoteArrow draws a thick arrow in a white casing along the points.
func addNoteArrow(s *Scene, a *Annotation, t *Theme) {
	if len(a.Points) < 2 {
		return
	}
	ink := noteColor(a.Color, NoteArrow, t)
	edge := casing(ink)
	pts := append([]Point(nil), a.Points...)
	// stop the line inside the head, so its end does not show past the tip
	n := len(pts)
	tip := pts[n-1]
	dx, dy := tip.X-pts[n-2].X, tip.Y-pts[n-2].Y
	if l := math.Hypot(dx, dy); l > 0 {
		back := math.Min(0.3, l)
		pts[n-1] = Point{tip.X - dx/l*back, tip.Y - dy/l*back}
	}
	var dash float64
	if a.Dashed {
		dash = 0.22
	}
	s.Add(Shape{Kind: Polyline, Points: s.points(pts...), Stroke: edge, Width: 0.26, Dash: dash})
	s.Add(Shape{Kind: Polyline, Points: s.points(pts...), Stroke: ink, Width: 0.14, Dash: dash})
	s.Add(arrowHead(a.Points[n-2], tip, ink, edge))
}

// addCallout is a numbered disc: large, bold, readable in print.
func addCallout(s *Scene, at Point, number int, ink color.RGBA) {
	s.Add(Disc(at, 0.3, ink, casing(ink), 0.06))
	s.AddLabel(at, fmt.Sprint(number), 0.38, casing(ink), AlignCenter, true)
}

// addNoteLabel is text on a backing of the page colour, so it reads over
// lines and tokens.
func addNoteLabel(s *Scene, at Point, text string, ink color.RGBA, t *Theme) {
	const size = noteLabelSize
	w := TextWidth(text, size, true) + 0.24
	h := size * 1.35
	back := WithAlpha(t.Background, 230)
	if luma(ink) < 128 == (luma(t.Background) < 128) {
		// dark text on a dark page or light on light: back it with the opposite
		back = WithAlpha(casing(ink), 230)
	}
	s.AddRect(Rect{Point{at.X - w/2, at.Y - h/2}, Point{at.X + w/2, at.Y + h/2}}, back, WithAlpha(ink, 160), 0.03)
	s.AddLabel(at, text, size, ink, AlignCenter, true)
}

const noteLabelSize = 0.36

// noteReach is how far a mark's drawing reaches past its points, in map
// units: a label's backing half its width, a callout's disc, an arrow's
// head and casing.
func noteReach(a *Annotation) float64 {
	if a.Kind == NoteLabel {
		return TextWidth(a.Text, noteLabelSize, true)/2 + 1
	}
	return 1
}

// pointsBox is the smallest rectangle holding the points.
func pointsBox(pts []Point) Rect {
	r := Rect{pts[0], pts[0]}
	for _, p := range pts[1:] {
		r.Min.X, r.Min.Y = math.Min(r.Min.X, p.X), math.Min(r.Min.Y, p.Y)
		r.Max.X, r.Max.Y = math.Max(r.Max.X, p.X), math.Max(r.Max.Y, p.Y)
	}
	return r
}

// TextWidth estimates the width of a line of text in the Go fonts, in map
// units: the scene has no font, so wrapping and backings use the average
// advance of English text (0.48 em regular, 0.51 bold) with a little room.
func TextWidth(text string, size float64, bold bool) float64 {
	per := 0.52
	if bold {
		per = 0.56
	}
	return per * size * float64(utf8.RuneCountInString(text))
}

// wrapText breaks text into lines no wider than width map units at size,
// at spaces (a word longer than a line gets a line of its own).
func wrapText(text string, size, width float64, bold bool) []string {
	return Wrap(text, width, func(s string) float64 { return TextWidth(s, size, bold) })
}

// Wrap breaks text into lines no wider than width, at spaces, measuring
// with measure (a word longer than a line gets a line of its own).
func Wrap(text string, width float64, measure func(string) float64) []string {
	var lines []string
	var cur string
	for _, w := range strings.Fields(text) {
		next := w
		if cur != "" {
			next = cur + " " + w
		}
		if cur != "" && measure(next) > width {
			lines = append(lines, cur)
			next = w
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
