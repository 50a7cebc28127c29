package session

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Bounds on the undo history an autosave keeps: at most maxUndoSaved
// steps, and on a large map fewer, so that steps x squares stays under
// undoSquares (each step is a whole map).
const (
	maxUndoSaved = 20
	undoSquares  = 2_000_000
)

// UndoSteps is the undo history as the autosave keeps it: the latest steps
// that can be undone (steps undone and not redone are not kept), each
// state a variant of enc, the encounter open. ResumeUndo reads them back.
func (h *History) UndoSteps(enc *maps.Encounter) []maps.UndoStep {
	b := h.Board()
	n := min(h.at, maxUndoSaved, undoSquares/max(1, b.Width*b.Height))
	steps := make([]maps.UndoStep, 0, n)
	kept := make(map[undoKey][]byte, n)
	for j := h.at - n; j < h.at; j++ {
		e, next := h.entries[j], h.entries[j+1]
		st := enc.Variant()
		st.Board, st.Annotations, st.Caption, st.Background = e.board, e.figure.Notes, e.figure.Caption, e.figure.Background
		st.Turn = SavedTurn(e.board, e.turn)
		// a step's state never changes (boards are values): write it once
		k := undoKey{e.board, e.figureVer, fmt.Sprint(st.Turn)}
		data, ok := h.savedJSON[k]
		if !ok {
			var err error
			if data, err = st.Marshal(); err != nil {
				// a state the file cannot hold ends the history kept
				steps, kept = steps[:0], map[undoKey][]byte{}
				continue
			}
		}
		kept[k] = data
		steps = append(steps, maps.UndoStep{State: st, StateJSON: data, What: savedLine(next.what), Log: SavedLog(next.log)})
	}
	h.savedJSON = kept
	return steps
}

// undoKey identifies the state of an undo step.
type undoKey struct {
	board     *drawsteel.Board
	figureVer int
	turn      string
}

// SavedTurn is the turn order as the file can hold it: creatures removed
// since they acted are forgotten (a file names only creatures it has).
func SavedTurn(b *drawsteel.Board, t Turn) Turn {
	t = t.Clone()
	isCreature := func(id string) bool {
		c, ok := b.Creature(id)
		return ok && !c.Object
	}
	t.Acted = slices.DeleteFunc(t.Acted, func(id string) bool { return !isCreature(id) })
	if t.Acting != "" && !isCreature(t.Acting) {
		t.Acting, t.Moved = "", 0
	}
	return t
}

// SavedLog is the event log as the file can hold it: the latest
// maps.MaxLog lines, each cut to maps.MaxLogLine characters, control
// characters (from a creature's name, say) as spaces.
func SavedLog(log []string) []string {
	if len(log) > maps.MaxLog {
		log = log[len(log)-maps.MaxLog:]
	}
	out := make([]string, len(log))
	for i, l := range log {
		out[i] = savedLine(l)
	}
	return out
}

// savedLine is one line of the event log as the file can hold it.
func savedLine(l string) string {
	if r := []rune(l); len(r) > maps.MaxLogLine {
		l = string(r[:maps.MaxLogLine-1]) + "…"
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, l)
}
