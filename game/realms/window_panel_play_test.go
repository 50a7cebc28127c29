//go:build !race

package realms

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
)

// The hex window's panel and the New map sheet driven by script in the
// test process.

// playHexTaps opens a copy of the river ford in the hex window at UI
// scale scale, plays script on it and returns the file as saved.
func playHexTaps(t *testing.T, scale float64, script string) *realms.Board {
	t.Helper()
	file := testParts.PlayCopy(t, riverFord, script+"\nwait 2\nquit\n", gametest.Open{UIScale: scale})
	return gametest.LoadSaved(t, file).Hex.Board
}

// hasEffect reports whether c has the effect named name.
func hasEffect(c *realms.Creature, name string) bool {
	return slices.ContainsFunc(c.Effects, func(e realms.Effect) bool { return e.Name == name })
}

// TestWindowHexPanelByTaps plays the hex window by taps alone (every
// action reachable with large touch targets, no keyboard): tap Mira
// (prone), tap her Stand up button, hold and drag her to [5, 5] (75 feet
// crawling: Enchanted Realms, A quick reminder, "Crawling speed costs 3
// feet for every 1 traveled"; 25 standing up first and 25 walking) and Commit; tap Prone (she falls
// again) and Quick step; tap the File tab and Save. The file holds all
// of it. (The panel is rebuilt the frame after Prone: the script waits
// for it, as the program's loop, running Updates between slow frames,
// did.)
func TestWindowHexPanelByTaps(t *testing.T) {
	b := playHexTaps(t, 1, `touch tap 3 2
touch button Stand up
wait 2
touch hold 1 3 2
touch move 1 5 5
wait 2
touch up 1
wait 2
touch button Commit
wait 2
touch button Prone
wait 2
touch button Quick step
wait 2
touch button File
wait 2
touch button Save`)
	mira := b.Creature("mira")
	if p := b.Pos(mira.At); p != (realms.Pos{5, 5}) {
		t.Errorf("Mira is at %v, want [5 5] (stood up by the Stand up button, then walked)", p)
	}
	if !mira.Prone {
		t.Errorf("Mira is standing, want prone again (the Prone button after her move)")
	}
	if !hasEffect(mira, "quick step") {
		t.Errorf("Mira's effects %v, want quick step (its button)", mira.Effects)
	}
}

// TestWindowHexPanelScrollsAt2x: at UI scale 2 the Move tab is taller
// than the window; its last button, Ghoul touch, is reached by scrolling
// the panel and a tap on it gives Mira the effect; Save on the File tab
// keeps it.
func TestWindowHexPanelScrollsAt2x(t *testing.T) {
	b := playHexTaps(t, 2, `touch tap 3 2
touch down 2 1500px 800px
touch move 2 1500px 300px
touch up 2
wait 2
touch button Ghoul touch
wait 2
touch button File
wait 2
touch button Save`)
	if mira := b.Creature("mira"); !hasEffect(mira, "ghoul touch") || !mira.Prone {
		t.Errorf("Mira: effects %v, prone %v; want ghoul touch, still prone", mira.Effects, mira.Prone)
	}
}

// TestWindowMapEditorNewMap starts a new map from the editor's New map
// sheet as a user would: with a change not saved, Create asks
// first and "Don't save" leaves the file as it was; the new square map
// opens with no file, so Ctrl+S asks where to save it; a new hex map is
// saved where the user says and opens in the hex window.
func TestWindowMapEditorNewMap(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "blank.json")
	blank := `{"format": 1, "name": "Blank", "grid": {"width": 12, "height": 8}, "creatures": [
 {"id": "hero", "name": "Hero", "side": "heroes", "at": [2, 3], "stamina": 20}]}`
	if err := os.WriteFile(file, []byte(blank), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(t *testing.T, script string) *game.OpenRequest {
		t.Helper()
		h := testParts.Open(t, gametest.Open{File: file, Script: script})
		h.Run(gametest.MaxFrames)
		return h.Swapped
	}
	t.Run("squares", func(t *testing.T) {
		out := filepath.Join(dir, "crossroads.json")
		run(t, `key B
click 5 5
button New map
wait 2
key Backspace
type Crossroads
button Columns +5
button Columns +
button Rows −
button Create
wait 2
button Don't save
wait 2
button wall
click 1 1
key ctrl+S
wait 2
key Backspace
type `+out+`
key Enter
wait 2
quit
`)
		enc, err := maps.Load(out)
		if err != nil {
			t.Fatalf("Ctrl+S on the new map did not save where asked: %v", err)
		}
		b := enc.Square.Board
		if enc.Name != "Crossroads" || b.Width != 18 || b.Height != 7 || len(b.Creatures) != 0 {
			t.Errorf("new map %q %dx%d with %d creatures, want \"Crossroads\" 18x7 (12+5+1 by 8-1) with none", enc.Name, b.Width, b.Height, len(b.Creatures))
		}
		if c := b.Cell(drawsteel.Square{X: 1, Y: 1}); !c.HasWall() {
			t.Errorf("square 1,1 of the new map = %+v, want the wall painted on it", c)
		}
		old, err := maps.Load(file)
		if err != nil {
			t.Fatal(err)
		}
		if g := old.Square.Board.Cell(drawsteel.Square{X: 5, Y: 5}).Ground; g != 0 {
			t.Errorf("blank.json square 5,5 ground %d, want 0: Don't save must not save the raise", g)
		}
	})
	t.Run("hexes", func(t *testing.T) {
		out := filepath.Join(dir, "hill.json")
		reopen := run(t, `key B
button New map
wait 2
key Backspace
type Hill fort
button Enchanted Realms (hexes)
button Rows +
button Create
wait 2
key Backspace
type `+out+`
key Enter
wait 5
quit
`)
		enc, err := maps.Load(out)
		if err != nil {
			t.Fatalf("the new hex map was not saved where asked: %v", err)
		}
		if enc.Ruleset() != maps.Realms || enc.Hex == nil || enc.Name != "Hill fort" {
			t.Fatalf("new map %q ruleset %q, want \"Hill fort\" for realms", enc.Name, enc.Ruleset())
		}
		if g := enc.Hex.Board.Geometry; g.Width != 12 || g.Height != 9 {
			t.Errorf("new hex map %dx%d, want 12x9 (the open map's 12x8, one more row)", g.Width, g.Height)
		}
		if reopen == nil || reopen.Path != out {
			t.Errorf("the window did not go on with the hex map in its hex part; it went on with %+v", reopen)
		}
	})
}
