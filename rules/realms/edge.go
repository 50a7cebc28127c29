package realms

import (
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// Edge is a thin wall, door or window on the side two neighbouring hexes
// share (the key it has in Board.Edges, in axial cells).
type Edge struct {
	Kind rules.EdgeKind
	// Material names what the edge is made of (glass, wood, stone, metal
	// or unbreakable), for drawing; the movement rules do not read it.
	Material string
	// Open is set for an open door or window (never for a wall).
	Open bool
}

// EdgeAt is the edge standing between hexes a and b, if any.
func (b *Board) EdgeAt(a, c grid.Cell) (Edge, bool) {
	if len(b.Edges) == 0 {
		return Edge{}, false
	}
	e, ok := b.Edges[grid.EdgeBetween(a, c)]
	return e, ok
}
