package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
)

// Distance is the number of squares between two spaces, counted the Draw
// Steel way: each step to an adjacent square costs 1, diagonals included
// ("No, there's no Pythagorean theorem on the grid"), in three dimensions,
// between the nearest cubes of the two spaces.
//
// A space is given by its lowest, top-left cube and its side n (a size 2
// creature is a 2x2x2 cube).
func Distance(a Pos, an int, b Pos, bn int) int {
	return max(grid.Gap(a.X, an, b.X, bn), grid.Gap(a.Y, an, b.Y, bn), grid.Gap(a.Z, an, b.Z, bn))
}

// cell is the square as grid's cell.
func (s Square) cell() grid.Cell { return grid.Cell{X: s.X, Y: s.Y} }

// squareSteps is the number of steps between two squares on one level,
// diagonals included: grid.Square's distance, max(|dx|, |dy|).
func squareSteps(a, b Square) int { return grid.Square{}.Distance(a.cell(), b.cell()) }

// cubeSteps is the number of steps between two cubes, diagonals and height
// included: max(|dx|, |dy|, |dz|) (the length of a straight push or pull).
// It is squareSteps with the height added, written out for the engines'
// inner loops.
func cubeSteps(a, b Pos) int { return max(grid.Abs(a.X-b.X), grid.Abs(a.Y-b.Y), grid.Abs(a.Z-b.Z)) }

// creatureDistance is Distance between two creatures' spaces.
func creatureDistance(a, b *Creature) int {
	return Distance(a.Pos(), a.Size.Squares(), b.Pos(), b.Size.Squares())
}

// countSquares writes a count of squares with the right plural: "1 square",
// "3 squares".
func countSquares(n int) string {
	if n == 1 {
		return "1 square"
	}
	return fmt.Sprintf("%d squares", n)
}
