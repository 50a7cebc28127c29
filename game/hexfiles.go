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
func (v *hexView) quitNow()                           { v.quit = true }

// windowTitle is the title the window last set (a script's title FILE).
func (v *hexView) windowTitle() string { return v.files.title }

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
// the window with an *OpenRequest for another kind of map.
func (v *hexView) openFile(path string) error {
	v.files.releaseLock() // the file shown so far is free for other windows
	o, err := openKind(path, func(e *maps.Encounter) bool { return e.Hex != nil })
	if req, ok := err.(*OpenRequest); ok {
		v.err = req
		v.lv.leave(path) // player views follow to the new window
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
	*v = hexView{opt: opt, files: v.files, dev: v.dev, palette: v.palette, play: realmsplay.NewHexMapPlay(enc.Hex, message), layout: render.NewHexLayout(b.Geometry),
		r: v.r, pic: v.pic, w: v.w, h: v.h, input: v.input, script: v.script, player: v.player, shot: v.shot, frames: v.frames,
		base: base, version: v.version + 1, lv: v.lv, keymap: v.keymap}
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

// takeFileMessage shows in the status line what the last file action did.
func (v *hexView) takeFileMessage() { v.files.takeMessage(v.play.SetMessage) }

// openSettings shows the hex window's settings panel: theme, side
// colours, the map's turn, the interface scale and the keys.
func (v *hexView) openSettings() { v.files.openSettings(v.settingsHost(), settingsDisplay) }

// settingsHost is what the settings panel changes in the window.
func (v *hexView) settingsHost() settingsHost {
	return settingsHost{
		theme:      func() string { return mapTheme(v.opt.Theme) },
		setTheme:   func(name string) { v.opt.Theme = name; v.version++ },
		palette:    func() string { return v.palette },
		setPalette: func(name string) { v.palette = name; v.version++ },
		turn:       v.cam.Degrees,
		turnBy:     func(q int) { v.turnView(q, hexMapArea(v.w, v.h, v.uiScale())); v.version++ },
		scale:      func() float64 { return v.uiScale() / max(v.dev, 1) },
		stepScale:  v.stepUIScale,
		keys:       func() Keymap { return v.keymap },
		setKeys:    func(km Keymap) { v.keymap = km },
		window:     hexWindow,
		doc:        mapDoc{v},
	}
}

// changeCount is a number of changes in words.
func changeCount(n int) string {
	if n == 1 {
		return "1 change since the last save"
	}
	return fmt.Sprintf("%d changes since the last save", n)
}
