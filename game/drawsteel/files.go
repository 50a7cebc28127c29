package drawsteel

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// The square window as a document of the shared file flow (fileui.go).

func (g *Game) DocName() string { return g.enc.Name }
func (g *Game) DocPath() string { return g.path }

// Unsaved reports changes not saved to the file; the player view, which
// only follows the director's window, has none of its own.
func (g *Game) Unsaved() bool {
	return !g.opt.PlayerView && g.in.History().Changes() != g.cleanChange
}
func (g *Game) UnsavedText() string  { return g.changesText() }
func (g *Game) AutosaveFile() string { return g.myAutosave() }

func (g *Game) SaveFile() (bool, error) {
	if g.path == "" {
		return false, nil
	}
	if err := g.Save(); err != nil {
		return false, err
	}
	return !g.Unsaved() && g.dialog == nil, nil
}

func (g *Game) SaveAsFile(path string) error { return g.writeTo(path) }

// OpenFile shows the encounter in the file at path in this window (its
// autosave recovered as at the start), or ends the part with an
// *OpenRequest for a hex or zone map (the Window shows it).
func (g *Game) OpenFile(path string) error {
	g.Files.ReleaseLock() // the file shown so far is free for other windows
	o, err := game.OpenFile(path)
	if err != nil {
		return err
	}
	if e := o.Encounter; e.Hex != nil || e.Zones != nil {
		g.Err = &game.OpenRequest{Path: path}
		return g.Err
	}
	g.closeDialog()
	g.path = path
	g.seen, _ = maps.StampFile(path)
	named := dsplay.NumberSameNames(o.Encounter.Square.Board)
	g.startFrom(o.Encounter, o.Base, o.Undo)
	g.in.SetMessage("Opened " + path + ".")
	if msg := g.loadBackground(); msg != "" {
		g.in.SetMessage(msg)
	}
	if o.Message != "" {
		g.in.SetMessage(o.Message)
	} else if named {
		g.in.SetMessage(g.in.Message() + " Creatures with the same name are numbered (Goblin 1, Goblin 2).")
	}
	g.freshView()
	g.askOpening(o)
	return nil
}

// freshView shows the encounter just started from the top: the pointer's
// square in the middle, a new panel, the camera fitted.
func (g *Game) freshView() {
	b := g.in.Board()
	g.lastSquare = drawsteel.Square{X: b.Width / 2, Y: b.Height / 2}
	g.side = nil
	g.remakePanel(pageMain)
	g.cam.Fitted = false
	g.Dirty, g.Settle = true, game.SettleUpdates
}

// askOpening asks what an opening needs answered: which of a file and its
// autosave to keep, or whether to keep recovered changes.
func (g *Game) askOpening(o game.Opening) {
	switch {
	case o.Choice != nil:
		g.askRecover(o.Choice)
	case o.Recovered != nil:
		r := o.Recovered
		changes := "the whole encounter (there is no saved file)"
		if r.File != nil {
			changes = "they change " + game.Differences(r.File, o.Encounter)
		}
		g.Files.AskRecovered(r, changes, g.Keymap, func() {
			g.startFrom(r.File, r.FileBase, nil)
			g.Dirty, g.Settle = true, game.SettleUpdates
		})
	}
}
