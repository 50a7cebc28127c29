package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// TestMessagesNameReboundKeys: "a key rebound in the settings
// works in every window": with Commit, Cancel and Undo rebound, the
// square window's aim message names the new keys and not the old.
func TestMessagesNameReboundKeys(t *testing.T) {
	t.Run("square window", func(t *testing.T) {
		reg, bold := assets.Fonts()
		g, err := newGame(nil, game.Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Keys: gametest.ReboundKeys()})
		if err != nil {
			t.Fatal(err)
		}
		in := g.in
		cs := in.Board().Creatures
		in.Click(cs[0].At, false)
		in.Do(session.ActPush)
		in.Do(session.ActDistance0 + 1)
		in.Click(cs[1].At, false)
		if in.Mode() != dsplay.ModePreview {
			t.Fatalf("after choosing %s's push on %s, mode = %v, want previewing (message %q)", cs[0].ID, cs[1].ID, in.Mode(), in.Message())
		}
		gametest.WantKeys(t, "the aim message", in.Message(), []string{"F6 commits", "F7 cancels"}, []string{"Enter", "Esc"})
		in.Do(session.ActCommit)
		gametest.WantKeys(t, "the message after the push", in.Message(), []string{"Done: ", "F8 undoes it"}, []string{"Ctrl+Z"})
	})

}
