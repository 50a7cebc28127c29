package game

import (
	"github.com/battlemap/battlemap/maps"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// The zone window as a document of the shared file flow (fileui.go): what
// mapDoc (mapdoc.go) asks of it, and its own saving, opening and settings.

func (v *zoneView) mapFile() (*maps.Encounter, string) { return v.opt.Encounter, v.opt.Path }
func (v *zoneView) changes() (now, clean int)          { return v.play.Changes(), v.cleanChange }

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
// ends the part with an *OpenRequest for another kind of map (the Window
// shows it).
func (v *zoneView) openFile(path string) error {
	v.files.releaseLock() // the file shown so far is free for other windows
	o, err := openKind(path, func(e *maps.Encounter) bool { return e.Zones != nil })
	if req, ok := err.(*OpenRequest); ok {
		v.err = req // the window shows it with its ruleset's part
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
	nv := zoneView{shell: v.shell, opt: opt, play: zonesplay.NewZonePlay(b, enc.Zones.Shapes, opt.Seed, message),
		r: v.r, pic: v.pic, base: base, bar: zoneBarState{tab: v.bar.tab}}
	nv.boxes, nv.outlines = zonesplay.ZoneBoxes(enc.Zones)
	*v = nv
	v.play.SetKeys(v.keyNames)
	return nil
}

// openSettings shows the zone window's settings panel: theme, side
// colours, the map's turn, the interface scale and the keys.
func (v *zoneView) openSettings() {
	v.files.openSettings(v.settingsHost(mapDoc{v}, zoneWindow, v.turnView), settingsDisplay)
}
