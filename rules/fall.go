package rules

// FallMaxDamage is the most damage a single fall deals.
const FallMaxDamage = 50

// FallEffective is the effective height of a fall of the given number of
// squares: reduced by the creature's Agility and, when it lands in liquid
// 1 square deep or more, by 4 more; never below 0.
//
// 002_f77a00482932047c.txt "When a creature falls 2 or more squares...":
// "A creature who falls can reduce the effective height of the fall by a
// number of squares equal to their Agility score (to a minimum of 0).
// Falling into liquid that is 1 square or more deep reduces the effective
// height of a fall by 4 squares (to a minimum of 0)."
func FallEffective(squares, agility, liquidDepth int) int {
	h := squares - max(agility, 0)
	if liquidDepth >= 1 {
		h -= 4
	}
	return max(h, 0)
}

// FallDamage is the damage of a fall whose effective height is h squares:
// nothing below 2 squares, else 2 per square, at most FallMaxDamage.
func FallDamage(h int) int {
	if h < 2 {
		return 0
	}
	return min(2*h, FallMaxDamage)
}
