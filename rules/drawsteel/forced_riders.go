package drawsteel

import (
	"fmt"
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
// The rider moves as any target does from its place on the mount. A move
// of 0 squares (all of it resisted, or no squares chosen) does not knock
// it off. Otherwise, where the movement ends:
//   - ≤11 "You fall off the creature ..., taking falling damage and
//     landing prone as usual": the rider falls from where the movement
//     left it, as any target left in midair does;
//   - 12-16 "You slide down the creature ... and don't land prone", and
//     17+ read as landing at least as well (Mounted Combat says the rider
//     is knocked off, so "continue to hold on" is not open to it): the
//     rider slides down the mount's height, so that part of the drop is
//     no fall; anything below the mount's feet (a ledge) still is.
//
// A rider whose movement ends still over the mount's back lands off it,
// in the unoccupied space beside the mount nearest to where it was.
// A rider that can stay aloft (fly, hover) is knocked off but does not
// fall.
func ResolveForcedLanding(b *Board, fm ForcedMove, path []Pos, landing PowerRoll, rolled bool) (Outcome, error) {
	if b == nil {
		return ResolveForced(b, fm, path)
	}
	ti := slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == fm.Target })
	if ti < 0 {
		return ResolveForced(b, fm, path)
	}
	mi := b.mountIndex(ti)
	if mi < 0 {
		return ResolveForced(b, fm, path)
	}
	s, notes, err := newForcedSim(b, fm)
	if err != nil {
		return Outcome{}, err
	}
	if err := s.check(fm, path); err != nil {
		return Outcome{}, err
	}
	p := slices.Clone(path)
	// The landing below is the rider's own: the engine's fall at the end
	// of the movement is left out.
	s.canFly = true
	st := s.begin()
	for i := range p {
		if !s.advance(&st, p[i]) {
			break
		}
		p[i].Z = st.cur.Z
	}
	cur := st.cur
	if !st.slammed {
		s.emitMoved(cur, st.moved, st.used)
	}
	t, m := &b.Creatures[ti], &b.Creatures[mi]
	if st.moved == 0 && !st.landed {
		// not moved: still on its mount
		return settleRiders(b, forcedOutcome(b, ti, fm.Move.Kind, cur, notes, s.events), t.ID, false), nil
	}
	sur := s.surface(cur.X, cur.Y)
	before := len(s.events)
	end := cur
	stays := canStayAloft(t)
	switch {
	case st.landed:
		// force moved down onto a creature: it fell onto it already
		end = st.end
	case stays:
	case s.vertical && !st.slammed && st.lastDz < 0 && cur.Z == sur:
		// moved down onto the ground: "being force moved downward is
		// considered falling" (Agility 0), as for any target
		s.fallDamage(cur, st.airTop-cur.Z, causeLanding)
	default:
		top, agility, cause := cur.Z, s.agility, causeForcedFall
		if s.vertical {
			top, cause = max(st.airTop, cur.Z), causeVertical
		}
		if landing.Tier >= 2 {
			top -= m.Size.Height()
		}
		mn := m.Size.Squares()
		overMount := cur.Z >= m.Z+m.Size.Height() && cur.X < m.At.X+mn && m.At.X < cur.X+s.n && cur.Y < m.At.Y+mn && m.At.Y < cur.Y+s.n
		if overMount {
			// still over the mount's back: off it, beside it
			to, ok := riderLanding(b, ti, cur, m.Pos(), mn, true, nil)
			if !ok {
				break
			}
			cur = Pos{to.X, to.Y, cur.Z}
			sur = s.surface(cur.X, cur.Y)
		}
		if cur.Z > sur {
			end = s.fall(cur, max(top, sur), agility, cause, sur)
		} else {
			end = cur
		}
	}
	o := forcedOutcome(b, ti, fm.Move.Kind, end, notes, s.events)
	k := len(notes) + before
	text := fmt.Sprintf("%s is knocked off %s", forcedName(t), forcedName(m))
	switch {
	case stays:
		text += " and stays aloft"
	case landing.Tier == 0:
		text += ": no landing test given, so it falls as on 11 or lower"
	case landing.Tier == 1:
		text += fmt.Sprintf(": landing %s, it falls off", testText(landing))
	default:
		text += fmt.Sprintf(": landing %s, it slides down and doesn't land prone", testText(landing))
	}
	ev := Event{Kind: EventKnockedOff, Rule: RuleMountedCombat, Text: text, Creature: t.ID, Other: m.ID, At: cur}
	if landing.Tier > 0 && !stays {
		ev.Test = testResult(landing, rolled)
	}
	o.Events = slices.Insert(o.Events, k, ev)
	return settleRiders(b, o, t.ID, false), nil
}

// forcedWithRiders is the hook ResolveForced and a preview's options call
// on their outcome: a rider as target is knocked off (ResolveForcedLanding,
// with no test made), and the creatures on top of others are settled
// (settleRiders: a mount carries its riders, a mount that dies or goes
// prone throws them). On a board without riders it returns o unchanged.
func forcedWithRiders(b *Board, fm ForcedMove, path []Pos, o Outcome) Outcome {
	if b == nil || !b.anyRiders() {
		return o
	}
	if _, ok := b.MountOf(fm.Target); ok {
		if r, err := ResolveForcedLanding(b, fm, path, PowerRoll{}, false); err == nil {
			return r
		}
		return o
	}
	return settleRiders(b, o, fm.Target, false)
}

// anyRiders reports whether some creature on the board stands on top of a
// larger one. Only a creature above the ground under it can, so a board
// with everyone on the ground costs one pass.
func (b *Board) anyRiders() bool {
	for i := range b.Creatures {
		if c := &b.Creatures[i]; !c.Object && b.Aloft(c) && b.mountIndex(i) >= 0 {
			return true
		}
	}
	return false
}

// forcedChangesWithRiders is forcedWithRiders for an outcome holding only
// what changes (EachOption): positions only for the creatures that end
// somewhere else.
func forcedChangesWithRiders(b *Board, fm ForcedMove, path []Pos, o Outcome) Outcome {
	if b == nil || !b.anyRiders() {
		return o
	}
	full := forcedWithRiders(b, fm, path, o)
	pos := map[string]Pos{}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if p, ok := full.Positions[c.ID]; ok && p != c.Pos() {
			pos[c.ID] = p
		}
	}
	full.Positions = pos
	return full
}
