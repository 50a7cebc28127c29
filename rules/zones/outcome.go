package zones

import (
	"fmt"
	"math"
	"slices"
	"strconv"
)

// EventKind names what an event is.
type EventKind string

// The events of a move, a throw or the end of a round.
const (
	// EventMoved: a creature's move ended (where it stopped).
	EventMoved EventKind = "moved"
	// EventChallenge: a difficult terrain or climb challenge succeeded.
	EventChallenge EventKind = "challenge"
	// EventActionSpent: a challenge failed and the Action paid for the
	// crossing.
	EventActionSpent EventKind = "actionSpent"
	// EventBlocked: a challenge failed with the Action spent: no crossing.
	EventBlocked EventKind = "blocked"
	// EventFall: a creature fell into a lower zone or landed from the
	// bands (Fall says how far and the damage).
	EventFall EventKind = "fall"
	// EventArrival: a zone's damage on entering, or what its tile effect
	// will do.
	EventArrival EventKind = "arrival"
	// EventLimit: a full zone: the limit challenge called for, won or
	// lost.
	EventLimit EventKind = "limit"
	// EventThrown: a forced movement into an adjacent zone.
	EventThrown EventKind = "thrown"
	// EventSpillOver: a full zone scattered its occupants (Rolls).
	EventSpillOver EventKind = "spillOver"
	// EventPartnershipEnds: two partners ended in separate zones.
	EventPartnershipEnds EventKind = "partnershipEnds"
	// EventCarried: a tile effect moved a creature.
	EventCarried EventKind = "carried"
	// EventBand: a creature changed height band.
	EventBand EventKind = "band"
	// EventEffectEnds: a tile effect ended (anti-gravity).
	EventEffectEnds EventKind = "effectEnds"
	// EventBreath: a creature held its breath a round more, or breathes
	// again (Breath says the rounds, the penalty and passing out).
	EventBreath EventKind = "breath"
)

// Event is one thing that happened, with the rule that made it happen.
type Event struct {
	Kind EventKind `json:"kind"`
	// Rule is the heading of the rule in Seln ("Falling", "Partnering Up").
	Rule string `json:"rule"`
	// Text is a sentence for the log.
	Text     string `json:"text"`
	Creature string `json:"creature,omitempty"`
	Other    string `json:"other,omitempty"`
	From     string `json:"from,omitempty"`
	Zone     string `json:"zone,omitempty"`
	Damage   int    `json:"damage,omitempty"`
	Fall     *Fall  `json:"fall,omitempty"`
	// Rolls are the dice rolled (spill-over, waves), shown to the table.
	Rolls []int `json:"rolls,omitempty"`
	// Breath is a held breath after the round (breath events).
	Breath *Breath `json:"breath,omitempty"`
}

// Outcome is everything a move, a throw or the end of a round does.
// Applying it to the board it was computed on (Board.Apply) gives the
// board afterwards.
type Outcome struct {
	// Positions is every creature's zone afterwards, by id.
	Positions map[string]string `json:"positions"`
	// Damage is the damage each creature takes, by id (only above 0).
	Damage map[string]int `json:"damage"`
	// Bands is every creature's height band afterwards, by id, when
	// a band is not Ground.
	Bands map[string]Band `json:"bands,omitempty"`
	// Events is what happened, in order.
	Events []Event `json:"events"`
	// ActionSpent and Moved list the creatures that spent their Action
	// or their Move; Unpartnered those whose partnership ended.
	ActionSpent []string `json:"actionSpent,omitempty"`
	Moved       []string `json:"moved,omitempty"`
	Unpartnered []string `json:"unpartnered,omitempty"`
	// Round is the round that starts afterwards (end of round only).
	Round int `json:"round,omitempty"`
	// Falling is the metres fallen so far by the creatures still falling
	// through the height bands, by id.
	Falling map[string]float64 `json:"falling,omitempty"`
	// BreathHeld is the rounds each creature holding its breath has held
	// it afterwards, by id (only above 0).
	BreathHeld map[string]int `json:"breathHeld,omitempty"`
}

// sim is the working state of an outcome being computed: a copy of the
// creatures that the rules change, and the outcome's record.
type sim struct {
	b   *Board
	cs  []Creature
	out Outcome
	// rolls counts the dice rolled so far; dice are the end of round's
	// (a tile effect carrying into a full zone under spill-over).
	rolls int
	dice  Dice
}

func newSim(b *Board) *sim {
	s := &sim{b: b, cs: slices.Clone(b.m.Creatures)}
	s.out.Damage = map[string]int{}
	s.out.Events = []Event{}
	return s
}

func (s *sim) c(id string) *Creature { return &s.cs[s.b.creature[id]] }

func (s *sim) zone(id string) Zone { z, _ := s.b.Zone(id); return z }

func (s *sim) event(e Event) { s.out.Events = append(s.out.Events, e) }

func (s *sim) damage(id string, n int) {
	if n > 0 {
		s.out.Damage[id] += n
	}
}

func (s *sim) spendAction(id string) {
	s.c(id).ActionSpent = true
	if !slices.Contains(s.out.ActionSpent, id) {
		s.out.ActionSpent = append(s.out.ActionSpent, id)
	}
}

func (s *sim) moved(id string) {
	s.c(id).Moved = true
	if !slices.Contains(s.out.Moved, id) {
		s.out.Moved = append(s.out.Moved, id)
	}
}

// occupants counts the creatures in a zone now.
func (s *sim) occupants(zone string) []string {
	var ids []string
	for _, c := range s.cs {
		if c.Zone == zone {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// place puts a creature in a zone and records the arrival: the zone's
// damage (a trap, fire) and its tile effect.
func (s *sim) place(id, zone string) {
	c := s.c(id)
	from := c.Zone
	c.Zone = zone
	z := s.zone(zone)
	if z.Damage > 0 {
		s.damage(id, z.Damage)
		s.event(Event{Kind: EventArrival, Rule: RuleZone, Creature: id, From: from, Zone: zone, Damage: z.Damage,
			Text: fmt.Sprintf("%s enters %s and takes %d", c.name(), zoneName(z), z.Damage)})
	}
}

// fall drops a creature from one zone into a lower one.
func (s *sim) fall(id string, from, to Zone) {
	f := newFall(from.Elevation-to.Elevation, to)
	s.damage(id, f.Damage)
	s.event(Event{Kind: EventFall, Rule: RuleFalling, Creature: id, From: from.ID, Zone: to.ID, Damage: f.Damage, Fall: &f,
		Text: fmt.Sprintf("%s falls %sm onto %s (%s) in %d round(s): %d damage", s.c(id).name(), num(f.Metres), zoneName(to), f.Surface, f.Rounds, f.Damage)})
}

// checkPartners ends the partnership of any pair no longer sharing a
// zone: "If your Partner moves to another zone, your Partnership ends"
// (Seln: "Partnering Up").
func (s *sim) checkPartners() {
	for i := range s.cs {
		c := &s.cs[i]
		if c.Partner == "" || c.ID > c.Partner {
			continue
		}
		p := s.c(c.Partner)
		if p.Zone == c.Zone {
			continue
		}
		s.event(Event{Kind: EventPartnershipEnds, Rule: RulePartnering, Creature: c.ID, Other: p.ID, Zone: c.Zone,
			Text: fmt.Sprintf("%s (%s) and %s (%s) are in separate zones: their partnership ends", c.name(), c.Zone, p.name(), p.Zone)})
		s.out.Unpartnered = append(s.out.Unpartnered, c.ID, p.ID)
		c.Partner, p.Partner = "", ""
	}
}

// finish fills the positions and bands and returns the outcome.
func (s *sim) finish() Outcome {
	s.checkPartners()
	s.out.Positions = make(map[string]string, len(s.cs))
	for _, c := range s.cs {
		s.out.Positions[c.ID] = c.Zone
		if b := c.Band.norm(); b != Ground {
			if s.out.Bands == nil {
				s.out.Bands = map[string]Band{}
			}
			s.out.Bands[c.ID] = b
		}
		if c.Fallen > 0 {
			if s.out.Falling == nil {
				s.out.Falling = map[string]float64{}
			}
			s.out.Falling[c.ID] = c.Fallen
		}
		if c.BreathHeld > 0 {
			if s.out.BreathHeld == nil {
				s.out.BreathHeld = map[string]int{}
			}
			s.out.BreathHeld[c.ID] = c.BreathHeld
		}
	}
	slices.Sort(s.out.Unpartnered)
	return s.out
}

// Apply returns the board after an outcome computed on b: creatures in
// their new zones and bands, Actions and Moves spent, partnerships ended,
// and at the end of a round the next round with every Move and Action
// fresh. Damage is not kept on the board (creatures have no Aura here):
// the caller applies it. b is not changed.
func (b *Board) Apply(o Outcome) *Board {
	cs := slices.Clone(b.m.Creatures)
	for i := range cs {
		c := &cs[i]
		if z, ok := o.Positions[c.ID]; ok {
			c.Zone = z
		}
		c.Band = o.Bands[c.ID] // an outcome lists every band not Ground
		c.Fallen = o.Falling[c.ID]
		c.BreathHeld = o.BreathHeld[c.ID]
		if slices.Contains(o.ActionSpent, c.ID) {
			c.ActionSpent = true
		}
		if slices.Contains(o.Moved, c.ID) {
			c.Moved = true
		}
		if slices.Contains(o.Unpartnered, c.ID) {
			c.Partner = ""
		}
		if o.Round > 0 {
			c.Moved, c.ActionSpent = false, false
		}
	}
	round := b.m.Round
	if o.Round > 0 {
		round = o.Round
	}
	return b.withCreatures(cs, round)
}

func zoneName(z Zone) string {
	if z.Name != "" {
		return z.Name
	}
	return z.ID
}

// num is a number of metres or a rating in a sentence as a person writes
// it: at most two decimals, no trailing zeros ("4.6", never the
// "4.6000000000000005" that subtracting elevations can leave). The
// window's own numbers go through render.Num, which this matches; the
// rules import nothing outside the standard library.
func num(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	r := math.Round(f*100) / 100
	if r == 0 {
		r = 0
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}
