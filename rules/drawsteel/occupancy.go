package drawsteel

// occupancy indexes the creatures whose footprint meets a box of squares
// (cut to the map): for each square, a linked list of creature indices.
// The forced-movement simulator and the willing-movement engine both look
// up who stands where through it.
type occupancy struct {
	x0, y0, w, h int
	head         []int32 // per square of the box, the first entry, or -1
	next, cre    []int32
	objects      bool // some creature indexed is a movable object
}

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
	o.next, o.cre = o.next[:0], o.cre[:0]
	o.objects = false
	for ci := range b.Creatures {
		c := &b.Creatures[ci]
		if skip != nil && skip(c) {
			continue
		}
		o.objects = o.objects || c.Object
		n := c.Size.Squares()
		for y := max(c.At.Y, y0); y < min(c.At.Y+n, y0+o.h); y++ {
			for x := max(c.At.X, x0); x < min(c.At.X+n, x0+o.w); x++ {
				i := (y-y0)*o.w + (x - x0)
				o.cre = append(o.cre, int32(ci))
				o.next = append(o.next, o.head[i])
				o.head[i] = int32(len(o.cre) - 1)
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
