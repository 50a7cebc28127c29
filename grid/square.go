package grid

// Square is a board of Width x Height squares, as Draw Steel plays it:
// eight neighbours, a diagonal step costs the same as a straight one, so
// the distance is max(|dx|, |dy|). Cells are (column, row) with (0, 0) at
// the top left.
type Square struct{ Width, Height int }

// SquareSteps are the eight steps in Square's neighbour order: the four
// straight ones clockwise from north, then the diagonals clockwise from
// north-east (the order Draw Steel's forced-movement engine breaks ties
// in). An engine that adds heights walks these with dz = -1, 0, 1.
func SquareSteps() [8]Cell {
	return [8]Cell{{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}
}

// Len is Width*Height.
func (s Square) Len() int { return s.Width * s.Height }

// In reports whether c is on the board.
func (s Square) In(c Cell) bool { return c.X >= 0 && c.Y >= 0 && c.X < s.Width && c.Y < s.Height }

// Index is c's row-major index.
func (s Square) Index(c Cell) (int, bool) {
	if !s.In(c) {
		return 0, false
	}
	return c.Y*s.Width + c.X, true
}

// Cell is the cell with row-major index i.
func (s Square) Cell(i int) Cell { return Cell{i % s.Width, i / s.Width} }

// Neighbors appends the up to eight squares around c that are on the board.
func (s Square) Neighbors(c Cell, buf []Cell) []Cell {
	for _, d := range SquareSteps() {
		if n := c.Add(d); s.In(n) {
			buf = append(buf, n)
		}
	}
	return buf
}

// Distance is max(|dx|, |dy|): "there's no Pythagorean theorem on the grid".
func (Square) Distance(a, b Cell) int { return max(Abs(a.X-b.X), Abs(a.Y-b.Y)) }

// SpaceDistance is the distance between two square spaces given by their
// top-left squares and sides (a size 2 creature fills 2x2 squares): the
// steps between their nearest squares, 0 when they overlap, 1 when they
// are adjacent. A ruleset with heights (Draw Steel's cubes) takes the max
// of this and Gap along the height.
func (Square) SpaceDistance(a Cell, an int, b Cell, bn int) int {
	return max(Gap(a.X, an, b.X, bn), Gap(a.Y, an, b.Y, bn))
}

// Gap is the distance along one axis between the runs [a, a+an) and
// [b, b+bn): 0 when they overlap, 1 when they touch.
func Gap(a, an, b, bn int) int {
	switch {
	case a+an-1 < b:
		return b - (a + an - 1)
	case b+bn-1 < a:
		return a - (b + bn - 1)
	}
	return 0
}

// Footprint appends the size x size squares whose top-left square is
// anchor, row by row.
func (Square) Footprint(anchor Cell, size int, buf []Cell) []Cell {
	for dy := 0; dy < size; dy++ {
		for dx := 0; dx < size; dx++ {
			buf = append(buf, Cell{anchor.X + dx, anchor.Y + dy})
		}
	}
	return buf
}

// Line appends the straight line of squares from a to b, both included:
// max(|dx|, |dy|) steps, the k-th square being the exact point k/n of the
// way rounded to the nearest square, halves away from a. Every step is to
// one of the eight neighbours.
func (Square) Line(a, b Cell, buf []Cell) []Cell {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := max(Abs(dx), Abs(dy))
	buf = append(buf, a)
	for k := 1; k <= n; k++ {
		buf = append(buf, Cell{a.X + roundHalfAway(k*dx, n), a.Y + roundHalfAway(k*dy, n)})
	}
	return buf
}

// roundHalfAway is num/den rounded to the nearest whole number, halves
// away from zero (den > 0).
func roundHalfAway(num, den int) int {
	if num >= 0 {
		return (2*num + den) / (2 * den)
	}
	return -((-2*num + den) / (2 * den))
}
