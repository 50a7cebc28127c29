package drawsteel

import "slices"

// This file is the forced-movement engine's movement: one attempted step,
// a run of steps (begin, advance, finish), collisions and damaging terrain
// on the way. The simulation's state is in forced_sim.go, falling in
// forced_fall.go.

// blocked completes the result r of a step of a large target from cur to
// q (step), when it did not enter q (a slam into a wall or the ground, or
// stopped by a lower object). A step of a large target can meet a wall (or the ground) in
// some of the squares it enters and creatures in others, all at once: the
// creatures are slammed into too (r.creatures, the creatures in s.hits),
// and a lower object that would only have stopped the target gives way to
// the collision with the creatures beside it. A corner is met before the
// squares are entered, so it hits no creature (blocked is not called for
// one); for a one-square target whatever stopped the step fills its
// square, or is a thin wall with the square beyond it.
func (s *forcedSim) blocked(cur, q Pos, r forcedStepResult) forcedStepResult {
	switch r.kind {
	case stepSlamGround, stepSlamWall, stepStopped:
	default:
		return r
	}
	if s.n == 1 {
		return r
	}
	z := cur.Z
	if s.vertical {
		z = q.Z
	}
	at := Pos{q.X, q.Y, z}
	s.creatureHits(at)
	if r.lift && r.to.Z > z {
		s.addHits(r.to)
	}
	if len(s.hits) > 0 && len(s.b.Edges) > 0 {
		s.dropShielded(cur, q, z)
	}
	size := s.b.Creatures[s.ti].Size
	s.hits = slices.DeleteFunc(s.hits, func(h int32) bool {
		// A movable object of the target's size or larger is an obstacle
		// like the wall, not a creature to slam into; a burrower wholly
		// in the ground the target runs into is not reached.
		c := &s.b.Creatures[h]
		return c.Object && c.Size >= size || !s.aboveGround(c, q, z)
	})
	if len(s.hits) == 0 {
		return r
	}
	if r.kind == stepStopped {
		return forcedStepResult{kind: stepSlamCreature, to: at, at: at}
	}
	r.creatures = true
	return r
}

// aboveGround reports whether some part of creature c, in the squares a
// target at q enters with its bottom at z, is above the ground where the
// target's space is too.
func (s *forcedSim) aboveGround(c *Creature, q Pos, z int) bool {
	m := c.Size.Squares()
	top := c.Z + c.Size.Height()
	for y := max(q.Y, c.At.Y); y < min(q.Y+s.n, c.At.Y+m); y++ {
		for x := max(q.X, c.At.X); x < min(q.X+s.n, c.At.X+m); x++ {
			if g := s.cell(x, y).Ground; g < top && g < z+s.h+1 {
				return true
			}
		}
	}
	return false
}

// dropShielded removes from s.hits the creatures that a closed edge the
// step from cur to q crosses keeps from the target (its bottom at z):
// every square of theirs that the target would enter lies beyond such an
// edge, which the target hits first.
func (s *forcedSim) dropShielded(cur, q Pos, z int) {
	n := s.n
	in := func(p Pos, x, y int) bool { return x >= p.X && x < p.X+n && y >= p.Y && y < p.Y+n }
	s.crossed = s.b.crossedEdges(cur.X, cur.Y, n, q.X-cur.X, q.Y-cur.Y, s.crossed[:0])
	shielded := func(x, y int) bool {
		for _, c := range s.crossed {
			if c.edge.Open || c.bottom >= z+s.h || c.top <= z || s.edgeCut(c.side) {
				continue
			}
			o := c.side.A
			switch {
			case c.side.A.X == x && c.side.A.Y == y:
				o = c.side.B
			case c.side.B.X != x || c.side.B.Y != y:
				continue
			}
			// The edge lies between this square and one the target comes
			// from (its space before the step, or a square it passes).
			if in(cur, o.X, o.Y) || !in(q, o.X, o.Y) {
				return true
			}
		}
		return false
	}
	s.hits = slices.DeleteFunc(s.hits, func(h int32) bool {
		c := &s.b.Creatures[h]
		m := c.Size.Squares()
		for y := max(q.Y, c.At.Y); y < min(q.Y+n, c.At.Y+m); y++ {
			for x := max(q.X, c.At.X); x < min(q.X+n, c.At.X+m); x++ {
				if in(cur, x, y) || !shielded(x, y) {
					return false
				}
			}
		}
		return true
	})
}

// step works out what happens when the target at cur is moved into the
// square of q (and, in a vertical move, to q.Z). rem is the forced
// movement left before the step. It does not change the simulation state
// except the scratch lists s.hits and s.walls. A step of a large target
// that does not enter q may slam into creatures as well: callers pass its
// result through blocked.
func (s *forcedSim) step(cur, q Pos, rem int) forcedStepResult {
	n, h := s.n, s.h
	dx, dy := q.X-cur.X, q.Y-cur.Y
	dz := 0
	grounded := false
	if !s.vertical {
		grounded = cur.Z <= s.surface(cur.X, cur.Y)
	} else {
		dz = q.Z - cur.Z
	}
	z := cur.Z
	nz := z
	aloft := false // a horizontal move leaves the target over open space
	if s.vertical {
		nz = q.Z
		if !s.dirt {
			// Ground above the target's bottom is a slam, unless it is
			// liquid deep enough to take the target in (forced_doc.go,
			// "Liquid"): the surface is the cell's Ground, its depth below.
			liquid := -1
			for y := q.Y; y < q.Y+n; y++ {
				for x := q.X; x < q.X+n; x++ {
					c := s.b.Cell(Square{x, y})
					if c.Ground <= nz {
						continue
					}
					if dz < 0 && c.Liquid > 0 && !c.HasWall() && c.Ground-c.Liquid <= nz && c.Ground <= cur.Z {
						liquid = max(liquid, c.Ground)
						continue
					}
					return forcedStepResult{kind: stepSlamGround, at: Pos{x, y, c.Ground - 1}}
				}
			}
			if liquid >= 0 {
				to := Pos{q.X, q.Y, max(liquid, s.surface(q.X, q.Y))}
				s.creatureHits(to)
				if len(s.hits) == 0 {
					return forcedStepResult{kind: stepLiquid, to: to}
				}
				return forcedStepResult{kind: stepSlamCreature, to: to, at: to}
			}
		}
	} else {
		// Slopes: the target follows ground (or a wall top it already
		// stands level with or above) that rises or falls at most 1.
		g, sur := 0, 0
		first := true
		gx, gy := q.X, q.Y
		for y := q.Y; y < q.Y+n; y++ {
			for x := q.X; x < q.X+n; x++ {
				c := s.cell(x, y)
				t := c.Ground
				if c.HasWall() && c.Ground+c.WallHeight <= z {
					t = c.Ground + c.WallHeight
				}
				if first || c.Ground > g {
					g, gx, gy = c.Ground, x, y
				}
				if first || t > sur {
					sur = t
				}
				first = false
			}
		}
		switch {
		case grounded && sur > z+1, !grounded && g > z:
			return forcedStepResult{kind: stepSlamGround, at: Pos{gx, gy, g - 1}}
		case grounded && sur >= z-1:
			nz = sur
		}
		aloft = nz > sur
	}
	// Can't cut corners: checked at the higher of the two bottoms.
	if dx != 0 && dy != 0 {
		if at, mat, obj, ok := s.cornerBlocked(cur, dx, dy, max(cur.Z, nz)); ok {
			return forcedStepResult{kind: stepSlamCorner, at: at, mat: mat, obj: obj}
		}
	}
	// Thin walls, closed doors and windows on the sides crossed.
	// (A map without edges pays one length test: the forced-movement
	// benchmarks run on one.)
	edges := false
	if len(s.b.Edges) > 0 {
		if r, ok := s.edgeStep(cur, dx, dy, dz, max(cur.Z, nz)); ok {
			return r
		}
		edges = len(s.edgeHits) > 0
	}
	// Walls and objects standing in the squares entered.
	var full, breakable bool
	var cost, dmg int
	var mat Material
	for iter := 0; ; iter++ {
		s.walls = s.walls[:0]
		full, breakable = false, true
		cost, dmg, mat = 0, 0, NoMaterial
		maxTop := 0
		for y := q.Y; y < q.Y+n; y++ {
			for x := q.X; x < q.X+n; x++ {
				c := s.cell(x, y)
				if !c.HasWall() {
					continue
				}
				top := c.Ground + c.WallHeight
				if c.Ground >= nz+h || top <= nz {
					continue
				}
				s.walls = append(s.walls, Pos{x, y, max(c.Ground, nz)})
				if top >= nz+h || dz != 0 {
					full = true
				}
				maxTop = max(maxTop, top)
				if mat == NoMaterial || c.Wall > mat {
					mat = c.Wall
				}
				cc, cd, ok := BreakCost(c.Wall)
				if !ok {
					breakable = false
				}
				cost += cc
				dmg += cd
			}
		}
		if len(s.walls) == 0 || full {
			break
		}
		// Only walls lower than the target: not "the target's size or
		// larger". A grounded target is carried up onto one no more than 1
		// square above it (like a slope); otherwise it stops there.
		if grounded && maxTop-z <= 1 && iter < 2 {
			nz, aloft = maxTop, false
			continue
		}
		return forcedStepResult{kind: stepStopped, at: s.walls[0], mat: mat, to: Pos{q.X, q.Y, nz}, lift: true}
	}
	to := Pos{q.X, q.Y, nz}
	if edges {
		ecost, edmg, slam := s.edgeBreak(rem, cost, full, max(cur.Z, nz))
		if slam.kind == stepSlamWall {
			slam.to, slam.lift = to, true
			return slam
		}
		cost, dmg = cost+ecost, dmg+edmg
	}
	if full && (!breakable || cost > rem) {
		return forcedStepResult{kind: stepSlamWall, at: s.walls[0], mat: mat, to: to, lift: true}
	}
	s.creatureHits(to)
	if !s.vertical && nz > z {
		// Carried up onto a low wall or a rise of the ground: a creature
		// standing in the squares entered, whose top is above the target's
		// feet, is in the way. The target is never lifted over another
		// creature's head: creatures are not slopes.
		s.addHits(Pos{q.X, q.Y, z})
	}
	if len(s.hits) > 0 {
		if s.n > 1 && (full || edges) {
			if r := s.breakWithCreatures(cur, q, to, mat); r.creatures {
				return r
			}
			s.creatureHits(to)
			if !s.vertical && nz > z {
				s.addHits(Pos{q.X, q.Y, z})
			}
		}
		return forcedStepResult{kind: stepSlamCreature, to: to, at: to}
	}
	if full {
		return forcedStepResult{kind: stepBreak, to: to, at: s.walls[0], mat: mat, cost: cost, damage: dmg, aloft: aloft}
	}
	if edges {
		return forcedStepResult{kind: stepBreak, to: to, cost: cost, damage: dmg, aloft: aloft}
	}
	return forcedStepResult{kind: stepFree, to: to, aloft: aloft}
}

// breakWithCreatures is the step of a large target from cur to q (into
// to) that would break through the walls of s.walls or the edges of
// s.edgeHits (mat: the walls' material) but meets creatures in the same
// step: the creatures keep it out of the space, so nothing breaks, and it
// is one collision with the object and the creatures at once, as when the
// object can't break (forced_doc.go, "Slamming into creatures"). The
// result is the slam into the first edge or wall with the creatures
// slammed alongside (r.creatures), or, when every creature met lies
// beyond an edge the step crosses or is an object of the target's size or
// larger, no slam (r.creatures false): the step is the collision with
// those, as before.
func (s *forcedSim) breakWithCreatures(cur, q, to Pos, mat Material) forcedStepResult {
	r := forcedStepResult{kind: stepSlamWall, to: to, lift: true}
	if len(s.edgeHits) > 0 {
		c := s.edgeHits[0]
		r.at, r.mat, r.edge = Pos{c.side.A.X, c.side.A.Y, max(cur.Z, to.Z, c.bottom)}, c.edge.Material, forcedEdgeDir(c.side)
	} else {
		r.at, r.mat = s.walls[0], mat
	}
	return s.blocked(cur, q, r)
}

// edgeBreak is what breaking through the closed edges of s.edgeHits
// costs and deals: the edges come first, so with rem squares left (and
// cost more for the walls behind them, when full) the target either breaks
// through all of them or slams into the first (slam.kind stepSlamWall).
func (s *forcedSim) edgeBreak(rem, cost int, full bool, z int) (ecost, edmg int, slam forcedStepResult) {
	ok := true
	for _, c := range s.edgeHits {
		cc, cd, bok := BreakCost(c.edge.Material)
		ok = ok && bok
		ecost += cc
		edmg += cd
	}
	if !ok || ecost > rem || (full && ecost+cost > rem) {
		c := s.edgeHits[0]
		return 0, 0, forcedStepResult{kind: stepSlamWall, at: Pos{c.side.A.X, c.side.A.Y, z}, mat: c.edge.Material, edge: forcedEdgeDir(c.side)}
	}
	return ecost, edmg, forcedStepResult{}
}

// edgeStep checks the edges a step by (dx, dy) from cur crosses, the
// target's bottom at z (dz: the step's rise, in a vertical move). A closed
// edge in the target's height stops a diagonal step as a corner does
// (forced_doc.go, "Edges"), and one lower than the target stops it without
// damage, as a low wall does; ok says the step ends there. The closed
// edges it must break through are left in s.edgeHits.
func (s *forcedSim) edgeStep(cur Pos, dx, dy, dz, z int) (forcedStepResult, bool) {
	s.edgeHits = s.edgeHits[:0]
	if dx == 0 && dy == 0 {
		return forcedStepResult{}, false
	}
	s.crossed = s.b.crossedEdges(cur.X, cur.Y, s.n, dx, dy, s.crossed[:0])
	for _, c := range s.crossed {
		if c.edge.Open || c.bottom >= z+s.h || c.top <= z || s.edgeCut(c.side) {
			continue
		}
		at := Pos{c.side.A.X, c.side.A.Y, max(z, c.bottom)}
		switch {
		case dx != 0 && dy != 0:
			return forcedStepResult{kind: stepSlamCorner, at: at, mat: c.edge.Material, obj: -1, edge: forcedEdgeDir(c.side)}, true
		case c.top < z+s.h && dz == 0:
			return forcedStepResult{kind: stepStopped, at: at, mat: c.edge.Material, edge: forcedEdgeDir(c.side)}, true
		}
		s.edgeHits = append(s.edgeHits, c)
	}
	return forcedStepResult{}, false
}

// emit appends an event to the arena.
func (s *forcedSim) emit(e forcedEvent) {
	if s.tally {
		if int(e.who) == s.ti {
			s.tallied.damage += e.damage
		} else {
			s.tallied.others += e.damage
		}
		s.tallied.flags |= forcedFlagOf(e.kind)
		return
	}
	s.events = append(s.events, e)
}

// fastFree reports, for a vertical move of a one-square target with no
// wall broken yet, that the step from cur to q is into clear air past
// clear corners: nothing happens but the move.
//
// Every square a preview steps into, and both corners of the step, lie in
// the box of its reach, so the keys need no bounds check but the slice's.
//
// sup reports that the target stands on the surface at q (forcedRun's
// airTop follows it).
func (s *forcedSim) fastFree(cur, q Pos) (ok, sup bool) {
	bx := &s.openBox
	ck := ((cur.Z-bx.z0)*bx.h+(cur.Y-bx.y0))*bx.w + (cur.X - bx.x0)
	qk := ck + (q.X - cur.X) + ((q.Y-cur.Y)+(q.Z-cur.Z)*bx.h)*bx.w
	if !s.openAt(qk, q) {
		return false, false
	}
	sup = s.open[qk] == openSurface
	if cur.X != q.X && cur.Y != q.Y {
		// The corners at the higher of the two bottoms, as cornerBlocked
		// checks them: a rising step meets what stands above cur.
		hk, hz := ck, cur.Z
		if q.Z > cur.Z {
			hk, hz = ck+(q.Z-cur.Z)*bx.h*bx.w, q.Z
		}
		return s.openAt(hk+(q.X-cur.X), Pos{q.X, cur.Y, hz}) && s.openAt(hk+(q.Y-cur.Y)*bx.w, Pos{cur.X, q.Y, hz}), sup
	}
	return true, sup
}

// The values of forcedSim.open.
const (
	openUnknown = iota
	openAir     // clear, over open space
	openBlocked // not clear
	openSurface // clear, standing on the surface
)

// openAt reports whether a one-square target's space at p (box key k)
// is clear: not in the ground, walls or creatures, and not on damaging
// ground. A step into a clear square past clear corners (checked at the
// higher of the two bottoms, as cornerBlocked does) is free with nothing
// to record.
func (s *forcedSim) openAt(k int, p Pos) bool {
	if uint(k) >= uint(len(s.open)) {
		return false
	}
	switch s.open[k] {
	case openAir, openSurface:
		return true
	case openBlocked:
		return false
	}
	ok := s.onMap(p.X, p.Y)
	v := uint8(openAir)
	if ok {
		c := s.b.Cell(p.Square())
		ok = c.Ground <= p.Z && !(c.Ground == p.Z && c.Damaging > 0) &&
			!(c.HasWall() && c.Ground < p.Z+1 && c.Ground+c.WallHeight > p.Z)
		if c.Top() == p.Z {
			v = openSurface
		}
	}
	if ok {
		s.creatureHits(p)
		ok = len(s.hits) == 0
	}
	if !ok {
		v = openBlocked
	}
	s.open[k] = v
	return ok
}

// emitMoved records how far the target was moved, if at all.
func (s *forcedSim) emitMoved(at Pos, moved, used int) {
	if moved > 0 {
		s.emit(forcedEvent{kind: EventMoved, who: int32(s.ti), other: -1, at: at, squares: int32(moved), total: int32(used)})
	}
}

// terrain records damaging terrain the target enters moving from a to b:
// the highest Damaging value among the squares newly under it whose
// ground it touches (Draw Steel: "When you force move a target into damaging
// terrain...").
func (s *forcedSim) terrain(a, b Pos) {
	if best, at := s.terrainAt(a, b); best > 0 {
		s.emit(forcedEvent{kind: EventDamagingTerrain, who: int32(s.ti), other: -1, at: at, damage: int32(best)})
	}
}

// terrainAt is the damaging terrain a step from a to b enters (terrain)
// and where, without recording it.
func (s *forcedSim) terrainAt(a, b Pos) (best int, at Pos) {
	for y := b.Y; y < b.Y+s.n; y++ {
		for x := b.X; x < b.X+s.n; x++ {
			if x >= a.X && x < a.X+s.n && y >= a.Y && y < a.Y+s.n && a.Z == b.Z {
				continue
			}
			c := s.b.Cell(Square{x, y})
			if c.Damaging > best && b.Z <= c.Ground {
				best, at = c.Damaging, Pos{x, y, b.Z}
			}
		}
	}
	return best, at
}

// slamCreatures records a collision between the target at cur and the
// creatures in s.hits with rem squares of movement remaining
// (Draw Steel: "Slamming into Creatures"). alongside is set when the same step
// slammed the target into a wall or the ground: each creature still takes
// its damage, and the target, which "takes damage only once, not once for
// each smaller creature they slam into", takes the object's alone.
func (s *forcedSim) slamCreatures(cur Pos, rem int, alongside bool) {
	first := s.hits[0]
	for _, h := range s.hits {
		if s.b.Creatures[h].Pos().Z < s.b.Creatures[first].Pos().Z || (s.b.Creatures[h].ID < s.b.Creatures[first].ID && s.b.Creatures[h].Z == s.b.Creatures[first].Z) {
			first = h
		}
	}
	// The moved creature takes the damage once however many it hits; an
	// object moved into creatures takes none.
	td := int32(rem)
	cause := causeNone
	if s.object {
		td, cause = 0, causeObjectInto
	}
	if alongside {
		td, cause = 0, causeAlongside
	}
	s.emit(forcedEvent{kind: EventSlamCreature, cause: cause, who: int32(s.ti), other: first, others: int32(len(s.hits)), at: cur, damage: td, squares: int32(rem)})
	for _, h := range s.hits {
		s.emit(forcedEvent{kind: EventSlamCreature, cause: cause, who: h, other: int32(s.ti), others: 1, at: s.b.Creatures[h].Pos(), damage: int32(rem), squares: int32(rem)})
	}
}
