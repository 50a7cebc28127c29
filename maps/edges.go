package maps

import (
	"fmt"
	stdmaps "maps"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
)

// This file reads and writes the "edges" list of Draw Steel and realms
// files: thin walls, doors and windows on the sides cells share.

// The keys of an edge entry: a square map's, and a hex map's (no line
// sugar, no height: realms has neither corners nor heights).
func edgeKeys() []string    { return []string{"cells", "line", "kind", "material", "height", "open"} }
func hexEdgeKeys() []string { return []string{"cells", "kind", "material", "open"} }

// edgeEntry is one entry of an "edges" list, read but not yet placed.
type edgeEntry struct {
	node     *node
	path     string
	sides    []grid.Edge // in the file's coordinates; cells on the map and neighbours
	kind     rules.EdgeKind
	material drawsteel.Material
	height   int
	open     bool
}

// edgeGeometry is what reading edges needs to know of the map: how to
// check a pair of cells in the file's coordinates.
type edgeGeometry struct {
	square bool
	w, h   int
	hex    grid.Hex
}

func (g edgeGeometry) in(c grid.Cell) bool {
	if g.square {
		return c.X >= 0 && c.Y >= 0 && c.X < g.w && c.Y < g.h
	}
	return c.X >= 0 && c.Y >= 0 && c.X < g.hex.Width && c.Y < g.hex.Height
}

// neighbours reports whether two on-map cells share a side: orthogonal
// squares, or hexes one step apart.
func (g edgeGeometry) neighbours(a, b grid.Cell) bool {
	if g.square {
		return abs(a.X-b.X)+abs(a.Y-b.Y) == 1
	}
	o := g.hex.Orientation
	return grid.HexDistance(o.Axial(grid.Offset{Col: a.X, Row: a.Y}), o.Axial(grid.Offset{Col: b.X, Row: b.Y})) == 1
}

// sides is how many sides the map has between cells: no list of distinct
// edges can be longer.
func (g edgeGeometry) sides() int {
	if g.square {
		return g.w*(g.h-1) + g.h*(g.w-1)
	}
	return 3 * g.hex.Len()
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// edges reads an "edges" list. gridOK says whether g is known; without it
// the entries are read field by field only. Every side appears once.
func (d *decoder) edges(n *node, g edgeGeometry, gridOK bool) []edgeEntry {
	keys := hexEdgeKeys()
	cellsWant := "[[col, row], [col, row]]"
	if g.square {
		keys, cellsWant = edgeKeys(), "[[x, y], [x, y]]"
	}
	var out []edgeEntry
	seen := map[grid.Edge]int{}
	total := 0
	for i, e := range d.array(n, "edges", `an array of edges like {"cells": `+strings.ReplaceAll(cellsWant, "col, row", "3, 4")+`, "kind": "door"}`) {
		path := index("edges", i)
		en := edgeEntry{path: path, node: &e}
		f := d.object(&e, path, keys)
		if f == nil {
			continue
		}
		fails := d.ps.count()
		en.kind = rules.EdgeWall
		if v := f.get("kind"); v != nil {
			if s, ok := d.string(v, path+".kind"); ok {
				k, err := rules.ParseEdgeKind(s)
				if err != nil {
					d.fail(v, path+".kind", "%v", err)
				}
				en.kind = k
			}
		}
		en.material = drawsteel.DefaultEdgeMaterial(en.kind)
		if v := f.get("material"); v != nil {
			if s, ok := d.string(v, path+".material"); ok {
				m, err := drawsteel.ParseMaterial(s)
				if err != nil {
					d.fail(v, path+".material", "%v", err)
				}
				en.material = m
			}
		}
		if v := f.get("height"); v != nil {
			en.height, _ = d.int(v, path+".height", 1, MaxHeight)
		}
		if v := f.get("open"); v != nil {
			if o, ok := d.bool(v, path+".open"); ok {
				if o && !en.kind.Opens() {
					d.fail(v, path+".open", `a wall cannot be open (want "kind": "door" or "window", or leave "open" out)`)
				}
				en.open = o
			}
		}
		cells, line := f.get("cells"), f.get("line")
		switch {
		case cells != nil && line != nil:
			d.fail(&e, path, `give "cells" or "line", not both`)
		case cells != nil:
			if side, ok := d.edgeCells(cells, path+".cells", cellsWant, g, gridOK); ok {
				en.sides = []grid.Edge{side}
			}
		case line != nil:
			en.sides = d.edgeLine(line, path+".line", g, gridOK)
		case g.square:
			d.fail(&e, path, `missing "cells" (want the two squares the edge separates, e.g. "cells": [[3, 4], [4, 4]]) or "line" (corners, e.g. "line": [[0, 2], [5, 2]])`)
		default:
			d.fail(&e, path, `missing "cells" (want the two hexes the edge separates, e.g. "cells": [[3, 4], [4, 4]])`)
		}
		if d.ps.count() > fails {
			continue
		}
		total += len(en.sides)
		if gridOK && total > g.sides() {
			d.fail(&e, path, "more edges than the map has sides between cells (%d)", g.sides())
			return nil
		}
		for _, s := range en.sides {
			if j, dup := seen[s]; dup {
				d.fail(&e, path, "the side between %v and %v already has an edge (%s)", s.A, s.B, index("edges", j))
				break
			}
			seen[s] = i
		}
		if d.ps.count() == fails {
			out = append(out, en)
		}
	}
	return out
}

// edgeCells reads "cells": two neighbouring cells on the map.
func (d *decoder) edgeCells(n *node, path, want string, g edgeGeometry, gridOK bool) (grid.Edge, bool) {
	var pair [2]node
	if !d.tuple(n, path, want, "cell", pair[:]) {
		return grid.Edge{}, false
	}
	var cs [2]grid.Cell
	for k := range pair {
		c, ok := d.edgeCell(&pair[k], index(path, k), g, gridOK)
		if !ok {
			return grid.Edge{}, false
		}
		cs[k] = c
	}
	if gridOK && !g.neighbours(cs[0], cs[1]) {
		what := "hexes next to each other"
		if g.square {
			what = "squares side by side (one step left, right, up or down; a diagonal shares no side)"
		}
		d.fail(n, path, "%v and %v share no side (want two %s)", cs[0], cs[1], what)
		return grid.Edge{}, false
	}
	return grid.EdgeBetween(cs[0], cs[1]), true
}

// edgeCell reads one cell on the map, in the file's coordinates.
func (d *decoder) edgeCell(n *node, path string, g edgeGeometry, gridOK bool) (grid.Cell, bool) {
	one := "[col, row]"
	if g.square {
		one = "[x, y]"
	}
	var xy [2]node
	if !d.tuple(n, path, one, "number", xy[:]) {
		return grid.Cell{}, false
	}
	x, xok := d.whole(&xy[0], path+"[0]")
	y, yok := d.whole(&xy[1], path+"[1]")
	if !xok || !yok {
		return grid.Cell{}, false
	}
	c := grid.Cell{X: x, Y: y}
	if gridOK && !g.in(c) {
		if g.square {
			d.fail(n, path, "square %v is off the %dx%d map (want x from 0 to %d and y from 0 to %d)", c, g.w, g.h, g.w-1, g.h-1)
		} else {
			d.fail(n, path, "hex %v is off the %dx%d map (want col from 0 to %d and row from 0 to %d)", c, g.hex.Width, g.hex.Height, g.hex.Width-1, g.hex.Height-1)
		}
		return grid.Cell{}, false
	}
	return c, true
}

// edgeLine reads "line": two corners of squares, [x, y] with x from 0 to
// the width, on one row or column line, and returns the sides along it.
func (d *decoder) edgeLine(n *node, path string, g edgeGeometry, gridOK bool) []grid.Edge {
	const want = "[[x, y], [x, y]] (two corners of squares on one grid line)"
	var pair [2]node
	if !d.tuple(n, path, want, "corner", pair[:]) {
		return nil
	}
	var cs [2]grid.Cell
	for k := range pair {
		var xy [2]node
		p := index(path, k)
		if !d.tuple(&pair[k], p, "[x, y]", "number", xy[:]) {
			return nil
		}
		x, xok := d.whole(&xy[0], p+"[0]")
		y, yok := d.whole(&xy[1], p+"[1]")
		if !xok || !yok {
			return nil
		}
		if gridOK && (x < 0 || y < 0 || x > g.w || y > g.h) {
			d.fail(&pair[k], p, "corner %d,%d is off the %dx%d map (corners run from 0,0 to %d,%d)", x, y, g.w, g.h, g.w, g.h)
			return nil
		}
		cs[k] = grid.Cell{X: x, Y: y}
	}
	a, b := cs[0], cs[1]
	switch {
	case a == b:
		d.fail(n, path, "the line starts and ends at corner %v (want two different corners on one grid line)", a)
		return nil
	case a.X != b.X && a.Y != b.Y:
		d.fail(n, path, "from corner %v to %v is not along one grid line (want the same x or the same y; give diagonal walls square by square with \"cells\")", a, b)
		return nil
	case !gridOK:
		return nil
	}
	var out []grid.Edge
	if a.Y == b.Y { // a horizontal line, between rows y-1 and y
		if a.Y == 0 || a.Y == g.h {
			d.fail(n, path, "the line runs along the map's border at y %d, where no square is on the other side (want y from 1 to %d)", a.Y, g.h-1)
			return nil
		}
		for x := min(a.X, b.X); x < max(a.X, b.X); x++ {
			out = append(out, grid.EdgeBetween(grid.Cell{X: x, Y: a.Y - 1}, grid.Cell{X: x, Y: a.Y}))
		}
		return out
	}
	if a.X == 0 || a.X == g.w {
		d.fail(n, path, "the line runs along the map's border at x %d, where no square is on the other side (want x from 1 to %d)", a.X, g.w-1)
		return nil
	}
	for y := min(a.Y, b.Y); y < max(a.Y, b.Y); y++ {
		out = append(out, grid.EdgeBetween(grid.Cell{X: a.X - 1, Y: y}, grid.Cell{X: a.X, Y: y}))
	}
	return out
}

// squareEdges turns the entries of a Draw Steel file into the board's edges.
func squareEdges(es []edgeEntry) map[grid.Edge]drawsteel.Edge {
	if len(es) == 0 {
		return nil
	}
	out := map[grid.Edge]drawsteel.Edge{}
	for _, e := range es {
		for _, s := range e.sides {
			out[s] = drawsteel.Edge{Kind: e.kind, Material: e.material, Height: e.height, Open: e.open}
		}
	}
	return out
}

// hexEdges turns the entries of a realms file (offset cells) into the
// board's edges (axial cells).
func hexEdges(es []edgeEntry, o grid.Orientation) map[grid.Edge]realms.Edge {
	if len(es) == 0 {
		return nil
	}
	out := map[grid.Edge]realms.Edge{}
	for _, e := range es {
		for _, s := range e.sides {
			a := o.Axial(grid.Offset{Col: s.A.X, Row: s.A.Y})
			b := o.Axial(grid.Offset{Col: s.B.X, Row: s.B.Y})
			out[grid.EdgeBetween(a, b)] = realms.Edge{Kind: e.kind, Material: e.material.String(), Open: e.open}
		}
	}
	return out
}

// validateSquareEdges checks a board's edges as Parse would have read them.
func (v validator) squareEdges(b *drawsteel.Board) {
	g := edgeGeometry{square: true, w: b.Width, h: b.Height}
	for _, s := range slices.SortedFunc(stdmaps.Keys(b.Edges), grid.CompareEdges) {
		e := b.Edges[s]
		path := fmt.Sprintf("edge %v", s)
		switch {
		case !g.in(s.A) || !g.in(s.B):
			v.report(path, "a cell is off the %dx%d map", b.Width, b.Height)
		case !g.neighbours(s.A, s.B) || grid.EdgeBetween(s.A, s.B) != s:
			v.report(path, "the cells share no side (want two orthogonal neighbours, A before B)")
		case e.Kind > rules.EdgeWindow:
			v.report(path, "unknown kind %v (want wall, door or window)", e.Kind)
		case e.Material < drawsteel.Glass || e.Material > drawsteel.Unbreakable:
			v.report(path, "unknown material %v (want glass, wood, stone, metal or unbreakable)", e.Material)
		case e.Height < 0 || e.Height > MaxHeight:
			v.report(path, "height %d is out of range (want 0, all the way up, or 1 to %d)", e.Height, MaxHeight)
		case e.Open && !e.Kind.Opens():
			v.report(path, "a wall cannot be open")
		}
	}
}

// validateHexEdges checks a realms board's edges.
func (v validator) hexEdges(b *realms.Board) {
	g := b.Geometry
	for _, s := range slices.SortedFunc(stdmaps.Keys(b.Edges), grid.CompareEdges) {
		e := b.Edges[s]
		path := fmt.Sprintf("edge %v", s)
		_, merr := drawsteel.ParseMaterial(e.Material)
		switch {
		case !g.In(s.A) || !g.In(s.B):
			v.report(path, "a hex is off the %dx%d map", g.Width, g.Height)
		case grid.HexDistance(s.A, s.B) != 1 || grid.EdgeBetween(s.A, s.B) != s:
			v.report(path, "the hexes share no side (want two neighbours, A before B)")
		case e.Kind > rules.EdgeWindow:
			v.report(path, "unknown kind %v (want wall, door or window)", e.Kind)
		case merr != nil:
			v.report(path, "%v", merr)
		case e.Open && !e.Kind.Opens():
			v.report(path, "a wall cannot be open")
		}
	}
}

// edgeJSON is one entry of the "edges" list; a and b in file coordinates.
func edgeJSON(a, b grid.Cell, kind rules.EdgeKind, material string, height int, open bool) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, `{"cells": [[%d, %d], [%d, %d]], "kind": %s`, a.X, a.Y, b.X, b.Y, quote(kind.String()))
	if material != drawsteel.DefaultEdgeMaterial(kind).String() {
		fmt.Fprintf(&sb, `, "material": %s`, quote(material))
	}
	if height > 0 {
		fmt.Fprintf(&sb, `, "height": %d`, height)
	}
	if open {
		sb.WriteString(`, "open": true`)
	}
	sb.WriteString("}")
	return sb.String()
}

// squareEdgesJSON is the "edges" list of a board, in reading order.
func squareEdgesJSON(b *drawsteel.Board) string {
	sides := slices.SortedFunc(stdmaps.Keys(b.Edges), grid.CompareEdges)
	return blockOf(len(sides), func(i int) string {
		e := b.Edges[sides[i]]
		return edgeJSON(sides[i].A, sides[i].B, e.Kind, e.Material.String(), e.Height, e.Open)
	})
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
	return blockOf(len(rows), func(i int) string {
		r := rows[i]
		return edgeJSON(r.a, r.b, r.e.Kind, r.e.Material, 0, r.e.Open)
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

// edgeSummary is ", N edges (2 walls, 1 door)" for `battlemap check`, or
// "" when there are none.
func edgeSummary(kinds []rules.EdgeKind) string {
	if len(kinds) == 0 {
		return ""
	}
	var counts [3]int
	for _, k := range kinds {
		if int(k) < len(counts) {
			counts[k]++
		}
	}
	var parts []string
	for _, k := range rules.EdgeKinds() {
		if counts[k] > 0 {
			parts = append(parts, plural(counts[k], k.String()))
		}
	}
	return fmt.Sprintf("%s (%s)", plural(len(kinds), "edge"), strings.Join(parts, ", "))
}
