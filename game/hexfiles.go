package game

import (
	"fmt"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// The hex window as a document of the shared file flow (fileui.go): what
// mapDoc (mapdoc.go) asks of it, and its own saving, opening and settings.

func (v *hexView) mapFile() (*maps.Encounter, string) { return v.opt.Encounter, v.opt.Path }
func (v *hexView) changes() (now, clean int)          { return v.play.Changes(), v.cleanChange }

// saveAsFile saves the map to a new file, which becomes its file; the
// old file's autosave goes (everything in it is saved).
func (v *hexView) saveAsFile(path string) error {
	bg, err := v.backgroundFor(path)
	if err != nil {
		return err
	}
	v.opt.Encounter.Background = bg
	if err := v.opt.Encounter.Save(path); err != nil {
		return err
	}
	v.adoptBackground(bg)
	if old := (mapDoc{v}).autosaveFile(); old != "" {
		v.files.dropAutosave(old)
	}
	v.opt.Path = path
	v.base, v.savedChange, v.cleanChange = baseOf(path), v.play.Changes(), v.play.Changes()
	v.play.SetMessage("Saved to " + path + ".")
	return nil
}

// openFile shows the hex map in the file at path in this window, or ends
// the part with an *OpenRequest for another kind of map (the Window
// shows it).
func (v *hexView) openFile(path string) error {
	v.files.releaseLock() // the file shown so far is free for other windows
	o, err := openKind(path, func(e *maps.Encounter) bool { return e.Hex != nil })
	if req, ok := err.(*OpenRequest); ok {
		v.err = req // the window shows it with its ruleset's part
	}
	if err != nil {
		return err
	}
	v.show(o.Encounter, path, o.Base, o.Message)
	if r := o.Recovered; r != nil {
		v.files.askRecovered(r, "the whole map as it was when the program stopped", v.keymap, func() { v.show(r.File, path, r.FileBase, "") })
	}
	return nil
}

// show makes the window show another hex map (or the same file as last
// saved): everything about the old one goes, the window, its turn and
// its settings stay.
func (v *hexView) show(enc *maps.Encounter, path, base, message string) {
	v.pic.release()
	opt := v.opt
	opt.Encounter, opt.Path = enc, path
	turn := v.cam.View.Turn
	b := enc.Hex.Board
	*v = hexView{shell: v.shell, opt: opt, play: realmsplay.NewHexMapPlay(enc.Hex, message), layout: render.NewHexLayout(b.Geometry),
		r: v.r, pic: v.pic, base: base, version: v.version + 1}
	v.play.SetKeys(v.keyNames)
	v.cam.View.Turn = turn
	v.loadBackground()
}

// loadBackground reads the encounter's background picture from beside its
// file; one that cannot be read is said in the status line and the map is
// drawn without it.
func (v *hexView) loadBackground() {
	v.play.ResumeBackground(v.opt.Encounter.Background)
	v.bgs = hexBgState{}
	v.followBackground()
}

// openSettings shows the hex window's settings panel: theme, side
// colours, the map's turn, the interface scale and the keys.
func (v *hexView) openSettings() {
	turnBy := func(q int) { v.turnView(q, hexMapArea(v.w, v.h, v.uiScale())); v.version++ }
	v.files.openSettings(v.settingsHost(mapDoc{v}, hexWindow, turnBy), settingsDisplay)
}

// changeCount is a number of changes in words.
func changeCount(n int) string {
	if n == 1 {
		return "1 change since the last save"
	}
	return fmt.Sprintf("%d changes since the last save", n)
}
