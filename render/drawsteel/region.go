package drawsteel

import (
	"math"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// span is the block of squares a scene draws: columns x0 to x1-1, rows y0
// to y1-1 (render.SquareLayout.Block says which).
type span struct{ x0, y0, x1, y1 int }

// spanOf is the block of squares to draw for region r (the whole board
// when r is the zero Rect).
func spanOf(b *drawsteel.Board, r render.Rect) span {
	x0, y0, x1, y1 := render.SquareLayout{Width: b.Width, Height: b.Height}.Block(r)
	return span{x0, y0, x1, y1}
}

func (c span) has(q drawsteel.Square) bool {
	return q.X >= c.x0 && q.X < c.x1 && q.Y >= c.y0 && q.Y < c.y1
}

// meets reports whether the rectangle (in map units), grown by pad,
// overlaps the block.
func (c span) meets(r render.Rect, pad float64) bool {
	return r.Max.X+pad >= float64(c.x0) && r.Min.X-pad <= float64(c.x1) &&
		r.Max.Y+pad >= float64(c.y0) && r.Min.Y-pad <= float64(c.y1)
}

// squareSet is a set of squares drawn as one shape: its fill as few
// rectangles as rows allow, its outline as straight segments along the
// border, whatever the number of squares.
type squareSet struct {
	x0, y0, w, h int
	in           []bool // nil: every square from x0, y0 to x0+w-1, y0+h-1
}

// newRectSet makes the set of the squares from a to b inclusive (either
// corner first) that lie on the board (all of them when b is nil), as the
// rectangle it is: no square is listed.
func newRectSet(b *drawsteel.Board, p, q drawsteel.Square) *squareSet {
	x0, y0, x1, y1 := min(p.X, q.X), min(p.Y, q.Y), max(p.X, q.X), max(p.Y, q.Y)
	if b != nil {
		x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, b.Width-1), min(y1, b.Height-1)
	}
	if x0 > x1 || y0 > y1 {
		return &squareSet{}
	}
	return &squareSet{x0: x0, y0: y0, w: x1 - x0 + 1, h: y1 - y0 + 1}
}

// everywhere is the block of every square.
func everywhere() span { return span{math.MinInt32, math.MinInt32, math.MaxInt32, math.MaxInt32} }

// newSquareSet makes the set of the given squares that lie on the board
// (all of them when b is nil).
func newSquareSet(b *drawsteel.Board, squares []drawsteel.Square) *squareSet {
	in := func(q drawsteel.Square) bool { return b == nil || b.In(q) }
	if len(squares) == 0 {
		return &squareSet{}
	}
	x0, y0, x1, y1 := math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	for _, q := range squares {
		if in(q) {
			x0, y0, x1, y1 = min(x0, q.X), min(y0, q.Y), max(x1, q.X), max(y1, q.Y)
		}
	}
	if x0 > x1 {
		return &squareSet{}
	}
	s := &squareSet{x0: x0, y0: y0, w: x1 - x0 + 1, h: y1 - y0 + 1}
	s.in = make([]bool, s.w*s.h)
	for _, q := range squares {
		if in(q) {
			s.in[(q.Y-y0)*s.w+q.X-x0] = true
		}
	}
	return s
}

func (s *squareSet) has(x, y int) bool {
	x, y = x-s.x0, y-s.y0
	return x >= 0 && y >= 0 && x < s.w && y < s.h && (s.in == nil || s.in[y*s.w+x])
}

// rects calls f with rectangles that together cover the set's squares in
// the block c once each: runs of squares in a row, a run joined with the
// same run in the rows below it. A rectangle of squares is one rectangle.
func (s *squareSet) rects(c span, f func(render.Rect)) {
	x0, y0 := max(s.x0, c.x0), max(s.y0, c.y0)
	x1, y1 := min(s.x0+s.w, c.x1), min(s.y0+s.h, c.y1)
	if s.in == nil {
		// a rectangle: itself, in the block (never square by square)
		if x0 < x1 && y0 < y1 {
			f(render.Rect{Min: render.Point{X: float64(x0), Y: float64(y0)}, Max: render.Point{X: float64(x1), Y: float64(y1)}})
		}
		return
	}
	type run struct{ a, b, top int }
	var open, next []run
	closeRun := func(r run, bottom int) {
		f(render.Rect{Min: render.Point{X: float64(r.a), Y: float64(r.top)}, Max: render.Point{X: float64(r.b), Y: float64(bottom)}})
	}
	for y := y0; y <= y1; y++ {
		next = next[:0]
		i := 0
		for x := x0; y < y1 && x < x1; {
			if !s.has(x, y) {
				x++
				continue
			}
			a := x
			for x < x1 && s.has(x, y) {
				x++
			}
			// continue the open run with the same ends, else start one
			top := y
			for i < len(open) && open[i].a <= a {
				o := open[i]
				i++
				if o.a == a && o.b == x {
					top = o.top
					break
				}
				closeRun(o, y)
			}
			next = append(next, run{a, x, top})
		}
		for ; i < len(open); i++ {
			closeRun(open[i], y)
		}
		open, next = next, open
	}
}

// edges calls f with the straight segments of the set's border that lie
// in the block c, each as long as it runs.
func (s *squareSet) edges(c span, f func(a, b render.Point)) {
	x0, y0 := max(s.x0, c.x0), max(s.y0, c.y0)
	x1, y1 := min(s.x0+s.w, c.x1), min(s.y0+s.h, c.y1)
	if s.in == nil {
		s.rectEdges(x0, y0, x1, y1, f)
		return
	}
	// horizontal: between row y-1 and row y
	for y := y0; y <= y1; y++ {
		for x := x0; x < x1; {
			if s.has(x, y-1) == s.has(x, y) {
				x++
				continue
			}
			a := x
			for x < x1 && s.has(x, y-1) != s.has(x, y) {
				x++
			}
			f(render.Point{X: float64(a), Y: float64(y)}, render.Point{X: float64(x), Y: float64(y)})
		}
	}
	// vertical: between column x-1 and column x
	for x := x0; x <= x1; x++ {
		for y := y0; y < y1; {
			if s.has(x-1, y) == s.has(x, y) {
				y++
				continue
			}
			a := y
			for y < y1 && s.has(x-1, y) != s.has(x, y) {
				y++
			}
			f(render.Point{X: float64(x), Y: float64(a)}, render.Point{X: float64(x), Y: float64(y)})
		}
	}
}

// rectEdges are edges for a rectangle set, shown from x0, y0 to x1, y1:
// its sides that lie in the block, in the order edges finds them (top,
// bottom, left, right), without looking at its squares.
func (s *squareSet) rectEdges(x0, y0, x1, y1 int, f func(a, b render.Point)) {
	if s.w == 0 || s.h == 0 {
		return
	}
	// as edges does: a side on the block's own border counts
	p := func(x, y int) render.Point { return render.Point{X: float64(x), Y: float64(y)} }
	if x0 < x1 && y0 <= y1 {
		if y0 == s.y0 {
			f(p(x0, y0), p(x1, y0))
		}
		if y1 == s.y0+s.h {
			f(p(x0, y1), p(x1, y1))
		}
	}
	if y0 < y1 && x0 <= x1 {
		if x0 == s.x0 {
			f(p(x0, y0), p(x0, y1))
		}
		if x1 == s.x0+s.w {
			f(p(x1, y0), p(x1, y1))
		}
	}
}

// hatch calls f with the diagonal hatching of rectangle r: the lines x+y =
// k/2 that cross it, cut to it, as per-square hatching of three lines a
// square would draw them end to end. Each is one line however long: the
// backends draw only what is shown of it.
func hatch(r render.Rect, f func(a, b render.Point)) {
	for k := math.Floor(2*(r.Min.X+r.Min.Y)) + 1; k/2 < r.Max.X+r.Max.Y; k++ {
		c := k / 2
		xa, xb := math.Max(r.Min.X, c-r.Max.Y), math.Min(r.Max.X, c-r.Min.Y)
		if xb-xa > 1e-9 {
			f(render.Point{X: xa, Y: c - xa}, render.Point{X: xb, Y: c - xb})
		}
	}
}
