package realms

import (
	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// The hex window as a document of the shared file flow (fileui.go): what
// mapDoc (mapdoc.go) asks of it, and its own saving, opening and settings.

func (v *hexView) MapFile() (*maps.Encounter, string) { return v.opt.Encounter, v.opt.Path }
func (v *hexView) Changes() (now, clean int)          { return v.Play.Changes(), v.cleanChange }

// SaveAsFile saves the map to a new file, which becomes its file; the
// old file's autosave goes (everything in it is saved).
func (v *hexView) SaveAsFile(path string) error {
	bg, err := v.backgroundFor(path)
	if err != nil {
		return err
	}
	v.opt.Encounter.Background = bg
	if err := v.opt.Encounter.Save(path); err != nil {
		return err
	}
	v.adoptBackground(bg)
	if old := (game.MapDoc{MapWindow: v}).AutosaveFile(); old != "" {
		v.Files.DropAutosave(old)
	}
	v.opt.Path = path
	v.base, v.savedChange, v.cleanChange = game.BaseOf(path), v.Play.Changes(), v.Play.Changes()
	v.Play.SetMessage("Saved to " + path + ".")
	return nil
}

// OpenFile shows the hex map in the file at path in this window, or ends
// the part with an *OpenRequest for another kind of map (the Window
// shows it).
func (v *hexView) OpenFile(path string) error {
	v.Files.ReleaseLock() // the file shown so far is free for other windows
	o, err := game.OpenKind(path, func(e *maps.Encounter) bool { return e.Hex != nil })
	if req, ok := err.(*game.OpenRequest); ok {
		v.Err = req // the window shows it with its ruleset's part
	}
	if err != nil {
		return err
	}
	v.show(o.Encounter, path, o.Base, o.Message)
	if r := o.Recovered; r != nil {
		v.Files.AskRecovered(r, "the whole map as it was when the program stopped", v.Keymap, func() { v.show(r.File, path, r.FileBase, "") })
	}
	return nil
}

// show makes the window show another hex map (or the same file as last
// saved): everything about the old one goes, the window, its turn and
// its settings stay.
func (v *hexView) show(enc *maps.Encounter, path, base, message string) {
	v.pic.Release()
	opt := v.opt
	opt.Encounter, opt.Path = enc, path
	turn := v.cam.View.Turn
	b := enc.Hex.Board
	*v = hexView{Shell: v.Shell, opt: opt, Play: realmsplay.NewHexMapPlay(enc.Hex, message), layout: render.NewHexLayout(b.Geometry),
		r: v.r, pic: v.pic, base: base, version: v.version + 1}
	v.Play.SetKeys(v.KeyNames)
	v.cam.View.Turn = turn
	v.loadBackground()
}

// loadBackground reads the encounter's background picture from beside its
// file; one that cannot be read is said in the status line and the map is
// drawn without it.
func (v *hexView) loadBackground() {
	v.Play.ResumeBackground(v.opt.Encounter.Background)
	v.bgs = hexBgState{}
	v.followBackground()
}

// OpenSettings shows the hex window's settings panel: theme, side
// colours, the map's turn, the interface scale and the keys.
func (v *hexView) OpenSettings() {
	turnBy := func(q int) { v.turnView(q, hexMapArea(v.W, v.H, v.UIScale())); v.version++ }
	v.Files.OpenSettings(v.SettingsHost(game.MapDoc{MapWindow: v}, game.HexWindow, turnBy), game.SettingsDisplay)
}
