package render

import (
	"math"

	"github.com/battlemap/battlemap/grid"
)

// HexLayout places the hexes of a hex map in map units: one unit is the
// distance between two opposite sides of a hex (5 feet, as a square is
// one unit on a square map), and the map's bounding box starts at (0,0).
// It answers the three questions every drawing and every pointer needs:
// where a hex's centre is, its six corners, and which hex holds a point.
type HexLayout struct {
	Orientation   grid.Orientation
	Width, Height int // in hexes, as the map's offset coordinates count them
}

// hexRadius is the distance from a hex's centre to a corner when the
// distance between opposite sides is 1.
const hexRadius = 0.5773502691896258 // 1/√3

// NewHexLayout is the layout of a hex map.
func NewHexLayout(g grid.Hex) HexLayout {
	return HexLayout{Orientation: g.Orientation, Width: g.Width, Height: g.Height}
}

// origin is the centre of the hex at offset [0, 0].
func (l HexLayout) origin() Point {
	if l.Orientation == grid.Flat {
		return Point{hexRadius, 0.5}
	}
	return Point{0.5, hexRadius}
}

// Center is the centre of axial hex c.
func (l HexLayout) Center(c grid.Cell) Point {
	o := l.origin()
	q, r := float64(c.X), float64(c.Y)
	if l.Orientation == grid.Flat {
		return Point{o.X + 1.5*hexRadius*q, o.Y + q/2 + r}
	}
	return Point{o.X + q + r/2, o.Y + 1.5*hexRadius*r}
}

// Outline is the six corners of axial hex c, clockwise on screen from the
// east (flat) or the north-east (pointy), grown by grow map units (a
// negative grow shrinks the hex).
func (l HexLayout) Outline(c grid.Cell, grow float64) []Point {
	k := l.Corners(c, grow)
	return k[:]
}

// Corners is Outline as an array, for drawing many hexes without
// allocating.
func (l HexLayout) Corners(c grid.Cell, grow float64) [6]Point {
	ctr := l.Center(c)
	rad := hexRadius + grow*2*hexRadius
	start := -math.Pi / 6
	if l.Orientation == grid.Flat {
		start = 0
	}
	var out [6]Point
	for i := range out {
		a := start + float64(i)*math.Pi/3
		out[i] = Point{ctr.X + rad*math.Cos(a), ctr.Y + rad*math.Sin(a)}
	}
	return out
}

// CellAt is the axial hex that holds point p, and whether it is on the map.
func (l HexLayout) CellAt(p Point) (grid.Cell, bool) {
	c := l.hexAt(p)
	return c, l.geometry().In(c)
}

// hexAt is the axial hex that holds point p, on the map or not.
func (l HexLayout) hexAt(p Point) grid.Cell {
	o := l.origin()
	x, y := p.X-o.X, p.Y-o.Y
	if l.Orientation == grid.Flat {
		q := x / (1.5 * hexRadius)
		return grid.HexRound(q, y-q/2)
	}
	r := y / (1.5 * hexRadius)
	return grid.HexRound(x-r/2, r)
}

func (l HexLayout) geometry() grid.Hex {
	return grid.Hex{Orientation: l.Orientation, Width: l.Width, Height: l.Height}
}

// Bounds is the map's bounding box.
func (l HexLayout) Bounds() Rect { return Rect{Max: l.Size()} }

// FootprintCenter is the mean of the hexes' centres.
func (l HexLayout) FootprintCenter(fp []grid.Cell) Point {
	if len(fp) == 0 {
		return Point{}
	}
	var sum Point
	for _, h := range fp {
		p := l.Center(h)
		sum.X, sum.Y = sum.X+p.X, sum.Y+p.Y
	}
	return Point{sum.X / float64(len(fp)), sum.Y / float64(len(fp))}
}

// Cells calls f with every hex of the map, in offset order, whose centre
// lies within a hex's width of r (the zero Rect: every hex).
func (l HexLayout) Cells(r Rect, f func(grid.Cell)) {
	g := l.geometry()
	for i := range g.Len() {
		c := g.Cell(i)
		if r != (Rect{}) {
			p := l.Center(c)
			if p.X < r.Min.X-1 || p.X > r.Max.X+1 || p.Y < r.Min.Y-1 || p.Y > r.Max.Y+1 {
				continue
			}
		}
		f(c)
	}
}

// Size is the width and height of the map's bounding box in map units.
func (l HexLayout) Size() Point {
	if l.Width <= 0 || l.Height <= 0 {
		return Point{}
	}
	if l.Orientation == grid.Flat {
		h := float64(l.Height)
		if l.Width > 1 {
			h += 0.5
		}
		return Point{hexRadius * (1.5*float64(l.Width) + 0.5), h}
	}
	w := float64(l.Width)
	if l.Height > 1 {
		w += 0.5
	}
	return Point{w, hexRadius * (1.5*float64(l.Height) + 0.5)}
}
