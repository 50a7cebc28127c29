package realms

import (
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps/internal/edgefile"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
)

// This file turns the shared "edges" list (maps/internal/edgefile) into a
// realms board's edges and back.

// hexEdges turns the entries of a realms file (offset cells) into the
// board's edges (axial cells).
func hexEdges(es []edgefile.Entry, o grid.Orientation) map[grid.Edge]realms.Edge {
	if len(es) == 0 {
		return nil
	}
	out := make(map[grid.Edge]realms.Edge, edgefile.Count(es))
	for _, e := range es {
		for s := range e.Sides() {
			a := o.Axial(grid.Offset{Col: s.A.X, Row: s.A.Y})
			b := o.Axial(grid.Offset{Col: s.B.X, Row: s.B.Y})
			out[grid.EdgeBetween(a, b)] = realms.Edge{Kind: e.Kind, Material: e.Material, Open: e.Open}
		}
	}
	return out
}

// checkEdges checks a realms board's edges. The checks make no message
// until one fails, and problems are reported in reading order.
func checkEdges(v jsonfile.Validator, b *realms.Board) {
	edgefile.CheckEdges(b.Edges, func(s grid.Edge, e realms.Edge) (string, []any) { return hexEdgeProblem(b.Geometry, s, e) }, v.Report)
}

// hexEdgeProblem says what is wrong with edge e on side s (axial cells)
// of a map of geometry g, as a message and its arguments, or "".
func hexEdgeProblem(g grid.Hex, s grid.Edge, e realms.Edge) (string, []any) {
	merr := rules.CheckMaterial(e.Material)
	switch {
	case !g.In(s.A) || !g.In(s.B):
		return "a hex is off the %dx%d map", []any{g.Width, g.Height}
	case grid.HexDistance(s.A, s.B) != 1 || grid.EdgeBetween(s.A, s.B) != s:
		return "the hexes share no side (want two neighbours, A before B)", nil
	case e.Kind > rules.EdgeWindow:
		return "unknown kind %v (want wall, door or window)", []any{e.Kind}
	case merr != nil:
		return "%v", []any{merr}
	case e.Open && !e.Kind.Opens():
		return "a wall cannot be open", nil
	}
	return "", nil
}

// hexEdgesJSON is the "edges" list of a realms board, in the file's
// [col, row] coordinates and reading order.
func hexEdgesJSON(b *realms.Board) string {
	o := b.Geometry.Orientation
	looks := edgefile.NewLooks(func(e realms.Edge) edgefile.Look {
		return edgefile.Look{Kind: e.Kind, Material: e.Material, Open: e.Open}
	})
	rows := make([]edgefile.Cells, 0, len(b.Edges))
	for s, e := range b.Edges {
		a, c := o.Offset(s.A), o.Offset(s.B)
		fa, fb := grid.Cell{X: a.Col, Y: a.Row}, grid.Cell{X: c.Col, Y: c.Row}
		if grid.CompareEdges(grid.Edge{A: fb, B: fa}, grid.Edge{A: fa, B: fb}) < 0 {
			fa, fb = fb, fa
		}
		rows = append(rows, edgefile.Cells{A: fa, B: fb, Look: looks.Of(e)})
	}
	slices.SortFunc(rows, func(x, y edgefile.Cells) int {
		return grid.CompareEdges(grid.Edge{A: x.A, B: x.B}, grid.Edge{A: y.A, B: y.B})
	})
	return edgefile.CellsJSON(rows, looks.List())
}
