package session

import (
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

func sampleEncounter(t *testing.T) *maps.Encounter {
	t.Helper()
	enc, err := maps.Load(assets.SamplePath, maps.WithFileSystem(assets.Encounters()))
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

func TestSavedTurnAndLogFitTheFile(t *testing.T) {
	b := sampleEncounter(t).Board
	got := SavedTurn(b, Turn{Round: 3, Acting: "gone", Moved: 4, Acted: []string{"goblin", "removed", "fury"}})
	if got.Acting != "" || got.Moved != 0 || !slices.Equal(got.Acted, []string{"goblin", "fury"}) {
		t.Errorf("SavedTurn with removed creatures = %+v, want acting and moved cleared and only goblin, fury acted", got)
	}
	long := make([]string, maps.MaxLog+5)
	long[len(long)-1] = "last\tline" + strings.Repeat("x", maps.MaxLogLine)
	log := SavedLog(long)
	if len(log) != maps.MaxLog || strings.ContainsRune(log[len(log)-1], '\t') || len([]rune(log[len(log)-1])) != maps.MaxLogLine {
		t.Errorf("SavedLog of %d lines = %d lines, last %d characters; want %d, the last cut to %d without a tab",
			len(long), len(log), len([]rune(log[len(log)-1])), maps.MaxLog, maps.MaxLogLine)
	}
}

// TestUndoSavedIsBounded: the autosave keeps at most 20 steps, and fewer
// on a large map (their states within maps.MaxUndoWrite: 2 steps of an
// empty 1000x1000 map).
func TestUndoSavedIsBounded(t *testing.T) {
	enc := sampleEncounter(t)
	in := NewInteraction(enc.Board)
	for range 25 {
		in.Select("goblin")
		in.Do(ActTurn)                         // start
		in.Do(ActTurn)                         // end
		in.History().PushTurn(Turn{}, "reset") // so that the goblin may act again
	}
	if n := len(in.History().UndoSteps(enc)); n != 20 {
		t.Errorf("UndoSteps after 75 steps = %d, want 20", n)
	}
	big := &maps.Encounter{Name: "big", Board: drawsteel.NewBoard(1000, 1000)}
	h := newHistory(big.Board)
	for range 5 {
		h.PushTurn(Turn{}, "step")
	}
	if n := len(h.UndoSteps(big)); n != 2 {
		t.Errorf("UndoSteps on a 1000x1000 map = %d, want 2", n)
	}
}
