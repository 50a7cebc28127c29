//go:build !race

package zones

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
)

// The zone window's large buttons tapped by script in the test process.

// TestWindowZoneButtonsByTaps plays the zone window by taps alone (every
// action reachable with large touch targets, no keyboard): Mei held, slid
// onto the roof and committed (the climb's result 0 by OK: she climbs,
// her Action spent), then the File tab's Save writes her there; the View
// tab's Settings opens the settings panel (its Close button is there to
// tap) and Close shuts it (the bar's buttons are tapped again). At UI
// scale 2 the View tab's Rot 180° turns the map half round, which the
// settings remember.
func TestWindowZoneButtonsByTaps(t *testing.T) {
	dir := t.TempDir()
	file := gametest.CopyFile(t, monastery, dir)
	settings := filepath.Join(dir, game.SettingsFile)
	testParts.Open(t, gametest.Open{File: file, Settings: settings, Script: "touch down 1 mei\nwait 40\ntouch move 1 roof\nwait 2\ntouch up 1\nwait 2\ntouch button Commit\nwait 2\ntouch button OK\nwait 2\n" +
		"touch button File\nwait 2\ntouch button Save\nwait 2\n" +
		"touch button View\nwait 2\ntouch button Settings\nwait 3\ntouch button Close\nwait 3\ntouch button Play\nwait 2\nquit\n"}).Run(gametest.MaxFrames)
	if mei, _ := zoneBoardOf(t, file).Creature("mei"); mei.Zone != "roof" || !mei.ActionSpent {
		t.Errorf("saved by the File tab's Save: Mei in %s, Action spent %v; want roof, spent (climb 10 failed with 0)", mei.Zone, mei.ActionSpent)
	}
	os.Remove(settings)
	testParts.Open(t, gametest.Open{File: file, Settings: settings, UIScale: 2, Script: "touch button View\nwait 2\ntouch button Rot 180°\nwait 2\nquit\n"}).Run(gametest.MaxFrames)
	s, err := game.LoadSettings(settings)
	if err != nil || s.Rotate != 180 {
		t.Errorf("after Rot 180° at UI scale 2: settings rotate %d (error %v), want 180", s.Rotate, err)
	}
}

// TestWindowZoneThrowByTaps: the oni throws Mei by taps alone: the oni
// tapped (the thrower), the Throw button, Mei tapped (the target), the
// result 12 by the + button and OK, then the moss garden tapped (it needs
// 6): the saved file has her there. The Zones rules, Forced Movement:
// "When targetting a zone with Difficult Terrain, the Result on the
// forced movement must be higher than the Difficult Terrain".
func TestWindowZoneThrowByTaps(t *testing.T) {
	script := "wait 2\ntouch down 1 oni\ntouch up 1\nwait 2\ntouch button Throw\nwait 2\ntouch down 1 mei\ntouch up 1\nwait 2\n" +
		strings.Repeat("touch button +\n", 12) + "touch button OK\nwait 2\ntouch down 1 garden\ntouch up 1\nwait 2\n" +
		"touch button File\nwait 2\ntouch button Save\nwait 2\nquit\n"
	file := testParts.PlayCopy(t, monastery, script, gametest.Open{Touch: true})
	if mei, _ := zoneBoardOf(t, file).Creature("mei"); mei.Zone != "garden" {
		t.Errorf("thrown by taps into the moss garden with 12: Mei in %s, want garden", mei.Zone)
	}
}

// TestWindowZoneTouchEndRoundButton ends a round in the zone window by
// finger alone: a tap on the End round button previews the end of the
// round (nothing changes yet), a second tap applies it, and the Undo
// button takes it back.
func TestWindowZoneTouchEndRoundButton(t *testing.T) {
	dir := t.TempDir()
	saved := func(n string) string { return filepath.Join(dir, n+".json") }
	script := "wait 2\ntouch button End round\nwait 2\nsave " + saved("previewed") +
		"\ntouch button End round\nwait 2\nsave " + saved("ended") +
		"\ntouch button Undo\nwait 2\nsave " + saved("undone") + "\nquit\n"
	testParts.PlayCopy(t, monastery, script, gametest.Open{})
	round := func(name string) int { return zoneBoardOf(t, saved(name)).Round() }
	first := round("previewed")
	for _, tc := range []struct {
		name string
		want int
	}{{"ended", first + 1}, {"undone", first}} {
		if got := round(tc.name); got != tc.want {
			t.Errorf("%s by the touch buttons: round %d, want %d", tc.name, got, tc.want)
		}
	}
}
