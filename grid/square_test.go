package grid

import (
	"slices"
	"testing"
)

func TestSquareNeighbors(t *testing.T) {
	s := Square{Width: 4, Height: 3}
	tests := []struct {
		at   Cell
		want []Cell
	}{
		// Straight steps clockwise from north, then diagonals from north-east.
		{Cell{1, 1}, []Cell{{1, 0}, {2, 1}, {1, 2}, {0, 1}, {2, 0}, {2, 2}, {0, 2}, {0, 0}}},
		{Cell{0, 0}, []Cell{{1, 0}, {0, 1}, {1, 1}}},
		{Cell{3, 2}, []Cell{{3, 1}, {2, 2}, {2, 1}}},
	}
	for _, tt := range tests {
		if got := s.Neighbors(tt.at, nil); !slices.Equal(got, tt.want) {
			t.Errorf("Neighbors(%v) = %v, want %v", tt.at, got, tt.want)
		}
	}
}

func TestSquareDistance(t *testing.T) {
	tests := []struct {
		a, b Cell
		want int
	}{
		{Cell{0, 0}, Cell{0, 0}, 0},
		{Cell{0, 0}, Cell{3, 3}, 3}, // diagonals count 1
		{Cell{5, 1}, Cell{1, 3}, 4},
		{Cell{2, 7}, Cell{3, 0}, 7},
	}
	for _, tt := range tests {
		if got := (Square{}).Distance(tt.a, tt.b); got != tt.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestSquareSpaceDistance(t *testing.T) {
	tests := []struct {
		name string
		a    Cell
		an   int
		b    Cell
		bn   int
		want int
	}{
		{"overlapping", Cell{0, 0}, 2, Cell{1, 1}, 1, 0},
		{"adjacent to a 2x2", Cell{0, 0}, 2, Cell{2, 0}, 1, 1},
		{"two squares off a 2x2", Cell{0, 0}, 2, Cell{3, 1}, 1, 2},
		{"diagonal between 2x2s", Cell{0, 0}, 2, Cell{4, 4}, 2, 3},
	}
	for _, tt := range tests {
		if got := (Square{}).SpaceDistance(tt.a, tt.an, tt.b, tt.bn); got != tt.want {
			t.Errorf("%s: SpaceDistance(%v/%d, %v/%d) = %d, want %d", tt.name, tt.a, tt.an, tt.b, tt.bn, got, tt.want)
		}
	}
	// FootprintDistance over the footprints says the same.
	s := Square{Width: 10, Height: 10}
	fa, fb := s.Footprint(Cell{0, 0}, 2, nil), s.Footprint(Cell{4, 4}, 2, nil)
	if got := FootprintDistance(s, fa, fb); got != 3 {
		t.Errorf("FootprintDistance(2x2 at 0,0; 2x2 at 4,4) = %d, want 3", got)
	}
}

func TestGap(t *testing.T) {
	tests := []struct{ a, an, b, bn, want int }{
		{0, 1, 0, 1, 0}, {0, 2, 1, 1, 0}, {0, 1, 1, 1, 1}, {0, 3, 5, 1, 3}, {5, 1, 0, 3, 3}, {-2, 2, 2, 2, 3},
	}
	for _, tt := range tests {
		if got := Gap(tt.a, tt.an, tt.b, tt.bn); got != tt.want {
			t.Errorf("Gap(%d, %d, %d, %d) = %d, want %d", tt.a, tt.an, tt.b, tt.bn, got, tt.want)
		}
	}
}

func TestSquareLine(t *testing.T) {
	tests := []struct {
		a, b Cell
		want []Cell
	}{
		{Cell{0, 0}, Cell{3, 1}, []Cell{{0, 0}, {1, 0}, {2, 1}, {3, 1}}},
		// 1/2 rounds away from the start.
		{Cell{0, 0}, Cell{2, 1}, []Cell{{0, 0}, {1, 1}, {2, 1}}},
		{Cell{2, 2}, Cell{0, 1}, []Cell{{2, 2}, {1, 1}, {0, 1}}},
		{Cell{1, 1}, Cell{1, 1}, []Cell{{1, 1}}},
	}
	for _, tt := range tests {
		if got := (Square{}).Line(tt.a, tt.b, nil); !slices.Equal(got, tt.want) {
			t.Errorf("Line(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestSquareBoard(t *testing.T) {
	s := Square{Width: 3, Height: 2}
	for i := 0; i < s.Len(); i++ {
		if j, ok := s.Index(s.Cell(i)); !ok || j != i {
			t.Errorf("Index(Cell(%d)) = %d, %v, want %d, true", i, j, ok, i)
		}
	}
	if _, ok := s.Index(Cell{3, 0}); ok {
		t.Errorf("Index(3,0) on a 3-wide board = on, want off")
	}
	want := []Cell{{5, 5}, {6, 5}, {5, 6}, {6, 6}}
	if got := s.Footprint(Cell{5, 5}, 2, nil); !slices.Equal(got, want) {
		t.Errorf("Footprint(5,5, 2) = %v, want %v", got, want)
	}
}

func TestEdge(t *testing.T) {
	a, b := Cell{2, 1}, Cell{1, 1}
	if EdgeBetween(a, b) != EdgeBetween(b, a) {
		t.Errorf("EdgeBetween(%v, %v) = %v, EdgeBetween(%v, %v) = %v, want equal", a, b, EdgeBetween(a, b), b, a, EdgeBetween(b, a))
	}
	doors := map[Edge]bool{EdgeBetween(a, b): true}
	if !doors[EdgeBetween(b, a)] {
		t.Errorf("an Edge map key found one way is not found the other way")
	}
	e := EdgeBetween(a, b)
	if !e.Has(a) || !e.Has(b) || e.Has(Cell{0, 0}) || e.String() != "1,1|2,1" {
		t.Errorf("EdgeBetween(%v, %v) = %v, want the edge 1,1|2,1 holding both", a, b, e)
	}
}

// The geometries satisfy the interfaces the shared layers ask for.
var (
	_ Geometry    = Square{}
	_ Liner       = Square{}
	_ Footprinter = Square{}
	_ Geometry    = Hex{}
	_ Liner       = Hex{}
	_ Footprinter = Hex{}
	_ Geometry    = (*Graph)(nil)
)
