package drawsteel

import "github.com/battlemap/battlemap/rules/drawsteel"

// playersSide is the side whose numbers the players may see: their own.
const playersSide = "heroes"

// PlayerBoard is the board as the players may see it, for the player view:
// creatures hidden from the players are left out, and every creature not
// on the heroes' side shows its Stamina only as winded or not (the token's
// bar full, half and in the winded colour, or empty with DEAD under it),
// never the numbers: its Stamina becomes 2 of 2, 1 of 2 when winded, 0
// when at or below 0. The board given is not changed; one without any of
// this is returned as it is.
func PlayerBoard(b *drawsteel.Board) *drawsteel.Board {
	if !needsPlayerCopy(b) {
		return b
	}
	out := b.Clone()
	out.Creatures = out.Creatures[:0]
	for _, c := range b.Creatures {
		if c.HiddenFromPlayers {
			continue
		}
		c = c.Clone()
		if c.Side != playersSide && c.MaxStamina > 0 {
			c.Stamina, c.MaxStamina = playerStamina(&c), 2
		}
		out.Creatures = append(out.Creatures, c)
	}
	return out
}

// playerStamina is what the players see of a creature's Stamina, out of 2:
// 2 not winded, 1 winded, 0 at or below 0 (dead, dying or destroyed).
func playerStamina(c *drawsteel.Creature) int {
	switch {
	case c.Dying():
		return 0
	case c.Winded():
		return 1
	}
	return 2
}

// needsPlayerCopy reports whether the players' board differs from b.
func needsPlayerCopy(b *drawsteel.Board) bool {
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if c.HiddenFromPlayers || (c.Side != playersSide && c.MaxStamina > 0) {
			return true
		}
	}
	return false
}

// PlayerNotes is the annotations the players may see: all but the private ones.
func PlayerNotes(notes []Annotation) []Annotation {
	out := make([]Annotation, 0, len(notes))
	for _, n := range notes {
		if !n.Private {
			out = append(out, n)
		}
	}
	return out
}
