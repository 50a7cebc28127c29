package realms

import (
	"errors"
	"fmt"
	stdmaps "maps"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// This file is the map editor's core on an Enchanted Realms hex map.
// The rules know four terrains (open, difficult, wall,
// impassable) and no heights, so of the square tools only these apply:
// difficult paints difficult terrain, wall paints walls, liquid paints
// impassable hexes (deep water: "a chasm, deep water"), erase makes hexes
// open. The others are refused, saying why.

// HexTerrainOf is the terrain a tool paints on a hex map, if it paints one.
func HexTerrainOf(t session.MapTool) (realms.Terrain, bool) {
	switch t {
	case session.MapDifficult:
		return realms.Difficult, true
	case session.MapWall:
		return realms.Wall, true
	case session.MapLiquid:
		return realms.Impassable, true
	case session.MapErase:
		return realms.Open, true
	}
	return realms.Open, false
}

// HexStroke is a stroke on a hex map: its points are axial hexes.
type HexStroke struct {
	Shape  session.Shape
	Points []grid.Cell
}

// HexStrokeCells are the hexes on the map a stroke of the brush covers,
// in the board's row-major order. A dab covers the hexes within Size/2
// steps (1, 7 or 19 hexes); a rectangle is one in [col, row]
// coordinates, as the map is laid out.
func HexStrokeCells(b *realms.Board, br session.Brush, s HexStroke) []grid.Cell {
	if len(s.Points) == 0 {
		return nil
	}
	g := b.Geometry
	first, last := s.Points[0], s.Points[len(s.Points)-1]
	var centres []grid.Cell
	switch s.Shape {
	case session.ShapeFill:
		return hexFill(b, first)
	case session.ShapeLine:
		centres = grid.HexLine(first, last, nil)
	case session.ShapeRect, session.ShapeFrame:
		a, z := g.Orientation.Offset(first), g.Orientation.Offset(last)
		c0, c1, r0, r1 := min(a.Col, z.Col), max(a.Col, z.Col), min(a.Row, z.Row), max(a.Row, z.Row)
		for r := r0; r <= r1; r++ {
			for c := c0; c <= c1; c++ {
				if s.Shape == session.ShapeRect || c == c0 || c == c1 || r == r0 || r == r1 {
					centres = append(centres, g.Orientation.Axial(grid.Offset{Col: c, Row: r}))
				}
			}
		}
	default:
		centres = s.Points
	}
	seen := map[int]bool{}
	var idx []int
	var disk []grid.Cell
	for _, c := range centres {
		disk = grid.HexDisk(c, max(br.Size, 1)/2, disk[:0])
		for _, h := range disk {
			if i, ok := g.Index(h); ok && !seen[i] {
				seen[i] = true
				idx = append(idx, i)
			}
		}
	}
	return cellsInOrder(g, idx)
}

// cellsInOrder is the hexes of the given row-major indices, in order.
func cellsInOrder(g grid.Hex, idx []int) []grid.Cell {
	slices.Sort(idx)
	out := make([]grid.Cell, len(idx))
	for k, i := range idx {
		out[k] = g.Cell(i)
	}
	return out
}

// hexFill is the region of hexes of start's terrain joined to it without
// an edge between them, in row-major order.
func hexFill(b *realms.Board, start grid.Cell) []grid.Cell {
	g := b.Geometry
	if !g.In(start) {
		return nil
	}
	like := b.TerrainAt(start)
	seen := map[grid.Cell]bool{start: true}
	todo := []grid.Cell{start}
	var idx []int
	var nbuf []grid.Cell
	for len(todo) > 0 {
		h := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		i, _ := g.Index(h)
		idx = append(idx, i)
		nbuf = g.Neighbors(h, nbuf[:0])
		for _, n := range nbuf {
			if seen[n] || b.TerrainAt(n) != like {
				continue
			}
			if _, walled := b.EdgeAt(h, n); walled {
				continue
			}
			seen[n] = true
			todo = append(todo, n)
		}
	}
	return cellsInOrder(g, idx)
}

// cloneHexBoard is a deep copy of b.
func cloneHexBoard(b *realms.Board) *realms.Board {
	nb := &realms.Board{Geometry: b.Geometry, Terrain: slices.Clone(b.Terrain), Creatures: slices.Clone(b.Creatures), Edges: stdmaps.Clone(b.Edges)}
	for i := range nb.Creatures {
		nb.Creatures[i].Effects = slices.Clone(nb.Creatures[i].Effects)
	}
	return nb
}

// ApplyHexStroke returns a new hex board with the stroke painted on it and
// what it did. The board given is not changed. A wall or impassable hex
// is never made where a creature stands: those hexes are skipped, and
// what it did names them as [col, row] with the creature.
// Walls are of no particular material: ApplyHexPaint says which.
func ApplyHexStroke(b *realms.Board, br session.Brush, s HexStroke) (*realms.Board, string, error) {
	nb, _, what, err := ApplyHexPaint(b, nil, br, s)
	return nb, what, err
}

// ApplyHexPaint is ApplyHexStroke that also builds walls of the brush's
// material: walls holds the material of each hex's wall in row-major
// order ("" where none; nil when materials are not followed) and the
// walls after the stroke are returned as a new slice. Rebuilding a wall
// of another material is a change.
func ApplyHexPaint(b *realms.Board, walls []string, br session.Brush, s HexStroke) (*realms.Board, []string, string, error) {
	t, ok := HexTerrainOf(br.Tool)
	if !ok {
		return nil, nil, "", fmt.Errorf("%s does not apply on a hex map: Enchanted Realms maps have open, difficult, wall and impassable hexes, no heights (use difficult, wall, liquid for impassable, or erase)", br.Tool)
	}
	if !slices.Contains(session.BrushSizes(), br.Size) {
		return nil, nil, "", fmt.Errorf("brush size %d (want 1, 3 or 5)", br.Size)
	}
	mat := ""
	if t == realms.Wall && walls != nil {
		if !slices.Contains(session.BrushMaterials(), br.Material) {
			return nil, nil, "", fmt.Errorf("material %v (want glass, wood, stone, metal or unbreakable)", br.Material)
		}
		mat = br.Material.String()
	}
	cells := HexStrokeCells(b, br, s)
	if len(cells) == 0 {
		return nil, nil, "", errors.New("the stroke is off the map")
	}
	// A wall or impassable hex never goes under a creature: the hexes
	// where one stands are skipped and named, the rest of the stroke is
	// painted.
	var skipped []string
	if t.Blocks() {
		var fp []grid.Cell
		for i := range b.Creatures {
			c := &b.Creatures[i]
			fp = c.Size.Footprint(c.At, fp[:0])
			var at []string
			for _, h := range fp {
				if j := slices.Index(cells, h); j >= 0 {
					o := b.Offset(h)
					at = append(at, fmt.Sprintf("[%d, %d]", o.Col, o.Row))
					cells = slices.Delete(cells, j, j+1)
				}
			}
			if len(at) > 0 {
				skipped = append(skipped, fmt.Sprintf("%s where %s stands", strings.Join(at, ", "), calledOn(b, c)))
			}
		}
	}
	nb := cloneHexBoard(b)
	var nw []string
	if walls != nil {
		nw = make([]string, len(b.Terrain))
		copy(nw, walls)
	}
	changed := 0
	for _, h := range cells {
		i, _ := b.Geometry.Index(h)
		if nb.Terrain[i] == t && (nw == nil || nw[i] == mat) {
			continue
		}
		nb.Terrain[i] = t
		if nw != nil {
			nw[i] = mat
		}
		changed++
	}
	skip := ""
	if len(skipped) > 0 {
		skip = ", skipping " + strings.Join(skipped, " and ")
	}
	if changed == 0 {
		if skip != "" {
			return nil, nil, "", fmt.Errorf("nothing made %s: the stroke is all %s", t, strings.TrimPrefix(skip, ", skipping "))
		}
		return nil, nil, "", session.ErrNoChange()
	}
	if mat != "" {
		return nb, nw, fmt.Sprintf("Built a %s wall on %d %s%s", mat, changed, session.Plural(changed, "hex"), skip), nil
	}
	return nb, nw, fmt.Sprintf("Made %d %s %s%s", changed, session.Plural(changed, "hex"), t, skip), nil
}
