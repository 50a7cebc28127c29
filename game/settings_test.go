package game

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
)

// TestLoadSettings reads settings files good and bad: a bad one gives the
// defaults and an error naming the file and what is wrong, never a panic.
func TestLoadSettings(t *testing.T) {
	for _, tc := range []struct {
		name, file string // file "": no file at all
		theme      string
		err        string // in the error; "": no error
	}{
		{"missing file", "", "", ""},
		{"light", `{"theme": "light"}`, "light", ""},
		{"unknown keys ignored", `{"theme": "contrast", "uiScale": 2, "recent": ["a.json"]}`, "contrast", ""},
		{"not JSON", `{"theme": "light"`, "", "not a JSON object"},
		{"an array", `["light"]`, "", "not a JSON object"},
		{"empty file", ``, "", "not a JSON object"},
		{"theme not a string", `{"theme": 3}`, "", "theme: 3 is not a string"},
		{"unknown theme", `{"theme": "sepia"}`, "", `theme: "sepia" is not a theme (want dark, light or contrast)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), SettingsFile)
			if tc.file != "" || tc.name == "empty file" {
				if err := os.WriteFile(path, []byte(tc.file), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			s, err := LoadSettings(path)
			if s.Theme != tc.theme {
				t.Errorf("LoadSettings(%s) theme = %q, want %q", tc.file, s.Theme, tc.theme)
			}
			switch {
			case tc.err == "" && err != nil:
				t.Errorf("LoadSettings(%s) error = %v, want none", tc.file, err)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err) || !strings.Contains(err.Error(), path)):
				t.Errorf("LoadSettings(%s) error = %v, want one naming %s and saying %q", tc.file, err, path, tc.err)
			}
		})
	}
}

// TestSettingsKeepOtherKeys saves a theme into a file written by a newer
// version: its other keys come back unchanged, and the folder is made.
func TestSettingsKeepOtherKeys(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config", "battlemap", SettingsFile)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(`{"theme": "light", "uiScale": 2, "keys": {"push": "P"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Theme = "contrast"
	if err := s.Save(path); err != nil {
		t.Fatalf("Save error: %v", err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("saved settings are not JSON: %v\n%s", err, data)
	}
	if got["theme"] != "contrast" || got["uiScale"] != 2.0 || got["keys"].(map[string]any)["push"] != "P" {
		t.Errorf("saved settings = %s, want theme contrast, uiScale 2 and keys kept", data)
	}
}

// TestThemeKeyRemembered presses the theme key in a window started in the
// light theme: it goes to contrast, then dark; the panel and status bar
// take the theme's colours, and the settings file keeps the last choice
// for the next start. A corrupt settings file is replaced.
func TestThemeKeyRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), SettingsFile)
	if err := os.WriteFile(path, []byte("{corrupt"), 0o644); err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	g, err := New(Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Theme: "light", SettingsPath: path})
	if err != nil {
		t.Fatal(err)
	}
	area := MapArea(1280, 800, 1)
	for _, want := range []string{"contrast", "dark"} {
		g.do(ActTheme, area)
		if got := g.sceneOpt.Theme.Name; (want == "dark" && got != "screen") || (want != "dark" && got != want) {
			t.Fatalf("after the theme key, theme = %q, want %s", got, want)
		}
		s, err := LoadSettings(path)
		if err != nil || s.Theme != want {
			t.Errorf("settings after the theme key: theme %q, error %v; want %q", s.Theme, err, want)
		}
	}
	if _, err := New(Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, Theme: "sepia"}); err == nil {
		t.Error("New(Theme sepia) = no error, want unknown theme")
	}
}
