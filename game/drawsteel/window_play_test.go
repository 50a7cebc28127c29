//go:build !race

package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The square window played by script in the test process: what a person
// does with the mouse and keys, checked against what rules says the moves
// do.

// pushedArcher is the sample and the board rules gives after the
// tactician pushes the goblin archer 3, aimed at 19,9.
func pushedArcher(t *testing.T) (*maps.Encounter, *drawsteel.Board) {
	t.Helper()
	sample := sampleEncounter(t)
	fm := drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 3}, Target: "archer", Source: "tactician"}
	path, err := drawsteel.RouteForced(sample.Square.Board, fm, drawsteel.Pos{X: 19, Y: 9, Z: 3})
	if err != nil {
		t.Fatal(err)
	}
	o, err := drawsteel.ResolveForced(sample.Square.Board, fm, path)
	if err != nil {
		t.Fatal(err)
	}
	return sample, sample.Square.Board.Apply(o)
}

// checkPushed compares the creatures the push concerns with rules' board.
func checkPushed(t *testing.T, got, want *drawsteel.Board) {
	t.Helper()
	for _, id := range []string{"archer", "tactician", "ogre"} {
		g, _ := got.Creature(id)
		w, _ := want.Creature(id)
		if g.Pos() != w.Pos() || g.Stamina != w.Stamina || g.Prone != w.Prone {
			t.Errorf("after the scripted push, %s at %v stamina %d prone %v; want %v stamina %d prone %v (push 3 aimed at 19,9)",
				id, g.Pos(), g.Stamina, g.Prone, w.Pos(), w.Stamina, w.Prone)
		}
	}
}

// TestWindowPlaysAForcedMove plays a whole forced move as a person would
// (select the pusher, press P and 3, click the target, click where to push
// it) and checks the saved encounter is what rules says the move does;
// Ctrl+Z puts everyone back.
func TestWindowPlaysAForcedMove(t *testing.T) {
	sample, want := pushedArcher(t)
	const pushArcher = "click 14 5\nkey P\nkey 3\nclick 16 6\npoint 19 9\nwait 2\nclick 19 9"
	got := testParts.PlayFile(t, gametest.SamplePath, pushArcher, gametest.Open{})
	checkPushed(t, got.Square.Board, want)
	if a, _ := got.Square.Board.Creature("archer"); !a.Prone || a.Stamina >= 10 {
		t.Errorf("the archer should have slammed into the tower and fallen prone: %+v", a)
	}
	undone := testParts.PlayFile(t, gametest.SamplePath, pushArcher+"\nkey ctrl+Z", gametest.Open{})
	for i, c := range sample.Square.Board.Creatures {
		u := undone.Square.Board.Creatures[i]
		if u.Pos() != c.Pos() || u.Stamina != c.Stamina || u.Prone != c.Prone {
			t.Errorf("after Ctrl+Z, %s at %v stamina %d prone %v; want it as it started: %v %d %v", c.ID, u.Pos(), u.Stamina, u.Prone, c.Pos(), c.Stamina, c.Prone)
		}
	}
}

// TestWindowCommitsFromThePanelAndTheKeys plays the push of
// TestWindowPlaysAForcedMove other ways a player would: aiming with the
// pointer and committing with the panel's Commit button, aiming with the
// arrow keys and committing with Commit, by the keyboard alone (Tab picks
// creatures and targets, the arrows aim, Enter commits), and with the
// target picked by keyboard while the pointer rests elsewhere on the map:
// the arrows aim from the target.
func TestWindowCommitsFromThePanelAndTheKeys(t *testing.T) {
	_, want := pushedArcher(t)
	const aimByKeys = "\nkey ArrowRight\nkey ArrowRight\nkey ArrowRight\nkey ArrowDown\nkey ArrowDown\nkey ArrowDown"
	// the tactician is the 7th creature in the file, the archer the last
	const tabToTactician = "key Tab\nkey Tab\nkey Tab\nkey Tab\nkey Tab\nkey Tab\nkey Tab"
	for _, tc := range []struct{ name, script string }{
		{"pointer aims, panel commits", "click 14 5\nkey P\nkey 3\nclick 16 6\npoint 19 9\nwait 2\nbutton Commit\nwait 2"},
		{"keys aim, panel commits", "click 14 5\nkey P\nkey 3\nclick 16 6\nbutton Dist +\nbutton Dist −" + aimByKeys + "\nbutton Commit\nwait 2"},
		{"keyboard alone", tabToTactician + "\nkey P\nkey 3\nkey shift+Tab\nkey Enter" + aimByKeys + "\nkey Enter\nwait 2"},
		{"keyboard picks the target, pointer elsewhere", "point 2 2\nclick 14 5\nbutton Push P\nwait 1\nkey 3\nkey shift+Tab\nkey Enter" + aimByKeys + "\nkey Enter\nwait 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkPushed(t, testParts.PlayFile(t, gametest.SamplePath, tc.script, gametest.Open{}).Square.Board, want)
		})
	}
}

// TestWindowDragsACreature drags the war dog three squares as a person
// would, drops it, and checks the saved encounter against rules' cheapest
// path; then a Ctrl-drag places the ogre freely, as the director.
func TestWindowDragsACreature(t *testing.T) {
	r, err := drawsteel.Reach(sampleEncounter(t).Square.Board, drawsteel.MoveRequest{Mover: "wardog"})
	if err != nil {
		t.Fatal(err)
	}
	to := drawsteel.Pos{X: 10, Y: 7}
	if _, ok := r.Cost(to); !ok {
		t.Fatalf("test setup: the war dog can't reach %v", to)
	}
	got := testParts.PlayFile(t, gametest.SamplePath, "drag 13 8 10 7\nwait 2\ndown ControlLeft\ndrag 17 9 20 12\nup ControlLeft\nwait 2", gametest.Open{})
	if d, _ := got.Square.Board.Creature("wardog"); d.Pos() != to {
		t.Errorf("after dragging, the war dog is at %v, want %v", d.Pos(), to)
	}
	if o, _ := got.Square.Board.Creature("ogre"); o.At != (drawsteel.Square{X: 20, Y: 12}) {
		t.Errorf("after a Ctrl-drag, the ogre is at %v, want placed at 20,12", o.At)
	}
}
