package drawsteel

import (
	"math"
	"slices"
)

// Cover says whether a target is covered from an attacker.
type Cover int

const (
	// NoCover: less than half the target's form is blocked.
	NoCover Cover = iota
	// InCover: "that target has at least half their form blocked by a solid
	// object"; damage-dealing abilities against it take a bane.
	InCover
)

// String is "no cover" or "cover".
func (c Cover) String() string {
	if c == InCover {
		return "cover"
	}
	return "no cover"
}

// LineOfEffect reports whether the attacker a has line of effect to the
// target t, and whether t has cover from a. Unknown ids have no line of
// effect.
//
// The line-tracing choice: a line is drawn from the centre of a's space
// to each of 8 points per square of t's space (the centres of the eight
// half-square cubes of every cube of t). A line is blocked when it passes
// through the inside of a solid column: the ground, or a wall or object
// cell (Cell.Top), or leaves the map; skimming a surface or a corner does
// not block. Creatures, including movable objects on the board, do not
// block. a has line of effect when at least one line is clear, and t has
// cover when at least half the lines are blocked. A thin wall, closed
// door or closed window on a side between squares (Board.Edges) blocks a
// line that crosses it below its top; a line through the very corner
// where edges meet is blocked only when edges close both ways around it.
//
// Burrowing creatures (a space completely beneath the ground) follow
// "Targeting Burrowing Creatures" instead: from above the ground, line of
// effect to a burrower whose space touches the ground when a line reaches
// the surface of one of those squares, always with cover; from beneath
// the ground, line of effect only to an adjacent burrowing creature, with
// cover.
func LineOfEffect(b *Board, a, t string) (bool, Cover) {
	ac, ok1 := b.Creature(a)
	tc, ok2 := b.Creature(t)
	if !ok1 || !ok2 {
		return false, NoCover
	}
	// Draw Steel, Targeting Burrowing Creatures.
	switch {
	case mvBeneath(b, ac):
		// "If you are completely beneath the ground while burrowing and are
		// adjacent to another creature who is burrowing, you have line of
		// effect to that creature, though you both have cover from each
		// other." Otherwise "you don't have line of effect to any creature
		// on the surface".
		if mvInGround(b, tc) && creatureDistance(ac, tc) <= 1 {
			return true, InCover
		}
		return false, NoCover
	case mvBeneath(b, tc):
		// "If you are on the ground, you have line of effect to a burrowing
		// creature if that creature occupies 1 or more squares of terrain
		// that can be burrowed through and that touch the ground, and if you
		// have line of effect to any of those squares. The burrowing
		// creature gains the benefit of cover from you."
		if mvSeesBurrower(b, ac, tc) {
			return true, InCover
		}
		return false, NoCover
	}
	an, tn := ac.Size.Squares(), tc.Size.Squares()
	seen, total := mvSight(b, ac.Pos(), an, ac.Size.Height(), tc.Pos(), tn, tc.Size.Height(), false)
	switch {
	case seen == 0:
		return false, NoCover
	case seen*2 <= total:
		return true, InCover
	}
	return true, NoCover
}

// mvBeneath reports whether the creature's whole space is below the
// ground of every square under it: "completely beneath the ground while
// burrowing" (all ground is dirt on this board).
func mvBeneath(b *Board, c *Creature) bool {
	for _, s := range c.Footprint() {
		if !b.In(s) || c.Z+c.Size.Height() > b.Cell(s).Ground {
			return false
		}
	}
	return true
}

// mvInGround reports whether some of the creature's space is below the
// ground: it is burrowing.
func mvInGround(b *Board, c *Creature) bool {
	for _, s := range c.Footprint() {
		if b.In(s) && c.Z < b.Cell(s).Ground {
			return true
		}
	}
	return false
}

// mvSeesBurrower reports whether a, not beneath the ground, has line of
// effect to one of the squares of burrower t that touch the ground: the
// top cube of its space in a column whose ground is just above it. A
// square is seen when a line from the centre of a's space reaches a point
// of its top face (the ground's surface there, the four quarter points).
func mvSeesBurrower(b *Board, a, t *Creature) bool {
	if mvBeneath(b, a) {
		return false
	}
	an := a.Size.Squares()
	o := [3]float64{float64(a.At.X) + float64(an)/2, float64(a.At.Y) + float64(an)/2, float64(a.Z) + float64(a.Size.Height())/2}
	top := t.Z + t.Size.Height()
	for _, s := range t.Footprint() {
		c := b.Cell(s)
		if c.Ground != top || c.HasWall() {
			continue // not touching the ground, or not burrowable (a wall)
		}
		for j := 0; j < 2; j++ {
			for i := 0; i < 2; i++ {
				p := [3]float64{float64(s.X) + 0.25 + 0.5*float64(i), float64(s.Y) + 0.25 + 0.5*float64(j), float64(top)}
				if mvClearLine(b, o, p) {
					return true
				}
			}
		}
	}
	return false
}

// mvVisible reports whether any point of the target space is in line of
// effect from the centre of the source space.
func mvVisible(b *Board, a Pos, an, ah int, t Pos, tn, th int) bool {
	seen, _ := mvSight(b, a, an, ah, t, tn, th, true)
	return seen > 0
}

// mvSight counts the sample points of the target space (8 per cube) in
// line of effect from the centre of the source space. With first set it
// stops at the first one seen.
func mvSight(b *Board, a Pos, an, ah int, t Pos, tn, th int, first bool) (seen, total int) {
	o := [3]float64{float64(a.X) + float64(an)/2, float64(a.Y) + float64(an)/2, float64(a.Z) + float64(ah)/2}
	for k := 0; k < 2*th; k++ {
		for j := 0; j < 2*tn; j++ {
			for i := 0; i < 2*tn; i++ {
				p := [3]float64{float64(t.X) + 0.25 + 0.5*float64(i), float64(t.Y) + 0.25 + 0.5*float64(j), float64(t.Z) + 0.25 + 0.5*float64(k)}
				total++
				if mvClearLine(b, o, p) {
					seen++
					if first {
						return seen, total
					}
				}
			}
		}
	}
	return seen, total
}

// mvClearLine reports whether the segment o-p crosses no solid column.
// It walks the columns the segment passes over, in order, and compares the
// segment's lowest height over each with the column's top; where it
// crosses a grid line, a wall, closed door or closed window standing
// there at the segment's height blocks it too.
func mvClearLine(b *Board, o, p [3]float64) bool {
	dx, dy, dz := p[0]-o[0], p[1]-o[1], p[2]-o[2]
	// Cursors over the x and y grid-line crossings, in increasing t.
	kx, ky := 0.0, 0.0
	sx, sy := 0.0, 0.0
	tx, ty := math.Inf(1), math.Inf(1)
	if dx > 0 {
		kx, sx = math.Floor(o[0])+1, 1
	} else if dx < 0 {
		kx, sx = math.Ceil(o[0])-1, -1
	}
	if dx != 0 {
		tx = (kx - o[0]) / dx
	}
	if dy > 0 {
		ky, sy = math.Floor(o[1])+1, 1
	} else if dy < 0 {
		ky, sy = math.Ceil(o[1])-1, -1
	}
	if dy != 0 {
		ty = (ky - o[1]) / dy
	}
	edges := len(b.Edges) > 0
	ta := 0.0
	for ta < 1 {
		tb := min(tx, ty, 1)
		if tb > ta {
			mid := (ta + tb) / 2
			s := Square{int(math.Floor(o[0] + mid*dx)), int(math.Floor(o[1] + mid*dy))}
			if !b.In(s) {
				return false
			}
			low := o[2] + min(ta, tb)*dz
			if dz < 0 {
				low = o[2] + tb*dz
			}
			if float64(b.Cell(s).Top()) > low+1e-9 {
				return false
			}
		}
		if edges && tb < 1 && b.edgeBlocksLine(o, dx, dy, dz, tb, kx, ky, sx, sy, tx == tb, ty == tb) {
			return false
		}
		ta = tb
		if tx == tb {
			kx += sx
			tx = (kx - o[0]) / dx
		}
		if ty == tb {
			ky += sy
			ty = (ky - o[1]) / dy
		}
	}
	return true
}

// HighGround reports whether a has high ground against t: "Whenever a
// creature uses an ability to target a creature or object while standing
// on the ground and occupying a space that is fully above the target's
// space, they gain an edge on the power roll against that target. To be
// fully above a target, the bottom of a creature's space must be higher
// than or bordering on the top of the target's space."
//
// "Standing on the ground" means not aloft (a flying creature has no high
// ground), or clinging to a face with "climb" in the speed entry ("A
// creature can gain this benefit while climbing only if they have 'climb'
// in their speed entry"). A target completely beneath the ground while
// burrowing never gives high ground. Unknown ids give false.
func HighGround(b *Board, a, t string) bool {
	ac, ok1 := b.Creature(a)
	tc, ok2 := b.Creature(t)
	if !ok1 || !ok2 {
		return false
	}
	if tc.Z+tc.Size.Height() <= b.GroundUnder(tc.At, tc.Size.Squares()) {
		return false
	}
	if b.Aloft(ac) && !(ac.Can(Climb) && mvClinging(b, ac)) {
		return false
	}
	return ac.Z >= tc.Z+tc.Size.Height()
}

// mvClinging reports whether an aloft creature has a wall or cliff face
// orthogonally beside its footprint that rises above its bottom.
func mvClinging(b *Board, c *Creature) bool {
	n := c.Size.Squares()
	for k := 0; k < n; k++ {
		for _, q := range [4]Square{{c.At.X + k, c.At.Y - 1}, {c.At.X + k, c.At.Y + n}, {c.At.X - 1, c.At.Y + k}, {c.At.X + n, c.At.Y + k}} {
			if b.In(q) && b.Cell(q).Top() > c.Z {
				return true
			}
		}
	}
	return false
}

// Flanking lists the pairs of creatures flanking the target, each pair in
// board order, pairs in board order. Two creatures flank when they are
// allies of each other and enemies of the target, both adjacent to it, both
// with line of effect to it, alive (Creature.Dead) and able to take
// triggered actions (not dazed),
// and "a line extending from the center of your space to the center of
// your ally's space ... passes through opposite sides or corners of the
// enemy's space". The line is taken on the map (x and y); a line that only
// touches the target's edge or corner does not pass through it.
func Flanking(b *Board, target string) [][2]string {
	t, ok := b.Creature(target)
	if !ok {
		return nil
	}
	var flankers []*Creature
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if c == t || !mvHostile(c, t) || c.Has(Dazed) || c.Dead() || creatureDistance(c, t) != 1 {
			continue
		}
		if los, _ := LineOfEffect(b, c.ID, t.ID); !los {
			continue
		}
		flankers = append(flankers, c)
	}
	var pairs [][2]string
	for i, a := range flankers {
		for _, c := range flankers[i+1:] {
			if a.Side == c.Side && mvOpposite(a, c, t) {
				pairs = append(pairs, [2]string{a.ID, c.ID})
			}
		}
	}
	return slices.Clip(pairs)
}

// mvOpposite reports whether the line between the centres of a and c
// enters and leaves t's footprint through opposite sides (a corner counts
// as both of its sides). It works in doubled coordinates, so every centre
// is a whole number, and compares crossing times as exact fractions.
func mvOpposite(a, c, t *Creature) bool {
	an, cn, tn := a.Size.Squares(), c.Size.Squares(), t.Size.Squares()
	ax, ay := 2*a.At.X+an, 2*a.At.Y+an
	cx, cy := 2*c.At.X+cn, 2*c.At.Y+cn
	type frac struct{ n, d int } // n/d with d > 0
	less := func(p, q frac) bool { return p.n*q.d < q.n*p.d }
	eq := func(p, q frac) bool { return p.n*q.d == q.n*p.d }
	// axis returns the entering and leaving times along one axis, whether
	// the axis constrains the line, and false when the line misses.
	axis := func(o, d, lo, hi int) (in, out frac, constrains, hits bool) {
		switch {
		case d > 0:
			return frac{lo - o, d}, frac{hi - o, d}, true, true
		case d < 0:
			return frac{o - hi, -d}, frac{o - lo, -d}, true, true
		}
		return frac{}, frac{}, false, o > lo && o < hi
	}
	ix, ox, cxOK, hx := axis(ax, cx-ax, 2*t.At.X, 2*(t.At.X+tn))
	iy, oy, cyOK, hy := axis(ay, cy-ay, 2*t.At.Y, 2*(t.At.Y+tn))
	if !hx || !hy || (!cxOK && !cyOK) {
		return false
	}
	var in, out frac
	switch {
	case !cxOK:
		in, out = iy, oy
	case !cyOK:
		in, out = ix, ox
	default:
		in, out = ix, ox
		if less(in, iy) {
			in = iy
		}
		if less(oy, out) {
			out = oy
		}
	}
	if !less(in, out) {
		return false
	}
	xBoth := cxOK && eq(ix, in) && eq(ox, out)
	yBoth := cyOK && eq(iy, in) && eq(oy, out)
	return xBoth || yBoth
}

// edgeBlocksLine reports whether the segment from o along (dx, dy, dz),
// crossing a grid line at parameter t, meets an edge that blocks line of
// effect there. kx and ky are the vertical and horizontal grid lines next
// in the walk, sx and sy its directions; onX and onY say which of them it
// crosses at t (both: exactly at a corner).
func (b *Board) edgeBlocksLine(o [3]float64, dx, dy, dz, t, kx, ky, sx, sy float64, onX, onY bool) bool {
	z := o[2] + t*dz
	blocks := func(e Edge) bool { return e.Kind.BlocksEffect(e.Open) }
	// from is the column left behind on an axis: below the line when
	// moving up it, above when moving down.
	from := func(k, s float64) int {
		if s > 0 {
			return int(k) - 1
		}
		return int(k)
	}
	at := func(p, q Square) bool { return b.edgeBlocksAt(p, q, z, blocks) }
	switch {
	case onX && onY:
		c := Square{from(kx, sx), from(ky, sy)}
		if !b.In(c) || !b.In(Square{c.X + int(sx), c.Y + int(sy)}) {
			return false
		}
		return b.sealed(c, int(sx), int(sy), z, blocks)
	case onX:
		p := Square{from(kx, sx), int(math.Floor(o[1] + t*dy))}
		q := Square{p.X + int(sx), p.Y}
		return b.In(p) && b.In(q) && at(p, q)
	case onY:
		p := Square{int(math.Floor(o[0] + t*dx)), from(ky, sy)}
		q := Square{p.X, p.Y + int(sy)}
		return b.In(p) && b.In(q) && at(p, q)
	}
	return false
}
