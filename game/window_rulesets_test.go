//go:build !race

package game

import (
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/rules/realms"
)

// The hex and zone windows played by script in the test process.

var (
	riverFord = filepath.Join("assets", "encounters", "river-ford.json")
	monastery = filepath.Join("assets", "encounters", "monastery-zones.json")
)

// TestWindowHexKeysMoveAndSave plays the river ford by keys alone: Tab
// three times and Shift+Tab once select Brann (the second creature), Up
// aims and Esc drops the aim, two arrows aim two hexes east ("east" on the
// screen: Left on the map turned half round), Enter moves him there as a
// drop does, and the saved file has him at [6, 4].
func TestWindowHexKeysMoveAndSave(t *testing.T) {
	for _, c := range []struct {
		turn int
		east string
	}{{0, "Right"}, {180, "Left"}} {
		t.Run("turned "+itoa(c.turn), func(t *testing.T) {
			play := "key Tab\nkey Tab\nkey Tab\nkey shift+Tab\nkey Up\nkey Escape\nkey " + c.east + "\nkey " + c.east + "\nkey Enter"
			b := playFile(t, riverFord, play, testOpen{Rotate: c.turn}).Hex.Board
			if p := b.Pos(b.Creature("brann").At); p != (realms.Pos{6, 4}) {
				t.Errorf("after Tab, %s %s, Enter (turned %d) brann is at %v, want [6, 4]", c.east, c.east, c.turn, p)
			}
			if p := b.Pos(b.Creature("aldric").At); p != (realms.Pos{2, 5}) {
				t.Errorf("aldric moved to %v, want him left at [2, 5]", p)
			}
		})
	}
}

// TestWindowHexScriptDragsAndSaves plays a script in the hex window as a
// table would: zoom in with the wheel (the script points at hexes as the
// zoomed camera shows them), drag Brann two hexes east, drop, save; the
// saved file has him there, with the map upright and turned a quarter
// turn, for a player at the table's end.
func TestWindowHexScriptDragsAndSaves(t *testing.T) {
	for _, turn := range []int{0, 90} {
		t.Run("turned "+itoa(turn), func(t *testing.T) {
			b := playFile(t, riverFord, "wheel 1\ndrag 4 4 6 4", testOpen{Rotate: turn}).Hex.Board
			if p := b.Pos(b.Creature("brann").At); p != (realms.Pos{6, 4}) {
				t.Errorf("after the scripted drag (turned %d) brann is at %v, want [6, 4]", turn, p)
			}
		})
	}
}
