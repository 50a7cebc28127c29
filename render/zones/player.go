package zones

import "github.com/battlemap/battlemap/rules/zones"

// PlayerBoard is the board as the players may see it, for the player view:
// creatures hidden from the players are left out, and a visible creature's
// partnership with a hidden one with them. The zone rules keep no health
// on the map, so nothing else is hidden. The board given is not changed;
// one without hidden creatures is returned as it is.
func PlayerBoard(b *zones.Board) (*zones.Board, error) {
	m := b.Map()
	hidden := map[string]bool{}
	for _, c := range m.Creatures {
		if c.Hidden {
			hidden[c.ID] = true
		}
	}
	if len(hidden) == 0 {
		return b, nil
	}
	shown := m.Creatures[:0]
	for _, c := range m.Creatures {
		if hidden[c.ID] {
			continue
		}
		if hidden[c.Partner] {
			c.Partner = ""
		}
		shown = append(shown, c)
	}
	m.Creatures = shown
	return zones.NewBoard(m)
}
