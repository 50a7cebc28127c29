package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/session"
)

// TestPanelHasAButtonForEveryTableAction: "every action reachable
// with large touch targets, no keyboard": each action a table needs is a
// button on the main page (above the tabs or on one of them), once.
func TestPanelHasAButtonForEveryTableAction(t *testing.T) {
	seen := map[session.Action]int{}
	labels := map[string]int{}
	for _, b := range alwaysButtons() {
		seen[b.act]++
		labels[b.label(game.DefaultKeymap())]++
	}
	for tab := range panelTab(panelTabCount) {
		for _, b := range tab.Buttons() {
			seen[b.act]++
			labels[b.label(game.DefaultKeymap())]++
			if got, ok := tabOf(b.label(game.DefaultKeymap()), game.DefaultKeymap()); !ok || got != tab {
				t.Errorf("tabOf(%q) = %v, %v, want %v", b.label(game.DefaultKeymap()), got, ok, tab)
			}
		}
	}
	for _, a := range []session.Action{
		session.ActCommit, session.ActCancel, session.ActUndo, session.ActRedo,
		session.ActPush, session.ActPull, session.ActSlide, session.ActDistanceUp, session.ActDistanceDown,
		session.ActVertical, session.ActMelee, session.ActStability, session.ActMoveMode, session.ActKnockback, session.ActGrab,
		session.ActEscapeGrab, session.ActDig, session.ActMount,
		session.ActTurn, session.ActTactics, session.ActExplain, session.ActMapEdit, session.ActEdit, session.ActAddCreature, session.ActNotes,
		session.ActTurnView, session.ActTurnViewHalf, session.ActFit, session.ActTheme, session.ActUIScaleUp, session.ActUIScaleDown,
		session.ActFullscreen, session.ActPlayerView, session.ActSettings,
		session.ActSave, session.ActSaveAs, session.ActOpen, session.ActImport, session.ActExport, session.ActQuit,
	} {
		if seen[a] != 1 {
			t.Errorf("action %v has %d panel buttons, want 1", a, seen[a])
		}
	}
	for l, n := range labels {
		if n != 1 {
			t.Errorf("label %q is on %d buttons, want 1 (scripts press buttons by label)", l, n)
		}
	}
	if _, ok := tabOf("no such button", game.DefaultKeymap()); ok {
		t.Errorf("tabOf(no such button) found a tab")
	}
}

// TestPanelButtonsAreFingerSized: a panel button is 44 px times the UI
// scale tall (a fingertip), except that at most an eleventh of a short
// window (never under 44 px), so the main page fits at 3x on 1080p.
func TestPanelButtonsAreFingerSized(t *testing.T) {
	for _, c := range []struct {
		scale float64
		h     int
		want  int
	}{
		{1, 972, 44},
		{2, 1944, 88},
		{2, 972, 88},
		{3, 972, 88},
		{3, 1944, 132},
		{1, 300, 44},
	} {
		g := newTestGame(t, sampleEncounter(t), "")
		g.H, g.Dev = c.h, 1
		p := newPanel(g, c.scale, tabMoves)
		if got := p.buttonHeight(); got != c.want {
			t.Errorf("buttonHeight() at %gx in a window %d px high = %d, want %d", c.scale, c.h, got, c.want)
		}
		if p.btnH != c.want {
			t.Errorf("newPanel at %gx, %d px high: buttons %d px, want %d", c.scale, c.h, p.btnH, c.want)
		}
	}
}

// TestPanelLabelsNameTheBoundKeys: the square window's panel buttons
// show the key the keymap binds ("a key rebound in the settings
// works in every window"), the defaults as before, and a script presses
// one by its label or its word.
func TestPanelLabelsNameTheBoundKeys(t *testing.T) {
	rebound, err := game.DefaultKeymap().With(map[string]string{"push": "U", "turn": "F4"})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		km   game.Keymap
		b    labelledAction
		want string
	}{
		{"Push by default", game.DefaultKeymap(), labelledAction{"Push", session.ActPush, true}, "Push P"},
		{"Turn by default", game.DefaultKeymap(), labelledAction{"Turn", session.ActTurn, true}, "Turn Spc"},
		{"Keys by default", game.DefaultKeymap(), labelledAction{"Keys", session.ActHelp, true}, "Keys ?"},
		{"Push rebound", rebound, labelledAction{"Push", session.ActPush, true}, "Push U"},
		{"Turn rebound", rebound, labelledAction{"Turn", session.ActTurn, true}, "Turn F4"},
		{"Commit shows no key", rebound, labelledAction{"Commit", session.ActCommit, false}, "Commit"},
		{"nothing bound", game.Keymap{}, labelledAction{"Push", session.ActPush, true}, "Push"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.b.label(c.km); got != c.want {
				t.Errorf("label = %q, want %q", got, c.want)
			}
		})
	}
	for _, label := range []string{"Push U", "Push"} {
		if tab, ok := tabOf(label, rebound); !ok || tab != tabMoves {
			t.Errorf("tabOf(%q) with push on U = %v, %v, want %v", label, tab, ok, tabMoves)
		}
	}
	if _, ok := tabOf("Push P", rebound); ok {
		t.Errorf("tabOf(Push P) with push on U found a tab, want none (the label shows U)")
	}
}
