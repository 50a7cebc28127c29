package game

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// reboundKeys rebinds Commit, Cancel and Undo as a settings file would.
func reboundKeys() map[string]string {
	return map[string]string{"commit": "F6", "cancel": "F7", "undo": "F8"}
}

// wantKeys checks that text names the rebound keys in want and none of
// the default keys in old.
func wantKeys(t *testing.T, what, text string, want, old []string) {
	t.Helper()
	for _, k := range want {
		if !strings.Contains(text, k) {
			t.Errorf("%s = %q, want it to name %s", what, text, k)
		}
	}
	for _, k := range old {
		if strings.Contains(text, k) {
			t.Errorf("%s = %q names %s, the key before the settings rebound it", what, text, k)
		}
	}
}

// TestMessagesNameReboundKeys: issue 14, "a key rebound in the settings
// works in every window": with Commit, Cancel and Undo rebound, the
// square window's aim message and the hex and zone windows' status texts
// name the new keys and not the old.
func TestMessagesNameReboundKeys(t *testing.T) {
	t.Run("square window", func(t *testing.T) {
		reg, bold := assets.Fonts()
		g, err := newGame(nil, Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Keys: reboundKeys()})
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
		wantKeys(t, "the aim message", in.Message(), []string{"F6 commits", "F7 cancels"}, []string{"Enter", "Esc"})
		in.Do(session.ActCommit)
		wantKeys(t, "the message after the push", in.Message(), []string{"Done: ", "F8 undoes it"}, []string{"Ctrl+Z"})
	})
	t.Run("hex window", func(t *testing.T) {
		v, _ := scriptedHexView(t)
		km, err := defaultKeymap().With(reboundKeys())
		if err != nil {
			t.Fatal(err)
		}
		v.keymap = km
		v.play.SetKeys(v.keyNames) // as NewHexView does
		if got := v.statusText(nil, nil); !strings.Contains(got, "F8 undo") || strings.Contains(got, "Ctrl+Z") {
			t.Errorf("the hex window's hint = %q, want F8 undo and no Ctrl+Z", got)
		}
		o := v.play.Board().Geometry.Orientation
		v.play.PaintHex(session.Brush{Tool: session.MapWall, Size: 1, Material: drawsteel.Wood},
			realmsplay.HexStroke{Shape: session.ShapeLine, Points: []grid.Cell{o.Axial(grid.Offset{Col: 0, Row: 0}), o.Axial(grid.Offset{Col: 1, Row: 0})}})
		wantKeys(t, "the hex window's status after a wall", v.statusText(nil, nil), []string{"F8 undoes it"}, []string{"Ctrl+Z"})
	})
	t.Run("zone window", func(t *testing.T) {
		v, _ := zoneTableView(t, 1)
		km, err := defaultKeymap().With(reboundKeys())
		if err != nil {
			t.Fatal(err)
		}
		v.keymap = km
		v.play.SetKeys(v.keyNames) // as NewZoneView does
		v.play.StartThrow("")
		wantKeys(t, "the zone window's status asking the thrown", strings.Join(v.statusLines("", ""), " / "), []string{"Cancel (F7)"}, []string{"Esc"})
		v.play.ThrowTarget(v.play.Board().Map().Creatures[0].ID)
		wantKeys(t, "the zone window's status asking the throw's result", strings.Join(v.statusLines("", ""), " / "), []string{"OK (F6)"}, []string{"Enter"})
	})
}
