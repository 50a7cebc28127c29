package session

// History is an undo history of states S, shared by every ruleset's
// play: the state of every step, which of them is current, and a counter
// of changes the window's unsaved mark and autosave watch. The steps
// after the current one are the undone ones a redo brings back; recording
// a new step drops them.
//
// A play whose state is not a value (it changes its board in place)
// keeps the current step up to date with Set before it records or undoes,
// so that what changed since the last step is not lost.
type History[S any] struct {
	steps   []S
	at      int // index of the current step
	changes int // every record, undo, redo and Touch
}

// NewHistory starts a history whose only step is start.
func NewHistory[S any](start S) *History[S] {
	return &History[S]{steps: []S{start}}
}

// Now is the current step's state.
func (h *History[S]) Now() S { return h.steps[h.at] }

// Current is the current step's state, to change in place (Touch counts
// the change when the window should see it).
func (h *History[S]) Current() *S { return &h.steps[h.at] }

// Set replaces the current step's state without counting a change.
func (h *History[S]) Set(s S) { h.steps[h.at] = s }

// Record makes s the current step, after the one that was, dropping the
// steps that had been undone.
func (h *History[S]) Record(s S) {
	h.steps = append(h.steps[:h.at+1], s)
	h.at++
	h.changes++
}

// Touch counts a change made to the current step in place.
func (h *History[S]) Touch() { h.changes++ }

// Undo goes back one step and returns the step it left (the one undone).
// It reports false, changing nothing, when there is nothing to undo.
func (h *History[S]) Undo() (S, bool) {
	if h.at == 0 {
		var zero S
		return zero, false
	}
	h.at--
	h.changes++
	return h.steps[h.at+1], true
}

// Redo goes forward one undone step and returns it (now the current
// one). It reports false, changing nothing, when nothing was undone.
func (h *History[S]) Redo() (S, bool) {
	if h.at+1 >= len(h.steps) {
		var zero S
		return zero, false
	}
	h.at++
	h.changes++
	return h.steps[h.at], true
}

// CanUndo and CanRedo report whether Undo and Redo would do anything.
func (h *History[S]) CanUndo() bool { return h.at > 0 }
func (h *History[S]) CanRedo() bool { return h.at+1 < len(h.steps) }

// Changes counts every change of the current step: records, undos,
// redos and touches.
func (h *History[S]) Changes() int { return h.changes }

// At is the current step's index: how many steps can be undone.
func (h *History[S]) At() int { return h.at }

// Steps are every step, undone ones included, oldest first, to read or
// change in place (a picture renamed in all of them).
func (h *History[S]) Steps() []S { return h.steps }

// Resume replaces the steps (an autosave's undo steps put back), the last
// one current. It counts no change: nothing was done.
func (h *History[S]) Resume(steps []S) {
	if len(steps) == 0 {
		return
	}
	h.steps, h.at = steps, len(steps)-1
}
