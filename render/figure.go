package render

import (
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
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
	// Key lists callouts (Kind NoteCallout) whose Text explains them.
	Key     []Annotation
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
	ink := noteColor("", NoteLabel, t)
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
		addCallout(m, c, a.Number, noteColor(a.Color, NoteCallout, t))
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
		sh.Points = s.points(pts...)
		sh.Radius *= k
		sh.Width *= k
		sh.Dash *= k
		sh.Size *= k
		s.Shapes = append(s.Shapes, sh)
	}
}

// LegendEntry is one item of a figure's legend: a swatch drawn the way the
// map draws the thing, and what it is.
type LegendEntry struct {
	Label  string
	Swatch func(s *Scene, t *Theme) // draws into the unit square (0,0)-(1,1)
}

// Legend lists what the board shows, always in the same order and naming
// each thing the same way: the sides of the tokens, each wall material
// present (with the squares of forced movement it takes to break), raised
// or sunken ground, drops to fall from, liquid, difficult and damaging
// terrain; then the marks of a forced-movement preview that m says are shown.
func Legend(b *drawsteel.Board, m LegendMarks) []LegendEntry {
	var out []LegendEntry
	// one entry per side, in the order the sides first appear: heroes are
	// discs, everyone else octagons in the side's colour
	var sides []string
	for _, c := range b.Creatures {
		if !slices.Contains(sides, c.Side) {
			sides = append(sides, c.Side)
		}
	}
	out = append(out, SideEntries(sides)...)
	var mats [drawsteel.Unbreakable + 1]bool
	var raised, sunk, cliff, liquid, difficult, damaging bool
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			c := b.Cell(drawsteel.Square{X: x, Y: y})
			if c.HasWall() && c.Wall >= drawsteel.Glass && c.Wall <= drawsteel.Unbreakable {
				mats[c.Wall] = true
			}
			raised = raised || c.Ground > 0
			sunk = sunk || c.Ground < 0
			liquid = liquid || c.Liquid > 0
			difficult = difficult || c.Difficult
			damaging = damaging || c.Damaging > 0
			for _, n := range []drawsteel.Square{{X: x + 1, Y: y}, {X: x, Y: y + 1}} {
				if b.In(n) && grid.Abs(b.Cell(n).Ground-c.Ground) >= 2 {
					cliff = true
				}
			}
		}
	}
	for _, m := range drawsteel.Materials() {
		if !mats[m] {
			continue
		}
		label := m.String() + " wall"
		if n, _, ok := drawsteel.BreakCost(m); ok {
			sq := " squares"
			if n == 1 {
				sq = " square"
			}
			label += " (" + strconv.Itoa(n) + sq + " to break)"
		} else {
			label += " (never breaks)"
		}
		label = strings.ToUpper(label[:1]) + label[1:]
		out = append(out, LegendEntry{label, cellSwatch(drawsteel.Cell{Wall: m, WallHeight: 1}, true)})
	}
	if raised || sunk {
		out = append(out, LegendEntry{"Ground height", func(s *Scene, t *Theme) {
			s.AddRect(Rect{Point{0, 0}, Point{0.5, 1}}, t.GroundAt(0), color.RGBA{}, 0)
			s.AddRect(Rect{Point{0.5, 0}, Point{1, 1}}, t.GroundAt(1), color.RGBA{}, 0)
			s.AddLine(Point{0.5, 0}, Point{0.5, 1}, t.Step, 0.045)
			s.AddLabel(Point{0.75, 0.5}, "1", 0.4, t.HeightText, AlignCenter, true)
		}})
	}
	if cliff {
		out = append(out, LegendEntry{"Drop of 2 or more (a fall)", func(s *Scene, t *Theme) {
			s.AddRect(Rect{Point{0, 0}, Point{0.5, 1}}, t.GroundAt(2), color.RGBA{}, 0)
			s.AddRect(Rect{Point{0.5, 0}, Point{1, 1}}, t.GroundAt(0), color.RGBA{}, 0)
			s.AddRect(Rect{Point{0.5, 0}, Point{0.66, 1}}, rgba(0, 0, 0, 90), color.RGBA{}, 0)
			s.AddLine(Point{0.5, 0}, Point{0.5, 1}, t.Cliff, 0.11)
		}})
	}
	if liquid {
		out = append(out, LegendEntry{"Liquid", cellSwatch(drawsteel.Cell{Liquid: 1}, false)})
	}
	if difficult {
		out = append(out, LegendEntry{"Difficult terrain", cellSwatch(drawsteel.Cell{Difficult: true}, false)})
	}
	if damaging {
		out = append(out, LegendEntry{"Damaging terrain", cellSwatch(drawsteel.Cell{Damaging: 1}, false)})
	}
	if m.Area {
		out = append(out, LegendEntry{"Indicated area", func(s *Scene, t *Theme) {
			s.AddRect(Rect{Point{0, 0}, Point{1, 1}}, t.GroundAt(0), color.RGBA{}, 0)
			one := drawsteel.NewBoard(1, 1)
			addArea(s, one, []drawsteel.Pos{{}}, 1, t, spanOf(one, Rect{}))
		}})
	}
	if m.Path {
		out = append(out, LegendEntry{"Forced movement", func(s *Scene, t *Theme) {
			pts := []Point{{0.05, 0.5}, {0.62, 0.5}}
			s.Add(Shape{Kind: Polyline, Points: pts, Stroke: t.PathCasing, Width: 0.26})
			s.Add(Shape{Kind: Polyline, Points: pts, Stroke: t.PathInk, Width: 0.15})
			s.Add(arrowHead(Point{0, 0.5}, Point{0.95, 0.5}, t.PathInk, t.PathCasing))
		}})
	}
	if m.Collision {
		out = append(out, LegendEntry{"Collision", func(s *Scene, t *Theme) {
			s.Add(burst(Point{0.5, 0.5}, 0.45, t.Danger, t.DangerInk))
		}})
	}
	return out
}

// LegendMarks says which marks of a forced-movement preview a figure shows.
type LegendMarks struct{ Area, Path, Collision bool }

// PreviewMarks is the LegendMarks of an overlay: whether it is aimed, and
// whether its outcome has a collision.
func PreviewMarks(o *ForcedOverlay, area bool) LegendMarks {
	m := LegendMarks{Area: area}
	if o == nil || !o.HasAim {
		return m
	}
	m.Path = len(o.Path) > 0
	for _, e := range o.Outcome.Events {
		switch e.Kind {
		case drawsteel.EventSlamCreature, drawsteel.EventSlamObject, drawsteel.EventStopped:
			m.Collision = true
		}
	}
	return m
}

// cellSwatch draws one square as the map draws it.
func cellSwatch(c drawsteel.Cell, wall bool) func(s *Scene, t *Theme) {
	return func(s *Scene, t *Theme) {
		b := drawsteel.NewBoard(1, 1)
		b.SetCell(drawsteel.Square{}, c)
		var one Scene
		addGround(&one, b, t, spanOf(b, Rect{}), false)
		if wall {
			addWalls(&one, b, t, spanOf(b, Rect{}))
			// leave out the wall-height badge: the shapes after the last edge line
			last := len(one.Shapes)
			for last > 0 && one.Shapes[last-1].Kind != Polyline {
				last--
			}
			one.Shapes = one.Shapes[:last]
		}
		s.Shapes = append(s.Shapes, one.Shapes...)
	}
}

// addLegend lays the entries out in rows within width, from the top-left
// corner at, and returns the y below the last row.
func addLegend(s *Scene, entries []LegendEntry, at Point, width float64, t *Theme) float64 {
	ink := noteColor("", NoteLabel, t)
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
