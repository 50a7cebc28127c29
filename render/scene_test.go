package render

import "testing"

func TestDashes(t *testing.T) {
	d := Dashes([]Point{{X: 0, Y: 0}, {X: 1, Y: 0}, {X: 1, Y: 1}}, 0.25)
	if len(d) != 4 {
		t.Fatalf("Dashes of a length-2 line by 0.25 = %d dashes, want 4", len(d))
	}
	if last := d[1]; last[0] != (Point{X: 0.5, Y: 0}) || last[len(last)-1] != (Point{X: 0.75, Y: 0}) {
		t.Errorf("second dash = %v, want from (0.5,0) to (0.75,0)", last)
	}
}
