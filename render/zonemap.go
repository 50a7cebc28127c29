package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/battlemap/battlemap/rules/zones"
)

// ZoneMap is a zone encounter to draw: the board, each zone's box in
// canvas units (LayoutZones, or the file's drawing) and, for a zone the
// file outlines, its corners.
type ZoneMap struct {
	Board    *zones.Board
	Boxes    []Rect
	Outlines [][]Point // nil, or nil for a zone drawn as its box
	// Throw, when set, previews a throw: every zone adjacent to the
	// target's marked legal or not.
	Throw *ZoneThrow
	// Selected is the creature whose Reach (zones.Move without a
	// destination) is shown: every zone within speed outlined, with its
	// cost and challenges. Hover is the zone under the pointer ("": none).
	Selected string
	Reach    []zones.Reach
	Hover    string
	// Moves previews the end of the round: each creature carried, by
	// id, and the zone it will be in, drawn as an arrow from its token.
	Moves map[string]string
}

// ZoneThrow is a throw to preview: the target, the result, and the
// options zones.ThrowOptions gives.
type ZoneThrow struct {
	Target  string
	Result  int
	Options []zones.ThrowOption
}

// Zone drawing sizes, in canvas units.
const (
	zoneTitle   = 0.62
	zoneInfo    = 0.4
	zoneHeader  = 1.75
	zoneTokenR  = 0.55
	zoneLinkW   = 0.11
	zoneLabelSz = 0.38
)

// zoneInk are the colours of a zone map, from the theme.
type zoneInk struct {
	paper, ink, dim, edge  color.RGBA
	hard, soft, water, ugl color.RGBA
	legal, illegal, link   color.RGBA
	swim                   color.RGBA // a swimming token's mark, under white text
}

func zoneColours(t *Theme) zoneInk {
	if t.LightPage() {
		return zoneInk{paper: t.Background, ink: rgb(20, 20, 20), dim: rgb(80, 80, 80), edge: rgb(40, 40, 40),
			hard: rgb(236, 232, 224), soft: rgb(222, 236, 208), water: rgb(200, 222, 244), ugl: rgb(244, 208, 200),
			legal: rgb(20, 130, 60), illegal: rgb(200, 30, 40), link: rgb(60, 60, 60), swim: rgb(20, 80, 160)}
	}
	return zoneInk{paper: t.Background, ink: rgb(240, 240, 240), dim: rgb(190, 196, 206), edge: rgb(200, 204, 212),
		hard: rgb(64, 66, 72), soft: rgb(58, 78, 56), water: rgb(36, 70, 110), ugl: rgb(100, 44, 44),
		legal: rgb(110, 230, 120), illegal: rgb(255, 90, 90), link: rgb(220, 220, 220), swim: rgb(30, 100, 200)}
}

// BuildZoneScene draws a zone map: each zone a named region with its
// elevation, surface, rating and limit (occupants / limit); links as
// doorways, ladders with their climb rating, and one-way drops as arrows;
// the tokens inside their zone, shrunk to fit however many there are; and
// the throw preview, if any.
func BuildZoneScene(zm ZoneMap, t Theme) *Scene {
	s := &Scene{Background: t.Background}
	ink := zoneColours(&t)
	m := zm.Board.Map()
	index := map[string]int{}
	for i, z := range m.Zones {
		index[z.ID] = i
	}
	box := func(i int) Rect {
		if i < len(zm.Boxes) {
			return zm.Boxes[i]
		}
		return Rect{}
	}
	bounds := Rect{Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}}
	for i := range m.Zones {
		b := box(i)
		bounds.Min.X, bounds.Min.Y = min(bounds.Min.X, b.Min.X), min(bounds.Min.Y, b.Min.Y)
		bounds.Max.X, bounds.Max.Y = max(bounds.Max.X, b.Max.X), max(bounds.Max.Y, b.Max.Y)
	}
	if len(m.Zones) == 0 {
		bounds = Rect{Max: Point{1, 1}}
	}
	const margin = 0.8
	s.Bounds = Rect{Point{bounds.Min.X - margin, bounds.Min.Y - margin}, Point{bounds.Max.X + margin, bounds.Max.Y + margin}}

	// zones first, links over them, tokens and labels on top
	for i, z := range m.Zones {
		b := box(i)
		fill := ink.hard
		switch z.Surface {
		case zones.Soft:
			fill = ink.soft
		case zones.Water:
			fill = ink.water
		case zones.Ungodly:
			fill = ink.ugl
		}
		width := 0.07
		if _, rated := z.Rating(); rated {
			width = 0.14
		}
		if i < len(zm.Outlines) && len(zm.Outlines[i]) >= 3 {
			s.AddPolygon(fill, ink.edge, width, zm.Outlines[i]...)
		} else {
			s.Add(Shape{Kind: Polygon, Points: roundedRect(b, 0.35), Fill: fill, Stroke: ink.edge, Width: width})
		}
	}
	detours := 0
	for _, l := range m.Links {
		a, b := index[l.From], index[l.To]
		if a < len(zm.Boxes) && b < len(zm.Boxes) {
			zoneLink(s, linkPath(zm.Boxes, a, b, &detours), l, m.Zones[a], m.Zones[b], ink)
		}
	}
	for i, z := range m.Zones {
		zoneText(s, box(i), z, len(zm.Board.Occupants(z.ID)), ink)
		zoneTokens(s, zm.Board, box(i), z, m.Bands, zm.Throw, zm.Selected, &t, ink)
	}
	if th := zm.Throw; th != nil {
		zoneThrow(s, zm, index, ink)
	}
	for _, r := range zm.Reach {
		i, ok := index[r.Zone]
		if !ok || i >= len(zm.Boxes) {
			continue
		}
		b := zm.Boxes[i]
		s.Add(Shape{Kind: Polygon, Points: roundedRect(Rect{Point{b.Min.X - 0.12, b.Min.Y - 0.12}, Point{b.Max.X + 0.12, b.Max.Y + 0.12}}, 0.45), Stroke: t.ReachInk, Width: 0.18})
		text := fmt.Sprintf("%d move", r.Cost)
		for _, c := range r.Challenges {
			if c.Rating != nil {
				text += fmt.Sprintf(" · %s %g", c.Kind, *c.Rating)
			} else {
				text += " · " + string(c.Kind)
			}
		}
		w := textWidth(text, 0.36, true) + 0.4
		cx, y := (b.Min.X+b.Max.X)/2, b.Max.Y+0.12
		s.Add(Shape{Kind: Polygon, Points: roundedRect(Rect{Point{cx - w/2, y - 0.3}, Point{cx + w/2, y + 0.3}}, 0.22), Fill: t.ReachInk})
		s.AddLabel(Point{cx, y}, text, 0.36, rgb(16, 16, 20), AlignCenter, true)
	}
	// the zone under the pointer over the reach outlines: the drop target
	if i, ok := index[zm.Hover]; ok && i < len(zm.Boxes) {
		b := zm.Boxes[i]
		s.Add(Shape{Kind: Polygon, Points: roundedRect(Rect{Point{b.Min.X + 0.06, b.Min.Y + 0.06}, Point{b.Max.X - 0.06, b.Max.Y - 0.06}}, 0.3), Stroke: t.Hover, Width: 0.12})
	}
	zoneMoves(s, zm, index, t)
	return s
}

// zoneMoves draws the end of the round previewed: an arrow from each
// carried creature's token to the zone it will be in.
func zoneMoves(s *Scene, zm ZoneMap, index map[string]int, t Theme) {
	for _, c := range zm.Board.Map().Creatures {
		to, ok := zm.Moves[c.ID]
		from, okFrom := index[c.Zone]
		j, okTo := index[to]
		if !ok || !okFrom || !okTo || to == c.Zone || from >= len(zm.Boxes) || j >= len(zm.Boxes) {
			continue
		}
		a, ok := ZoneTokenCentre(zm.Board, zm.Boxes, c.Zone, from, c.ID)
		if !ok {
			continue
		}
		b := zm.Boxes[j]
		centre := Point{(b.Min.X + b.Max.X) / 2, (b.Min.Y + b.Max.Y) / 2}
		edge := clipToBox(b, centre, a)
		// the tip a little inside the zone it points to
		end := Point{edge.X + (centre.X-edge.X)*0.3, edge.Y + (centre.Y-edge.Y)*0.3}
		dx, dy := end.X-a.X, end.Y-a.Y
		d := math.Hypot(dx, dy)
		if d < 1e-9 {
			continue
		}
		ux, uy := dx/d, dy/d
		nx, ny := -uy, ux
		start := Point{a.X + ux*zoneTokenR, a.Y + uy*zoneTokenR}
		shaft := Point{end.X - ux*0.5, end.Y - uy*0.5}
		s.AddLine(start, shaft, t.Ghost, 0.16)
		s.AddPolygon(t.Ghost, color.RGBA{}, 0, end, Point{end.X - ux*0.6 + nx*0.35, end.Y - uy*0.6 + ny*0.35}, Point{end.X - ux*0.6 - nx*0.35, end.Y - uy*0.6 - ny*0.35})
	}
}

// roundedRect is a rectangle with its corners cut round.
func roundedRect(r Rect, rad float64) []Point {
	rad = min(rad, (r.Max.X-r.Min.X)/2, (r.Max.Y-r.Min.Y)/2)
	var pts []Point
	corners := [4]struct{ c Point }{{Point{r.Max.X - rad, r.Min.Y + rad}}, {Point{r.Max.X - rad, r.Max.Y - rad}}, {Point{r.Min.X + rad, r.Max.Y - rad}}, {Point{r.Min.X + rad, r.Min.Y + rad}}}
	for k, c := range corners {
		for j := 0; j <= 4; j++ {
			a := (float64(k)-1)*math.Pi/2 + float64(j)*math.Pi/8
			pts = append(pts, Point{c.c.X + rad*math.Cos(a), c.c.Y + rad*math.Sin(a)})
		}
	}
	return pts
}

// zoneText writes the zone's name, its badges (rating, limit) and a line
// of what it is: elevation, surface, depth, tile effect, damage.
func zoneText(s *Scene, b Rect, z zones.Zone, occupants int, ink zoneInk) {
	name := z.Name
	if name == "" {
		name = z.ID
	}
	x, y := b.Min.X+0.35, b.Min.Y+0.5
	// badges on the right: the rating and the limit
	right := b.Max.X - 0.3
	var badges []string
	if z.Limit > 0 {
		badges = append(badges, fmt.Sprintf("%d/%d", occupants, z.Limit))
	}
	if r, ok := z.Rating(); ok {
		badges = append(badges, fmt.Sprintf("DT %d", r))
	}
	for _, text := range badges {
		w := textWidth(text, zoneInfo, true) + 0.3
		bg, fg := ink.ink, ink.paper
		if strings.Contains(text, "/") && occupants >= z.Limit {
			bg = ink.illegal
		}
		s.Add(Shape{Kind: Polygon, Points: roundedRect(Rect{Point{right - w, y - 0.29}, Point{right, y + 0.29}}, 0.2), Fill: bg})
		s.AddLabel(Point{right - w/2, y}, text, zoneInfo, fg, AlignCenter, true)
		right -= w + 0.15
	}
	maxName := int((right - x) / (zoneTitle * 0.55))
	s.AddLabel(Point{x, y}, shorten(name, maxName), zoneTitle, ink.ink, AlignLeft, true)
	var parts []string
	parts = append(parts, fmt.Sprintf("%s m", trimNum(z.Elevation)))
	switch z.Surface {
	case zones.Water:
		parts = append(parts, fmt.Sprintf("water %s m deep", trimNum(z.Depth)))
	case zones.Soft, zones.Ungodly:
		parts = append(parts, string(z.Surface))
	}
	if z.Surface != zones.Water && z.Depth > 0 {
		parts = append(parts, fmt.Sprintf("%s m deep", trimNum(z.Depth)))
	}
	if z.Damage > 0 {
		parts = append(parts, fmt.Sprintf("%d damage", z.Damage))
	}
	maxInfo := int((b.Max.X - x - 0.3) / (zoneInfo * 0.52))
	s.AddLabel(Point{x, y + 0.62}, shorten(strings.Join(parts, " · "), maxInfo), zoneInfo, ink.dim, AlignLeft, false)
	if e := z.Effect; e != nil {
		text := string(e.Kind)
		if e.To != "" {
			text += " → " + e.To
		}
		s.AddLabel(Point{x, y + 1.12}, shorten(text, maxInfo), zoneInfo, ink.ink, AlignLeft, true)
	}
}

// zoneTokens draws the zone's creatures where zoneTokenPlaces puts them.
// Each token carries its marks (zoneMarks): swimming, its height band.
func zoneTokens(s *Scene, bd *zones.Board, b Rect, z zones.Zone, bands bool, th *ZoneThrow, selected string, t *Theme, ink zoneInk) {
	sel, hasSel := bd.Creature(selected)
	for _, tp := range zoneTokenPlaces(bd, b, z.ID) {
		c, _ := bd.Creature(tp.id)
		ring := t.TokenRing
		width := tp.r * 0.14
		if th != nil && th.Target == tp.id {
			ring, width = ink.illegal, tp.r*0.3
		}
		if selected == tp.id {
			ring, width = t.Select, tp.r*0.3
		}
		s.Add(Disc(tp.at, tp.r, t.SideColor(c.Side), ring, width))
		name := c.Name
		if name == "" {
			name = c.ID
		}
		in := initials(name)
		s.AddLabel(tp.at, in, tp.r*min(0.95, 1.9/float64(utf8.RuneCountInString(in))), t.TokenText, AlignCenter, true)
		if tp.named {
			s.AddLabel(Point{tp.at.X, tp.at.Y + tp.r + tp.cell*0.14}, shorten(name, int(tp.cell/(0.3*0.55))), 0.3, ink.ink, AlignCenter, false)
		}
		var from *zones.Creature
		if hasSel && bands && selected != tp.id {
			from = &sel
		}
		zoneMarks(s, tp, zoneMarkTexts(c, z, bands, from), zones.SwimIn(c, z).Swimming, ink)
	}
}

// tokenPlace is where a creature's token is drawn in its zone.
type tokenPlace struct {
	id      string
	at      Point
	r, cell float64
	named   bool
	// left and right bound the room for the token's marks: its cell, or
	// the zone's width when the token is alone in its row.
	left, right float64
}

// zoneTokenPlaces arranges a zone's creatures in a grid under its header,
// shrinking the grid until every one fits.
func zoneTokenPlaces(bd *zones.Board, b Rect, zone string) []tokenPlace {
	ids := bd.Occupants(zone)
	if len(ids) == 0 {
		return nil
	}
	area := Rect{Point{b.Min.X + 0.25, b.Min.Y + zoneHeader}, Point{b.Max.X - 0.25, b.Max.Y - 0.2}}
	w, h := area.Max.X-area.Min.X, area.Max.Y-area.Min.Y
	cols, rows, cell := TokenGrid(len(ids), w, h)
	named := cell >= 1.1
	r := min(zoneTokenR, cell*0.36)
	if named {
		r = min(zoneTokenR, cell*0.32)
	}
	// centre the grid in the area
	x0 := area.Min.X + (w-float64(cols)*cell)/2
	used := (len(ids) + cols - 1) / cols
	y0 := area.Min.Y + (h-float64(min(used, rows))*cell)/2
	out := make([]tokenPlace, len(ids))
	for k, id := range ids {
		cx := x0 + (float64(k%cols)+0.5)*cell
		cy := y0 + (float64(k/cols)+0.5)*cell
		if named {
			cy -= cell * 0.12
		}
		left, right := cx-cell/2, cx+cell/2
		if k%cols == 0 && k == len(ids)-1 {
			left, right = area.Min.X, area.Max.X // alone in its row
		}
		out[k] = tokenPlace{id: id, at: Point{cx, cy}, r: r, cell: cell, named: named, left: left, right: right}
	}
	return out
}

// TokenGrid returns the columns, rows and cell size of the largest grid
// of square cells (at most 1.6 units) in a w x h area that holds n
// tokens.
func TokenGrid(n int, w, h float64) (cols, rows int, cell float64) {
	if n <= 0 || w <= 0 || h <= 0 {
		return 1, 1, 0
	}
	cell = min(1.6, w, h)
	for {
		cols, rows = max(1, int(w/cell)), max(1, int(h/cell))
		if cols*rows >= n {
			return cols, rows, cell
		}
		cell *= 0.94
	}
}

// zoneLink draws a link along pts: a doorway (a plain band), a ladder
// with its climb rating, or a one-way drop as an arrow.
func zoneLink(s *Scene, pts []Point, l zones.Link, za, zb zones.Zone, ink zoneInk) {
	if len(pts) < 2 {
		return
	}
	drop := l.OneWay || l.Drop
	last, prev := pts[len(pts)-1], pts[len(pts)-2]
	dx, dy := last.X-prev.X, last.Y-prev.Y
	d := math.Hypot(dx, dy)
	if d < 1e-9 {
		return
	}
	ux, uy := dx/d, dy/d
	nx, ny := -uy, ux
	var label string
	switch {
	case l.Climb > 0:
		// a ladder: two rails and rungs
		const half = 0.2
		for i := 1; i < len(pts); i++ {
			p, q := pts[i-1], pts[i]
			sd := math.Hypot(q.X-p.X, q.Y-p.Y)
			if sd < 1e-9 {
				continue
			}
			sx, sy := (q.X-p.X)/sd, (q.Y-p.Y)/sd
			mx, my := -sy*half, sx*half
			s.AddLine(Point{p.X + mx, p.Y + my}, Point{q.X + mx, q.Y + my}, ink.link, 0.07)
			s.AddLine(Point{p.X - mx, p.Y - my}, Point{q.X - mx, q.Y - my}, ink.link, 0.07)
			for k := 0.25; k < sd; k += 0.4 {
				c := Point{p.X + sx*k, p.Y + sy*k}
				s.AddLine(Point{c.X + mx, c.Y + my}, Point{c.X - mx, c.Y - my}, ink.link, 0.06)
			}
		}
		label = fmt.Sprintf("climb %d", l.Climb)
	case drop:
		line := append([]Point(nil), pts...)
		line[len(line)-1] = Point{last.X - ux*0.45, last.Y - uy*0.45}
		s.Shapes = append(s.Shapes, Shape{Kind: Polyline, Points: line, Stroke: ink.link, Width: zoneLinkW, Dash: 0.3})
		s.AddPolygon(ink.link, color.RGBA{}, 0, last, Point{last.X - ux*0.55 + nx*0.3, last.Y - uy*0.55 + ny*0.3}, Point{last.X - ux*0.55 - nx*0.3, last.Y - uy*0.55 - ny*0.3})
		if fall := za.Elevation - zb.Elevation; fall > 0 {
			label = fmt.Sprintf("drop %s m", trimNum(fall))
		} else {
			label = "one way"
		}
	default:
		// a doorway: a wide band through both walls
		s.AddPolyline(ink.link, 0.34, pts...)
		s.AddPolyline(ink.paper, 0.18, pts...)
	}
	if label != "" {
		mid := midpoint(pts)
		w := textWidth(label, zoneLabelSz, true) + 0.3
		s.Add(Shape{Kind: Polygon, Points: roundedRect(Rect{Point{mid.X - w/2, mid.Y - 0.27}, Point{mid.X + w/2, mid.Y + 0.27}}, 0.2), Fill: ink.paper, Stroke: ink.link, Width: 0.04})
		s.AddLabel(mid, label, zoneLabelSz, ink.ink, AlignCenter, true)
	}
}

// midpoint is the point halfway along a polyline.
func midpoint(pts []Point) Point {
	total := 0.0
	for i := 1; i < len(pts); i++ {
		total += math.Hypot(pts[i].X-pts[i-1].X, pts[i].Y-pts[i-1].Y)
	}
	half := total / 2
	for i := 1; i < len(pts); i++ {
		p, q := pts[i-1], pts[i]
		sd := math.Hypot(q.X-p.X, q.Y-p.Y)
		if sd >= half && sd > 0 {
			return Point{p.X + (q.X-p.X)*half/sd, p.Y + (q.Y-p.Y)*half/sd}
		}
		half -= sd
	}
	return pts[0]
}

// linkPath is the line a link is drawn along: straight between the
// facing walls, or, when another box stands in the way, out of the
// bottom of both boxes and along beneath them (detour counts the detours
// drawn so far, so that they do not run on top of each other).
func linkPath(boxes []Rect, a, b int, detour *int) []Point {
	ra, rb := boxes[a], boxes[b]
	p, q := edgePoints(ra, rb)
	sameRow := min(ra.Max.Y, rb.Max.Y)-max(ra.Min.Y, rb.Min.Y) > 1
	blocked := false
	for i, r := range boxes {
		if !sameRow {
			break
		}
		if i != a && i != b && segmentHitsBox(p, q, r) {
			blocked = true
			break
		}
	}
	if !blocked {
		return []Point{p, q}
	}
	*detour++
	y := max(ra.Max.Y, rb.Max.Y) + 0.55 + 0.5*float64((*detour-1)%3)
	xa := ra.Min.X + (ra.Max.X-ra.Min.X)*(0.3+0.12*float64(*detour%3))
	xb := rb.Min.X + (rb.Max.X-rb.Min.X)*(0.7-0.12*float64(*detour%3))
	return []Point{{xa, ra.Max.Y}, {xa, y}, {xb, y}, {xb, rb.Max.Y}}
}

// segmentHitsBox reports whether the segment pq passes through r.
func segmentHitsBox(p, q Point, r Rect) bool {
	// sample along the segment: boxes are large beside the step
	for k := 1; k < 40; k++ {
		t := float64(k) / 40
		x, y := p.X+(q.X-p.X)*t, p.Y+(q.Y-p.Y)*t
		if x > r.Min.X && x < r.Max.X && y > r.Min.Y && y < r.Max.Y {
			return true
		}
	}
	return false
}

// edgePoints are where the line between the centres of two boxes leaves
// the first and enters the second.
func edgePoints(a, b Rect) (Point, Point) {
	ca := Point{(a.Min.X + a.Max.X) / 2, (a.Min.Y + a.Max.Y) / 2}
	cb := Point{(b.Min.X + b.Max.X) / 2, (b.Min.Y + b.Max.Y) / 2}
	// boxes side by side or one above the other: a straight link between
	// the facing walls where they overlap reads best
	if lo, hi := max(a.Min.X, b.Min.X), min(a.Max.X, b.Max.X); hi-lo > 1 {
		x := (lo + hi) / 2
		if ca.Y < cb.Y {
			return Point{x, a.Max.Y}, Point{x, b.Min.Y}
		}
		return Point{x, a.Min.Y}, Point{x, b.Max.Y}
	}
	if lo, hi := max(a.Min.Y, b.Min.Y), min(a.Max.Y, b.Max.Y); hi-lo > 1 {
		y := (lo + hi) / 2
		if ca.X < cb.X {
			return Point{a.Max.X, y}, Point{b.Min.X, y}
		}
		return Point{a.Min.X, y}, Point{b.Max.X, y}
	}
	return clipToBox(a, ca, cb), clipToBox(b, cb, ca)
}

// clipToBox is where the segment from c (inside r) towards o leaves r.
func clipToBox(r Rect, c, o Point) Point {
	dx, dy := o.X-c.X, o.Y-c.Y
	t := 1.0
	if dx > 0 {
		t = min(t, (r.Max.X-c.X)/dx)
	} else if dx < 0 {
		t = min(t, (r.Min.X-c.X)/dx)
	}
	if dy > 0 {
		t = min(t, (r.Max.Y-c.Y)/dy)
	} else if dy < 0 {
		t = min(t, (r.Min.Y-c.Y)/dy)
	}
	return Point{c.X + dx*t, c.Y + dy*t}
}

// zoneThrow marks every zone adjacent to the target's: legal or not,
// with the result it needs and the landing damage.
func zoneThrow(s *Scene, zm ZoneMap, index map[string]int, ink zoneInk) {
	th := zm.Throw
	if c, ok := zm.Board.Creature(th.Target); ok {
		if i, ok := index[c.Zone]; ok && i < len(zm.Boxes) {
			b := zm.Boxes[i]
			name := c.Name
			if name == "" {
				name = c.ID
			}
			text := fmt.Sprintf("THROW %s · result %d", strings.ToUpper(name), th.Result)
			w := textWidth(text, 0.36, true) + 0.4
			cx, y := (b.Min.X+b.Max.X)/2, b.Max.Y+0.12
			s.Add(Shape{Kind: Polygon, Points: roundedRect(Rect{Point{cx - w/2, y - 0.3}, Point{cx + w/2, y + 0.3}}, 0.22), Fill: ink.ink})
			s.AddLabel(Point{cx, y}, text, 0.36, ink.paper, AlignCenter, true)
		}
	}
	for _, o := range th.Options {
		i, ok := index[o.Zone]
		if !ok || i >= len(zm.Boxes) {
			continue
		}
		b := zm.Boxes[i]
		c := ink.legal
		if !o.Legal {
			c = ink.illegal
		}
		s.Add(Shape{Kind: Polygon, Points: roundedRect(Rect{Point{b.Min.X - 0.12, b.Min.Y - 0.12}, Point{b.Max.X + 0.12, b.Max.Y + 0.12}}, 0.45), Stroke: c, Width: 0.2})
		var lines []string
		if o.Legal {
			lines = append(lines, "THROW HERE")
		} else {
			lines = append(lines, "NO: "+strings.ToLower(o.Refused))
		}
		if o.Needs > 0 {
			lines = append(lines, fmt.Sprintf("needs %d+ (has %d)", o.Needs, th.Result))
		}
		switch {
		case o.Fall != nil:
			lines = append(lines, fmt.Sprintf("falls %s m: %d damage", trimNum(o.Fall.Metres), o.Damage))
		case o.Damage > 0:
			lines = append(lines, fmt.Sprintf("%d damage", o.Damage))
		default:
			lines = append(lines, "no damage")
		}
		text := strings.Join(lines, " · ")
		size := 0.36
		w := textWidth(text, size, true) + 0.4
		if w > b.Max.X-b.Min.X+1 {
			size *= (b.Max.X - b.Min.X + 1) / w
			w = textWidth(text, size, true) + 0.4
		}
		cx, y := (b.Min.X+b.Max.X)/2, b.Max.Y+0.12
		s.Add(Shape{Kind: Polygon, Points: roundedRect(Rect{Point{cx - w/2, y - 0.3}, Point{cx + w/2, y + 0.3}}, 0.22), Fill: c})
		s.AddLabel(Point{cx, y}, text, size, ink.paper, AlignCenter, true)
	}
}

// shorten cuts a text to n characters with an ellipsis.
func shorten(s string, n int) string {
	if n < 2 {
		n = 2
	}
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// initials are a token's one or two letters.
func initials(name string) string {
	f := strings.Fields(name)
	switch {
	case len(f) >= 2 && strings.Trim(f[len(f)-1], "0123456789") == "" && len(f[len(f)-1]) <= 3:
		// "Goblin 12": G12, not G1 for every goblin from 10 to 19
		a, _ := utf8.DecodeRuneInString(f[0])
		return strings.ToUpper(string(a)) + f[len(f)-1]
	case len(f) >= 2:
		a, _ := utf8.DecodeRuneInString(f[0])
		b, _ := utf8.DecodeRuneInString(f[1])
		return strings.ToUpper(string([]rune{a, b}))
	case len(f) == 1:
		r := []rune(f[0])
		if len(r) >= 2 {
			return strings.ToUpper(string(r[0])) + string(r[1])
		}
		return strings.ToUpper(f[0])
	}
	return "?"
}

// trimNum writes a number of metres the shortest way.
func trimNum(f float64) string { return fmt.Sprintf("%g", f) }

// ZoneTokenAt is the creature whose token in zone i holds p, or "": the
// same grid BuildZoneScene draws.
func ZoneTokenAt(bd *zones.Board, boxes []Rect, zone string, i int, p Point) string {
	for _, t := range zoneTokenPlaces(bd, boxes[i], zone) {
		if math.Hypot(p.X-t.at.X, p.Y-t.at.Y) <= t.r {
			return t.id
		}
	}
	return ""
}

// ZoneTokenCentre is the centre of a creature's token in zone i, as
// BuildZoneScene draws it (false when the creature is not in the zone).
func ZoneTokenCentre(bd *zones.Board, boxes []Rect, zone string, i int, id string) (Point, bool) {
	for _, t := range zoneTokenPlaces(bd, boxes[i], zone) {
		if t.id == id {
			return t.at, true
		}
	}
	return Point{}, false
}
