package zones

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/grid"
)

// EffectKind is a tile effect of Seln: "Tile effects".
type EffectKind string

// The tile effects: automatic movements at the end of the round.
const (
	Current     EffectKind = "current"
	Elevator    EffectKind = "elevator"
	Wave        EffectKind = "wave"
	Whirlpool   EffectKind = "whirlpool"
	AntiGravity EffectKind = "antiGravity"
)

// heading is the effect's heading in Seln: "Tile effects".
func (k EffectKind) heading() string {
	switch k {
	case Current:
		return "Current"
	case Elevator:
		return "Elevator"
	case Wave:
		return "Wave"
	case Whirlpool:
		return "Whirlpool"
	}
	return "Anti-gravity"
}

// note says what a tile effect will do to whoever stays in its zone.
func (e Effect) note(b *Board) string {
	switch e.Kind {
	case Current:
		return "the current carries everyone in it downstream at the end of the round"
	case Elevator:
		to, _ := b.Zone(e.To)
		return fmt.Sprintf("the elevator carries everyone in it to %s at the end of the round", zoneName(to))
	case Wave:
		return fmt.Sprintf("a wave sweeps outward from it every %d rounds", max(e.Every, 2))
	case Whirlpool:
		return "the whirlpool drags everyone in it down at the end of the round and blocks upward movement"
	}
	if n := e.rise(); n > 1 {
		return fmt.Sprintf("under anti-gravity everyone floats up %d bands a round, and all terrain is difficult 1/2", n)
	}
	return "under anti-gravity everyone floats up a band a round, and all terrain is difficult 1/2"
}

// effectNote records, for a creature that ends a move or a throw in a
// zone with a tile effect, what the effect will do.
func (s *sim) effectNote(id string) {
	c := s.c(id)
	z := s.zone(c.Zone)
	if z.Effect == nil {
		return
	}
	s.event(Event{Kind: EventArrival, Rule: z.Effect.Kind.heading(), Creature: id, Zone: z.ID,
		Text: fmt.Sprintf("%s is in %s: %s", c.name(), zoneName(z), z.Effect.note(s.b))})
}

// Effect is a zone's tile effect.
type Effect struct {
	Kind EffectKind `json:"kind"`
	// To is where the effect carries: the next zone of a current's route,
	// the zone an elevator goes to (up or down), the zone below a
	// whirlpool (optional: without it the whirlpool drags down a band).
	// It must be adjacent to the zone.
	To string `json:"to,omitempty"`
	// Speed is the zones a current carries each round, or the bands
	// anti-gravity raises each round (0: 1).
	Speed int `json:"speed,omitempty"`
	// Every is the rounds between two waves (0: 2, "every couple
	// rounds"); a wave comes at the end of every round divisible by it.
	Every int `json:"every,omitempty"`
	// Reach is how many zones out from its centre a wave sweeps (0: 1).
	Reach int `json:"reach,omitempty"`
	// Until is the last round of anti-gravity (0: it does not end).
	Until int `json:"until,omitempty"`
}

// rise is the bands anti-gravity raises its occupants each round: "Here
// the speed is how high you rise each round" (Seln, Anti-gravity).
func (e Effect) rise() int { return max(e.Speed, 1) }

func (b *Board) checkEffect(path string, zone string, e Effect) error {
	switch e.Kind {
	case Current, Elevator, Whirlpool:
		if e.To == "" {
			if e.Kind == Whirlpool {
				return nil
			}
			return &FieldError{path + ".to", fmt.Sprintf("missing: a %s needs the zone it carries to", e.Kind)}
		}
		if _, ok := b.zoneIndex[e.To]; !ok {
			return &FieldError{path + ".to", b.unknownZone(e.To)}
		}
		if !b.IsAdjacent(zone, e.To) {
			return &FieldError{path + ".to", fmt.Sprintf("%q is not adjacent to %q: a %s carries into an adjacent zone", e.To, zone, e.Kind)}
		}
	case Wave, AntiGravity:
	default:
		return &FieldError{path + ".kind", fmt.Sprintf("%q is not a tile effect (current, elevator, wave, whirlpool or antiGravity)", e.Kind)}
	}
	if e.Speed < 0 || e.Every < 0 || e.Reach < 0 || e.Until < 0 {
		return &FieldError{path, "speed, every, reach and until are 0 or more"}
	}
	return nil
}

// EndRound previews the end of the round: "Automatic movements are
// environmental effects and happen last in the round" (Seln: "Forced
// Movement"). Tile effects carry their occupants (zones in file order,
// each creature carried once), then creatures aloft fall and creatures
// under water sink one band. The outcome says where everyone will be and
// what falls it causes; the board is not changed (Board.Apply commits it
// and starts the next round). Waves roll the dice.
func EndRound(b *Board, dice Dice) Outcome {
	s := newSim(b)
	s.dice = dice
	round := b.Round()
	carried := map[string]bool{}
	// who spent the round without air, before the zones move anyone
	under := map[string]bool{}
	for _, c := range b.m.Creatures {
		if z, _ := b.Zone(c.Zone); withoutAir(c, z) {
			under[c.ID] = true
		}
	}
	// who stands where at the start of the end of the round
	at := make(map[string][]string, len(b.m.Creatures))
	for _, c := range b.m.Creatures {
		at[c.Zone] = append(at[c.Zone], c.ID)
	}
	for _, z := range b.m.Zones {
		e := z.Effect
		if e == nil {
			continue
		}
		for _, id := range at[z.ID] {
			if carried[id] || s.c(id).Zone != z.ID {
				continue
			}
			switch e.Kind {
			case Current:
				dest := z.ID
				for k := 0; k < min(max(e.Speed, 1), len(b.m.Zones)); k++ {
					de, _ := b.Zone(dest)
					if de.Effect == nil || de.Effect.Kind != Current {
						break
					}
					dest = de.Effect.To
				}
				s.carry(id, z, dest, "Current", "the current carries")
				carried[id] = true
			case Elevator:
				s.carry(id, z, e.To, "Elevator", "the elevator carries")
				carried[id] = true
			case Whirlpool:
				if e.To != "" {
					s.carry(id, z, e.To, "Whirlpool", "the whirlpool drags")
				} else if b.m.Bands {
					s.band(id, -1, "Whirlpool", "the whirlpool drags %s down to %s")
				}
				carried[id] = true
			case AntiGravity:
				if b.antiGravity(z) {
					s.band(id, e.rise(), "Anti-gravity", "%s floats up to %s")
				}
			}
		}
		if e.Kind == Wave && round%max(e.Every, 2) == 0 {
			s.wave(z, min(max(e.Reach, 1), len(b.m.Zones)), carried, dice)
		}
		if e.Kind == AntiGravity && e.Until == round {
			s.event(Event{Kind: EventEffectEnds, Rule: "Anti-gravity", Zone: z.ID,
				Text: fmt.Sprintf("anti-gravity ends in %s: everyone aloft falls a band a round", zoneName(z))})
		}
	}
	s.fallAndSink()
	s.breathe(under)
	s.out.Round = round + 1
	return s.finish()
}

// carry moves a creature by a tile effect: no fall (the water or the
// platform carries it), but the zone's damage on arrival.
func (s *sim) carry(id string, from Zone, to, rule, verb string) {
	if to == from.ID {
		return
	}
	if !s.room(to, id) && s.b.m.SpillOver {
		s.spill(to, []string{id}, s.dice) // as a throw into it scatters its occupants
	} else if !s.room(to, id) {
		// nobody enters a full zone without a challenge, and an effect
		// cannot challenge: the creature stays (as a throw is refused)
		z := s.zone(to)
		s.event(Event{Kind: EventLimit, Rule: RuleLimit, Creature: id, Zone: from.ID,
			Text: fmt.Sprintf("%s is full (%d/%d): %s cannot carry %s into it, who stays in %s", zoneName(z), len(s.occupants(to)), z.Limit, strings.ToLower(rule), s.c(id).name(), zoneName(from))})
		return
	}
	s.event(Event{Kind: EventCarried, Rule: rule, Creature: id, From: from.ID, Zone: to,
		Text: fmt.Sprintf("%s %s from %s to %s", verb, s.c(id).name(), zoneName(from), zoneName(s.zone(to)))})
	s.place(id, to)
}

// band moves a creature dir bands up (above 0) or down (below 0), no
// higher than Soaring nor lower than Far Depths.
func (s *sim) band(id string, dir int, rule, format string) {
	c := s.c(id)
	lvl := c.Band.norm().Level()
	nl := min(max(lvl+dir, -4), 3)
	if nl == lvl || (nl < 0 && !s.water(c.Zone)) {
		return
	}
	c.Band = bandAt(nl)
	s.event(Event{Kind: EventBand, Rule: rule, Creature: id, Zone: c.Zone, Text: fmt.Sprintf(format, c.name(), c.Band)})
}

func (s *sim) water(zone string) bool { return s.zone(zone).HasWater() }

// wave sweeps the creatures within reach of its centre one zone outward
// (to an adjacent zone one step farther from the centre, chosen by a d6
// counted over the choices in link order). It is a forced movement: a
// fall if the zone is lower.
func (s *sim) wave(centre Zone, reach int, carried map[string]bool, dice Dice) {
	dist := map[string]int{centre.ID: 0}
	frontier := []string{centre.ID}
	for d := 1; d <= reach+1 && len(frontier) > 0; d++ {
		var next []string
		for _, z := range frontier {
			for _, a := range s.b.Adjacent(z) {
				if _, seen := dist[a]; !seen {
					dist[a] = d
					next = append(next, a)
				}
			}
		}
		frontier = next
	}
	// Farthest first, so that nobody is swept twice.
	for d := reach; d >= 0; d-- {
		for _, c := range s.b.m.Creatures {
			if carried[c.ID] || dist[c.Zone] != d {
				continue
			}
			if _, in := dist[c.Zone]; !in {
				continue
			}
			var out []string
			for _, a := range s.b.Adjacent(c.Zone) {
				// a full zone takes nobody swept (Seln, Character limit)
				if dd, ok := dist[a]; ok && dd == d+1 && (s.room(a, c.ID) || s.b.m.SpillOver) {
					out = append(out, a)
				}
			}
			carried[c.ID] = true
			if len(out) == 0 {
				continue
			}
			roll := dice.D6(s.rolls)
			s.rolls++
			dest := out[(roll-1)%len(out)]
			s.event(Event{Kind: EventCarried, Rule: "Wave", Creature: c.ID, From: c.Zone, Zone: dest, Rolls: []int{roll},
				Text: fmt.Sprintf("the wave from %s sweeps %s: rolls %d over %v: %s", zoneName(centre), c.name(), roll, out, dest)})
			if !s.room(dest, c.ID) {
				s.spill(dest, []string{c.ID}, dice)
			}
			s.throw(c.ID, c.Zone, dest)
		}
	}
}

// fallAndSink moves creatures through the bands: "When falling or
// sinking, you descend 1 height band per round" (Seln: "Height and
// Depth"). A creature above Ground that cannot fly and is not held up by
// anti-gravity falls a band; it takes the fall's damage (bandMetres a
// band) when it reaches Ground. A creature below the Swimming band that
// cannot swim sinks a band.
func (s *sim) fallAndSink() {
	for i := range s.cs {
		c := &s.cs[i]
		lvl := c.Band.norm().Level()
		z := s.zone(c.Zone)
		held := s.b.antiGravity(z) // still on this round: it lets go at the end of the next
		switch {
		case lvl > 0 && !c.Can("fly") && !held:
			c.Band = bandAt(lvl - 1)
			c.Fallen += bandMetres
			if lvl-1 > 0 {
				s.event(Event{Kind: EventBand, Rule: RuleFalling, Creature: c.ID, Zone: c.Zone,
					Text: fmt.Sprintf("%s falls to %s (%sm so far)", c.name(), c.Band, num(c.Fallen))})
				continue
			}
			f := newFall(c.Fallen, z)
			f.Rounds = int(c.Fallen / bandMetres)
			c.Band, c.Fallen = "", 0
			s.damage(c.ID, f.Damage)
			s.event(Event{Kind: EventFall, Rule: RuleFalling, Creature: c.ID, Zone: c.Zone, Damage: f.Damage, Fall: &f,
				Text: fmt.Sprintf("%s lands in %s after falling %sm onto %s: %d damage", c.name(), zoneName(z), num(f.Metres), f.Surface, f.Damage)})
		case lvl < -1 && lvl > -4 && !c.Can("swim"):
			c.Band = bandAt(lvl - 1)
			s.event(Event{Kind: EventBand, Rule: RuleBands, Creature: c.ID, Zone: c.Zone,
				Text: fmt.Sprintf("%s cannot swim and sinks to %s", c.name(), c.Band)})
		}
	}
}

// moveBand moves a creature to the next band up or down, spending its
// Move: "Assuming you have the relevant movement ability, you may use
// your movement to change to the next adjacent zone" (Seln: "Height and
// Depth"). Above Ground needs "fly"; below the Swimming band needs
// "swim"; any band below Ground needs water. Only on maps with the band
// layer.
func MoveBand(b *Board, id string, to Band) (Outcome, error) { return moveBand(b, id, to) }

func moveBand(b *Board, id string, to Band) (Outcome, error) {
	c, ok := b.Creature(id)
	if !ok {
		return Outcome{}, fmt.Errorf("zones: no creature %q on the map", id)
	}
	if !b.m.Bands {
		return Outcome{}, ruleErr(RuleBands, "this map does not use height bands")
	}
	if _, ok := ParseBand(string(to)); !ok {
		return Outcome{}, fmt.Errorf("zones: %q is not a band", to)
	}
	if c.Moved {
		return Outcome{}, ruleErr(RuleSpeed, "%s has already moved this round", c.name())
	}
	from, dest := c.Band.norm(), to.norm()
	d := dest.Level() - from.Level()
	if d != 1 && d != -1 {
		return Outcome{}, ruleErr(RuleBands, "%s is %d band(s) from %s: a move changes to the next band", dest, grid.Abs(d), from)
	}
	z, _ := b.Zone(c.Zone)
	if d > 0 && z.Effect != nil && z.Effect.Kind == Whirlpool {
		return Outcome{}, ruleErr(RuleWhirlpool, "%s is caught in the whirlpool of %s and cannot move up", c.name(), zoneName(z))
	}
	if dest.Level() < 0 && !z.HasWater() {
		return Outcome{}, ruleErr(RuleBands, "%s has no water: there is no band below Ground", zoneName(z))
	}
	if need := bandAbility(from, dest); (dest.Level() > 0 || dest.Level() < -1) && !c.Can(need) {
		return Outcome{}, ruleErr(RuleBands, "%s needs the %s movement to reach %s", c.name(), need, dest)
	}
	s := newSim(b)
	s.c(id).Band = dest
	s.moved(id)
	s.event(Event{Kind: EventBand, Rule: RuleBands, Creature: id, Zone: c.Zone, Text: fmt.Sprintf("%s moves from %s to %s", c.name(), from, dest)})
	return s.finish(), nil
}
