package grid

import (
	"cmp"
	"encoding/json"
	"fmt"
	"strconv"
)

// Cell is one cell of a geometry; see the package comment for what X and Y
// mean on squares, hexes and graphs.
type Cell struct{ X, Y int }

// Add returns c moved by d.
func (c Cell) Add(d Cell) Cell { return Cell{c.X + d.X, c.Y + d.Y} }

// Sub returns the step from d to c.
func (c Cell) Sub(d Cell) Cell { return Cell{c.X - d.X, c.Y - d.Y} }

// String formats the cell as "x,y".
func (c Cell) String() string { return strconv.Itoa(c.X) + "," + strconv.Itoa(c.Y) }

// Geometry is what every board's cell layout answers. Cells on the board
// have a dense index in [0, Len()), so that engines can keep per-cell state
// in slices instead of maps.
type Geometry interface {
	// Len is the number of cells on the board.
	Len() int
	// Index is the dense index of c, or false when c is off the board.
	Index(c Cell) (int, bool)
	// Cell is the cell with dense index i (0 <= i < Len()).
	Cell(i int) Cell
	// Neighbors appends to buf the cells on the board one step from c, in
	// the geometry's fixed order, and returns the extended slice.
	Neighbors(c Cell, buf []Cell) []Cell
	// Distance is the number of steps from a to b; -1 when b cannot be
	// reached from a (only on graphs with one-way or missing links).
	Distance(a, b Cell) int
}

// Liner is a geometry that draws straight lines between cells.
type Liner interface {
	// Line appends to buf the cells of the straight line from a to b, both
	// included, one step apart, and returns the extended slice.
	Line(a, b Cell, buf []Cell) []Cell
}

// Footprinter is a geometry that knows the space a creature of a given
// size fills.
type Footprinter interface {
	// Footprint appends to buf the cells a creature of the given size
	// (size >= 1, in the geometry's own unit) fills when it stands at
	// anchor, and returns the extended slice. The anchor is always part of
	// the footprint.
	Footprint(anchor Cell, size int, buf []Cell) []Cell
}

// Edge is the side shared by two neighbouring cells: where a thin wall or a
// door stands. A and B are ordered (A before B, by Y then X), so the same
// side always makes the same Edge and works as a map key.
type Edge struct{ A, B Cell }

// EdgeBetween is the edge between cells a and b (in either order).
func EdgeBetween(a, b Cell) Edge {
	if b.Y < a.Y || (b.Y == a.Y && b.X < a.X) {
		a, b = b, a
	}
	return Edge{a, b}
}

// Has reports whether c is one of the edge's two cells.
func (e Edge) Has(c Cell) bool { return e.A == c || e.B == c }

// CompareEdges orders edges by A (row, then column), then by B: reading
// order, for sorting.
func CompareEdges(a, b Edge) int {
	return cmp.Or(cmp.Compare(a.A.Y, b.A.Y), cmp.Compare(a.A.X, b.A.X), cmp.Compare(a.B.Y, b.B.Y), cmp.Compare(a.B.X, b.B.X))
}

// MarshalJSON writes the edge as its two cells, [[x, y], [x, y]].
func (e Edge) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, "[[%d,%d],[%d,%d]]", e.A.X, e.A.Y, e.B.X, e.B.Y), nil
}

// UnmarshalJSON reads [[x, y], [x, y]], in either order.
func (e *Edge) UnmarshalJSON(b []byte) error {
	var v [2][2]int
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("grid: edge %s: want [[x, y], [x, y]]: %w", b, err)
	}
	*e = EdgeBetween(Cell{v[0][0], v[0][1]}, Cell{v[1][0], v[1][1]})
	return nil
}

// String formats the edge as "x,y|x,y".
func (e Edge) String() string { return fmt.Sprintf("%v|%v", e.A, e.B) }

// FootprintDistance is the fewest steps between any cell of a and any cell
// of b under g (-1 when none reaches). It is the distance between two
// creatures' spaces.
func FootprintDistance(g Geometry, a, b []Cell) int {
	best := -1
	for _, p := range a {
		for _, q := range b {
			if d := g.Distance(p, q); d >= 0 && (best < 0 || d < best) {
				best = d
			}
		}
	}
	return best
}

// Abs is |n|, the step count along one axis every geometry adds up.
func Abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
