//go:build window

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestWindowHexKeysMoveAndSave plays the river ford by keys alone (issue
// 14, "with the keyboard alone"): Tab three times and Shift+Tab once
// select Brann (the second creature), Up aims and Esc drops the aim, two
// arrows aim two hexes east ("east" on the screen: Left on the map
// turned half round), Enter moves him there as a drop does, and the saved
// file has him at [6, 4].
func TestWindowHexKeysMoveAndSave(t *testing.T) {
	for _, c := range []struct{ turn, east string }{{"0", "Right"}, {"180", "Left"}} {
		t.Run("turned "+c.turn, func(t *testing.T) {
			dir := t.TempDir()
			saved, script := filepath.Join(dir, "after.json"), filepath.Join(dir, "keys.play")
			play := "key Tab\nkey Tab\nkey Tab\nkey shift+Tab\nkey Up\nkey Escape\nkey " + c.east + "\nkey " + c.east + "\nkey Enter\nsave " + saved + "\n"
			if err := os.WriteFile(script, []byte(play), 0o644); err != nil {
				t.Fatal(err)
			}
			file := filepath.Join("assets", "encounters", "river-ford.json")
			if out, err := exec.Command(buildBinary(t), "open", file, "--rotate", c.turn, "--play", script).CombinedOutput(); err != nil {
				t.Fatalf("battlemap open %s --rotate %s --play: %v\n%s", file, c.turn, err, out)
			}
			enc, err := maps.Load(saved)
			if err != nil {
				t.Fatal(err)
			}
			b := enc.Hex.Board
			if p := b.Pos(b.Creature("brann").At); p != (realms.Pos{6, 4}) {
				t.Errorf("after Tab, %s %s, Enter (turned %s) brann is at %v, want [6, 4]", c.east, c.east, c.turn, p)
			}
			if p := b.Pos(b.Creature("aldric").At); p != (realms.Pos{2, 5}) {
				t.Errorf("aldric moved to %v, want him left at [2, 5]", p)
			}
		})
	}
}

// TestWindowZoneKeysMoveAndSave plays the monastery by keys alone (issue
// 14): Tab selects Mei (the first creature), the arrow up on the screen
// (Down on the map turned half round) aims at the hall roof above the
// courtyard, Enter declares the move and the climb's result is typed as
// for a drop (12 succeeds on climb 10); Tab twice more selects Shiro,
// whose aim at the stream beside him Esc drops; Ctrl+S saves. The file
// has Mei on the roof, moved, and Shiro still in the garden, unmoved.
func TestWindowZoneKeysMoveAndSave(t *testing.T) {
	for _, c := range []struct{ turn, up, west string }{{"0", "Up", "Left"}, {"180", "Down", "Right"}} {
		t.Run("turned "+c.turn, func(t *testing.T) {
			dir := t.TempDir()
			file := copyEncounter(t, dir, "monastery-zones.json")
			play := filepath.Join(dir, "keys.play")
			script := "key Tab\nkey " + c.up + "\nkey Enter\nkey 1\nkey 2\nkey Enter\n" +
				"key Tab\nkey Tab\nkey " + c.west + "\nkey Escape\nkey Enter\n" +
				"key ctrl+S\nquit\n"
			if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(buildBinary(t), "open", file, "--rotate", c.turn, "--play", play).CombinedOutput(); err != nil {
				t.Fatalf("battlemap open --play: %v\n%s", err, out)
			}
			b := zoneBoardOf(t, file)
			for _, w := range []struct {
				id, zone string
				moved    bool
			}{{"mei", "roof", true}, {"shiro", "garden", false}, {"jun", "yard", false}} {
				got, _ := b.Creature(w.id)
				if got.Zone != w.zone || got.Moved != w.moved {
					t.Errorf("turned %s, saved %s: in %s moved %v, want %s moved %v", c.turn, w.id, got.Zone, got.Moved, w.zone, w.moved)
				}
			}
		})
	}
}
