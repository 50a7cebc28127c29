package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// ogreField is field with the goblin swapped for an ogre whose id is not
// its name, so a message that leaks the id shows it.
//
//	 0123456789
//	0........33
//	1.F.O....33
//	2........33
//	3..d.....33
//	4.....W..33
//	5........33
func ogreField(t *testing.T) *drawsteel.Board {
	t.Helper()
	b := field(t)
	b.Creatures[1] = drawsteel.Creature{ID: "ogre2", Name: "Ogre Juggernaut", Side: "enemies", Size: drawsteel.SizeMedium, At: sq(3, 1), Speed: 5, Stamina: 40, MaxStamina: 40, Movement: []drawsteel.MoveType{drawsteel.Walk}}
	return b
}

// TestMessagesCallCreaturesByName: the message, the event log, the
// explanation and the panel text of a push name the ogre, never its id.
func TestMessagesCallCreaturesByName(t *testing.T) {
	in := NewInteraction(ogreField(t))
	start(t, in, "fury", session.ActPush, 3, sq(3, 1))
	in.Point(sq(6, 1), true)
	sh, ok := in.Shown()
	if !ok || !sh.Legal {
		t.Fatalf("push to 6,1 not shown legal: %+v (%q)", sh, in.Message())
	}
	var texts []string
	for _, s := range ExplainShown(sh) {
		texts = append(texts, s.What)
	}
	in.Commit()
	texts = append(texts, in.Message())
	texts = append(texts, in.History().Log()...)
	c, _ := in.Board().Creature("ogre2")
	texts = append(texts, DescribeCreature(in.Board(), c), DescribeSquare(in.Board(), c.At))
	all := strings.Join(texts, "\n")
	if strings.Contains(all, "ogre2") {
		t.Errorf("a text shown to the table names the ogre by its id:\n%s", all)
	}
	for _, want := range []string{"Fury pushes Ogre Juggernaut", "Ogre Juggernaut is pushed 3 squares", "Ogre Juggernaut here"} {
		if !strings.Contains(all, want) {
			t.Errorf("no text says %q:\n%s", want, all)
		}
	}
}

// TestSameNamesToldApartByID: two creatures of one name are told apart by
// their ids in parentheses; a creature without a name is called by its id.
func TestSameNamesToldApartByID(t *testing.T) {
	b := ogreField(t)
	b.Creatures[2].Name = "Ogre Juggernaut" // the war dog, id "dog"
	b.Creatures[0].Name = ""
	in := NewInteraction(b)
	for id, want := range map[string]string{"ogre2": "Ogre Juggernaut (ogre2)", "dog": "Ogre Juggernaut (dog)", "fury": "fury"} {
		if got := in.Name(id); got != want {
			t.Errorf("Name(%q) = %q, want %q", id, got, want)
		}
	}
}

// TestEditMessagesCallCreaturesByName: the director's edits say whom
// they changed as every message does, the id only for a creature without
// a name.
func TestEditMessagesCallCreaturesByName(t *testing.T) {
	b := ogreField(t)
	b.Creatures[2].Name = "" // the war dog, id "dog"
	in := NewInteraction(b)
	in.ToggleCondition("ogre2", "prone")
	if got, want := in.Message(), "Ogre Juggernaut is prone"; !strings.HasPrefix(got, want) {
		t.Errorf("message %q, want it to start %q", got, want)
	}
	in.ToggleCondition("dog", "prone")
	if got, want := in.Message(), "dog is prone"; !strings.HasPrefix(got, want) {
		t.Errorf("message %q, want it to start %q", got, want)
	}
	in.Remove("ogre2")
	if got, want := in.Message(), "Ogre Juggernaut is removed"; !strings.HasPrefix(got, want) {
		t.Errorf("message %q, want it to start %q", got, want)
	}
}
