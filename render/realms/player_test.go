package realms

import (
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestPlayerBoard: the players' board leaves the hidden creature out and
// the director's board as it was; a board without one is the same board.
func TestPlayerBoard(t *testing.T) {
	b := realms.NewBoard(grid.Hex{Width: 4, Height: 2})
	b.Creatures = []realms.Creature{{ID: "fury", Side: "heroes", Speed: 30}, {ID: "assassin", At: grid.Cell{X: 2}, Speed: 30, HiddenFromPlayers: true}}
	p := PlayerBoard(b)
	if len(p.Creatures) != 1 || p.Creatures[0].ID != "fury" {
		t.Errorf("PlayerBoard creatures = %+v, want only fury", p.Creatures)
	}
	if len(b.Creatures) != 2 || b.Creature("assassin") == nil {
		t.Errorf("PlayerBoard changed the director's board: %+v", b.Creatures)
	}
	b.Creatures[1].HiddenFromPlayers = false
	if PlayerBoard(b) != b {
		t.Error("PlayerBoard of a board without hidden creatures is a copy, want the board itself")
	}
}
