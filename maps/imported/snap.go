package imported

import (
	"math"

	"github.com/battlemap/battlemap/grid"
)

// Point is a position in cells on a square map: (0,0) is the top-left
// corner of the top-left square, (1,1) its bottom-right corner.
type Point struct{ X, Y float64 }

// Corner is a grid corner: where grid lines cross, in whole cells.
type Corner struct{ X, Y int }

// SnapCorner is the grid corner nearest p (halves round away from zero).
func SnapCorner(p Point) Corner {
	return Corner{int(math.Round(p.X)), int(math.Round(p.Y))}
}

// Staircase calls edge for every unit grid line between corners a and b, in
// order from a, along the staircase that stays nearest the straight line:
// a horizontal or vertical run is the line itself, a 45-degree one
// alternates a vertical and a horizontal step (a tie goes to the vertical
// one), and a shallow one takes its vertical steps where the line crosses
// the middle of a row (a steep one its horizontal steps where it crosses
// the middle of a column), as docs/import.md says. Each step
// is the line from one corner to the next: horizontal when the corners
// share Y. It stops early, returning false, when edge does.
func Staircase(a, b Corner, edge func(from, to Corner) bool) bool {
	dx, dy := b.X-a.X, b.Y-a.Y
	sx, sy := sign(dx), sign(dy)
	nx, ny := dx*sx, dy*sy
	ix, iy := 0, 0
	at := a
	for ix < nx || iy < ny {
		next := at
		// step in x while the next x crossing comes before the next y
		// crossing along the line: (ix+½)/nx < (iy+½)/ny
		if iy == ny || (ix < nx && (2*ix+1)*ny < (2*iy+1)*nx) {
			next.X += sx
			ix++
		} else {
			next.Y += sy
			iy++
		}
		if !edge(at, next) {
			return false
		}
		at = next
	}
	return true
}

// Steps is how many unit grid lines Staircase walks from a to b.
func Steps(a, b Corner) int { return grid.Abs(b.X-a.X) + grid.Abs(b.Y-a.Y) }

// SideCells are the two squares on either side of the unit grid line from
// corner a to its neighbour corner b: above and below a horizontal line,
// left and right of a vertical one.
func SideCells(a, b Corner) [2]grid.Cell {
	if a.Y == b.Y { // horizontal: the line y = a.Y from x to x+1
		x := min(a.X, b.X)
		return [2]grid.Cell{{X: x, Y: a.Y - 1}, {X: x, Y: a.Y}}
	}
	y := min(a.Y, b.Y)
	return [2]grid.Cell{{X: a.X - 1, Y: y}, {X: a.X, Y: y}}
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}
