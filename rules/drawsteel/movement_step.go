package drawsteel

import "github.com/battlemap/battlemap/grid"

// The steps of a willing move: what each kind of step costs and allows,
// and the opportunity attacks of leaving an enemy's reach.

// step evaluates one step of willing movement from from to to: an
// adjacent square (in three dimensions), a drop off a ledge, or a long
// jump. It returns the step or the reason it is illegal. It does not
// allocate: Reach calls it for every candidate.
func (e *mvEngine) step(from, to Pos, st *MoveStep) string {
	*st = MoveStep{From: from, To: to}
	dx, dy, dz := to.X-from.X, to.Y-from.Y, to.Z-from.Z
	adx, ady := grid.Abs(dx), grid.Abs(dy)
	cheb := max(adx, ady)
	sf, ok := e.surfAt(from.X, from.Y)
	if !ok {
		return whyOffMap
	}
	s2, ok := e.surfAt(to.X, to.Y)
	if !ok {
		return whyOffMap
	}
	if cheb == 1 && len(e.b.Edges) > 0 && e.edgeBlocked(from.X, from.Y, dx, dy, max(from.Z, to.Z)) {
		return whyEdge
	}
	switch {
	case cheb <= 1 && grid.Abs(dz) <= 1 && (cheb != 0 || dz != 0):
		return e.adjacentStep(st, sf, s2)
	case cheb == 1 && to.Z == s2 && s2 <= from.Z-2 && !e.fly:
		return e.dropStep(st, sf, s2)
	case cheb >= 2 && to.Z == s2, cheb == 1 && to.Z == s2 && dz >= 2:
		return e.jumpStep(st, sf, s2)
	}
	return whyNotAdjacent
}

func (e *mvEngine) adjacentStep(st *MoveStep, sf, s2 int) string {
	from, to := st.From, st.To
	dx, dy, dz := to.X-from.X, to.Y-from.Y, to.Z-from.Z
	base := 1
	switch {
	case to.Z < s2:
		if !e.burrow || dz != 0 || !e.burrowClear(to) {
			return whySolid
		}
		st.Kind = StepBurrow
	case to.Z > s2:
		switch {
		case e.prone:
			return whyProne
		case e.fly:
			st.Kind = StepFly
		case e.clingAt(to):
			st.Kind = StepClimb
			if !e.climbs {
				base = 2
			}
		default:
			return whyMidair
		}
	case !e.fly && from.Z != sf && dz != 0:
		// Off the face onto the ground above or below it: the last square
		// of a climb is climbing too ("each square of climbing ... costs
		// 2 squares of movement").
		st.Kind = StepClimb
		if !e.climbs {
			base = 2
		}
	default:
		st.Kind = StepWalk
	}
	if dx != 0 && dy != 0 && st.Kind != StepBurrow && e.cornerBlocked(from.X, from.Y, dx, dy, max(from.Z, to.Z)) {
		return whyCorner
	}
	enemy, object, _ := e.crowd(to)
	if object {
		return whyObject
	}
	st.EnemySpace = enemy
	if to.Z == s2 {
		var liquid bool
		st.Difficult, st.Damage, liquid = e.terrain(from, to, from.Z != sf)
		switch {
		case liquid:
			st.Kind = StepSwim
			if !e.swims {
				base = 2
			}
		case e.prone:
			st.Kind = StepCrawl
		}
	}
	if e.prone {
		// "Doing so costs you 1 additional square of movement for every square you crawl."
		base++
	}
	return e.finish(st, base)
}

// finish adds the difficult-terrain square and applies the mode's limits.
func (e *mvEngine) finish(st *MoveStep, base int) string {
	st.Cost = base
	if st.Difficult || st.EnemySpace {
		st.Cost++
	}
	switch {
	case e.mode.shifting() && (st.Difficult || st.EnemySpace || st.Damage > 0):
		return whyShift
	case e.mode == ModeCharge && (st.Difficult || st.EnemySpace):
		return whyChargeTerr
	case e.mode == ModeCharge && (st.Kind == StepClimb && !e.climbs || st.Kind == StepSwim && !e.swims):
		return whyChargeClimb
	}
	return ""
}

func (e *mvEngine) dropStep(st *MoveStep, sf, s2 int) string {
	from, to := st.From, st.To
	if from.Z != sf {
		return whyNotAdjacent
	}
	if !e.allowFalls {
		return whyFalls
	}
	dx, dy := to.X-from.X, to.Y-from.Y
	if dx != 0 && dy != 0 && e.cornerBlocked(from.X, from.Y, dx, dy, from.Z) {
		return whyCorner
	}
	if _, _, anyone := e.crowd(Pos{to.X, to.Y, from.Z}); anyone {
		return whyInTheWay
	}
	if _, _, anyone := e.crowd(to); anyone {
		return whyLandOn
	}
	st.Kind, st.Fall = StepDrop, from.Z-s2
	st.Difficult, st.Damage, _ = e.terrain(from, to, true)
	// The fall itself is not movement: only the step over the edge costs,
	// and a prone creature crawls that square: "Doing so costs you 1
	// additional square of movement for every square you crawl" (Crawl).
	st.Difficult = false
	base := 1
	if e.prone {
		base = 2
	}
	return e.finish(st, base)
}

func (e *mvEngine) jumpStep(st *MoveStep, sf, s2 int) string {
	from, to := st.From, st.To
	dx, dy, dz := to.X-from.X, to.Y-from.Y, to.Z-from.Z
	adx, ady := grid.Abs(dx), grid.Abs(dy)
	cheb := max(adx, ady)
	switch {
	case e.jump == 0:
		return whyJumpNo
	case from.Z != sf:
		return whyJumpStanding
	case cheb > e.jump:
		return whyJumpLong
	case adx != 0 && ady != 0 && adx != ady:
		return whyJumpLine
	case dz > e.jumpHeight:
		return whyJumpHigh
	case dz < -1:
		if e.allowFalls {
			return whyNotAdjacent
		}
		return whyFalls
	}
	// "You can't jump out of difficult terrain or damaging terrain."
	if d, dmg, _ := e.terrain(from, from, true); d || dmg > 0 {
		return whyJumpFrom
	}
	if enemy, _, _ := e.crowd(from); enemy {
		return whyJumpFrom
	}
	ux, uy := mvSign(dx), mvSign(dy)
	air := from.Z + e.jumpHeight
	for k := 1; k <= cheb; k++ {
		p := Pos{from.X + k*ux, from.Y + k*uy, air}
		if ux != 0 && uy != 0 && e.cornerBlocked(p.X-ux, p.Y-uy, ux, uy, air) {
			return whyCorner
		}
		if len(e.b.Edges) > 0 && e.edgeBlocked(p.X-ux, p.Y-uy, ux, uy, air) {
			return whyEdge
		}
		if k == cheb {
			break
		}
		if s, ok := e.surfAt(p.X, p.Y); !ok || s > air {
			return whyJumpOver
		}
		if enemy, object, _ := e.crowd(p); enemy || object {
			return whyJumpOver
		}
	}
	enemy, object, _ := e.crowd(to)
	if object {
		return whyObject
	}
	st.Kind, st.EnemySpace = StepJump, enemy
	var liquid bool
	st.Difficult, st.Damage, liquid = e.terrain(from, to, true)
	base := max(cheb, dz) // squares moved, as Distance counts them
	if liquid && !e.swims {
		base++
	}
	return e.finish(st, base)
}

// teleportStep checks a teleport from the mover's space to to.
func (e *mvEngine) teleportStep(to Pos) (MoveStep, string) {
	from := e.start
	st := MoveStep{From: from, To: to, Kind: StepTeleport}
	s2, ok := e.surfAt(to.X, to.Y)
	switch {
	case !ok:
		return st, whyOffMap
	case to == from:
		return st, whyTeleportHome
	case to.Z < s2:
		return st, whySolid
	case to.Z > s2 && !e.mover.Can(Fly) && !e.hover:
		return st, "a creature who can't fly would be left in midair"
	}
	st.Cost = Distance(from, e.n, to, e.n)
	if st.Cost > e.budget {
		return st, "farther than the teleport's distance"
	}
	if _, _, anyone := e.crowd(to); anyone {
		return st, "the destination is occupied (Teleport: \"destination space can't be occupied by another creature or object\")"
	}
	if !mvVisible(e.b, from, e.n, e.h, to, e.n, e.h) {
		return st, "no line of effect to the destination (Teleport)"
	}
	_, st.Damage, _ = e.terrain(from, to, true)
	return st, ""
}

// mvCanStrike reports whether creature o can make an opportunity attack
// as far as its own state goes: not dead, not dazed (no triggered
// actions), and no bane on its strikes from a condition the engine models
// (prone: "strikes you make take a bane"; restrained: "your ability rolls
// take a bane", Draw Steel's conditions). Draw Steel: "If a creature has a bane or
// double bane on the power roll against the enemy, they can't make an
// opportunity attack." Cover is judged per step (mvEngine.covered).
func mvCanStrike(o *Creature) bool {
	return !o.Dead() && !o.Has(Dazed) && !o.Prone && !o.Has(Restrained)
}

// covered reports whether the mover at p has cover from o (or no line of
// effect at all): o's free strike would take a bane for cover ("You take a
// bane on damage-dealing abilities used against creatures or objects that
// have cover from you"), so it makes no opportunity attack.
func (e *mvEngine) covered(o *mvOther, p Pos) bool {
	// Every line runs above the lower of the two bottoms, within the box
	// around both spaces: when nothing there rises above it, no line is
	// blocked (the usual case on open ground).
	low := min(o.z0, p.Z)
	x0, y0 := min(o.x0, p.X), min(o.y0, p.Y)
	x1, y1 := max(o.x1, p.X+e.n), max(o.y1, p.Y+e.n)
	open := true
	for y := y0; y < y1 && open; y++ {
		for x := x0; x < x1; x++ {
			if !e.b.In(Square{x, y}) || e.b.Cell(Square{x, y}).Top() > low {
				open = false
				break
			}
		}
	}
	if open {
		return false
	}
	seen, total := mvSight(e.b, Pos{o.x0, o.y0, o.z0}, o.x1-o.x0, o.z1-o.z0, p, e.n, e.h, false)
	return seen*2 <= total
}

// opportunists lists (into buf) the others who could make an opportunity
// attack against the mover standing at p: enemies adjacent to it who can
// take triggered actions.
func (e *mvEngine) opportunists(p Pos, buf []int32) []int32 {
	buf = buf[:0]
	for k := range e.others {
		o := &e.others[k]
		if o.strikes && o.adjacent(p, e.n) {
			buf = append(buf, int32(k))
		}
	}
	return buf
}

// leaves counts the opportunists no longer adjacent after the step; each
// can make an opportunity attack. A jump is checked square by square.
func (e *mvEngine) leaves(adj []int32, st *MoveStep, each func(k int32)) int {
	if len(adj) == 0 || e.mode.shifting() || e.mode == ModeTeleport {
		return 0
	}
	count := 0
	for _, k := range adj {
		o := &e.others[k]
		left := false
		if st.Kind == StepJump {
			ux, uy := mvSign(st.To.X-st.From.X), mvSign(st.To.Y-st.From.Y)
			cheb := squareSteps(st.To.Square(), st.From.Square())
			for i := 1; i < cheb && !left; i++ {
				left = !o.adjacent(Pos{st.From.X + i*ux, st.From.Y + i*uy, st.From.Z + 1}, e.n)
			}
		}
		if st.Kind == StepDrop {
			// The fall that follows is not willing movement.
			left = left || !o.adjacent(Pos{st.To.X, st.To.Y, st.From.Z}, e.n)
		} else {
			left = left || !o.adjacent(st.To, e.n)
		}
		if left && !e.covered(o, st.From) {
			count++
			if each != nil {
				each(k)
			}
		}
	}
	return count
}

func mvSign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}
