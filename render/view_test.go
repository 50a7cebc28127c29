package render

import (
	"fmt"
	"math"
	"testing"
)

func near(a, b Point) bool { return math.Abs(a.X-b.X) < 1e-9 && math.Abs(a.Y-b.Y) < 1e-9 }

// A 4 x 2 map at 10 pixels a square, fitted into a 100 x 100 area: each
// turn puts the map's top-left corner (0,0) and its bottom-right corner
// (4,2) where a person standing on that side of the table expects them.
func TestViewTurns(t *testing.T) {
	r := Rect{Max: Point{4, 2}}
	tests := []struct {
		turn          int
		topLeft, botR Point // on screen
	}{
		{0, Point{0, 25}, Point{100, 75}}, // fits 25 px a square, 50 px tall, centred
		{1, Point{75, 0}, Point{25, 100}}, // a quarter turn clockwise: (0,0) at the top right
		{2, Point{100, 75}, Point{0, 25}},
		{3, Point{25, 100}, Point{75, 0}},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint("turn ", tc.turn), func(t *testing.T) {
			v := FitTurned(r, tc.turn, 0, 0, 100, 100)
			if got := v.ToScreen(r.Min); !near(got, tc.topLeft) {
				t.Errorf("ToScreen(0,0) = %v, want %v", got, tc.topLeft)
			}
			if got := v.ToScreen(r.Max); !near(got, tc.botR) {
				t.Errorf("ToScreen(4,2) = %v, want %v", got, tc.botR)
			}
			for _, p := range []Point{{0, 0}, {1.25, 0.5}, {4, 2}, {-3, 7}} {
				if got := v.ToMap(v.ToScreen(p)); !near(got, p) {
					t.Errorf("ToMap(ToScreen(%v)) = %v", p, got)
				}
			}
			sr := v.ScreenRect(r)
			if sr.Min.X > sr.Max.X || sr.Min.Y > sr.Max.Y {
				t.Errorf("ScreenRect(%v) = %v, not ordered", r, sr)
			}
			if mr := v.MapRect(sr); !near(mr.Min, r.Min) || !near(mr.Max, r.Max) {
				t.Errorf("MapRect(ScreenRect(%v)) = %v", r, mr)
			}
		})
	}
}

func TestViewTurnAtKeepsThePoint(t *testing.T) {
	v := View{Scale: 30, Offset: Point{17, -4}}
	p := Point{400, 300}
	m := v.ToMap(p)
	for _, q := range []int{1, 2, 3, -1, 5} {
		w := v.TurnAt(p, q)
		if got := w.ToMap(p); !near(got, m) {
			t.Errorf("TurnAt(p, %d).ToMap(p) = %v, want %v", q, got, m)
		}
		if want := ((q % 4) + 4) % 4; w.Turn != want {
			t.Errorf("TurnAt(p, %d).Turn = %d, want %d", q, w.Turn, want)
		}
		z := w.ZoomAt(Point{10, 20}, 2)
		if got, want := z.ToMap(Point{10, 20}), w.ToMap(Point{10, 20}); !near(got, want) {
			t.Errorf("turned %d ZoomAt moved the point under the pointer: %v, want %v", q, got, want)
		}
	}
}

func TestRegionView(t *testing.T) {
	tests := []struct {
		region Rect
		scale  float64
		want   View
		w, h   int
	}{
		{Rect{Max: Point{X: 10, Y: 5}}, 30, View{Scale: 30}, 300, 150},
		{Rect{Min: Point{X: -0.7, Y: -0.7}, Max: Point{X: 4.7, Y: 3.7}}, 64, View{Scale: 64, Offset: Point{X: 45, Y: 45}}, 346, 282},
		{Rect{Min: Point{X: 2, Y: 3}, Max: Point{X: 4, Y: 4}}, 300, View{Scale: 300, Offset: Point{X: -600, Y: -900}}, 600, 300},
	}
	for _, tt := range tests {
		v, w, h := RegionView(tt.region, tt.scale)
		if v != tt.want || w != tt.w || h != tt.h {
			t.Errorf("RegionView(%v, %v) = %v, %d, %d, want %v, %d, %d", tt.region, tt.scale, v, w, h, tt.want, tt.w, tt.h)
		}
	}
}
