//go:build !race

package zones

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/zones"
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
			file := testParts.PlayCopy(t, monastery, script, gametest.Open{Rotate: c.turn})
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
			file := testParts.PlayCopy(t, monastery, script, gametest.Open{Rotate: turn})
			checkZones(t, zoneBoardOf(t, file), turn, []zoneWant{{"mei", "roof", true}, {"shiro", "garden", false}, {"jun", "yard", false}})
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

// TestWindowZoneTouchDragCommitsByTheButton presses and holds on Mei in the
// zone window, slides to the roof and lifts: she is still in the yard
// until the large Commit declares the move; then the climb's roll is
// entered as for a drop (12 beats the climb 10) and she is on the roof.
func TestWindowZoneTouchDragCommitsByTheButton(t *testing.T) {
	dir := t.TempDir()
	lifted, committed := filepath.Join(dir, "lifted.json"), filepath.Join(dir, "committed.json")
	script := "touch down 1 mei\nwait 40\ntouch move 1 roof\nwait 2\ntouch up 1\nwait 2\nsave " + lifted +
		"\ntouch button Commit\nwait 2\nkey 1\nkey 2\nkey Enter\nwait 2\nsave " + committed + "\nquit\n"
	testParts.PlayCopy(t, monastery, script, gametest.Open{})
	for _, tc := range []struct{ file, zone string }{{lifted, "yard"}, {committed, "roof"}} {
		b := zoneBoardOf(t, tc.file)
		if mei, _ := b.Creature("mei"); mei.Zone != tc.zone {
			t.Errorf("%s: Mei is in %s, want %s", filepath.Base(tc.file), mei.Zone, tc.zone)
		}
	}
}

// TestWindowZoneRollByTaps enters the climb's roll with the large − + OK
// buttons, no keyboard: thirteen + and one − make 12, which beats the
// climb 10, so Mei is on the roof with her Action kept (a 0, what OK gives
// if the buttons did nothing, fails the climb and spends it).
// The Zones rules, Difficult Terrain: "Success, Flourish: You cross the
// zone border at no penalty".
func TestWindowZoneRollByTaps(t *testing.T) {
	script := "touch down 1 mei\nwait 40\ntouch move 1 roof\nwait 2\ntouch up 1\nwait 2\ntouch button Commit\nwait 2\n" +
		strings.Repeat("touch button +\n", 13) + "touch button -\ntouch button OK\nwait 2"
	b, err := testParts.PlayFile(t, monastery, script, gametest.Open{Touch: true}).Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	if mei, _ := b.Creature("mei"); mei.Zone != "roof" || mei.ActionSpent {
		t.Errorf("climb 10 with 12 tapped: Mei in %s, Action spent %v, want roof, false", mei.Zone, mei.ActionSpent)
	}
}
