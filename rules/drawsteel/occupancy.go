package drawsteel

// occupancy indexes the creatures whose footprint meets a box of squares
// (cut to the map): for each square, a linked list of creature indices.
// The forced-movement simulator and the willing-movement engine both look
// up who stands where through it.
type occupancy struct {
	x0, y0, w, h int
	head         []int32 // per square of the box, the first entry, or -1
	entries      []occEntry
	objects      bool // some creature indexed is a movable object
}

// occEntry is one creature on one square: its index in the board's
// creatures and the next entry of the square (-1 at the end).
type occEntry struct{ cre, next int32 }

// build indexes the creatures of b over the box from (x0, y0) to (x1, y1)
// inclusive, leaving out those skip reports (nil: none).
func (o *occupancy) build(b *Board, x0, y0, x1, y1 int, skip func(*Creature) bool) {
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, b.Width-1), min(y1, b.Height-1)
	o.x0, o.y0 = x0, y0
	o.w, o.h = max(x1-x0+1, 0), max(y1-y0+1, 0)
	o.head = make([]int32, o.w*o.h)
	for i := range o.head {
		o.head[i] = -1
	}
	o.objects = false
	// the squares of the box each creature covers: counted first, so that
	// the entries take one allocation
	covered := func(c *Creature) (xa, xb, ya, yb int) {
		n := c.Size.Squares()
		return max(c.At.X, x0), min(c.At.X+n, x0+o.w), max(c.At.Y, y0), min(c.At.Y+n, y0+o.h)
	}
	count := 0
	for ci := range b.Creatures {
		c := &b.Creatures[ci]
		if skip != nil && skip(c) {
			continue
		}
		o.objects = o.objects || c.Object
		if xa, xb, ya, yb := covered(c); xa < xb && ya < yb {
			count += (xb - xa) * (yb - ya)
		}
	}
	o.entries = make([]occEntry, 0, count)
	for ci := range b.Creatures {
		c := &b.Creatures[ci]
		if skip != nil && skip(c) {
			continue
		}
		xa, xb, ya, yb := covered(c)
		for y := ya; y < yb; y++ {
			for x := xa; x < xb; x++ {
				i := (y-y0)*o.w + (x - x0)
				o.entries = append(o.entries, occEntry{cre: int32(ci), next: o.head[i]})
				o.head[i] = int32(len(o.entries) - 1)
			}
		}
	}
}

// anyIn reports whether some indexed creature covers a square of the
// n x n footprint at (x, y); squares outside the box hold no one.
func (o *occupancy) anyIn(x, y, n int) bool {
	if x >= o.x0 && y >= o.y0 && x+n <= o.x0+o.w && y+n <= o.y0+o.h {
		for dy := 0; dy < n; dy++ {
			row := (y+dy-o.y0)*o.w + (x - o.x0)
			for _, e := range o.head[row : row+n] {
				if e >= 0 {
					return true
				}
			}
		}
		return false
	}
	for j := max(y, o.y0); j < min(y+n, o.y0+o.h); j++ {
		for i := max(x, o.x0); i < min(x+n, o.x0+o.w); i++ {
			if o.head[(j-o.y0)*o.w+(i-o.x0)] >= 0 {
				return true
			}
		}
	}
	return false
}
