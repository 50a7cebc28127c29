package maps

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
)

// AnnotationKind says what an Annotation draws.
type AnnotationKind uint8

const (
	// AnnotationArrow is an arrow: straight From To, or along a path of
	// squares.
	AnnotationArrow AnnotationKind = iota + 1
	// AnnotationArea is a highlighted set of squares.
	AnnotationArea
	// AnnotationCallout is a numbered disc, explained in the figure's key.
	AnnotationCallout
	// AnnotationLabel is a line of text on the map.
	AnnotationLabel
)

func (k AnnotationKind) String() string {
	switch k {
	case AnnotationArrow:
		return "arrow"
	case AnnotationArea:
		return "area"
	case AnnotationCallout:
		return "callout"
	case AnnotationLabel:
		return "label"
	}
	return fmt.Sprintf("AnnotationKind(%d)", int(k))
}

// Point is a position in squares: (2, 3) is the centre of square 2,3, and
// (2.5, 3) the middle of its right edge.
type Point struct{ X, Y float64 }

// SquareRect is a rectangle of squares, both corners included.
type SquareRect struct{ Min, Max grid.Cell }

// Squares lists the rectangle's squares in reading order.
func (r SquareRect) Squares() []grid.Cell {
	var out []grid.Cell
	for y := r.Min.Y; y <= r.Max.Y; y++ {
		for x := r.Min.X; x <= r.Max.X; x++ {
			out = append(out, grid.Cell{X: x, Y: y})
		}
	}
	return out
}

// Annotation is one mark of a rulebook-style figure, drawn over the map:
// an arrow, a highlighted area, a numbered callout or a text label.
type Annotation struct {
	Kind AnnotationKind
	// Points: an arrow's from and to, or (FollowsSquares) the squares of
	// its path in order; a callout's or label's position (one point).
	Points []Point
	// FollowsSquares marks an arrow given as a "path" of whole squares.
	FollowsSquares bool
	// Squares is an area given square by square; Rect one given as a
	// rectangle (then Squares is empty).
	Squares []grid.Cell
	Rect    *SquareRect
	// Number is a callout's number, 1 to MaxCallout.
	Number int
	// Text is a label's text, or what a callout says in the figure's key.
	Text string
	// Color is a palette name (AnnotationColors), "" for the kind's default.
	Color string
	// Dashed draws an arrow or an area's edge dashed (a path not taken, a
	// possibility).
	Dashed bool
	// Private is the director's note: the player view leaves it out.
	Private bool
}

// AreaSquares is the area's squares, from Squares or Rect.
func (a *Annotation) AreaSquares() []grid.Cell {
	if a.Rect != nil {
		return a.Rect.Squares()
	}
	return a.Squares
}

// Covers reports whether the area covers square q (false for a mark that
// is not an area), without listing a rectangle's squares.
func (a *Annotation) Covers(q grid.Cell) bool {
	if a.Rect != nil {
		r := a.Rect
		return q.X >= min(r.Min.X, r.Max.X) && q.X <= max(r.Min.X, r.Max.X) && q.Y >= min(r.Min.Y, r.Max.Y) && q.Y <= max(r.Min.Y, r.Max.Y)
	}
	return slices.Contains(a.Squares, q)
}

// Limits on annotations.
const (
	MaxAnnotations = 1000
	MaxCallout     = 99
	MaxNoteText    = 500 // runes in a label, a callout's text or the caption
	MaxCaption     = 2000
)

// AnnotationColors are the colour names an annotation may use. Renderers
// pick shades of each that suit their theme.
func AnnotationColors() []string {
	return []string{"red", "orange", "yellow", "green", "blue", "purple", "black", "gray", "white"}
}

func annotationKeys() []string { return []string{"arrow", "area", "callout", "label"} }

func arrowKeys() []string   { return []string{"from", "to", "path", "color", "dashed", "private"} }
func areaKeys() []string    { return []string{"squares", "rect", "color", "dashed", "private"} }
func calloutKeys() []string { return []string{"at", "number", "text", "color", "private"} }
func labelKeys() []string   { return []string{"at", "text", "color", "private"} }

// annotations reads the "annotations" array, one entry per element (a
// zero Annotation for one that is not even an object). Ranges are checked
// later by the validator, which Marshal shares; read[i] says whether
// annotation i was read well enough for that.
func (d decoder) annotations(n *jsonfile.Node) (out []Annotation, read []bool) {
	elems := d.Array(n, "annotations", "an array of annotations")
	count := d.Count(*n)
	if count > MaxAnnotations {
		d.Fail(n, "annotations", "%d annotations is too many (at most %d)", count, MaxAnnotations)
		return nil, nil
	}
	out = make([]Annotation, count)
	read = make([]bool, count)
	for i, e := range elems {
		path := jsonfile.Index("annotations", i)
		f := d.Object(&e, path, annotationKeys())
		if f == nil {
			continue
		}
		if len(f) != 1 {
			if d.Count(e) == len(f) { // not already reported as unknown or duplicate keys
				d.Fail(&e, path, `got %d keys, want exactly one of %s, e.g. {"arrow": {"from": [1, 2], "to": [4, 2]}}`, len(f), jsonfile.OrList(quoteAll(annotationKeys())))
			}
			continue
		}
		for _, m := range f {
			out[i], read[i] = d.annotation(m.Key, &m.Val, jsonfile.Join(path, m.Key))
		}
	}
	return out, read
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

func (d decoder) annotation(kind string, n *jsonfile.Node, path string) (Annotation, bool) {
	fails := d.Failures()
	var a Annotation
	var f jsonfile.Fields
	switch kind {
	case "arrow":
		a.Kind = AnnotationArrow
		f = d.Object(n, path, arrowKeys())
	case "area":
		a.Kind = AnnotationArea
		f = d.Object(n, path, areaKeys())
	case "callout":
		a.Kind = AnnotationCallout
		f = d.Object(n, path, calloutKeys())
	case "label":
		a.Kind = AnnotationLabel
		f = d.Object(n, path, labelKeys())
	}
	if f == nil {
		return a, false
	}
	if v := f.Get("color"); v != nil {
		a.Color, _ = d.String(v, path+".color")
	}
	if v := f.Get("dashed"); v != nil {
		a.Dashed, _ = d.Bool(v, path+".dashed")
	}
	if v := f.Get("text"); v != nil {
		a.Text, _ = d.String(v, path+".text")
	}
	if v := f.Get("private"); v != nil {
		a.Private, _ = d.Bool(v, path+".private")
	}
	switch a.Kind {
	case AnnotationArrow:
		switch {
		case f.Get("path") != nil && (f.Get("from") != nil || f.Get("to") != nil):
			d.Fail(n, path, `give "from" and "to", or "path", not both`)
		case f.Get("path") != nil:
			a.FollowsSquares = true
			sq := d.squares(f.Get("path"), path+".path")
			if c := d.Count(*f.Get("path")); f.Get("path").Kind == jsonfile.KindArray && c < 2 {
				d.Fail(f.Get("path"), path+".path", "a path needs at least 2 squares, got %d", c)
			}
			for _, q := range sq {
				a.Points = append(a.Points, Point{float64(q.X), float64(q.Y)})
			}
		case f.Get("from") == nil || f.Get("to") == nil:
			d.Fail(n, path, `missing "from" or "to" (want e.g. "from": [1, 2], "to": [4, 2], or a "path" of squares)`)
		default:
			from, _ := d.point(f.Get("from"), path+".from")
			to, _ := d.point(f.Get("to"), path+".to")
			a.Points = []Point{from, to}
		}
	case AnnotationArea:
		switch {
		case f.Get("squares") != nil && f.Get("rect") != nil:
			d.Fail(n, path, `give "squares" or "rect", not both`)
		case f.Get("squares") != nil:
			a.Squares = d.squares(f.Get("squares"), path+".squares")
			if f.Get("squares").Kind == jsonfile.KindArray && d.Count(*f.Get("squares")) == 0 {
				d.Fail(f.Get("squares"), path+".squares", "an area needs at least one square")
			}
		case f.Get("rect") != nil:
			var xs [4]jsonfile.Node
			if d.Tuple(f.Get("rect"), path+".rect", "[x0, y0, x1, y1], the corner squares", "number", xs[:]) {
				var c [4]int
				for j := range xs {
					c[j], _ = d.Whole(&xs[j], jsonfile.Index(path+".rect", j))
				}
				a.Rect = &SquareRect{grid.Cell{X: c[0], Y: c[1]}, grid.Cell{X: c[2], Y: c[3]}}
			}
		default:
			d.Fail(n, path, `missing "squares" or "rect" (want e.g. "rect": [2, 1, 4, 3])`)
		}
	case AnnotationCallout, AnnotationLabel:
		if v := f.Get("at"); v != nil {
			p, _ := d.point(v, path+".at")
			a.Points = []Point{p}
		} else {
			d.Fail(n, path, `missing "at" (want e.g. "at": [3, 2])`)
		}
		if a.Kind == AnnotationCallout {
			if v := f.Get("number"); v != nil {
				a.Number, _ = d.Whole(v, path+".number")
			} else {
				d.Fail(n, path, `missing "number" (want a whole number from 1 to %d)`, MaxCallout)
			}
		} else if f.Get("text") == nil {
			d.Fail(n, path, `missing "text"`)
		}
	}
	return a, d.Failures() == fails
}

// point reads [x, y] in squares; fractions are allowed.
func (d decoder) point(n *jsonfile.Node, path string) (Point, bool) {
	var xy [2]jsonfile.Node
	if !d.Tuple(n, path, "[x, y]", "number", xy[:]) {
		return Point{}, false
	}
	var v [2]float64
	ok := true
	for j, e := range xy {
		f, err := strconv.ParseFloat(d.Str(e), 64)
		if e.Kind != jsonfile.KindNumber || err != nil || math.Abs(f) > 1e9 {
			d.Fail(&e, jsonfile.Index(path, j), "got %s, want a number of squares", d.Describe(&e))
			ok = false
			continue
		}
		v[j] = f
	}
	return Point{v[0], v[1]}, ok
}

// squares reads [[x, y], ...] of whole squares.
func (d decoder) squares(n *jsonfile.Node, path string) []grid.Cell {
	const most = jsonfile.MaxGridSide * jsonfile.MaxGridSide // each square of the largest map once
	out := make([]grid.Cell, 0, min(d.Count(*n), most))
	for j, e := range d.List(n, path, "an array of squares like [[1, 2], [2, 2]]", most, "square") {
		// Read [x, y] of plain numbers without building a path: an area
		// may list a million squares.
		x, y, ok := d.Pair(e)
		if !ok {
			p := jsonfile.Index(path, j)
			var xy [2]jsonfile.Node
			if !d.Tuple(&e, p, "[x, y]", "number", xy[:]) {
				continue
			}
			var xok, yok bool
			x, xok = d.Whole(&xy[0], jsonfile.Index(p, 0))
			y, yok = d.Whole(&xy[1], jsonfile.Index(p, 1))
			if !xok || !yok {
				continue
			}
		}
		out = append(out, grid.Cell{X: x, Y: y})
	}
	return out
}

// annotations checks what Parse read and what Marshal is asked to write:
// that everything lies on the map, numbers and colours are known, and
// texts are not too long.
//
// read, when not nil, says which annotations were read well enough to check
// (Parse); the others were reported already.
func (v validator) annotations(w, h int, anns []Annotation, read []bool) {
	if len(anns) > MaxAnnotations {
		v.Report("annotations", "%d annotations is too many (at most %d)", len(anns), MaxAnnotations)
		return
	}
	onMap := func(path string, p Point) {
		if !(p.X >= -0.5 && p.Y >= -0.5 && p.X <= float64(w)-0.5 && p.Y <= float64(h)-0.5) {
			v.Report(path, "%s, %s is off the %dx%d map (want x from -0.5 to %g and y from -0.5 to %g: square centres are whole numbers)",
				jsonfile.FormatNum(p.X), jsonfile.FormatNum(p.Y), w, h, float64(w)-0.5, float64(h)-0.5)
		}
	}
	// square checks a square; path is a function so that a path is built
	// only for a problem: an area may list a million squares.
	square := func(path func() string, q grid.Cell) {
		if q.X < 0 || q.Y < 0 || q.X >= w || q.Y >= h {
			v.Report(path(), "square %d,%d is off the %dx%d map (x 0 to %d, y 0 to %d)", q.X, q.Y, w, h, w-1, h-1)
		}
	}
	for i := range anns {
		if read != nil && !read[i] {
			continue
		}
		a := &anns[i]
		path := jsonfile.Index("annotations", i)
		if a.Kind < AnnotationArrow || a.Kind > AnnotationLabel {
			v.Report(path, "unknown annotation kind %d", int(a.Kind))
			continue
		}
		path = jsonfile.Join(path, a.Kind.String())
		if a.Color != "" && !slices.Contains(AnnotationColors(), a.Color) {
			v.Report(path+".color", "unknown colour %q (want %s)", a.Color, jsonfile.OrList(AnnotationColors()))
		}
		if n := utf8.RuneCountInString(a.Text); n > MaxNoteText {
			v.Report(path+".text", "the text has %d characters, at most %d", n, MaxNoteText)
		}
		if strings.ContainsFunc(a.Text, unicode.IsControl) {
			v.Report(path+".text", "the text may not hold line breaks, tabs or other control characters (it is wrapped to fit)")
		}
		switch a.Kind {
		case AnnotationArrow:
			if a.FollowsSquares {
				if len(a.Points) < 2 {
					v.Report(path+".path", "a path needs at least 2 squares, got %d", len(a.Points))
				}
				for j, p := range a.Points {
					if p.X != math.Trunc(p.X) || p.Y != math.Trunc(p.Y) {
						v.Report(jsonfile.Index(path+".path", j), "%s, %s is not a whole square", jsonfile.FormatNum(p.X), jsonfile.FormatNum(p.Y))
						continue
					}
					square(func() string { return jsonfile.Index(path+".path", j) }, grid.Cell{X: int(p.X), Y: int(p.Y)})
				}
				break
			}
			if len(a.Points) != 2 {
				v.Report(path, "an arrow needs from and to, got %s", jsonfile.Plural(len(a.Points), "point"))
				break
			}
			onMap(path+".from", a.Points[0])
			onMap(path+".to", a.Points[1])
			if a.Points[0] == a.Points[1] {
				v.Report(path+".to", "the arrow ends where it starts")
			}
		case AnnotationArea:
			if a.Rect != nil {
				r := a.Rect
				if r.Min.X > r.Max.X || r.Min.Y > r.Max.Y {
					v.Report(path+".rect", "the corners %d,%d and %d,%d are the wrong way round (want the top-left square first)", r.Min.X, r.Min.Y, r.Max.X, r.Max.Y)
					break
				}
				rect := func() string { return path + ".rect" }
				square(rect, r.Min)
				square(rect, r.Max)
				break
			}
			if len(a.Squares) == 0 {
				v.Report(path+".squares", "an area needs at least one square")
			}
			for j, q := range a.Squares {
				square(func() string { return jsonfile.Index(path+".squares", j) }, q)
			}
		case AnnotationCallout, AnnotationLabel:
			if len(a.Points) != 1 {
				v.Report(path+".at", "want one point, got %d", len(a.Points))
				break
			}
			onMap(path+".at", a.Points[0])
			if a.Kind == AnnotationCallout && (a.Number < 1 || a.Number > MaxCallout) {
				v.Report(path+".number", "callout number %d is out of range (want 1 to %d)", a.Number, MaxCallout)
			}
			if a.Kind == AnnotationLabel && strings.TrimSpace(a.Text) == "" {
				v.Report(path+".text", "a label needs some text")
			}
		}
	}
}

// caption checks the caption's length.
func (v validator) caption(s string) {
	if n := utf8.RuneCountInString(s); n > MaxCaption {
		v.Report("caption", "the caption has %d characters, at most %d", n, MaxCaption)
	}
	if strings.ContainsFunc(s, func(r rune) bool { return unicode.IsControl(r) && r != '\n' }) {
		v.Report("caption", "the caption may not hold tabs or control characters other than line breaks")
	}
}

// annotationJSON writes one annotation on one line.
func annotationJSON(a *Annotation) string {
	var parts []string
	add := func(key, value string) { parts = append(parts, jsonfile.Quote(key)+": "+value) }
	point := func(p Point) string { return "[" + jsonfile.FormatNum(p.X) + ", " + jsonfile.FormatNum(p.Y) + "]" }
	switch a.Kind {
	case AnnotationArrow:
		if a.FollowsSquares {
			ps := make([]string, len(a.Points))
			for i, p := range a.Points {
				ps[i] = point(p)
			}
			add("path", "["+strings.Join(ps, ", ")+"]")
		} else {
			add("from", point(a.Points[0]))
			add("to", point(a.Points[1]))
		}
	case AnnotationArea:
		if a.Rect != nil {
			add("rect", fmt.Sprintf("[%d, %d, %d, %d]", a.Rect.Min.X, a.Rect.Min.Y, a.Rect.Max.X, a.Rect.Max.Y))
		} else {
			qs := make([]string, len(a.Squares))
			for i, q := range a.Squares {
				qs[i] = fmt.Sprintf("[%d, %d]", q.X, q.Y)
			}
			add("squares", "["+strings.Join(qs, ", ")+"]")
		}
	case AnnotationCallout, AnnotationLabel:
		add("at", point(a.Points[0]))
		if a.Kind == AnnotationCallout {
			add("number", strconv.Itoa(a.Number))
		}
	}
	if a.Text != "" {
		add("text", jsonfile.Quote(a.Text))
	}
	if a.Color != "" {
		add("color", jsonfile.Quote(a.Color))
	}
	if a.Dashed && (a.Kind == AnnotationArrow || a.Kind == AnnotationArea) {
		add("dashed", "true")
	}
	if a.Private {
		add("private", "true")
	}
	return "{" + jsonfile.Quote(a.Kind.String()) + ": {" + strings.Join(parts, ", ") + "}}"
}

// addAnnotations adds the "annotations" field, if there are any, one mark
// a line.
func addAnnotations(anns []Annotation, add func(key, value string)) {
	if len(anns) == 0 {
		return
	}
	rows := make([]string, len(anns))
	for i := range anns {
		rows[i] = annotationJSON(&anns[i])
	}
	add("annotations", jsonfile.Block(rows, "  "))
}
