package drawsteel

import (
	"crypto/sha256"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

func sampleEncounter(t testing.TB) *maps.Encounter {
	t.Helper()
	enc, err := maps.Load(assets.SamplePath, maps.WithFileSystem(assets.Encounters()))
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

func newTestGame(t testing.TB, enc *maps.Encounter, path string) *Game {
	t.Helper()
	reg, bold := assets.Fonts()
	g, err := newGame(nil, game.Options{Encounter: enc, Path: path, RegularFont: reg, BoldFont: bold, NoAutosave: true})
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
	in.Select("goblin")
	in.Do(session.ActTurn) // goblin starts
	in.Do(session.ActTurn) // goblin ends
	in.Select("fury")
	in.Do(session.ActTurn) // fury starts
	in.History().AddMoved("fury", 2)
	wantTurn, wantLog := in.Turn(), in.History().Log()
	if len(wantLog) != 3 {
		t.Fatalf("after three turn steps the log = %q, want 3 lines", wantLog)
	}
	if err := g.Save(); err != nil {
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
	g2.in.Do(session.ActTurn)
	if log := g2.in.History().Log(); len(log) != 4 || !strings.Contains(log[3], "ends its turn") {
		t.Errorf("log after one more step = %q, want the 3 saved lines and the new one", log)
	}
}

// sampleFile writes the bundled sample to dir/fight.json and returns its
// path and bytes.
func sampleFile(t *testing.T, dir string) (string, []byte) {
	t.Helper()
	data, err := fs.ReadFile(assets.Encounters(), assets.SamplePath)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "fight.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, data
}

// movedGoblin is the encounter with the goblin moved to 12,4, as an
// autosave made on the file whose hash is base.
func movedGoblin(t *testing.T, path, base string) *maps.Encounter {
	t.Helper()
	enc, err := maps.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := enc.Square.Board.Creature("goblin")
	g.At = drawsteel.Square{X: 12, Y: 4}
	enc.Log = []string{"Goblin moves 2 squares"}
	enc.Autosave = &maps.Autosave{Base: base}
	return enc
}

func goblinAt(t *testing.T, e *maps.Encounter) drawsteel.Square {
	t.Helper()
	g, ok := e.Square.Board.Creature("goblin")
	if !ok {
		t.Fatal("no goblin")
	}
	return g.At
}

// TestOpenFileRecovery covers every case of a file and its autosave at
// open: nothing is dropped without a word.
func TestOpenFileRecovery(t *testing.T) {
	moved, orig := drawsteel.Square{X: 12, Y: 4}, drawsteel.Square{X: 11, Y: 3}
	tests := []struct {
		name string
		// setup writes the autosave (and changes the file) in dir
		setup     func(t *testing.T, path string, stamp maps.Stamp)
		wantAt    drawsteel.Square
		wantMsg   string // in the message ("" : none)
		wantAside bool   // the autosave was moved aside
		choice    bool
	}{
		{"no autosave", func(*testing.T, string, maps.Stamp) {}, orig, "", false, false},
		{"autosave of the file as it is", func(t *testing.T, path string, s maps.Stamp) {
			save(t, movedGoblin(t, path, s.SumText()), game.AutosavePath(path))
		}, moved, "Recovered unsaved changes", false, false},
		{"the file changed on disk after the autosave", func(t *testing.T, path string, s maps.Stamp) {
			save(t, movedGoblin(t, path, s.SumText()), game.AutosavePath(path))
			changeOnDisk(t, path)
		}, orig, "choose which to keep", false, true},
		{"an old autosave without a base", func(t *testing.T, path string, s maps.Stamp) {
			save(t, movedGoblin(t, path, ""), game.AutosavePath(path))
		}, orig, "choose which to keep", false, true},
		{"an autosave that holds what the file holds", func(t *testing.T, path string, s maps.Stamp) {
			enc, _ := maps.Load(path)
			enc.Autosave = &maps.Autosave{Base: "sha256:" + strings.Repeat("0", 64)}
			save(t, enc, game.AutosavePath(path))
		}, orig, "", false, false},
		{"a broken autosave", func(t *testing.T, path string, s maps.Stamp) {
			os.WriteFile(game.AutosavePath(path), []byte("{broken"), 0o644)
		}, orig, "could not be read; it was moved to ", true, false},
		{"an autosave of a file since deleted", func(t *testing.T, path string, s maps.Stamp) {
			save(t, movedGoblin(t, path, s.SumText()), game.AutosavePath(path))
			os.Remove(path)
		}, moved, "does not exist; Ctrl+S writes it", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path, _ := sampleFile(t, dir)
			s, _ := maps.StampFile(path)
			tt.setup(t, path, s)
			o, err := game.OpenFile(path)
			if err != nil {
				t.Fatalf("OpenFile = %v", err)
			}
			if at := goblinAt(t, o.Encounter); at != tt.wantAt {
				t.Errorf("OpenFile opened the goblin at %v, want %v", at, tt.wantAt)
			}
			if tt.wantMsg == "" && o.Message != "" || !strings.Contains(o.Message, tt.wantMsg) {
				t.Errorf("OpenFile message = %q, want one containing %q", o.Message, tt.wantMsg)
			}
			if (o.Choice != nil) != tt.choice {
				t.Fatalf("OpenFile choice = %v, want a choice: %v", o.Choice, tt.choice)
			}
			if o.Choice != nil {
				if goblinAt(t, o.Choice.Autosave) != moved || goblinAt(t, o.Choice.File) != orig {
					t.Errorf("the choice offers the autosave's goblin at %v and the file's at %v, want %v and %v",
						goblinAt(t, o.Choice.Autosave), goblinAt(t, o.Choice.File), moved, orig)
				}
			}
			if o.Encounter.Autosave != nil {
				t.Errorf("the opened encounter keeps the autosave's own field; a save would write it into the file")
			}
			matches, _ := filepath.Glob(filepath.Join(dir, "fight.autosave-*.json"))
			if aside := len(matches) == 1; aside != tt.wantAside {
				t.Errorf("autosave set aside: %v (%q), want %v", aside, matches, tt.wantAside)
			}
		})
	}
	if _, err := game.OpenFile(filepath.Join(t.TempDir(), "none.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("OpenFile of a missing file without an autosave = %v, want a not-exist error", err)
	}
}

// TestOpenSampleRecovery: the bundled sample's autosave, kept in a cache
// directory, is recovered like any other.
func TestOpenSampleRecovery(t *testing.T) {
	dir := t.TempDir()
	_, data := sampleFile(t, t.TempDir())
	enc := sampleEncounter(t)
	sum := maps.Stamp{Sum: sha256.Sum256(data)}.SumText()
	auto := game.SampleAutosave(dir, enc.Name)
	save(t, movedGoblin(t, filepath.Join("..", "..", "assets", assets.SamplePath), sum), auto)
	o, err := game.OpenSample(enc, data, dir)
	if err != nil || o.Choice != nil || goblinAt(t, o.Encounter) != (drawsteel.Square{X: 12, Y: 4}) || !strings.Contains(o.Message, "Recovered") {
		t.Errorf("OpenSample with its autosave = goblin %v, choice %v, %q, %v; want the autosave recovered", goblinAt(t, o.Encounter), o.Choice, o.Message, err)
	}
	// a newer program whose sample changed: both are offered
	o, _ = game.OpenSample(sampleEncounter(t), append([]byte(" "), data...), dir)
	if o.Choice == nil {
		t.Errorf("OpenSample with a changed sample and an autosave of the old one: no choice, want both offered")
	}
}

func save(t *testing.T, e *maps.Encounter, path string) {
	t.Helper()
	if err := e.Save(path); err != nil {
		t.Fatal(err)
	}
}

// changeOnDisk is another program editing the file: the ogre moves.
func changeOnDisk(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data = []byte(strings.Replace(string(data), `"name": "Cliffside Ambush"`, `"name": "Cliffside Ambush (edited)"`, 1))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	future := time.Now().Add(2 * time.Second) // another mtime, even on coarse clocks
	os.Chtimes(path, future, future)
}

// pick answers the open dialog with the choice of a key.
func pick(t *testing.T, g *Game, key ebiten.Key) {
	t.Helper()
	if g.dialog == nil {
		t.Fatalf("no dialog is open, want one with a choice for %v", key)
	}
	for _, c := range g.dialog.Choices {
		if c.Key == key {
			g.closeDialog()
			c.Do()
			return
		}
	}
	t.Fatalf("the dialog %q has no choice for %v", g.dialog.Title, key)
}

// TestUndoSurvivesRecovery: the steps of the undo history and the event
// log come back from an autosave, and undo walks back through them.
func TestUndoSurvivesRecovery(t *testing.T) {
	path, _ := sampleFile(t, t.TempDir())
	o, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	g, err := newGame(nil, game.Options{Encounter: o.Encounter, Path: path, Base: o.Base, RegularFont: reg, BoldFont: bold})
	if err != nil {
		t.Fatal(err)
	}
	in := g.in
	in.Select("goblin")
	in.Do(session.ActTurn)
	in.Do(session.ActTurn)
	in.Select("fury")
	in.Do(session.ActTurn)
	wantLog := in.History().Log()
	g.autosave()

	o, err = game.OpenFile(path)
	if err != nil || len(o.Undo) != 3 {
		t.Fatalf("OpenFile after the autosave: %d undo steps (%v), want 3", len(o.Undo), err)
	}
	g2, err := newGame(nil, game.Options{Encounter: o.Encounter, Path: path, Base: o.Base, Undo: o.Undo, RegularFont: reg, BoldFont: bold, NoAutosave: true})
	if err != nil {
		t.Fatal(err)
	}
	h := g2.in.History()
	if log := h.Log(); !slices.Equal(log, wantLog) {
		t.Errorf("recovered log = %q, want %q", log, wantLog)
	}
	for i, want := range []struct {
		what, acting string
		round        int
	}{
		{"Round 1: Fury's turn", "", 1},
		{wantLog[1], "goblin", 1},
		{wantLog[0], "", 0},
	} {
		if got := h.Undo(); got != want.what || h.Turn().Acting != want.acting || h.Turn().Round != want.round {
			t.Errorf("undo %d = %q, acting %q, round %d; want %q, %q, %d", i+1, got, h.Turn().Acting, h.Turn().Round, want.what, want.acting, want.round)
		}
	}
	if h.CanUndo() {
		t.Errorf("after undoing the 3 recovered steps CanUndo = true, want false")
	}
	if log := h.Log(); len(log) != 0 {
		t.Errorf("log after undoing everything = %q, want empty", log)
	}
	h.Redo()
	if h.Turn().Acting != "goblin" {
		t.Errorf("redo after the recovered undo: acting %q, want goblin", h.Turn().Acting)
	}
}

// TestOpenChoiceInTheWindow answers the question asked at open both ways.
func TestOpenChoiceInTheWindow(t *testing.T) {
	setup := func(t *testing.T) (*Game, string) {
		path, _ := sampleFile(t, t.TempDir())
		s, _ := maps.StampFile(path)
		save(t, movedGoblin(t, path, s.SumText()), game.AutosavePath(path))
		changeOnDisk(t, path)
		o, err := game.OpenFile(path)
		if err != nil || o.Choice == nil {
			t.Fatalf("OpenFile = %v, %v; want a choice", o.Choice, err)
		}
		reg, bold := assets.Fonts()
		g, err := newGame(nil, game.Options{Encounter: o.Encounter, Path: path, Base: o.Base, Choice: o.Choice, RegularFont: reg, BoldFont: bold, NoAutosave: true})
		if err != nil {
			t.Fatal(err)
		}
		return g, path
	}
	t.Run("recover", func(t *testing.T) {
		g, path := setup(t)
		pick(t, g, ebiten.KeyR)
		if at := goblinAt(t, &maps.Encounter{Square: &dsfile.SquareMap{Board: g.Board()}}); at != (drawsteel.Square{X: 12, Y: 4}) {
			t.Errorf("after Recover the goblin is at %v, want the autosave's 12,4", at)
		}
		if log := g.in.History().Log(); !slices.Equal(log, []string{"Goblin moves 2 squares"}) {
			t.Errorf("after Recover the event log = %q, want the autosave's", log)
		}
		g.Save()
		if g.dialog == nil {
			t.Errorf("Ctrl+S after recovering over a file changed on disk: no question, want one")
		}
		if e, _ := maps.Load(path); !strings.HasSuffix(e.Name, "(edited)") {
			t.Errorf("the file changed on disk was overwritten without asking")
		}
	})
	t.Run("keep the file", func(t *testing.T) {
		g, path := setup(t)
		pick(t, g, ebiten.KeyF)
		matches, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "fight.autosave-*.json"))
		if len(matches) != 1 {
			t.Fatalf("after Keep the file the autosave was not set aside: %q", matches)
		}
		if e, err := maps.Load(matches[0]); err != nil || goblinAt(t, e) != (drawsteel.Square{X: 12, Y: 4}) {
			t.Errorf("the autosave set aside does not hold the moved goblin (%v)", err)
		}
		if !strings.Contains(g.in.Message(), matches[0]) {
			t.Errorf("message %q does not say where the autosave went (%s)", g.in.Message(), matches[0])
		}
	})
}

// TestSaveAsksWhenTheFileChanged: Ctrl+S never silently overwrites an
// edit made by another program; each answer keeps both versions somewhere.
func TestSaveAsksWhenTheFileChanged(t *testing.T) {
	setup := func(t *testing.T) (*Game, string) {
		path, _ := sampleFile(t, t.TempDir())
		o, err := game.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		g := newTestGame(t, o.Encounter, path)
		g.fileBase = o.Base
		g.in.Select("goblin")
		g.in.Do(session.ActTurn) // an unsaved change
		changeOnDisk(t, path)
		if err := g.Save(); err != nil {
			t.Fatalf("save() = %v", err)
		}
		if g.dialog == nil {
			t.Fatalf("Ctrl+S after another program changed the file: no question asked")
		}
		if e, _ := maps.Load(path); !strings.HasSuffix(e.Name, "(edited)") {
			t.Fatalf("Ctrl+S overwrote the outside edit before asking")
		}
		return g, path
	}
	t.Run("keep mine", func(t *testing.T) {
		g, path := setup(t)
		pick(t, g, ebiten.KeyK)
		if e, _ := maps.Load(path); strings.HasSuffix(e.Name, "(edited)") || e.Turn.Acting != "goblin" {
			t.Errorf("after Keep mine the file has name %q, acting %q; want mine (the goblin's turn)", e.Name, e.Turn.Acting)
		}
		if err := g.Save(); err != nil || g.dialog != nil {
			t.Errorf("a second Ctrl+S asked again (%v); the file is mine now", err)
		}
	})
	t.Run("reload", func(t *testing.T) {
		g, _ := setup(t)
		pick(t, g, ebiten.KeyR)
		if g.in.Turn().Acting != "" || !strings.HasSuffix(g.enc.Name, "(edited)") {
			t.Errorf("after Reload acting = %q, name %q; want the file's (no turn, edited name)", g.in.Turn().Acting, g.enc.Name)
		}
		g.in.Do(session.ActUndo)
		if g.in.Turn().Acting != "goblin" {
			t.Errorf("Ctrl+Z after Reload: acting = %q, want my goblin's turn back", g.in.Turn().Acting)
		}
	})
	t.Run("save as", func(t *testing.T) {
		g, path := setup(t)
		pick(t, g, ebiten.KeyA)
		s := g.Files.Sheet
		if s == nil || s.Field == nil || s.Field.Text != "fight-mine.json" {
			t.Fatalf("Save as opened no file chooser with fight-mine.json in its field (%+v)", s)
		}
		// onto the changed file: not at once (the chooser asks again)
		s.Field.Text = filepath.Base(path)
		s.Field.Enter(s.Field.Text)
		if e, _ := maps.Load(path); !strings.HasSuffix(e.Name, "(edited)") || s.Note == "" {
			t.Errorf("Save as onto the changed file overwrote it at once (note %q)", s.Note)
		}
		mine := filepath.Join(filepath.Dir(path), "mine")
		s.Field.Text = "mine"
		s.Field.Enter(s.Field.Text)
		e, err := maps.Load(mine + ".json")
		if err != nil || e.Turn.Acting != "goblin" {
			t.Fatalf("Save as wrote %v (%v), want mine with the goblin's turn", e, err)
		}
		if e, _ := maps.Load(path); !strings.HasSuffix(e.Name, "(edited)") {
			t.Errorf("Save as changed the other program's file")
		}
		if g.path != mine+".json" {
			t.Errorf("after Save as the window saves to %q, want %q", g.path, mine+".json")
		}
	})
	t.Run("the watch asks without Ctrl+S", func(t *testing.T) {
		path, _ := sampleFile(t, t.TempDir())
		o, _ := game.OpenFile(path)
		g := newTestGame(t, o.Encounter, path)
		g.fileBase = o.Base
		g.seen, _ = maps.StampFile(path)
		g.watch()
		if g.dialog != nil {
			t.Fatalf("the watch asked about a file nobody changed")
		}
		changeOnDisk(t, path)
		g.watch()
		if g.dialog == nil || !strings.Contains(strings.Join(g.dialog.Lines, " "), "Another program changed") {
			t.Errorf("the watch did not ask after another program changed the file")
		}
	})
}

// BenchmarkAutosave is the autosave after one more change on the 64x64
// battle map with a full undo history (more steps than the autosave keeps).
func BenchmarkAutosave(b *testing.B) {
	board := bigBattle()
	enc := &maps.Encounter{Name: "big battle", Square: &dsfile.SquareMap{Board: board}}
	reg, bold := assets.Fonts()
	path := filepath.Join(b.TempDir(), "big.json")
	g, err := newGame(nil, game.Options{Encounter: enc, Path: path, RegularFont: reg, BoldFont: bold})
	if err != nil {
		b.Fatal(err)
	}
	for range 100 {
		g.in.History().PushTurn(dsplay.Turn{}, "step")
	}
	b.ReportAllocs()
	for b.Loop() {
		g.in.History().PushTurn(dsplay.Turn{}, "step")
		g.autosave()
	}
}

// TestSaveThroughLinks: Ctrl+S on an encounter opened through a symbolic
// link writes the file it points to; on one with a second hard link, both
// names see the save.
func TestSaveThroughLinks(t *testing.T) {
	dir := t.TempDir()
	real, _ := sampleFile(t, dir)
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink("fight.json", link); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	other := filepath.Join(dir, "other-name.json")
	if err := os.Link(real, other); err != nil {
		t.Skipf("no hard links: %v", err)
	}
	o, err := game.OpenFile(link)
	if err != nil {
		t.Fatal(err)
	}
	g := newTestGame(t, o.Encounter, link)
	g.fileBase = o.Base
	g.in.Select("goblin")
	g.in.Do(session.ActTurn)
	if err := g.Save(); err != nil || g.dialog != nil {
		t.Fatalf("save through a link = %v (dialog %v), want saved", err, g.dialog != nil)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("after Ctrl+S link.json is no longer a symbolic link")
	}
	for _, p := range []string{real, other} {
		if e, err := maps.Load(p); err != nil || e.Turn.Acting != "goblin" {
			t.Errorf("after Ctrl+S through the link %s does not hold the goblin's turn (%v)", filepath.Base(p), err)
		}
	}
}
