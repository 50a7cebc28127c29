package edgefile

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
)

// The keys of an edge entry: a square map's, and a hex map's (no line
// sugar, no height: realms has neither corners nor heights).
func edgeKeys() []string    { return []string{"cells", "line", "kind", "material", "height", "open"} }
func hexEdgeKeys() []string { return []string{"cells", "kind", "material", "open"} }

// Entry is one entry of an "edges" list, read but not yet placed.
type Entry struct {
	// The entry's sides, in the file's coordinates (cells on the map and
	// neighbours): first, then for a "line" n-1 more, each step further
	// along it. A line stays this small: a file of a hundred kilobytes
	// can line every grid line of a 1000x1000 map.
	first grid.Edge
	n     int
	step  grid.Cell

	Kind rules.EdgeKind
	// Material is one of rules.MaterialNames.
	Material string
	Height   int
	Open     bool
}

// Sides yields the sides the entry stands on, in the file's coordinates.
func (e *Entry) Sides() iter.Seq[grid.Edge] {
	return func(yield func(grid.Edge) bool) {
		s := e.first
		for range e.n {
			if !yield(s) {
				return
			}
			s.A.X, s.A.Y, s.B.X, s.B.Y = s.A.X+e.step.X, s.A.Y+e.step.Y, s.B.X+e.step.X, s.B.Y+e.step.Y
		}
	}
}

// Count is how many sides the entries stand on.
func Count(es []Entry) int {
	n := 0
	for i := range es {
		n += es[i].n
	}
	return n
}

// Geometry is what reading edges needs to know of the map: how to
// check a pair of cells in the file's coordinates.
type Geometry struct {
	square    bool
	w, h      int
	maxHeight int
	hex       grid.Hex
}

// Squares is a square map of w x h squares, whose edges are at most
// maxHeight squares high.
func Squares(w, h, maxHeight int) Geometry {
	return Geometry{square: true, w: w, h: h, maxHeight: maxHeight}
}

// Hexes is a hex map.
func Hexes(g grid.Hex) Geometry { return Geometry{hex: g} }

// In reports whether c is on the map, in the file's coordinates.
func (g Geometry) In(c grid.Cell) bool {
	if g.square {
		return c.X >= 0 && c.Y >= 0 && c.X < g.w && c.Y < g.h
	}
	return c.X >= 0 && c.Y >= 0 && c.X < g.hex.Width && c.Y < g.hex.Height
}

// Size is a square map's width and height in squares, a hex map's in
// hexes.
func (g Geometry) Size() (w, h int) {
	if g.square {
		return g.w, g.h
	}
	return g.hex.Width, g.hex.Height
}

// Neighbours reports whether two on-map cells share a side: orthogonal
// squares, or hexes one step apart.
func (g Geometry) Neighbours(a, b grid.Cell) bool {
	if g.square {
		return grid.Abs(a.X-b.X)+grid.Abs(a.Y-b.Y) == 1
	}
	o := g.hex.Orientation
	return grid.HexDistance(o.Axial(grid.Offset{Col: a.X, Row: a.Y}), o.Axial(grid.Offset{Col: b.X, Row: b.Y})) == 1
}

// sides is how many sides the map has between cells: no list of distinct
// edges can be longer.
func (g Geometry) sides() int {
	if g.square {
		return g.w*(g.h-1) + g.h*(g.w-1)
	}
	return 3 * g.hex.Len()
}

// Read reads an "edges" list. gridOK says whether g is known; without it
// the entries are read field by field only. Every side appears once.
func Read(d *jsonfile.Decoder, n *jsonfile.Node, g Geometry, gridOK bool) []Entry {
	keys := hexEdgeKeys()
	cellsWant := "[[col, row], [col, row]]"
	if g.square {
		keys, cellsWant = edgeKeys(), "[[x, y], [x, y]]"
	}
	var out []Entry
	seen := g.seen(gridOK)
	total := 0
	for i, e := range d.Array(n, "edges", `an array of edges like {"cells": `+strings.ReplaceAll(cellsWant, "col, row", "3, 4")+`, "kind": "door"}`) {
		path := jsonfile.Index("edges", i)
		en := Entry{}
		f := d.Object(&e, path, keys)
		if f == nil {
			continue
		}
		fails := d.Failures()
		en.Kind = rules.EdgeWall
		if v := f.Get("kind"); v != nil {
			if s, ok := d.String(v, path+".kind"); ok {
				k, err := rules.ParseEdgeKind(s)
				if err != nil {
					d.Fail(v, path+".kind", "%v", err)
				}
				en.Kind = k
			}
		}
		en.Material = en.Kind.DefaultMaterial()
		if v := f.Get("material"); v != nil {
			if s, ok := d.String(v, path+".material"); ok {
				if err := rules.CheckMaterial(s); err != nil {
					d.Fail(v, path+".material", "%v", err)
				}
				en.Material = s
			}
		}
		if v := f.Get("height"); v != nil {
			en.Height, _ = d.Int(v, path+".height", 1, g.maxHeight)
		}
		if v := f.Get("open"); v != nil {
			if o, ok := d.Bool(v, path+".open"); ok {
				if o && !en.Kind.Opens() {
					d.Fail(v, path+".open", `a wall cannot be open (want "kind": "door" or "window", or leave "open" out)`)
				}
				en.Open = o
			}
		}
		cells, line := f.Get("cells"), f.Get("line")
		switch {
		case cells != nil && line != nil:
			d.Fail(&e, path, `give "cells" or "line", not both`)
		case cells != nil:
			if side, ok := edgeCells(d, cells, path+".cells", cellsWant, g, gridOK); ok {
				en.first, en.n = side, 1
			}
		case line != nil:
			en.first, en.n, en.step = edgeLine(d, line, path+".line", g, gridOK)
		case g.square:
			d.Fail(&e, path, `missing "cells" (want the two squares the edge separates, e.g. "cells": [[3, 4], [4, 4]]) or "line" (corners, e.g. "line": [[0, 2], [5, 2]])`)
		default:
			d.Fail(&e, path, `missing "cells" (want the two hexes the edge separates, e.g. "cells": [[3, 4], [4, 4]])`)
		}
		if d.Failures() > fails {
			continue
		}
		total += en.n
		if gridOK && total > g.sides() {
			d.Fail(&e, path, "more edges than the map has sides between cells (%d)", g.sides())
			return nil
		}
		for s := range en.Sides() {
			if j, dup := seen.put(s, i); dup {
				d.Fail(&e, path, "the side between %v and %v already has an edge (%s)", s.A, s.B, jsonfile.Index("edges", j))
				break
			}
		}
		if d.Failures() == fails {
			out = append(out, en)
		}
	}
	return out
}

// edgeCells reads "cells": two neighbouring cells on the map.
func edgeCells(d *jsonfile.Decoder, n *jsonfile.Node, path, want string, g Geometry, gridOK bool) (grid.Edge, bool) {
	var pair [2]jsonfile.Node
	if !d.Tuple(n, path, want, "cell", pair[:]) {
		return grid.Edge{}, false
	}
	var cs [2]grid.Cell
	for k := range pair {
		c, ok := edgeCell(d, &pair[k], jsonfile.Index(path, k), g, gridOK)
		if !ok {
			return grid.Edge{}, false
		}
		cs[k] = c
	}
	if gridOK && !g.Neighbours(cs[0], cs[1]) {
		what := "hexes next to each other"
		if g.square {
			what = "squares side by side (one step left, right, up or down; a diagonal shares no side)"
		}
		d.Fail(n, path, "%v and %v share no side (want two %s)", cs[0], cs[1], what)
		return grid.Edge{}, false
	}
	return grid.EdgeBetween(cs[0], cs[1]), true
}

// edgeCell reads one cell on the map, in the file's coordinates.
func edgeCell(d *jsonfile.Decoder, n *jsonfile.Node, path string, g Geometry, gridOK bool) (grid.Cell, bool) {
	one := "[col, row]"
	if g.square {
		one = "[x, y]"
	}
	var xy [2]jsonfile.Node
	if !d.Tuple(n, path, one, "number", xy[:]) {
		return grid.Cell{}, false
	}
	x, xok := d.Whole(&xy[0], path+"[0]")
	y, yok := d.Whole(&xy[1], path+"[1]")
	if !xok || !yok {
		return grid.Cell{}, false
	}
	c := grid.Cell{X: x, Y: y}
	if gridOK && !g.In(c) {
		if g.square {
			d.Fail(n, path, "square %v is off the %dx%d map (want x from 0 to %d and y from 0 to %d)", c, g.w, g.h, g.w-1, g.h-1)
		} else {
			d.Fail(n, path, "hex %v is off the %dx%d map (want col from 0 to %d and row from 0 to %d)", c, g.hex.Width, g.hex.Height, g.hex.Width-1, g.hex.Height-1)
		}
		return grid.Cell{}, false
	}
	return c, true
}

// edgeLine reads "line": two corners of squares, [x, y] with x from 0 to
// the width, on one row or column line, and returns the sides along it:
// the first, how many, and the step from one to the next.
func edgeLine(d *jsonfile.Decoder, n *jsonfile.Node, path string, g Geometry, gridOK bool) (first grid.Edge, count int, step grid.Cell) {
	const want = "[[x, y], [x, y]] (two corners of squares on one grid line)"
	var pair [2]jsonfile.Node
	if !d.Tuple(n, path, want, "corner", pair[:]) {
		return
	}
	var cs [2]grid.Cell
	for k := range pair {
		var xy [2]jsonfile.Node
		p := jsonfile.Index(path, k)
		if !d.Tuple(&pair[k], p, "[x, y]", "number", xy[:]) {
			return
		}
		x, xok := d.Whole(&xy[0], p+"[0]")
		y, yok := d.Whole(&xy[1], p+"[1]")
		if !xok || !yok {
			return
		}
		if gridOK && (x < 0 || y < 0 || x > g.w || y > g.h) {
			d.Fail(&pair[k], p, "corner %d,%d is off the %dx%d map (corners run from 0,0 to %d,%d)", x, y, g.w, g.h, g.w, g.h)
			return
		}
		cs[k] = grid.Cell{X: x, Y: y}
	}
	a, b := cs[0], cs[1]
	switch {
	case a == b:
		d.Fail(n, path, "the line starts and ends at corner %v (want two different corners on one grid line)", a)
		return
	case a.X != b.X && a.Y != b.Y:
		d.Fail(n, path, "from corner %v to %v is not along one grid line (want the same x or the same y; give diagonal walls square by square with \"cells\")", a, b)
		return
	case !gridOK:
		return
	}
	if a.Y == b.Y { // a horizontal line, between rows y-1 and y
		if a.Y == 0 || a.Y == g.h {
			d.Fail(n, path, "the line runs along the map's border at y %d, where no square is on the other side (want y from 1 to %d)", a.Y, g.h-1)
			return
		}
		x := min(a.X, b.X)
		return grid.EdgeBetween(grid.Cell{X: x, Y: a.Y - 1}, grid.Cell{X: x, Y: a.Y}), max(a.X, b.X) - x, grid.Cell{X: 1}
	}
	if a.X == 0 || a.X == g.w {
		d.Fail(n, path, "the line runs along the map's border at x %d, where no square is on the other side (want x from 1 to %d)", a.X, g.w-1)
		return
	}
	y := min(a.Y, b.Y)
	return grid.EdgeBetween(grid.Cell{X: a.X - 1, Y: y}, grid.Cell{X: a.X, Y: y}), max(a.Y, b.Y) - y, grid.Cell{Y: 1}
}

// seenSides remembers which entry took each side, to find a side given
// twice: in a dense table on a known square map (its two million sides
// would make a map of hundreds of megabytes, the table takes eight), else
// in a map.
type seenSides struct {
	w, h  int
	dense []int32 // 1 + the entry on side (y*w+x)*2 (right of square x,y) and +1 (below it)
	m     map[grid.Edge]int
}

func (g Geometry) seen(gridOK bool) *seenSides {
	if g.square && gridOK {
		return &seenSides{w: g.w, h: g.h}
	}
	return &seenSides{m: map[grid.Edge]int{}}
}

// put records side s for entry i, or returns the entry that has it. On a
// square map, s is two squares side by side on it, A before B.
func (t *seenSides) put(s grid.Edge, i int) (j int, dup bool) {
	if t.m != nil {
		if j, dup := t.m[s]; dup {
			return j, true
		}
		t.m[s] = i
		return 0, false
	}
	if t.dense == nil {
		// made at the first side: most maps have no edges
		t.dense = make([]int32, 2*t.w*t.h)
	}
	k := 2 * (s.A.Y*t.w + s.A.X)
	if s.B.Y != s.A.Y {
		k++
	}
	if j := t.dense[k]; j != 0 {
		return int(j) - 1, true
	}
	t.dense[k] = int32(i) + 1
	return 0, false
}

// Summary is ", N edges (2 walls, 1 door)" for `battlemap check`, or
// "" when there are none.
func Summary(kinds []rules.EdgeKind) string {
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
			parts = append(parts, jsonfile.Plural(counts[k], k.String()))
		}
	}
	return fmt.Sprintf("%s (%s)", jsonfile.Plural(len(kinds), "edge"), strings.Join(parts, ", "))
}

// CheckEdges reports, through report, every edge of edges that problem
// finds wrong, in reading order. problem makes no message for a good
// edge, so a board of millions of edges costs one pass and no text.
func CheckEdges[E any](edges map[grid.Edge]E, problem func(grid.Edge, E) (string, []any), report func(path, msg string, args ...any)) {
	var bad []grid.Edge
	for s, e := range edges {
		if msg, _ := problem(s, e); msg != "" {
			bad = append(bad, s)
		}
	}
	slices.SortFunc(bad, grid.CompareEdges)
	for _, s := range bad {
		msg, args := problem(s, edges[s])
		report(fmt.Sprintf("edge %v", s), msg, args...)
	}
}
