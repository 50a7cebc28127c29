package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Draw Steel, Movement: "Your hero can move freely through an ally's
// space. You can move through an enemy's space, but that space is
// difficult terrain": dragging shows the cheapest legal path, and dropping
// moves the creature along it through rules.
func TestDragMoveCommitsThroughRules(t *testing.T) {
	b := field(t)
	in := NewInteraction(b)
	in.StartMove("fury", false)
	if in.Mode() != ModeMoving || in.Reach() == nil {
		t.Fatalf("StartMove: mode %v, reach %v; want moving with a reach map (%s)", in.Mode(), in.Reach(), in.Message())
	}
	in.Point(sq(4, 3), true)
	plan, ok := in.MovePlan()
	if !ok || !plan.Legal {
		t.Fatalf("MovePlan at 4,3 = %+v, want a legal plan", plan)
	}
	want := drawsteel.PlanMove(b, drawsteel.MoveRequest{Mover: "fury"}, in.Reach().PathTo(drawsteel.Pos{X: 4, Y: 3}))
	if plan.Cost != want.Cost || len(plan.Path) != len(want.Path) {
		t.Errorf("plan cost %d path %v, want what rules plans: cost %d path %v", plan.Cost, plan.Path, want.Cost, want.Path)
	}
	in.DropMove()
	if f, _ := in.Board().Creature("fury"); f.At != sq(4, 3) {
		t.Fatalf("after the drop fury is at %v, want 4,3 (%s)", f.At, in.Message())
	}
	in.Do(session.ActUndo)
	if in.Board() != b {
		t.Error("Ctrl+Z after a move did not restore the board")
	}
}

// Draw Steel, Can't Exceed Speed: "A single move or other effect can never allow
// a creature to move more squares than their speed".
func TestDragBeyondSpeedDoesNotMove(t *testing.T) {
	b := field(t)
	in := NewInteraction(b)
	in.StartMove("fury", false) // speed 5 from 1,1
	in.Point(sq(7, 5), true)    // 6 squares away
	plan, _ := in.MovePlan()
	if plan.Legal || !strings.Contains(plan.Why, "reach") {
		t.Errorf("plan 6 squares away with speed 5 = %+v, want illegal, out of reach", plan)
	}
	in.DropMove()
	if in.Board() != b || in.History().CanUndo() {
		t.Error("dropping out of reach changed the board")
	}
	if !strings.Contains(in.Message(), "can't move there") {
		t.Errorf("message %q, want why the creature did not move", in.Message())
	}
}

func TestFreePlacementIgnoresRulesButNotOverlap(t *testing.T) {
	b := field(t)
	in := NewInteraction(b)
	in.StartMove("fury", true)
	in.Point(sq(9, 5), true) // far beyond speed, on the 3-high ground
	in.DropMove()
	f, _ := in.Board().Creature("fury")
	if f.At != sq(9, 5) || f.Z != 3 {
		t.Errorf("free placement put fury at %v z %d, want 9,5 standing on the ground (z 3)", f.At, f.Z)
	}
	in.StartMove("fury", true)
	in.Point(sq(3, 1), true) // the goblin's square
	in.DropMove()
	if f, _ := in.Board().Creature("fury"); f.At != sq(9, 5) {
		t.Errorf("free placement onto the goblin moved fury to %v, want it refused", f.At)
	}
	if !strings.Contains(in.Message(), "Goblin is there") {
		t.Errorf("message %q, want the creature in the way named", in.Message())
	}
}

// Draw Steel, Opportunity Attacks: moving out of an enemy's
// adjacency without shifting lets it make a free strike; shifting doesn't.
func TestDragMarksOpportunityAttacks(t *testing.T) {
	b := field(t)
	in := NewInteraction(b)
	in.StartMove("goblin", false) // the goblin at 3,1; fury (an enemy to it) at 1,1 is not adjacent
	in.Point(sq(3, 3), true)      // next to the war dog (its ally): nothing
	if plan, _ := in.MovePlan(); len(plan.OpportunityAttacks) != 0 {
		t.Errorf("goblin moving near allies provokes %v, want nothing", plan.OpportunityAttacks)
	}
	in.Cancel()
	in.StartMove("dog", false) // the war dog at 2,3, adjacent to nobody hostile
	in.Point(sq(1, 2), true)   // next to fury
	in.DropMove()
	in.StartMove("dog", false)
	in.Point(sq(4, 4), true) // away from fury: a free strike
	plan, _ := in.MovePlan()
	if len(plan.OpportunityAttacks) != 1 || plan.OpportunityAttacks[0].By != "fury" {
		t.Errorf("war dog leaving fury's reach: opportunity attacks %v, want one by fury", plan.OpportunityAttacks)
	}
	in.Cancel()
	in.Do(session.ActMoveMode) // advance -> shift
	in.Do(session.ActMoveMode) // shift -> disengage: shift 1 square
	if in.MoveMode() != drawsteel.ModeDisengage {
		t.Fatalf("two presses of N: move mode %v, want disengage", in.MoveMode())
	}
	in.StartMove("dog", false)
	in.Point(sq(2, 3), true) // leaves fury's reach by shifting
	if plan, ok := in.MovePlan(); !ok || !plan.Legal || len(plan.OpportunityAttacks) != 0 {
		t.Errorf("disengaging 1 square away from fury: %+v, want legal and no free strike", plan)
	}
}

// TestReachCellsShadeTheMovementLeft: the reach shading is the movement
// left on each square the fury (speed 5) can reach, none where it can't.
func TestReachCellsShadeTheMovementLeft(t *testing.T) {
	in := NewInteraction(field(t))
	if got := in.ReachCells(); got != nil {
		t.Errorf("ReachCells with no drag = %v, want nil", got)
	}
	in.StartMove("fury", false)
	cells := in.ReachCells()
	left := map[drawsteel.Square]int{}
	for i, c := range cells {
		left[c.Square] = c.Left
		if i > 0 && (c.Square.Y < cells[i-1].Square.Y || c.Square.Y == cells[i-1].Square.Y && c.Square.X <= cells[i-1].Square.X) {
			t.Errorf("ReachCells not row by row: %v after %v", c.Square, cells[i-1].Square)
		}
	}
	for _, tc := range []struct {
		q    drawsteel.Square
		want int
		ok   bool
	}{{sq(1, 1), 5, true}, {sq(1, 4), 2, true}, {sq(9, 5), 0, false}} {
		if l, ok := left[tc.q]; ok != tc.ok || l != tc.want {
			t.Errorf("ReachCells at %v = %d (shown %v), want %d (shown %v)", tc.q, l, ok, tc.want, tc.ok)
		}
	}
	if again := in.ReachCells(); &again[0] != &cells[0] {
		t.Error("ReachCells worked out again for the same reach, want it kept")
	}
}
