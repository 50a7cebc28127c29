package imported

import (
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps/internal/edgefile"
	"github.com/battlemap/battlemap/rules"
)

// writeEdges writes the edges of a square map of w x h squares as a Draw
// Steel "edges" list, as the program saves one: the edges on one grid
// line that follow each other without a gap and are alike (kind,
// material, height, open) as one "line" entry. A wall along a whole grid
// line of a 1000-square map is one entry to write and to read back, not
// 1000.
func writeEdges(b *strings.Builder, w, h int, edges []Edge) {
	sides := edgefile.NewSquareSides(w, h, len(edges))
	looks := edgefile.NewLooks(func(e Edge) edgefile.Look {
		return edgefile.Look{Kind: e.Kind.rules(), Material: e.Material, Height: e.Height, Open: e.Open}
	})
	for _, e := range edges {
		side := grid.EdgeBetween(e.Cells[0], e.Cells[1])
		e.Cells = [2]grid.Cell{}
		sides.Add(side, looks.Of(e))
	}
	b.WriteString(edgefile.RunsJSON(sides.Runs(), looks.List()))
}

// rules is the kind as the rules name it.
func (k EdgeKind) rules() rules.EdgeKind {
	switch k {
	case Door:
		return rules.EdgeDoor
	case Window:
		return rules.EdgeWindow
	}
	return rules.EdgeWall
}
