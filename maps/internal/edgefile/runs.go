package edgefile

import (
	"slices"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules"
)

// SquareSides gathers the edges of a square map to write them as runs.
// Each side between two squares is one number and each kind of edge
// another, packed together: a map walled along every grid line holds two
// million sides, and a sort of plain numbers is what keeps writing it
// quick and small.
type SquareSides struct {
	w, h int
	keys []uint64 // side<<32 | look; side = (y*w+x)<<1, +1 for the side below x,y
}

// NewSquareSides makes room for n sides of a map of w x h squares (w*h at
// most 1<<30).
func NewSquareSides(w, h, n int) *SquareSides {
	return &SquareSides{w: w, h: h, keys: make([]uint64, 0, n)}
}

// Add puts an edge on side s, which separates two squares side by side on
// the map, A before B as grid.EdgeBetween orders them. look stands for
// what stands there: edges with the same look are alike and may share a
// run.
func (s *SquareSides) Add(e grid.Edge, look uint32) {
	side := uint64(e.A.Y*s.w+e.A.X) << 1
	if e.B.Y != e.A.Y {
		side |= 1
	}
	s.keys = append(s.keys, side<<32|uint64(look))
}

// Run is a straight stretch of alike edges along one grid line, one side
// after another without a gap: what a "line" entry holds, or a "cells"
// entry when it is one side long.
type Run struct {
	X, Y int32 // the first side's first square
	N    int32 // how many sides
	// Down says the sides are below squares, along a horizontal grid
	// line; else they are right of squares, along a vertical one.
	Down bool
	Look uint32
}

// First is the run's first side.
func (r Run) First() grid.Edge {
	a := grid.Cell{X: int(r.X), Y: int(r.Y)}
	if r.Down {
		return grid.Edge{A: a, B: grid.Cell{X: a.X, Y: a.Y + 1}}
	}
	return grid.Edge{A: a, B: grid.Cell{X: a.X + 1, Y: a.Y}}
}

// Corners are the run's two ends as a "line" entry gives them: corner
// x, y is the top-left corner of square x, y.
func (r Run) Corners() (from, to grid.Cell) {
	x, y, n := int(r.X), int(r.Y), int(r.N)
	if r.Down {
		return grid.Cell{X: x, Y: y + 1}, grid.Cell{X: x + n, Y: y + 1}
	}
	return grid.Cell{X: x + 1, Y: y}, grid.Cell{X: x + 1, Y: y + n}
}

// Runs gathers the sides into runs, the longest there are, listed by
// their first side in reading order (row, then column; the side right of
// a square before the one below it). A single sort and one pass: the sides
// come in reading order, each extending the run that ends just before it
// on its grid line when that run is alike. Each side must be given once.
func (s *SquareSides) Runs() []Run {
	s.sort()
	var out []Run
	// across[x] is 1 + the index of the latest run right of squares in
	// column x; down the index of the latest run below squares.
	across := make([]int32, s.w)
	down := -1
	for _, k := range s.keys {
		side, look := int(k>>33), uint32(k)
		x, y := int32(side%s.w), int32(side/s.w)
		if k>>32&1 == 1 {
			if down >= 0 {
				if r := &out[down]; r.Y == y && r.X+r.N == x && r.Look == look {
					r.N++
					continue
				}
			}
			out = append(out, Run{X: x, Y: y, N: 1, Down: true, Look: look})
			down = len(out) - 1
			continue
		}
		if j := across[x] - 1; j >= 0 {
			if r := &out[j]; r.Y+r.N == y && r.Look == look {
				r.N++
				continue
			}
		}
		out = append(out, Run{X: x, Y: y, N: 1, Look: look})
		across[x] = int32(len(out))
	}
	return out
}

// sort puts the sides in reading order. When they are many for the map, a
// table of every side of the map is quicker than a comparison sort, and
// as small: the map's sides are a bound on the number of edges.
func (s *SquareSides) sort() {
	sides := 2 * s.w * s.h
	if len(s.keys) < 1024 || len(s.keys) < sides/16 {
		slices.Sort(s.keys)
		return
	}
	looks := make([]uint32, sides) // 1 + the look on each side
	for _, k := range s.keys {
		looks[k>>32] = uint32(k) + 1
	}
	s.keys = s.keys[:0]
	for side, l := range looks {
		if l != 0 {
			s.keys = append(s.keys, uint64(side)<<32|uint64(l-1))
		}
	}
}

// Look is what stands on an edge, as an entry of the "edges" list says it.
type Look struct {
	Kind     rules.EdgeKind
	Material string // as the file names it
	Height   int    // 0: all the way up
	Open     bool
}

// tail is the entry's text after its cells or line: the kind, then the
// material, height and open where they are not the defaults, and the
// closing brace.
func (l Look) tail() []byte {
	b := append([]byte(`, "kind": `), jsonfile.Quote(l.Kind.String())...)
	if l.Material != l.Kind.DefaultMaterial() {
		b = append(b, `, "material": `...)
		b = append(b, jsonfile.Quote(l.Material)...)
	}
	if l.Height > 0 {
		b = append(b, `, "height": `...)
		b = strconv.AppendInt(b, int64(l.Height), 10)
	}
	if l.Open {
		b = append(b, `, "open": true`...)
	}
	return append(b, '}')
}

// RunsJSON is an "edges" list of runs, one entry a line as
// jsonfile.Block lays values out: a run of one side in the "cells" form,
// a longer one as a "line". looks[r.Look] is what stands along run r.
func RunsJSON(runs []Run, looks []Look) string {
	return listJSON(len(runs), looks, func(buf []byte, i int) ([]byte, uint32) {
		r := runs[i]
		if r.N == 1 {
			e := r.First()
			return appendPair(append(buf, `{"cells": `...), e.A, e.B), r.Look
		}
		from, to := r.Corners()
		return appendPair(append(buf, `{"line": `...), from, to), r.Look
	})
}

// Cells is an entry in the "cells" form: two cells in the file's
// coordinates, and what stands between them (an index into looks).
type Cells struct {
	A, B grid.Cell
	Look uint32
}

// CellsJSON is an "edges" list of entries in the "cells" form, one a
// line as jsonfile.Block lays values out.
func CellsJSON(cells []Cells, looks []Look) string {
	return listJSON(len(cells), looks, func(buf []byte, i int) ([]byte, uint32) {
		return appendPair(append(buf, `{"cells": `...), cells[i].A, cells[i].B), cells[i].Look
	})
}

// listJSON lays out n entries: entry appends the start of entry i (up to
// its cells or line) and says its look, whose keys follow.
func listJSON(n int, looks []Look, entry func(buf []byte, i int) ([]byte, uint32)) string {
	tails := make([][]byte, len(looks))
	for i, l := range looks {
		tails[i] = l.tail()
	}
	const sep = ",\n    "
	var b strings.Builder // its String does not copy: the list can be tens of megabytes
	b.Grow(2 + n*(len(sep)+len(`{"line": [[1000, 1000], [1000, 1000]], "kind": "wall"}`)) + 4)
	b.WriteString("[\n    ")
	buf := make([]byte, 0, 128)
	for i := range n {
		buf = buf[:0]
		if i > 0 {
			buf = append(buf, sep...)
		}
		buf, look := entry(buf, i)
		b.Write(append(buf, tails[look]...))
	}
	b.WriteString("\n  ]")
	return b.String()
}

// Looks numbers the looks of a board's edges as they come: Of gives the
// number of a look, List every look by its number.
type Looks[E comparable] struct {
	code  map[E]uint32
	list  []Look
	last  E
	lastN uint32
	look  func(E) Look
}

// NewLooks numbers edges of type E, each written as look says.
func NewLooks[E comparable](look func(E) Look) *Looks[E] {
	return &Looks[E]{code: map[E]uint32{}, look: look}
}

// Of is the number of e's look.
func (l *Looks[E]) Of(e E) uint32 {
	// Most edges are like the one before: skip the look-up.
	if e == l.last && len(l.list) > 0 {
		return l.lastN
	}
	n, ok := l.code[e]
	if !ok {
		n = uint32(len(l.list))
		l.code[e] = n
		l.list = append(l.list, l.look(e))
	}
	l.last, l.lastN = e, n
	return n
}

// List is every look numbered so far, by number.
func (l *Looks[E]) List() []Look { return l.list }

// appendPair appends [[a.X, a.Y], [b.X, b.Y]].
func appendPair(buf []byte, a, b grid.Cell) []byte {
	buf = append(buf, "[["...)
	buf = strconv.AppendInt(buf, int64(a.X), 10)
	buf = append(buf, ", "...)
	buf = strconv.AppendInt(buf, int64(a.Y), 10)
	buf = append(buf, "], ["...)
	buf = strconv.AppendInt(buf, int64(b.X), 10)
	buf = append(buf, ", "...)
	buf = strconv.AppendInt(buf, int64(b.Y), 10)
	return append(buf, "]]"...)
}
