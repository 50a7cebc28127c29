package drawsteel

import (
	"fmt"
	"math"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// Edge is a thin wall, door or window standing on the side two
// orthogonally adjacent squares share (the key it has in Board.Edges).
// Forced movement that crosses a closed one slams the creature into an
// object of its Material.
type Edge struct {
	Kind     rules.EdgeKind
	Material Material
	// Height is how many squares tall the edge stands above the higher of
	// its two squares' ground; 0 means it reaches all the way up.
	Height int
	// Open is set for an open door or window (never for a wall).
	Open bool
}

// DefaultEdgeMaterial is the material of an edge of kind k whose file
// names none: stone walls, wooden doors, glass windows.
func DefaultEdgeMaterial(k rules.EdgeKind) Material {
	switch k {
	case rules.EdgeDoor:
		return Wood
	case rules.EdgeWindow:
		return Glass
	}
	return Stone
}

// String is "the wooden door", "the stone wall", "the open glass window".
func (e Edge) String() string {
	open := ""
	if e.Open {
		open = "open "
	}
	return fmt.Sprintf("the %s%s %s", open, materialAdjective(e.Material), e.Kind)
}

// materialAdjective is "wooden" for wood, the name for the others.
func materialAdjective(m Material) string {
	if m == Wood {
		return "wooden"
	}
	return m.String()
}

// Side is the grid edge between squares a and b.
func Side(a, b Square) grid.Edge {
	return grid.EdgeBetween(grid.Cell{X: a.X, Y: a.Y}, grid.Cell{X: b.X, Y: b.Y})
}

// EdgeAt is the edge standing between squares a and b, if any.
func (b *Board) EdgeAt(p, q Square) (Edge, bool) {
	if len(b.Edges) == 0 {
		return Edge{}, false
	}
	e, ok := b.Edges[Side(p, q)]
	return e, ok
}

// EdgeBottom is the height the edge between squares p and q stands on:
// the higher of the two squares' ground.
func (b *Board) EdgeBottom(p, q Square) int { return max(b.Cell(p).Ground, b.Cell(q).Ground) }

// EdgeName names an edge for a player: "the wooden wall between 3,4 and 4,4".
func EdgeName(side grid.Edge, e Edge) string {
	return fmt.Sprintf("%s between %v and %v", e, side.A, side.B)
}

// edgeCross is an edge a step of a footprint crosses, with the heights
// it spans: from bottom up to (not including) top.
type edgeCross struct {
	side        grid.Edge
	edge        Edge
	bottom, top int
}

// edgeNoTop is the top of an edge that reaches all the way up.
const edgeNoTop = math.MaxInt32

// span is the heights edge e between squares p and q fills.
func (b *Board) edgeSpan(p, q Square, e Edge) (bottom, top int) {
	bottom = b.EdgeBottom(p, q)
	if e.Height <= 0 {
		return bottom, edgeNoTop
	}
	return bottom, bottom + e.Height
}

// crossedEdges appends to buf the edges a footprint of side n with its
// top-left square at (x, y) crosses when it steps by (dx, dy), each of
// dx and dy -1, 0 or 1. An orthogonal step crosses the sides between its
// leading squares and the squares they enter; a diagonal step passes
// the corner each leading square leaves by, and meets every edge that
// touches that corner (the corner rule: "can't move diagonally when doing
// so would involve passing through the corner of a wall"). Edges with
// both squares inside the footprint are not crossed. The edges of a
// diagonal step may repeat. An orthogonal step of a footprint wider than
// one square also sweeps across the edges between the squares it enters
// (a wall that ends in the column a size 2 creature steps into runs
// into its body): those are crossed too, so that no step ends with a
// wall inside the footprint (rules-drawsteel.md, "Edges").
func (b *Board) crossedEdges(x, y, n, dx, dy int, buf []edgeCross) []edgeCross {
	if len(b.Edges) == 0 || (dx == 0 && dy == 0) {
		return buf
	}
	inside := func(s Square) bool { return s.X >= x && s.X < x+n && s.Y >= y && s.Y < y+n }
	add := func(p, q Square) {
		if inside(p) && inside(q) {
			return
		}
		side := Side(p, q)
		if e, ok := b.Edges[side]; ok {
			bottom, top := b.edgeSpan(p, q, e)
			buf = append(buf, edgeCross{side: side, edge: e, bottom: bottom, top: top})
		}
	}
	for j := y; j < y+n; j++ {
		for i := x; i < x+n; i++ {
			c := Square{i, j}
			t := Square{i + dx, j + dy}
			if inside(t) {
				continue
			}
			if dx == 0 || dy == 0 {
				add(c, t)
				continue
			}
			h, v := Square{i + dx, j}, Square{i, j + dy}
			add(c, h)
			add(c, v)
			add(h, t)
			add(v, t)
		}
	}
	if (dx == 0) != (dy == 0) {
		// the squares entered, one after another across the step: the
		// edges between them are inside the new footprint only (after
		// the edges crossed into them, which a slam names first)
		for k := 0; k+1 < n; k++ {
			t := Square{x + n, y + k}
			if dx < 0 {
				t.X = x - 1
			}
			u := Square{t.X, t.Y + 1}
			if dy != 0 {
				t = Square{x + k, y + n}
				if dy < 0 {
					t.Y = y - 1
				}
				u = Square{t.X + 1, t.Y}
			}
			add(t, u)
		}
	}
	return buf
}

// sealed reports whether a line from square c to its diagonal neighbour
// c+(dx, dy) that passes exactly through their shared corner is blocked
// by edges at height z: both ways around the corner are walled (a wall
// that only ends at the corner is skimmed, as a wall's corner is).
func (b *Board) sealed(c Square, dx, dy int, z float64, blocks func(Edge) bool) bool {
	h, v, t := Square{c.X + dx, c.Y}, Square{c.X, c.Y + dy}, Square{c.X + dx, c.Y + dy}
	return (b.edgeBlocksAt(c, h, z, blocks) || b.edgeBlocksAt(h, t, z, blocks)) &&
		(b.edgeBlocksAt(c, v, z, blocks) || b.edgeBlocksAt(v, t, z, blocks))
}

// edgeBlocksAt reports whether an edge between squares p and q that
// blocks (says blocks) stands at height z, strictly between its bottom and
// top: a line that grazes its top or foot passes.
func (b *Board) edgeBlocksAt(p, q Square, z float64, blocks func(Edge) bool) bool {
	e, ok := b.Edges[Side(p, q)]
	if !ok || !blocks(e) {
		return false
	}
	bottom, top := b.edgeSpan(p, q, e)
	return z > float64(bottom)-1e-9 && z < float64(top)-1e-9
}

// StraddledEdge is the first edge (row by row) standing between two
// squares of the footprint of a creature of size sz with its top-left
// square at, its bottom at z, that blocks its movement within its height
// (rules.EdgeKind.BlocksMovement): a large creature can't stand across a
// thin wall, as it can't stand in a wall square (rules-drawsteel.md,
// "Edges"). ok is false when there is none.
func (b *Board) StraddledEdge(at Square, z int, sz Size) (side grid.Edge, e Edge, ok bool) {
	n, h := sz.Squares(), sz.Height()
	if n < 2 || len(b.Edges) == 0 {
		return grid.Edge{}, Edge{}, false
	}
	for j := at.Y; j < at.Y+n; j++ {
		for i := at.X; i < at.X+n; i++ {
			p := Square{i, j}
			for _, q := range []Square{{i + 1, j}, {i, j + 1}} {
				if q.X >= at.X+n || q.Y >= at.Y+n {
					continue
				}
				e, found := b.EdgeAt(p, q)
				if !found || !e.Kind.BlocksMovement(e.Open) {
					continue
				}
				if bottom, top := b.edgeSpan(p, q, e); bottom < z+h && top > z {
					return Side(p, q), e, true
				}
			}
		}
	}
	return grid.Edge{}, Edge{}, false
}
