package session

import "testing"

// TestGenericHistoryUndoRedo walks a history of ints through records, undos and
// redos, checking the current step, what each undo and redo names and the
// change counter the unsaved mark watches.
func TestGenericHistoryUndoRedo(t *testing.T) {
	h := NewHistory(0)
	if _, ok := h.Undo(); ok {
		t.Fatal("Undo() on a new history = true, want false")
	}
	h.Record(1)
	h.Record(2)
	if got, ok := h.Undo(); !ok || got != 2 || h.Now() != 1 {
		t.Fatalf("Undo() = %d, %v with Now() %d, want 2, true with Now() 1", got, ok, h.Now())
	}
	if got, ok := h.Redo(); !ok || got != 2 || h.Now() != 2 {
		t.Fatalf("Redo() = %d, %v with Now() %d, want 2, true with Now() 2", got, ok, h.Now())
	}
	if _, ok := h.Redo(); ok {
		t.Fatal("Redo() with nothing undone = true, want false")
	}
	h.Undo()
	h.Record(3) // drops the undone 2
	if h.CanRedo() || h.At() != 2 || len(h.Steps()) != 3 {
		t.Fatalf("after a record over an undo: CanRedo %v, At %d, %d steps; want false, 2, 3", h.CanRedo(), h.At(), len(h.Steps()))
	}
	h.Set(4) // no change counted
	*h.Current() = 5
	h.Touch()
	// 3 records + undo + redo + undo + touch; the refused undo and redo count nothing
	if h.Changes() != 7 || h.Now() != 5 {
		t.Fatalf("Changes() = %d, Now() = %d; want 7, 5", h.Changes(), h.Now())
	}
	h.Resume([]int{7, 8, 9})
	if h.At() != 2 || h.Now() != 9 || h.Changes() != 7 {
		t.Fatalf("after Resume: At %d, Now %d, Changes %d; want 2, 9, 7", h.At(), h.Now(), h.Changes())
	}
}
