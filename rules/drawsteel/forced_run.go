// A forced movement's run along its path, square by square: where the
// target is, what it has used, where a fall counts from, and how the run
// ends (a slam, a landing, a fall).

package drawsteel

import "slices"

// forcedRunResult is where a simulated movement left the target.
type forcedRunResult struct {
	end     Pos // final position, after any fall
	stop    Pos // where the forced movement itself ended
	reached int // squares of the path actually entered
	used    int // squares of movement used
}

// forcedRun is a movement in progress: begin, advance square by square,
// finish.
type forcedRun struct {
	cur         Pos
	used, moved int
	lastDz      int
	// airTop is the height a fall is measured from in a vertical move:
	// where the target last stood on the ground (or a wall top), raised to
	// the highest point it has been carried to since (forced_doc.go,
	// "Falls in a vertical move"). aloft says the target is over open
	// space (or in dirt) rather than on the ground.
	airTop         int
	aloft          bool
	ended, slammed bool
	landed         bool // fell onto creatures: end is where it landed
	knocked        bool // a rider was knocked off its mount (forcedSim.rides)
	end            Pos
}

// run simulates the target moved along path (the squares moved into, in
// order; in a horizontal move their Z is ignored and recomputed) and
// records its events (s.events, or s.tallied while tallying). It sets the
// Z of every path square the target entered to the height it had there.
// The path must already be checked (adjacent steps on the map, no longer
// than the distance).
func (s *forcedSim) run(path []Pos) forcedRunResult {
	if s.buried {
		// Draw Steel, Burrowing Forced Movement: "they
		// aren't moved, and they take 1 damage for each square they would
		// have been force moved."
		s.cuts, s.edgeCuts = s.cuts[:0], s.edgeCuts[:0]
		if k := len(path); k > 0 {
			s.emit(forcedEvent{kind: EventBurrowed, who: int32(s.ti), other: -1, at: s.start, damage: int32(k), squares: int32(k)})
		}
		return forcedRunResult{end: s.start, stop: s.start}
	}
	st := s.begin()
	for i := range path {
		if !s.advance(&st, path[i]) {
			break
		}
		path[i].Z = st.cur.Z
	}
	return s.finish(&st)
}

// begin starts a movement from the target's position.
func (s *forcedSim) begin() forcedRun {
	s.cuts, s.edgeCuts = s.cuts[:0], s.edgeCuts[:0]
	s.broken = s.broken[:0]
	s.slideLeft = s.slide
	return forcedRun{cur: s.start, airTop: s.start.Z, aloft: s.startAloft}
}

// advance moves the target one step toward q and reports whether it
// entered q (false: the movement has ended, now or before).
func (s *forcedSim) advance(st *forcedRun, q Pos) bool {
	if st.ended {
		return false
	}
	rem := s.eff - st.used
	if rem <= 0 {
		st.ended = true
		return false
	}
	cur := st.cur
	if s.open != nil && len(s.cuts) == 0 && len(s.edgeCuts) == 0 {
		if ok, sup := s.fastFree(cur, q); ok {
			s.enteredOpen(st, q, sup)
			return true
		}
	}
	r := s.step(cur, q, rem)
	if s.n > 1 {
		r = s.blocked(cur, q, r)
	}
	switch r.kind {
	case stepFree:
		s.terrain(cur, r.to)
		s.entered(st, r.to, 1)
		return true
	case stepBreak:
		for _, c := range s.edgeHits {
			cost, d, _ := BreakCost(c.edge.Material)
			s.emit(forcedEvent{kind: EventHurled, cause: causeEdge, who: int32(s.ti), other: -1, at: Pos{c.side.A.X, c.side.A.Y, cur.Z}, damage: int32(d), squares: int32(cost), material: c.edge.Material, edge: forcedEdgeDir(c.side)})
			s.edgeCuts = append(s.edgeCuts, forcedCut{sq: Square{c.side.A.X, c.side.A.Y}, dir: forcedEdgeDir(c.side)})
		}
		for _, w := range s.walls {
			c := s.cell(w.X, w.Y)
			cost, d, _ := BreakCost(c.Wall)
			s.emit(forcedEvent{kind: EventHurled, who: int32(s.ti), other: -1, at: w, damage: int32(d), squares: int32(cost), material: c.Wall})
		}
		for _, w := range s.walls {
			c := s.b.Cell(w.Square())
			s.cuts = append(s.cuts, forcedCut{sq: w.Square(), keep: int32(w.Z - c.Ground)})
		}
		s.terrain(cur, r.to)
		s.entered(st, r.to, r.cost)
		return true
	case stepLiquid:
		// Liquid is not an object: the target plunges in and its
		// movement ends there, a fall into liquid (forced_doc.go, "Liquid").
		// It is placed at the surface (the board has no volume of liquid):
		// the step is not counted as entered, so a vertical path keeps
		// its squares.
		s.terrain(cur, r.to)
		st.cur = r.to
		st.used++
		st.moved++
		s.knockOff(st)
		s.emitMoved(r.to, st.moved, st.used)
		s.fallDamage(r.to, st.airTop-r.to.Z, causeLiquid)
	case stepSlamCreature:
		if obj, ok := s.objectHit(); ok {
			// Creatures met in the same step as the object stop the
			// target there (it can't break through into their space) and
			// are slammed into alongside it (see blocked).
			size := s.b.Creatures[s.ti].Size
			s.hits = slices.DeleteFunc(s.hits, func(h int32) bool {
				c := &s.b.Creatures[h]
				return c.Object && c.Size >= size
			})
			cost, ok := s.objectBreak(obj)
			if ok && cost <= rem && len(s.hits) == 0 {
				// Draw Steel, Hurling Through Objects: the object is destroyed
				// and the target moves on.
				o := &s.b.Creatures[obj]
				s.emit(forcedEvent{kind: EventHurled, cause: causeObject, who: int32(s.ti), other: obj, at: o.Pos(), damage: int32(cost + 2), squares: int32(cost)})
				s.emit(forcedEvent{kind: EventDestroyed, who: obj, other: int32(s.ti), at: o.Pos(), damage: int32(o.Stamina)})
				s.broken = append(s.broken, obj)
				s.terrain(cur, r.to)
				s.entered(st, r.to, cost)
				return true
			}
			s.emitMoved(cur, st.moved, st.used)
			s.emit(forcedEvent{kind: EventSlamObject, cause: causeObject, who: int32(s.ti), other: obj, at: s.b.Creatures[obj].Pos(), damage: int32(2 + rem), squares: int32(rem)})
			if len(s.hits) > 0 {
				s.slamCreatures(cur, rem, true)
			}
			if s.vertical && q.Z < cur.Z {
				s.fallDamage(cur, st.airTop-cur.Z, causeDownward)
				st.airTop = cur.Z // charged: a fall after this counts from here
			}
			break
		}
		s.emitMoved(cur, st.moved, st.used)
		s.slamCreatures(cur, rem, false)
		if s.vertical && q.Z < cur.Z && s.allBelow(cur) {
			// Draw Steel, being force moved downward is considered falling: a
			// target moved down onto creatures has fallen onto them.
			land := 0
			for _, h := range s.hits {
				c := &s.b.Creatures[h]
				land = max(land, c.Z+c.Size.Height())
			}
			s.below = s.below[:0]
			for _, h := range s.hits {
				if c := &s.b.Creatures[h]; c.Z+c.Size.Height() == land {
					s.below = append(s.below, h)
				}
			}
			slices.Sort(s.below)
			s.knockOff(st)
			st.end = s.fallOnto(cur, land, s.slid(st.airTop-land), 0, causeDownOnto)
			st.landed = true
		}
	case stepSlamGround, stepSlamWall, stepSlamCorner:
		cause := causeWall
		switch r.kind {
		case stepSlamGround:
			cause = causeGround
		case stepSlamCorner:
			cause = causeCorner
		}
		// Draw Steel: "When a creature force moves a target into a stationary
		// object...": 2 damage plus 1 for each square remaining.
		s.emitMoved(cur, st.moved, st.used)
		other := int32(-1)
		if r.kind == stepSlamCorner {
			other = r.obj
		}
		if r.edge != 0 && r.kind == stepSlamWall {
			cause = causeEdge
		}
		s.emit(forcedEvent{kind: EventSlamObject, cause: cause, who: int32(s.ti), other: other, at: r.at, damage: int32(2 + rem), squares: int32(rem), material: r.mat, edge: r.edge})
		if r.creatures {
			s.slamCreatures(cur, rem, true)
		}
		if s.vertical && q.Z < cur.Z {
			// "If you force move a creature downward into an object that
			// doesn't break (including the ground), they also take falling
			// damage ... their Agility score was 0".
			s.fallDamage(cur, st.airTop-cur.Z, causeDownward)
			st.airTop = cur.Z // charged: a fall after this counts from here
		}
	case stepStopped:
		s.emitMoved(cur, st.moved, st.used)
		s.emit(forcedEvent{kind: EventStopped, cause: causeLowWall, who: int32(s.ti), other: -1, at: r.at, material: r.mat, squares: int32(rem), edge: r.edge})
	}
	st.ended, st.slammed = true, true
	return false
}

// entered records the target moving into to for cost squares of movement.
func (s *forcedSim) entered(st *forcedRun, to Pos, cost int) {
	dz := to.Z - st.cur.Z
	st.cur = to
	st.used += cost
	st.moved++
	st.lastDz = dz
	if s.rides {
		s.knockOff(st)
		if s.slideLeft > 0 && !s.vertical && to.Z <= s.surface(to.X, to.Y) {
			s.slideLeft = 0 // stepped off onto a ledge level with the mount's back
		}
	}
	if s.vertical {
		s.airborne(st, to, to.Z == s.surface(to.X, to.Y))
	}
}

// enteredOpen is entered for a free step of a vertical move into a clear
// square (fastFree), sup saying whether the target stands on the surface
// there.
func (s *forcedSim) enteredOpen(st *forcedRun, to Pos, sup bool) {
	st.lastDz = to.Z - st.cur.Z
	st.cur = to
	st.used++
	st.moved++
	if s.rides {
		s.knockOff(st)
	}
	s.airborne(st, to, sup)
}

// airborne follows, in a vertical move, where a fall is measured from
// (forced_doc.go, "Falls in a vertical move"). A target that can't stay
// aloft and comes down out of the air onto the ground has fallen there
// ("being force moved downward is considered falling"), with Agility 0
// as for anything force moved downward into the ground, whether the move
// ends there or goes on along the ground. A step from the ground onto
// ground at most 1 lower or higher is a step along a slope: the count
// starts again there. A flyer set down on the ground is not falling; a
// slam into the ground straight after still counts its whole descent.
func (s *forcedSim) airborne(st *forcedRun, to Pos, sup bool) {
	switch {
	case !sup:
		st.airTop = max(st.airTop, to.Z)
		st.aloft = true
	case !st.aloft:
		st.airTop = to.Z
	case s.canFly:
		st.aloft = false
	default:
		s.fallDamage(to, st.airTop-to.Z, causeLanding)
		st.airTop, st.aloft = to.Z, false
	}
}

// finish ends a movement: the moved event, a landing or a fall.
func (s *forcedSim) finish(st *forcedRun) forcedRunResult {
	cur := st.cur
	if !st.slammed {
		s.emitMoved(cur, st.moved, st.used)
	}
	sur := s.surface(cur.X, cur.Y)
	if st.knocked && !st.landed && !s.canFly {
		if to, ok := s.offTheBack(cur); ok {
			cur = to
			sur = s.surface(cur.X, cur.Y)
		}
	}
	end := cur
	switch {
	case st.landed:
		end = st.end
	case st.moved > 0 && !s.canFly && cur.Z > sur:
		// A burrower moved "through the dirt as if it were air" and left
		// above the ground falls like anyone.
		cause, top, agility := causeForcedFall, cur.Z, s.agility
		if s.vertical {
			// The squares it was moved down count toward the fall.
			cause, top = causeVertical, st.airTop
			if st.lastDz < 0 && s.landing(cur, sur) == cur.Z {
				// Moved down right onto a creature: force moved downward
				// into something, as onto the ground (Agility 0).
				agility = 0
			}
		}
		end = s.fall(cur, top, agility, cause, sur)
	}
	return forcedRunResult{end: end, stop: st.cur, reached: st.moved, used: st.used}
}
