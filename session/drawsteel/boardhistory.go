package drawsteel

import (
	"slices"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// BoardHistory is the square map's undo history: a History of boards,
// turn orders and figures, with the event log each step added. Boards are
// values that are never changed once made (rules returns new boards), so
// undoing restores a state exactly by going back to the earlier board.
type BoardHistory struct {
	steps *session.History[historyEntry]
	ver   int // the last figure version given out
	// earlier is the event log from before the first step: the lines the
	// encounter file brought.
	earlier []string
	// savedText is the undo steps' states as UndoSteps last wrote them.
	savedText map[undoKey]maps.StateText
}

// Changes counts every change of the current step (push, undo, redo).
func (h *BoardHistory) Changes() int { return h.steps.Changes() }

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
func newHistory(b *drawsteel.Board) *BoardHistory {
	return &BoardHistory{steps: session.NewHistory(historyEntry{board: b})}
}

// Board is the current board.
func (h *BoardHistory) Board() *drawsteel.Board { return h.steps.Now().board }

// Push records a new current board after the current one, dropping anything
// that had been undone.
func (h *BoardHistory) Push(b *drawsteel.Board, what string, log []string) {
	e := h.steps.Now()
	h.steps.Record(historyEntry{board: b, turn: e.turn.Clone(), figure: e.figure, figureVer: e.figureVer, what: what, log: log})
}

// PushTurn records a change of turn as its own undoable step.
func (h *BoardHistory) PushTurn(t Turn, what string) {
	e := h.steps.Now()
	h.steps.Record(historyEntry{board: e.board, turn: t, figure: e.figure, figureVer: e.figureVer, what: what, log: []string{what}})
}

// pushFigure records a change of annotations or caption as its own step.
func (h *BoardHistory) pushFigure(f Figure, what string) {
	e := h.steps.Now()
	h.ver++
	h.steps.Record(historyEntry{board: e.board, turn: e.turn.Clone(), figure: f, figureVer: h.ver, what: what})
}

// replaceFigure changes the figure of the current step in place (a wheel
// turned on: its notches are one step).
func (h *BoardHistory) replaceFigure(f Figure) {
	h.ver++
	e := h.steps.Current()
	e.figure, e.figureVer = f, h.ver
	h.steps.Touch()
}

// renameBackground names the picture old new in every step's figure.
func (h *BoardHistory) renameBackground(old, new string) {
	steps := h.steps.Steps()
	for i := range steps {
		if bg := steps[i].figure.Background; bg != nil && bg.Image == old {
			c := *bg
			c.Image = new
			steps[i].figure.Background = &c
		}
	}
}

// PushState records a whole new state (a file reloaded from disk) as one
// step: board, turn order and figure.
func (h *BoardHistory) PushState(b *drawsteel.Board, t Turn, f Figure, what string) {
	h.ver++
	h.steps.Record(historyEntry{board: b, turn: t.Clone(), figure: f, figureVer: h.ver, what: what, log: []string{what}})
}

// Figure is the annotations and caption at the current step.
func (h *BoardHistory) Figure() Figure { return h.steps.Now().figure }

// FigureVersion changes whenever the figure does.
func (h *BoardHistory) FigureVersion() int { return h.steps.Now().figureVer }

// Turn is the turn order at the current step.
func (h *BoardHistory) Turn() Turn { return h.steps.Now().turn }

// AddMoved counts movement for the acting creature in the current step.
func (h *BoardHistory) AddMoved(id string, squares int) {
	if t := &h.steps.Current().turn; t.Acting == id {
		t.Moved += squares
	}
}

// Undo goes back one step and says what was undone ("" when there is nothing to undo).
func (h *BoardHistory) Undo() string {
	e, _ := h.steps.Undo()
	return e.what
}

// Redo goes forward one undone step and says what was redone ("" when none).
func (h *BoardHistory) Redo() string {
	e, _ := h.steps.Redo()
	return e.what
}

// CanUndo and CanRedo report whether Undo and Redo would do anything.
func (h *BoardHistory) CanUndo() bool { return h.steps.CanUndo() }
func (h *BoardHistory) CanRedo() bool { return h.steps.CanRedo() }

// Resume starts the history where a saved encounter stopped: its turn
// order and its event log.
func (h *BoardHistory) Resume(t Turn, log []string) {
	h.steps.Steps()[0].turn = t.Clone()
	h.earlier = slices.Clone(log)
}

// ResumeUndo puts back the undo steps an autosave kept before the current
// state (which Resume set). It keeps nothing when the steps' log lines are
// not the end of the log Resume was given: the steps belong to another log.
func (h *BoardHistory) ResumeUndo(steps []maps.UndoStep) {
	if len(steps) == 0 || len(h.steps.Steps()) != 1 {
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
	cur := h.steps.Now()
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
	h.steps.Resume(append(entries, cur))
	h.earlier = h.earlier[:len(h.earlier)-n]
}

// Log is the event log of every step up to the current one, oldest first.
func (h *BoardHistory) Log() []string {
	out := slices.Clone(h.earlier)
	for _, e := range h.steps.Steps()[1 : h.steps.At()+1] {
		out = append(out, e.log...)
	}
	return out
}
