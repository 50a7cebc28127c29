package zones

import "math"

// diveDepth is the depth of water "deep enough for a dive (about 5
// meters)" (Seln: "Falling"). Shallower water lands as a hard surface.
const diveDepth = 5

// Fall is a fall into a zone: how far, onto what, the damage and the
// rounds it takes.
type Fall struct {
	Metres  float64 `json:"metres"`
	Surface Surface `json:"surface"`
	Damage  int     `json:"damage"`
	// Rounds is the number of rounds the fall lasts (1 for up to 50 m).
	Rounds int `json:"rounds"`
}

// metresPerDamage is the metres of fall for each point of damage on a
// landing surface (Seln: "Falling").
func metresPerDamage(s Surface) float64 {
	switch s {
	case Water:
		return 20
	case Soft:
		return 40
	case Ungodly:
		return 1
	}
	return 5
}

// landingSurface is the surface a fall lands on. Water is one notion: a
// zone whose water is deep enough for a dive lands as water whatever its
// surface word says (the word is the floor under the water, or absent),
// as it is water to swim in; water shallower than a dive lands on what
// is under it, hard when the word is water or absent.
func landingSurface(z Zone) Surface {
	switch {
	case z.Depth >= diveDepth:
		return Water
	case z.surface() == Water:
		return Hard
	}
	return z.surface()
}

// fallDamage returns the damage of a fall of metres onto a zone's floor:
// one point for every whole step of the surface's metres (a 9 m fall on
// hard ground, 1 per 5 m, is 1 damage).
func fallDamage(metres float64, z Zone) int {
	if metres <= 0 {
		return 0
	}
	// A small epsilon so that 15 m computed as 14.999... is still 3 steps.
	return int(math.Floor(metres/metresPerDamage(landingSurface(z)) + 1e-9))
}

// fallSpeed is the metres fallen in the given round of a fall (from 1):
// "Accelerate by 50 meters / Round until you hit a terminal velocity of
// 250 meters / Round" (Seln: "Falling").
func fallSpeed(round int) float64 { return float64(min(50*max(round, 1), 250)) }

// fallRounds returns the number of rounds a fall of metres lasts: the
// first round covers 50 m, the second 100 m more, up to 250 m a round.
func fallRounds(metres float64) int {
	n := 0
	for fallen := 0.0; fallen < metres-1e-9 && n < 5; fallen += fallSpeed(n) {
		n++
	}
	if rest := metres - 750; rest > 1e-9 {
		// after five rounds (750 m) at terminal velocity
		n = 5 + int(math.Ceil(rest/250-1e-9))
	}
	return n
}

// newFall returns the fall of metres into a zone.
func newFall(metres float64, into Zone) Fall {
	return Fall{Metres: metres, Surface: landingSurface(into), Damage: fallDamage(metres, into), Rounds: max(fallRounds(metres), 1)}
}
