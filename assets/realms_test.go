package assets

import (
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestRealmsSamples checks the hex samples hold what they are
// meant to show: the river
// ford with a mounted rider (a large token that can dismount), a prone
// creature, difficult terrain and a crowd of at least three non-hostiles
// to pass through; and the figure of the text's dismount example, whose
// human and dwarf have the species movement the text gives them.
func TestRealmsSamples(t *testing.T) {
	ford, err := maps.Load("encounters/river-ford.json", maps.WithFileSystem(Encounters()))
	if err != nil {
		t.Fatal(err)
	}
	b := ford.Hex.Board
	var large, prone, neutral, difficult int
	for _, c := range b.Creatures {
		if c.Size == realms.Large && c.Side == "heroes" {
			large++
		}
		if c.Prone {
			prone++
		}
		if c.Side == realms.Neutral {
			neutral++
		}
	}
	for _, ter := range b.Terrain {
		if ter == realms.Difficult {
			difficult++
		}
	}
	if large == 0 || prone == 0 || neutral < 3 || difficult == 0 {
		t.Errorf("river ford: %d large heroes, %d prone, %d neutral, %d difficult hexes; want a rider, a prone creature, a crowd of 3 or more and difficult terrain", large, prone, neutral, difficult)
	}

	fig, err := maps.Load("encounters/figure-dismount.json", maps.WithFileSystem(Encounters()))
	if err != nil {
		t.Fatal(err)
	}
	// Enchanted Realms, There is a bit of semantics involved: "dismounting a horse for a
	// human costs 25 feet of movement, but for a dwarf it costs 20 feet."
	for id, speed := range map[string]int{"human": 50, "dwarf": 40} {
		bu, err := fig.Hex.Board.Creature(id).Budget([]realms.Action{realms.DismountMedium})
		if err != nil || bu.Movement.Species != speed || bu.Left != speed/2 {
			t.Errorf("figure-dismount: %s dismounting = %+v, %v; want species %d, %d left", id, bu, err, speed, speed/2)
		}
	}
}
