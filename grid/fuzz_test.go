package grid

import "testing"

// Offset and axial coordinates convert both ways without loss, and
// neighbours are one step apart, in both orientations.
func FuzzOffsetRoundTrip(f *testing.F) {
	f.Add(1, -3)
	f.Add(3, 4)
	f.Add(-7, 0)
	f.Fuzz(func(t *testing.T, col, row int) {
		if col > 1<<40 || col < -1<<40 || row > 1<<40 || row < -1<<40 {
			return
		}
		for _, o := range []Orientation{Pointy, Flat} {
			off := Offset{col, row}
			a := o.Axial(off)
			if got := o.Offset(a); got != off {
				t.Fatalf("%v: Offset(Axial(%v)) = %v", o, off, got)
			}
			for i := range 6 {
				if d := HexDistance(a, a.Add(HexDirection(i))); d != 1 {
					t.Fatalf("HexDistance(%v, neighbour %d) = %d, want 1", a, i, d)
				}
			}
		}
	})
}
