package drawsteel

import (
	"math"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/render"
)

// sideRoom is where the side view may go: the map area, the highest top
// and lowest foot a box may have there (below the turn strip, above the
// status bar), the margin kept from the area's sides, and what it should
// leave in sight: the move (never, but as a last resort) and the other
// creatures (where it can).
type sideRoom struct {
	area        game.Area
	top, foot   float64
	margin      float64
	move, other []render.Rect
}

// sidePlace is a place for the side view: its box, the UI scale its
// words are drawn at, and whether it covers some of the move (nowhere
// was free).
type sidePlace struct {
	x, y, w, h float64
	sc         float64
	covers     bool
}

// placeSideView finds the side view's place. size is its box at a UI
// scale; scales are the scales to try, largest first, down to least (the
// device's 1x) and then below it. In order, it takes:
//   - a corner of the map covering none of the move, at the largest scale
//     where the box takes at most a quarter of the free map;
//   - else, at those scales, any place along the map's edges or inside it
//     that covers none of the move (the words keep their size);
//   - else the same, the box and its words smaller than 1x;
//   - else, as a last resort, the place at the smallest scale covering the
//     fewest squares of the move.
//
// Among free places it takes the one covering the fewest other creatures,
// a corner or an edge before the middle, and then the farthest from the
// move.
func placeSideView(room sideRoom, scales []float64, least float64, size func(sc float64) (w, h float64)) sidePlace {
	free := room.area.W * (room.foot - room.area.Y)
	box := func(sc float64) (float64, float64, bool) {
		w, h := size(sc)
		if k := math.Sqrt(free / 4 / (w * h)); sc <= least && k < 1 {
			w, h = w*k, h*k // still too large at 1x (a small window): the box alone shrinks
		}
		return w, h, w*h <= free/4+1e-6
	}
	var last sidePlace
	for phase := range 3 {
		for _, sc := range scales {
			if (phase < 2) != (sc >= least) {
				continue
			}
			w, h, fits := box(sc)
			if !fits {
				continue
			}
			if p, ok := room.best(w, h, sc, phase == 0); ok {
				return p
			}
			last = sidePlace{w: w, h: h, sc: sc}
		}
	}
	if last.w == 0 {
		sc := scales[len(scales)-1]
		last.w, last.h, _ = box(sc)
		last.sc = sc
	}
	return room.leastBad(last.w, last.h, last.sc)
}

// places are where a w x h box may go: the four corners, then along the
// edges, then inside (cornersOnly: the corners alone). inner is set for
// the places inside.
func (room sideRoom) places(w, h float64, cornersOnly bool) (xs, ys []float64, inner []bool) {
	left, right := room.area.X+room.margin, room.area.X+room.area.W-w-room.margin
	top, bottom := room.top, room.foot-h-room.margin
	add := func(x, y float64, in bool) {
		if x < left-1e-9 || x > right+1e-9 || y < top-1e-9 || y > bottom+1e-9 {
			return
		}
		xs, ys, inner = append(xs, x), append(ys, y), append(inner, in)
	}
	add(left, bottom, false)
	add(right, bottom, false)
	add(left, top, false)
	add(right, top, false)
	if cornersOnly {
		return xs, ys, inner
	}
	const steps = 8
	for i := 1; i < steps; i++ {
		x := left + (right-left)*float64(i)/steps
		y := top + (bottom-top)*float64(i)/steps
		add(x, top, false)
		add(x, bottom, false)
		add(left, y, false)
		add(right, y, false)
	}
	for i := 1; i < steps; i++ {
		for j := 1; j < steps; j++ {
			add(left+(right-left)*float64(i)/steps, top+(bottom-top)*float64(j)/steps, true)
		}
	}
	return xs, ys, inner
}

// count is how many of rects r overlaps.
func count(r render.Rect, rects []render.Rect) int {
	n := 0
	for _, o := range rects {
		if game.ScreenOverlap(r, o) {
			n++
		}
	}
	return n
}

// mid is the middle of the move's boxes.
func (room sideRoom) mid() render.Point {
	var m render.Point
	for _, r := range room.move {
		m.X += (r.Min.X + r.Max.X) / 2 / float64(len(room.move))
		m.Y += (r.Min.Y + r.Max.Y) / 2 / float64(len(room.move))
	}
	return m
}

// best is the free place for a w x h box covering the fewest other
// creatures (then an edge before the middle, then the farthest from the
// move); false when every place covers some of the move.
func (room sideRoom) best(w, h, sc float64, cornersOnly bool) (sidePlace, bool) {
	xs, ys, inner := room.places(w, h, cornersOnly)
	m := room.mid()
	var out sidePlace
	best := math.Inf(1)
	for i := range xs {
		r := render.Rect{Min: render.Point{X: xs[i], Y: ys[i]}, Max: render.Point{X: xs[i] + w, Y: ys[i] + h}}
		if count(r, room.move) > 0 {
			continue
		}
		score := float64(count(r, room.other)) - math.Hypot(xs[i]+w/2-m.X, ys[i]+h/2-m.Y)/1e6
		if inner[i] {
			score += 0.5
		}
		if score < best {
			best, out = score, sidePlace{x: xs[i], y: ys[i], w: w, h: h, sc: sc}
		}
	}
	return out, !math.IsInf(best, 1)
}

// leastBad is the place for a w x h box covering the fewest of the move,
// then the fewest other creatures.
func (room sideRoom) leastBad(w, h, sc float64) sidePlace {
	xs, ys, _ := room.places(w, h, false)
	out := sidePlace{x: room.area.X + room.margin, y: room.top, w: w, h: h, sc: sc, covers: true}
	best := math.Inf(1)
	for i := range xs {
		r := render.Rect{Min: render.Point{X: xs[i], Y: ys[i]}, Max: render.Point{X: xs[i] + w, Y: ys[i] + h}}
		if score := float64(count(r, room.move))*1000 + float64(count(r, room.other)); score < best {
			best, out.x, out.y = score, xs[i], ys[i]
		}
	}
	return out
}
