package drawsteel

import (
	"fmt"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/render"
)

// box is a w x h rectangle at x, y.
func box(x, y, w, h float64) render.Rect {
	return render.Rect{Min: render.Point{X: x, Y: y}, Max: render.Point{X: x + w, Y: y + h}}
}

// TestPlaceSideView: where every corner of the map covers the move, the
// side view moves along an edge or into the map, else shrinks below 1x,
// and covers the move only when nothing else will do (and then as little
// of it as it can). The map is 1000 x 600 pixels; the side view is 300 x
// 200 at 1x (scaled with the UI scale) and its words shrink with it.
func TestPlaceSideView(t *testing.T) {
	area := game.Area{X: 0, Y: 0, W: 1000, H: 600}
	size := func(sc float64) (float64, float64) { return 300 * sc, 200 * sc }
	scales := []float64{1.5, 1.35, 1.2, 1.08, 1, 0.9, 0.81, 0.729, 0.656}
	corners := []render.Rect{box(20, 20, 40, 40), box(940, 20, 40, 40), box(20, 540, 40, 40), box(940, 540, 40, 40)}
	for _, tc := range []struct {
		name   string
		move   []render.Rect
		other  []render.Rect
		wantSc float64 // the scale it ends at
		covers bool
	}{
		{"a free corner at the full scale", []render.Rect{box(480, 280, 40, 40)}, nil, 1.5, false},
		{"every corner taken: along an edge, at the full scale", corners, nil, 1.5, false},
		{"edges taken too: inside, at the full scale", append(corners, box(480, 20, 40, 40), box(480, 540, 40, 40), box(20, 280, 40, 40), box(940, 280, 40, 40)), nil, 1.5, false},
		{"a free edge spot leaves other creatures in sight", corners, []render.Rect{box(400, 40, 40, 40)}, 1.5, false},
		{"no room at 1x: smaller than 1x", strewn(0, 0, 1000, 600, 4, 3), nil, 0, false},
		{"no room at all: covers the least it can", strewn(0, 0, 1000, 600, 12, 8), nil, 0.656, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			room := sideRoom{area: area, top: 12, foot: 600, margin: 12, move: tc.move, other: tc.other}
			p := placeSideView(room, scales, 1, size)
			r := box(p.x, p.y, p.w, p.h)
			if p.covers != tc.covers || (tc.wantSc != 0 && p.sc != tc.wantSc) || (tc.wantSc == 0 && (p.sc >= 1 || p.sc < 0.656)) {
				t.Fatalf("placeSideView = %v at scale %g, covers %v; want scale %g (0: below 1x), covers %v", r, p.sc, p.covers, tc.wantSc, tc.covers)
			}
			if r.Min.X < 12-1e-9 || r.Max.X > 988+1e-9 || r.Min.Y < 12-1e-9 || r.Max.Y > 588+1e-9 {
				t.Errorf("placeSideView = %v, want inside the map less its margin", r)
			}
			if n := count(r, tc.move); !tc.covers && n > 0 {
				t.Errorf("placeSideView = %v covers %d of the move, want none", r, n)
			}
			if n := count(r, tc.other); n > 0 {
				t.Errorf("placeSideView = %v covers %d other creatures, want none", r, n)
			}
			if tc.covers {
				// no place of the last size covers less of the move
				xs, ys, _ := room.places(p.w, p.h, false)
				for i := range xs {
					if m := count(box(xs[i], ys[i], p.w, p.h), tc.move); m < count(r, tc.move) {
						t.Errorf("placeSideView = %v covers %d of the move; %v covers %d", r, count(r, tc.move), box(xs[i], ys[i], p.w, p.h), m)
						break
					}
				}
			}
		})
	}
}

// strewn is an nx x ny grid of 30-pixel squares spread evenly over the
// rectangle x, y, w, h (the move's squares strewn over the map).
func strewn(x, y, w, h float64, nx, ny int) []render.Rect {
	var out []render.Rect
	for i := range nx {
		for j := range ny {
			cx := x + (float64(i)+0.5)*w/float64(nx)
			cy := y + (float64(j)+0.5)*h/float64(ny)
			out = append(out, box(cx-15, cy-15, 30, 30))
		}
	}
	return out
}

// TestPlaceSideViewCornerFirst: a free corner at 1x is taken before an
// edge at the full scale (the old order: shrink to 1x in a corner first).
func TestPlaceSideViewCornerFirst(t *testing.T) {
	area := game.Area{W: 1000, H: 600}
	size := func(sc float64) (float64, float64) { return 300 * sc, 200 * sc }
	// at 1.5 (450 x 300) and 1.2 the bottom right corner reaches the
	// move at 650,360; at 1 (300 x 200, from 688,388) it is clear of it
	move := []render.Rect{box(20, 20, 40, 40), box(940, 20, 40, 40), box(20, 540, 40, 40), box(650, 360, 20, 20)}
	p := placeSideView(sideRoom{area: area, top: 12, foot: 600, margin: 12, move: move}, []float64{1.5, 1.2, 1}, 1, size)
	if got := fmt.Sprintf("%v at %g", box(p.x, p.y, p.w, p.h), p.sc); p.sc != 1 || p.x != 688 || p.y != 388 {
		t.Errorf("placeSideView = %s, want the bottom right corner at 1x", got)
	}
}
