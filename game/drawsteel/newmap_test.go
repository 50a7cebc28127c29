package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
)

// TestNewMapKeepsTheKeyboard: a press on the New map sheet rebuilds it;
// the on-screen keyboard stays shown or hidden as the user left it, and
// the name typed stays.
func TestNewMapKeepsTheKeyboard(t *testing.T) {
	for _, on := range []bool{true, false} {
		g := newTestGame(t, sampleEncounter(t), "")
		g.Files.Fingers = !on // what a new sheet would choose by itself
		g.Files.ShowNewMap(g, game.NewMapChoice{Name: "Camp", Ruleset: maps.DrawSteel, Width: 10, Height: 8}, -1, func(*maps.Encounter) {})
		s := g.Files.Sheet
		s.KeysOn, s.KeysAsked = on, true
		s.Field.Text = "Camp 2"
		var plus func()
		for _, r := range s.Rows {
			for _, b := range r.Buttons {
				if b.Label == "Columns +" {
					plus = b.Do
				}
			}
		}
		if plus == nil {
			t.Fatal("no Columns + button on the New map sheet")
		}
		plus()
		g.Files.OfferKeys()
		if s2 := g.Files.Sheet; s2 == s || s2.KeysOn != on || s2.Field.Text != "Camp 2" {
			t.Errorf("after Columns + with the keyboard shown %v: a new sheet %v, shown %v, name %q; want a new sheet, %v, \"Camp 2\"", on, s2 != s, s2.KeysOn, s2.Field.Text, on)
		}
	}
}
