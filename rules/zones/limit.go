// Character limits on a move: the limit challenge against a defender in
// a full zone, or the spill-over rule, and where a defender may be thrown.

package zones

import (
	"fmt"
	"slices"
)

// enterLimited applies the character limit to a creature entering a zone:
// a limit challenge (or the spill-over rule) when the zone is full.
func (s *sim) enterLimited(id string, ms []mover, from, to Zone, chs *[]Challenge, answer func(Challenge) (ChallengeResult, error), dice Dice) (bool, error) {
	preview := answer == nil
	others := slices.DeleteFunc(s.occupants(to.ID), func(o string) bool { return o == id })
	if to.Limit == 0 || len(others) < to.Limit {
		return true, nil
	}
	c := s.c(id)
	if s.b.m.SpillOver {
		if preview {
			s.event(Event{Kind: EventSpillOver, Rule: RuleSpill, Creature: id, Zone: to.ID,
				Text: fmt.Sprintf("%s is full (%d/%d): entering scatters everyone in it into the adjacent zones at random", zoneName(to), len(others), to.Limit)})
			return true, nil
		}
		var newcomers []string
		for _, m := range ms {
			newcomers = append(newcomers, m.id)
		}
		s.spill(to.ID, newcomers, dice)
		return true, nil
	}
	ch := Challenge{Kind: KindLimit, Creature: id, From: from.ID, To: to.ID, OnFailure: FailStay}
	*chs = append(*chs, ch)
	if preview {
		s.event(Event{Kind: EventLimit, Rule: RuleLimit, Creature: id, Zone: to.ID,
			Text: fmt.Sprintf("%s is full (%d/%d): %s must challenge Earth against a defender there", zoneName(to), len(others), to.Limit, c.name())})
		return true, nil
	}
	res, err := answer(ch)
	if err != nil {
		return false, err
	}
	if res.ByEarth {
		if res, err = s.limitByEarth(id, ms, to, res); err != nil {
			return false, err
		}
	}
	if !res.Won {
		s.event(Event{Kind: EventLimit, Rule: RuleLimit, Creature: id, Zone: to.ID, Other: res.Defender,
			Text: fmt.Sprintf("%s loses the Earth challenge: unable to enter %s, stays in %s", c.name(), zoneName(to), zoneName(s.zone(c.Zone)))})
		return false, nil
	}
	if !slices.Contains(others, res.Defender) || slices.ContainsFunc(ms, func(m mover) bool { return m.id == res.Defender }) {
		return false, fmt.Errorf("zones: limit challenge into %s: the defender %q is not in the zone (%v)", to.ID, res.Defender, others)
	}
	if res.ThrowTo == to.ID || res.ThrowTo == "" {
		return false, ruleErr(RuleLimit, "the defender must be thrown into a different adjacent zone than %s", to.ID)
	}
	if err := s.b.checkThrow(res.Defender, to.ID, res.ThrowTo, res.Result); err != nil {
		return false, err
	}
	if !s.room(res.ThrowTo, id) {
		z := s.zone(res.ThrowTo)
		return false, refusal(RuleLimit, sentence(RuleLimit), fmt.Sprintf("%s is full (%d/%d): %s cannot be thrown into it, nobody enters a full zone without a challenge",
			zoneName(z), len(s.occupants(z.ID)), z.Limit, s.c(res.Defender).name()))
	}
	s.event(Event{Kind: EventLimit, Rule: RuleLimit, Creature: id, Zone: to.ID, Other: res.Defender,
		Text: fmt.Sprintf("%s wins the Earth challenge against %s: enters %s and throws them into %s", c.name(), s.c(res.Defender).name(), zoneName(to), res.ThrowTo)})
	s.throw(res.Defender, to.ID, res.ThrowTo)
	return true, nil
}

// room reports whether a zone has room for one more, not counting the
// mover entering the full zone (its place is free as it enters).
func (s *sim) room(zone, mover string) bool {
	z := s.zone(zone)
	if z.Limit == 0 {
		return true
	}
	n := 0
	for _, o := range s.occupants(zone) {
		if o != mover {
			n++
		}
	}
	return n < z.Limit
}

// LimitThrow is one way to win a limit challenge: the defender and the
// zone it can be thrown into.
type LimitThrow struct {
	Defender string `json:"defender"`
	To       string `json:"to"`
}

// limitThrows lists, for a creature winning a limit challenge into a full
// zone with a result, every defender there (not a mover) with every zone
// it can be thrown into: "Throw the targetted character into a different
// adjacent zone of your choice" (Seln, Character limit) that has room,
// as the forced movement rules allow with the result.
func (s *sim) limitThrows(id string, ms []mover, full Zone, result int) []LimitThrow {
	var out []LimitThrow
	for _, d := range s.defenders(id, ms, full) {
		for _, z := range s.b.Adjacent(full.ID) {
			if z == full.ID || !s.room(z, id) || s.b.checkThrow(d, full.ID, z, result) != nil {
				continue
			}
			out = append(out, LimitThrow{Defender: d, To: z})
		}
	}
	return out
}

// LimitThrows lists the defenders and zones a creature that wins a limit
// challenge into a full zone may throw, with a result: only adjacent
// zones with room whose rating the result beats. The board is as it is
// (before the move); the mover's own zone counts its place as free.
func LimitThrows(b *Board, id, full string, result int) []LimitThrow {
	z, ok := b.Zone(full)
	if !ok {
		return nil
	}
	s := newSim(b)
	ms := []mover{{id: id}}
	if c, ok := b.Creature(id); ok && c.Partner != "" {
		ms = append(ms, mover{id: c.Partner})
	}
	return s.limitThrows(id, ms, z, result)
}

// defenders are the creatures in a full zone a mover can challenge: not
// the movers themselves, in file order.
func (s *sim) defenders(id string, ms []mover, full Zone) []string {
	return slices.DeleteFunc(s.occupants(full.ID), func(d string) bool {
		return d == id || slices.ContainsFunc(ms, func(m mover) bool { return m.id == d })
	})
}

// limitByEarth decides a limit challenge from its result alone: the
// defender (given or the first that can be thrown somewhere) and the zone
// (given or the first with room), won when the result is at least the
// defender's Earth defense.
func (s *sim) limitByEarth(id string, ms []mover, full Zone, res ChallengeResult) (ChallengeResult, error) {
	throws := s.limitThrows(id, ms, full, res.Result)
	if res.Defender == "" {
		for _, t := range throws {
			if res.ThrowTo == "" || res.ThrowTo == t.To {
				res.Defender = t.Defender
				break
			}
		}
	}
	ds := s.defenders(id, ms, full)
	if res.Defender == "" && len(ds) == 0 {
		// only the movers fill the zone (a pair entering a zone with room
		// for one): there is nobody to challenge, so no way in
		res.Won = false
		return res, nil
	}
	if res.Defender == "" {
		res.Defender = ds[0] // nobody can be thrown: the challenge is against the first
	}
	d, ok := s.b.Creature(res.Defender)
	if !ok {
		return res, fmt.Errorf("zones: limit challenge into %s: no defender %q there", full.ID, res.Defender)
	}
	res.Won = res.Result >= d.Earth
	if !res.Won || res.ThrowTo != "" {
		return res, nil
	}
	for _, t := range throws {
		if t.Defender == res.Defender {
			res.ThrowTo = t.To
			return res, nil
		}
	}
	return res, refusal(RuleLimit, sentence(RuleLimit), fmt.Sprintf("%s wins with %d but %s cannot be thrown into any adjacent zone with room that the result allows",
		s.c(id).name(), res.Result, d.name()))
}
