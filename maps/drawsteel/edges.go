package drawsteel

import (
	"fmt"
	stdmaps "maps"
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps/internal/edgefile"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// This file turns the shared "edges" list (maps/internal/edgefile) into a
// Draw Steel board's edges and back.

// squareEdges turns the entries of a Draw Steel file into the board's edges.
func squareEdges(es []edgefile.Entry) map[grid.Edge]drawsteel.Edge {
	if len(es) == 0 {
		return nil
	}
	out := map[grid.Edge]drawsteel.Edge{}
	for _, e := range es {
		for _, s := range e.Sides {
			out[s] = drawsteel.Edge{Kind: e.Kind, Material: e.Material, Height: e.Height, Open: e.Open}
		}
	}
	return out
}

// edges checks a board's edges as Parse would have read them.
func (v validator) edges(b *drawsteel.Board) {
	g := edgefile.Squares(b.Width, b.Height, MaxHeight)
	for _, s := range slices.SortedFunc(stdmaps.Keys(b.Edges), grid.CompareEdges) {
		e := b.Edges[s]
		path := fmt.Sprintf("edge %v", s)
		switch {
		case !g.In(s.A) || !g.In(s.B):
			v.Report(path, "a cell is off the %dx%d map", b.Width, b.Height)
		case !g.Neighbours(s.A, s.B) || grid.EdgeBetween(s.A, s.B) != s:
			v.Report(path, "the cells share no side (want two orthogonal neighbours, A before B)")
		case e.Kind > rules.EdgeWindow:
			v.Report(path, "unknown kind %v (want wall, door or window)", e.Kind)
		case e.Material < drawsteel.Glass || e.Material > drawsteel.Unbreakable:
			v.Report(path, "unknown material %v (want glass, wood, stone, metal or unbreakable)", e.Material)
		case e.Height < 0 || e.Height > MaxHeight:
			v.Report(path, "height %d is out of range (want 0, all the way up, or 1 to %d)", e.Height, MaxHeight)
		case e.Open && !e.Kind.Opens():
			v.Report(path, "a wall cannot be open")
		}
	}
}

// squareEdgesJSON is the "edges" list of a board, in reading order.
func squareEdgesJSON(b *drawsteel.Board) string {
	sides := slices.SortedFunc(stdmaps.Keys(b.Edges), grid.CompareEdges)
	return jsonfile.BlockOf(len(sides), func(i int) string {
		e := b.Edges[sides[i]]
		return edgefile.JSON(sides[i].A, sides[i].B, e.Kind, e.Material.String(), e.Height, e.Open)
	})
}

// squareEdgeKinds lists the kinds of a board's edges.
func squareEdgeKinds(b *drawsteel.Board) []rules.EdgeKind {
	var kinds []rules.EdgeKind
	for _, e := range b.Edges {
		kinds = append(kinds, e.Kind)
	}
	return kinds
}
