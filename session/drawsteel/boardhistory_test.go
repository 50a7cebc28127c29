package drawsteel

import (
	"slices"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

func TestHistoryUndoRedo(t *testing.T) {
	b0 := drawsteel.NewBoard(3, 3)
	b1, b2, b3 := b0.Clone(), b0.Clone(), b0.Clone()
	h := newHistory(b0)
	if h.Undo() != "" || h.CanUndo() {
		t.Fatal("Undo on a fresh history did something")
	}
	h.Push(b1, "one", []string{"a"})
	h.Push(b2, "two", []string{"b", "c"})
	if got := h.Log(); !slices.Equal(got, []string{"a", "b", "c"}) {
		t.Errorf("Log() = %v, want [a b c]", got)
	}
	if got := h.Undo(); got != "two" || h.Board() != b1 {
		t.Errorf("Undo() = %q, board %p; want \"two\", b1 %p", got, h.Board(), b1)
	}
	if got := h.Log(); !slices.Equal(got, []string{"a"}) {
		t.Errorf("Log() after undo = %v, want [a]", got)
	}
	if got := h.Undo(); got != "one" || h.Board() != b0 {
		t.Errorf("second Undo() = %q, want \"one\" and the first board", got)
	}
	if got := h.Redo(); got != "one" || h.Board() != b1 {
		t.Errorf("Redo() = %q, want \"one\" and b1", got)
	}
	h.Push(b3, "three", nil) // a new step drops the undone "two"
	if h.CanRedo() {
		t.Error("CanRedo() after a new step = true, want false")
	}
	if h.Undo(); h.Board() != b1 {
		t.Error("Undo after the new step did not return to b1")
	}
}
