package zones

import "math"

// Swim is what water does to a creature in a zone (003 "Swimming"), for
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
	// Penalty is the stacking penalty: 5 for every round beyond Prowess.
	Penalty int `json:"penalty"`
	// PassedOut is true once the penalty exceeds the Earth defense.
	PassedOut bool `json:"passedOut"`
}

// holdBreath returns the state of a creature with a Prowess and an Earth
// defense after rounds without air: "Once you exceed that value, you take
// a stacking Penalty of 5 per round. When that Penalty exceeds your Earth
// defense, you pass out." (003 "Swimming").
func holdBreath(prowess, earthDefense, rounds int) Breath {
	p := 5 * max(rounds-prowess, 0)
	return Breath{Penalty: p, PassedOut: p > earthDefense}
}

// waterSight is the penalty for seeing metres down into water, and
// whether the eye reaches that deep at all: "When looking into water,
// take Penalty 1 for each 5 meters of depth you're trying to see through"
// / "Without Arts, your sight into water ends by 50 meters deep" (003
// "Vertical distance"). Each whole 5 m counts.
func waterSight(metres float64) (penalty int, sees bool) {
	if metres <= 0 {
		return 0, true
	}
	return int(math.Floor(metres/5 + 1e-9)), metres <= 50
}
