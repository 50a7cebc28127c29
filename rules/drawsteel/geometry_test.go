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
