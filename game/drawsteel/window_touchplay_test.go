//go:build !race

package drawsteel

import (
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Touch played by script in the test process, in the three windows.

// TestWindowTouchPushCommitsOnlyByTheButton plays the push of
// TestWindowPlaysAForcedMove by finger alone: tap the tactician, tap the
// panel's Push and Dist + buttons, tap the archer, tap the square to aim
// at. The taps never commit: the archer has not moved until the large
// Commit button is tapped.
func TestWindowTouchPushCommitsOnlyByTheButton(t *testing.T) {
	sample, want := pushedArcher(t)
	const aim = "touch tap 14 5\ntouch button Push P\ntouch button Dist +\ntouch tap 16 6\ntouch tap 19 9\nwait 2\ntouch tap 19 9\nwait 2"
	aimed := testParts.PlayFile(t, gametest.SamplePath, aim, gametest.Open{})
	before, _ := sample.Square.Board.Creature("archer")
	if a, _ := aimed.Square.Board.Creature("archer"); a.Pos() != before.Pos() || a.Stamina != before.Stamina {
		t.Errorf("after taps alone the archer is at %v stamina %d; want unmoved at %v stamina %d (a tap never commits)",
			a.Pos(), a.Stamina, before.Pos(), before.Stamina)
	}
	checkPushed(t, testParts.PlayFile(t, gametest.SamplePath, aim+"\ntouch button Commit\nwait 2", gametest.Open{}).Square.Board, want)
}

// TestWindowTouchDragsACreature presses and holds on the war dog, slides
// the finger three squares and lifts it: nothing moves until Commit, and
// Commit moves it where a mouse drag does (TestWindowDragsACreature).
// Cancel leaves it where it was; a quick drag pans instead.
func TestWindowTouchDragsACreature(t *testing.T) {
	const drag = "touch hold 1 13 8\ntouch move 1 10 7\nwait 2\ntouch up 1\nwait 2"
	start := drawsteel.Pos{X: 13, Y: 8}
	to := drawsteel.Pos{X: 10, Y: 7}
	for _, tc := range []struct {
		name, script string
		want         drawsteel.Pos
	}{
		{"lifted", drag, start},
		{"committed", drag + "\ntouch button Commit\nwait 2", to},
		{"cancelled", drag + "\ntouch button Cancel\nwait 2", start},
		{"a quick drag pans instead", "touch down 1 13 8\ntouch move 1 10 7\ntouch up 1\nwait 2\ntouch button Commit", start},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := testParts.PlayFile(t, gametest.SamplePath, tc.script, gametest.Open{})
			if d, _ := got.Square.Board.Creature("wardog"); d.Pos() != tc.want {
				t.Errorf("war dog at %v, want %v", d.Pos(), tc.want)
			}
		})
	}
}

// TestWindowTouchFlagMakesTheMouseAFinger opens the window with --touch,
// as a desktop touch screen (which reaches the program as a mouse) would:
// the left button pressed and held on the war dog, moved and released is
// a press and hold, so nothing moves until the large Commit is tapped.
func TestWindowTouchFlagMakesTheMouseAFinger(t *testing.T) {
	dir := t.TempDir()
	lifted, committed := filepath.Join(dir, "lifted.json"), filepath.Join(dir, "committed.json")
	script := "point 13 8\npress\nwait 40\npoint 12 7\npoint 11 7\npoint 10 7\nwait 2\nrelease\nwait 2\nsave " + lifted +
		"\ntouch button Commit\nwait 2\nsave " + committed + "\nquit\n"
	testParts.PlayCopy(t, gametest.SamplePath, script, gametest.Open{Touch: true})
	for _, tc := range []struct {
		file string
		want drawsteel.Pos
	}{{lifted, drawsteel.Pos{X: 13, Y: 8}}, {committed, drawsteel.Pos{X: 10, Y: 7}}} {
		if d, _ := gametest.LoadSaved(t, tc.file).Square.Board.Creature("wardog"); d.Pos() != tc.want {
			t.Errorf("%s: the war dog is at %v, want %v", filepath.Base(tc.file), d.Pos(), tc.want)
		}
	}
}

// TestWindowDragsWhileTurned drags creatures on a turned map: a willing
// move of the war dog with the map half round (--rotate 180), then, after
// Shift+R turns it a quarter more, a Ctrl-drag of the ogre. Each lands on
// the square it was dropped on.
func TestWindowDragsWhileTurned(t *testing.T) {
	got := testParts.PlayFile(t, gametest.SamplePath, "drag 13 8 10 7\nwait 2\nkey shift+R\nwait 2\ndown ControlLeft\ndrag 17 9 20 12\nup ControlLeft\nwait 2", gametest.Open{Rotate: 180})
	if d, _ := got.Square.Board.Creature("wardog"); d.Pos() != (drawsteel.Pos{X: 10, Y: 7}) {
		t.Errorf("after dragging on the map turned 180, the war dog is at %v, want 10,7", d.Pos())
	}
	if o, _ := got.Square.Board.Creature("ogre"); o.At != (drawsteel.Square{X: 20, Y: 12}) {
		t.Errorf("after a Ctrl-drag on the map turned 270, the ogre is at %v, want 20,12", o.At)
	}
}
