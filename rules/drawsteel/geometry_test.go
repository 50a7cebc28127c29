package drawsteel

import "testing"

func TestCountSquares(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{{0, "0 squares"}, {1, "1 square"}, {2, "2 squares"}} {
		if got := countSquares(tt.n); got != tt.want {
			t.Errorf("countSquares(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

// Draw Steel, A creature's size indicates how many squares they occupy: "If a
// creature is larger than 1 square, their size equals the number of
// squares they take up in length, width, and height." Two spaces overlap
// when they share a cube.
func TestSpaceOverlap(t *testing.T) {
	tests := []struct {
		name string
		a, b Space
		at   Pos
		ok   bool
	}{
		{"same square", Space{Pos{1, 1, 0}, 1, 1}, Space{Pos{1, 1, 0}, 1, 1}, Pos{1, 1, 0}, true},
		{"side by side", Space{Pos{1, 1, 0}, 1, 1}, Space{Pos{2, 1, 0}, 1, 1}, Pos{}, false},
		{"size 2 over a square", Space{Pos{0, 0, 0}, 2, 2}, Space{Pos{1, 1, 1}, 1, 1}, Pos{1, 1, 1}, true},
		{"one above the other", Space{Pos{0, 0, 0}, 1, 1}, Space{Pos{0, 0, 1}, 1, 1}, Pos{}, false},
		{"a low creature under a tall one's top", Space{Pos{3, 0, 2}, 3, 3}, Space{Pos{4, 1, 0}, 1, 3}, Pos{4, 1, 2}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at, ok := tt.a.Overlap(tt.b)
			if at != tt.at || ok != tt.ok {
				t.Errorf("%v.Overlap(%v) = %v, %v; want %v, %v", tt.a, tt.b, at, ok, tt.at, tt.ok)
			}
			if at2, ok2 := tt.b.Overlap(tt.a); at2 != at || ok2 != ok {
				t.Errorf("%v.Overlap(%v) = %v, %v; want the same both ways", tt.b, tt.a, at2, ok2)
			}
		})
	}
}
