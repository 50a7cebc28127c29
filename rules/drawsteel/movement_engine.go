package drawsteel

import (
	"fmt"
	"math"
)

// mvOffMap marks a footprint that leaves the map (or the region the engine
// looked at).
const mvOffMap = math.MinInt32

// mvOther is another creature near the mover, reduced to what a step needs.
type mvOther struct {
	i              int // index in Board.Creatures
	x0, y0, x1, y1 int // footprint, half-open
	z0, z1         int // space heights, half-open
	size           Size
	enemy, object  bool
	strikes        bool // can make opportunity attacks (an enemy able to take triggered actions)
}

// mvEngine answers, for one mover on one board, which single steps are
// legal and what they cost. It caches the squares a move of the budget can
// reach, so its memory grows with that area, not with the map.
type mvEngine struct {
	b      *Board
	mover  *Creature
	start  Pos
	mode   MoveMode
	n, h   int // footprint side and height
	budget int

	fly, burrow, climbs, swims, prone, hover bool
	jump                                     int // longest jump, 0 when jumping is not allowed
	jumpHeight                               int // highest jump
	allowFalls                               bool

	// Region of top-left squares: [rx0, rx0+rw) x [ry0, ry0+rh).
	rx0, ry0, rw, rh int
	surf             []int32   // GroundUnder the footprint; mvOffMap off the map
	ring             []int32   // highest Top orthogonally beside the footprint (something to climb)
	zLo, zHi         int       // heights a state can have
	cols             mvColumns // the heights each square of the region can hold (Reach only)
	occ              occupancy // who stands in the region (and its footprint's reach), the mover left out
	others           []mvOther
	objects          bool        // some of the others are objects
	crossed          []edgeCross // scratch for edgeBlocked
}

// mvHostile reports whether a and b are enemies: creatures (not objects) on
// different sides.
func mvHostile(a, b *Creature) bool { return !a.Object && !b.Object && a.Side != b.Side }

// newMvEngine prepares the engine for req. radius is how far (Chebyshev, in
// squares) from the mover the region must reach; 0 means the budget.
func newMvEngine(b *Board, req MoveRequest, radius int) (*mvEngine, error) {
	c, ok := b.Creature(req.Mover)
	if !ok {
		return nil, fmt.Errorf("%w: %q", errNoMover, req.Mover)
	}
	if c.Object {
		return nil, fmt.Errorf("%q is an object and does not move willingly", req.Mover)
	}
	e := &mvEngine{b: b, mover: c, start: c.Pos(), mode: req.Mode, n: c.Size.Squares(), h: c.Size.Height(),
		prone: c.Prone, allowFalls: req.AllowFalls,
		climbs: c.Can(Climb), swims: c.Can(Swim), hover: c.Can(Hover)}
	if req.Budget < 0 {
		return nil, fmt.Errorf("move budget %d for %q is negative", req.Budget, req.Mover)
	}

	using := req.Using
	if req.Mode == ModeTeleport || using == Teleport {
		e.mode = ModeTeleport
		using = Teleport
	}
	switch using {
	case "":
		e.fly, e.burrow = c.Can(Fly), c.Can(Burrow)
	case Walk, Climb, Swim:
	case Fly, Hover:
		if !c.Can(Fly) {
			return nil, refuse(ruleFly, movementTypeSource(ruleFly), "%q has no fly in its speed entry", req.Mover)
		}
		e.fly = true
	case Burrow:
		if !c.Can(Burrow) {
			return nil, refuse(ruleBurrow, movementTypeSource(ruleBurrow), "%q has no burrow in its speed entry", req.Mover)
		}
		e.burrow = true
	case Teleport:
	default:
		return nil, fmt.Errorf("unknown movement type %q", using)
	}
	if e.prone {
		// "If you are prone, you can remain prone and crawl on the ground."
		e.fly, e.burrow = false, false
	}

	speed := EffectiveSpeed(c)
	switch e.mode {
	case ModeTeleport:
		// "they can use the Advance move action to teleport a number of
		// squares up to their usual speed, unmodified by conditions"; the
		// effect's distance "can be greater than the creature's speed".
		e.budget = req.Budget
		if e.budget == 0 {
			if !c.Can(Teleport) {
				return nil, refuse(ruleTeleport, movementTypeSource(ruleTeleport), "%q has no teleport in its speed entry; give the effect's distance as Budget", req.Mover)
			}
			e.budget = max(c.Speed, 0)
		}
	case ModeDisengage:
		e.budget = 1
		if req.Budget > 0 {
			e.budget = req.Budget
		}
		e.budget = min(e.budget, speed)
	default:
		e.budget = speed
		if req.Budget > 0 {
			e.budget = min(req.Budget, speed)
		}
	}
	if e.mode != ModeCharge && !e.prone {
		// "12-16: You jump 1 square longer and higher than your baseline
		// jump allows. 17+: You jump 2 squares longer and higher."
		extra := max(int(req.JumpTest)-1, 0)
		e.jump, e.jumpHeight = jumpLength(c)+extra, 1+extra
	}
	if radius < e.budget {
		radius = e.budget
	}
	e.index(radius)
	return e, nil
}

// index caches the region within radius of the mover.
func (e *mvEngine) index(radius int) {
	b, n := e.b, e.n
	// Only squares where the mover's space is on the map: a speed far
	// beyond the map's size costs no more than the map.
	e.rx0, e.ry0 = max(e.start.X-radius, 0), max(e.start.Y-radius, 0)
	e.rw, e.rh = min(e.start.X+radius, b.Width-n)-e.rx0+1, min(e.start.Y+radius, b.Height-n)-e.ry0+1
	if e.rw <= 0 || e.rh <= 0 || e.start.X < e.rx0 || e.start.Y < e.ry0 {
		// the mover's own space is off the map: a region of its square
		// alone, off the map, for startProblem to report
		e.rx0, e.ry0, e.rw, e.rh = e.start.X, e.start.Y, 1, 1
	}
	e.surf = make([]int32, e.rw*e.rh)
	e.ring = make([]int32, e.rw*e.rh)
	e.zLo, e.zHi = e.start.Z, e.start.Z
	maxSurf := e.start.Z
	for ry := 0; ry < e.rh; ry++ {
		for rx := 0; rx < e.rw; rx++ {
			x, y := e.rx0+rx, e.ry0+ry
			i := ry*e.rw + rx
			if x < 0 || y < 0 || x+n > b.Width || y+n > b.Height {
				e.surf[i], e.ring[i] = mvOffMap, mvOffMap
				continue
			}
			top := b.GroundUnder(Square{x, y}, n)
			e.surf[i] = int32(top)
			ring := mvOffMap
			for k := 0; k < n; k++ {
				for _, q := range [4]Square{{x + k, y - 1}, {x + k, y + n}, {x - 1, y + k}, {x + n, y + k}} {
					if b.In(q) {
						ring = max(ring, b.Cell(q).Top())
					}
				}
			}
			e.ring[i] = int32(ring)
			e.zLo = min(e.zLo, top)
			maxSurf = max(maxSurf, top)
			e.zHi = max(e.zHi, top, ring-1)
		}
	}
	if e.fly {
		e.zHi = max(e.zHi, maxSurf+e.budget)
	}
	// Every step rises at most 1 square: nothing above start + radius is
	// reachable, however high the walls around.
	e.zHi = min(e.zHi, e.start.Z+radius)

	cw, ch := e.rw+n-1, e.rh+n-1
	// a destroyed object no longer takes up space
	gone := func(o *Creature) bool { return o == e.mover || o.Object && o.Dying() }
	e.occ.build(b, e.rx0, e.ry0, e.rx0+cw-1, e.ry0+ch-1, gone)
	for i := range b.Creatures {
		o := &b.Creatures[i]
		if gone(o) {
			continue
		}
		on := o.Size.Squares()
		ox0, oy0 := max(o.At.X, e.rx0), max(o.At.Y, e.ry0)
		ox1, oy1 := min(o.At.X+on, e.rx0+cw), min(o.At.Y+on, e.ry0+ch)
		if ox0 >= ox1 || oy0 >= oy1 {
			continue
		}
		hostile := mvHostile(e.mover, o)
		e.objects = e.objects || o.Object
		e.others = append(e.others, mvOther{i: i, x0: o.At.X, y0: o.At.Y, x1: o.At.X + on, y1: o.At.Y + on,
			z0: o.Z, z1: o.Z + o.Size.Height(), size: o.Size, enemy: hostile, object: o.Object,
			strikes: hostile && mvCanStrike(o)})
	}
}

// surfAt is the ground under the footprint at (x, y), or false when it
// leaves the map or the region.
func (e *mvEngine) surfAt(x, y int) (int, bool) {
	rx, ry := x-e.rx0, y-e.ry0
	if rx < 0 || ry < 0 || rx >= e.rw || ry >= e.rh {
		return 0, false
	}
	s := e.surf[ry*e.rw+rx]
	return int(s), s != mvOffMap
}

// clingAt reports whether a creature at p has a wall or cliff face beside
// it to climb: an orthogonal neighbour of the footprint rises above p.Z.
func (e *mvEngine) clingAt(p Pos) bool {
	rx, ry := p.X-e.rx0, p.Y-e.ry0
	if rx < 0 || ry < 0 || rx >= e.rw || ry >= e.rh {
		return false
	}
	return int(e.ring[ry*e.rw+rx]) > p.Z
}

// crowd reports what other creatures share the space of the mover at p:
// an enemy (difficult terrain), an object (impassable), or anyone at all.
func (e *mvEngine) crowd(p Pos) (enemy, object, anyone bool) {
	if !e.occ.anyIn(p.X, p.Y, e.n) {
		return false, false, false
	}
	for k := range e.others {
		o := &e.others[k]
		if o.overlaps(p, e.n, e.h) {
			anyone = true
			enemy = enemy || o.enemy
			object = object || o.object
		}
	}
	return enemy, object, anyone
}

// overlaps reports whether o's space meets the space of side n and height
// h at p.
func (o *mvOther) overlaps(p Pos, n, h int) bool {
	return p.X < o.x1 && o.x0 < p.X+n && p.Y < o.y1 && o.y0 < p.Y+n && p.Z < o.z1 && o.z0 < p.Z+h
}

// adjacent reports whether o is adjacent to (or overlaps) the space of side
// n at p.
func (o *mvOther) adjacent(p Pos, n int) bool {
	return Distance(p, n, Pos{o.x0, o.y0, o.z0}, o.x1-o.x0) <= 1
}

// canEnd reports whether the mover may stop at p: "You can't stop moving in
// any other creature's space ... unless that creature's size is two or more
// sizes greater or smaller than your own" (MayShareSpace); nor standing on
// another creature's head (onCreature).
func (e *mvEngine) canEnd(p Pos) bool {
	return e.endsIn(p) == nil && !e.onCreature(p)
}

// endsIn is the first other creature or object whose space the mover at p
// may not share, or nil.
func (e *mvEngine) endsIn(p Pos) *Creature {
	if !e.occ.anyIn(p.X, p.Y, e.n) {
		return nil
	}
	for k := range e.others {
		o := &e.others[k]
		if o.overlaps(p, e.n, e.h) && !MayShareSpace(e.mover, &e.b.Creatures[o.i]) {
			return &e.b.Creatures[o.i]
		}
	}
	return nil
}

// solidAbove reports whether the cell s holds something solid at height z
// or above it, for the corner rule: the ground or a wall rising above z,
// an object creature, or the edge of the map.
func (e *mvEngine) solidAbove(s Square, z int) bool {
	if !e.b.In(s) {
		return true
	}
	if e.b.Cell(s).Top() > z {
		return true
	}
	if !e.objects {
		return false
	}
	for k := range e.others {
		o := &e.others[k]
		if o.object && s.X >= o.x0 && s.X < o.x1 && s.Y >= o.y0 && s.Y < o.y1 && o.z1 > z && o.z0 < z+e.h {
			return true
		}
	}
	return false
}

// edgeBlocked reports whether a step by (dx, dy) of the footprint at
// (x, y), its bottom at z, crosses a thin wall, closed door or window
// (rules.EdgeKind.BlocksMovement) standing anywhere in the creature's
// height: a flyer or a jumper above a low wall's top passes over it, a
// burrower below its foot under it.
func (e *mvEngine) edgeBlocked(x, y, dx, dy, z int) bool {
	e.crossed = e.b.crossedEdges(x, y, e.n, dx, dy, e.crossed[:0])
	for _, c := range e.crossed {
		if c.edge.Kind.BlocksMovement(c.edge.Open) && c.bottom < z+e.h && c.top > z {
			return true
		}
	}
	return false
}

// cornerBlocked applies "Can't Cut Corners" to a diagonal step (dx, dy)
// from the footprint at (x, y) with the creature's bottom at z: the two
// squares beside the step must not hold a wall or object reaching z.
func (e *mvEngine) cornerBlocked(x, y, dx, dy, z int) bool {
	n := e.n
	a, c := Square{x - 1, y + n - 1}, Square{x + n - 1, y - 1}
	if dx > 0 {
		a.X, c.X = x+n, x
	}
	if dy > 0 {
		a.Y, c.Y = y, y+n
	}
	return e.solidAbove(a, z) || e.solidAbove(c, z)
}

// terrain reports what the footprint at to enters when coming from from:
// difficult terrain, the highest damaging terrain, and whether every
// square is liquid (swimming). all says every square is entered (landing
// from above); otherwise only squares outside the old footprint count.
func (e *mvEngine) terrain(from, to Pos, all bool) (difficult bool, damage int, liquid bool) {
	liquid = true
	for dy := 0; dy < e.n; dy++ {
		for dx := 0; dx < e.n; dx++ {
			s := Square{to.X + dx, to.Y + dy}
			c := e.b.Cell(s)
			if c.Liquid <= 0 {
				liquid = false
			}
			if !all && s.X >= from.X && s.X < from.X+e.n && s.Y >= from.Y && s.Y < from.Y+e.n {
				continue
			}
			difficult = difficult || c.Difficult
			damage = max(damage, c.Damaging)
		}
	}
	return difficult, damage, liquid
}

// burrowClear reports whether the footprint at p, partly or wholly below
// the ground, is free of walls: a burrower moves through dirt, not through
// walls and objects.
func (e *mvEngine) burrowClear(p Pos) bool {
	for dy := 0; dy < e.n; dy++ {
		for dx := 0; dx < e.n; dx++ {
			c := e.b.Cell(Square{p.X + dx, p.Y + dy})
			if c.HasWall() && c.Ground < p.Z+e.h && p.Z < c.Ground+c.WallHeight {
				return false
			}
		}
	}
	return true
}

// Reasons a step is illegal; each names the rule it breaks.
const (
	whyNotAdjacent  = "not an adjacent square (each step moves to an adjacent square)"
	whyOffMap       = "leaves the map"
	whySolid        = "solid ground or a wall fills that space"
	whyMidair       = "would be in midair: the creature can't fly and there is nothing to climb"
	whyProne        = "a prone creature can only crawl on the ground (Crawl: \"you can remain prone and crawl on the ground\")"
	whyCorner       = "can't cut corners past a wall or object (" + RuleCantCutCorners + ")"
	whyEdge         = "a thin wall, closed door or window stands on the side between the squares (open a door to pass through it)"
	whyObject       = "an object fills that space"
	whyInTheWay     = "a creature or object is in the way"
	whyShift        = "can't shift into difficult or damaging terrain (Shifting: \"You can't shift into or while within difficult terrain or damaging terrain\")"
	whyChargeTerr   = "can't move through difficult terrain while charging (Charge)"
	whyChargeClimb  = "can't climb or swim while charging without the movement type (Charge)"
	whyFalls        = "would fall 2 or more squares (set AllowFalls to step off a ledge)"
	whyLandOn       = "would fall onto a creature"
	whyJumpLong     = "longer than the jump (Might or Agility squares, more after a jump test)"
	whyJumpNo       = "can't jump now (prone, or charging \"without jumping\")"
	whyJumpLine     = "a long jump goes in a straight line"
	whyJumpFrom     = "can't jump out of difficult terrain or damaging terrain (Jump)"
	whyJumpHigh     = "higher than the jump (\"The height of your jump is automatically 1 square\", more after a jump test)"
	whyJumpOver     = "something too high or an enemy or object is in the way of the jump"
	whyJumpStanding = "a jump starts from the ground"
	whyTeleportHome = "can't teleport to and from the same space (Teleport: \"When a creature teleports, they must leave the space where they start and enter a new space\")"
)
