package session

import (
	"testing"
)

func TestScreenArrow(t *testing.T) {
	for _, c := range []struct {
		name         string
		dx, dy, q    int
		wantX, wantY int
	}{
		{"up, not turned", 0, -1, 0, 0, -1},
		{"right, not turned", 1, 0, 0, 1, 0},
		// turned a quarter clockwise, the map's left side is at the top
		{"up, 90", 0, -1, 1, -1, 0},
		{"right, 90", 1, 0, 1, 0, -1},
		{"up, 180", 0, -1, 2, 0, 1},
		{"left, 180", -1, 0, 2, 1, 0},
		{"up, 270", 0, -1, 3, 1, 0},
		{"down, 270", 0, 1, 3, -1, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			if x, y := ScreenArrow(c.dx, c.dy, c.q); x != c.wantX || y != c.wantY {
				t.Errorf("ScreenArrow(%d, %d, %d) = %d, %d, want %d, %d", c.dx, c.dy, c.q, x, y, c.wantX, c.wantY)
			}
		})
	}
}
