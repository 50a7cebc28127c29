package drawsteel

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// TestWindowTitleUnsaved: after a change the square window's title
// carries the unsaved mark.
func TestWindowTitleUnsaved(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "assets", "encounters", "cliffside.json"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "cliffside.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	w, err := game.Open(game.Options{Encounter: o.Encounter, Path: path, Base: o.Base, RegularFont: reg, BoldFont: bold, NoAutosave: true}, testRulesets()...)
	if err != nil {
		t.Fatal(err)
	}
	g := w.Part().(*Game)
	g.Input = game.NewScriptedInput()
	if err := w.Update(); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(g.WindowTitle(), "unsaved") {
		t.Fatalf("title %q before any change", g.WindowTitle())
	}
	g.in.History().PushState(g.in.Board(), dsplay.Turn{}, dsplay.Figure{}, "a change")
	if err := w.Update(); err != nil {
		t.Fatal(err)
	}
	if got := g.WindowTitle(); !strings.HasPrefix(got, "• ") || !strings.Contains(got, "(unsaved changes)") {
		t.Errorf("after a change the title is %q, want the unsaved mark", got)
	}
}

// testRulesets are the rulesets main hands the window that these tests
// open: the square maps'.
func testRulesets() []game.Ruleset { return []game.Ruleset{Ruleset()} }

// testParts open the windows of this part's tests (gametest).
var testParts = gametest.Parts(testRulesets())

func itoa(n int) string { return strconv.Itoa(n) }
