package maps

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unsafe"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/internal/memtest"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// undoFile is an autosave of an empty side x side map whose undo holds
// steps, each step's text made by step(i).
func undoFile(side, steps int, step func(i int) string) []byte {
	parts := make([]string, steps)
	for i := range parts {
		parts[i] = step(i)
	}
	return fmt.Appendf(nil, `{"format": 1, "grid": {"width": %d, "height": %d}, "autosave": {"undo": [%s]}}`, side, side, strings.Join(parts, ",\n"))
}

// TestUndoStepsReadWithinBound: a few kilobytes of undo steps that each
// name a 1000x1000 map must not expand into a hundred maps. Reading keeps
// the newest steps whose states fit MaxUndoRead, drops the rest, and
// allocates no more than that bound beyond the file's own map.
func TestUndoStepsReadWithinBound(t *testing.T) {
	cellBytes := uint64(unsafe.Sizeof(drawsteel.Cell{})) + 4
	tests := []struct {
		name string
		step func(i int) string
	}{
		{"whole states (the earlier form)", func(i int) string {
			return fmt.Sprintf(`{"what": "step %d", "log": [], "state": {"format": 1, "grid": {"width": 1000, "height": 1000}}}`, i)
		}},
		{"changes that each resize the map", func(i int) string {
			return fmt.Sprintf(`{"what": "step %d", "log": [], "changes": {"grid": {"width": %d, "height": 1000}}}`, i, 1000-i%2)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := undoFile(MaxGridSide, maxUndo, tt.step)
			var e *Encounter
			var err error
			got := memtest.Allocated(func() { e, err = Parse("autosave.json", data) })
			if err != nil {
				t.Fatalf("Parse = %.300v, want no error", err)
			}
			a := e.Autosave
			if len(a.Undo)+a.Dropped != maxUndo || a.Dropped == 0 {
				t.Fatalf("Parse kept %d steps and dropped %d, want %d in all, some dropped", len(a.Undo), a.Dropped, maxUndo)
			}
			if last := a.Undo[len(a.Undo)-1].What; last != fmt.Sprintf("step %d", maxUndo-1) {
				t.Errorf("newest step kept = %q, want %q (the oldest are dropped)", last, fmt.Sprintf("step %d", maxUndo-1))
			}
			cost := 0
			for _, u := range a.Undo {
				cost += UndoCost(u.State, 0)
			}
			if cost > MaxUndoRead {
				t.Errorf("the steps kept take %d bytes, want at most MaxUndoRead %d", cost, MaxUndoRead)
			}
			// The file's own map, the steps' bound, and one state read
			// past it before reading stops.
			limit := uint64(MaxUndoRead) + 2*MaxGridSide*MaxGridSide*cellBytes + 64*uint64(len(data)) + 16<<20
			if got > limit {
				t.Errorf("Parse of %d bytes allocated %d bytes, want at most %d", len(data), got, limit)
			}
		})
	}
}

// TestUndoChangesReadBack: each step is written as what differs from the
// state after it, reads back to the same states, and a file's earlier
// whole-state steps read the same.
func TestUndoChangesReadBack(t *testing.T) {
	old := `{"format": 1, "grid": {"width": 4, "height": 2}, "terrain": ["..W.", "...."], "legend": {"W": {"wall": "wood"}},
  "creatures": [{"id": "fury", "side": "heroes", "at": [3, 1]}], "turn": {"round": 1, "acting": "fury", "moved": 2},
  "log": ["Round 1: fury's turn", "fury moves 2 squares"],
  "autosave": {"undo": [
    {"what": "Round 1: fury's turn", "log": ["Round 1: fury's turn"], "state": {"format": 1, "grid": {"width": 4, "height": 2},
      "terrain": ["..W.", "...."], "legend": {"W": {"wall": "wood"}}, "creatures": [{"id": "fury", "side": "heroes", "at": [1, 1]}]}},
    {"what": "fury moves 2 squares", "log": ["fury moves 2 squares"], "changes": {"creatures": [{"id": "fury", "side": "heroes", "at": [1, 1]}],
      "turn": {"round": 1, "acting": "fury"}}}]}}`
	e, err := Parse("old.json", []byte(old))
	if err != nil {
		t.Fatalf("Parse(whole state, then changes) = %v", err)
	}
	wantAt := func(e *Encounter, when string) {
		t.Helper()
		u := e.Autosave.Undo
		if len(u) != 2 {
			t.Fatalf("%s: %d steps, want 2", when, len(u))
		}
		if at := u[0].State.Square.Board.Creatures[0].At; at != (drawsteel.Square{X: 1, Y: 1}) || u[0].State.Turn.Round != 0 {
			t.Errorf("%s: step 0 has fury at %v in round %d, want 1,1 before the first round", when, at, u[0].State.Turn.Round)
		}
		if st := u[1].State; st.Square.Board.Creatures[0].At != (drawsteel.Square{X: 1, Y: 1}) || st.Turn.Acting != "fury" || st.Turn.Moved != 0 {
			t.Errorf("%s: step 1 has fury at %v, turn %+v; want 1,1, fury acting, 0 moved", when, st.Square.Board.Creatures[0].At, st.Turn)
		}
		if c := u[1].State.Square.Board.Cell(drawsteel.Square{X: 2, Y: 0}); c.Wall != drawsteel.Wood {
			t.Errorf("%s: step 1's square 2,0 = %+v, want the wooden wall of the state after it", when, c)
		}
	}
	wantAt(e, "read")
	data, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), `"state"`) || strings.Count(string(data), `"terrain"`) != 1 {
		t.Errorf("Marshal wrote the steps' terrain again or a whole state:\n%s", data)
	}
	e2, err := Parse("again.json", data)
	if err != nil {
		t.Fatalf("Parse(Marshal()) = %v\n%s", err, data)
	}
	wantAt(e2, "written and read again")
}

// TestUndoOnALargeMapAddsLittle: an autosave of moves on a map with many
// thin walls is about the size of the map's file, not one map a step.
func TestUndoOnALargeMapAddsLittle(t *testing.T) {
	b := drawsteel.NewBoard(100, 100)
	b.Edges = map[grid.Edge]drawsteel.Edge{}
	for y := range 100 {
		for x := range 99 {
			b.Edges[grid.EdgeBetween(grid.Cell{X: x, Y: y}, grid.Cell{X: x + 1, Y: y})] = drawsteel.Edge{Material: drawsteel.Stone}
		}
	}
	b.Creatures = []drawsteel.Creature{{ID: "fury", Side: "heroes", Size: drawsteel.SizeMedium, Speed: 5}}
	e := &Encounter{Name: "walls", Square: &dsfile.SquareMap{Board: b}}
	plain, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var steps []UndoStep
	for i := range 5 {
		st := e.Variant()
		st.Square.Board = b.Clone()
		st.Square.Board.Creatures[0].At.X = i
		steps = append(steps, UndoStep{State: st, What: "move", Log: []string{"move"}})
	}
	b.Creatures[0].At.X = 5
	e.Log = []string{"move", "move", "move", "move", "move"}
	e.Autosave = &Autosave{Undo: steps}
	data, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > len(plain)+4096 {
		t.Errorf("autosave with 5 moves = %d bytes, want within 4 KB of the map's %d", len(data), len(plain))
	}
	back, err := Parse("walls.autosave.json", data)
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range back.Autosave.Undo {
		if got := u.State.Square.Board.Creatures[0].At.X; got != i || len(u.State.Square.Board.Edges) != len(b.Edges) {
			t.Errorf("step %d read back: fury at x %d with %d edges, want x %d with %d", i, got, len(u.State.Square.Board.Edges), i, len(b.Edges))
		}
	}
}

// TestAutosaveFitsTheFileLimit: an autosave leaves out its oldest steps
// rather than be larger than a file may be, and refuses, saying why, when
// the encounter alone is.
func TestAutosaveFitsTheFileLimit(t *testing.T) {
	b := drawsteel.NewBoard(10, 10)
	b.Creatures = []drawsteel.Creature{{ID: "fury", Side: "heroes", Size: drawsteel.SizeMedium, Speed: 5}}
	e := &Encounter{Square: &dsfile.SquareMap{Board: b}}
	var steps []UndoStep
	for i := range 3 {
		st := e.Variant()
		st.Square.Board = b.Clone()
		st.Square.Board.Creatures[0].At.X = i + 1
		st.Caption = strings.Repeat(string(rune('a'+i)), 1000) // about 1 KB a step
		steps = append(steps, UndoStep{State: st, What: fmt.Sprint("step ", i)})
	}
	st, _, err := e.fields()
	if err != nil {
		t.Fatal(err)
	}
	a := &Autosave{Undo: steps}
	all, err := withAutosaveWithin(st, a, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	limit := len(all) - 600 // room for two steps of about 1 KB, not three
	data, err := withAutosaveWithin(st, a, limit)
	if err != nil || len(data) > limit {
		t.Fatalf("autosave within %d bytes = %d bytes, %v; want it to fit", limit, len(data), err)
	}
	back, err := Parse("autosave.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if u := back.Autosave.Undo; len(u) != 2 || u[0].What != "step 1" {
		t.Errorf("autosave within %d bytes kept %d steps, want the newest 2 (step 1 and step 2)", limit, len(u))
	}
	if _, err := withAutosaveWithin(st, a, 100); !errors.Is(err, ErrAutosaveTooLarge) {
		t.Errorf("autosave of a %d-byte encounter within 100 bytes = %v, want ErrAutosaveTooLarge", st.Len(), err)
	}
}
