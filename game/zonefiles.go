package game

import (
	"github.com/battlemap/battlemap/maps"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// The zone window as a document of the shared file flow (fileui.go): what
// mapDoc (mapdoc.go) asks of it, and its own saving, opening and settings.

func (v *zoneView) mapFile() (*maps.Encounter, string) { return v.opt.Encounter, v.opt.Path }
func (v *zoneView) changes() (now, clean int)          { return v.play.Changes(), v.cleanChange }
func (v *zoneView) quitNow()                           { v.quit = true }

// saveAsFile saves the map to a new file, which becomes its file; the
// old file's autosave goes (everything in it is saved).
func (v *zoneView) saveAsFile(path string) error {
	pl := v.play
	if err := pl.Save(v.opt.Encounter, path); err != nil {
		return err
	}
	if old := (mapDoc{v}).autosaveFile(); old != "" {
		v.files.dropAutosave(old)
	}
	v.opt.Path = path
	v.base, v.savedChange, v.cleanChange = baseOf(path), pl.Changes(), pl.Changes()
	return nil
}

// openFile shows the zone map in the file at path in this window, or
// ends the window with an *OpenRequest for another kind of map.
func (v *zoneView) openFile(path string) error {
	v.files.releaseLock() // the file shown so far is free for other windows
	o, err := openKind(path, func(e *maps.Encounter) bool { return e.Zones != nil })
	if req, ok := err.(*OpenRequest); ok {
		v.err = req
		v.lv.leave(path) // player views follow to the new window
	}
	if err != nil {
		return err
	}
	if err := v.show(o.Encounter, path, o.Base, o.Message); err != nil {
		return err
	}
	if r := o.Recovered; r != nil {
		v.files.askRecovered(r, "the zones and creatures as they were when the program stopped", v.keymap, func() { v.show(r.File, path, r.FileBase, "") })
	}
	return nil
}

// show makes the window show another zone map (or the same file as last
// saved); the window, its turn and its settings stay.
func (v *zoneView) show(enc *maps.Encounter, path, base, message string) error {
	b, err := enc.Zones.Board()
	if err != nil {
		return err
	}
	opt := v.opt
	opt.Encounter, opt.Path = enc, path
	nv := zoneView{opt: opt, files: v.files, dev: v.dev, palette: v.palette, play: zonesplay.NewZonePlay(b, enc.Zones.Shapes, opt.Seed, message),
		in: v.in, r: v.r, pic: v.pic, w: v.w, h: v.h, frames: v.frames, script: v.script, player: v.player, pendingShot: v.pendingShot,
		turn: v.turn, base: base, lv: v.lv, keymap: v.keymap, bar: zoneBarState{tab: v.bar.tab}}
	nv.boxes, nv.outlines = zonesplay.ZoneBoxes(enc.Zones)
	*v = nv
	v.play.SetKeys(v.keyNames)
	return nil
}

// takeFileMessage shows in the status panel what the last file action
// did.
func (v *zoneView) takeFileMessage() { v.files.takeMessage(v.play.SetMessage) }

// openSettings shows the zone window's settings panel: theme, side
// colours, the map's turn, the interface scale and the keys.
func (v *zoneView) openSettings() { v.files.openSettings(v.settingsHost(), settingsDisplay) }

// settingsHost is what the settings panel changes in the window.
func (v *zoneView) settingsHost() settingsHost {
	return settingsHost{
		theme:      func() string { return mapTheme(v.opt.Theme) },
		setTheme:   func(name string) { v.opt.Theme = name },
		palette:    func() string { return v.palette },
		setPalette: func(name string) { v.palette = name },
		turn:       func() int { return 90 * v.turn },
		turnBy:     v.turnView,
		scale:      func() float64 { return v.uiScale() / max(v.dev, 1) },
		stepScale:  v.stepUIScale,
		keys:       func() Keymap { return v.keymap },
		setKeys:    func(km Keymap) { v.keymap = km },
		window:     zoneWindow,
		doc:        mapDoc{v},
	}
}
