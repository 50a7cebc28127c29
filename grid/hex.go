package grid

import (
	"fmt"
	"math"
)

// Orientation is how hexes sit on a hex map, and with it how the map's
// offset coordinates read.
type Orientation int

const (
	// Pointy is pointy-top hexes in rows, odd rows shoved right by half a
	// hex ("odd-r"). It is the default.
	Pointy Orientation = iota
	// Flat is flat-top hexes in columns, odd columns shoved down by half a
	// hex ("odd-q").
	Flat
)

// ParseOrientation reads "pointy" (or "", the default) or "flat".
func ParseOrientation(s string) (Orientation, error) {
	switch s {
	case "", "pointy":
		return Pointy, nil
	case "flat":
		return Flat, nil
	}
	return Pointy, fmt.Errorf("grid: orientation %q: want \"pointy\" or \"flat\"", s)
}

// String is "pointy" or "flat".
func (o Orientation) String() string {
	if o == Flat {
		return "flat"
	}
	return "pointy"
}

// Offset is a hex map's [col, row] as files and people write it. It exists
// only at the edge: convert with Orientation.Axial as soon as it is read.
type Offset struct{ Col, Row int }

// String formats the offset as "col,row".
func (o Offset) String() string { return fmt.Sprintf("%d,%d", o.Col, o.Row) }

// Axial converts offset coordinates to the axial cell.
func (o Orientation) Axial(off Offset) Cell {
	if o == Flat { // odd-q
		return Cell{off.Col, off.Row - (off.Col-(off.Col&1))/2}
	}
	return Cell{off.Col - (off.Row-(off.Row&1))/2, off.Row} // odd-r
}

// Offset converts an axial cell to offset coordinates.
func (o Orientation) Offset(c Cell) Offset {
	if o == Flat {
		return Offset{c.X, c.Y + (c.X-(c.X&1))/2}
	}
	return Offset{c.X + (c.Y-(c.Y&1))/2, c.Y}
}

// hexSteps are the six axial steps in Red Blob Games' direction order:
// direction 0 is +q (east on pointy-top maps), then counter-clockwise on
// screen.
func hexSteps() [6]Cell {
	return [6]Cell{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}
}

// HexDirection is the axial step in direction i (0..5, Red Blob Games'
// order; taken modulo 6).
func HexDirection(i int) Cell { return hexSteps()[((i%6)+6)%6] }

// HexDiagonal is the axial step to the i-th diagonal neighbour (the hex
// two steps away across a shared corner; 0..5, modulo 6).
func HexDiagonal(i int) Cell {
	d := [6]Cell{{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}}
	return d[((i%6)+6)%6]
}

// HexLength is the number of steps from the origin to c.
func HexLength(c Cell) int { return (Abs(c.X) + Abs(c.Y) + Abs(c.X+c.Y)) / 2 }

// HexDistance is the number of steps between two axial cells.
func HexDistance(a, b Cell) int { return HexLength(a.Sub(b)) }

// HexRotateRight turns c a sixth of a turn clockwise about the origin.
func HexRotateRight(c Cell) Cell { return Cell{-c.Y, c.X + c.Y} } // (q,r,s) -> (-r,-s,-q)

// HexRotateLeft turns c a sixth of a turn counter-clockwise about the
// origin.
func HexRotateLeft(c Cell) Cell { return Cell{c.X + c.Y, -c.X} } // (q,r,s) -> (-s,-q,-r)

// HexRound is the hex containing the fractional axial point (q, r): each
// cube coordinate rounded, and the one that moved most recomputed from the
// other two so that q+r+s stays 0.
func HexRound(q, r float64) Cell {
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Cell{int(rq), int(rr)}
}

// HexLine appends the hexes of the straight line from a to b, both
// included, one step apart (HexDistance(a, b)+1 hexes), and returns the
// extended slice. Both ends are nudged by (1e-6, 1e-6, -2e-6) in cube
// coordinates as Red Blob Games does, so that a line along hex edges always
// picks the same side.
func HexLine(a, b Cell, buf []Cell) []Cell {
	n := HexDistance(a, b)
	const eq, er = 1e-6, 1e-6
	aq, ar := float64(a.X)+eq, float64(a.Y)+er
	bq, br := float64(b.X)+eq, float64(b.Y)+er
	step := 1 / float64(max(n, 1))
	for i := 0; i <= n; i++ {
		t := step * float64(i)
		// The explicit conversions keep the compiler from fusing the
		// multiply-adds, so every machine rounds alike.
		q := float64(aq*(1-t)) + float64(bq*t)
		r := float64(ar*(1-t)) + float64(br*t)
		buf = append(buf, HexRound(q, r))
	}
	return buf
}

// HexDisk appends every hex within radius steps of centre (radius >= 0),
// ring by ring from the centre, and returns the extended slice.
func HexDisk(centre Cell, radius int, buf []Cell) []Cell {
	buf = append(buf, centre)
	steps := hexSteps()
	for k := 1; k <= radius; k++ {
		c := centre.Add(Cell{steps[4].X * k, steps[4].Y * k})
		for i := 0; i < 6; i++ {
			for j := 0; j < k; j++ {
				buf = append(buf, c)
				c = c.Add(steps[i])
			}
		}
	}
	return buf
}

// Hex is a hex map of Width columns and Height rows in offset coordinates,
// in the given orientation. Its cells are axial; a cell is on the board
// when its offset coordinates fall inside the rectangle.
type Hex struct {
	Width, Height int
	Orientation   Orientation
}

// Len is Width*Height.
func (h Hex) Len() int { return h.Width * h.Height }

// In reports whether the axial cell c is on the board.
func (h Hex) In(c Cell) bool {
	o := h.Orientation.Offset(c)
	return o.Col >= 0 && o.Row >= 0 && o.Col < h.Width && o.Row < h.Height
}

// Index is the row-major index of c's offset coordinates.
func (h Hex) Index(c Cell) (int, bool) {
	o := h.Orientation.Offset(c)
	if o.Col < 0 || o.Row < 0 || o.Col >= h.Width || o.Row >= h.Height {
		return 0, false
	}
	return o.Row*h.Width + o.Col, true
}

// Cell is the axial cell with row-major offset index i.
func (h Hex) Cell(i int) Cell { return h.Orientation.Axial(Offset{i % h.Width, i / h.Width}) }

// Neighbors appends the up to six hexes around c that are on the board, in
// HexDirection order.
func (h Hex) Neighbors(c Cell, buf []Cell) []Cell {
	for _, d := range hexSteps() {
		if n := c.Add(d); h.In(n) {
			buf = append(buf, n)
		}
	}
	return buf
}

// Distance is HexDistance.
func (Hex) Distance(a, b Cell) int { return HexDistance(a, b) }

// Line is HexLine.
func (Hex) Line(a, b Cell, buf []Cell) []Cell { return HexLine(a, b, buf) }

// Footprint appends the hexes a creature size hexes across fills at
// anchor (see HexFootprint).
func (Hex) Footprint(anchor Cell, size int, buf []Cell) []Cell {
	return HexFootprint(anchor, size, buf)
}

// HexFootprint appends the hexes of the footprint size hexes across
// standing at anchor. The shapes are the symmetric ones hex tools use, in
// axial coordinates so that they never change between odd and even rows:
//
//	size 1: the anchor (1 hex)
//	size 2: a triangle, the anchor and its +q and +r neighbours (3 hexes,
//	        three hexes around one corner)
//	size 3: the anchor and its six neighbours (7 hexes)
//	size 4: the size 2 triangle and every hex touching it (12 hexes)
//	size 5: two rings around the anchor (19 hexes)
//
// and so on: odd sizes 2k+1 are the hexes within k steps of the anchor,
// even sizes 2k the hexes within k-1 steps of the triangle. The triangle
// comes in the order anchor, +q, +r. Sizes below 1 count as 1.
func HexFootprint(anchor Cell, size int, buf []Cell) []Cell {
	if size <= 1 {
		return append(buf, anchor)
	}
	if size%2 == 1 {
		return HexDisk(anchor, size/2, buf)
	}
	k := size/2 - 1
	tri := [3]Cell{anchor, anchor.Add(Cell{1, 0}), anchor.Add(Cell{0, 1})}
	if k == 0 {
		return append(buf, tri[:]...)
	}
	// Every hex within k of the triangle lies within k+1 of the anchor.
	for dq := -k - 1; dq <= k+1; dq++ {
		for dr := max(-k-1, -dq-k-1); dr <= min(k+1, -dq+k+1); dr++ {
			c := anchor.Add(Cell{dq, dr})
			if min(HexDistance(c, tri[0]), HexDistance(c, tri[1]), HexDistance(c, tri[2])) <= k {
				buf = append(buf, c)
			}
		}
	}
	return buf
}
