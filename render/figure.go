package render

import (
	"image/color"
	"math"
	"slices"
	"strings"
)

// Figure is what an exported figure shows beneath the part of the map it
// crops: a side view, a legend, the key to the numbered callouts and a
// caption, in that order, each as wide as the map part.
type Figure struct {
	// Region is the part of the map scene shown, in map units.
	Region Rect
	// SideView is a cross-section (BuildSideView) to show under the map;
	// nil for none.
	SideView *Scene
	Legend   []LegendEntry
	// Key lists the numbered callouts and what each explains.
	Key     []Callout
	Caption string
}

// Figure layout, in map units (squares).
const (
	figurePad     = 0.35 // space around and between the parts
	captionSize   = 0.3
	keySize       = 0.28
	legendSize    = 0.26
	legendSwatch  = 0.56
	sideViewTitle = 0.26
)

// Compose lays the figure out around m, the map scene: it masks what lies
// outside Region (so a cropped map does not show through), adds the parts
// below it and sets m.Bounds to the whole figure. m is changed and
// returned.
func (f *Figure) Compose(m *Scene, t *Theme) *Scene {
	reg := f.Region
	mapEnd := len(m.Shapes)
	left, width := reg.Min.X, reg.Max.X-reg.Min.X
	right := reg.Max.X
	y := reg.Max.Y
	below := f.SideView != nil || len(f.Legend) > 0 || len(f.Key) > 0 || strings.TrimSpace(f.Caption) != ""
	if below {
		y += figurePad * 0.5
	}
	ink := NoteColor("", NoteLabel, t)
	dim := t.CoordText
	if sv := f.SideView; sv != nil {
		m.AddLabel(Point{left + figurePad, y + sideViewTitle/2 + 0.05}, "SIDE VIEW", sideViewTitle, dim, AlignLeft, true)
		y += sideViewTitle + 0.15
		at := Point{left + figurePad, y}
		m.AddScene(sv, at, 1)
		sw, sh := sv.Bounds.Max.X-sv.Bounds.Min.X, sv.Bounds.Max.Y-sv.Bounds.Min.Y
		m.AddRect(Rect{at, Point{at.X + sw, at.Y + sh}}, color.RGBA{}, t.AreaEdge, 0.04)
		right = math.Max(right, at.X+sw+figurePad)
		y += sh + figurePad
	}
	if len(f.Legend) > 0 {
		y = addLegend(m, f.Legend, Point{left + figurePad, y}, width-2*figurePad, t) + figurePad*0.6
	}
	for i := range f.Key {
		a := &f.Key[i]
		lines := wrapText(a.Text, keySize, width-2*figurePad-0.75, false)
		if len(lines) == 0 {
			continue
		}
		c := Point{left + figurePad + 0.25, y + keySize*0.7}
		AddCallout(m, c, a.Number, NoteColor(a.Color, NoteCallout, t))
		m.Shapes[len(m.Shapes)-2].Radius = 0.24
		m.Shapes[len(m.Shapes)-1].Size = 0.3
		for j, l := range lines {
			m.AddLabel(Point{left + figurePad + 0.65, y + keySize*0.7 + float64(j)*keySize*1.35}, l, keySize, ink, AlignLeft, false)
		}
		y += math.Max(0.6, float64(len(lines))*keySize*1.35) + 0.1
	}
	if c := strings.TrimSpace(f.Caption); c != "" {
		y += 0.05
		title, body := splitCaption(c)
		if title != "" {
			m.AddLabel(Point{left + figurePad, y + captionSize*0.6}, title, captionSize*1.05, ink, AlignLeft, true)
			y += captionSize * 1.5
		}
		for _, l := range wrapText(body, captionSize, width-2*figurePad, false) {
			m.AddLabel(Point{left + figurePad, y + captionSize*0.6}, l, captionSize, ink, AlignLeft, false)
			y += captionSize * 1.4
		}
	}
	if below {
		y += figurePad * 0.6
	}
	fig := Rect{reg.Min, Point{right, math.Max(y, reg.Max.Y)}}
	// mask the map outside the region, under the parts just added
	var mask []Shape
	bg := m.Background
	for _, r := range []Rect{
		{Point{fig.Min.X, reg.Max.Y}, fig.Max},                     // below
		{Point{reg.Max.X, fig.Min.Y}, Point{fig.Max.X, reg.Max.Y}}, // right
	} {
		if r.Max.X > r.Min.X && r.Max.Y > r.Min.Y {
			mask = append(mask, Rectangle(r, bg, color.RGBA{}, 0))
		}
	}
	if len(mask) > 0 {
		parts := append([]Shape(nil), m.Shapes[mapEnd:]...)
		m.Shapes = append(append(m.Shapes[:mapEnd], mask...), parts...)
	}
	m.Bounds = fig
	return m
}

// splitCaption splits "Forced Movement: The fury pushes ..." into a title
// and the text; a caption without a short title before ": " is all text.
func splitCaption(c string) (title, body string) {
	i := strings.Index(c, ": ")
	if i <= 0 || i > 40 || strings.ContainsAny(c[:i], ".!?") {
		return "", c
	}
	return c[:i], strings.TrimSpace(c[i+2:])
}

// AddScene draws o into s: its background over its bounds, then its
// shapes, scaled by k and moved so that o's top-left corner is at at.
func (s *Scene) AddScene(o *Scene, at Point, k float64) {
	tr := func(p Point) Point {
		return Point{at.X + (p.X-o.Bounds.Min.X)*k, at.Y + (p.Y-o.Bounds.Min.Y)*k}
	}
	if o.Background.A > 0 {
		s.AddRect(Rect{tr(o.Bounds.Min), tr(o.Bounds.Max)}, o.Background, color.RGBA{}, 0)
	}
	for _, sh := range o.Shapes {
		pts := make([]Point, len(sh.Points))
		for i, p := range sh.Points {
			pts[i] = tr(p)
		}
		sh.Points = s.Arena(pts...)
		sh.Radius *= k
		sh.Width *= k
		sh.Dash *= k
		sh.Size *= k
		s.Shapes = append(s.Shapes, sh)
	}
}

// Callout is a line of a figure's key: the number of a callout on the map,
// its palette colour (NoteColor) and what it explains.
type Callout struct {
	Number int
	Color  string
	Text   string
}

// LegendEntry is one item of a figure's legend: a swatch drawn the way the
// map draws the thing, and what it is.
type LegendEntry struct {
	Label  string
	Swatch func(s *Scene, t *Theme) // draws into the unit square (0,0)-(1,1)
}

// addLegend lays the entries out in rows within width, from the top-left
// corner at, and returns the y below the last row.
func addLegend(s *Scene, entries []LegendEntry, at Point, width float64, t *Theme) float64 {
	ink := NoteColor("", NoteLabel, t)
	x, y := at.X, at.Y
	const gap = 0.45
	for _, e := range entries {
		w := legendSwatch + 0.15 + TextWidth(e.Label, legendSize, false)
		if x > at.X && x+w > at.X+width {
			x, y = at.X, y+legendSwatch+0.2
		}
		var sw Scene
		sw.Bounds = Rect{Point{0, 0}, Point{1, 1}}
		e.Swatch(&sw, t)
		s.AddScene(&sw, Point{x, y}, legendSwatch)
		s.AddRect(Rect{Point{x, y}, Point{x + legendSwatch, y + legendSwatch}}, color.RGBA{}, t.Outline, 0.02)
		s.AddLabel(Point{x + legendSwatch + 0.15, y + legendSwatch/2}, e.Label, legendSize, ink, AlignLeft, false)
		x += w + gap
	}
	return y + legendSwatch
}

// Extent is the rectangle the shapes cover (text estimated from the
// average width of its letters), or the zero Rect for none.
func Extent(shapes []Shape) Rect {
	r := Rect{Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}}
	grow := func(p Point, dx, dy float64) {
		r.Min.X, r.Min.Y = math.Min(r.Min.X, p.X-dx), math.Min(r.Min.Y, p.Y-dy)
		r.Max.X, r.Max.Y = math.Max(r.Max.X, p.X+dx), math.Max(r.Max.Y, p.Y+dy)
	}
	for i := range shapes {
		sh := &shapes[i]
		switch sh.Kind {
		case Circle:
			if len(sh.Points) > 0 {
				grow(sh.Points[0], sh.Radius+sh.Width/2, sh.Radius+sh.Width/2)
			}
		case Text:
			if len(sh.Points) == 0 {
				continue
			}
			w := TextWidth(sh.Text, sh.Size, sh.Bold)
			p := sh.Points[0]
			switch sh.Align {
			case AlignLeft:
				p.X += w / 2
			case AlignRight:
				p.X -= w / 2
			}
			grow(p, w/2, sh.Size*0.6)
		default:
			for _, p := range sh.Points {
				grow(p, sh.Width/2, sh.Width/2)
			}
		}
	}
	if r.Min.X > r.Max.X {
		return Rect{}
	}
	return r
}

// SideEntries are the legend's entries for the sides of the tokens: heroes
// first (discs), then the others in the order given (octagons in the
// side's colour).
func SideEntries(sides []string) []LegendEntry {
	sides = slices.Clone(sides)
	slices.SortStableFunc(sides, func(a, b string) int { return boolOrder(a != "heroes") - boolOrder(b != "heroes") })
	var out []LegendEntry
	for _, side := range sides {
		out = append(out, LegendEntry{sideLegend(side), func(s *Scene, t *Theme) {
			body := TokenBody(t.SideShape(side), 0.5, 0.5, 0.43)
			body.Fill, body.Stroke, body.Width = t.SideColor(side), t.Outline, 0.05
			s.Add(body)
		}})
	}
	return out
}

// sideLegend names a side's tokens in a legend: "Hero", "Enemy", or the
// side as the file writes it.
func sideLegend(side string) string {
	switch side {
	case "heroes":
		return "Hero"
	case "enemies":
		return "Enemy"
	case "":
		return "Creature"
	}
	return strings.ToUpper(side[:1]) + side[1:]
}

func boolOrder(b bool) int {
	if b {
		return 1
	}
	return 0
}
