package drawsteel

import "fmt"

// Distance is the number of squares between two spaces, counted the Draw
// Steel way: each step to an adjacent square costs 1, diagonals included
// ("No, there's no Pythagorean theorem on the grid"), in three dimensions,
// between the nearest cubes of the two spaces.
//
// A space is given by its lowest, top-left cube and its side n (a size 2
// creature is a 2x2x2 cube).
func Distance(a Pos, an int, b Pos, bn int) int {
	return max(gap(a.X, an, b.X, bn), gap(a.Y, an, b.Y, bn), gap(a.Z, an, b.Z, bn))
}

// gap is the distance along one axis between [a, a+an) and [b, b+bn).
func gap(a, an, b, bn int) int {
	switch {
	case a+an-1 < b:
		return b - (a + an - 1)
	case b+bn-1 < a:
		return a - (b + bn - 1)
	}
	return 0
}

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
