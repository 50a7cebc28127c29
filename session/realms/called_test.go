package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestHexMessagesCallCreaturesByName: on a row of three hexes
//
//	[0, 0] Brann (id h1)   [1, 0] Ogre Juggernaut (id ogre2)   [2, 0] open
//
// the refusal, the permission, the move and its explanation name the
// creatures; the rules' reasons, which quote ids, are read with names.
func TestHexMessagesCallCreaturesByName(t *testing.T) {
	b := realms.NewBoard(grid.Hex{Width: 3, Height: 1})
	b.Creatures = []realms.Creature{
		{ID: "h1", Name: "Brann", Side: "heroes", At: b.Cell(realms.Pos{0, 0}), Speed: 30},
		{ID: "ogre2", Name: "Ogre Juggernaut", Side: "monsters", At: b.Cell(realms.Pos{1, 0}), Speed: 30},
	}
	v := NewHexPlay(b, "")
	var said []string
	v.Drop("h1", b.Cell(realms.Pos{2, 0}))
	said = append(said, v.Message())
	if want := "no path leads Brann to [2, 0]"; !strings.Contains(v.Message(), want) {
		t.Errorf("refusal %q, want it to say %q", v.Message(), want)
	}
	v.TogglePermit("h1", "ogre2")
	said = append(said, v.Message())
	if want := "Ogre Juggernaut lets Brann through"; !strings.Contains(v.Message(), want) {
		t.Errorf("permission %q, want it to say %q", v.Message(), want)
	}
	pl, err := b.Plan("h1", b.Cell(realms.Pos{2, 0}), v.Options("h1"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range ExplainHexMove(b, pl) {
		said = append(said, s.What)
	}
	v.Drop("h1", b.Cell(realms.Pos{2, 0}))
	said = append(said, v.Message())
	all := strings.Join(said, "\n")
	for _, id := range []string{"h1", "ogre2"} {
		if strings.Contains(all, id) {
			t.Errorf("a message names a creature by its id %q:\n%s", id, all)
		}
	}
	if !strings.Contains(all, "Moved. Brann:") {
		t.Errorf("no message says Brann moved:\n%s", all)
	}
}

func TestReplaceWordLeavesLongerIDs(t *testing.T) {
	if got, want := replaceWord("ogre and ogre2, not ogres", "ogre", "Ogre"), "Ogre and ogre2, not ogres"; got != want {
		t.Errorf("replaceWord = %q, want %q", got, want)
	}
}
