package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
)

// SettingsFile is the settings' file name in the configuration folder.
const SettingsFile = "settings.json"

// Settings are the user's choices kept between runs, in settings.json in
// the user's configuration folder: the window's theme and UI scale. Keys this
// version does not know (written by a newer one) are kept as they were.
type Settings struct {
	// Theme is the window's theme: dark, light or contrast ("": dark).
	Theme string
	// UIScale is the interface's scale, 1 to 3 (0: automatic).
	UIScale float64
	// Rotate is the map's turn in degrees clockwise: 0, 90, 180 or 270.
	Rotate int
	// other are the file's other keys, written back unchanged.
	other map[string]json.RawMessage
}

// LoadSettings reads the settings at path. A missing file is the
// defaults. A file that is not valid settings gives the defaults (keeping
// what could be read of other keys) and an error naming the file and the
// problem: the caller reports it, the window still opens.
func LoadSettings(path string) (Settings, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, fmt.Errorf("settings: %w", err)
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil {
		return Settings{}, fmt.Errorf("settings %s: not a JSON object (%w); using the defaults", path, err)
	}
	s := Settings{other: keys}
	if raw, ok := keys["theme"]; ok {
		delete(keys, "theme")
		var name string
		if err := json.Unmarshal(raw, &name); err != nil {
			return s, fmt.Errorf("settings %s: theme: %s is not a string; using dark", path, raw)
		}
		if !validWindowTheme(name) {
			return s, fmt.Errorf("settings %s: theme: %q is not a theme (want dark, light or contrast); using dark", path, name)
		}
		s.Theme = name
	}
	if raw, ok := keys["uiScale"]; ok {
		delete(keys, "uiScale")
		var v float64
		if err := json.Unmarshal(raw, &v); err != nil || !ValidUIScale(v) {
			return s, fmt.Errorf("settings %s: uiScale: %s is not a number from 1 to 3; using the automatic scale", path, raw)
		}
		s.UIScale = v
	}
	if raw, ok := keys["rotate"]; ok {
		delete(keys, "rotate")
		var v int
		if err := json.Unmarshal(raw, &v); err != nil {
			return s, fmt.Errorf("settings %s: rotate: %s is not 0, 90, 180 or 270; using 0", path, raw)
		}
		if _, ok := QuarterTurns(v); !ok {
			return s, fmt.Errorf("settings %s: rotate: %d is not 0, 90, 180 or 270; using 0", path, v)
		}
		s.Rotate = v
	}
	return s, nil
}

// Save writes the settings to path atomically, creating its folder.
func (s Settings) Save(path string) error {
	out := map[string]json.RawMessage{}
	for k, v := range s.other {
		out[k] = v
	}
	if s.Theme != "" {
		name, _ := json.Marshal(s.Theme)
		out["theme"] = name
	}
	if s.UIScale != 0 {
		v, _ := json.Marshal(s.UIScale)
		out["uiScale"] = v
	}
	if s.Rotate != 0 {
		v, _ := json.Marshal(s.Rotate)
		out["rotate"] = v
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	if err := maps.WriteFile(path, append(data, '\n')); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return nil
}

// windowTheme is the window theme of a name; anything else is dark.
func windowTheme(name string) render.Theme {
	if t, err := render.ThemeNamed(name); err == nil && validWindowTheme(name) {
		return t
	}
	return render.ScreenTheme()
}

// validWindowTheme reports whether name is one of the window's themes.
func validWindowTheme(name string) bool {
	for _, n := range render.WindowThemes() {
		if n == name {
			return true
		}
	}
	return false
}

// rememberTheme writes the theme shown to the settings file, keeping the
// file's other settings; a file that cannot be read is replaced.
func (g *Game) rememberTheme() {
	if g.opt.SettingsPath == "" {
		return
	}
	s, _ := LoadSettings(g.opt.SettingsPath) // a corrupt file was reported at start; it is replaced
	s.Theme = render.WindowThemeName(g.sceneOpt.Theme)
	if err := s.Save(g.opt.SettingsPath); err != nil {
		g.in.message = "Theme not remembered: " + err.Error()
	}
}

// cycleTheme shows the next of the window's themes and remembers it.
func (g *Game) cycleTheme() {
	names := render.WindowThemes()
	cur := render.WindowThemeName(g.sceneOpt.Theme)
	next := names[0]
	for i, n := range names {
		if n == cur {
			next = names[(i+1)%len(names)]
		}
	}
	g.setTheme(next)
	g.rememberTheme()
	g.in.message = "Theme: " + next + " (C changes it)."
}

// setTheme shows the window in a theme: the map's tiles, the side view
// and the panel are drawn again in its colours.
func (g *Game) setTheme(name string) {
	t, err := render.ThemeNamed(name)
	if err != nil {
		return
	}
	g.sceneOpt.Theme = t
	g.side = nil
	if g.panel != nil {
		page := g.panel.page
		g.panel = newPanel(g, g.uiScale)
		if page != pageMain {
			g.panel.show(page)
		}
	}
	g.dirty, g.settle = true, settleUpdates
}

// setUIScale makes the interface one step larger (dir 1) or smaller (dir
// -1), from 1x to 3x, and remembers it; LayoutF rebuilds the panel.
func (g *Game) setUIScale(dir int) {
	dev := g.dev
	if dev <= 0 {
		dev = 1
	}
	g.userScale = stepUIScale(g.uiScale/dev, dir)
	g.in.message = fmt.Sprintf("Interface scale: %gx (Ctrl+= and Ctrl+- change it).", g.userScale)
	g.dirty, g.settle = true, settleUpdates
	if g.opt.SettingsPath == "" {
		return
	}
	s, _ := LoadSettings(g.opt.SettingsPath)
	s.UIScale = g.userScale
	if err := s.Save(g.opt.SettingsPath); err != nil {
		g.in.message = "Interface scale not remembered: " + err.Error()
	}
}

// turnView turns the map by quarters quarter turns clockwise and remembers
// the turn.
func (g *Game) turnView(quarters int, area Area) {
	g.cam.Turn(quarters, area)
	g.in.message = fmt.Sprintf("Map turned to %d degrees (Shift+R: a quarter turn, Ctrl+R: half round).", g.cam.Degrees())
	g.dirty, g.settle = true, settleUpdates
	if err := rememberRotate(g.opt.SettingsPath, g.cam.Degrees()); err != nil {
		g.in.message = "Turn not remembered: " + err.Error()
	}
}

// rememberRotate writes the map's turn to the settings file at path ("":
// none), keeping the file's other settings.
func rememberRotate(path string, degrees int) error {
	if path == "" {
		return nil
	}
	s, _ := LoadSettings(path) // a corrupt file was reported at start; it is replaced
	s.Rotate = degrees
	return s.Save(path)
}
