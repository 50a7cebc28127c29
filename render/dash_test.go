package render

import (
	"math"
	"testing"
)

// EachDash with a clip keeps the dash pattern of the whole line: the
// dashes of the segments it draws are Dashes' own (cut where a segment
// outside the clip starts), and it works out none of the rest.
func TestEachDashClipped(t *testing.T) {
	line := []Point{{0, 0}, {10.3, 0}, {10.3, 500}, {20.7, 500}, {20.7, 503.3}}
	all := Dashes(line, 0.22)
	var same [][]Point
	EachDash(line, 0.22, &Rect{Min: Point{-1, -1}, Max: Point{100, 600}}, func(d []Point) { same = append(same, append([]Point(nil), d...)) })
	if len(same) != len(all) {
		t.Fatalf("EachDash with a clip over all of it gave %d dashes, Dashes %d", len(same), len(all))
	}
	// only the last two segments shown: their dashes are Dashes' dashes
	// that lie beyond y = 499 (the one starting at the corner included)
	clip := Rect{Min: Point{15, 499}, Max: Point{30, 510}}
	var shown [][]Point
	EachDash(line, 0.22, &clip, func(d []Point) { shown = append(shown, append([]Point(nil), d...)) })
	var want [][]Point
	for _, d := range all {
		if d[len(d)-1].Y >= 500 && d[len(d)-1].X > 10.3 {
			k := 0
			for k < len(d) && d[k].Y < 500 {
				k++
			}
			if k > 0 && k < len(d) && d[k-1].Y < 500 {
				d = append([]Point{{10.3, 500}}, d[k:]...) // cut where the shown segment starts
			}
			want = append(want, d)
		}
	}
	if len(shown) != len(want) {
		t.Fatalf("EachDash clipped to the end gave %d dashes, want %d", len(shown), len(want))
	}
	for i := range want {
		a, b := shown[i], want[i]
		if len(a) != len(b) {
			t.Fatalf("dash %d = %v, want %v", i, a, b)
		}
		for j := range a {
			if math.Abs(a[j].X-b[j].X) > 1e-6 || math.Abs(a[j].Y-b[j].Y) > 1e-6 {
				t.Fatalf("dash %d = %v, want %v", i, a, b)
			}
		}
	}
}
