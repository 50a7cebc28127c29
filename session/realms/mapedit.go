package realms

import (
	"errors"
	"fmt"
	stdmaps "maps"
	"math"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	mapsrealms "github.com/battlemap/battlemap/maps/realms"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// This file is the map editor of the hex window without a window:
// the palette's brush, the press, drag and release that make one
// stroke, thin walls and doors on hex sides, creatures from the templates
// and resizing; every edit is one undo step of HexPlay's history, and the
// walls' materials are kept in the encounter's hex map so that they are
// saved. The tools are the square editor's (MapTool, Brush, Shape) that an
// Enchanted Realms map has a use for: it has no heights.

// hexMapping is the hex editor's state.
type hexMapping struct {
	on       bool
	brush    session.Brush
	shape    session.Shape
	template int // the creature tool's template, an index of HexTemplates
	dragging bool
	cells    []grid.Cell    // a terrain stroke's hexes so far (freehand) or its ends
	points   []render.Point // an edge stroke's pointer positions in map units
	cursor   hexCursor      // the keyboard's cursor (mapkeys.go)
}

// NewHexMapPlay plays on the board of hex map h, whose wall materials the
// editor keeps up to date (so that Save writes them).
func NewHexMapPlay(h *mapsrealms.HexMap, message string) *HexPlay {
	p := NewHexPlay(h.Board, message)
	p.hexMap, p.walls = h, h.Walls()
	return p
}

// HexMapTools are the hex editor's tools in palette order.
func HexMapTools() []session.MapTool {
	return []session.MapTool{session.MapDifficult, session.MapWall, session.MapLiquid, session.MapErase, session.MapThinWall, session.MapDoor, session.MapEraseEdge, session.MapCreature}
}

// HexToolName is the tool's name in the hex editor's palette: the liquid
// tool paints impassable hexes (deep water, a chasm).
func HexToolName(t session.MapTool) string {
	if t == session.MapLiquid {
		return "impassable"
	}
	return t.String()
}

// HexShapes are the stroke shapes the tool takes on a hex map: the edge
// tools follow the pointer (freehand), a straight line, or the outline of
// a rectangle of hexes (frame); the creature tool takes a click.
func HexShapes(t session.MapTool) []session.Shape {
	switch {
	case t == session.MapCreature:
		return nil
	case t.OnEdges():
		return []session.Shape{session.ShapeDabs, session.ShapeLine, session.ShapeFrame}
	}
	return session.Shapes()
}

// HexTemplates are the creatures the hex editor places: the species
// movements of Enchanted Realms's examples (a human's 50 feet, a dwarf's 40) and
// foes and bystanders like the bundled River ford's.
func HexTemplates() []realms.Creature {
	return []realms.Creature{
		{ID: "human", Name: "Human", Side: "heroes", Size: realms.Medium, Speed: 50},
		{ID: "dwarf", Name: "Dwarf", Side: "heroes", Size: realms.Medium, Speed: 40},
		{ID: "bandit", Name: "Bandit", Side: "enemies", Size: realms.Medium, Speed: 40},
		{ID: "ogre", Name: "Ogre", Side: "enemies", Size: realms.Large, Speed: 40},
		{ID: "villager", Name: "Villager", Side: "neutral", Size: realms.Medium, Speed: 30},
	}
}

// HexBrushDescribe says what the hex brush does, for the status line and
// the palette.
func HexBrushDescribe(br session.Brush, template int) string {
	s := ""
	switch br.Tool {
	case session.MapDifficult:
		s = "Difficult terrain: 2 feet for every 1 traveled"
	case session.MapWall:
		s = fmt.Sprintf("Wall of %s: blocks movement", br.Material)
	case session.MapLiquid:
		s = "Impassable (deep water, a chasm): blocks movement"
	case session.MapErase:
		s = "Erase: hexes become open ground"
	case session.MapThinWall:
		return fmt.Sprintf("Thin wall of %s on the hex sides you drag along", br.Material)
	case session.MapDoor:
		return fmt.Sprintf("Closed door of %s on the hex sides you drag along (a click or D opens it)", br.Material)
	case session.MapEraseEdge:
		return "Erase thin walls, doors and windows on the hex sides you drag along"
	case session.MapCreature:
		ts := HexTemplates()
		t := ts[min(max(template, 0), len(ts)-1)]
		article := "a"
		if strings.ContainsRune("AEIOU", rune(t.Name[0])) {
			article = "an"
		}
		return fmt.Sprintf("Creature: %s %s (%s, %d ft, %s); click a hex to place one", article, t.Name, t.Side, t.Speed, t.Size)
	default:
		return HexToolName(br.Tool) + " does not apply on a hex map"
	}
	return fmt.Sprintf("%s, brush %d across", s, br.Size)
}

// MapEditing reports whether the editor is open.
func (p *HexPlay) MapEditing() bool { return p.edit.on }

// StartMapEdit opens the editor; StopMapEdit closes it, dropping a stroke
// under way.
func (p *HexPlay) StartMapEdit() {
	if p.edit.brush.Size == 0 {
		p.edit.brush = session.Brush{Tool: session.MapWall, Size: 1, Height: 1, Damage: 1, Depth: 1, Material: session.DefaultMaterial}
	}
	p.edit.on = true
	p.ptr.selected, p.ptr.dragging = "", ""
	p.message = "Map editor: " + HexBrushDescribe(p.edit.brush, p.edit.template) + ". B or Done ends."
}

// StopMapEdit closes the editor.
func (p *HexPlay) StopMapEdit() {
	if !p.edit.on {
		return
	}
	p.edit = hexMapping{brush: p.edit.brush, shape: p.edit.shape, template: p.edit.template}
	p.message = "Map editor closed."
}

// MapBrush is the brush, the stroke shape and the creature template the
// palette has chosen.
func (p *HexPlay) MapBrush() (session.Brush, session.Shape, int) {
	return p.edit.brush, p.edit.shape, p.edit.template
}

// SetMapBrush chooses the brush, the shape and the creature template
// (an index of HexTemplates); a shape the tool does not take becomes
// its first, and settings a hex map cannot hold are refused in the
// message.
func (p *HexPlay) SetMapBrush(br session.Brush, s session.Shape, template int) {
	switch {
	case !slices.Contains(HexMapTools(), br.Tool):
		p.message = "Not set: " + HexBrushDescribe(br, template) + "."
		return
	case !slices.Contains(session.BrushSizes(), br.Size):
		p.message = fmt.Sprintf("Not set: brush size %d (want 1, 3 or 5).", br.Size)
		return
	case !slices.Contains(session.BrushMaterials(), br.Material):
		p.message = fmt.Sprintf("Not set: material %v (want glass, wood, stone, metal or unbreakable).", br.Material)
		return
	case template < 0 || template >= len(HexTemplates()):
		p.message = fmt.Sprintf("Not set: creature template %d (want 0 to %d).", template, len(HexTemplates())-1)
		return
	}
	if shapes := HexShapes(br.Tool); len(shapes) > 0 && !slices.Contains(shapes, s) {
		s = shapes[0]
	}
	p.edit.brush, p.edit.shape, p.edit.template = br, s, template
	p.message = HexBrushDescribe(br, template) + "."
	if len(HexShapes(br.Tool)) > 0 {
		p.message = HexBrushDescribe(br, template) + " (" + s.String() + ")."
	}
}

// MapDown starts a stroke where the pointer is, at map point at of the
// map laid out by l; the creature tool places its creature there.
func (p *HexPlay) MapDown(l render.HexLayout, at render.Point) {
	m := &p.edit
	if !m.on {
		return
	}
	h, _ := l.CellAt(at)
	if m.brush.Tool == session.MapCreature {
		p.PlaceCreature(HexTemplates()[m.template], h)
		return
	}
	m.dragging, m.cells, m.points = true, []grid.Cell{h}, []render.Point{at}
}

// MapDrag extends the stroke to at: freehand keeps every hex (or point)
// passed, the other shapes their two ends.
func (p *HexPlay) MapDrag(l render.HexLayout, at render.Point) {
	m := &p.edit
	if !m.on || !m.dragging {
		return
	}
	h, _ := l.CellAt(at)
	if m.shape != session.ShapeDabs {
		m.cells, m.points = []grid.Cell{m.cells[0], h}, []render.Point{m.points[0], at}
		return
	}
	if last := m.points[len(m.points)-1]; last != at {
		m.points = append(m.points, at)
	}
	if last := m.cells[len(m.cells)-1]; last != h {
		// the hexes a fast drag jumps over, so the stroke is unbroken
		m.cells = append(m.cells, grid.HexLine(last, h, nil)[1:]...)
	}
}

// MapUp ends the stroke at at and applies it as one undo step.
func (p *HexPlay) MapUp(l render.HexLayout, at render.Point) {
	m := &p.edit
	if !m.on || !m.dragging {
		return
	}
	p.MapDrag(l, at)
	cells, points := m.cells, m.points
	m.dragging, m.cells, m.points = false, nil, nil
	if m.brush.Tool.OnEdges() {
		p.PaintSides(m.brush, p.strokeSides(l, m.shape, cells, points))
		return
	}
	p.PaintHex(m.brush, HexStroke{Shape: m.shape, Points: cells})
}

// CancelStroke drops the stroke under way (a second finger came down).
func (p *HexPlay) CancelStroke() {
	p.edit.dragging, p.edit.cells, p.edit.points = false, nil, nil
}

// StrokePreview is what the stroke under way would change: its hexes, or
// for the edge tools the sides. Both are empty when no stroke is.
func (p *HexPlay) StrokePreview(l render.HexLayout) ([]grid.Cell, []grid.Edge) {
	m := p.edit
	if !m.on || !m.dragging {
		return nil, nil
	}
	if m.brush.Tool.OnEdges() {
		return nil, p.strokeSides(l, m.shape, m.cells, m.points)
	}
	return HexStrokeCells(p.board, m.brush, HexStroke{Shape: m.shape, Points: m.cells}), nil
}

// strokeSides are the sides an edge stroke follows: those nearest the
// pointer along its path (freehand) or along the straight line between
// its ends, or the outline of the rectangle of hexes between its ends
// (frame).
func (p *HexPlay) strokeSides(l render.HexLayout, s session.Shape, cells []grid.Cell, points []render.Point) []grid.Edge {
	if s == session.ShapeFrame || s == session.ShapeRect {
		return HexFrameSides(p.board, cells[0], cells[len(cells)-1])
	}
	if s == session.ShapeLine {
		points = []render.Point{points[0], points[len(points)-1]}
	}
	return HexPathSides(p.board.Geometry, l, points)
}

// HexSideAt is the side between two hexes of the map nearest map point
// at: the side of the hex holding it toward the neighbour whose centre is
// nearest. ok is false off the map, on its border, and in the middle of
// a hex (within HexSideDeadZone of its centre), which is near no side.
func HexSideAt(g grid.Hex, l render.HexLayout, at render.Point) (grid.Edge, bool) {
	h, in := l.CellAt(at)
	if c := l.Center(h); !in || math.Hypot(c.X-at.X, c.Y-at.Y) < HexSideDeadZone {
		return grid.Edge{}, false
	}
	var best grid.Cell
	bestD := math.Inf(1)
	for i := range 6 {
		n := h.Add(grid.HexDirection(i))
		c := l.Center(n)
		if d := math.Hypot(c.X-at.X, c.Y-at.Y); d < bestD {
			best, bestD = n, d
		}
	}
	if !g.In(best) {
		return grid.Edge{}, false
	}
	return grid.EdgeBetween(h, best), true
}

// HexSideDeadZone is how near a hex's centre, in map units (a hex is 1
// across), the pointer is near none of its sides: a drag from the middle
// of one hex to the middle of the next gives the one side between them.
const HexSideDeadZone = 0.2

// HexPathSides are the sides nearest the path through points (map units),
// in the order the path meets them, sampled every tenth of a hex.
func HexPathSides(g grid.Hex, l render.HexLayout, points []render.Point) []grid.Edge {
	var out []grid.Edge
	seen := map[grid.Edge]bool{}
	add := func(at render.Point) {
		if s, ok := HexSideAt(g, l, at); ok && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	if len(points) > 0 {
		add(points[0])
	}
	for i := 1; i < len(points); i++ {
		a, b := points[i-1], points[i]
		n := int(math.Ceil(math.Hypot(b.X-a.X, b.Y-a.Y) / 0.1))
		for k := 1; k <= n; k++ {
			f := float64(k) / float64(n)
			add(render.Point{X: a.X + f*(b.X-a.X), Y: a.Y + f*(b.Y-a.Y)})
		}
	}
	return out
}

// HexFrameSides are the sides around the rectangle of hexes with a and b
// at opposite corners, in [col, row] as the map is laid out: each side
// between a hex inside and one outside on the map, row by row.
func HexFrameSides(b *realms.Board, a, z grid.Cell) []grid.Edge {
	g := b.Geometry
	oa, oz := g.Orientation.Offset(a), g.Orientation.Offset(z)
	c0, c1, r0, r1 := min(oa.Col, oz.Col), max(oa.Col, oz.Col), min(oa.Row, oz.Row), max(oa.Row, oz.Row)
	inside := func(c grid.Cell) bool {
		o := g.Orientation.Offset(c)
		return o.Col >= c0 && o.Col <= c1 && o.Row >= r0 && o.Row <= r1
	}
	var out []grid.Edge
	var nbuf []grid.Cell
	for r := r0; r <= r1; r++ {
		for c := c0; c <= c1; c++ {
			h := g.Orientation.Axial(grid.Offset{Col: c, Row: r})
			if !g.In(h) {
				continue
			}
			nbuf = g.Neighbors(h, nbuf[:0])
			for _, n := range nbuf {
				if !inside(n) {
					out = append(out, grid.EdgeBetween(h, n))
				}
			}
		}
	}
	return out
}

// wallsNow is the material of every hex's wall, row-major: the hex map's
// when the play keeps one, else stone for every wall.
func (p *HexPlay) wallsNow() []string {
	if len(p.walls) == len(p.board.Terrain) {
		return p.walls
	}
	out := make([]string, len(p.board.Terrain))
	for i, t := range p.board.Terrain {
		if t == realms.Wall {
			out[i] = "stone"
		}
	}
	return out
}

// WallMaterial is the material of the wall at row-major hex index i, ""
// where there is none: what the window draws.
func (p *HexPlay) WallMaterial(i int) string {
	if i < 0 || i >= len(p.board.Terrain) || p.board.Terrain[i] != realms.Wall {
		return ""
	}
	if w := p.wallsNow(); w[i] != "" {
		return w[i]
	}
	return "stone"
}

// syncWalls tells the hex map the walls' materials after a change of
// terrain, size or an undo.
func (p *HexPlay) syncWalls() {
	if p.hexMap != nil {
		p.hexMap.SetWalls(p.walls)
	}
}

// PaintHex paints a terrain stroke as one undo step and says what it did
// (or why not) in the message. It reports whether the board changed.
func (p *HexPlay) PaintHex(br session.Brush, s HexStroke) bool {
	nb, walls, what, err := ApplyHexPaint(p.board, p.wallsNow(), br, s)
	if err != nil {
		p.message = "Not changed: " + err.Error() + "."
		return false
	}
	before := p.snapshot()
	p.board.Terrain, p.walls = nb.Terrain, walls
	p.syncWalls()
	p.record(before)
	p.message = what + ". " + p.key(session.ActUndo, "Undo") + " undoes it."
	return true
}

// ApplyHexSides returns the board's edges with the edge tool applied on
// sides (a new map: the old one may be held by an undo step) and what it
// did. Thin walls and doors reach all the way up; doors are put closed.
func ApplyHexSides(b *realms.Board, br session.Brush, sides []grid.Edge) (map[grid.Edge]realms.Edge, string, error) {
	if !br.Tool.OnEdges() {
		return nil, "", fmt.Errorf("%s is no edge tool", HexToolName(br.Tool))
	}
	if br.Tool != session.MapEraseEdge && !slices.Contains(session.BrushMaterials(), br.Material) {
		return nil, "", fmt.Errorf("material %v (want glass, wood, stone, metal or unbreakable)", br.Material)
	}
	if len(sides) == 0 {
		return nil, "", errors.New("no side between two hexes there: drag along the lines between hexes inside the map")
	}
	edges := stdmaps.Clone(b.Edges)
	if edges == nil {
		edges = map[grid.Edge]realms.Edge{}
	}
	kind := rules.EdgeWall
	if br.Tool == session.MapDoor {
		kind = rules.EdgeDoor
	}
	changed := 0
	for _, side := range sides {
		old, had := edges[side]
		if br.Tool == session.MapEraseEdge {
			if had {
				delete(edges, side)
				changed++
			}
			continue
		}
		if e := (realms.Edge{Kind: kind, Material: br.Material.String()}); !had || old != e {
			edges[side] = e
			changed++
		}
	}
	if changed == 0 {
		return nil, "", session.ErrNoChange()
	}
	if len(edges) == 0 {
		edges = nil
	}
	switch br.Tool {
	case session.MapEraseEdge:
		return edges, fmt.Sprintf("Erased the thin walls and doors of %d %s", changed, session.Plural(changed, "side")), nil
	case session.MapDoor:
		return edges, fmt.Sprintf("Put a %s door on %d %s", br.Material, changed, session.Plural(changed, "side")), nil
	}
	return edges, fmt.Sprintf("Built a thin %s wall along %d %s", br.Material, changed, session.Plural(changed, "side")), nil
}

// PaintSides applies an edge tool on sides as one undo step and says what
// it did (or why not) in the message.
func (p *HexPlay) PaintSides(br session.Brush, sides []grid.Edge) bool {
	edges, what, err := ApplyHexSides(p.board, br, sides)
	if err != nil {
		p.message = "Not changed: " + err.Error() + "."
		return false
	}
	before := p.snapshot()
	p.board.Edges = edges
	p.record(before)
	p.message = what + ". " + p.key(session.ActUndo, "Undo") + " undoes it."
	return true
}

// PlaceCreature puts a copy of template tpl with its space anchored at
// hex at, with a new id and name ("Bandit 2"), as one undo step; a space
// off the map, on a wall or impassable hex, or on another creature is
// refused, naming the hex.
func (p *HexPlay) PlaceCreature(tpl realms.Creature, at grid.Cell) bool {
	b := p.board
	c := tpl
	c.Effects = slices.Clone(tpl.Effects)
	c.At = at
	for n := 1; ; n++ {
		c.ID, c.Name = tpl.ID, tpl.Name
		if n > 1 {
			c.ID, c.Name = fmt.Sprintf("%s-%d", tpl.ID, n), fmt.Sprintf("%s %d", tpl.Name, n)
		}
		if b.Creature(c.ID) == nil {
			break
		}
	}
	o := b.Offset(at)
	for _, h := range c.Size.Footprint(at, nil) {
		ho := b.Offset(h)
		switch {
		case !b.Geometry.In(h):
			p.message = fmt.Sprintf("Not placed: a %s %s at [%d, %d] would be off the map.", c.Size, tpl.Name, o.Col, o.Row)
			return false
		case b.TerrainAt(h).Blocks():
			p.message = fmt.Sprintf("Not placed: [%d, %d] is %s.", ho.Col, ho.Row, b.TerrainAt(h))
			return false
		}
		for i := range b.Creatures {
			if slices.Contains(b.Creatures[i].Size.Footprint(b.Creatures[i].At, nil), h) {
				p.message = fmt.Sprintf("Not placed: %s stands at [%d, %d].", calledOn(b, &b.Creatures[i]), ho.Col, ho.Row)
				return false
			}
		}
	}
	before := p.snapshot()
	b.Creatures = append(slices.Clip(b.Creatures), c)
	p.record(before)
	p.message = fmt.Sprintf("%s is placed at [%d, %d]. %s takes it back.", calledOn(b, &b.Creatures[len(b.Creatures)-1]), o.Col, o.Row, p.key(session.ActUndo, "Undo"))
	return true
}

// ResizeHex returns a copy of b that is width x height hexes, and the
// walls' materials (row-major, as walls) on it: what fits keeps its
// [col, row], as do the edges between two hexes still on the map; new
// hexes are open. Shrinking under a creature is refused with its name.
func ResizeHex(b *realms.Board, walls []string, width, height int) (*realms.Board, []string, error) {
	if width < 1 || height < 1 || width > maps.MaxGridSide || height > maps.MaxGridSide {
		return nil, nil, fmt.Errorf("size %dx%d (want 1 to %d hexes each way)", width, height, maps.MaxGridSide)
	}
	g := b.Geometry
	ng := grid.Hex{Width: width, Height: height, Orientation: g.Orientation}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		for _, h := range c.Size.Footprint(c.At, nil) {
			if !ng.In(h) {
				o := b.Offset(c.At)
				return nil, nil, fmt.Errorf("can't shrink to %dx%d: %s at [%d, %d] would be off the map (move or remove it first)", width, height, calledOn(b, c), o.Col, o.Row)
			}
		}
	}
	nb := realms.NewBoard(ng)
	nw := make([]string, ng.Len())
	for i := range nb.Terrain {
		if j, ok := g.Index(ng.Cell(i)); ok {
			nb.Terrain[i] = b.Terrain[j]
			if j < len(walls) {
				nw[i] = walls[j]
			}
		}
	}
	for side, e := range b.Edges {
		if ng.In(side.A) && ng.In(side.B) {
			if nb.Edges == nil {
				nb.Edges = map[grid.Edge]realms.Edge{}
			}
			nb.Edges[side] = e
		}
	}
	nb.Creatures = cloneHexBoard(b).Creatures
	return nb, nw, nil
}

// ResizeMap resizes the map as one undo step.
func (p *HexPlay) ResizeMap(width, height int) bool {
	g := p.board.Geometry
	if width == g.Width && height == g.Height {
		p.message = fmt.Sprintf("The map is already %dx%d hexes.", width, height)
		return false
	}
	nb, walls, err := ResizeHex(p.board, p.wallsNow(), width, height)
	if err != nil {
		p.message = "Not resized: " + err.Error() + "."
		return false
	}
	before := p.snapshot()
	p.board.Geometry, p.board.Terrain, p.board.Edges, p.walls = nb.Geometry, nb.Terrain, nb.Edges, walls
	p.syncWalls()
	p.record(before)
	p.message = fmt.Sprintf("Resized the map from %dx%d to %dx%d hexes. %s undoes it.", g.Width, g.Height, width, height, p.key(session.ActUndo, "Undo"))
	return true
}
