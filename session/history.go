package session

import (
	"slices"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// History is the undo stack. Boards are values that are never changed once
// made (rules returns new boards), so undoing restores a state exactly by
// going back to the earlier board.
type History struct {
	entries []historyEntry
	at      int // index of the current entry
	ver     int // the last figure version given out
	changes int // counts every push, undo and redo: autosave watches it
	// earlier is the event log from before the first step: the lines the
	// encounter file brought.
	earlier []string
	// savedText is the undo steps' states as UndoSteps last wrote them.
	savedText map[undoKey]maps.StateText
}

// Changes counts every change of the current step (push, undo, redo).
func (h *History) Changes() int { return h.changes }

type historyEntry struct {
	board  *drawsteel.Board
	turn   Turn
	figure Figure // annotations, caption and background
	// figureVer changes whenever the figure does: the window redraws then.
	figureVer int
	what      string   // what this step did, for "Undo: ..." messages
	log       []string // the event log lines this step added
}

// newHistory starts a history at a board.
func newHistory(b *drawsteel.Board) *History {
	return &History{entries: []historyEntry{{board: b}}}
}

// Board is the current board.
func (h *History) Board() *drawsteel.Board { return h.entries[h.at].board }

// Push records a new current board after the current one, dropping anything
// that had been undone.
func (h *History) Push(b *drawsteel.Board, what string, log []string) {
	e := h.entries[h.at]
	h.entries = append(h.entries[:h.at+1], historyEntry{board: b, turn: e.turn.Clone(), figure: e.figure, figureVer: e.figureVer, what: what, log: log})
	h.at++
	h.changes++
}

// PushTurn records a change of turn as its own undoable step.
func (h *History) PushTurn(t Turn, what string) {
	e := h.entries[h.at]
	h.entries = append(h.entries[:h.at+1], historyEntry{board: e.board, turn: t, figure: e.figure, figureVer: e.figureVer, what: what, log: []string{what}})
	h.at++
	h.changes++
}

// pushFigure records a change of annotations or caption as its own step.
func (h *History) pushFigure(f Figure, what string) {
	e := h.entries[h.at]
	h.ver++
	h.entries = append(h.entries[:h.at+1], historyEntry{board: e.board, turn: e.turn.Clone(), figure: f, figureVer: h.ver, what: what})
	h.at++
	h.changes++
}

// replaceFigure changes the figure of the current step in place (a wheel
// turned on: its notches are one step).
func (h *History) replaceFigure(f Figure) {
	h.ver++
	e := &h.entries[h.at]
	e.figure, e.figureVer = f, h.ver
	h.changes++
}

// renameBackground names the picture old new in every step's figure.
func (h *History) renameBackground(old, new string) {
	for i := range h.entries {
		if bg := h.entries[i].figure.Background; bg != nil && bg.Image == old {
			c := *bg
			c.Image = new
			h.entries[i].figure.Background = &c
		}
	}
}

// PushState records a whole new state (a file reloaded from disk) as one
// step: board, turn order and figure.
func (h *History) PushState(b *drawsteel.Board, t Turn, f Figure, what string) {
	h.ver++
	h.entries = append(h.entries[:h.at+1], historyEntry{board: b, turn: t.Clone(), figure: f, figureVer: h.ver, what: what, log: []string{what}})
	h.at++
	h.changes++
}

// Figure is the annotations and caption at the current step.
func (h *History) Figure() Figure { return h.entries[h.at].figure }

// FigureVersion changes whenever the figure does.
func (h *History) FigureVersion() int { return h.entries[h.at].figureVer }

// Turn is the turn order at the current step.
func (h *History) Turn() Turn { return h.entries[h.at].turn }

// AddMoved counts movement for the acting creature in the current step.
func (h *History) AddMoved(id string, squares int) {
	if t := &h.entries[h.at].turn; t.Acting == id {
		t.Moved += squares
	}
}

// Undo goes back one step and says what was undone ("" when there is nothing to undo).
func (h *History) Undo() string {
	if h.at == 0 {
		return ""
	}
	h.at--
	h.changes++
	return h.entries[h.at+1].what
}

// Redo goes forward one undone step and says what was redone ("" when none).
func (h *History) Redo() string {
	if h.at+1 >= len(h.entries) {
		return ""
	}
	h.at++
	h.changes++
	return h.entries[h.at].what
}

// CanUndo and CanRedo report whether Undo and Redo would do anything.
func (h *History) CanUndo() bool { return h.at > 0 }
func (h *History) CanRedo() bool { return h.at+1 < len(h.entries) }

// Resume starts the history where a saved encounter stopped: its turn
// order and its event log.
func (h *History) Resume(t Turn, log []string) {
	h.entries[0].turn = t.Clone()
	h.earlier = slices.Clone(log)
}

// ResumeUndo puts back the undo steps an autosave kept before the current
// state (which Resume set). It keeps nothing when the steps' log lines are
// not the end of the log Resume was given: the steps belong to another log.
func (h *History) ResumeUndo(steps []maps.UndoStep) {
	if len(steps) == 0 || len(h.entries) != 1 {
		return
	}
	var lines []string
	for _, st := range steps {
		lines = append(lines, st.Log...)
	}
	n := len(lines)
	if n > len(h.earlier) || !slices.Equal(h.earlier[len(h.earlier)-n:], lines) {
		return
	}
	cur := h.entries[0]
	entries := make([]historyEntry, 0, len(steps)+1)
	for i, st := range steps {
		if st.State == nil || st.State.Square == nil {
			return
		}
		h.ver++
		e := historyEntry{board: st.State.Square.Board, turn: st.State.Turn.Clone(),
			figure: Figure{Notes: st.State.Annotations, Caption: st.State.Caption, Background: st.State.Background}, figureVer: h.ver}
		if i > 0 {
			e.what, e.log = steps[i-1].What, steps[i-1].Log
		}
		entries = append(entries, e)
	}
	last := steps[len(steps)-1]
	h.ver++
	cur.what, cur.log, cur.figureVer = last.What, last.Log, h.ver
	h.entries = append(entries, cur)
	h.at = len(h.entries) - 1
	h.earlier = h.earlier[:len(h.earlier)-n]
}

// Log is the event log of every step up to the current one, oldest first.
func (h *History) Log() []string {
	out := slices.Clone(h.earlier)
	for _, e := range h.entries[1 : h.at+1] {
		out = append(out, e.log...)
	}
	return out
}
