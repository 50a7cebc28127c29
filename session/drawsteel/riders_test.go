package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// riderField is field with a war horse (size 2, an enemy) at 5,1 and the
// goblin riding it, on 5,1 at height 2.
func riderField(t *testing.T) *drawsteel.Board {
	t.Helper()
	b := field(t)
	b.Creatures = append(b.Creatures, drawsteel.Creature{ID: "horse", Name: "Horse", Side: "enemies", Size: drawsteel.SizeN(2),
		At: sq(5, 1), Speed: 6, Stamina: 20, MaxStamina: 20, Movement: []drawsteel.MoveType{drawsteel.Walk}})
	g, _ := b.Creature("goblin")
	g.At, g.Z = sq(5, 1), 2
	return b
}

// TestWindowPushCarriesRider: the window's push of a mount commits what
// rules return, riders carried (Draw Steel, Mounted Combat: "If a mount is
// force moved, they carry any riders with them").
func TestWindowPushCarriesRider(t *testing.T) {
	in := NewInteraction(riderField(t))
	f, _ := in.Board().Creature("fury")
	f.At = sq(4, 1) // beside the horse
	// the horse's square the goblin is not on (a click picks the creature on top)
	start(t, in, "fury", session.ActPush, 2, sq(5, 2))
	in.Click(sq(7, 1), false)
	if in.Mode() != ModeIdle {
		t.Fatalf("after the commit, mode = %v, want idle (%s)", in.Mode(), in.Message())
	}
	h, _ := in.Board().Creature("horse")
	g, _ := in.Board().Creature("goblin")
	// The push aims 2 squares on; the 3-high ground at x 8 stops the
	// horse after 1, its rider with it.
	if h.At != sq(6, 1) || g.Pos() != (drawsteel.Pos{X: 6, Y: 1, Z: 2}) {
		t.Errorf("after pushing the horse: horse at %v, goblin at %v; want 6,1 and 6,1,2", h.At, g.Pos())
	}
	if m, ok := in.Board().MountOf("goblin"); !ok || m.ID != "horse" {
		t.Errorf("after the push the goblin is not on the horse")
	}
}

// TestWindowDragCarriesRider: the horse's drag takes the goblin with it
// (Ride: "taking the rider with them").
func TestWindowDragCarriesRider(t *testing.T) {
	in := NewInteraction(riderField(t))
	in.StartMove("horse", false)
	in.Point(sq(5, 2), true)
	in.DropMove()
	g, _ := in.Board().Creature("goblin")
	if g.Pos() != (drawsteel.Pos{X: 5, Y: 2, Z: 2}) {
		t.Errorf("after dragging the horse to 5,2 the goblin is at %v, want 5,2,2 (%s)", g.Pos(), in.Message())
	}
}

// TestWindowDragRiderClimbsDown: a rider dragged climbs down its mount's
// side first (Mounted Combat: "You can climb onto your mount freely"; the
// rider moves off as freely): the goblin (speed 6) on the horse's back,
// 2 up, climbs down beside it (4: 2 squares of climbing at 2 each) and
// walks on to 3,0 (1 more).
func TestWindowDragRiderClimbsDown(t *testing.T) {
	in := NewInteraction(riderField(t))
	in.StartMove("goblin", false)
	if in.Mode() != ModeMoving {
		t.Fatalf("StartMove(goblin): mode %v, want moving (%s)", in.Mode(), in.Message())
	}
	in.Point(sq(3, 0), true)
	plan, ok := in.MovePlan()
	if !ok || !plan.Legal || plan.Cost != 5 {
		t.Fatalf("plan to 3,0 = %+v, %v; want legal, cost 5", plan, ok)
	}
	in.DropMove()
	g, _ := in.Board().Creature("goblin")
	if g.Pos() != (drawsteel.Pos{X: 3, Y: 0, Z: 0}) {
		t.Errorf("after the drag the goblin is at %v, want 3,0,0 (%s)", g.Pos(), in.Message())
	}
	// Too far: the reason is said and nothing moves.
	in = NewInteraction(riderField(t))
	in.StartMove("goblin", false)
	in.Point(sq(0, 5), true)
	in.DropMove()
	if g, _ := in.Board().Creature("goblin"); g.Pos() != (drawsteel.Pos{X: 5, Y: 1, Z: 2}) || !strings.Contains(in.Message(), "can't move there") {
		t.Errorf("a drag out of reach: goblin at %v, message %q; want it unmoved and the reason", g.Pos(), in.Message())
	}
}

// TestMountAction: the Mount action climbs the selected creature onto a
// larger one (Draw Steel, Climbing Other Creatures: "If the creature is
// willing, you can climb them without any trouble. If the creature is
// unwilling, you make the following test"), and climbs down again.
func TestMountAction(t *testing.T) {
	b := riderField(t)
	// a steed of the fury's side (willing) at 3,3 (x 3-4, y 3-4)
	b.Creatures = append(b.Creatures, drawsteel.Creature{ID: "steed", Name: "Steed", Side: "heroes", Size: drawsteel.SizeN(2),
		At: sq(3, 3), Speed: 6, Stamina: 20, MaxStamina: 20, Movement: []drawsteel.MoveType{drawsteel.Walk}})
	in := NewInteraction(b)
	in.Click(sq(1, 1), false) // the fury
	in.Do(session.ActMount)
	if in.Mode() != ModeTargets {
		t.Fatalf("Mount: mode %v, want picking the creature (%s)", in.Mode(), in.Message())
	}
	in.Click(sq(4, 4), false) // the steed, willing: climbed at once
	f, _ := in.Board().Creature("fury")
	if m, ok := in.Board().MountOf("fury"); !ok || m.ID != "steed" || in.Mode() != ModeIdle {
		t.Fatalf("after Mount on the steed the fury is at %v (mode %v, %s), want on the steed's back", f.Pos(), in.Mode(), in.Message())
	}
	// Mount again: climbs down to the nearest free space beside the steed.
	in.Do(session.ActMount)
	if _, ok := in.Board().MountOf("fury"); ok {
		t.Fatalf("after Mount on its back the fury is still on the steed (%s)", in.Message())
	}
	in.Do(session.ActUndo)
	if _, ok := in.Board().MountOf("fury"); !ok {
		t.Fatalf("Undo did not put the fury back on the steed")
	}

	// The horse is the goblin's: unwilling. 17+: "You climb the creature."
	in = NewInteraction(riderField(t))
	f, _ = in.Board().Creature("fury")
	f.At = sq(4, 2)
	in.Click(sq(4, 2), false)
	in.Do(session.ActMount)
	in.Click(sq(6, 2), false) // the horse's square without the goblin
	if in.Mode() != ModeRoll {
		t.Fatalf("Mount on the unwilling horse: mode %v, want asking for the test (%s)", in.Mode(), in.Message())
	}
	in.Do(session.ActDistance0 + 3)
	if m, ok := in.Board().MountOf("fury"); !ok || m.ID != "horse" {
		t.Errorf("tier 3: the fury is not on the horse (%s)", in.Message())
	}
}
