package realms

import (
	"fmt"
	"math"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// HexFeet is what a hex measures and what entering open ground costs.
const HexFeet = 5

// Options are what the turn and the director add to one move.
type Options struct {
	// Actions are taken this turn and paid from the round's movement
	// before any hex.
	Actions []Action
	// Permits are the ids of hostile creatures whose space the mover may
	// enter on this move: permission given, or a competition won. Such a
	// space is crossed like an ally's (difficult, and no place to stop).
	Permits []string
}

// ActionCost is one action with what it takes from the movement.
type ActionCost struct {
	Action Action
	Feet   int
}

// Budget is a creature's movement for the round and what its actions have
// already taken from it.
type Budget struct {
	Movement   Movement
	Actions    []ActionCost
	ActionCost int
	// Left is Movement.Round - ActionCost: what hexes may spend.
	Left int
}

// Budget works out the creature's movement for the round and its actions'
// costs. It fails with a *rules.Error when the actions cannot be taken: a
// creature with no movement takes none, actions may not cost more than the
// round's movement, and only a prone creature stands up.
func (c *Creature) Budget(actions []Action) (Budget, error) {
	bu := Budget{Movement: c.Movement()}
	for _, a := range actions {
		if a == StandUp && !c.Prone {
			return bu, ruleError(RuleNotProne, "%s is not prone and cannot stand up", c.ID)
		}
		f := a.Cost(c.Speed)
		bu.Actions = append(bu.Actions, ActionCost{a, f})
		bu.ActionCost += f
	}
	bu.Left = bu.Movement.Round - bu.ActionCost
	if len(actions) > 0 && !bu.Movement.CanMove() {
		return bu, ruleError(RuleNoMovement, "%s has %d feet of movement this round and can take no action paid in movement", c.ID, bu.Movement.Round)
	}
	if bu.Left < 0 && !bu.Movement.CanMove() {
		// a paralysed creature: "his movement becomes negative, and he too is paralyzed"
		return bu, ruleError(RuleNoMovement, "%s has %d feet of movement this round and cannot move", c.ID, bu.Movement.Round)
	}
	if bu.Left < 0 {
		return bu, ruleError(RuleMovementLeft, "%s's actions cost %d feet, more than the round's %d feet of movement", c.ID, bu.ActionCost, bu.Movement.Round)
	}
	return bu, nil
}

// crawls reports whether the creature moves by crawling: prone, and not
// standing up first.
func crawls(c *Creature, actions []Action) bool {
	return c.Prone && !slices.Contains(actions, StandUp)
}

// What a hex of the search window holds, as bits.
const (
	hexBlocked    uint8 = 1 << iota // wall, impassable, off the map
	hexDifficult                    // difficult terrain
	hexControlled                   // another creature's space the mover may cross
	hexHostile                      // a hostile's space the mover may not enter
)

// window is the part of the map a search looks at, in axial coordinates,
// with every hex's terrain and control in one byte, and per anchor hex the
// search's state.
type window struct {
	q0, r0, w, h int
	info         []uint8
	owner        []int32 // index+1 of a creature whose space the hex is, 0 for none
}

func (w *window) index(c grid.Cell) (int, bool) {
	q, r := c.X-w.q0, c.Y-w.r0
	if q < 0 || r < 0 || q >= w.w || r >= w.h {
		return 0, false
	}
	return r*w.w + q, true
}

func (w *window) cell(i int) grid.Cell { return grid.Cell{X: w.q0 + i%w.w, Y: w.r0 + i/w.w} }

// axialBounds is the smallest axial box holding every hex of the map.
func axialBounds(g grid.Hex) (q0, q1, r0, r1 int) {
	if g.Orientation == grid.Flat { // r = row - (col - col&1)/2
		return 0, g.Width - 1, -((g.Width - 1) - ((g.Width - 1) & 1)) / 2, g.Height - 1
	}
	return -((g.Height - 1) - ((g.Height - 1) & 1)) / 2, g.Width - 1, 0, g.Height - 1
}

// newWindow fills the window [q0, q1] x [r0, r1] for creature mover:
// terrain, and the spaces of every other creature as crossable (not
// hostile, or permitted) or hostile. The window is clipped to the map's
// axial box grown by pad on every side; hexes off the map are blocked, so
// a search whose footprint reaches at most pad hexes past an anchor on the
// map never looks outside the window.
func (b *Board) newWindow(mover int, permits []string, q0, q1, r0, r1, pad int) *window {
	bq0, bq1, br0, br1 := axialBounds(b.Geometry)
	q0, q1, r0, r1 = max(q0, bq0-pad), min(q1, bq1+pad), max(r0, br0-pad), min(r1, br1+pad)
	w := &window{q0: q0, r0: r0, w: max(q1-q0+1, 0), h: max(r1-r0+1, 0)}
	w.info = make([]uint8, w.w*w.h)
	w.owner = make([]int32, w.w*w.h)
	for i := range w.info {
		switch b.TerrainAt(w.cell(i)) {
		case Difficult:
			w.info[i] = hexDifficult
		case Wall, Impassable:
			w.info[i] = hexBlocked
		}
	}
	me := &b.Creatures[mover]
	var fp []grid.Cell
	for k := range b.Creatures {
		o := &b.Creatures[k]
		if k == mover || o.At.X < q0-3 || o.At.X > q1+3 || o.At.Y < r0-3 || o.At.Y > r1+3 {
			continue // gargantuan spaces reach at most 3 hexes from the anchor
		}
		bit := hexControlled
		if Hostile(me, o) && !slices.Contains(permits, o.ID) {
			bit = hexHostile
		}
		fp = o.Size.Footprint(o.At, fp[:0])
		for _, h := range fp {
			if i, ok := w.index(h); ok {
				w.info[i] |= bit
				if w.owner[i] == 0 || bit == hexHostile {
					w.owner[i] = int32(k + 1)
				}
			}
		}
	}
	return w
}

// mover is what a search knows of the creature moving: its footprint as
// steps from its anchor, and for each of the six directions the hexes a
// step newly enters.
type mover struct {
	fp    []grid.Cell
	enter [6][]grid.Cell
	// lead holds, for each direction, the footprint hexes whose side in
	// that direction a step crosses (the hex beyond is outside the space).
	lead   [6][]grid.Cell
	extent int
	crawl  bool
}

func newMover(c *Creature, crawl bool) mover {
	m := mover{fp: c.Size.Footprint(grid.Cell{}, nil), crawl: crawl}
	for _, d := range m.fp {
		m.extent = max(m.extent, grid.HexLength(d))
	}
	for i := range 6 {
		d := grid.HexDirection(i)
		for _, f := range m.fp {
			if n := f.Add(d); !slices.Contains(m.fp, n) {
				m.enter[i] = append(m.enter[i], n)
				m.lead[i] = append(m.lead[i], f)
			}
		}
	}
	return m
}

// stepCost is the feet it costs to step from anchor a in direction dir,
// and the window bits of the hexes entered; cost -1 when the step is not
// allowed (the bits say why).
func (m *mover) stepCost(w *window, a grid.Cell, dir int) (int, uint8) {
	var bits uint8
	for _, e := range m.enter[dir] {
		i, ok := w.index(a.Add(e))
		if !ok {
			return -1, hexBlocked
		}
		bits |= w.info[i]
	}
	return m.costOf(bits), bits
}

// edgeAcross is the side a step from anchor a in direction dir crosses
// that holds a thin wall, closed door or window (rules.EdgeKind.BlocksMovement),
// and whether there is one. Doors that stand open let the step through.
func (m *mover) edgeAcross(b *Board, a grid.Cell, dir int) (grid.Edge, bool) {
	d := grid.HexDirection(dir)
	for _, f := range m.lead[dir] {
		p := a.Add(f)
		side := grid.EdgeBetween(p, p.Add(d))
		if e, ok := b.Edges[side]; ok && e.Kind.BlocksMovement(e.Open) {
			return side, true
		}
	}
	return grid.Edge{}, false
}

// costOf is the feet a step costs when the hexes it enters hold bits, -1
// when it may not be taken.
func (m *mover) costOf(bits uint8) int {
	if bits&(hexBlocked|hexHostile) != 0 {
		return -1
	}
	cost := HexFeet
	if bits&(hexDifficult|hexControlled) != 0 {
		cost *= 2 // "Difficult terrain costs 2 feet for every 1 traveled"
	}
	if m.crawl {
		cost *= 3 // "Crawling speed costs 3 feet for every 1 traveled"
	}
	return cost
}

// canEnd reports whether the mover's space at anchor a holds no hex of
// another creature's space.
func (m *mover) canEnd(w *window, a grid.Cell) bool {
	for _, f := range m.fp {
		if i, ok := w.index(a.Add(f)); !ok || w.info[i]&(hexControlled|hexHostile|hexBlocked) != 0 {
			return false
		}
	}
	return true
}

// Reach is every anchor hex a creature can reach this round, with the
// cheapest cost in feet and the path to it.
type Reach struct {
	Creature string
	Start    grid.Cell
	Budget   Budget
	// Crawling is set when the creature is prone and does not stand up:
	// every hex costs three times as much.
	Crawling bool

	b    *Board
	m    mover
	w    *window
	cost []int32 // feet, -1 where not reached
}

// Reach finds every hex the creature can move its anchor to with the
// movement left after opt's actions, paying the cheapest path. It fails for
// an unknown id or when the actions cannot be taken (see Creature.Budget).
func (b *Board) Reach(id string, opt Options) (*Reach, error) {
	k := b.index(id)
	if k < 0 {
		return nil, fmt.Errorf("realms: no creature %q on the board", id)
	}
	bu, err := b.Creatures[k].Budget(opt.Actions)
	if err != nil {
		return nil, err
	}
	return b.search(k, bu, opt, bu.Left), nil
}

func (b *Board) index(id string) int {
	for i := range b.Creatures {
		if b.Creatures[i].ID == id {
			return i
		}
	}
	return -1
}

// search runs Dijkstra's algorithm from the creature's anchor over anchor
// hexes, spending at most limit feet.
func (b *Board) search(k int, bu Budget, opt Options, limit int) *Reach {
	c := &b.Creatures[k]
	r := &Reach{Creature: c.ID, Start: c.At, Budget: bu, Crawling: crawls(c, opt.Actions), b: b}
	r.m = newMover(c, r.Crawling)
	if !bu.Movement.CanMove() {
		limit = 0
	}
	rad := max(limit, 0) / HexFeet // every hex costs at least 5 feet
	// Anchors lie within rad of the start; a step from one enters hexes at
	// most extent+1 further, so a window of rad+pad never needs a bounds
	// check.
	pad := r.m.extent + 1
	span := rad + pad
	r.w = b.newWindow(k, opt.Permits, c.At.X-span, c.At.X+span, c.At.Y-span, c.At.Y+span, pad)
	n := len(r.w.info)
	r.cost = make([]int32, n)
	for i := range r.cost {
		r.cost[i] = -1
	}
	s, ok := r.w.index(c.At)
	if !ok {
		return r
	}
	r.cost[s] = 0
	for _, h := range r.m.fp {
		if !b.Geometry.In(c.At.Add(h)) {
			return r // a space off the map (a board Validate refuses): nowhere to go
		}
	}
	// Steps and entered hexes as offsets in the window's slices.
	var next [6]int
	var enter [6][]int
	for dir := range 6 {
		d := grid.HexDirection(dir)
		next[dir] = d.Y*r.w.w + d.X
		for _, e := range r.m.enter[dir] {
			enter[dir] = append(enter[dir], e.Y*r.w.w+e.X)
		}
	}
	// The queue holds cost<<32 | window index: ties go to the lower index,
	// so the search is deterministic.
	q := heap{uint64(s)}
	info := r.w.info
	edges := len(b.Edges) > 0
	for len(q) > 0 {
		top := q.pop()
		i, d := int(uint32(top)), int32(top>>32)
		if d > r.cost[i] {
			continue
		}
		for dir := range 6 {
			var bits uint8
			for _, e := range enter[dir] {
				bits |= info[i+e]
			}
			step := r.m.costOf(bits)
			if step < 0 {
				continue
			}
			if edges {
				if _, ok := r.m.edgeAcross(b, r.w.cell(i), dir); ok {
					continue
				}
			}
			nd := d + int32(step)
			if int(nd) > limit {
				continue
			}
			j := i + next[dir]
			if r.cost[j] < 0 || nd < r.cost[j] {
				r.cost[j] = nd
				q.push(uint64(nd)<<32 | uint64(j))
			}
		}
	}
	return r
}

// Cost is the cheapest cost in feet of moving the anchor to c, and whether
// c can be reached at all (passing through, if not ending).
func (r *Reach) Cost(c grid.Cell) (int, bool) {
	if i, ok := r.w.index(c); ok && r.cost[i] >= 0 {
		return int(r.cost[i]), true
	}
	return 0, false
}

// CanEnd reports whether the creature can end its move with its anchor at
// c: reached, and its space there overlaps no other creature's.
func (r *Reach) CanEnd(c grid.Cell) bool {
	_, ok := r.Cost(c)
	return ok && (c == r.Start || r.m.canEnd(r.w, c))
}

// Reached is one reachable anchor hex.
type Reached struct {
	At     grid.Cell
	Feet   int
	CanEnd bool
}

// All appends every reached anchor hex (the start included) and returns
// the extended slice, in a fixed order.
func (r *Reach) All(buf []Reached) []Reached {
	for i, d := range r.cost {
		if d >= 0 {
			c := r.w.cell(i)
			buf = append(buf, Reached{c, int(d), r.CanEnd(c)})
		}
	}
	return buf
}

// Path appends the cheapest path's anchor hexes from the start to c, both
// included, and returns the extended slice (unchanged when c is not
// reached). Of several paths of the same cost it takes the straightest: it
// walks back from c, each time to the hex that is cheapest-reached and
// nearest the straight line from the start to c (then the first in
// HexDirection order), so a path over open ground follows the line a
// player would draw rather than an L.
func (r *Reach) Path(c grid.Cell, buf []grid.Cell) []grid.Cell {
	i, ok := r.w.index(c)
	if !ok || r.cost[i] < 0 {
		return buf
	}
	start := len(buf)
	line := c.Sub(r.Start)
	buf = append(buf, c)
	for cur := c; cur != r.Start; {
		best, bestDev := grid.Cell{}, -1
		for dir := range 6 {
			p := cur.Sub(grid.HexDirection(dir))
			pi, ok := r.w.index(p)
			if !ok || r.cost[pi] < 0 {
				continue
			}
			if step, _ := r.m.stepCost(r.w, p, dir); step < 0 || int(r.cost[pi])+step != int(r.cost[i]) {
				continue
			}
			// Twice the area between the line and p, in axial units: its
			// size grows with p's distance from the line.
			d := p.Sub(r.Start)
			dev := grid.Abs(line.X*d.Y - line.Y*d.X)
			if bestDev < 0 || dev < bestDev {
				best, bestDev = p, dev
			}
		}
		if bestDev < 0 {
			return buf[:start] // cannot happen: every reached hex has a cheapest predecessor
		}
		cur = best
		i, _ = r.w.index(cur)
		buf = append(buf, cur)
	}
	slices.Reverse(buf[start:])
	return buf
}

// heap is a binary min-heap of packed (cost, index) keys.
type heap []uint64

func (h *heap) push(x uint64) {
	*h = append(*h, x)
	s := *h
	for i := len(s) - 1; i > 0; {
		p := (i - 1) / 2
		if s[p] <= s[i] {
			break
		}
		s[p], s[i] = s[i], s[p]
		i = p
	}
}

func (h *heap) pop() uint64 {
	s := *h
	top := s[0]
	n := len(s) - 1
	s[0] = s[n]
	s = s[:n]
	for i := 0; ; {
		l, m := 2*i+1, i
		if l < n && s[l] < s[m] {
			m = l
		}
		if l+1 < n && s[l+1] < s[m] {
			m = l + 1
		}
		if m == i {
			break
		}
		s[i], s[m] = s[m], s[i]
		i = m
	}
	*h = s
	return top
}

// unlimited is the spending limit of a search that only asks what a hex
// would cost: enough to cross any map.
const unlimited = math.MaxInt32 / 2
