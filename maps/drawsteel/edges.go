package drawsteel

import (
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps/internal/edgefile"
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
	out := make(map[grid.Edge]drawsteel.Edge, edgefile.Count(es))
	for i := range es {
		e := &es[i]
		// Read has checked the name.
		m, _ := drawsteel.ParseMaterial(e.Material)
		v := drawsteel.Edge{Kind: e.Kind, Material: m, Height: e.Height, Open: e.Open}
		for s := range e.Sides() {
			out[s] = v
		}
	}
	return out
}

// edges checks a board's edges as Parse would have read them. The checks
// are cheap and make no message until one fails: a board can hold two
// million edges. Problems are reported in reading order.
func (v validator) edges(b *drawsteel.Board) {
	g := edgefile.Squares(b.Width, b.Height, MaxHeight)
	edgefile.CheckEdges(b.Edges, func(s grid.Edge, e drawsteel.Edge) (string, []any) { return edgeProblem(g, s, e) }, v.Report)
}

// edgeProblem says what is wrong with edge e on side s of a map of
// geometry g, as a message and its arguments, or "".
func edgeProblem(g edgefile.Geometry, s grid.Edge, e drawsteel.Edge) (string, []any) {
	switch {
	case !g.In(s.A) || !g.In(s.B):
		w, h := g.Size()
		return "a cell is off the %dx%d map", []any{w, h}
	case !g.Neighbours(s.A, s.B) || grid.EdgeBetween(s.A, s.B) != s:
		return "the cells share no side (want two orthogonal neighbours, A before B)", nil
	case e.Kind > rules.EdgeWindow:
		return "unknown kind %v (want wall, door or window)", []any{e.Kind}
	case e.Material < drawsteel.Glass || e.Material > drawsteel.Unbreakable:
		return "unknown material %v (want glass, wood, stone, metal or unbreakable)", []any{e.Material}
	case e.Height < 0 || e.Height > MaxHeight:
		return "height %d is out of range (want 0, all the way up, or 1 to %d)", []any{e.Height, MaxHeight}
	case e.Open && !e.Kind.Opens():
		return "a wall cannot be open", nil
	}
	return "", nil
}

// squareEdgesJSON is the "edges" list of a board: each run of alike edges
// along one grid line as one "line" entry, a lone edge in the "cells"
// form, by each entry's first edge in reading order. A wall along a whole
// grid line of a 1000-square map is one line of the file, not 1000.
func squareEdgesJSON(b *drawsteel.Board) string {
	sides := edgefile.NewSquareSides(b.Width, b.Height, len(b.Edges))
	looks := edgefile.NewLooks(func(e drawsteel.Edge) edgefile.Look {
		return edgefile.Look{Kind: e.Kind, Material: e.Material.String(), Height: e.Height, Open: e.Open}
	})
	for s, e := range b.Edges {
		sides.Add(s, looks.Of(e))
	}
	return edgefile.RunsJSON(sides.Runs(), looks.List())
}

// squareEdgeKinds lists the kinds of a board's edges.
func squareEdgeKinds(b *drawsteel.Board) []rules.EdgeKind {
	kinds := make([]rules.EdgeKind, 0, len(b.Edges))
	for _, e := range b.Edges {
		kinds = append(kinds, e.Kind)
	}
	return kinds
}
