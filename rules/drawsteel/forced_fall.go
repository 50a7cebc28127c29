package drawsteel

import (
	"slices"
)

// This file is the forced-movement engine's falling: liquid under a
// landing, fall damage, where a faller lands, falling onto creatures, the
// nearest free space, prone. The steps themselves are in forced_sim.go.

// liquidUnder is the deepest liquid among the footprint squares at p whose
// top is the surface the target lands on.
func (s *forcedSim) liquidUnder(p Pos, surface int) int {
	d := 0
	for y := p.Y; y < p.Y+s.n; y++ {
		for x := p.X; x < p.X+s.n; x++ {
			c := s.cell(x, y)
			if c.Top() == surface && c.Liquid > d {
				d = c.Liquid
			}
		}
	}
	return d
}

// fallDamage records the falling damage of a forced move downward of
// height squares that ended at p (Agility counts as 0).
func (s *forcedSim) fallDamage(p Pos, height int, cause forcedCause) {
	height = s.slid(height)
	if height <= 0 {
		return
	}
	liq := s.liquidUnder(p, s.surface(p.X, p.Y))
	eff := fallEffective(height, 0, liq)
	d := fallDamageOf(eff)
	if d == 0 {
		return
	}
	s.emit(forcedEvent{kind: EventFall, cause: cause, who: int32(s.ti), other: -1, at: p, damage: int32(d), squares: int32(height), extent: int32(eff)})
	s.prone(int32(s.ti), -1, p, cause)
}

// fall drops the target from p to whatever is under it (Draw Steel: "Falling",
// "Falling onto Another Creature") and returns where it ends up.
//
// top is the height the descent began at: p.Z for a plain fall, higher
// when the target was force moved downward before it was left in midair
// ("being force moved downward is considered falling"), so the whole
// descent is one fall. agility is the Agility the fall is reduced by. sur
// is the surface under the target at p (forcedSim.surface).
func (s *forcedSim) fall(p Pos, top, agility int, cause forcedCause, sur int) Pos {
	land := s.landing(p, sur)
	height := s.slid(top - land)
	if len(s.below) == 0 {
		eff := fallEffective(height, agility, s.liquidUnder(p, sur))
		to := Pos{p.X, p.Y, land}
		if height > 0 {
			s.emit(forcedEvent{kind: EventFall, cause: cause, who: int32(s.ti), other: -1, at: to, damage: int32(fallDamageOf(eff)), squares: int32(height), extent: int32(eff)})
		}
		if eff >= 2 {
			s.prone(int32(s.ti), -1, to, cause)
		}
		s.terrain(p, to)
		return to
	}
	return s.fallOnto(p, land, height, agility, cause)
}

// landing is the height a target falling from p first meets: the surface
// under it or the top of the highest creature under its footprint. The
// creatures whose tops are at that height, the ones it lands on, are left
// in s.below (board order).
func (s *forcedSim) landing(p Pos, sur int) int {
	land := sur
	s.below = s.below[:0]
	visit := func(ci int32) {
		if int(ci) == s.ti || s.gone(ci) {
			return
		}
		c := &s.b.Creatures[ci]
		top := c.Z + c.Size.Height()
		switch {
		case top > p.Z || top < land || !s.exposed(c, p, top):
			return
		case top > land:
			land = top
			s.below = append(s.below[:0], ci)
		case !slices.Contains(s.below, ci):
			s.below = append(s.below, ci)
		}
	}
	for y := p.Y; y < p.Y+s.n; y++ {
		for x := p.X; x < p.X+s.n; x++ {
			ox, oy := x-s.occ.x0, y-s.occ.y0
			if ox >= 0 && oy >= 0 && ox < s.occ.w && oy < s.occ.h {
				for e := s.occ.head[oy*s.occ.w+ox]; e >= 0; e = s.occ.entries[e].next {
					visit(s.occ.entries[e].cre)
				}
			} else {
				for ci := range s.b.Creatures {
					if s.b.Creatures[ci].Covers(Square{x, y}) {
						visit(int32(ci))
					}
				}
			}
		}
	}
	slices.Sort(s.below)
	return land
}

// exposed reports whether creature c, whose top is at top, can be landed
// on by a target falling at p: in some square under both, nothing solid
// covers c (the surface there is below its top). A burrower under the
// ground is covered; a creature in a pit whose top is level with the
// ground beside it is not.
func (s *forcedSim) exposed(c *Creature, p Pos, top int) bool {
	n := c.Size.Squares()
	for y := max(p.Y, c.At.Y); y < min(p.Y+s.n, c.At.Y+n); y++ {
		for x := max(p.X, c.At.X); x < min(p.X+s.n, c.At.X+n); x++ {
			if s.cell(x, y).Top() < top {
				return true
			}
		}
	}
	return false
}

// fallOnto lands the target, falling height squares from above p, on the
// creatures in s.below, whose tops are at land (Draw Steel: "Falling onto Another
// Creature"): each takes the same damage and is knocked prone if the
// faller's size is greater than its Might; the faller lands prone in the
// nearest unoccupied space, never higher than land, and a space lower
// still is a further fall. It returns where the faller ends up.
func (s *forcedSim) fallOnto(p Pos, land, height, agility int, cause forcedCause) Pos {
	below := s.below // nothing below changes s.below
	eff := fallEffective(height, agility, 0)
	d := fallDamageOf(eff)
	at := Pos{p.X, p.Y, land}
	to := s.nearestFree(at)
	s.emit(forcedEvent{kind: EventFall, cause: cause, who: int32(s.ti), other: below[0], others: int32(len(below)), at: at, damage: int32(d), squares: int32(height), extent: int32(eff)})
	size := s.b.Creatures[s.ti].Size.Number()
	for _, ci := range below {
		c := &s.b.Creatures[ci]
		s.emit(forcedEvent{kind: EventFallOnto, cause: cause, who: ci, other: int32(s.ti), at: c.Pos(), damage: int32(d), squares: int32(height), extent: int32(eff)})
	}
	s.prone(int32(s.ti), -1, to, cause)
	for _, ci := range below {
		if c := &s.b.Creatures[ci]; size > c.Might {
			s.prone(ci, int32(s.ti), c.Pos(), cause)
		}
	}
	if h := land - to.Z; h >= 2 {
		// The nearest unoccupied space is lower than the creature landed
		// on: the rest of the way down is a fall like any other (a step
		// down of 1 square is no fall: "When a creature falls 2 or more
		// squares").
		e := fallEffective(h, s.agility, s.liquidUnder(to, to.Z))
		s.emit(forcedEvent{kind: EventFall, cause: causeFall, who: int32(s.ti), other: -1, at: to, damage: int32(fallDamageOf(e)), squares: int32(h), extent: int32(e)})
	}
	s.terrain(p, to)
	return to
}

// prone records that creature who is knocked or lands prone (other: the
// creature that knocked it, or -1). Objects are never knocked prone.
func (s *forcedSim) prone(who, other int32, at Pos, cause forcedCause) {
	c := &s.b.Creatures[who]
	if c.Object {
		return
	}
	if c.Can(Fly) && !c.Can(Hover) && (int(who) != s.ti && s.b.Aloft(c) || int(who) == s.ti && at.Z > s.surface(at.X, at.Y)) {
		// A flyer knocked prone in the air may fall (followOnFalls): a
		// tally can't follow that, chainSummary rebuilds the option in
		// full.
		s.chain = true
	}
	s.emit(forcedEvent{kind: EventProne, cause: cause, who: who, other: other, at: at})
}

// gone reports whether creature ci is a destroyed object (its Stamina
// tracked and down to 0): it no longer takes up space.
func (s *forcedSim) gone(ci int32) bool {
	c := &s.b.Creatures[ci]
	return c.Object && c.Dying()
}

// nearestFree finds the unoccupied space nearest to p, in three
// dimensions, where the target that fell onto a creature at p lands
// (Draw Steel: "The falling creature then lands prone in the nearest unoccupied
// space of their choice"). A space is the target's footprint standing on
// the surface there; it must be no higher than p ("lands": a fall never
// carries a creature up). Distance is Distance between the two spaces;
// among the nearest the target chooses the highest (the shortest further
// drop), then the smallest y, then the smallest x.
func (s *forcedSim) nearestFree(p Pos) Pos {
	limit := max(s.b.Width, s.b.Height)
	best, bestD := p, -1
	for r := 1; r <= limit; r++ {
		if bestD >= 0 && r > bestD {
			break
		}
		for y := p.Y - r; y <= p.Y+r; y++ {
			for x := p.X - r; x <= p.X+r; x++ {
				if squareSteps(Square{x, y}, p.Square()) != r || !s.onMap(x, y) {
					continue
				}
				z := s.surface(x, y)
				if z > p.Z {
					continue
				}
				d := max(r, p.Z-z)
				if bestD >= 0 && (d > bestD || d == bestD && z <= best.Z) {
					continue
				}
				cand := Pos{x, y, z}
				s.creatureHits(cand)
				if len(s.hits) > 0 {
					continue
				}
				best, bestD = cand, d
			}
		}
	}
	return best
}

// objectHit returns the movable object among s.hits that is the target's
// size or larger, if any: the target slams into it as into an object
// (Draw Steel: "Slamming Into Objects"), not as into a creature.
func (s *forcedSim) objectHit() (int32, bool) {
	size := s.b.Creatures[s.ti].Size
	for _, h := range s.hits {
		if c := &s.b.Creatures[h]; c.Object && c.Size >= size {
			return h, true
		}
	}
	return -1, false
}

// objectBreak is the squares of forced movement it takes to hurl the
// target through movable object obj: its Stamina, which is what the
// object Stamina table and the hurling table share (glass 1, wood 3,
// stone 6, metal 9). ok is false when the object's Stamina is not
// tracked: its material is unknown and it does not break.
func (s *forcedSim) objectBreak(obj int32) (cost int, ok bool) {
	c := &s.b.Creatures[obj]
	if c.MaxStamina <= 0 || c.Stamina <= 0 {
		return 0, false
	}
	return c.Stamina, true
}

// allBelow reports whether every creature in s.hits is wholly below the
// bottom of the target at cur: a step down into them lands on them.
func (s *forcedSim) allBelow(cur Pos) bool {
	for _, h := range s.hits {
		if c := &s.b.Creatures[h]; c.Z+c.Size.Height() > cur.Z {
			return false
		}
	}
	return true
}

// rebuild reports whether the summary o that a tally made must be rebuilt
// in full (chainSummary): the option knocks a flyer prone in the air
// (s.chain), or the board has riders and the option falls, knocks
// someone prone or deals damage, which may throw a rider or take a mount
// down (settleRiders).
func (s *forcedSim) rebuild(o *forcedOpt) bool {
	if s.chain {
		return true
	}
	if o.flags&(FlagFall|FlagProne) == 0 && o.others == 0 && o.damage == 0 {
		return false
	}
	return s.hasRiders()
}

// chainSummary rebuilds the summary o of the option along path from its
// full outcome with what it sets off (forcedFollowOn: riders, falls),
// which a tally does not follow, and returns where the target ends up. It
// is called only for options that need it (rebuild).
func (s *forcedSim) chainSummary(path []Pos, o *forcedOpt) Pos {
	s.tally = false
	s.events = s.events[:0]
	r := s.run(path)
	s.fallBuf.brief = true
	out := forcedChangesOf(s.b, s.ti, s.kind, r.end, nil, s.events, false)
	if s.hasRiders() {
		out = forcedFollowOn(s.b, out, s.b.Creatures[s.ti].ID, &s.fallBuf)
	} else {
		out = followOnFallsIn(s.b, out, &s.fallBuf)
	}
	s.events = s.events[:0]
	id := s.b.Creatures[s.ti].ID
	o.damage, o.others, o.flags = 0, 0, 0
	for _, e := range out.Events {
		if e.Creature == id {
			o.damage += int32(e.Damage)
		} else {
			o.others += int32(e.Damage)
		}
		o.flags |= forcedFlagOf(e.Kind)
	}
	if p, ok := out.Positions[id]; ok {
		return p
	}
	return r.end
}
