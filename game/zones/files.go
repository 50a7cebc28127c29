package zones

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// The zone window as a document of the shared file flow (fileui.go): what
// mapDoc (mapdoc.go) asks of it, and its own saving, opening and settings.

func (v *zoneView) MapFile() (*maps.Encounter, string) { return v.opt.Encounter, v.opt.Path }
func (v *zoneView) Changes() (now, clean int)          { return v.play.Changes(), v.cleanChange }

// SaveAsFile saves the map to a new file, which becomes its file; the
// old file's autosave goes (everything in it is saved).
func (v *zoneView) SaveAsFile(path string) error {
	pl := v.play
	if err := pl.Save(v.opt.Encounter, path); err != nil {
		return err
	}
	if old := (game.MapDoc{MapWindow: v}).AutosaveFile(); old != "" {
		v.Files.DropAutosave(old)
	}
	v.opt.Path = path
	v.base, v.savedChange, v.cleanChange = game.BaseOf(path), pl.Changes(), pl.Changes()
	return nil
}

// OpenFile shows the zone map in the file at path in this window, or
// ends the part with an *OpenRequest for another kind of map (the Window
// shows it).
func (v *zoneView) OpenFile(path string) error {
	v.Files.ReleaseLock() // the file shown so far is free for other windows
	o, err := game.OpenKind(path, func(e *maps.Encounter) bool { return e.Zones != nil })
	if req, ok := err.(*game.OpenRequest); ok {
		v.Err = req // the window shows it with its ruleset's part
	}
	if err != nil {
		return err
	}
	if err := v.show(o.Encounter, path, o.Base, o.Message); err != nil {
		return err
	}
	if r := o.Recovered; r != nil {
		v.Files.AskRecovered(r, "the zones and creatures as they were when the program stopped", v.Keymap, func() { v.show(r.File, path, r.FileBase, "") })
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
	nv := zoneView{Shell: v.Shell, opt: opt, play: zonesplay.NewZonePlay(b, enc.Zones.Shapes, opt.Seed, message),
		r: v.r, pic: v.pic, base: base, bar: zoneBarState{tab: v.bar.tab}}
	nv.boxes, nv.outlines = zonesplay.ZoneBoxes(enc.Zones)
	*v = nv
	v.play.SetKeys(v.KeyNames)
	return nil
}

// OpenSettings shows the zone window's settings panel: theme, side
// colours, the map's turn, the interface scale and the keys.
func (v *zoneView) OpenSettings() {
	v.Files.OpenSettings(v.SettingsHost(game.MapDoc{MapWindow: v}, game.ZoneWindow, v.turnView), game.SettingsDisplay)
}
