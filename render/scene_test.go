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

func TestAxisRect(t *testing.T) {
	pt := func(x, y float64) Point { return Point{X: x, Y: y} }
	for _, c := range []struct {
		name string
		p    []Point
		want Rect
		ok   bool
	}{
		{"clockwise from the top left", []Point{pt(1, 2), pt(4, 2), pt(4, 5), pt(1, 5)}, Rect{Min: pt(1, 2), Max: pt(4, 5)}, true},
		{"down first, from the bottom right", []Point{pt(4, 5), pt(4, 2), pt(1, 2), pt(1, 5)}, Rect{Min: pt(1, 2), Max: pt(4, 5)}, true},
		{"a diamond", []Point{pt(2, 0), pt(4, 2), pt(2, 4), pt(0, 2)}, Rect{}, false},
		{"a triangle", []Point{pt(0, 0), pt(4, 0), pt(4, 4)}, Rect{}, false},
		{"a corner out of line", []Point{pt(1, 2), pt(4, 2), pt(4, 5), pt(1.5, 5)}, Rect{}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := AxisRect(c.p)
			if ok != c.ok || got != c.want {
				t.Errorf("AxisRect(%v) = %v, %v, want %v, %v", c.p, got, ok, c.want, c.ok)
			}
		})
	}
}
