package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// SettingsFile is the settings' file name in the configuration folder.
const SettingsFile = "settings.json"

// maxSettingsSize is the largest settings file read: many times what the
// window writes (a few keys, a short list of recent files).
const maxSettingsSize = 1 << 20

// Settings are the user's choices kept between runs, in settings.json in
// the user's configuration folder: the window's theme, UI scale and side
// palette, the keys rebound in the settings panel, and the files opened
// last. Keys this version does not know (written by a newer one) are kept
// as they were.
type Settings struct {
	// Theme is the window's theme: dark, light or contrast ("": dark).
	Theme string
	// UIScale is the interface's scale, 1 to 3 (0: automatic).
	UIScale float64
	// Rotate is the map's turn in degrees clockwise: 0, 90, 180 or 270.
	Rotate int
	// Palette is the side colours: "" (the theme's own) or paletteColorBlind.
	Palette string
	// Keys are the rebound keys: an action's id (actionID) and its key as
	// ParseKey reads it ("P", "ctrl+O").
	Keys map[string]string
	// Recent are the files opened or saved last, newest first (at most
	// session.MaxRecent).
	Recent []string
	// other are the file's other keys, written back unchanged.
	other map[string]json.RawMessage
}

// PaletteColorBlind is the palette setting that draws the sides in
// render.ColorBlindSides in every theme (the light and high-contrast
// themes always do).
const PaletteColorBlind = "colour-blind"

// LoadSettings reads the settings at path. A missing file is the
// defaults. A file that is not a JSON object gives the defaults (keeping
// nothing) and an error naming the file and the problem; a setting that
// is not valid keeps its default, the others are read, and the error names
// each bad one: the caller reports it, the window still opens, and the next
// choice made in the window replaces the file.
func LoadSettings(path string) (Settings, error) {
	data, err := regfile.ReadFile(path, maxSettingsSize)
	if errors.Is(err, fs.ErrNotExist) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, fmt.Errorf("settings: %w", err)
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil || keys == nil {
		if err == nil {
			err = errors.New("null")
		}
		return Settings{}, fmt.Errorf("settings %s: not a JSON object (%w); using the defaults", path, err)
	}
	s := Settings{other: keys}
	var errs []error
	bad := func(format string, a ...any) {
		errs = append(errs, fmt.Errorf("settings %s: "+format, append([]any{path}, a...)...))
	}
	if raw, ok := take(keys, "theme"); ok {
		var name string
		switch err := json.Unmarshal(raw, &name); {
		case err != nil:
			bad("theme: %s is not a string; using dark", raw)
		case !validWindowTheme(name):
			bad("theme: %q is not a theme (want dark, light or contrast); using dark", name)
		default:
			s.Theme = name
		}
	}
	if raw, ok := take(keys, "uiScale"); ok {
		var v float64
		if err := json.Unmarshal(raw, &v); err != nil || !ValidUIScale(v) {
			bad("uiScale: %s is not a number from 1 to 3; using the automatic scale", raw)
		} else {
			s.UIScale = v
		}
	}
	if raw, ok := take(keys, "rotate"); ok {
		var v int
		if err := json.Unmarshal(raw, &v); err != nil {
			bad("rotate: %s is not 0, 90, 180 or 270; using 0", raw)
		} else if _, ok := QuarterTurns(v); !ok {
			bad("rotate: %d is not 0, 90, 180 or 270; using 0", v)
		} else {
			s.Rotate = v
		}
	}
	if raw, ok := take(keys, "palette"); ok {
		var v string
		if err := json.Unmarshal(raw, &v); err != nil || (v != PaletteColorBlind && v != "standard") {
			bad("palette: %s is not a palette (want \"standard\" or %q); using the theme's", raw, PaletteColorBlind)
		} else if v == PaletteColorBlind {
			s.Palette = v
		}
	}
	if raw, ok := take(keys, "keys"); ok {
		var m map[string]string
		if err := json.Unmarshal(raw, &m); err != nil {
			bad("keys: %s is not an object of action ids and key names (e.g. {\"push\": \"P\"}); using the default keys", raw)
		} else if _, err := DefaultKeymap().With(m); err != nil {
			bad("keys: %v; using the default keys", err)
		} else {
			s.Keys = m
		}
	}
	if raw, ok := take(keys, "recent"); ok {
		if err := json.Unmarshal(raw, &s.Recent); err != nil {
			s.Recent = nil
			bad("recent: %s is not a list of file names; starting a new list", raw)
		}
		s.Recent = session.Recent(s.Recent)
	}
	return s, errors.Join(errs...)
}

// take removes key from keys and returns its value.
func take(keys map[string]json.RawMessage, key string) (json.RawMessage, bool) {
	raw, ok := keys[key]
	delete(keys, key)
	return raw, ok
}

// Save writes the settings to path atomically, creating its folder.
func (s Settings) Save(path string) error {
	out := map[string]json.RawMessage{}
	for k, v := range s.other {
		out[k] = v
	}
	put := func(key string, v any) {
		data, _ := json.Marshal(v)
		out[key] = data
	}
	if s.Theme != "" {
		put("theme", s.Theme)
	}
	if s.UIScale != 0 {
		put("uiScale", s.UIScale)
	}
	if s.Palette != "" {
		put("palette", s.Palette)
	}
	if len(s.Keys) > 0 {
		put("keys", s.Keys)
	}
	if len(s.Recent) > 0 {
		put("recent", s.Recent)
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

// UpdateSettings reads the settings at path, lets change change them and
// writes them back, keeping the file's other settings; a file that cannot
// be read (reported when the window opened) is replaced. path "" (a script
// or a screenshot: no settings) does nothing.
func UpdateSettings(path string, change func(*Settings)) error {
	if path == "" {
		return nil
	}
	s, _ := LoadSettings(path)
	change(&s)
	return s.Save(path)
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

// nextTheme is the window theme after the one named cur (C, the Theme
// button): dark, light, contrast, and round again.
func nextTheme(cur string) string {
	names := render.WindowThemes()
	for i, n := range names {
		if n == cur {
			return names[(i+1)%len(names)]
		}
	}
	return names[0]
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
