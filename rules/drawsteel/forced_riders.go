package drawsteel

import (
	"fmt"
	"maps"
	mathbits "math/bits"
	"slices"
)

// This file is forced movement and the creatures on top of others
// (riders.go): a rider force moved is knocked off and lands as its test
// says; a mount force moved carries its riders.

// ResolveForcedLanding is ResolveForced for a target that rides or climbs
// a larger creature (Board.MountOf), with the test that decides how it
// lands: "If a creature riding a mount is force moved, they are knocked
// off the mount and must make a test to determine how they land (see
// Climbing Other Creatures)" (Draw Steel, Mounted Combat). landing is the
// Might or Agility test's roll (RollPower with RiderTestBonus, or
// PowerResult of a total the player gives); a zero roll means no test was
// made and the rider lands as on 11 or lower. rolled says whether the
// engine rolled the dice, for the outcome to show them. For any other
// target it is ResolveForced.
//
// The rider moves as any target does from its place on the mount, and
// falls where any target would, by the same engine (forcedSim): a
// vertical move that carries it down through the air onto the ground
// partway is a fall there, measured from the mount's back. A move of 0
// squares (all of it resisted, or no squares chosen) does not knock it
// off. Otherwise:
//   - ≤11 "You fall off the creature ..., taking falling damage and
//     landing prone as usual": the rider's falls are any target's;
//   - 12-16 "You slide down the creature ... and don't land prone", and
//     17+ read as landing at least as well (Mounted Combat says the rider
//     is knocked off, so "continue to hold on" is not open to it): the
//     rider slides down the mount's height, so that part of its first
//     fall (the one that takes it down off the mount's back) is no fall;
//     anything below the mount's feet (a ledge) still is.
//
// A rider whose movement ends still over the mount's back lands off it,
// in the unoccupied space beside the mount nearest to where it was.
// A rider that can stay aloft (fly, hover) is knocked off but does not
// fall.
func ResolveForcedLanding(b *Board, fm ForcedMove, path []Pos, landing PowerRoll, rolled bool) (Outcome, error) {
	return resolveForced(b, fm, path, landing, rolled)
}

// landingTest sets the tier of a rider target's landing test (0: none made).
func (s *forcedSim) landingTest(tier PowerTier) {
	if !s.rides {
		return
	}
	s.tier, s.slide = tier, 0
	if tier >= 2 {
		s.slide = s.b.Creatures[s.mount].Size.Height()
	}
}

// slid is a fall of height squares less what is left of the slide down
// the mount (landingTest): the first fall of a run, or the first time
// the rider comes down onto anything, uses it up.
func (s *forcedSim) slid(height int) int {
	if s.slideLeft == 0 {
		return height
	}
	height = max(height-s.slideLeft, 0)
	s.slideLeft = 0
	return height
}

// knockOff records, the first time a rider target is moved, that it is
// knocked off its mount.
func (s *forcedSim) knockOff(st *forcedRun) {
	if !s.rides || st.knocked {
		return
	}
	st.knocked = true
	cause := causeNone
	if s.canFly {
		cause = causeAloft
	}
	s.emit(forcedEvent{kind: EventKnockedOff, cause: cause, who: int32(s.ti), other: s.mount, at: s.start, extent: int32(s.tier)})
}

// offTheBack is where a rider target whose movement ended at cur, still
// over its mount's back, comes down: the unoccupied space beside the mount
// nearest to it, at cur's height (the fall from there is the engine's).
// ok is false when cur is not over the mount or there is no such space.
func (s *forcedSim) offTheBack(cur Pos) (Pos, bool) {
	m := &s.b.Creatures[s.mount]
	mn := m.Size.Squares()
	over := cur.Z >= m.Z+m.Size.Height() && cur.X < m.At.X+mn && m.At.X < cur.X+s.n && cur.Y < m.At.Y+mn && m.At.Y < cur.Y+s.n
	if !over {
		return cur, false
	}
	to, ok := riderLanding(s.b, s.ti, cur, m.Pos(), mn, true, nil)
	if !ok {
		return cur, false
	}
	return Pos{to.X, to.Y, cur.Z}, true
}

// knockedOffText is the text of a rider's knocked-off event.
func knockedOffText(t, m *Creature, landing PowerRoll, stays bool) string {
	text := fmt.Sprintf("%s is knocked off %s", forcedName(t), forcedName(m))
	switch {
	case stays:
		text += " and stays aloft"
	case landing.Tier == 0:
		text += ": no landing test given, so it falls as on 11 or lower"
	case landing.Tier == 1:
		text += fmt.Sprintf(": landing %s, it falls off", testText(landing))
	default:
		text += fmt.Sprintf(": landing %s, it slides down %s's %s and doesn't land prone (a drop below its feet is still a fall)",
			testText(landing), forcedName(m), countSquares(m.Size.Height()))
	}
	return text
}

// showLanding puts the landing test into the knocked-off event of rider
// target ti in o: its result (with the dice when rolled) and its text.
func showLanding(b *Board, ti int, o *Outcome, landing PowerRoll, rolled bool) {
	t := &b.Creatures[ti]
	for i := range o.Events {
		e := &o.Events[i]
		if e.Kind != EventKnockedOff || e.Creature != t.ID || e.Other == "" {
			continue
		}
		m, ok := b.Creature(e.Other)
		if !ok {
			return
		}
		stays := canStayAloft(t)
		e.Text = knockedOffText(t, m, landing, stays)
		if landing.Tier > 0 && !stays {
			e.Test = testResult(landing, rolled)
		}
		return
	}
}

// forcedFollowOn is what an outcome o of a forced move (or a fall) on b
// sets off, as ResolveForced, a preview's options and its summaries add
// it: the creatures on top of others settle (settleRiders: a mount
// carries its riders, a mount that dies or goes prone throws them, a
// rider knocked prone falls off), then every flyer knocked prone falls
// (followOnFalls). A fall may in turn knock a mount or a rider prone, or
// take a flying mount down with its riders still on its back: those
// riders settle on the board the falls left, and so on until nothing more
// happens. moved is the creature o moved itself. sc, if not nil, is
// followOnFallsIn's room. On a board without riders it is followOnFalls.
func forcedFollowOn(b *Board, o Outcome, moved string, sc *fallScratch) Outcome {
	if b == nil || !b.anyRiders() {
		return followOnFallsIn(b, o, sc)
	}
	o = settleRiders(b, o, moved, false)
	for range len(b.Creatures) + 1 {
		// followOnFallsIn adds to o's maps: keep what o was.
		n := len(o.Events)
		was := Outcome{Positions: maps.Clone(o.Positions), Damage: maps.Clone(o.Damage), Prone: slices.Clone(o.Prone),
			Destroyed: o.Destroyed, DestroyedEdges: o.DestroyedEdges}
		f := followOnFallsIn(b, o, sc)
		if len(f.Events) == n {
			return f
		}
		// The falls alone, on the board o left, for the riders they touch.
		b1 := b.Apply(was)
		delta := Outcome{Positions: map[string]Pos{}, Damage: map[string]int{}, Events: f.Events[n:]}
		for id, p := range f.Positions {
			if q, ok := was.Positions[id]; !ok || q != p {
				delta.Positions[id] = p
			}
		}
		for _, e := range delta.Events {
			if e.Damage > 0 {
				delta.Damage[e.Creature] += e.Damage
			}
		}
		for _, id := range f.Prone {
			if !slices.Contains(was.Prone, id) {
				delta.Prone = append(delta.Prone, id)
			}
		}
		s := settleRiders(b1, delta, "", false)
		if len(s.Events) == len(delta.Events) {
			return f
		}
		addSettled(&f, delta, s)
		slices.Sort(f.Prone)
		f.Events = append(f.Events, s.Events[len(delta.Events):]...)
		o = f
	}
	return o
}

// addSettled adds to dst what settled, an outcome settleRiders made of
// base, adds to it: the positions that differ, and the damage and prone of
// the events after base's.
func addSettled(dst *Outcome, base, settled Outcome) {
	for id, p := range settled.Positions {
		if q, ok := base.Positions[id]; !ok || q != p {
			dst.Positions[id] = p
		}
	}
	for _, e := range settled.Events[len(base.Events):] {
		if e.Damage > 0 {
			dst.Damage[e.Creature] += e.Damage
		}
		if e.Kind == EventProne && !slices.Contains(dst.Prone, e.Creature) {
			dst.Prone = append(dst.Prone, e.Creature)
		}
	}
}

// anyRiders reports whether some creature on the board stands on top of a
// larger one (Board.MountOf). Every preview asks, so it does not search
// the board for each creature above the ground: the creatures above the
// ground whose bottom is some creature's top (the only possible riders,
// up to 32 of them) are noted by that height, and one pass over the
// creatures looks, for each, among the candidates whose bottom is its top.
func (b *Board) anyRiders() bool {
	var byZ [64]uint32 // candidates by bottom height, as bits of cand
	var cand [32]int32
	var tops uint64 // the heights (below 64) some creature's top is at
	for i := range b.Creatures {
		if m := &b.Creatures[i]; !m.Object {
			top := m.Z + m.Size.Height()
			if top < 0 || top >= 64 {
				return b.anyRidersEach()
			}
			tops |= 1 << top
		}
	}
	k := 0
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if c.Object || c.Z < 0 || c.Z >= 64 || tops&(1<<c.Z) == 0 || !b.Aloft(c) {
			continue
		}
		if k == len(cand) || c.Z < 0 || c.Z >= len(byZ) {
			return b.anyRidersEach()
		}
		cand[k] = int32(i)
		byZ[c.Z] |= 1 << k
		k++
	}
	if k == 0 {
		return false
	}
	for i := range b.Creatures {
		m := &b.Creatures[i]
		if m.Object {
			continue
		}
		top := m.Z + m.Size.Height()
		if top < 0 || top >= len(byZ) {
			continue
		}
		for bits := byZ[top]; bits != 0; bits &= bits - 1 {
			if onTopOf(&b.Creatures[cand[mathbits.TrailingZeros32(bits)]], m) {
				return true
			}
		}
	}
	return false
}

// anyRidersEach is anyRiders searching for a mount for each creature
// above the ground.
func (b *Board) anyRidersEach() bool {
	for i := range b.Creatures {
		if c := &b.Creatures[i]; !c.Object && b.Aloft(c) && b.mountIndex(i) >= 0 {
			return true
		}
	}
	return false
}
