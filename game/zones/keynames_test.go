package zones

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
)

// TestZoneMessagesNameReboundKeys: a key rebound in the settings works in
// every window: with Commit, Cancel and Undo rebound, the zone window's
// status texts name the new keys and not the old.
func TestZoneMessagesNameReboundKeys(t *testing.T) {
	v, _ := zoneTableView(t, 1)
	km, err := game.DefaultKeymap().With(gametest.ReboundKeys())
	if err != nil {
		t.Fatal(err)
	}
	v.Keymap = km
	v.play.SetKeys(v.KeyNames) // as NewZoneView does
	v.play.StartThrow("")
	gametest.WantKeys(t, "the zone window's status asking the thrown", strings.Join(v.statusLines("", ""), " / "), []string{"Cancel (F7)"}, []string{"Esc"})
	v.play.ThrowTarget(v.play.Board().Map().Creatures[0].ID)
	gametest.WantKeys(t, "the zone window's status asking the throw's result", strings.Join(v.statusLines("", ""), " / "), []string{"OK (F6)"}, []string{"Enter"})
}
