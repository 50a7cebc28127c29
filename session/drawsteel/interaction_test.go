package drawsteel

import (
	"reflect"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// field is a 10x6 flat board with a fury (hero), a goblin and a war dog
// (enemies), a wooden wall, and a drop: the right two columns are 3 high.
//
//	 0123456789
//	0........33
//	1.F.g....33
//	2........33
//	3..d.....33
//	4.....W..33
//	5........33
func field(t *testing.T) *drawsteel.Board {
	t.Helper()
	b := drawsteel.NewBoard(10, 6)
	for y := 0; y < 6; y++ {
		for x := 8; x < 10; x++ {
			b.SetCell(drawsteel.Square{X: x, Y: y}, drawsteel.Cell{Ground: 3})
		}
	}
	b.SetCell(drawsteel.Square{X: 6, Y: 4}, drawsteel.Cell{Wall: drawsteel.Wood, WallHeight: 2})
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 1, Y: 1}, Speed: 5, Might: 2, Stamina: 30, MaxStamina: 30, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "goblin", Name: "Goblin", Side: "enemies", Size: drawsteel.SizeSmall, At: drawsteel.Square{X: 3, Y: 1}, Speed: 6, Stamina: 8, MaxStamina: 8, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "dog", Name: "War Dog", Side: "enemies", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 2, Y: 3}, Speed: 6, Stability: 2, Stamina: 16, MaxStamina: 16, Movement: []drawsteel.MoveType{drawsteel.Walk}},
	}
	return b
}

func sq(x, y int) drawsteel.Square { return drawsteel.Square{X: x, Y: y} }

// start selects the source, chooses the move and clicks the target.
func start(t *testing.T, in *Interaction, source string, kind session.Action, dist int, target drawsteel.Square) {
	t.Helper()
	if source != "" {
		c, _ := in.Board().Creature(source)
		in.Click(c.At, false)
	}
	in.Do(kind)
	in.Do(session.ActDistance0 + session.Action(dist))
	in.Click(target, false)
	if in.Mode() != ModePreview {
		t.Fatalf("after choosing the target, mode = %v, want previewing (message %q)", in.Mode(), in.Message())
	}
}

func TestPushPreviewIsWhatRulesReturns(t *testing.T) {
	b := field(t)
	in := NewInteraction(b)
	start(t, in, "fury", session.ActPush, 3, sq(3, 1))
	in.Point(sq(6, 1), true)
	got, ok := in.Shown()
	if !ok || !got.Legal {
		t.Fatalf("Shown() at 6,1 = %+v, want a legal push", got)
	}
	fm := drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 3}, Target: "goblin", Source: "fury"}
	want, err := drawsteel.ResolveForced(b, fm, got.Path)
	if err != nil {
		t.Fatalf("ResolveForced(%v) error: %v", got.Path, err)
	}
	if !reflect.DeepEqual(got.Outcome, want) {
		t.Errorf("shown outcome = %+v, want what drawsteel.ResolveForced returns: %+v", got.Outcome, want)
	}
	if end := got.Outcome.Positions["goblin"]; end.X != 6 || end.Y != 1 {
		t.Errorf("goblin ends at %v, want 6,1", end)
	}
}

func TestCommitUndoRedo(t *testing.T) {
	b := field(t)
	in := NewInteraction(b)
	start(t, in, "fury", session.ActPush, 3, sq(3, 1))
	in.Click(sq(6, 1), false) // a click on a square commits
	if in.Mode() != ModeIdle {
		t.Fatalf("after the commit, mode = %v, want idle", in.Mode())
	}
	g, _ := in.Board().Creature("goblin")
	if g.At != sq(6, 1) {
		t.Fatalf("after the commit the goblin is at %v, want 6,1", g.At)
	}
	if len(in.History().Log()) == 0 {
		t.Error("the commit wrote nothing to the event log")
	}
	after := in.Board()
	in.Do(session.ActUndo)
	if in.Board() != b {
		t.Error("Undo did not restore the original board exactly")
	}
	if len(in.History().Log()) != 0 {
		t.Errorf("after undo the log still holds %q", in.History().Log())
	}
	in.Do(session.ActRedo)
	if in.Board() != after {
		t.Error("Redo did not restore the committed board")
	}
	if orig, _ := b.Creature("goblin"); orig.At != sq(3, 1) {
		t.Errorf("the original board was changed behind our back: goblin at %v", orig.At)
	}
}

func TestIllegalSquareSaysWhyAndDoesNotCommit(t *testing.T) {
	in := NewInteraction(field(t))
	start(t, in, "fury", session.ActPush, 2, sq(3, 1))
	in.Point(sq(2, 1), true) // toward the pusher
	got, ok := in.Shown()
	// Draw Steel, Push X: "Each square the creature moves the target must put
	// the target farther away from them." The reason quotes the rule.
	if want := "Each square the creature moves the target must put the target farther away from them.\" (Push X)."; !ok || got.Legal || !strings.Contains(got.Why, want) {
		t.Errorf("Shown() toward the pusher = %+v, want illegal, the reason ending %q", got, want)
	}
	in.Point(sq(9, 5), true)
	if got, _ := in.Shown(); got.Legal || !strings.Contains(got.Why, "Out of reach") {
		t.Errorf("Shown() far away = %+v, want out of reach", got)
	}
	in.Do(session.ActCommit)
	if in.History().CanUndo() {
		t.Error("Enter on an illegal square committed something")
	}
	if in.Mode() != ModePreview {
		t.Errorf("mode after a refused commit = %v, want still previewing", in.Mode())
	}
}

func TestPushNeedsASource(t *testing.T) {
	in := NewInteraction(field(t))
	in.Do(session.ActPush)
	if in.Mode() != ModeIdle || !strings.Contains(in.Message(), "select") {
		t.Errorf("push with nothing selected: mode %v, message %q; want idle and a hint to select", in.Mode(), in.Message())
	}
	in.Do(session.ActSlide) // a slide can come from no creature (a trap)
	if in.Mode() != ModeTargets {
		t.Errorf("slide with nothing selected: mode %v, want choosing targets", in.Mode())
	}
}

func TestSettingsChangeTheEffectiveDistance(t *testing.T) {
	in := NewInteraction(field(t))
	start(t, in, "fury", session.ActPush, 3, sq(2, 3)) // the dog has stability 2
	if got := in.Preview().Effective; got != 1 {
		t.Errorf("push 3 against stability 2: effective %d, want 1", got)
	}
	in.Do(session.ActStability) // ignore
	if got := in.Preview().Effective; got != 3 {
		t.Errorf("ignoring stability: effective %d, want 3", got)
	}
	in.Do(session.ActStability) // the dog uses 0 squares
	in.Do(session.ActStability) // 1 square
	if got, s := in.Preview().Effective, in.Settings().Stability.String(); got != 2 || s != "1" {
		t.Errorf("stability 1 of 2: effective %d (%s), want 2", got, s)
	}
	in.Do(session.ActStability) // back to full
	in.Do(session.ActMelee)     // same size: Big Versus Little gives nothing
	in.Do(session.ActDistanceUp)
	if got := in.Preview().Effective; got != 2 {
		t.Errorf("push 4, melee, same size, stability 2: effective %d, want 2", got)
	}
}

func TestSeveralTargetsInOrder(t *testing.T) {
	in := NewInteraction(field(t))
	c, _ := in.Board().Creature("fury")
	in.Click(c.At, false)
	in.Do(session.ActPush)
	in.Do(session.ActDistance0 + 2)
	in.Do(session.ActStability) // ignore stability
	in.Click(sq(2, 3), true)    // queue the dog
	in.Click(sq(3, 1), true)    // then the goblin
	if in.Mode() != ModeTargets || len(in.Targets()) != 2 {
		t.Fatalf("after two shift-clicks: mode %v, targets %v; want two queued", in.Mode(), in.Targets())
	}
	in.Do(session.ActCommit)
	if in.Preview() == nil || in.Preview().Target != "dog" {
		t.Fatalf("Enter should preview the first target, the dog; preview %+v", in.Preview())
	}
	in.Click(sq(4, 5), false) // push the dog 2 squares down-right
	if in.Mode() != ModePreview || in.Preview().Target != "goblin" {
		t.Fatalf("after the first commit: mode %v, want the goblin previewed next", in.Mode())
	}
	// the second preview is computed on the board the first move left
	if d, _ := in.Board().Creature("dog"); d.At != sq(4, 5) {
		t.Errorf("dog at %v on the board the goblin's preview uses, want 4,5", d.At)
	}
	in.Click(sq(5, 1), false)
	if in.Mode() != ModeIdle || in.History().Undo() == "" || in.History().Undo() == "" {
		t.Error("want two undoable steps after moving both targets")
	}
}

func TestSlideFollowsWaypoints(t *testing.T) {
	in := NewInteraction(field(t))
	start(t, in, "fury", session.ActSlide, 5, sq(3, 1))
	in.Click(sq(3, 3), true) // waypoint: down two
	in.Point(sq(5, 3), true)
	got, _ := in.Shown()
	want := []drawsteel.Pos{{X: 3, Y: 2}, {X: 3, Y: 3}, {X: 4, Y: 3}, {X: 5, Y: 3}}
	if len(got.Path) != len(want) {
		t.Fatalf("shaped slide path = %v, want %v", got.Path, want)
	}
	for i := range want {
		if got.Path[i].X != want[i].X || got.Path[i].Y != want[i].Y {
			t.Fatalf("shaped slide path = %v, want %v", got.Path, want)
		}
	}
	if !got.Legal {
		t.Errorf("shaped slide not legal: %s", got.Why)
	}
	in.Do(session.ActCancel) // first Esc clears the path
	if len(in.Waypoints()) != 0 || in.Mode() != ModePreview {
		t.Errorf("Esc with a shaped path: waypoints %v, mode %v; want cleared, still previewing", in.Waypoints(), in.Mode())
	}
	in.Do(session.ActCancel)
	if in.Mode() != ModeIdle {
		t.Errorf("second Esc: mode %v, want idle", in.Mode())
	}
}

func TestKeyboardPicksTarget(t *testing.T) {
	in := NewInteraction(field(t))
	in.Do(session.ActNextCreature) // selects the first creature: fury
	if in.Selected() != "fury" {
		t.Fatalf("Tab in idle selected %q, want fury", in.Selected())
	}
	in.Do(session.ActPull)
	in.Do(session.ActNextCreature) // skips the source
	if in.Candidate() != "goblin" {
		t.Fatalf("Tab while choosing targets highlighted %q, want goblin", in.Candidate())
	}
	in.Do(session.ActCommit)
	if in.Mode() != ModePreview || in.Preview().Target != "goblin" {
		t.Errorf("Enter did not start previewing the goblin: mode %v", in.Mode())
	}
}

// TestStatusSaysTheMoveThePanelShows: changing the move while choosing
// the target changes the status message with it.
func TestStatusSaysTheMoveThePanelShows(t *testing.T) {
	in := NewInteraction(field(t))
	in.Click(sq(1, 1), false)
	for _, step := range []struct {
		act  session.Action
		want string
	}{{session.ActPush, "push 2"}, {session.ActDistance0 + 3, "push 3"}, {session.ActDistanceUp, "push 4"}, {session.ActPull, "pull 4"}, {session.ActVertical, "vertical pull 4"}} {
		in.Do(step.act)
		if got := in.Message(); !strings.Contains(got, step.want) {
			t.Errorf("after %v, message = %q, want it to say %q", step.act, got, step.want)
		}
	}
}

// TestTabWhilePreviewingChangesTheTarget: Tab while a move is previewed
// makes the next creature its target (never the creature moving it), so
// Enter commits the move on the creature the status bar names.
func TestTabWhilePreviewingChangesTheTarget(t *testing.T) {
	in := NewInteraction(field(t))
	start(t, in, "fury", session.ActPush, 2, sq(3, 1))
	in.Do(session.ActNextCreature)
	if p := in.Preview(); in.Mode() != ModePreview || p == nil || p.Target != "dog" {
		t.Fatalf("after Tab: mode %v, preview %+v; want the war dog previewed (the next creature after the goblin)", in.Mode(), p)
	}
	if !strings.Contains(in.Message(), "War Dog") {
		t.Errorf("after Tab, message = %q, want it to name the War Dog", in.Message())
	}
	in.Do(session.ActNextCreature) // past the fury, the pusher, back to the goblin
	if p := in.Preview(); p == nil || p.Target != "goblin" {
		t.Errorf("after a second Tab, target = %+v, want the goblin (the fury is the pusher)", p)
	}
	if q, ok := in.Cursor(); !ok || q != sq(3, 1) {
		t.Errorf("after Tab, aim = %v %v, want on the goblin at 3,1", q, ok)
	}
}

func TestSlideWhyNotNamesTheRules(t *testing.T) {
	in := NewInteraction(field(t))
	start(t, in, "fury", session.ActSlide, 2, sq(3, 1))
	// The slide search aims at nearly every square in reach (through a
	// collision when need be), so the reason for one it missed is asked
	// directly, for a square 2 away.
	got := in.whyNot(drawsteel.Pos{X: 5, Y: 1})
	// Draw Steel, Slide X: "The creature moves the target up to X squares in any
	// direction"; Draw Steel, Can't Cut Corners: "A creature can't move
	// diagonally when doing so would involve passing through the corner of
	// a wall" (forced movement reads it too: docs/rules-drawsteel.md
	// "Corners"). The reason names both headings as the texts write them.
	if want := "(Slide X, Can't Cut Corners)."; !strings.HasSuffix(got, want) {
		t.Errorf("whyNot(5,1) = %q, want it to end %q", got, want)
	}
}

// testKeys names a few actions' keys as a rebound keymap would.
func testKeys(a session.Action) string {
	switch a {
	case session.ActUndo:
		return "Ctrl+Z"
	case session.ActSave:
		return "Ctrl+S"
	case session.ActTurn:
		return "Space"
	case session.ActPermit:
		return "J" // rebound from P
	}
	return ""
}
