package session

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	mapsds "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// This file is the map editor's core without a window: tools
// with a brush size, applied along a stroke (a dab, a line, a rectangle,
// its frame or a fill), each stroke one undo step; and resizing the map.
// The window turns pointer drags into strokes and draws the preview from
// StrokeSquares or StrokeSides.

// MapTool is what a stroke does to the squares (or, for the edge tools, the
// sides between squares) it covers.
type MapTool int

const (
	MapRaise     MapTool = iota // ground up 1
	MapLower                    // ground down 1
	MapSetHeight                // ground to Brush.Height
	MapFlatten                  // ground to that of the stroke's first square
	MapDifficult                // difficult terrain
	MapDamaging                 // damaging terrain of Brush.Damage
	MapLiquid                   // liquid of Brush.Depth
	MapWall                     // a wall or object of Brush.Material, Brush.Height tall
	MapErase                    // clears wall, difficult, damaging and liquid; keeps the ground
	MapThinWall                 // thin walls of Brush.Material on the sides a stroke follows
	MapDoor                     // closed doors of Brush.Material on those sides
	MapEraseEdge                // removes thin walls, doors and windows there
	MapCreature                 // places a creature from the templates (the hex editor's; the square editor has Add A)
)

// toolNames are the tools' names, in MapTool order.
func mapToolNames() [13]string {
	return [...]string{"raise", "lower", "set height", "flatten", "difficult", "damaging", "liquid", "wall", "erase", "thin wall", "door", "erase edges", "creature"}
}

// String is the tool's name as the palette shows it.
func (t MapTool) String() string {
	if t >= 0 && int(t) < len(mapToolNames()) {
		return mapToolNames()[t]
	}
	return fmt.Sprintf("tool(%d)", int(t))
}

// MapTools lists the tools in palette order.
func MapTools() []MapTool {
	return []MapTool{MapRaise, MapLower, MapSetHeight, MapFlatten, MapDifficult, MapDamaging, MapLiquid, MapWall, MapErase, MapThinWall, MapDoor, MapEraseEdge}
}

// OnEdges reports whether the tool works on the sides between squares
// rather than on squares: its stroke's points are grid corners.
func (t MapTool) OnEdges() bool { return t == MapThinWall || t == MapDoor || t == MapEraseEdge }

// BrushSizes are the sizes a brush can have: squares across.
func BrushSizes() []int { return []int{1, 3, 5} }

// Brush is a tool with its settings.
type Brush struct {
	Tool MapTool
	// Size is how many squares across one dab covers: 1, 3 or 5.
	Size int
	// Height is the ground height MapSetHeight sets, and how tall
	// MapWall builds.
	Height   int
	Damage   int                // MapDamaging's damage
	Depth    int                // MapLiquid's depth
	Material drawsteel.Material // MapWall's, MapThinWall's and MapDoor's
}

// BrushMaterials are the materials a brush builds walls and doors of, on
// every map that has them (the hex map's walls name the same ones).
func BrushMaterials() []drawsteel.Material { return drawsteel.Materials() }

// DefaultMaterial is the material a new brush builds with.
const DefaultMaterial = drawsteel.Stone

// Describe says what the brush does, for the status bar.
func (br Brush) Describe() string {
	s := ""
	switch br.Tool {
	case MapRaise:
		s = "Raise: the ground goes up 1 square"
	case MapLower:
		s = "Lower: the ground goes down 1 square"
	case MapSetHeight:
		s = fmt.Sprintf("Set height: the ground becomes %d", br.Height)
	case MapFlatten:
		s = "Flatten: the ground becomes that of the first square"
	case MapDifficult:
		s = "Difficult terrain: 1 extra square of movement to enter"
	case MapDamaging:
		s = fmt.Sprintf("Damaging terrain: %d damage on entering", br.Damage)
	case MapLiquid:
		s = fmt.Sprintf("Liquid %d deep: a fall into it is 4 squares shorter", br.Depth)
	case MapWall:
		s = fmt.Sprintf("Wall: %s, %d tall", br.Material, br.Height)
	case MapErase:
		s = "Erase: walls, difficult, damaging and liquid go; the ground stays"
	case MapThinWall:
		return fmt.Sprintf("Thin wall of %s along the grid lines", br.Material)
	case MapDoor:
		return fmt.Sprintf("Door of %s along the grid lines (D opens it)", br.Material)
	case MapEraseEdge:
		return "Erase thin walls, doors and windows along the grid lines"
	}
	return fmt.Sprintf("%s, brush %d", s, br.Size)
}

// Check refuses settings the encounter format could not save.
func (br Brush) Check() error {
	if !slices.Contains(BrushSizes(), br.Size) {
		return fmt.Errorf("brush size %d (want 1, 3 or 5)", br.Size)
	}
	switch br.Tool {
	case MapCreature:
		return errors.New("a creature is placed with Add A on a square map")
	case MapSetHeight:
		if br.Height < -mapsds.MaxHeight || br.Height > mapsds.MaxHeight {
			return fmt.Errorf("height %d (want -%d to %d)", br.Height, mapsds.MaxHeight, mapsds.MaxHeight)
		}
	case MapDamaging:
		if br.Damage < 1 || br.Damage > maps.MaxStat {
			return fmt.Errorf("damage %d (want 1 to %d)", br.Damage, maps.MaxStat)
		}
	case MapLiquid:
		if br.Depth < 1 || br.Depth > mapsds.MaxHeight {
			return fmt.Errorf("liquid depth %d (want 1 to %d)", br.Depth, mapsds.MaxHeight)
		}
	case MapWall:
		if br.Height < 1 || br.Height > mapsds.MaxHeight {
			return fmt.Errorf("wall height %d (want 1 to %d)", br.Height, mapsds.MaxHeight)
		}
		fallthrough
	case MapThinWall, MapDoor:
		if !slices.Contains(drawsteel.Materials(), br.Material) {
			return fmt.Errorf("material %v (want glass, wood, stone, metal or unbreakable)", br.Material)
		}
	}
	return nil
}

// Shape is how a stroke's points become squares.
type Shape int

const (
	// ShapeDabs is a freehand drag: a dab of the brush at every point.
	ShapeDabs Shape = iota
	// ShapeLine is a straight line from the first point to the last.
	ShapeLine
	// ShapeRect is the filled rectangle with the first and last points at
	// opposite corners.
	ShapeRect
	// ShapeFrame is that rectangle's outline.
	ShapeFrame
	// ShapeFill is the region around the first point of squares alike
	// (same cell) and joined side to side without a thin wall or door
	// between them. It ignores the brush size.
	ShapeFill
)

// Stroke is one press-drag-release of the pointer. For the edge tools the
// points are grid corners: corner x,y is the top-left corner of square x,y.
type Stroke struct {
	Shape  Shape
	Points []drawsteel.Square
}

// first and last are the stroke's ends.
func (s Stroke) first() drawsteel.Square { return s.Points[0] }
func (s Stroke) last() drawsteel.Square  { return s.Points[len(s.Points)-1] }

// StrokeSquares are the squares on the map a stroke of the brush covers,
// row by row: what the window previews before the pointer is released.
func StrokeSquares(b *drawsteel.Board, br Brush, s Stroke) []drawsteel.Square {
	if len(s.Points) == 0 {
		return nil
	}
	var centres []drawsteel.Square
	switch s.Shape {
	case ShapeFill:
		return fillRegion(b, s.first())
	case ShapeLine:
		for _, c := range (grid.Square{}).Line(cellOf(s.first()), cellOf(s.last()), nil) {
			centres = append(centres, drawsteel.Square{X: c.X, Y: c.Y})
		}
	case ShapeRect, ShapeFrame:
		lo, hi := corners(s.first(), s.last())
		for y := lo.Y; y <= hi.Y; y++ {
			for x := lo.X; x <= hi.X; x++ {
				if s.Shape == ShapeRect || x == lo.X || x == hi.X || y == lo.Y || y == hi.Y {
					centres = append(centres, drawsteel.Square{X: x, Y: y})
				}
			}
		}
	default:
		centres = s.Points
	}
	r := max(br.Size, 1) / 2
	seen := map[drawsteel.Square]bool{}
	var out []drawsteel.Square
	for _, c := range centres {
		for dy := -r; dy <= r; dy++ {
			for dx := -r; dx <= r; dx++ {
				q := drawsteel.Square{X: c.X + dx, Y: c.Y + dy}
				if b.In(q) && !seen[q] {
					seen[q] = true
					out = append(out, q)
				}
			}
		}
	}
	sortSquares(out)
	return out
}

// sortSquares orders squares row by row, as the map reads.
func sortSquares(qs []drawsteel.Square) {
	slices.SortFunc(qs, func(a, c drawsteel.Square) int {
		if a.Y != c.Y {
			return a.Y - c.Y
		}
		return a.X - c.X
	})
}

func cellOf(s drawsteel.Square) grid.Cell { return grid.Cell{X: s.X, Y: s.Y} }

// corners orders two opposite corners of a rectangle.
func corners(a, b drawsteel.Square) (lo, hi drawsteel.Square) {
	return drawsteel.Square{X: min(a.X, b.X), Y: min(a.Y, b.Y)}, drawsteel.Square{X: max(a.X, b.X), Y: max(a.Y, b.Y)}
}

// fillRegion is the region ShapeFill covers from start.
func fillRegion(b *drawsteel.Board, start drawsteel.Square) []drawsteel.Square {
	if !b.In(start) {
		return nil
	}
	like := b.Cell(start)
	seen := map[drawsteel.Square]bool{start: true}
	todo := []drawsteel.Square{start}
	var out []drawsteel.Square
	for len(todo) > 0 {
		q := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		out = append(out, q)
		for _, d := range []drawsteel.Square{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
			n := q.Add(d)
			if !b.In(n) || seen[n] || b.Cell(n) != like {
				continue
			}
			if _, walled := b.EdgeAt(q, n); walled {
				continue
			}
			seen[n] = true
			todo = append(todo, n)
		}
	}
	sortSquares(out)
	return out
}

// StrokeSides are the sides between two squares of the map that an edge
// tool's stroke follows, in order. A line goes from its first corner
// along the grid line it is nearer to (horizontal or vertical); a
// rectangle or frame is the outline between its two corners. Sides on
// the map's border (with no square beyond) are left out.
func StrokeSides(b *drawsteel.Board, s Stroke) []grid.Edge {
	if len(s.Points) == 0 {
		return nil
	}
	a, z := s.first(), s.last()
	var out []grid.Edge
	seen := map[grid.Edge]bool{}
	// run adds the unit segments from corner p to corner q, which share
	// a row or a column.
	run := func(p, q drawsteel.Square) {
		if p.Y == q.Y {
			for x := min(p.X, q.X); x < max(p.X, q.X); x++ {
				addSide(b, &out, seen, drawsteel.Square{X: x, Y: p.Y - 1}, drawsteel.Square{X: x, Y: p.Y})
			}
			return
		}
		for y := min(p.Y, q.Y); y < max(p.Y, q.Y); y++ {
			addSide(b, &out, seen, drawsteel.Square{X: p.X - 1, Y: y}, drawsteel.Square{X: p.X, Y: y})
		}
	}
	switch s.Shape {
	case ShapeRect, ShapeFrame:
		c1, c2 := drawsteel.Square{X: z.X, Y: a.Y}, drawsteel.Square{X: a.X, Y: z.Y}
		run(a, c1)
		run(c1, z)
		run(z, c2)
		run(c2, a)
	default:
		if grid.Abs(z.X-a.X) >= grid.Abs(z.Y-a.Y) {
			run(a, drawsteel.Square{X: z.X, Y: a.Y})
		} else {
			run(a, drawsteel.Square{X: a.X, Y: z.Y})
		}
	}
	return out
}

func addSide(b *drawsteel.Board, out *[]grid.Edge, seen map[grid.Edge]bool, p, q drawsteel.Square) {
	if !b.In(p) || !b.In(q) {
		return
	}
	side := drawsteel.Side(p, q)
	if !seen[side] {
		seen[side] = true
		*out = append(*out, side)
	}
}

// ErrNoChange is ApplyStroke's refusal of a stroke that would leave the
// map as it was.
func ErrNoChange() error { return errors.New("nothing to change there") }

// ApplyStroke returns a new board with the stroke painted on it and what
// it did ("Raised 9 squares by 1"). The board given is not changed. It
// refuses, naming the creature, to build a wall where a creature stands;
// a creature standing on ground that is raised or lowered stays standing
// on it, and one aloft that the ground would reach is lifted onto it.
func ApplyStroke(b *drawsteel.Board, br Brush, s Stroke) (*drawsteel.Board, string, error) {
	if err := br.Check(); err != nil {
		return nil, "", err
	}
	if len(s.Points) == 0 {
		return nil, "", ErrNoChange()
	}
	if br.Tool.OnEdges() {
		return applyEdges(b, br, s)
	}
	squares := StrokeSquares(b, br, s)
	if len(squares) == 0 {
		return nil, "", errors.New("the stroke is off the map")
	}
	var skipped []string
	if br.Tool == MapWall {
		squares, skipped = skipStanding(b, squares)
	}
	nb := b.Clone()
	flat := 0
	if br.Tool == MapFlatten {
		if !b.In(s.first()) {
			return nil, "", fmt.Errorf("flatten starts off the map at %v", s.first())
		}
		flat = b.Cell(s.first()).Ground
	}
	changed := 0
	for _, q := range squares {
		c := nb.Cell(q)
		old := c
		switch br.Tool {
		case MapRaise:
			c.Ground = min(c.Ground+1, mapsds.MaxHeight)
		case MapLower:
			c.Ground = max(c.Ground-1, -mapsds.MaxHeight)
		case MapSetHeight:
			c.Ground = br.Height
		case MapFlatten:
			c.Ground = flat
		case MapDifficult:
			c.Difficult = true
		case MapDamaging:
			c.Damaging = br.Damage
		case MapLiquid:
			c.Liquid = br.Depth
		case MapWall:
			c.Wall, c.WallHeight = br.Material, br.Height
		case MapErase:
			c.Wall, c.WallHeight, c.Difficult, c.Damaging, c.Liquid = drawsteel.NoMaterial, 0, false, 0, 0
		}
		if c != old {
			changed++
			nb.SetCell(q, c)
		}
	}
	skip := ""
	if len(skipped) > 0 {
		skip = ", skipping " + strings.Join(skipped, " and ")
	}
	if changed == 0 {
		if skip != "" {
			return nil, "", fmt.Errorf("no wall built: the stroke is all %s", strings.TrimPrefix(skip, ", skipping "))
		}
		return nil, "", ErrNoChange()
	}
	if err := settleCreatures(b, nb); err != nil {
		return nil, "", err
	}
	return nb, strokeWhat(br, changed) + skip, nil
}

// skipStanding leaves out of a wall stroke's squares those where a
// creature stands (a wall there would put it inside stone) and says
// which, by the creature: "[2, 2] where Goblin stands". A square already
// walled is kept: building it again changes nothing about the creature.
func skipStanding(b *drawsteel.Board, squares []drawsteel.Square) ([]drawsteel.Square, []string) {
	var skipped []string
	for i := range b.Creatures {
		c := &b.Creatures[i]
		var at []string
		for j := 0; j < len(squares); {
			if q := squares[j]; c.Covers(q) && !b.Cell(q).HasWall() {
				at = append(at, fmt.Sprintf("[%d, %d]", q.X, q.Y))
				squares = slices.Delete(squares, j, j+1)
				continue
			}
			j++
		}
		if len(at) > 0 {
			others := 0
			for j := range b.Creatures {
				if j != i && b.Creatures[j].Name == c.Name {
					others++
				}
			}
			skipped = append(skipped, fmt.Sprintf("%s where %s stands", strings.Join(at, ", "), Called(c.ID, c.Name, others)))
		}
	}
	return squares, skipped
}

// settleCreatures keeps the creatures of nb (a copy of b with cells
// changed) standing where they stood, and refuses a wall in one's space.
func settleCreatures(b, nb *drawsteel.Board) error {
	for i := range nb.Creatures {
		c := &nb.Creatures[i]
		n := c.Size.Squares()
		for _, q := range c.Footprint() {
			if nb.In(q) && nb.Cell(q).HasWall() && !b.Cell(q).HasWall() {
				others := 0
				for j := range nb.Creatures {
					if j != i && nb.Creatures[j].Name == c.Name {
						others++
					}
				}
				return fmt.Errorf("%s stands at %v: move it before building there", Called(c.ID, c.Name, others), q)
			}
		}
		before, after := b.GroundUnder(c.At, n), nb.GroundUnder(c.At, n)
		if c.Z == before || c.Z < after {
			c.Z = after
		}
	}
	return nil
}

// strokeWhat says what a square tool did to n squares.
func strokeWhat(br Brush, n int) string {
	sq := Plural(n, "square")
	switch br.Tool {
	case MapRaise:
		return fmt.Sprintf("Raised %d %s by 1", n, sq)
	case MapLower:
		return fmt.Sprintf("Lowered %d %s by 1", n, sq)
	case MapSetHeight:
		return fmt.Sprintf("Set %d %s to height %d", n, sq, br.Height)
	case MapFlatten:
		return fmt.Sprintf("Flattened %d %s", n, sq)
	case MapDifficult:
		return fmt.Sprintf("Made %d %s difficult", n, sq)
	case MapDamaging:
		return fmt.Sprintf("Made %d %s damaging (%d)", n, sq, br.Damage)
	case MapLiquid:
		return fmt.Sprintf("Poured liquid %d deep in %d %s", br.Depth, n, sq)
	case MapWall:
		return fmt.Sprintf("Built a %s wall %d tall on %d %s", br.Material, br.Height, n, sq)
	}
	return fmt.Sprintf("Erased %d %s", n, sq)
}

// Plural is word for n of them ("square", "squares", "hexes").
func Plural(n int, word string) string {
	switch {
	case n == 1:
		return word
	case strings.HasSuffix(word, "x"):
		return word + "es"
	}
	return word + "s"
}

// applyEdges is ApplyStroke for the edge tools. Edges reach all the way
// up (Height 0); doors are put closed.
func applyEdges(b *drawsteel.Board, br Brush, s Stroke) (*drawsteel.Board, string, error) {
	sides := StrokeSides(b, s)
	if len(sides) == 0 {
		return nil, "", errors.New("no side between two squares there: drag along a grid line inside the map")
	}
	nb := b.Clone()
	if nb.Edges == nil {
		nb.Edges = map[grid.Edge]drawsteel.Edge{}
	}
	kind := rules.EdgeWall
	if br.Tool == MapDoor {
		kind = rules.EdgeDoor
	}
	changed := 0
	for _, side := range sides {
		old, had := nb.Edges[side]
		if br.Tool == MapEraseEdge {
			if had {
				delete(nb.Edges, side)
				changed++
			}
			continue
		}
		e := drawsteel.Edge{Kind: kind, Material: br.Material}
		if !had || old != e {
			nb.Edges[side] = e
			changed++
		}
	}
	if changed == 0 {
		return nil, "", ErrNoChange()
	}
	if len(nb.Edges) == 0 {
		nb.Edges = nil
	}
	what := ""
	switch br.Tool {
	case MapEraseEdge:
		what = fmt.Sprintf("Erased the thin walls and doors of %d %s", changed, Plural(changed, "side"))
	case MapDoor:
		what = fmt.Sprintf("Put a %s door on %d %s", br.Material, changed, Plural(changed, "side"))
	default:
		what = fmt.Sprintf("Built a thin %s wall along %d %s", br.Material, changed, Plural(changed, "side"))
	}
	return nb, what, nil
}

// Resize returns a copy of b that is width x height squares: what fits is
// kept (cells, edges between two squares still on the map), new squares
// are flat ground. Shrinking under a creature is refused with its name.
func Resize(b *drawsteel.Board, width, height int) (*drawsteel.Board, error) {
	if width < 1 || height < 1 || width > maps.MaxGridSide || height > maps.MaxGridSide {
		return nil, fmt.Errorf("size %dx%d (want 1 to %d squares each way)", width, height, maps.MaxGridSide)
	}
	nb := drawsteel.NewBoard(width, height)
	var off []string
	for _, c := range b.Creatures {
		for _, q := range c.Footprint() {
			if !nb.In(q) {
				off = append(off, fmt.Sprintf("%s at %v", c.Name, c.At))
				break
			}
		}
	}
	if len(off) > 0 {
		return nil, fmt.Errorf("can't shrink to %dx%d: %s would be off the map (move or remove it first)", width, height, strings.Join(off, ", "))
	}
	for y := 0; y < min(height, b.Height); y++ {
		for x := 0; x < min(width, b.Width); x++ {
			q := drawsteel.Square{X: x, Y: y}
			nb.SetCell(q, b.Cell(q))
		}
	}
	for side, e := range b.Edges {
		if nb.In(drawsteel.Square(side.A)) && nb.In(drawsteel.Square(side.B)) {
			if nb.Edges == nil {
				nb.Edges = map[grid.Edge]drawsteel.Edge{}
			}
			nb.Edges[side] = e
		}
	}
	nb.Creatures = b.Clone().Creatures
	return nb, nil
}
