package zones

import (
	"errors"
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/rules"
)

// ThrowRequest is a forced movement (a Throw): the target, the zone it is
// thrown into, the result of the throw's challenge, and who throws (""
// for an effect with no thrower).
type ThrowRequest struct {
	Target string
	To     string
	Result int
	By     string
}

// ThrowRating returns the rating the result of a throw from one zone into
// another must be higher than, and whether there is one: the target
// zone's difficult terrain, a climb along the link when the throw goes up
// it, ½ under anti-gravity (Seln: "Forced Movement").
func (b *Board) ThrowRating(from, to string) (float64, bool) {
	a, ok := b.arcBetween(from, to)
	if !ok {
		return 0, false
	}
	fz, tz := b.m.Zones[b.zoneIndex[from]], b.m.Zones[a.to]
	if b.antiGravity(fz) || b.antiGravity(tz) {
		return 0.5, true
	}
	r, rated := tz.Rating()
	if l := b.m.Links[a.link]; l.Climb > 0 && tz.Elevation > fz.Elevation {
		r, rated = max(r, l.Climb), true
	}
	return float64(r), rated
}

// checkThrow checks that a creature in zone from may be thrown into zone
// to with a result.
func (b *Board) checkThrow(target, from, to string, result int) error {
	if _, ok := b.Zone(to); !ok {
		return fmt.Errorf("zones: no zone %q on the map", to)
	}
	if !b.IsAdjacent(from, to) {
		return refusal(RuleForced, "The target zone must be Adjacent",
			fmt.Sprintf("%s is not adjacent to %s, where %s is", to, from, target))
	}
	if r, ok := b.ThrowRating(from, to); ok && float64(result) <= r {
		return ruleErr(RuleForced, "a result of %d into %s needs to be higher than its difficult terrain %s", result, to, num(r))
	}
	return nil
}

// Throw resolves a forced movement of a creature into an adjacent zone:
// refused with the rule named when the zone is not adjacent or the result
// is not higher than its rating. The target falls if the zone is lower,
// takes the zone's damage on arrival, and loses a partner left behind.
// A full zone refuses the throw, or scatters its occupants under the
// spill-over rule (dice). The board is not changed.
func Throw(b *Board, req ThrowRequest, dice Dice) (Outcome, error) {
	t, ok := b.Creature(req.Target)
	if !ok {
		return Outcome{}, fmt.Errorf("zones: no creature %q on the map", req.Target)
	}
	if req.By == req.Target {
		return Outcome{}, refusal(RuleForced, "Elemental explosions, map effects, and other characters can shove, throw, and trip you.",
			fmt.Sprintf("%s cannot throw itself: a throw is forced movement by another", t.name()))
	}
	if req.By != "" {
		by, ok := b.Creature(req.By)
		if !ok {
			return Outcome{}, fmt.Errorf("zones: no creature %q on the map", req.By)
		}
		if !b.LineOfSight(by.Zone, t.Zone) {
			return Outcome{}, ruleErr(RuleSight, "%s in %s cannot see %s in %s", by.name(), by.Zone, t.name(), t.Zone)
		}
	}
	if err := b.checkThrow(t.ID, t.Zone, req.To, req.Result); err != nil {
		return Outcome{}, err
	}
	s := newSim(b)
	to, _ := b.Zone(req.To)
	if others := s.occupants(to.ID); to.Limit > 0 && len(others) >= to.Limit {
		if !b.m.SpillOver {
			return Outcome{}, ruleErr(RuleLimit, "%s is full (%d/%d): choose another zone", zoneName(to), len(others), to.Limit)
		}
		s.spill(to.ID, []string{t.ID}, dice)
	}
	s.throw(t.ID, t.Zone, to.ID)
	s.effectNote(t.ID)
	return s.finish(), nil
}

// throw moves a creature from one zone into an adjacent one by force: a
// fall if it is lower, then arrival.
func (s *sim) throw(id, from, to string) {
	fz, tz := s.zone(from), s.zone(to)
	s.event(Event{Kind: EventThrown, Rule: RuleForced, Creature: id, From: from, Zone: to,
		Text: fmt.Sprintf("%s is thrown from %s into %s", s.c(id).name(), zoneName(fz), zoneName(tz))})
	if tz.Elevation < fz.Elevation {
		s.fall(id, fz, tz)
	}
	s.place(id, to)
}

// spill scatters everyone in a zone but the newcomer into its adjacent
// zones at random: "Randomly distribute them into all Adjacent zones (for
// example, by rolling 1d6 and counting zones clockwise to find their new
// home)" (Seln: "Spill-over"). The zones are counted in link order; a zone
// that is full is skipped; the newcomers (a pair of partners moving
// together) stay.
func (s *sim) spill(zone string, newcomers []string, dice Dice) {
	adj := s.b.Adjacent(zone)
	for _, id := range s.occupants(zone) {
		if slices.Contains(newcomers, id) {
			continue
		}
		var room []string
		for _, z := range adj {
			if l := s.zone(z).Limit; l == 0 || len(s.occupants(z)) < l {
				room = append(room, z)
			}
		}
		c := s.c(id)
		if len(room) == 0 {
			s.event(Event{Kind: EventSpillOver, Rule: RuleSpill, Creature: id, Zone: zone,
				Text: fmt.Sprintf("%s has no adjacent zone with room: stays in %s", c.name(), zone)})
			continue
		}
		roll := dice.D6(s.rolls)
		s.rolls++
		dest := room[(roll-1)%len(room)]
		s.event(Event{Kind: EventSpillOver, Rule: RuleSpill, Creature: id, From: zone, Zone: dest, Rolls: []int{roll},
			Text: fmt.Sprintf("spill-over: %s rolls %d, counting %d zone(s) (%v): %s", c.name(), roll, len(room), room, dest)})
		s.throw(id, zone, dest)
	}
}

// ThrowOption is one zone a creature could be thrown into, for the throw
// preview: what result it needs, whether the given result is enough, the
// rule that refuses it, and the damage of landing there.
type ThrowOption struct {
	Zone string `json:"zone"`
	// Needs is the lowest result that beats the zone's rating (0: any
	// result).
	Needs int `json:"needs"`
	// Legal is true when the throw with the given result is allowed.
	Legal bool `json:"legal"`
	// Refused names the rule that refuses it, when not legal.
	Refused string `json:"refused,omitempty"`
	Fall    *Fall  `json:"fall,omitempty"`
	// Damage is what the target takes landing there (fall and the
	// zone's own damage).
	Damage int `json:"damage"`
}

// ThrowOptions lists every zone adjacent to the target's, in link order,
// marked legal or not for a throw with result by thrower ("" for none).
func ThrowOptions(b *Board, target, by string, result int) ([]ThrowOption, error) {
	t, ok := b.Creature(target)
	if !ok {
		return nil, fmt.Errorf("zones: no creature %q on the map", target)
	}
	var opts []ThrowOption
	for _, z := range b.Adjacent(t.Zone) {
		o := ThrowOption{Zone: z}
		if r, rated := b.ThrowRating(t.Zone, z); rated {
			o.Needs = int(r) + 1 // "must be higher than the Difficult Terrain"
		}
		_, err := Throw(b, ThrowRequest{Target: target, To: z, Result: result, By: by}, Dice{})
		var re *rules.Error
		switch {
		case err == nil:
			o.Legal = true
		case errors.As(err, &re):
			o.Refused = re.Rule
		default:
			return nil, err
		}
		// the landing, whatever the result
		s := newSim(b)
		s.throw(target, t.Zone, z)
		o.Damage = s.out.Damage[target]
		if e, fell := findEvent(s.out.Events, EventFall); fell {
			o.Fall = e.Fall
		}
		opts = append(opts, o)
	}
	return opts, nil
}

func findEvent(es []Event, kind EventKind) (Event, bool) {
	for _, e := range es {
		if e.Kind == kind {
			return e, true
		}
	}
	return Event{}, false
}
