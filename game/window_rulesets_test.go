//go:build !race

package game

import (
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/rules/zones"
)

// The hex and zone windows played by script in the test process.

var (
	riverFord = filepath.Join("assets", "encounters", "river-ford.json")
	monastery = filepath.Join("assets", "encounters", "monastery-zones.json")
)

// zoneBoardOf loads the zone board saved in file.
func zoneBoardOf(t *testing.T, file string) *zones.Board {
	t.Helper()
	enc, err := maps.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	b, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

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

// zoneWant is where a creature should be in a saved zone map.
type zoneWant struct {
	id, zone string
	moved    bool
}

func checkZones(t *testing.T, b *zones.Board, turn int, want []zoneWant) {
	t.Helper()
	for _, w := range want {
		got, _ := b.Creature(w.id)
		if got.Zone != w.zone || got.Moved != w.moved {
			t.Errorf("turned %d, saved %s: in %s moved %v, want %s moved %v", turn, w.id, got.Zone, got.Moved, w.zone, w.moved)
		}
	}
}

// TestWindowZoneKeysMoveAndSave plays the monastery by keys alone: Tab
// selects Mei (the first creature), the arrow up on the screen (Down on
// the map turned half round) aims at the hall roof above the courtyard,
// Enter declares the move and the climb's result is typed as for a drop
// (12 succeeds on climb 10); Tab twice more selects Shiro, whose aim at
// the stream beside him Esc drops; Ctrl+S saves. The file has Mei on the
// roof, moved, and Shiro still in the garden, unmoved.
func TestWindowZoneKeysMoveAndSave(t *testing.T) {
	for _, c := range []struct {
		turn     int
		up, west string
	}{{0, "Up", "Left"}, {180, "Down", "Right"}} {
		t.Run("turned "+itoa(c.turn), func(t *testing.T) {
			script := "key Tab\nkey " + c.up + "\nkey Enter\nkey 1\nkey 2\nkey Enter\n" +
				"key Tab\nkey Tab\nkey " + c.west + "\nkey Escape\nkey Enter\n" +
				"key ctrl+S\nquit\n"
			file := playCopy(t, monastery, script, testOpen{Rotate: c.turn})
			checkZones(t, zoneBoardOf(t, file), c.turn, []zoneWant{{"mei", "roof", true}, {"shiro", "garden", false}, {"jun", "yard", false}})
		})
	}
}

// TestWindowZoneDragAndSave drags Mei onto the roof as a user does, types
// the climb's result, throws nobody, and saves with Ctrl+S: the file on
// disk has Mei on the roof, moved this round; an undone move is not saved;
// and so on the map turned half round, for the players across the table.
func TestWindowZoneDragAndSave(t *testing.T) {
	for _, turn := range []int{0, 180} {
		t.Run("turned "+itoa(turn), func(t *testing.T) {
			script := "drag mei roof\nkey 1\nkey 2\nkey Enter\n" + // climb 10: 12 succeeds
				"drag shiro stream\nkey 9\nkey Enter\nkey ctrl+Z\n" + // undone
				"key ctrl+S\nquit\n"
			file := playCopy(t, monastery, script, testOpen{Rotate: turn})
			checkZones(t, zoneBoardOf(t, file), turn, []zoneWant{{"mei", "roof", true}, {"shiro", "garden", false}, {"jun", "yard", false}})
		})
	}
}
