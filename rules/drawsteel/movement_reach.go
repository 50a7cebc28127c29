package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
)

// ReachMap is every position a creature can reach with one move, each with
// the cheapest cost. It covers only the squares within the move's budget,
// so its size grows with the area reached, not with the map. It reads the
// Board it was made from: do not change that Board while using it.
type ReachMap struct {
	e      *mvEngine
	req    MoveRequest
	startI int32
	cost   []int32 // mvUnreached where not reached
	parent []int32
	// tie ranks paths of equal cost (lower is better): see mvTie.
	tie   []uint64
	flags []uint8
}

const (
	mvUnreached = int32(-1)
	mvDone      = uint8(1)
	mvFell      = uint8(2) // reached by a drop: the move ends there
)

// Reach finds every position the mover can reach with the requested move.
// Among paths of equal cost it prefers the one that provokes the fewest
// opportunity attacks, then the one that takes the least damage from
// damaging terrain and falls, then the one with the fewest jumps. A creature whose speed is 0 reaches only its own
// space. It fails for an unknown mover, a movement type the mover lacks,
// or a mover in midair that can't stay there.
func Reach(b *Board, req MoveRequest) (*ReachMap, error) {
	e, err := newMvEngine(b, req, 0)
	if err != nil {
		return nil, err
	}
	if err := e.startProblem(); err != nil {
		return nil, err
	}
	if err := e.layoutStates(); err != nil {
		return nil, err
	}
	r := &ReachMap{e: e, req: req}
	size := e.stateCount()
	r.cost = make([]int32, size)
	for i := range r.cost {
		r.cost[i] = mvUnreached
	}
	r.parent = make([]int32, size)
	r.tie = make([]uint64, size)
	r.flags = make([]uint8, size)
	r.startI = int32(e.stateIndex(e.start))
	r.cost[r.startI], r.parent[r.startI] = 0, -1
	if e.shiftBlocked() {
		return r, nil
	}
	switch e.mode {
	case ModeTeleport:
		r.teleports()
	case ModeCharge:
		r.charges()
	default:
		r.search()
	}
	return r, nil
}

// startProblem reports a mover that can't start a move where it is.
func (e *mvEngine) startProblem() error {
	s, ok := e.surfAt(e.start.X, e.start.Y)
	switch {
	case !ok:
		return fmt.Errorf("%q is off the map at %v", e.mover.ID, e.start)
	case e.start.Z < s && !e.mover.Can(Burrow):
		return fmt.Errorf("%q at %v is inside solid ground or a wall", e.mover.ID, e.start)
	case e.start.Z > s && e.mode != ModeTeleport && !e.fly && !e.clingAt(e.start) && !e.hover:
		return refuse(ruleFly, movementTypeSource(ruleFly), "%q at %v is in midair and can't fly: it falls before it can move", e.mover.ID, e.start)
	}
	return nil
}

// shiftBlocked applies "You can't shift into or while within difficult
// terrain or damaging terrain": a shift that starts within it goes nowhere.
func (e *mvEngine) shiftBlocked() bool {
	if !e.mode.shifting() {
		return false
	}
	s, _ := e.surfAt(e.start.X, e.start.Y)
	if e.start.Z != s {
		return false
	}
	d, dmg, _ := e.terrain(e.start, e.start, true)
	enemy, _, _ := e.crowd(e.start) // an enemy's space is difficult terrain
	return d || dmg > 0 || enemy
}

// search is Dijkstra's algorithm with a bucket queue (step costs are small
// whole numbers); ties go to the lower mvTie, then to the first found, so
// the result is deterministic.
func (r *ReachMap) search() {
	e := r.e
	q := &mvSearch{r: r, buckets: make([][]int32, e.budget+1)}
	q.buckets[0] = append(q.buckets[0], r.startI)
	for c := 0; c <= e.budget; c++ {
		for k := 0; k < len(q.buckets[c]); k++ {
			s := q.buckets[c][k]
			if r.flags[s]&mvDone != 0 || r.cost[s] != int32(c) {
				continue
			}
			r.flags[s] |= mvDone
			if r.flags[s]&mvFell == 0 {
				q.expand(s, c)
			}
		}
		q.buckets[c] = nil
	}
}

// mvTie is what a step adds to the rank of paths of equal cost, compared
// as one number: first the opportunity attacks it provokes, then the
// damage it takes (damaging terrain, and 2 a square for a drop), then
// whether it is a jump (a walk is plainer when it costs the same). Each
// part has room for far more than one move can add.
func mvTie(attacks int, st *MoveStep) uint64 {
	t := uint64(attacks)<<42 | uint64(st.Damage+2*st.Fall)<<21
	if st.Kind == StepJump {
		t++
	}
	return t
}

// mvSearch is the working state of one Reach search.
type mvSearch struct {
	r       *ReachMap
	buckets [][]int32
	adj     []int32 // enemies adjacent to the state being expanded
	st      MoveStep
}

// expand relaxes every candidate step from state s, reached at cost c: the
// 26 neighbours that can hold the mover, drops off ledges, and long jumps.
func (q *mvSearch) expand(s int32, c int) {
	e := q.r.e
	p := e.statePos(int(s))
	q.adj = e.opportunists(p, q.adj)
	sp, _ := e.surfAt(p.X, p.Y)
	standing := p.Z == sp
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			s2, ok := e.surfAt(p.X+dx, p.Y+dy)
			if !ok {
				continue
			}
			for dz := -1; dz <= 1; dz++ {
				z := p.Z + dz
				switch {
				case dx == 0 && dy == 0 && dz == 0:
				case z == s2:
					q.relax(s, c, p, Pos{p.X + dx, p.Y + dy, z})
				case z > s2:
					if e.fly || !e.prone && e.clingAt(Pos{p.X + dx, p.Y + dy, z}) {
						q.relax(s, c, p, Pos{p.X + dx, p.Y + dy, z})
					}
				case e.burrow && dz == 0 && (dx != 0 || dy != 0):
					q.relax(s, c, p, Pos{p.X + dx, p.Y + dy, z})
				}
			}
			if standing && !e.fly && e.allowFalls && s2 <= p.Z-2 && (dx != 0 || dy != 0) {
				q.relax(s, c, p, Pos{p.X + dx, p.Y + dy, s2})
			}
		}
	}
	if !standing || e.jump < 2 && e.jumpHeight < 2 {
		return
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if dx == 0 && dy == 0 {
				continue
			}
			for l := 1; l <= e.jump && c+l <= e.budget; l++ {
				s2, ok := e.surfAt(p.X+l*dx, p.Y+l*dy)
				if !ok {
					break
				}
				// A jump of 1 square only matters to reach higher than a step.
				if rise := s2 - p.Z; rise >= -1 && rise <= e.jumpHeight && (l >= 2 || rise >= 2) {
					q.relax(s, c, p, Pos{p.X + l*dx, p.Y + l*dy, s2})
				}
			}
		}
	}
}

// relax records the step from state s at p (cost c) to `to` if it is legal
// and improves on what the map holds.
func (q *mvSearch) relax(s int32, c int, p, to Pos) {
	r, e := q.r, q.r.e
	ti := e.stateIndex(to)
	if ti < 0 || r.flags[ti]&mvDone != 0 {
		return // a finished state already has a lower cost
	}
	if why := e.step(p, to, &q.st); why != "" {
		return
	}
	nc := int32(c + q.st.Cost)
	if nc > int32(e.budget) {
		return
	}
	nt := r.tie[s] + mvTie(e.leaves(q.adj, &q.st, nil), &q.st)
	if old := r.cost[ti]; old != mvUnreached && (nc > old || nc == old && nt >= r.tie[ti]) {
		return
	}
	r.cost[ti], r.parent[ti], r.tie[ti] = nc, s, nt
	if q.st.Kind == StepDrop {
		r.flags[ti] |= mvFell
	} else {
		r.flags[ti] &^= mvFell
	}
	q.buckets[nc] = append(q.buckets[nc], int32(ti))
}

// charges fills the map for a Charge: every destination reached by a
// straight line (see chargeLine) of legal steps.
func (r *ReachMap) charges() {
	e := r.e
	var line []Pos
	for ry := 0; ry < e.rh; ry++ {
		for rx := 0; rx < e.rw; rx++ {
			x, y := e.rx0+rx, e.ry0+ry
			if x == e.start.X && y == e.start.Y {
				continue
			}
			var cost int
			var why string
			line, cost, why = e.chargeLine(Square{x, y}, line)
			if why != "" || cost > e.budget {
				continue
			}
			end := line[len(line)-1]
			if i := e.stateIndex(end); i >= 0 && (r.cost[i] == mvUnreached || int32(cost) < r.cost[i]) {
				r.cost[i], r.parent[i] = int32(cost), r.startI
			}
		}
	}
}

// chargeLine is the straight line a charge takes from the mover's square
// to the square to, and its cost, built in buf. The line visits, for k = 1..N (N the
// distance in squares), the square nearest to the point k/N of the way
// from start to end, rounding halves away from the start; each step goes
// to an adjacent square, at the height the movement keeps: the ground for
// a walker; for a flyer its height, else the ground, else one square up (to
// clear difficult terrain); a burrower's height underground.
func (e *mvEngine) chargeLine(to Square, buf []Pos) ([]Pos, int, string) {
	dx, dy := to.X-e.start.X, to.Y-e.start.Y
	n := squareSteps(to, e.start.Square())
	line := append(buf[:0], e.start)
	cost := 0
	p := e.start
	for k := 1; k <= n; k++ {
		x := e.start.X + mvRoundDiv(k*dx, n)
		y := e.start.Y + mvRoundDiv(k*dy, n)
		s, ok := e.surfAt(x, y)
		if !ok {
			return line, cost, whyOffMap
		}
		var st MoveStep
		why := whyMidair
		heights := [3]int{s, p.Z, p.Z + 1} // a walker follows the ground
		if e.fly {
			heights = [3]int{p.Z, s, p.Z + 1} // a flyer keeps its height
		}
		for _, z := range heights {
			if grid.Abs(z-p.Z) > 1 || z < s && !e.burrow || z > s && !e.fly && !e.clingAt(Pos{x, y, z}) {
				continue
			}
			if why = e.step(p, Pos{x, y, z}, &st); why == "" {
				break
			}
		}
		if why != "" {
			return line, cost, why
		}
		cost += st.Cost
		p = st.To
		line = append(line, p)
	}
	return line, cost, ""
}

// mvRoundDiv is a/b rounded to the nearest whole number, halves away from 0 (b > 0).
func mvRoundDiv(a, b int) int {
	if a < 0 {
		return -((-2*a + b) / (2 * b))
	}
	return (2*a + b) / (2 * b)
}

// teleportHome reports whether p is where a teleporting mover starts: "A
// creature can't teleport to and from the same space" (Teleport).
func (e *mvEngine) teleportHome(p Pos) bool { return e.mode == ModeTeleport && p == e.start }

// teleports fills the map for a teleport: every space on the ground within
// the distance, unoccupied and in line of effect.
func (r *ReachMap) teleports() {
	e := r.e
	for ry := 0; ry < e.rh; ry++ {
		for rx := 0; rx < e.rw; rx++ {
			s := e.surf[ry*e.rw+rx]
			if s == mvOffMap {
				continue
			}
			to := Pos{e.rx0 + rx, e.ry0 + ry, int(s)}
			st, why := e.teleportStep(to)
			if why != "" {
				continue
			}
			if i := e.stateIndex(to); i >= 0 {
				r.cost[i], r.parent[i] = int32(st.Cost), r.startI
			}
		}
	}
}

// Start is the mover's position.
func (r *ReachMap) Start() Pos { return r.e.start }

// Budget is how many squares the move allows.
func (r *ReachMap) Budget() int { return r.e.budget }

// Cost is the cheapest cost to end the move at p, and whether the mover
// can end its move there (it may pass through spaces it can't stop in).
func (r *ReachMap) Cost(p Pos) (int, bool) {
	i := r.e.stateIndex(p)
	if i < 0 || r.cost[i] == mvUnreached || !r.e.canEnd(p) || r.e.teleportHome(p) {
		return 0, false
	}
	return int(r.cost[i]), true
}

// CostAt is the cheapest cost to end the move anywhere on the square s
// (any height), and whether it can end there at all.
func (r *ReachMap) CostAt(s Square) (int, bool) {
	best, found := 0, false
	for z := r.e.zLo; z <= r.e.zHi; z++ {
		if c, ok := r.Cost(Pos{s.X, s.Y, z}); ok && (!found || c < best) {
			best, found = c, true
		}
	}
	return best, found
}

// Positions lists every position where the move can end, the start
// included (but for a teleport, which must leave it), ordered by height,
// then row, then column.
func (r *ReachMap) Positions() []Pos {
	var out []Pos
	for i, c := range r.cost {
		if c == mvUnreached {
			continue
		}
		if p := r.e.statePos(i); r.e.canEnd(p) && !r.e.teleportHome(p) {
			out = append(out, p)
		}
	}
	return out
}

// PathTo is the cheapest path from the start to p, both included, or nil
// when the move can't end at p. For a teleport it is the start and p; for
// a charge, the straight line.
func (r *ReachMap) PathTo(p Pos) []Pos {
	if _, ok := r.Cost(p); !ok {
		return nil
	}
	if r.e.mode == ModeCharge && p != r.e.start {
		line, _, _ := r.e.chargeLine(p.Square(), nil)
		return line
	}
	var rev []Pos
	for i := int32(r.e.stateIndex(p)); i >= 0; i = r.parent[i] {
		rev = append(rev, r.e.statePos(int(i)))
	}
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	return rev
}
