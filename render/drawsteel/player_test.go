package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestPlayerBoard: hidden creatures are left out; creatures not on the
// heroes' side show Stamina as winded or not; heroes keep their numbers;
// the director's board is not changed.
func TestPlayerBoard(t *testing.T) {
	b := drawsteel.NewBoard(8, 2)
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Side: "heroes", At: drawsteel.Square{X: 0}, Size: drawsteel.SizeMedium, Stamina: 7, MaxStamina: 30},
		{ID: "ogre", Side: "enemies", At: drawsteel.Square{X: 1}, Size: drawsteel.SizeMedium, Stamina: 40, MaxStamina: 50},
		{ID: "goblin", Side: "enemies", At: drawsteel.Square{X: 2}, Size: drawsteel.SizeMedium, Stamina: 4, MaxStamina: 8},
		{ID: "rat", Side: "enemies", At: drawsteel.Square{X: 3}, Size: drawsteel.SizeMedium, Stamina: 0, MaxStamina: 3},
		{ID: "assassin", Side: "enemies", At: drawsteel.Square{X: 4}, Size: drawsteel.SizeMedium, Stamina: 20, MaxStamina: 20, HiddenFromPlayers: true},
		{ID: "guide", Side: "allies", At: drawsteel.Square{X: 5}, Size: drawsteel.SizeMedium, Stamina: 9, MaxStamina: 10},
		{ID: "crate", Object: true, At: drawsteel.Square{X: 6}, Size: drawsteel.SizeMedium},
	}
	director := b.Clone()
	p := PlayerBoard(b)
	if _, ok := p.Creature("assassin"); ok {
		t.Error("PlayerBoard kept the hidden assassin")
	}
	for _, tc := range []struct {
		id                  string
		stamina, maxStamina int
		winded, dying       bool
	}{
		{"fury", 7, 30, true, false}, // a hero keeps its numbers
		{"ogre", 2, 2, false, false},
		{"goblin", 1, 2, true, false}, // 4 of 8: winded
		{"rat", 0, 2, false, true},
		{"guide", 2, 2, false, false},
		{"crate", 0, 0, false, false}, // Stamina not tracked
	} {
		c, ok := p.Creature(tc.id)
		if !ok {
			t.Errorf("PlayerBoard left out %s", tc.id)
			continue
		}
		if c.Stamina != tc.stamina || c.MaxStamina != tc.maxStamina || c.Winded() != tc.winded || c.Dying() != tc.dying {
			t.Errorf("PlayerBoard %s: Stamina %d / %d winded %v dying %v, want %d / %d winded %v dying %v",
				tc.id, c.Stamina, c.MaxStamina, c.Winded(), c.Dying(), tc.stamina, tc.maxStamina, tc.winded, tc.dying)
		}
	}
	for i := range director.Creatures {
		if b.Creatures[i].Stamina != director.Creatures[i].Stamina || b.Creatures[i].ID != director.Creatures[i].ID {
			t.Errorf("PlayerBoard changed the director's board: %+v, was %+v", b.Creatures[i], director.Creatures[i])
		}
	}

	heroes := drawsteel.NewBoard(2, 1)
	heroes.Creatures = []drawsteel.Creature{{ID: "fury", Side: "heroes", Size: drawsteel.SizeMedium, Stamina: 3, MaxStamina: 30}}
	if PlayerBoard(heroes) != heroes {
		t.Error("PlayerBoard copied a board the players may see whole")
	}
}

// TestPlayerNotes: private notes are left out, the others kept in order.
func TestPlayerNotes(t *testing.T) {
	notes := []Annotation{{Kind: render.NoteLabel, Text: "ford"}, {Kind: render.NoteLabel, Text: "trap", Private: true}, {Kind: render.NoteArrow, Text: "charge"}}
	got := PlayerNotes(notes)
	if len(got) != 2 || got[0].Text != "ford" || got[1].Text != "charge" {
		t.Errorf("PlayerNotes = %+v, want ford and charge", got)
	}
}
