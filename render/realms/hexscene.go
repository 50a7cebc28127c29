package realms

import (
	"cmp"
	"fmt"
	"image/color"
	stdmaps "maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/render"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
)

// Options says what to draw on an Enchanted Realms hex map besides
// the board itself.
type Options struct {
	Theme render.Theme
	// Coordinates writes column and row numbers along the edges.
	Coordinates bool
	// Material is the wall material of row-major hex i (nil: stone).
	Material func(i int) string
	// Selected is the id of the selected creature ("": none).
	Selected string
	// Reach shades every hex a creature can end its move in by the feet
	// it would have left there, and writes them.
	Reach *realms.Reach
	// Plan is a move to draw: its path, each step that costs more than
	// plain ground with its feet, and where the creature ends.
	Plan *realms.Plan
	// Background is the picture under the hex grid (an encounter's
	// background) and BackgroundRect where it lies, in map units (one is
	// a hex's width across its flats); nil for none. Over it open hexes
	// are left unpainted and the others are tinted, so that it shows.
	Background     *render.Picture
	BackgroundRect render.Rect
	// MinText is the smallest size, in map units, of a token's name, the
	// coordinates, the reach's feet and a move's badges (PRONE at four
	// fifths of it, as the square map's state badges): the window asks
	// for a size read from across the room at its zoom and UI scale (a
	// name is shortened to fit its token at that size; text is never
	// larger than its hex or token allows). 0: sizes follow the map
	// alone, as in an export.
	MinText float64
}

// BuildScene draws a hex board: each hex filled by its terrain (open,
// difficult, walls by material, impassable), the hex grid, coordinates
// along the edges, the reach and the planned move, and the creatures'
// tokens covering the hexes they occupy.
func BuildScene(b *realms.Board, opt Options) *render.Scene {
	t := &opt.Theme
	l := render.NewHexLayout(b.Geometry)
	size := l.Size()
	// about what the scene holds, so that its slices are allocated once:
	// per hex a fill and three sides (difficult hexes nine strokes more),
	// per creature its hexes and a dozen shapes, per reached hex two
	n := 4*len(b.Terrain) + 16*len(b.Creatures) + 2*(b.Geometry.Width+b.Geometry.Height) + 5*len(b.Edges)
	for _, ter := range b.Terrain {
		if ter != realms.Open {
			n += 9
		}
	}
	if opt.Reach != nil {
		n += 3 * len(opt.Reach.All(nil))
	}
	s := &render.Scene{
		Bounds:     render.Rect{Min: render.Point{X: -render.Margin, Y: -render.Margin}, Max: render.Point{X: size.X + render.Margin, Y: size.Y + render.Margin}},
		Background: t.Background,
		Shapes:     make([]render.Shape, 0, n),
	}
	over := opt.Background != nil
	if over {
		addHexBackground(s, size, opt.Background, opt.BackgroundRect)
	}
	addHexTerrain(s, b, l, t, opt.Material, over)
	addHexGrid(s, b, l, t)
	addHexEdges(s, b, l, t)
	if opt.Coordinates {
		addHexCoordinates(s, l, t, opt.MinText)
	}
	if opt.Reach != nil {
		addHexReach(s, b, l, opt.Reach, t, opt.MinText)
	}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		moving := opt.Plan != nil && opt.Plan.Creature == c.ID
		addHexToken(s, l, c, c.At, t, c.ID == opt.Selected || moving, false, opt.MinText)
	}
	if opt.Plan != nil {
		addHexPlan(s, b, l, opt.Plan, t, opt.MinText)
	}
	return s
}

// hexPolygon is hex c's outline grown by grow, without allocating.
func hexPolygon(l render.HexLayout, c grid.Cell, grow float64) []render.Point {
	k := l.Corners(c, grow)
	return k[:]
}

// addHexBackground draws the picture, clipped to the map's bounding box.
func addHexBackground(s *render.Scene, size render.Point, p *render.Picture, r render.Rect) {
	clip := render.Rect{Min: render.Point{X: max(0, r.Min.X), Y: max(0, r.Min.Y)}, Max: render.Point{X: min(size.X, r.Max.X), Y: min(size.Y, r.Max.Y)}}
	if !(clip.Max.X > clip.Min.X && clip.Max.Y > clip.Min.Y) {
		return
	}
	s.Shapes = append(s.Shapes, render.Shape{Kind: render.Image, Points: []render.Point{r.Min, r.Max, clip.Min, clip.Max}, Picture: p})
}

// addHexTerrain fills each hex by its terrain; over a background picture
// open hexes are left unpainted and difficult and impassable ones tinted.
func addHexTerrain(s *render.Scene, b *realms.Board, l render.HexLayout, t *render.Theme, material func(int) string, overPicture bool) {
	g := b.Geometry
	ground := t.GroundAt(0)
	rough, water := render.Shade(ground, -0.1), t.Liquid
	if overPicture {
		rough, water = render.WithAlpha(rough, 110), render.WithAlpha(water, 140)
	}
	// open hexes, the most of any map, a shape a row (render.Shape.Parts):
	// a 1000x1000 map is a thousand shapes, not a million
	var open rowParts
	for i, ter := range b.Terrain {
		c := g.Cell(i)
		ctr := l.Center(c)
		if g.Width > 0 && i%g.Width == 0 {
			open.flush(s, render.Polygon, ground, 0)
		}
		switch ter {
		case realms.Open:
			if !overPicture {
				open.Add(hexPolygon(l, c, 0.005)...)
			}
		case realms.Difficult:
			s.AddPolygon(rough, color.RGBA{}, 0, hexPolygon(l, c, 0.005)...)
			// tufts: three short strokes, the same mark the square map uses for rough ground
			// (on a casing where the theme sets one, to read on any ground)
			for _, d := range []render.Point{{X: -0.22, Y: 0.1}, {X: 0.02, Y: -0.14}, {X: 0.2, Y: 0.14}} {
				x, y := ctr.X+d.X, ctr.Y+d.Y
				if edge, w := t.DifficultInk(); t.DifficultEdge.A != 0 { // cased
					s.AddPolyline(edge, 0.045+2*w, render.Point{X: x - 0.09, Y: y + 0.06}, render.Point{X: x - 0.03, Y: y - 0.08})
					s.AddPolyline(edge, 0.045+2*w, render.Point{X: x, Y: y + 0.06}, render.Point{X: x + 0.02, Y: y - 0.11})
					s.AddPolyline(edge, 0.045+2*w, render.Point{X: x + 0.09, Y: y + 0.06}, render.Point{X: x + 0.06, Y: y - 0.08})
				}
				s.AddPolyline(t.Difficult, 0.045, render.Point{X: x - 0.09, Y: y + 0.06}, render.Point{X: x - 0.03, Y: y - 0.08})
				s.AddPolyline(t.Difficult, 0.045, render.Point{X: x, Y: y + 0.06}, render.Point{X: x + 0.02, Y: y - 0.11})
				s.AddPolyline(t.Difficult, 0.045, render.Point{X: x + 0.09, Y: y + 0.06}, render.Point{X: x + 0.06, Y: y - 0.08})
			}
		case realms.Impassable:
			s.AddPolygon(water, color.RGBA{}, 0, hexPolygon(l, c, 0.005)...)
			for _, dy := range []float64{-0.12, 0.12} {
				var wave []render.Point
				for k := 0; k <= 8; k++ {
					x := -0.3 + 0.6*float64(k)/8
					wave = append(wave, render.Point{X: ctr.X + x, Y: ctr.Y + dy + 0.05*math.Sin(float64(k)*math.Pi/2)})
				}
				s.AddPolyline(t.LiquidLine, 0.04, wave...)
			}
		case realms.Wall:
			mat := "stone"
			if material != nil {
				if m := material(i); m != "" {
					mat = m
				}
			}
			st, ok := t.Walls[mat]
			if !ok {
				st = t.Walls["stone"]
			}
			s.AddPolygon(st.Fill, st.Edge, 0.05, hexPolygon(l, c, -0.025)...)
			s.AddPolygon(color.RGBA{}, st.Line, 0.04, hexPolygon(l, c, -0.14)...)
			s.AddPolygon(color.RGBA{}, st.Line, 0.04, hexPolygon(l, c, -0.3)...)
		}
	}
	open.flush(s, render.Polygon, ground, 0)
}

// addHexGrid draws every hex edge once: an edge between two hexes of the
// map by the hex with the lower index, an edge on the map's border always.
func addHexGrid(s *render.Scene, b *realms.Board, l render.HexLayout, t *render.Theme) {
	g := b.Geometry
	var lines rowParts // a shape a row, as the open hexes
	for i := range g.Len() {
		if g.Width > 0 && i%g.Width == 0 {
			lines.flush(s, render.Polyline, t.Grid, 0.03)
		}
		c := g.Cell(i)
		k := l.Corners(c, 0)
		ctr := l.Center(c)
		for e := range 6 {
			a, z := k[e], k[(e+1)%6]
			mid := render.Point{X: (a.X + z.X) / 2, Y: (a.Y + z.Y) / 2}
			across, _ := l.CellAt(render.Point{X: 2*mid.X - ctr.X, Y: 2*mid.Y - ctr.Y})
			if j, ok := g.Index(across); ok && j < i {
				continue
			}
			lines.Add(a, z)
		}
	}
	lines.flush(s, render.Polyline, t.Grid, 0.03)
}

// rowParts gathers the parts of one shape a row.
type rowParts struct{ render.PartList }

// flush adds the parts gathered as one shape of kind k (a polygon filled
// with c, or a polyline stroked with c at width w), and starts afresh.
func (p *rowParts) flush(s *render.Scene, k render.Kind, c color.RGBA, w float64) {
	if p.Len() == 0 {
		return
	}
	sh := render.Shape{Kind: k, Points: s.Arena(p.Points...), Parts: slices.Clone(p.Ends)}
	if k == render.Polygon {
		sh.Fill = c
	} else {
		sh.Stroke, sh.Width = c, w
	}
	s.Add(sh)
	p.Points, p.Ends = p.Points[:0], p.Ends[:0]
}

func addHexCoordinates(s *render.Scene, l render.HexLayout, t *render.Theme, minText float64) {
	// outside the map's edge, between the hexes' tips: no larger than 0.45
	size := max(0.3, min(minText, 0.45))
	at := func(col, row int) render.Point {
		return l.Center(l.Orientation.Axial(grid.Offset{Col: col, Row: row}))
	}
	if l.Orientation == grid.Flat {
		for col := range l.Width {
			top, bot := at(col, 0), at(col, l.Height-1)
			s.AddLabel(render.Point{X: top.X, Y: top.Y - 0.82}, strconv.Itoa(col), size, t.CoordText, render.AlignCenter, false)
			s.AddLabel(render.Point{X: bot.X, Y: bot.Y + 0.82}, strconv.Itoa(col), size, t.CoordText, render.AlignCenter, false)
		}
		size := l.Size()
		for row := range l.Height {
			y := at(0, row).Y
			s.AddLabel(render.Point{X: -0.3, Y: y}, strconv.Itoa(row), max(0.3, min(minText, 0.45)), t.CoordText, render.AlignCenter, false)
			s.AddLabel(render.Point{X: size.X + 0.3, Y: at(l.Width-1, row).Y}, strconv.Itoa(row), max(0.3, min(minText, 0.45)), t.CoordText, render.AlignCenter, false)
		}
		return
	}
	for col := range l.Width {
		top, bot := at(col, 0), at(col, l.Height-1)
		s.AddLabel(render.Point{X: top.X, Y: top.Y - 0.86}, strconv.Itoa(col), size, t.CoordText, render.AlignCenter, false)
		s.AddLabel(render.Point{X: bot.X, Y: bot.Y + 0.86}, strconv.Itoa(col), size, t.CoordText, render.AlignCenter, false)
	}
	for row := range l.Height {
		left, right := at(0, row), at(l.Width-1, row)
		s.AddLabel(render.Point{X: left.X - 0.78, Y: left.Y}, strconv.Itoa(row), size, t.CoordText, render.AlignCenter, false)
		s.AddLabel(render.Point{X: right.X + 0.78, Y: right.Y}, strconv.Itoa(row), size, t.CoordText, render.AlignCenter, false)
	}
}

// addHexReach shades the hexes a move can end in, the more feet left the
// stronger, and writes the feet left in each.
func addHexReach(s *render.Scene, b *realms.Board, l render.HexLayout, r *realms.Reach, t *render.Theme, minText float64) {
	// under the hex's centre, below the token that may stand there: no
	// larger than the hex's lower half holds
	feet := max(0.2, min(minText, 0.38))
	budget := max(r.Budget.Left, 1)
	for _, x := range r.All(nil) {
		if !x.CanEnd || x.At == r.Start {
			continue
		}
		left := r.Budget.Left - x.Feet
		f := 0.25 + 0.45*float64(left)/float64(budget)
		s.AddPolygon(render.WithAlpha(t.ReachFill, uint8(255*f)), color.RGBA{}, 0, hexPolygon(l, x.At, -0.02)...)
		ctr := l.Center(x.At)
		// dark on the light shading, in both themes
		s.AddLabel(render.Point{X: ctr.X, Y: ctr.Y + 0.27}, strconv.Itoa(left), feet, render.Shade(t.ReachFill, -0.65), render.AlignCenter, true)
	}
	// the edge of the reach: every side of a shaded hex that no shaded hex shares
	// (walked in the reach's own order, not the map's, so that an export is
	// the same bytes every time)
	in := map[grid.Cell]bool{}
	var edge []grid.Cell
	for _, x := range r.All(nil) {
		if (x.CanEnd || x.At == r.Start) && !in[x.At] {
			in[x.At] = true
			edge = append(edge, x.At)
		}
	}
	for _, c := range edge {
		k := l.Corners(c, 0)
		ctr := l.Center(c)
		for e := range 6 {
			a, z := k[e], k[(e+1)%6]
			mid := render.Point{X: (a.X + z.X) / 2, Y: (a.Y + z.Y) / 2}
			if across, _ := l.CellAt(render.Point{X: 2*mid.X - ctr.X, Y: 2*mid.Y - ctr.Y}); !in[across] {
				s.AddLine(a, z, t.ReachInk, 0.06)
			}
		}
	}
}

// footprintCentre is the middle of a creature's hexes and the radius of a
// token that covers them all.
func footprintCentre(l render.HexLayout, size realms.Size, at grid.Cell) (render.Point, float64, []grid.Cell) {
	fp := size.Footprint(at, nil)
	ctr := l.FootprintCenter(fp)
	far := 0.0
	for _, h := range fp {
		p := l.Center(h)
		far = math.Max(far, math.Hypot(p.X-ctr.X, p.Y-ctr.Y))
	}
	r := far + 0.42
	if size < realms.Medium {
		r *= 0.86 // tiny and small creatures look smaller than their hex
	}
	return ctr, r, fp
}

// addHexToken draws a creature as the square map does (a disc for heroes,
// an octagon for the others, its name, PRONE under it) over the hexes it
// occupies, which are tinted in its side's colour. ghost draws only an
// outline, where a move would put it. minText is Options.MinText.
func addHexToken(s *render.Scene, l render.HexLayout, c *realms.Creature, at grid.Cell, t *render.Theme, selected, ghost bool, minText float64) {
	ctr, r, fp := footprintCentre(l, c.Size, at)
	fill := t.SideColor(c.Side)
	if ghost {
		body := render.TokenBody(t.SideShape(c.Side), ctr.X, ctr.Y, r)
		body.Stroke, body.Width, body.Dash = t.Ghost, 0.06, 0.12
		s.Add(body)
		return
	}
	for _, h := range fp {
		s.AddPolygon(render.WithAlpha(fill, 90), color.RGBA{}, 0, hexPolygon(l, h, -0.03)...)
	}
	if selected {
		s.Add(render.Disc(ctr, r+0.1, color.RGBA{}, t.Select, 0.12))
	}
	body := render.TokenBody(t.SideShape(c.Side), ctr.X, ctr.Y, r)
	body.Fill, body.Stroke, body.Width = fill, t.Outline, 0.05
	s.Add(body)
	ring := render.TokenBody(t.SideShape(c.Side), ctr.X, ctr.Y, r-0.07)
	ring.Stroke, ring.Width = t.TokenRing, 0.05
	s.Add(ring)
	label, size := hexTokenName(cmp.Or(c.Name, c.ID), c.Size.Across(), r, minText)
	s.AddLabel(render.Point{X: ctr.X + 0.025, Y: ctr.Y + 0.025}, label, size, render.RGBA(0, 0, 0, 200), render.AlignCenter, true)
	s.AddLabel(ctr, label, size, t.TokenText, render.AlignCenter, true)
	if c.Prone {
		// at four fifths of the window's text, as the square map's state
		// badges, no wider than the token's hexes allow
		k := badgeScale(0.8*minText, 1.6*float64(c.Size.Across()))
		render.ScaledBadge(s, render.Point{X: ctr.X, Y: ctr.Y + r + 0.05 + badgeDrop(k)}, "PRONE", t.Prone, render.RGB(255, 255, 255), k)
	}
}

// hexTokenName is the name written on a token of radius r, across hexes
// wide, and its size: the export's (TokenLabel, as large as fits), or,
// when that is smaller than minText, as large as minText and the token
// allow, the name shortened a letter at a time while that wins more size.
func hexTokenName(name string, across int, r, minText float64) (string, float64) {
	fits := func(label string, top float64) float64 {
		return math.Min(top, 2.2*r/(0.6*float64(len([]rune(label)))+0.1))
	}
	label := render.TokenLabel(name, across)
	size := fits(label, 0.4*math.Sqrt(float64(across)))
	if minText <= size {
		return label, size
	}
	top := math.Min(minText, 1.2*r) // a glyph is about 0.7 of its size high
	size = fits(label, top)
	for letters := len([]rune(label)) - 1; size < 0.7*top && letters >= 1; letters-- {
		label = render.ShortName(name, letters)
		size = fits(label, top)
	}
	return label, size
}

// addHexPlan draws a move: the path from the creature's centre to where
// it ends, a badge with the feet of every step that costs more than plain
// ground (difficult terrain, another's space, crawling), the creature's
// outline at the end and the move's figures beside it. The badges grow
// to minText (Options.MinText): a step's as far as its hex holds.
func addHexPlan(s *render.Scene, b *realms.Board, l render.HexLayout, p *realms.Plan, t *render.Theme, minText float64) {
	c := b.Creature(p.Creature)
	if c == nil || len(p.Path) == 0 {
		return
	}
	pts := make([]render.Point, len(p.Path))
	for i, h := range p.Path {
		pts[i], _, _ = footprintCentre(l, c.Size, h)
	}
	if len(pts) > 1 {
		s.AddPolyline(t.PathCasing, 0.2, pts...)
		s.AddPolyline(t.PathInk, 0.11, pts...)
		end, r, _ := footprintCentre(l, c.Size, p.To())
		addArrowHead(s, pts[len(pts)-2], end, r, t)
		addHexToken(s, l, c, p.To(), t, false, true, 0)
	}
	for i, st := range p.Steps {
		if st.Feet <= realms.HexFeet {
			s.Add(render.Disc(pts[i+1], 0.07, t.PathInk, t.PathCasing, 0.03))
			continue
		}
		// the feet alone: the legend says why a step costs more, and the
		// badge must fit in its hex beside its neighbours'
		k := badgeScale(minText, 1.6)
		render.ScaledBadge(s, render.Point{X: pts[i+1].X, Y: pts[i+1].Y - 0.28 - badgeDrop(k)}, strconv.Itoa(st.Feet), t.Danger, t.DangerInk, k)
	}
	end, r, _ := footprintCentre(l, c.Size, p.To())
	text := fmt.Sprintf("%d ft, %d left", p.Cost, p.Remaining)
	k := badgeScale(minText, 2)
	render.ScaledBadge(s, render.Point{X: end.X, Y: end.Y + r + 0.22 + badgeDrop(k)}, text, t.BadgeFill, t.BadgeText, k)
}

// badgeScale is the scale of a badge whose text is at least minText high
// (render.BadgeScale), at most most times the drawing's.
func badgeScale(minText, most float64) float64 { return min(render.BadgeScale(minText), max(1, most)) }

// badgeDrop is how much farther from its anchor a badge k times the
// drawing's is placed, its near edge where the drawing's is.
func badgeDrop(k float64) float64 {
	if k == 1 {
		return 0
	}
	return (k - 1) * render.BadgeHeight / 2
}

// addArrowHead puts an arrow head on the path where it reaches the edge of
// the token at its end.
func addArrowHead(s *render.Scene, from, to render.Point, r float64, t *render.Theme) {
	dx, dy := to.X-from.X, to.Y-from.Y
	d := math.Hypot(dx, dy)
	if d == 0 {
		return
	}
	ux, uy := dx/d, dy/d
	tip := render.Point{X: to.X - ux*(r-0.05), Y: to.Y - uy*(r-0.05)}
	const long, wide = 0.32, 0.2
	a := render.Point{X: tip.X - ux*long - uy*wide, Y: tip.Y - uy*long + ux*wide}
	z := render.Point{X: tip.X - ux*long + uy*wide, Y: tip.Y - uy*long - ux*wide}
	s.AddPolygon(t.PathInk, t.PathCasing, 0.04, tip, a, z)
}

// Legend lists what a hex board shows, in the order Legend uses for
// square maps: the sides, each wall material, difficult and impassable
// terrain; then, for a move's figure, the reach and the path.
func Legend(b *realms.Board, material func(int) string, reach, path bool) []render.LegendEntry {
	var out []render.LegendEntry
	var sides []string
	for _, c := range b.Creatures {
		if !slices.Contains(sides, c.Side) {
			sides = append(sides, c.Side)
		}
	}
	out = append(out, render.SideEntries(sides)...)
	// one hex of the terrain, drawn as the map draws it
	swatch := func(ter realms.Terrain, mat string) func(s *render.Scene, t *render.Theme) {
		return func(s *render.Scene, t *render.Theme) {
			one := realms.NewBoard(grid.Hex{Width: 1, Height: 1})
			one.Terrain[0] = ter
			addHexTerrain(s, one, render.HexLayout{Width: 1, Height: 1}, t, func(int) string { return mat }, false)
		}
	}
	var mats []string
	var difficult, impassable bool
	for i, ter := range b.Terrain {
		switch ter {
		case realms.Wall:
			m := "stone"
			if material != nil && material(i) != "" {
				m = material(i)
			}
			if !slices.Contains(mats, m) {
				mats = append(mats, m)
			}
		case realms.Difficult:
			difficult = true
		case realms.Impassable:
			impassable = true
		}
	}
	for _, m := range render.WallMaterials() {
		if slices.Contains(mats, m) {
			out = append(out, render.LegendEntry{Label: strings.ToUpper(m[:1]) + m[1:] + " wall (blocks movement)", Swatch: swatch(realms.Wall, m)})
		}
	}
	if difficult {
		out = append(out, render.LegendEntry{Label: "Difficult terrain (10 ft a hex)", Swatch: swatch(realms.Difficult, "")})
	}
	if impassable {
		out = append(out, render.LegendEntry{Label: "Impassable", Swatch: swatch(realms.Impassable, "")})
	}
	if reach {
		out = append(out, render.LegendEntry{Label: "Reach: feet left after moving there", Swatch: func(s *render.Scene, t *render.Theme) {
			s.AddPolygon(t.GroundAt(0), color.RGBA{}, 0, hexPolygon(render.HexLayout{Width: 1, Height: 1}, grid.Cell{}, 0)...)
			s.AddPolygon(render.WithAlpha(t.ReachFill, 160), t.ReachInk, 0.05, hexPolygon(render.HexLayout{Width: 1, Height: 1}, grid.Cell{}, -0.02)...)
			s.AddLabel(render.Point{X: 0.5, Y: 0.6}, "15", 0.3, t.ReachInk, render.AlignCenter, true)
		}})
	}
	if path {
		out = append(out, render.LegendEntry{Label: "The move; in red, a step costing more than 5 ft", Swatch: func(s *render.Scene, t *render.Theme) {
			pts := []render.Point{{X: 0.05, Y: 0.5}, {X: 0.62, Y: 0.5}}
			s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: t.PathCasing, Width: 0.2})
			s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: t.PathInk, Width: 0.11})
			addArrowHead(s, render.Point{X: 0, Y: 0.5}, render.Point{X: 1, Y: 0.5}, 0.1, t)
		}})
	}
	return out
}

// addHexEdges draws a hex board's edges.
func addHexEdges(s *render.Scene, b *realms.Board, l render.HexLayout, t *render.Theme) {
	if len(b.Edges) == 0 {
		return
	}
	sides := slices.SortedFunc(stdmaps.Keys(b.Edges), grid.CompareEdges)
	for _, outline := range []bool{true, false} {
		for _, side := range sides {
			e := b.Edges[side]
			p, q, n := l.Side(side)
			render.AddEdgeShape(s, p, q, n, e.Kind, e.Open, e.Material, t, outline)
		}
	}
}
