package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	realmsplay "github.com/battlemap/battlemap/session/realms"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// TestHexMessagesNameReboundKeys: a key rebound in the settings works in
// every window: with Commit, Cancel and Undo rebound, the hex window's
// status texts name the new keys and not the old.
func TestHexMessagesNameReboundKeys(t *testing.T) {
	v, _ := scriptedHexView(t)
	km, err := game.DefaultKeymap().With(gametest.ReboundKeys())
	if err != nil {
		t.Fatal(err)
	}
	v.Keymap = km
	v.Play.SetKeys(v.KeyNames) // as NewHexView does
	if got := v.statusText(nil, nil); !strings.Contains(got, "F8 undo") || strings.Contains(got, "Ctrl+Z") {
		t.Errorf("the hex window's hint = %q, want F8 undo and no Ctrl+Z", got)
	}
	o := v.Play.Board().Geometry.Orientation
	v.Play.PaintHex(session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Wood},
		realmsplay.HexStroke{Shape: session.ShapeLine, Points: []grid.Cell{o.Axial(grid.Offset{Col: 0, Row: 0}), o.Axial(grid.Offset{Col: 1, Row: 0})}})
	gametest.WantKeys(t, "the hex window's status after a wall", v.statusText(nil, nil), []string{"F8 undoes it"}, []string{"Ctrl+Z"})
}
