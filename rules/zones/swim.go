package zones

import (
	"fmt"
	"math"
)

// Swim is what water does to a creature in a zone (Seln: "Swimming"), for
// the token and the panel.
type Swim struct {
	// Swimming is true when the water is at least half the creature's
	// height.
	Swimming bool `json:"swimming"`
	// Penalty is the depth in whole metres, from 1 to 10.
	Penalty int `json:"penalty,omitempty"`
	// RangeFactor multiplies the range of every Art and ability (½).
	RangeFactor float64 `json:"rangeFactor,omitempty"`
	// BreathRounds is how many rounds the creature holds its breath
	// (its Prowess).
	BreathRounds int `json:"breathRounds,omitempty"`
}

// swims reports whether a creature must swim in a zone: "Once the water
// level reaches half your height or more, you must swim."
func swims(c Creature, z Zone) bool {
	return z.Depth > 0 && z.Depth >= c.height()/2
}

// SwimIn returns what the water of a zone does to a creature.
func SwimIn(c Creature, z Zone) Swim {
	if !swims(c, z) {
		return Swim{}
	}
	return Swim{
		Swimming:     true,
		Penalty:      min(max(int(math.Floor(z.Depth)), 1), 10),
		RangeFactor:  0.5,
		BreathRounds: c.Prowess,
	}
}

// Breath is the state of a creature holding its breath.
type Breath struct {
	// Rounds is the rounds held so far; Prowess the rounds it can hold
	// without penalty.
	Rounds  int `json:"rounds"`
	Prowess int `json:"prowess"`
	// Penalty is the stacking penalty: 5 for every round beyond Prowess.
	Penalty int `json:"penalty"`
	// PassedOut is true once the penalty exceeds the Earth defense.
	PassedOut bool `json:"passedOut"`
}

// holdBreath returns the state of a creature with a Prowess and an Earth
// defense after rounds without air: "Once you exceed that value, you take
// a stacking Penalty of 5 per round. When that Penalty exceeds your Earth
// defense, you pass out." (Seln: "Swimming").
func holdBreath(prowess, earthDefense, rounds int) Breath {
	p := 5 * max(rounds-prowess, 0)
	return Breath{Rounds: rounds, Prowess: prowess, Penalty: p, PassedOut: p > earthDefense}
}

// waterSight is the penalty for seeing metres down into water, and
// whether the eye reaches that deep at all: "When looking into water,
// take Penalty 1 for each 5 meters of depth you're trying to see through"
// / "Without Arts, your sight into water ends by 50 meters deep" (Seln
// "Vertical distance"). Each whole 5 m counts.
func waterSight(metres float64) (penalty int, sees bool) {
	if metres <= 0 {
		return 0, true
	}
	return int(math.Floor(metres/5 + 1e-9)), metres <= 50
}

// BreathOf is a creature's held breath as the file records it
// (breathHeld rounds against its Prowess and Earth defense).
func BreathOf(c Creature) Breath { return holdBreath(c.Prowess, c.Earth, c.BreathHeld) }

// withoutAir reports whether a creature spends the round without air:
// under the Swimming band (Underwater, Depths, Far Depths) in a zone with
// water. The Swimming band is at the surface, where a swimmer breathes.
func withoutAir(c Creature, z Zone) bool {
	return c.Band.norm().Level() < Swimming.Level() && z.HasWater()
}

// breathe counts a round of held breath for every creature that spent
// the round without air (under is who did, by id), and ends the count of
// those who reached air: "You may hold your breath for Rounds equal to
// your Prowess. Once you exceed that value, you take a stacking Penalty
// of 5 per round. When that Penalty exceeds your Earth defense, you pass
// out." (Seln, Swimming).
func (s *sim) breathe(under map[string]bool) {
	for i := range s.cs {
		c := &s.cs[i]
		switch {
		case under[c.ID]:
			c.BreathHeld++
			br := BreathOf(*c)
			text := fmt.Sprintf("%s holds its breath: round %d of %d", c.name(), br.Rounds, br.Prowess)
			switch {
			case br.PassedOut:
				text = fmt.Sprintf("%s has held its breath %d rounds (Prowess %d): penalty %d exceeds its Earth defense %d, it passes out", c.name(), br.Rounds, br.Prowess, br.Penalty, c.Earth)
			case br.Penalty > 0:
				text = fmt.Sprintf("%s has held its breath %d rounds (Prowess %d): penalty %d", c.name(), br.Rounds, br.Prowess, br.Penalty)
			}
			s.event(Event{Kind: EventBreath, Rule: RuleSwimming, Creature: c.ID, Zone: c.Zone, Breath: &br, Text: text})
		case c.BreathHeld > 0:
			c.BreathHeld = 0
			s.event(Event{Kind: EventBreath, Rule: RuleSwimming, Creature: c.ID, Zone: c.Zone, Breath: &Breath{Prowess: c.Prowess},
				Text: fmt.Sprintf("%s reaches air and breathes again", c.name())})
		}
	}
}

// Sight is what looking into the water of a zone in sight costs: "When
// looking into water, take Penalty 1 for each 5 meters of depth you're
// trying to see through" / "Without Arts, your sight into water ends by
// 50 meters deep" (Seln, Vertical distance).
type Sight struct {
	// To is the zone looked into; Depth its water, in metres.
	To    string  `json:"to"`
	Depth float64 `json:"depth"`
	// Penalty is to see through the whole depth, to the bottom.
	Penalty int `json:"penalty"`
	// Bottom is false when the bottom lies deeper than sight reaches
	// without Arts.
	Bottom bool `json:"bottom"`
	// Reaches is how many metres down the eye reaches (the depth, or 50).
	Reaches float64 `json:"reaches"`
}

// WaterSight returns the penalty for seeing metres down into water and
// whether the eye reaches that deep without Arts.
func WaterSight(metres float64) (penalty int, sees bool) { return waterSight(metres) }

// SightIntoWater lists, for a creature, every zone in its line of sight
// (its own and the adjacent ones, in link order) that has water deeper
// than 0, with what seeing to its bottom costs.
func SightIntoWater(b *Board, id string) ([]Sight, error) {
	c, ok := b.Creature(id)
	if !ok {
		return nil, fmt.Errorf("zones: no creature %q on the map", id)
	}
	out := []Sight{}
	for _, zid := range append([]string{c.Zone}, b.Adjacent(c.Zone)...) {
		z, _ := b.Zone(zid)
		if z.Depth <= 0 {
			continue
		}
		p, sees := waterSight(z.Depth)
		if !sees {
			p, _ = waterSight(50)
		}
		out = append(out, Sight{To: z.ID, Depth: z.Depth, Penalty: p, Bottom: sees, Reaches: min(z.Depth, 50)})
	}
	return out, nil
}
