package grid

import (
	"slices"
	"testing"
)

// cube builds an axial cell from Red Blob Games' cube triple, checking
// that the triple is a real cube coordinate.
func cube(t testing.TB, q, r, s int) Cell {
	t.Helper()
	if q+r+s != 0 {
		t.Fatalf("cube(%d, %d, %d): q+r+s = %d, want 0", q, r, s, q+r+s)
	}
	return Cell{q, r}
}

// The published test vectors of Red Blob Games' generated hex library
// (redblobgames.com/grids/hexagons/implementation.html, the test_* functions
// of its reference code), written as Go table rows.
func TestHexRedBlobVectors(t *testing.T) {
	tests := []struct {
		name      string
		got, want Cell
	}{
		{"hex_add", cube(t, 1, -3, 2).Add(cube(t, 3, -7, 4)), cube(t, 4, -10, 6)},
		{"hex_subtract", cube(t, 1, -3, 2).Sub(cube(t, 3, -7, 4)), cube(t, -2, 4, -2)},
		{"hex_direction", HexDirection(2), cube(t, 0, -1, 1)},
		{"hex_neighbor", cube(t, 1, -2, 1).Add(HexDirection(2)), cube(t, 1, -3, 2)},
		{"hex_diagonal", cube(t, 1, -2, 1).Add(HexDiagonal(3)), cube(t, -1, -1, 2)},
		{"hex_rotate_right", HexRotateRight(cube(t, 1, -3, 2)), cube(t, 3, -2, -1)},
		{"hex_rotate_left", HexRotateLeft(cube(t, 1, -3, 2)), cube(t, -2, -1, 3)},
		{"hex_round 1", HexRound(0*0.5+10*0.5, 0*0.5+(-20)*0.5), cube(t, 5, -10, 5)},
		// a = (0,0,0), b = (1,-1,0), c = (0,-1,1)
		{"hex_round 2", HexRound(1*0.499, -1*0.499), cube(t, 0, 0, 0)},
		{"hex_round 3", HexRound(1*0.501, -1*0.501), cube(t, 1, -1, 0)},
		{"hex_round 4", HexRound(0*0.4+1*0.3+0*0.3, 0*0.4-1*0.3-1*0.3), cube(t, 0, 0, 0)},
		{"hex_round 5", HexRound(0*0.3+1*0.3+0*0.4, 0*0.3-1*0.3-1*0.4), cube(t, 0, -1, 1)},
		{"offset_from_cube odd-q", offsetCell(Flat.Offset(cube(t, 1, 2, -3))), Cell{1, 2}},
		{"offset_to_cube odd-q", Flat.Axial(Offset{1, 2}), cube(t, 1, 2, -3)},
		{"conversion_roundtrip odd-q cube", Flat.Axial(Flat.Offset(cube(t, 3, 4, -7))), cube(t, 3, 4, -7)},
		{"conversion_roundtrip odd-q offset", offsetCell(Flat.Offset(Flat.Axial(Offset{1, -3}))), Cell{1, -3}},
		{"conversion_roundtrip odd-r cube", Pointy.Axial(Pointy.Offset(cube(t, 3, 4, -7))), cube(t, 3, 4, -7)},
		{"conversion_roundtrip odd-r offset", offsetCell(Pointy.Offset(Pointy.Axial(Offset{1, -3}))), Cell{1, -3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
			}
		})
	}
	t.Run("hex_distance", func(t *testing.T) {
		if got := HexDistance(cube(t, 3, -7, 4), cube(t, 0, 0, 0)); got != 7 {
			t.Errorf("HexDistance((3,-7,4), (0,0,0)) = %d, want 7", got)
		}
	})
	t.Run("hex_linedraw", func(t *testing.T) {
		want := []Cell{cube(t, 0, 0, 0), cube(t, 0, -1, 1), cube(t, 0, -2, 2), cube(t, 1, -3, 2), cube(t, 1, -4, 3), cube(t, 1, -5, 4)}
		if got := HexLine(cube(t, 0, 0, 0), cube(t, 1, -5, 4), nil); !slices.Equal(got, want) {
			t.Errorf("HexLine((0,0,0), (1,-5,4)) = %v, want %v", got, want)
		}
	})
}

func offsetCell(o Offset) Cell { return Cell{o.Col, o.Row} }

// Red Blob Games' offset neighbour tables ("Neighbors, offset
// coordinates"): the six [col, row] steps around a hex, which differ
// between even and odd rows (odd-r) or columns (odd-q). Hex.Neighbors works
// in axial coordinates; converted back, it must give the same hexes.
func TestHexNeighborsInOffsetCoordinates(t *testing.T) {
	tests := []struct {
		name  string
		o     Orientation
		at    Offset
		steps [][2]int
	}{
		{"odd-r even row", Pointy, Offset{3, 2}, [][2]int{{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}}},
		{"odd-r odd row", Pointy, Offset{3, 3}, [][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}}},
		{"odd-q even column", Flat, Offset{2, 3}, [][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}}},
		{"odd-q odd column", Flat, Offset{3, 3}, [][2]int{{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := Hex{Width: 8, Height: 8, Orientation: tt.o}
			var got []Offset
			for _, n := range h.Neighbors(tt.o.Axial(tt.at), nil) {
				got = append(got, tt.o.Offset(n))
			}
			var want []Offset
			for _, s := range tt.steps {
				want = append(want, Offset{tt.at.Col + s[0], tt.at.Row + s[1]})
			}
			cmp := func(a, b Offset) int {
				if a.Row != b.Row {
					return a.Row - b.Row
				}
				return a.Col - b.Col
			}
			slices.SortFunc(got, cmp)
			slices.SortFunc(want, cmp)
			if !slices.Equal(got, want) {
				t.Errorf("Neighbors(%v) in offsets = %v, want %v", tt.at, got, want)
			}
		})
	}
}

func TestHexBoard(t *testing.T) {
	for _, o := range []Orientation{Pointy, Flat} {
		h := Hex{Width: 5, Height: 4, Orientation: o}
		t.Run(o.String(), func(t *testing.T) {
			if h.Len() != 20 {
				t.Fatalf("Len() = %d, want 20", h.Len())
			}
			for i := 0; i < h.Len(); i++ {
				c := h.Cell(i)
				if j, ok := h.Index(c); !ok || j != i {
					t.Errorf("Index(Cell(%d) = %v) = %d, %v, want %d, true", i, c, j, ok, i)
				}
			}
			// The corner [0,0] has 2 neighbours on a pointy map (E, SE) and
			// on a flat map (S, SE); off-board cells have no index.
			if n := h.Neighbors(o.Axial(Offset{0, 0}), nil); len(n) != 2 {
				t.Errorf("Neighbors([0,0]) = %v, want 2 hexes", n)
			}
			if _, ok := h.Index(o.Axial(Offset{5, 0})); ok {
				t.Errorf("Index([5,0]) on a 5-wide map is on the board, want off")
			}
		})
	}
	if _, err := ParseOrientation("square"); err == nil {
		t.Errorf(`ParseOrientation("square") = nil error, want one`)
	}
	if o, err := ParseOrientation(""); err != nil || o != Pointy {
		t.Errorf(`ParseOrientation("") = %v, %v, want pointy`, o, err)
	}
}

func TestHexFootprint(t *testing.T) {
	tests := []struct {
		size, hexes int
	}{{1, 1}, {2, 3}, {3, 7}, {4, 12}, {5, 19}}
	for _, tt := range tests {
		// The same footprint on an even and an odd row (both
		// orientations): axial shapes are translated, never re-snapped.
		for _, anchor := range []Offset{{4, 4}, {4, 5}, {5, 4}} {
			for _, o := range []Orientation{Pointy, Flat} {
				a := o.Axial(anchor)
				fp := HexFootprint(a, tt.size, nil)
				if len(fp) != tt.hexes {
					t.Errorf("HexFootprint(size %d) = %d hexes, want %d", tt.size, len(fp), tt.hexes)
				}
				seen := map[Cell]bool{}
				for _, c := range fp {
					if seen[c] {
						t.Errorf("HexFootprint(size %d) repeats %v", tt.size, c)
					}
					seen[c] = true
				}
				if !seen[a] {
					t.Errorf("HexFootprint(%v, size %d) leaves out the anchor", a, tt.size)
				}
				// Round shapes: no two hexes of the footprint farther apart
				// than the size allows (a snapped shape would stretch).
				for _, p := range fp {
					for _, q := range fp {
						if d := HexDistance(p, q); d > tt.size-1 {
							t.Errorf("HexFootprint(size %d): %v and %v are %d apart, want <= %d", tt.size, p, q, d, tt.size-1)
						}
					}
				}
			}
		}
	}
	// The large triangle is the anchor, its +q neighbour and its +r
	// neighbour: three hexes around one corner, each touching the others.
	want := []Cell{{3, 3}, {4, 3}, {3, 4}}
	got := HexFootprint(Cell{3, 3}, 2, nil)
	slices.SortFunc(got, func(a, b Cell) int { return (a.Y-b.Y)*100 + a.X - b.X })
	slices.SortFunc(want, func(a, b Cell) int { return (a.Y-b.Y)*100 + a.X - b.X })
	if !slices.Equal(got, want) {
		t.Errorf("HexFootprint((3,3), 2) = %v, want %v", got, want)
	}
}

func TestHexDisk(t *testing.T) {
	for r, want := range []int{1, 7, 19, 37} {
		d := HexDisk(Cell{2, -1}, r, nil)
		if len(d) != want {
			t.Errorf("HexDisk(radius %d) = %d hexes, want %d", r, len(d), want)
		}
		for _, c := range d {
			if HexDistance(c, Cell{2, -1}) > r {
				t.Errorf("HexDisk(radius %d) has %v at distance %d", r, c, HexDistance(c, Cell{2, -1}))
			}
		}
	}
}

func TestHexLineSteps(t *testing.T) {
	// Every line is distance+1 hexes, each a neighbour of the one before,
	// along straight axes exactly the axis.
	a := Cell{0, 0}
	for q := -4; q <= 4; q++ {
		for r := -4; r <= 4; r++ {
			b := Cell{q, r}
			l := HexLine(a, b, nil)
			if len(l) != HexDistance(a, b)+1 || l[0] != a || l[len(l)-1] != b {
				t.Fatalf("HexLine(%v, %v) = %v, want %d hexes from a to b", a, b, l, HexDistance(a, b)+1)
			}
			for i := 1; i < len(l); i++ {
				if HexDistance(l[i-1], l[i]) != 1 {
					t.Fatalf("HexLine(%v, %v) = %v: %v to %v is not one step", a, b, l, l[i-1], l[i])
				}
			}
		}
	}
	want := []Cell{{0, 0}, {1, 0}, {2, 0}, {3, 0}}
	if got := HexLine(Cell{0, 0}, Cell{3, 0}, nil); !slices.Equal(got, want) {
		t.Errorf("HexLine((0,0), (3,0)) = %v, want %v", got, want)
	}
}
