package drawsteel

import "testing"

// The occupancy index answers who stands where, inside its box and at its
// edges, and leaves out the creatures it is told to skip.
func TestOccupancyAnyIn(t *testing.T) {
	b := mvBoard(t, `
		@....
		.aa..
		.aa..
		....b`)
	var o occupancy
	o.build(b, 1, 0, 3, 2, func(c *Creature) bool { return c.ID == "@" })
	tests := []struct {
		x, y, n int
		want    bool
	}{
		{0, 0, 1, false}, // the skipped mover, and outside the box
		{1, 1, 1, true},  // a's top-left square
		{2, 2, 1, true},  // a's bottom-right square
		{3, 1, 1, false}, // beside a
		{3, 0, 2, false}, // half outside the box, nobody inside
		{0, 1, 2, true},  // half outside the box, meets a
		{4, 3, 1, false}, // b is outside the box
	}
	for _, tt := range tests {
		if got := o.anyIn(tt.x, tt.y, tt.n); got != tt.want {
			t.Errorf("anyIn(%d, %d, %d) = %v, want %v", tt.x, tt.y, tt.n, got, tt.want)
		}
	}
}
