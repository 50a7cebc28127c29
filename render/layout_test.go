package render

import (
	"fmt"
	"testing"

	"github.com/battlemap/battlemap/grid"
)

// Every geometry answers the window's and the scenes' questions through
// one interface: the cell under a point (and whether it is on the map),
// a cell's middle, and the middle of a creature's cells.
func TestLayouts(t *testing.T) {
	r := hexRadius
	tests := []struct {
		name   string
		l      Layout
		at     Point     // a point ...
		cell   grid.Cell // ... in this cell
		on     bool
		centre Point // the cell's middle
		fp     []grid.Cell
		fpMid  Point
	}{
		{"square", SquareLayout{8, 5}, Point{2.99, 4.01}, grid.Cell{X: 2, Y: 4}, true, Point{2.5, 4.5},
			[]grid.Cell{{X: 3, Y: 1}, {X: 4, Y: 1}, {X: 3, Y: 2}, {X: 4, Y: 2}}, Point{4, 2}},
		{"square off the map", SquareLayout{8, 5}, Point{-0.01, 1}, grid.Cell{X: -1, Y: 1}, false, Point{-0.5, 1.5},
			[]grid.Cell{{X: 0, Y: 0}}, Point{0.5, 0.5}},
		{"pointy hex", HexLayout{grid.Pointy, 4, 3}, Point{1.05, r + 1.5*r}, grid.Pointy.Axial(grid.Offset{Col: 0, Row: 1}), true, Point{1, r + 1.5*r},
			[]grid.Cell{{X: 0, Y: 0}, {X: 1, Y: 0}}, Point{1, r}},
		{"hex off the map", HexLayout{grid.Pointy, 4, 3}, Point{-0.6, r}, grid.Cell{X: -1, Y: 0}, false, Point{-0.5, r},
			nil, Point{}},
		{"zone", ZoneLayout{[]Rect{{Point{0, 0}, Point{4, 2}}, {Point{6, 0}, Point{9, 3}}}}, Point{7, 2.5}, grid.Cell{X: 1}, true, Point{7.5, 1.5},
			[]grid.Cell{{X: 0}}, Point{2, 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got, on := tc.l.CellAt(tc.at); got != tc.cell || on != tc.on {
				t.Errorf("CellAt(%v) = %v, %v, want %v, %v", tc.at, got, on, tc.cell, tc.on)
			}
			if got := tc.l.Center(tc.cell); !near(got, tc.centre) {
				t.Errorf("Center(%v) = %v, want %v", tc.cell, got, tc.centre)
			}
			if got := tc.l.FootprintCenter(tc.fp); !near(got, tc.fpMid) {
				t.Errorf("FootprintCenter(%v) = %v, want %v", tc.fp, got, tc.fpMid)
			}
			// the cell's outline holds its centre, and the centre picks the cell
			o := tc.l.Outline(tc.cell, 0)
			lo, hi := o[0], o[0]
			for _, p := range o {
				lo, hi = Point{min(lo.X, p.X), min(lo.Y, p.Y)}, Point{max(hi.X, p.X), max(hi.Y, p.Y)}
			}
			if c := tc.centre; c.X <= lo.X || c.X >= hi.X || c.Y <= lo.Y || c.Y >= hi.Y {
				t.Errorf("Outline(%v) = %v does not surround its centre %v", tc.cell, o, c)
			}
			if got, _ := tc.l.CellAt(tc.centre); got != tc.cell {
				t.Errorf("CellAt(Center(%v)) = %v", tc.cell, got)
			}
		})
	}
}

// Cells culls: a region draws the cells it meets (and, for squares, one
// more all round), the zero Rect every cell of the map.
func TestLayoutCells(t *testing.T) {
	count := func(l Layout, r Rect) int {
		n := 0
		l.Cells(r, func(grid.Cell) { n++ })
		return n
	}
	zones := ZoneLayout{[]Rect{{Point{0, 0}, Point{4, 2}}, {Point{6, 0}, Point{9, 3}}, {Point{0, 5}, Point{3, 7}}}}
	tests := []struct {
		l    Layout
		r    Rect
		want int
	}{
		{SquareLayout{10, 8}, Rect{}, 80},
		{SquareLayout{10, 8}, Rect{Point{2, 2}, Point{4, 3}}, 4 * 3}, // 2..3 x 2 grown by one: columns 1-4, rows 1-3
		{SquareLayout{10, 8}, Rect{Point{-5, -5}, Point{0.5, 0.5}}, 2 * 2},
		{HexLayout{grid.Flat, 6, 5}, Rect{}, 30},
		{HexLayout{grid.Flat, 6, 5}, Rect{Point{100, 100}, Point{101, 101}}, 0},
		{zones, Rect{}, 3},
		{zones, Rect{Point{5, 1}, Point{7, 6}}, 1},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%T %v", tc.l, tc.r), func(t *testing.T) {
			if got := count(tc.l, tc.r); got != tc.want {
				t.Errorf("Cells(%v) gave %d cells, want %d", tc.r, got, tc.want)
			}
		})
	}
}
