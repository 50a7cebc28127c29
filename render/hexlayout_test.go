package render

import (
	"math"
	"testing"

	"github.com/battlemap/battlemap/grid"
)

// TestHexLayout checks the layout against geometry worked out by hand: one
// unit between opposite sides, the map's top-left hex touching (0,0), odd
// rows (pointy) or columns (flat) shoved by half a hex, and every point
// inside a hex picked as that hex.
func TestHexLayout(t *testing.T) {
	near := func(a, b Point) bool { return math.Abs(a.X-b.X) < 1e-9 && math.Abs(a.Y-b.Y) < 1e-9 }
	r := 1 / math.Sqrt(3)
	tests := []struct {
		name   string
		l      HexLayout
		at     grid.Offset
		centre Point
		size   Point
	}{
		{"pointy origin", HexLayout{grid.Pointy, 4, 3}, grid.Offset{Col: 0, Row: 0}, Point{0.5, r}, Point{4.5, r * 5}},
		{"pointy odd row shoved right", HexLayout{grid.Pointy, 4, 3}, grid.Offset{Col: 0, Row: 1}, Point{1, r + 1.5*r}, Point{4.5, r * 5}},
		{"pointy next column", HexLayout{grid.Pointy, 4, 3}, grid.Offset{Col: 3, Row: 2}, Point{3.5, r + 3*r}, Point{4.5, r * 5}},
		{"flat origin", HexLayout{grid.Flat, 3, 4}, grid.Offset{Col: 0, Row: 0}, Point{r, 0.5}, Point{r * 5, 4.5}},
		{"flat odd column shoved down", HexLayout{grid.Flat, 3, 4}, grid.Offset{Col: 1, Row: 0}, Point{r + 1.5*r, 1}, Point{r * 5, 4.5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.l.Orientation.Axial(tt.at)
			if got := tt.l.Center(c); !near(got, tt.centre) {
				t.Errorf("Center(%v) = %v, want %v", tt.at, got, tt.centre)
			}
			if got := tt.l.Size(); !near(got, tt.size) {
				t.Errorf("Size() = %v, want %v", got, tt.size)
			}
			// corners lie r from the centre; opposite sides are 1 apart
			k := tt.l.Outline(c, 0)
			for i, p := range k {
				if d := math.Hypot(p.X-tt.centre.X, p.Y-tt.centre.Y); math.Abs(d-r) > 1e-9 {
					t.Errorf("corner %d of %v is %g from the centre, want %g", i, tt.at, d, r)
				}
			}
			m0 := Point{(k[0].X + k[1].X) / 2, (k[0].Y + k[1].Y) / 2}
			m3 := Point{(k[3].X + k[4].X) / 2, (k[3].Y + k[4].Y) / 2}
			if d := math.Hypot(m0.X-m3.X, m0.Y-m3.Y); math.Abs(d-1) > 1e-9 {
				t.Errorf("opposite sides of %v are %g apart, want 1", tt.at, d)
			}
			// the centre and points just inside each corner pick the hex
			for i, p := range append(k, tt.centre) {
				q := Point{p.X + (tt.centre.X-p.X)*0.05, p.Y + (tt.centre.Y-p.Y)*0.05}
				if got, on := tt.l.CellAt(q); got != c || !on {
					t.Errorf("CellAt(%v, near corner %d of %v) = %v, want %v", q, i, tt.at, tt.l.Orientation.Offset(got), tt.at)
				}
			}
		})
	}
}
