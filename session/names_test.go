package session

import "testing"

func TestNamesCallCreaturesByName(t *testing.T) {
	n := NamesOf([]string{"ogre2", "gob1", "gob2", "x7"}, []string{"Ogre Juggernaut", "Goblin", "Goblin", ""})
	for id, want := range map[string]string{
		"ogre2": "Ogre Juggernaut", // a name, not the id
		"gob1":  "Goblin (gob1)",   // same names told apart by id
		"gob2":  "Goblin (gob2)",
		"x7":    "x7",   // no name: the id
		"nope":  "nope", // not on the board: the id
	} {
		if got := n.Of(id); got != want {
			t.Errorf("Of(%q) = %q, want %q", id, got, want)
		}
	}
}
