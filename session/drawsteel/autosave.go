package drawsteel

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// maxUndoSaved is the most undo steps an autosave keeps; on a large map
// it keeps fewer, so that their states stay within maps.MaxUndoWrite.
const maxUndoSaved = 20

// UndoSteps is the undo history as the autosave keeps it: the latest steps
// that can be undone (steps undone and not redone are not kept), each
// state a variant of enc, the encounter open. ResumeUndo reads them back.
func (h *BoardHistory) UndoSteps(enc *maps.Encounter) []maps.UndoStep {
	at, entries := h.steps.At(), h.steps.Steps()
	n := min(at, maxUndoSaved)
	steps := make([]maps.UndoStep, 0, n)
	kept := make(map[undoKey]maps.StateText, n)
	cost := 0
	// Newest first, until the states would take more than the reader
	// keeps.
	for j := at - 1; j >= at-n; j-- {
		e, next := entries[j], entries[j+1]
		st := enc.Variant()
		st.Square.Board, st.Annotations, st.Caption, st.Background = e.board, e.figure.Notes, e.figure.Caption, e.figure.Background
		st.Turn = SavedTurn(e.board, e.turn)
		// a step's state never changes (boards are values): write it once
		k := undoKey{e.board, e.figureVer, fmt.Sprint(st.Turn)}
		if cost+maps.UndoCost(st, 0) > maps.MaxUndoWrite {
			break // not worth writing out
		}
		text, ok := h.savedText[k]
		if !ok {
			var err error
			if text, err = st.StateText(); err != nil {
				break // a state the file cannot hold ends the history kept
			}
		}
		if cost += maps.UndoCost(st, text.Len()); cost > maps.MaxUndoWrite {
			break
		}
		kept[k] = text
		steps = append(steps, maps.UndoStep{State: st, Text: text, What: savedLine(next.what), Log: SavedLog(next.log)})
	}
	h.savedText = kept
	slices.Reverse(steps)
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
