package realms

import (
	"fmt"
	stdmaps "maps"
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps/internal/edgefile"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
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
			out[grid.EdgeBetween(a, b)] = realms.Edge{Kind: e.Kind, Material: e.Material.String(), Open: e.Open}
		}
	}
	return out
}

// checkEdges checks a realms board's edges.
func checkEdges(v jsonfile.Validator, b *realms.Board) {
	g := b.Geometry
	for _, s := range slices.SortedFunc(stdmaps.Keys(b.Edges), grid.CompareEdges) {
		e := b.Edges[s]
		path := fmt.Sprintf("edge %v", s)
		_, merr := drawsteel.ParseMaterial(e.Material)
		switch {
		case !g.In(s.A) || !g.In(s.B):
			v.Report(path, "a hex is off the %dx%d map", g.Width, g.Height)
		case grid.HexDistance(s.A, s.B) != 1 || grid.EdgeBetween(s.A, s.B) != s:
			v.Report(path, "the hexes share no side (want two neighbours, A before B)")
		case e.Kind > rules.EdgeWindow:
			v.Report(path, "unknown kind %v (want wall, door or window)", e.Kind)
		case merr != nil:
			v.Report(path, "%v", merr)
		case e.Open && !e.Kind.Opens():
			v.Report(path, "a wall cannot be open")
		}
	}
}

// hexEdgesJSON is the "edges" list of a realms board, in the file's
// [col, row] coordinates and reading order.
func hexEdgesJSON(b *realms.Board) string {
	o := b.Geometry.Orientation
	type row struct {
		a, b grid.Cell
		e    realms.Edge
	}
	rows := make([]row, 0, len(b.Edges))
	for s, e := range b.Edges {
		a, c := o.Offset(s.A), o.Offset(s.B)
		fa, fb := grid.Cell{X: a.Col, Y: a.Row}, grid.Cell{X: c.Col, Y: c.Row}
		if grid.CompareEdges(grid.Edge{A: fb, B: fa}, grid.Edge{A: fa, B: fb}) < 0 {
			fa, fb = fb, fa
		}
		rows = append(rows, row{fa, fb, e})
	}
	slices.SortFunc(rows, func(x, y row) int { return grid.CompareEdges(grid.Edge{A: x.a, B: x.b}, grid.Edge{A: y.a, B: y.b}) })
	return jsonfile.BlockOf(len(rows), func(i int) string {
		r := rows[i]
		return edgefile.JSON(r.a, r.b, r.e.Kind, r.e.Material, 0, r.e.Open)
	})
}
