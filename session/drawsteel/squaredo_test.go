package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// squareMiddle is the pointer in the middle of square x, y.
func squareMiddle(x, y int) session.Pointer {
	return session.Pointer{At: render.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}, On: true}
}

// TestSquarePointerDragMoves drags a creature through the Play contract:
// a press on it while idle, a drag to another square and the release
// there make a willing move, one undo step.
func TestSquarePointerDragMoves(t *testing.T) {
	in := NewInteraction(field(t))
	var pl session.Play = in
	pl.Hover(squareMiddle(1, 1))
	pl.Press(squareMiddle(1, 1))
	pl.Drag(squareMiddle(3, 2))
	if in.Mode() != ModeMoving {
		t.Fatalf("dragging fury: mode %v, want moving (%s)", in.Mode(), in.Message())
	}
	pl.Release(squareMiddle(3, 2))
	if f, _ := in.Board().Creature("fury"); f.At != sq(3, 2) {
		t.Fatalf("released on 3,2: fury at %v (%s)", f.At, in.Message())
	}
	if pl.Changes() != 1 {
		t.Errorf("Changes() = %d after one move, want 1", pl.Changes())
	}
	pl.Undo()
	if f, _ := in.Board().Creature("fury"); f.At != sq(1, 1) {
		t.Errorf("after Undo fury at %v, want 1,1", f.At)
	}
}

// TestSquareClickSelects: a press and release on the same square while
// idle is a click; it selects the creature there. The arrows are the
// window's (it pans) until a forced move is previewed.
func TestSquareClickSelects(t *testing.T) {
	in := NewInteraction(field(t))
	in.Press(squareMiddle(1, 1))
	in.Release(squareMiddle(1, 1))
	if in.Selected() != "fury" {
		t.Errorf("click on 1,1: selected %q, want fury", in.Selected())
	}
	if in.Arrow(1, 0, true) {
		t.Error("Arrow while idle taken, want it left to the window (pan)")
	}
	if in.Do(session.ActZoomIn) {
		t.Error("Do(session.ActZoomIn) taken by the play, want it the window's")
	}
	if !in.Do(session.ActPush) {
		t.Error("Do(session.ActPush) not taken by the square play")
	}
}
