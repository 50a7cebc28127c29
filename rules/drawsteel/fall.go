package drawsteel

import "fmt"

// fallMaxDamage is the most damage a single fall deals.
const fallMaxDamage = 50

// fallEffective is the effective height of a fall of the given number of
// squares: reduced by the creature's Agility and, when it lands in liquid
// 1 square deep or more, by 4 more; never below 0.
//
// 002_f77a00482932047c.txt "When a creature falls 2 or more squares...":
// "A creature who falls can reduce the effective height of the fall by a
// number of squares equal to their Agility score (to a minimum of 0).
// Falling into liquid that is 1 square or more deep reduces the effective
// height of a fall by 4 squares (to a minimum of 0)."
func fallEffective(squares, agility, liquidDepth int) int {
	h := squares - max(agility, 0)
	if liquidDepth >= 1 {
		h -= 4
	}
	return max(h, 0)
}

// fallDamageOf is the damage of a fall whose effective height is h squares:
// nothing below 2 squares, else 2 per square, at most fallMaxDamage.
func fallDamageOf(h int) int {
	if h < 2 {
		return 0
	}
	return min(2*h, fallMaxDamage)
}

// resolveFall drops the creature from where it is to whatever is under it
// and returns what happens (002_f77a00482932047c.txt "Falling", "Falling
// onto Another Creature"): damage reduced by Agility and liquid, prone
// after an effective fall of 2 or more squares; a creature landed on takes
// the same damage and is knocked prone if the faller's size is greater
// than its Might, and the faller lands prone in the nearest unoccupied
// space. Whether the creature must fall at all is MustFall's question: a
// creature not above the surface under it does not move.
func resolveFall(b *Board, id string) (Outcome, error) {
	if b == nil {
		return Outcome{}, fmt.Errorf("ResolveFall(%q): no board", id)
	}
	ti := -1
	for i := range b.Creatures {
		if b.Creatures[i].ID == id {
			ti = i
		}
	}
	if ti < 0 {
		return Outcome{}, fmt.Errorf("ResolveFall(%q): no creature with that id on the board", id)
	}
	t := &b.Creatures[ti]
	s := &forcedSim{b: b, ti: ti, si: -1, n: t.Size.Squares(), h: t.Size.Height(), start: t.Pos(), agility: t.Agility}
	if !s.onMap(t.At.X, t.At.Y) {
		return Outcome{}, fmt.Errorf("ResolveFall(%q): the creature at %v is not on the map", id, t.Pos())
	}
	m := s.n + 2
	s.occ.build(b, t.At.X-m, t.At.Y-m, t.At.X+m, t.At.Y+m, nil)
	end := s.start
	if sur := s.surface(end.X, end.Y); end.Z > sur {
		end = s.fall(end, end.Z, s.agility, causeFall, sur)
	}
	return forcedOutcome(b, ti, Slide, end, nil, s.events), nil
}
