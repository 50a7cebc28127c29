package zones

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/battlemap/battlemap/render"

	"github.com/battlemap/battlemap/rules/zones"
)

// Map is a zone encounter to draw: the board, each zone's box in
// canvas units (LayoutZones, or the file's drawing) and, for a zone the
// file outlines, its corners.
type Map struct {
	Board    *zones.Board
	Boxes    []render.Rect
	Outlines [][]render.Point // nil, or nil for a zone drawn as its box
	// Throw, when set, previews a throw: every zone adjacent to the
	// target's marked legal or not.
	Throw *Throw
	// Selected is the creature whose Reach (zones.Move without a
	// destination) is shown: every zone within speed outlined, with its
	// cost and challenges. Hover is the zone under the pointer ("": none).
	Selected string
	Reach    []zones.Reach
	Hover    string
	// Moves previews the end of the round: each creature carried, by
	// id, and the zone it will be in, drawn as an arrow from its token.
	Moves map[string]string
	// MinText is the smallest size, in canvas units, of a token's
	// initials and name, a zone's title, badges and small texts
	// (elevation, surface, damage, effect) and a link's label: the
	// window's minimum text height at its zoom, so they read from across
	// the room. Texts grow towards it (a title a little larger, one size
	// across the map; names no larger than their zone's title; link
	// labels one size, clear of everything else; one-way arrows with
	// them) as far as their token, zone or gap holds, and are staggered,
	// wrapped or shortened to fit without overlapping; 0 (exports) keeps
	// the drawing sizes.
	MinText float64
	// Scale, when above 0, is the zoom the scene is drawn at, in pixels a
	// canvas unit (the window's, or an export's scale). Where the paper
	// line down a doorway's band would be under a pixel wide (a band with
	// a middle cannot be drawn), or the links' bands would cover the whole
	// map one over another, the links are drawn as a web of hairlines
	// (linkWeb): a large map seen whole costs the length of its links, not
	// a shape, a mark and a label each. 0 draws every link in full.
	Scale float64
}

// Throw is a throw to preview: the target, the result, and the
// options zones.ThrowOptions gives.
type Throw struct {
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
	zoneDoorway = 0.34 // a doorway's band, the widest line of a link
	// zoneDoorwayMiddle is the paper line down a doorway's band.
	zoneDoorwayMiddle = 0.18
	zoneLabelSz       = 0.38
	// zoneInfoMax is the largest a zone's small texts grow to with
	// MinText: the most their lines, between the title and the tokens,
	// hold.
	zoneInfoMax = 0.55
)

// zoneInk are the colours of a zone map, from the theme.
type zoneInk struct {
	paper, ink, dim, edge  color.RGBA
	hard, soft, water, ugl color.RGBA
	legal, illegal, link   color.RGBA
	swim                   color.RGBA // a swimming token's mark, under white text
}

func zoneColours(t *render.Theme) zoneInk {
	if t.LightPage() {
		return zoneInk{paper: t.Background, ink: render.RGB(20, 20, 20), dim: render.RGB(80, 80, 80), edge: render.RGB(40, 40, 40),
			hard: render.RGB(236, 232, 224), soft: render.RGB(222, 236, 208), water: render.RGB(200, 222, 244), ugl: render.RGB(244, 208, 200),
			legal: render.RGB(20, 130, 60), illegal: render.RGB(200, 30, 40), link: render.RGB(60, 60, 60), swim: render.RGB(20, 80, 160)}
	}
	return zoneInk{paper: t.Background, ink: render.RGB(240, 240, 240), dim: render.RGB(190, 196, 206), edge: render.RGB(200, 204, 212),
		hard: render.RGB(64, 66, 72), soft: render.RGB(58, 78, 56), water: render.RGB(36, 70, 110), ugl: render.RGB(100, 44, 44),
		legal: render.RGB(110, 230, 120), illegal: render.RGB(255, 90, 90), link: render.RGB(220, 220, 220), swim: render.RGB(30, 100, 200)}
}

// BuildScene draws a zone map: each zone a named region with its
// elevation, surface, rating and limit (occupants / limit); links as
// doorways, ladders with their climb rating, and one-way drops as arrows;
// the tokens inside their zone, shrunk to fit however many there are; and
// the throw preview, if any.
func BuildScene(zm Map, t render.Theme) *render.Scene {
	s := &render.Scene{Background: t.Background}
	ink := zoneColours(&t)
	m := zm.Board.Map()
	index := map[string]int{}
	for i, z := range m.Zones {
		index[z.ID] = i
	}
	box := func(i int) render.Rect {
		if i < len(zm.Boxes) {
			return zm.Boxes[i]
		}
		return render.Rect{}
	}
	s.Bounds = SceneBounds(len(m.Zones), zm.Boxes)

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
			s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(b, 0.35), Fill: fill, Stroke: ink.edge, Width: width})
		}
	}
	// links under the zones' texts and tokens; with MinText their labels
	// are laid out after those, clear of them and of the arrows, and drawn
	// on top (they overlap nothing)
	var taken []render.Rect
	var labels []linkText
	var web *linkWeb
	paths := LinkPaths(m, zm.Boxes)
	if zm.Scale > 0 && (zoneDoorwayMiddle*zm.Scale < 1 || linksCover(paths, s.Bounds)) {
		web = &linkWeb{}
	}
	for k, pts := range paths {
		l := m.Links[k]
		if pts != nil {
			if text := zoneLink(s, pts, l, m.Zones[index[l.From]], m.Zones[index[l.To]], ink, zm.MinText, &taken, web); text != "" {
				labels = append(labels, linkText{text: text, pts: pts})
			}
		}
	}
	if web != nil {
		web.draw(s, ink)
	}
	// every zone's header grows by the same share, the most the fullest
	// one holds: titles of one size across the map
	places, limits, share := make([][]tokenPlace, len(m.Zones)), make([]float64, len(m.Zones)), 1.0
	for i, z := range m.Zones {
		places[i] = zoneTokenPlaces(zm.Board, box(i), z.ID)
		// a mark over its token's disc keeps the header above it
		over := func(tp tokenPlace) bool {
			texts := tokenMarkTexts(zm.Board, tp.id, z, m.Bands, zm.Selected)
			_, _, beside := sideMark(tp, texts, zm.MinText)
			return len(texts) > 0 && !beside
		}
		limits[i] = headLimit(box(i), places[i], over)
		share = min(share, zoneHeadLayout(box(i), z.Effect != nil, limits[i], zm.MinText, 1).share)
	}
	start := len(s.Shapes)
	for i, z := range m.Zones {
		title := zoneText(s, box(i), z, len(zm.Board.Occupants(z.ID)), ink, zm.MinText, limits[i], share)
		zoneTokens(s, zm.Board, box(i), z, places[i], m.Bands, zm.Throw, zm.Selected, &t, ink, zm.MinText, title)
	}
	if zm.MinText > 0 {
		for i := range m.Zones {
			b := box(i)
			taken = append(taken, render.Rect{Min: render.Point{X: b.Min.X + 0.05, Y: b.Min.Y + 0.05}, Max: render.Point{X: b.Max.X - 0.05, Y: b.Max.Y - 0.05}})
		}
		for _, sh := range s.Shapes[start:] {
			switch sh.Kind {
			case render.Text:
				taken = append(taken, TextBox(sh))
			case render.Circle:
				c := sh.Points[0]
				taken = append(taken, render.Rect{Min: render.Point{X: c.X - sh.Radius, Y: c.Y - sh.Radius}, Max: render.Point{X: c.X + sh.Radius, Y: c.Y + sh.Radius}})
			}
		}
	}
	for _, l := range linkLabels(labels, zm.MinText, taken) {
		s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(l.back, 0.2*l.size/zoneLabelSz), Fill: ink.paper, Stroke: ink.link, Width: 0.04})
		for i, text := range l.lines {
			s.AddLabel(render.Point{X: l.at.X, Y: l.at.Y + (float64(i)-float64(len(l.lines)-1)/2)*l.size*1.1}, text, l.size, ink.ink, render.AlignCenter, true)
		}
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
		s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(render.Rect{Min: render.Point{X: b.Min.X - 0.12, Y: b.Min.Y - 0.12}, Max: render.Point{X: b.Max.X + 0.12, Y: b.Max.Y + 0.12}}, 0.45), Stroke: t.ReachInk, Width: 0.18})
		text := fmt.Sprintf("%d move", r.Cost)
		for _, c := range r.Challenges {
			if c.Rating != nil {
				text += fmt.Sprintf(" · %s %s", c.Kind, render.Num(*c.Rating))
			} else {
				text += " · " + string(c.Kind)
			}
		}
		previewPill(s, b, text, zm.MinText, false, t.ReachInk, render.RGB(16, 16, 20))
	}
	// the zone under the pointer over the reach outlines: the drop target
	if i, ok := index[zm.Hover]; ok && i < len(zm.Boxes) {
		b := zm.Boxes[i]
		s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(render.Rect{Min: render.Point{X: b.Min.X + 0.06, Y: b.Min.Y + 0.06}, Max: render.Point{X: b.Max.X - 0.06, Y: b.Max.Y - 0.06}}, 0.3), Stroke: t.Hover, Width: 0.12})
	}
	zoneMoves(s, zm, index, t)
	return s
}

// linksCover reports whether links along paths would cover the whole of
// bounds with their bands, one over another: a hairball no zoom reads
// link by link, drawn as a web (Map.Scale) at any zoom.
func linksCover(paths [][]render.Point, bounds render.Rect) bool {
	ink := 0.0
	for _, p := range paths {
		ink += pathLength(p) * zoneDoorway
	}
	return ink > (bounds.Max.X-bounds.Min.X)*(bounds.Max.Y-bounds.Min.Y)
}

// SceneBounds are the bounds of BuildScene's scene of a map of n zones
// drawn in boxes (a zone past the boxes is drawn at the origin): a window
// knows its view, and so the Map's MinText and Scale, before it builds
// the scene.
func SceneBounds(n int, boxes []render.Rect) render.Rect {
	if n == 0 {
		return render.Rect{Min: render.Point{X: -zoneMargin, Y: -zoneMargin}, Max: render.Point{X: 1 + zoneMargin, Y: 1 + zoneMargin}}
	}
	bounds := render.Rect{Min: render.Point{X: math.Inf(1), Y: math.Inf(1)}, Max: render.Point{X: math.Inf(-1), Y: math.Inf(-1)}}
	for i := range n {
		var b render.Rect
		if i < len(boxes) {
			b = boxes[i]
		}
		bounds.Min.X, bounds.Min.Y = min(bounds.Min.X, b.Min.X), min(bounds.Min.Y, b.Min.Y)
		bounds.Max.X, bounds.Max.Y = max(bounds.Max.X, b.Max.X), max(bounds.Max.Y, b.Max.Y)
	}
	return render.Rect{Min: render.Point{X: bounds.Min.X - zoneMargin, Y: bounds.Min.Y - zoneMargin}, Max: render.Point{X: bounds.Max.X + zoneMargin, Y: bounds.Max.Y + zoneMargin}}
}

// zoneMargin is the room round the zones in a scene, in canvas units.
const zoneMargin = 0.8

// zoneMoves draws the end of the round previewed: an arrow from each
// carried creature's token to the zone it will be in.
func zoneMoves(s *render.Scene, zm Map, index map[string]int, t render.Theme) {
	for _, c := range zm.Board.Map().Creatures {
		to, ok := zm.Moves[c.ID]
		from, okFrom := index[c.Zone]
		j, okTo := index[to]
		if !ok || !okFrom || !okTo || to == c.Zone || from >= len(zm.Boxes) || j >= len(zm.Boxes) {
			continue
		}
		a, ok := TokenCentre(zm.Board, zm.Boxes, c.Zone, from, c.ID)
		if !ok {
			continue
		}
		b := zm.Boxes[j]
		centre := render.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
		edge := clipToBox(b, centre, a)
		// the tip a little inside the zone it points to
		end := render.Point{X: edge.X + (centre.X-edge.X)*0.3, Y: edge.Y + (centre.Y-edge.Y)*0.3}
		dx, dy := end.X-a.X, end.Y-a.Y
		d := math.Hypot(dx, dy)
		if d < 1e-9 {
			continue
		}
		ux, uy := dx/d, dy/d
		nx, ny := -uy, ux
		start := render.Point{X: a.X + ux*zoneTokenR, Y: a.Y + uy*zoneTokenR}
		shaft := render.Point{X: end.X - ux*0.5, Y: end.Y - uy*0.5}
		s.AddLine(start, shaft, t.Ghost, 0.16)
		s.AddPolygon(t.Ghost, color.RGBA{}, 0, end, render.Point{X: end.X - ux*0.6 + nx*0.35, Y: end.Y - uy*0.6 + ny*0.35}, render.Point{X: end.X - ux*0.6 - nx*0.35, Y: end.Y - uy*0.6 - ny*0.35})
	}
}

// roundedRect is a rectangle with its corners cut round.
func roundedRect(r render.Rect, rad float64) []render.Point {
	rad = min(rad, (r.Max.X-r.Min.X)/2, (r.Max.Y-r.Min.Y)/2)
	var pts []render.Point
	corners := [4]struct{ c render.Point }{{render.Point{X: r.Max.X - rad, Y: r.Min.Y + rad}}, {render.Point{X: r.Max.X - rad, Y: r.Max.Y - rad}}, {render.Point{X: r.Min.X + rad, Y: r.Max.Y - rad}}, {render.Point{X: r.Min.X + rad, Y: r.Min.Y + rad}}}
	for k, c := range corners {
		for j := 0; j <= 4; j++ {
			a := (float64(k)-1)*math.Pi/2 + float64(j)*math.Pi/8
			pts = append(pts, render.Point{X: c.c.X + rad*math.Cos(a), Y: c.c.Y + rad*math.Sin(a)})
		}
	}
	return pts
}

// zoneText writes the zone's name, its badges (rating, limit) and a line
// of what it is: elevation, surface, depth, tile effect, damage. With
// minText they grow (zoneHeadLayout) by share of their growth at most,
// down to limit at most, the top of the zone's tokens. It returns the
// title's size.
func zoneText(s *render.Scene, b render.Rect, z zones.Zone, occupants int, ink zoneInk, minText, limit, share float64) (title float64) {
	name := z.Name
	if name == "" {
		name = z.ID
	}
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
	var effect string
	if e := z.Effect; e != nil {
		effect = string(e.Kind)
		if e.To != "" {
			effect += " → " + e.To
		}
	}
	h := zoneHeadLayout(b, z.Effect != nil, limit, minText, share)
	x, y := b.Min.X+0.35, h.titleY
	// badges on the right: the rating and the limit
	right := b.Max.X - 0.3
	var badges []string
	if z.Limit > 0 {
		badges = append(badges, fmt.Sprintf("%d/%d", occupants, z.Limit))
	}
	if r, ok := z.Rating(); ok {
		badges = append(badges, fmt.Sprintf("DT %d", r))
	}
	title = h.title
	text := strings.Join(parts, " · ")
	badgeY, infoRoom := y, b.Max.X-x-0.3
	if minText > 0 {
		if bw := badgesWidth(badges, min(h.badge, h.info)); len(badges) > 0 && render.TextWidth(name, title, true)+badgesWidth(badges, h.badge) > right-x &&
			render.TextWidth(text, min(h.info, zoneInfoMax), false)+bw <= infoRoom {
			// the title's line cannot hold its badges beside it, the info
			// line can (shrunk as far as the lines below let it): they go
			// to its end
			badgeY, h.badge, infoRoom = h.infoY, min(h.badge, h.info), infoRoom-bw
		} else {
			// a title wider than its room shrinks, down to the drawing's
			// size, before it is shortened; its badges no larger than it
			title, h.badge = fitTitle(name, h.title, h.badge, badges, right-x)
		}
	}
	titleRight := right
	k := h.badge / zoneInfo // 1 in exports
	for _, text := range badges {
		w := render.TextWidth(text, h.badge, true) + 0.3*k
		bg, fg := ink.ink, ink.paper
		if strings.Contains(text, "/") && occupants >= z.Limit {
			bg = ink.illegal
		}
		s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(render.Rect{Min: render.Point{X: right - w, Y: badgeY - 0.29*k}, Max: render.Point{X: right, Y: badgeY + 0.29*k}}, 0.2*k), Fill: bg})
		s.AddLabel(render.Point{X: right - w/2, Y: badgeY}, text, h.badge, fg, render.AlignCenter, true)
		right -= w + 0.15*k
	}
	if badgeY == y {
		titleRight = right
	}
	maxName := int((titleRight - x) / (title * 0.55))
	s.AddLabel(render.Point{X: x, Y: y}, shorten(name, maxName), title, ink.ink, render.AlignLeft, true)
	info := h.info
	if minText > 0 {
		// likewise the info lines, down to what they were before the
		// header grew
		for _, t := range []string{text, effect} {
			if w := render.TextWidth(t, info, false); w > infoRoom {
				info = max(min(h.info, zoneInfoMax), 0.98*info*infoRoom/w)
			}
		}
	}
	maxInfo := int(infoRoom / (info * 0.52))
	s.AddLabel(render.Point{X: x, Y: h.infoY}, shorten(text, maxInfo), info, ink.dim, render.AlignLeft, false)
	if effect != "" {
		s.AddLabel(render.Point{X: x, Y: h.effectY}, shorten(effect, maxInfo), info, ink.ink, render.AlignLeft, true)
	}
	return title
}

// zoneTokens draws the zone's creatures at their places
// (zoneTokenPlaces). Each token carries its marks (zoneMarks): swimming,
// its height band. With minText the names are laid out by tokenNames, no
// larger than the zone's title.
func zoneTokens(s *render.Scene, bd *zones.Board, b render.Rect, z zones.Zone, places []tokenPlace, bands bool, th *Throw, selected string, t *render.Theme, ink zoneInk, minText, title float64) {
	var names []nameSpot
	if minText > 0 {
		names = tokenNames(bd, b, places, minText, title)
	}
	for k, tp := range places {
		c, _ := bd.Creature(tp.id)
		ring := t.TokenRing
		width := tp.r * 0.14
		if th != nil && th.Target == tp.id {
			ring, width = ink.illegal, tp.r*0.3
		}
		if selected == tp.id {
			ring, width = t.Select, tp.r*0.3
		}
		s.Add(render.Disc(tp.at, tp.r, t.SideColor(c.Side), ring, width))
		name := creatureName(c)
		in := initials(name)
		s.AddLabel(tp.at, in, initialsSize(in, tp.r, minText), t.TokenText, render.AlignCenter, true)
		switch {
		case names != nil:
			if n := names[k]; n.text != "" {
				s.AddLabel(n.at, n.text, n.size, ink.ink, render.AlignCenter, false)
			}
		case tp.named:
			n := int(tp.cell / (0.3 * 0.55))
			s.AddLabel(render.Point{X: tp.at.X, Y: tp.at.Y + tp.r + tp.cell*0.14}, shorten(name, n), 0.3, ink.ink, render.AlignCenter, false)
		}
		zoneMarks(s, tp, tokenMarkTexts(bd, tp.id, z, bands, selected), zones.SwimIn(c, z).Swimming, ink, minText)
	}
}

// creatureName is a creature's name, or its id when it has none.
func creatureName(c zones.Creature) string {
	if c.Name == "" {
		return c.ID
	}
	return c.Name
}

// tokenMarkTexts are the texts of a token's mark (zoneMarkTexts): a
// band's ranged penalty counts from the selected creature.
func tokenMarkTexts(bd *zones.Board, id string, z zones.Zone, bands bool, selected string) []string {
	c, _ := bd.Creature(id)
	var from *zones.Creature
	if sel, ok := bd.Creature(selected); ok && bands && selected != id {
		from = &sel
	}
	return zoneMarkTexts(c, z, bands, from)
}

// initialsSize is the size of a token's initials in a token of radius
// r: grown to minText as far as they fit across the token.
func initialsSize(in string, r, minText float64) float64 {
	size := r * min(0.95, 1.9/float64(utf8.RuneCountInString(in)))
	if minText > size {
		fits := 1.8 * r / render.TextWidth(in, 1, true)
		size = max(size, min(minText, fits, 1.2*r))
	}
	return size
}

// tokenPlace is where a creature's token is drawn in its zone.
type tokenPlace struct {
	id      string
	at      render.Point
	r, cell float64
	named   bool
	// left and right bound the room for the token's marks: its cell, or
	// the zone's width when the token is alone in its row.
	left, right float64
	alone       bool
}

// zoneTokenPlaces arranges a zone's creatures in a grid under its header,
// shrinking the grid until every one fits.
func zoneTokenPlaces(bd *zones.Board, b render.Rect, zone string) []tokenPlace {
	ids := bd.Occupants(zone)
	if len(ids) == 0 {
		return nil
	}
	area := render.Rect{Min: render.Point{X: b.Min.X + 0.25, Y: b.Min.Y + zoneHeader}, Max: render.Point{X: b.Max.X - 0.25, Y: b.Max.Y - 0.2}}
	w, h := area.Max.X-area.Min.X, area.Max.Y-area.Min.Y
	cols, rows, cell := tokenGrid(len(ids), w, h)
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
		left, right, alone := cx-cell/2, cx+cell/2, k%cols == 0 && k == len(ids)-1
		if alone {
			left, right = area.Min.X, area.Max.X // alone in its row
		}
		out[k] = tokenPlace{id: id, at: render.Point{X: cx, Y: cy}, r: r, cell: cell, named: named, left: left, right: right, alone: alone}
	}
	return out
}

// tokenGrid returns the columns, rows and cell size of the largest grid
// of square cells (at most 1.6 units) in a w x h area that holds n
// tokens.
func tokenGrid(n int, w, h float64) (cols, rows int, cell float64) {
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

// zoneThrow marks every zone adjacent to the target's: legal or not,
// with the result it needs and the landing damage.
func zoneThrow(s *render.Scene, zm Map, index map[string]int, ink zoneInk) {
	th := zm.Throw
	if c, ok := zm.Board.Creature(th.Target); ok {
		if i, ok := index[c.Zone]; ok && i < len(zm.Boxes) {
			b := zm.Boxes[i]
			name := c.Name
			if name == "" {
				name = c.ID
			}
			text := fmt.Sprintf("THROW %s · result %d", strings.ToUpper(name), th.Result)
			previewPill(s, b, text, zm.MinText, false, ink.ink, ink.paper)
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
		s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(render.Rect{Min: render.Point{X: b.Min.X - 0.12, Y: b.Min.Y - 0.12}, Max: render.Point{X: b.Max.X + 0.12, Y: b.Max.Y + 0.12}}, 0.45), Stroke: c, Width: 0.2})
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
		previewPill(s, b, strings.Join(lines, " · "), zm.MinText, true, c, ink.paper)
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

// trimNum writes a number of metres as a person writes it.
func trimNum(f float64) string { return render.Num(f) }

// TokenAt is the creature whose token in zone i holds p, or "": the
// same grid BuildScene draws.
func TokenAt(bd *zones.Board, boxes []render.Rect, zone string, i int, p render.Point) string {
	for _, t := range zoneTokenPlaces(bd, boxes[i], zone) {
		if math.Hypot(p.X-t.at.X, p.Y-t.at.Y) <= t.r {
			return t.id
		}
	}
	return ""
}

// TokenCentre is the centre of a creature's token in zone i, as
// BuildScene draws it (false when the creature is not in the zone).
func TokenCentre(bd *zones.Board, boxes []render.Rect, zone string, i int, id string) (render.Point, bool) {
	for _, t := range zoneTokenPlaces(bd, boxes[i], zone) {
		if t.id == id {
			return t.at, true
		}
	}
	return render.Point{}, false
}

// previewPill writes a preview's text (a reach's cost, a throw's
// target and verdicts) on a pill of fill under box b: at 0.36, or at the
// window's minText where larger, its top where a 0.36 pill's is; with
// fit, or at minText, shrunk to no wider than the box and a unit.
func previewPill(s *render.Scene, b render.Rect, text string, minText float64, fit bool, fill, fg color.RGBA) {
	size, k := 0.36, 1.0
	if minText > size {
		size, k, fit = minText, minText/size, true
	}
	w := render.TextWidth(text, size, true) + 0.4*k
	if fit && w > b.Max.X-b.Min.X+1 {
		f := (b.Max.X - b.Min.X + 1) / w
		size *= f
		k = max(1, k*f)
		w = render.TextWidth(text, size, true) + 0.4*k
	}
	cx, y := (b.Min.X+b.Max.X)/2, b.Max.Y+0.12
	if k > 1 {
		y += 0.3 * (k - 1)
	}
	s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(render.Rect{Min: render.Point{X: cx - w/2, Y: y - 0.3*k}, Max: render.Point{X: cx + w/2, Y: y + 0.3*k}}, 0.22*k), Fill: fill})
	s.AddLabel(render.Point{X: cx, Y: y}, text, size, fg, render.AlignCenter, true)
}
