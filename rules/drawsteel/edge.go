package drawsteel

import (
	"fmt"

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
