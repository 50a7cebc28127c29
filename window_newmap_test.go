//go:build window

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestWindowMapEditorNewMap starts a new map from the editor's New map
// sheet as a user would (issue 15): with a change not saved, Create asks
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
	run := func(t *testing.T, script string) string {
		t.Helper()
		play := filepath.Join(dir, t.Name()[strings.LastIndex(t.Name(), "/")+1:]+".play")
		if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := exec.Command(binary, "open", file, "--play", play).CombinedOutput()
		if err != nil {
			t.Fatalf("battlemap open --play: %v\n%s", err, b)
		}
		return string(b)
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
		said := run(t, `key B
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
		if !strings.Contains(said, "hill.json opens in a new window") {
			t.Errorf("the square window did not hand the hex map to a hex window; it said %q", said)
		}
	})
}
