package render

import (
	"math"

	"github.com/battlemap/battlemap/grid"
)

// Layout places the cells of one geometry in map units. The window's
// pointer, the backends' culling and every ruleset's scene ask it where a
// cell is, which cell holds a point and where a creature's middle is, so
// that no one redoes geometry. SquareLayout, HexLayout and ZoneLayout are
// the three the rulesets use.
type Layout interface {
	// Bounds is the map's extent in map units.
	Bounds() Rect
	// Center is the middle of cell c.
	Center(c grid.Cell) Point
	// Outline is cell c's corners, clockwise on screen, grown by grow map
	// units (a negative grow shrinks it).
	Outline(c grid.Cell, grow float64) []Point
	// CellAt is the cell that holds point p, and whether that cell is on
	// the map.
	CellAt(p Point) (grid.Cell, bool)
	// FootprintCenter is the middle of the cells one creature occupies.
	FootprintCenter(fp []grid.Cell) Point
	// Cells calls f with every cell of the map that meets r (the zero
	// Rect: the whole map), so that a scene of a region draws only what
	// the region shows.
	Cells(r Rect, f func(grid.Cell))
}

// SquareLayout is a map of Width x Height unit squares, square (x,y)
// covering (x,y) to (x+1,y+1).
type SquareLayout struct{ Width, Height int }

// Bounds is the whole map.
func (l SquareLayout) Bounds() Rect {
	return Rect{Max: Point{float64(l.Width), float64(l.Height)}}
}

// In reports whether square c is on the map.
func (l SquareLayout) In(c grid.Cell) bool {
	return c.X >= 0 && c.Y >= 0 && c.X < l.Width && c.Y < l.Height
}

// Center is the middle of square c.
func (l SquareLayout) Center(c grid.Cell) Point { return l.SpaceCenter(c, 1) }

// SpaceCenter is the middle of the n x n space whose top-left square is at:
// a creature's middle, without making its footprint.
func (SquareLayout) SpaceCenter(at grid.Cell, n int) Point {
	return Point{float64(at.X) + float64(n)/2, float64(at.Y) + float64(n)/2}
}

// Outline is square c's four corners, clockwise from the top-left.
func (SquareLayout) Outline(c grid.Cell, grow float64) []Point {
	x0, y0 := float64(c.X)-grow, float64(c.Y)-grow
	x1, y1 := float64(c.X+1)+grow, float64(c.Y+1)+grow
	return []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// CellAt is the square under p.
func (l SquareLayout) CellAt(p Point) (grid.Cell, bool) {
	c := grid.Cell{X: int(math.Floor(p.X)), Y: int(math.Floor(p.Y))}
	return c, l.In(c)
}

// FootprintCenter is the middle of the squares' bounding box (a creature's
// space is a square block).
func (SquareLayout) FootprintCenter(fp []grid.Cell) Point {
	if len(fp) == 0 {
		return Point{}
	}
	lo, hi := fp[0], fp[0]
	for _, c := range fp[1:] {
		lo = grid.Cell{X: min(lo.X, c.X), Y: min(lo.Y, c.Y)}
		hi = grid.Cell{X: max(hi.X, c.X), Y: max(hi.Y, c.Y)}
	}
	return Point{float64(lo.X+hi.X+1) / 2, float64(lo.Y+hi.Y+1) / 2}
}

// Cells calls f with the squares of the block Block draws for r, row by row.
func (l SquareLayout) Cells(r Rect, f func(grid.Cell)) {
	x0, y0, x1, y1 := l.Block(r)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			f(grid.Cell{X: x, Y: y})
		}
	}
}

// Block is the block of squares a scene of region r draws, columns x0 to
// x1-1 and rows y0 to y1-1: the squares r covers and one more all round, so that a line or a shadow reaching in
// from a neighbouring square is drawn too, and tiles drawn side by side
// meet without seams (the whole map when r is the zero Rect).
func (l SquareLayout) Block(r Rect) (x0, y0, x1, y1 int) {
	if r == (Rect{}) {
		return 0, 0, l.Width, l.Height
	}
	clamp := func(v float64, hi int) int {
		if math.IsNaN(v) {
			return 0
		}
		return int(math.Max(0, math.Min(float64(hi), v)))
	}
	return clamp(math.Floor(r.Min.X)-1, l.Width), clamp(math.Floor(r.Min.Y)-1, l.Height),
		clamp(math.Ceil(r.Max.X)+1, l.Width), clamp(math.Ceil(r.Max.Y)+1, l.Height)
}

// ZoneLayout is a zone map laid out as boxes (LayoutZones): zone i is cell
// {i, 0}, as grid.Graph numbers them, drawn as Boxes[i].
type ZoneLayout struct{ Boxes []Rect }

// Bounds is the box around every zone.
func (l ZoneLayout) Bounds() Rect {
	if len(l.Boxes) == 0 {
		return Rect{}
	}
	b := l.Boxes[0]
	for _, r := range l.Boxes[1:] {
		b = Rect{Point{math.Min(b.Min.X, r.Min.X), math.Min(b.Min.Y, r.Min.Y)}, Point{math.Max(b.Max.X, r.Max.X), math.Max(b.Max.Y, r.Max.Y)}}
	}
	return b
}

func (l ZoneLayout) box(c grid.Cell) (Rect, bool) {
	if c.Y != 0 || c.X < 0 || c.X >= len(l.Boxes) {
		return Rect{}, false
	}
	return l.Boxes[c.X], true
}

// Center is the middle of zone c's box.
func (l ZoneLayout) Center(c grid.Cell) Point {
	b, _ := l.box(c)
	return Point{(b.Min.X + b.Max.X) / 2, (b.Min.Y + b.Max.Y) / 2}
}

// Outline is zone c's box's corners, clockwise from the top-left.
func (l ZoneLayout) Outline(c grid.Cell, grow float64) []Point {
	b, ok := l.box(c)
	if !ok {
		return nil
	}
	x0, y0, x1, y1 := b.Min.X-grow, b.Min.Y-grow, b.Max.X+grow, b.Max.Y+grow
	return []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// CellAt is the first zone whose box holds p; false when none does.
func (l ZoneLayout) CellAt(p Point) (grid.Cell, bool) {
	for i, b := range l.Boxes {
		if p.X >= b.Min.X && p.X <= b.Max.X && p.Y >= b.Min.Y && p.Y <= b.Max.Y {
			return grid.Cell{X: i}, true
		}
	}
	return grid.Cell{X: -1}, false
}

// FootprintCenter is the middle of the first zone: a creature is in one.
func (l ZoneLayout) FootprintCenter(fp []grid.Cell) Point {
	if len(fp) == 0 {
		return Point{}
	}
	return l.Center(fp[0])
}

// Cells calls f with every zone whose box meets r.
func (l ZoneLayout) Cells(r Rect, f func(grid.Cell)) {
	for i, b := range l.Boxes {
		if r == (Rect{}) || (b.Max.X >= r.Min.X && b.Min.X <= r.Max.X && b.Max.Y >= r.Min.Y && b.Min.Y <= r.Max.Y) {
			f(grid.Cell{X: i})
		}
	}
}
