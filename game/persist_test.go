package game

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
)

func sampleEncounter(t *testing.T) *maps.Encounter {
	t.Helper()
	enc, err := maps.Load(assets.SamplePath, maps.WithFileSystem(assets.Encounters()))
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

func newTestGame(t *testing.T, enc *maps.Encounter, path string) *Game {
	t.Helper()
	reg, bold := assets.Fonts()
	g, err := New(Options{Encounter: enc, Path: path, RegularFont: reg, BoldFont: bold, NoAutosave: true})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestTurnAndLogSurviveSave plays two turns, saves, and opens the file
// again: the round, who has acted, who acts, and the event log are back.
func TestTurnAndLogSurviveSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fight.json")
	g := newTestGame(t, sampleEncounter(t), path)
	in := g.in
	in.selected = "goblin"
	in.takeTurn() // goblin starts
	in.takeTurn() // goblin ends
	in.selected = "fury"
	in.takeTurn() // fury starts
	in.hist.addMoved("fury", 2)
	wantTurn, wantLog := in.Turn(), in.History().Log()
	if len(wantLog) != 3 {
		t.Fatalf("after three turn steps the log = %q, want 3 lines", wantLog)
	}
	if err := g.save(); err != nil {
		t.Fatalf("save() = %v", err)
	}
	enc, err := maps.Load(path)
	if err != nil {
		t.Fatalf("Load of the saved file: %v", err)
	}
	g2 := newTestGame(t, enc, path)
	got := g2.in.Turn()
	if got.Round != wantTurn.Round || got.Acting != "fury" || got.Moved != 2 || !slices.Equal(got.Acted, []string{"goblin"}) || got.Last != wantTurn.Last {
		t.Errorf("after save and open the turn = %+v, want %+v", got, wantTurn)
	}
	if log := g2.in.History().Log(); !slices.Equal(log, wantLog) {
		t.Errorf("after save and open the log = %q, want %q", log, wantLog)
	}
	// the next step adds to the restored log; undo cannot go before the file
	g2.in.takeTurn()
	if log := g2.in.History().Log(); len(log) != 4 || !strings.Contains(log[3], "ends its turn") {
		t.Errorf("log after one more step = %q, want the 3 saved lines and the new one", log)
	}
}

func TestSavedTurnAndLogFitTheFile(t *testing.T) {
	b := sampleEncounter(t).Board
	got := savedTurn(b, Turn{Round: 3, Acting: "gone", Moved: 4, Acted: []string{"goblin", "removed", "fury"}})
	if got.Acting != "" || got.Moved != 0 || !slices.Equal(got.Acted, []string{"goblin", "fury"}) {
		t.Errorf("savedTurn with removed creatures = %+v, want acting and moved cleared and only goblin, fury acted", got)
	}
	long := make([]string, maps.MaxLog+5)
	long[len(long)-1] = "last\tline" + strings.Repeat("x", maps.MaxLogLine)
	log := savedLog(long)
	if len(log) != maps.MaxLog || strings.ContainsRune(log[len(log)-1], '\t') || len([]rune(log[len(log)-1])) != maps.MaxLogLine {
		t.Errorf("savedLog of %d lines = %d lines, last %d characters; want %d, the last cut to %d without a tab",
			len(long), len(log), len([]rune(log[len(log)-1])), maps.MaxLog, maps.MaxLogLine)
	}
}
