package realms

import "github.com/battlemap/battlemap/rules/realms"

// PlayerBoard is the board as the players may see it, for the player view:
// creatures hidden from the players are left out. Enchanted Realms keeps
// no health on the map, so nothing else is hidden. The board given is not
// changed; one without hidden creatures is returned as it is.
func PlayerBoard(b *realms.Board) *realms.Board {
	hidden := false
	for i := range b.Creatures {
		hidden = hidden || b.Creatures[i].HiddenFromPlayers
	}
	if !hidden {
		return b
	}
	out := *b
	out.Creatures = make([]realms.Creature, 0, len(b.Creatures))
	for _, c := range b.Creatures {
		if !c.HiddenFromPlayers {
			out.Creatures = append(out.Creatures, c)
		}
	}
	return &out
}
