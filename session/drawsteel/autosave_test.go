package drawsteel

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
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
	b := sampleEncounter(t).Square.Board
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
	in := NewInteraction(enc.Square.Board)
	for range 25 {
		in.Select("goblin")
		in.Do(session.ActTurn)                 // start
		in.Do(session.ActTurn)                 // end
		in.History().PushTurn(Turn{}, "reset") // so that the goblin may act again
	}
	if n := len(in.History().UndoSteps(enc)); n != 20 {
		t.Errorf("UndoSteps after 75 steps = %d, want 20", n)
	}
	big := &maps.Encounter{Name: "big", Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(1000, 1000)}}
	h := newHistory(big.Square.Board)
	for range 5 {
		h.PushTurn(Turn{}, "step")
	}
	if n := len(h.UndoSteps(big)); n != 2 {
		t.Errorf("UndoSteps on a 1000x1000 map = %d, want 2", n)
	}
}

// TestUndoThroughTheFile: moves on a map of many thin walls are autosaved
// as changes (the file about the size of the map's own, far under the
// load limit), read back, and undone to the positions they left.
func TestUndoThroughTheFile(t *testing.T) {
	b := drawsteel.NewBoard(60, 60)
	b.Edges = map[grid.Edge]drawsteel.Edge{}
	for y := range 60 {
		for x := 1; x < 59; x += 2 {
			b.Edges[grid.EdgeBetween(grid.Cell{X: x, Y: y}, grid.Cell{X: x + 1, Y: y})] = drawsteel.Edge{Material: drawsteel.Stone}
		}
	}
	b.Creatures = []drawsteel.Creature{{ID: "fury", Side: "heroes", Size: drawsteel.SizeMedium, Speed: 5}}
	enc := &maps.Encounter{Name: "walls", Square: &dsfile.SquareMap{Board: b}}
	plain, err := enc.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	h := newHistory(b)
	for y := 1; y <= 3; y++ {
		nb := h.Board().Clone()
		nb.Creatures[0].At = drawsteel.Square{X: 0, Y: y}
		h.Push(nb, fmt.Sprintf("fury moves to 0,%d", y), []string{fmt.Sprintf("fury moves to 0,%d", y)})
	}
	saved := enc.Variant()
	saved.Square.Board, saved.Log = h.Board(), h.Log()
	saved.Autosave = &maps.Autosave{Undo: h.UndoSteps(enc)}
	data, err := saved.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > len(plain)+2048 {
		t.Errorf("autosave of 3 moves = %d bytes, want within 2 KB of the map's own %d", len(data), len(plain))
	}
	back, err := maps.Parse("walls.autosave.json", data)
	if err != nil {
		t.Fatal(err)
	}
	in := NewInteractionWith(back.Square.Board, Figure{})
	in.History().Resume(back.Turn, back.Log)
	in.History().ResumeUndo(back.Autosave.Undo)
	for y := 2; y >= 0; y-- {
		in.Do(session.ActUndo)
		c, _ := in.History().Board().Creature("fury")
		if c.At != (drawsteel.Square{X: 0, Y: y}) || len(in.History().Board().Edges) != len(b.Edges) {
			t.Errorf("undo to step %d: fury at %v with %d edges, want 0,%d with %d", y, c.At, len(in.History().Board().Edges), y, len(b.Edges))
		}
	}
}
