package drawsteel

import (
	"fmt"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestRectSetMatchesItsSquares: an area given as a rectangle has the
// rectangles and border of the same area given square by square, in
// every block a scene may draw (the whole map, cutting one side, inside
// it, beside it), without looking at its squares.
func TestRectSetMatchesItsSquares(t *testing.T) {
	b := drawsteel.NewBoard(12, 10)
	for _, r := range [][4]int{{2, 3, 7, 8}, {0, 0, 11, 9}, {5, 5, 5, 5}, {3, 0, 3, 9}} {
		var squares []drawsteel.Square
		for y := r[1]; y <= r[3]; y++ {
			for x := r[0]; x <= r[2]; x++ {
				squares = append(squares, drawsteel.Square{X: x, Y: y})
			}
		}
		rect := newRectSet(b, drawsteel.Square{X: r[0], Y: r[1]}, drawsteel.Square{X: r[2], Y: r[3]})
		listed := newSquareSet(b, squares)
		for _, c := range []span{everywhere(), {0, 0, 12, 10}, {4, 4, 12, 10}, {0, 0, 5, 6}, {3, 4, 6, 6}, {8, 0, 12, 2}} {
			t.Run(fmt.Sprint(r, c), func(t *testing.T) {
				collect := func(s *squareSet) (rects []render.Rect, edges [][2]render.Point) {
					s.rects(c, func(r render.Rect) { rects = append(rects, r) })
					s.edges(c, func(a, b render.Point) { edges = append(edges, [2]render.Point{a, b}) })
					return
				}
				gotR, gotE := collect(rect)
				wantR, wantE := collect(listed)
				if !slices.Equal(gotR, wantR) {
					t.Errorf("rects: %v, want %v", gotR, wantR)
				}
				if !slices.Equal(gotE, wantE) {
					t.Errorf("edges: %v, want %v", gotE, wantE)
				}
			})
		}
	}
}
