package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// testKeys names a few actions' keys as a rebound keymap would.
func testKeys(a session.Action) string {
	switch a {
	case session.ActUndo:
		return "Ctrl+Z"
	case session.ActSave:
		return "Ctrl+S"
	case session.ActTurn:
		return "Space"
	case session.ActPermit:
		return "J" // rebound from P
	case HexActionKey(realms.StandUp):
		return "7"
	case session.ActProne:
		return "L"
	case session.ActQuickStep:
		return "Q"
	case session.ActGhoulTouch:
		return "G"
	}
	return ""
}

// buttonNamed is the button of bs named name.
func buttonNamed(t *testing.T, bs []session.Button, name string) session.Button {
	t.Helper()
	for _, b := range bs {
		if b.Name == name {
			return b
		}
	}
	t.Fatalf("no button %q", name)
	return session.Button{}
}

// TestHexButtonsNameTheirKeys: every hex window action as a
// large button "labelled with the action's readable name and its key";
// a rebound key is the one named.
func TestHexButtonsNameTheirKeys(t *testing.T) {
	bs := HexPanelButtons(HexButtonState{}, testKeys)
	for _, c := range []struct{ name, label string }{
		{"Undo", "Undo  Ctrl+Z"},
		{"Save", "Save  Ctrl+S"},
		{"Hostile hex allowed", "Hostile hex allowed  J"},
		{"Stand up", "Stand up  7"},
		{"Prone", "Prone  L"},
		{"Quick step", "Quick step  Q"},
		{"Ghoul touch", "Ghoul touch  G"},
		{"Quit", "Quit"}, // no key bound in testKeys
	} {
		if got := buttonNamed(t, bs, c.name).Label; got != c.label {
			t.Errorf("button %s: label %q, want %q", c.name, got, c.label)
		}
	}
	names := map[string]int{}
	for _, b := range bs {
		names[b.Name]++
		if !b.Matches(b.Name) || !b.Matches(strings.ReplaceAll(b.Label, "  ", " ")) {
			t.Errorf("button %q does not match its name or its label %q", b.Name, b.Label)
		}
	}
	for n, k := range names {
		if k != 1 {
			t.Errorf("%d buttons are named %q, want 1 (scripts press buttons by name)", k, n)
		}
	}
	if tab, ok := HexTabOf("Save as…", HexButtonState{}, testKeys); !ok || tab != HexTabFile {
		t.Errorf("HexTabOf(Save as…) = %v, %v, want File, true", tab, ok)
	}
	if _, ok := HexTabOf("Push", HexButtonState{}, testKeys); ok {
		t.Errorf("HexTabOf(Push) found a tab in the hex window")
	}
}

// TestHexMoveButtonsShowTheCreaturesState: the Move tab marks what is on
// (an action chosen, prone, an effect) and greys what cannot be done,
// saying why: standing up when not prone (Enchanted Realms: "ConditionPenalty":
// "Standing up from prone 50% species movement"), actions costing more
// than the round's movement (Enchanted Realms: "• When moving, subtract the hex cost
// until no movement remains"), any creature edit with no creature shown.
func TestHexMoveButtonsShowTheCreaturesState(t *testing.T) {
	b := realms.NewBoard(grid.Hex{Width: 3, Height: 1, Orientation: grid.Pointy})
	b.Creatures = []realms.Creature{
		{ID: "mira", Name: "Mira", Speed: 50, Prone: true, Effects: []realms.Effect{{Name: "quick step", Kind: realms.Rate, Value: 10}}},
		{ID: "brann", Name: "Brann", Speed: 20},
	}
	mira, brann := b.Creature("mira"), b.Creature("brann")
	for _, c := range []struct {
		what       string
		st         HexButtonState
		name       string
		on, off    bool
		right, why string
	}{
		{"Mira prone", HexButtonState{Creature: mira}, "Prone", true, false, "", ""},
		{"Mira's quick step", HexButtonState{Creature: mira}, "Quick step", true, false, "", ""},
		{"Mira not encumbered", HexButtonState{Creature: mira}, "Encumbered", false, false, "", ""},
		{"Mira may stand up", HexButtonState{Creature: mira}, "Stand up", false, false, "25 ft", ""},
		{"stand up chosen", HexButtonState{Creature: mira, Actions: []realms.Action{realms.StandUp}}, "Stand up", true, false, "25 ft", ""},
		{"stood up this turn", HexButtonState{Creature: mira, Taken: []realms.Action{realms.StandUp}}, "Stand up", false, false, "used · 25 ft", ""},
		{"Brann is not prone", HexButtonState{Creature: brann}, "Stand up", false, true, "10 ft", "not prone"},
		{"Brann's 20 ft buy no mount (huge)", HexButtonState{Creature: brann, Actions: []realms.Action{realms.PickUp}}, "Mount (huge)", false, true, "20 ft", "Brann's actions cost"}, // by name, not id
		{"no creature: prone", HexButtonState{}, "Prone", false, true, "", "Select a creature"},
		{"no creature: species", HexButtonState{}, "Species +", false, true, "", "Select a creature"},
		{"no creature: actions may be chosen", HexButtonState{}, "Pick up item", false, false, "", ""},
		{"permission on", HexButtonState{Permits: []string{"orc"}}, "Hostile hex allowed", true, false, "1 given", ""},
	} {
		t.Run(c.what, func(t *testing.T) {
			got := buttonNamed(t, HexTabButtons(HexTabMove, c.st, testKeys), c.name)
			if got.On != c.on || got.Off != c.off || got.Right != c.right || !strings.Contains(got.Why, c.why) {
				t.Errorf("%s: on %v, off %v, right %q, why %q; want on %v, off %v, right %q, why containing %q",
					c.name, got.On, got.Off, got.Right, got.Why, c.on, c.off, c.right, c.why)
			}
		})
	}
}

// TestHexEditKeyIsTheWindowsKeys: a tap on Prone or an effect's button
// does what its key does, one undo step each.
func TestHexEditKeyIsTheWindowsKeys(t *testing.T) {
	b := realms.NewBoard(grid.Hex{Width: 3, Height: 1, Orientation: grid.Pointy})
	b.Creatures = []realms.Creature{{ID: "mira", Name: "Mira", Speed: 50, Prone: true}}
	p := NewHexPlay(b, "")
	if !p.HexEditKey("mira", "L") || b.Creature("mira").Prone {
		t.Errorf("HexEditKey(L): prone %v, want false", b.Creature("mira").Prone)
	}
	if !p.HexEditKey("mira", "G") || len(b.Creature("mira").Effects) != 1 || b.Creature("mira").Effects[0].Name != "ghoul touch" {
		t.Errorf("HexEditKey(G): effects %v, want ghoul touch", b.Creature("mira").Effects)
	}
	if p.HexEditKey("mira", "Z") {
		t.Errorf("HexEditKey(Z) = true, want false (not one of the window's own keys)")
	}
	p.Undo()
	p.Undo()
	if c := b.Creature("mira"); !c.Prone || len(c.Effects) != 0 {
		t.Errorf("after two undos: prone %v, effects %v; want prone, none", c.Prone, c.Effects)
	}
}
