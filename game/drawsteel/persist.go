package drawsteel

import (
	"os"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// savePath is where Ctrl+S writes: the file, or for an encounter without
// one, NAME.json in the current folder.
func (g *Game) savePath() string {
	if g.path != "" {
		return g.path
	}
	return session.Slug(g.enc.Name) + ".json"
}

// myAutosave is where the changes are autosaved ("" when nowhere).
func (g *Game) myAutosave() string {
	if g.path != "" {
		return game.AutosavePath(g.path)
	}
	if g.opt.AutosaveDir == "" {
		return ""
	}
	return game.SampleAutosave(g.opt.AutosaveDir, g.enc.Name)
}

// outsideChange reports whether the file at the save path is no longer the
// version the changes were made on, with its stamp.
func (g *Game) outsideChange() (maps.Stamp, bool) {
	s, err := maps.StampFile(g.savePath())
	if err != nil {
		// gone (or unreadable): writing it loses nothing
		return maps.Stamp{}, false
	}
	if g.path == "" {
		return s, true // a file of that name that this window did not write
	}
	return s, s.SumText() != g.fileBase
}

// Save writes the encounter as it is now to its file (Ctrl+S), or asks
// first if another program changed the file.
func (g *Game) Save() error {
	if s, changed := g.outsideChange(); changed {
		g.askConflict(s)
		return nil
	}
	return g.writeTo(g.savePath())
}

// writeTo saves the encounter to path, which becomes its file, and drops
// the autosave: everything in it is saved.
func (g *Game) writeTo(path string) error {
	copied, err := g.saveCopy(path)
	if err != nil {
		return err
	}
	s, err := maps.StampFile(path)
	if err != nil {
		return err
	}
	if old := g.myAutosave(); old != "" {
		g.Files.DropAutosave(old)
	}
	g.path, g.fileBase, g.seen = path, s.SumText(), s
	g.adoptBackground()
	g.savedChange = g.in.History().Changes()
	g.cleanChange = g.savedChange
	g.in.SetMessage("Saved to " + path + ".")
	if copied {
		g.in.SetMessage("Saved to " + path + ", the background picture copied beside it as " + g.enc.Background.Image + ".")
	}
	return nil
}

// SaveTo writes the encounter as it is now to a file, atomically.
func (g *Game) SaveTo(path string) error {
	_, err := g.saveCopy(path)
	return err
}

// saveCopy is saveTo, saying whether the background picture was copied
// beside the file (backgroundFor).
func (g *Game) saveCopy(path string) (copied bool, err error) {
	bg, copied, err := g.backgroundFor(path)
	if err != nil {
		return false, err
	}
	g.syncEncounter()
	g.enc.Background = bg
	return copied, g.enc.Save(path)
}

// syncEncounter puts the current board, annotations, caption, turn order
// and event log into the encounter.
func (g *Game) syncEncounter() {
	g.enc.Square.Board = g.Board()
	f := g.in.Figure()
	g.enc.Annotations, g.enc.Caption, g.enc.Background = f.Notes, f.Caption, f.Background
	g.enc.Turn, g.enc.Log = dsplay.SavedTurn(g.Board(), g.in.Turn()), dsplay.SavedLog(g.in.History().Log())
}

// autosave writes the encounter after every change, so a crash loses
// nothing; a clean save removes it.
func (g *Game) autosave() {
	if g.opt.NoAutosave || g.in.History().Changes() == g.savedChange {
		return
	}
	g.savedChange = g.in.History().Changes()
	path := g.myAutosave()
	if path == "" {
		return
	}
	g.syncEncounter()
	if err := g.Files.WriteAutosave(g.enc, path, g.fileBase, g.in.History().UndoSteps(g.enc)); err != nil {
		g.in.SetMessage("Autosave failed: " + err.Error())
	}
}

// watch looks at the file about once a second and asks as soon as another
// program changes it. Size and time are compared first; the contents are
// read only when they moved.
func (g *Game) watch() {
	if g.path == "" || g.dialog != nil || g.ticks%game.WatchFrames != 0 {
		return
	}
	fi, err := os.Stat(g.path)
	if err != nil || (fi.Size() == g.seen.Size && fi.ModTime().Equal(g.seen.ModTime)) {
		return
	}
	s, changed := g.outsideChange()
	g.seen = s
	if changed {
		g.askConflict(s)
	}
}

// reload replaces the encounter with the file on disk, as one undoable
// step: Ctrl+Z brings back the version it replaced.
func (g *Game) reload() error {
	enc, err := maps.Load(g.path)
	if err != nil {
		return err
	}
	s, err := maps.StampFile(g.path)
	if err != nil {
		return err
	}
	g.in.Select("")
	g.in.Do(session.ActCancel)
	what := "Reloaded " + g.path + " (changed by another program)"
	g.in.History().PushState(enc.Square.Board, enc.Turn, dsplay.Figure{Notes: enc.Annotations, Caption: enc.Caption, Background: enc.Background}, what)
	enc.Log, enc.Turn = nil, dsplay.Turn{}
	g.enc, g.fileBase, g.seen = enc, s.SumText(), s
	g.in.SetMessage(what + ". " + g.Keymap.Say(session.ActUndo, "Undo") + " brings your version back.")
	return nil
}

// startFrom makes the window show an encounter, with the undo history an
// autosave kept (if any).
func (g *Game) startFrom(enc *maps.Encounter, base string, undo []maps.UndoStep) {
	g.enc, g.fileBase = enc, base
	g.in = dsplay.NewInteractionWith(enc.Square.Board, dsplay.Figure{Notes: enc.Annotations, Caption: enc.Caption, Background: enc.Background})
	g.in.SetKeys(g.KeyNames)
	g.in.SetSeed(g.opt.Seed)
	g.in.History().Resume(enc.Turn, enc.Log)
	g.in.History().ResumeUndo(undo)
	g.savedChange = g.in.History().Changes()
	g.cleanChange = g.savedChange
	g.tactics, g.noteCache, g.area = TacticsCache{}, NoteCache{}, areaCache{}
	g.resetBackground()
}
