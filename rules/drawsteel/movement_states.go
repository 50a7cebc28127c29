package drawsteel

import (
	"fmt"
	"sort"
)

// mvMaxStates bounds the positions one Reach holds (about 17 bytes each, so
// some 140 MB): the largest map with a walker of any speed, or with hills
// and cliffs to climb, fits well within it.
const mvMaxStates = 1 << 23

// mvFlyStates is how many positions a flyer's altitudes may fill before its
// highest altitude is lowered: open air above everything adds positions
// that differ only in height, and every one of them is listed and shaded.
const mvFlyStates = 1 << 21

// mvColumns lays out the positions a move can hold: for each square of the
// region (top-left squares of the mover's space), its ground, then a run of
// heights off the ground. A walker stands on the ground or clings to a face
// beside it, so most squares hold one or a few heights; only flyers and
// burrowers fill a column. Off the ground a mover rises or sinks at most
// one square a step, so the run stays within the budget of the start's
// height; only a drop lands further, and it lands on the ground. Memory
// then follows the map and the speed's band of heights, not the speed
// squared times the tallest cliff.
type mvColumns struct {
	lo     []int32 // lowest height of each square's run
	ground []bool  // the square's first position is its ground, apart from the run
	off    []int32 // index of each square's first position; off[len(lo)] is the total
}

// layoutStates fills e.cols after index: every height a state can take on
// each square, given how the mover can move. Heights above top (the highest
// a state can be) are left out. When a flyer's columns would hold more than
// mvFlyStates positions, its highest altitude is lowered, never below one
// square above everything in the region; when the positions are still more
// than mvMaxStates, the move is refused rather than allocate without bound.
func (e *mvEngine) layoutStates() error {
	n := e.rw * e.rh
	e.cols.lo = make([]int32, n)
	e.cols.ground = make([]bool, n)
	e.cols.off = make([]int32, n+1)
	above := e.start.Z + 1 // one square above everything in the region
	flyTop := e.start.Z    // a flyer rises at most its budget above the highest ground
	for i, s := range e.surf {
		if s != mvOffMap {
			above = max(above, int(s)+1, int(e.ring[i]))
			flyTop = max(flyTop, int(s)+e.budget)
		}
	}
	for _, o := range e.others {
		above = max(above, o.z1)
	}
	total := e.countStates(flyTop)
	if total > mvFlyStates && e.fly {
		// the highest flyTop (at least clear) that fits
		lo, hi := min(above, flyTop), flyTop
		for lo < hi {
			mid := lo + (hi-lo+1)/2
			if e.countStates(mid) <= mvFlyStates {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		flyTop = lo
		total = e.countStates(flyTop)
	}
	if total > mvMaxStates {
		return fmt.Errorf("%q's move could end at %d positions (heights %d to %d over %dx%d squares), more than the %d one move is worked out for: the ground within its reach is too uneven",
			e.mover.ID, total, e.zLo, e.zHi, e.rw, e.rh, mvMaxStates)
	}
	off, zHi := int32(0), e.start.Z
	for i := range e.surf {
		lo, hi, ground := e.columnRange(i, flyTop)
		e.cols.lo[i], e.cols.ground[i], e.cols.off[i] = int32(lo), ground, off
		off += int32(columnSize(lo, hi, ground))
		if hi >= lo {
			zHi = max(zHi, hi)
		}
		if ground {
			zHi = max(zHi, int(e.surf[i]))
		}
	}
	e.cols.off[n] = off
	e.zHi = zHi
	return nil
}

// countStates is how many positions the columns hold with flyers up to flyTop.
func (e *mvEngine) countStates(flyTop int) int {
	total := 0
	for i := range e.surf {
		total += columnSize(e.columnRange(i, flyTop))
	}
	return total
}

// columnRange is the run of heights square i of the region can hold (empty
// when hi < lo), and whether its ground lies apart below or above the run:
// a face to cling to beside it, up to the top of that face; a burrower's
// tunnels down to the lowest ground in the region; a flyer's air up to
// flyTop; the mover's own height where it starts. Off the ground, only
// heights within the budget of the start's, and never above e.zHi, which
// index set to the highest any step can rise.
func (e *mvEngine) columnRange(i, flyTop int) (lo, hi int, ground bool) {
	s := int(e.surf[i])
	if s == mvOffMap {
		return 0, -1, false
	}
	lo, hi = s, s
	if !e.prone {
		hi = max(hi, int(e.ring[i])-1)
	}
	if e.burrow {
		lo = e.zLo
	}
	if e.fly {
		hi = max(hi, flyTop)
	}
	if i == e.startColumn() {
		lo, hi = min(lo, e.start.Z), max(hi, e.start.Z)
	}
	lo, hi = max(lo, e.start.Z-e.budget), min(hi, e.zHi, e.start.Z+e.budget)
	if s > e.zHi {
		return lo, hi, false // out of reach even on the ground
	}
	if hi < lo || s < lo-1 || s > hi+1 {
		return lo, hi, true
	}
	return min(lo, s), max(hi, s), false
}

// columnSize is how many positions a column holds.
func columnSize(lo, hi int, ground bool) int {
	n := max(hi-lo+1, 0)
	if ground {
		n++
	}
	return n
}

// startColumn is the region index of the mover's square.
func (e *mvEngine) startColumn() int {
	return (e.start.Y-e.ry0)*e.rw + e.start.X - e.rx0
}

// stateCount is how many positions the state arrays hold.
func (e *mvEngine) stateCount() int { return int(e.cols.off[len(e.cols.lo)]) }

// stateIndex is the index of p in the state arrays, or -1 outside them.
func (e *mvEngine) stateIndex(p Pos) int {
	rx, ry := p.X-e.rx0, p.Y-e.ry0
	if rx < 0 || ry < 0 || rx >= e.rw || ry >= e.rh {
		return -1
	}
	c := ry*e.rw + rx
	first, n := int(e.cols.off[c]), int(e.cols.off[c+1]-e.cols.off[c])
	if e.cols.ground[c] {
		if p.Z == int(e.surf[c]) {
			return first
		}
		first, n = first+1, n-1
	}
	dz := p.Z - int(e.cols.lo[c])
	if dz < 0 || dz >= n {
		return -1
	}
	return first + dz
}

// statePos is the position of state i.
func (e *mvEngine) statePos(i int) Pos {
	// the last square whose run starts at or before i (empty runs share
	// their start with the next square, so take the last)
	c := sort.Search(len(e.cols.lo), func(k int) bool { return int(e.cols.off[k+1]) > i })
	k := i - int(e.cols.off[c])
	z := int(e.cols.lo[c]) + k
	if e.cols.ground[c] {
		z = int(e.cols.lo[c]) + k - 1
		if k == 0 {
			z = int(e.surf[c])
		}
	}
	return Pos{e.rx0 + c%e.rw, e.ry0 + c/e.rw, z}
}
