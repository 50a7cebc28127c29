package game

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/session"
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
		{"turned", `{"theme": "light", "rotate": 180}`, "light", ""},
		{"turn not a quarter", `{"rotate": 45}`, "", "rotate: 45 is not 0, 90, 180 or 270"},
		{"turn not a number", `{"rotate": "90"}`, "", `rotate: "90" is not 0, 90, 180 or 270`},
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

// TestLoadSettingsKeepsTheGoodOnes: a file with one bad setting keeps the
// others and names the bad one; each kind of setting is checked.
func TestLoadSettingsKeepsTheGoodOnes(t *testing.T) {
	for _, tc := range []struct {
		name, file string
		want       Settings // other left out
		err        string
	}{
		{"all good", `{"theme": "light", "uiScale": 2, "palette": "colour-blind", "keys": {"push": "U"}, "recent": ["/a.json", "/b.json", "/a.json"]}`,
			Settings{Theme: "light", UIScale: 2, Palette: PaletteColorBlind, Keys: map[string]string{"push": "U"}, Recent: []string{"/a.json", "/b.json"}}, ""},
		{"standard palette", `{"palette": "standard"}`, Settings{}, ""},
		{"bad scale kept apart", `{"theme": "contrast", "uiScale": 9}`, Settings{Theme: "contrast"}, "uiScale: 9 is not a number from 1 to 3"},
		{"bad palette", `{"palette": "sepia", "uiScale": 1.5}`, Settings{UIScale: 1.5}, `palette: "sepia" is not a palette`},
		{"unknown action", `{"keys": {"fly": "F"}, "theme": "light"}`, Settings{Theme: "light"}, `keys: "fly" is not an action that can be rebound`},
		{"unknown key", `{"keys": {"push": "Hyper"}}`, Settings{}, `keys: push: unknown key "Hyper"`},
		{"shared key", `{"keys": {"push": "L"}}`, Settings{}, `L would do both`},
		{"keys swapped", `{"keys": {"push": "L", "pull": "P"}}`, Settings{Keys: map[string]string{"push": "L", "pull": "P"}}, ""},
		{"recent not a list", `{"recent": "a.json", "theme": "dark"}`, Settings{Theme: "dark"}, "recent: \"a.json\" is not a list of file names"},
		{"null", `null`, Settings{}, "not a JSON object"},
		{"two bad", `{"theme": 1, "uiScale": "big"}`, Settings{}, "uiScale"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), SettingsFile)
			if err := os.WriteFile(path, []byte(tc.file), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := LoadSettings(path)
			s.other = nil
			if s.Theme != tc.want.Theme || s.UIScale != tc.want.UIScale || s.Palette != tc.want.Palette ||
				fmt.Sprint(s.Keys) != fmt.Sprint(tc.want.Keys) || fmt.Sprint(s.Recent) != fmt.Sprint(tc.want.Recent) {
				t.Errorf("LoadSettings(%s) = %+v, want %+v", tc.file, s, tc.want)
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

// TestCorruptSettingsAreReplaced: a settings file that is not JSON is
// reported, read as the defaults, and the next change made in the window
// (UpdateSettings) replaces it with a valid file holding that change.
func TestCorruptSettingsAreReplaced(t *testing.T) {
	path := filepath.Join(t.TempDir(), SettingsFile)
	if err := os.WriteFile(path, []byte("{\"theme\": \"light\", \x00garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings(path)
	if err == nil || s.Theme != "" {
		t.Fatalf("LoadSettings(corrupt) = %+v, %v; want the defaults and an error", s, err)
	}
	if err := UpdateSettings(path, func(s *Settings) { s.Recent = session.AddRecent(s.Recent, "/maps/fight.json") }); err != nil {
		t.Fatalf("UpdateSettings over a corrupt file: %v", err)
	}
	s, err = LoadSettings(path)
	if err != nil || fmt.Sprint(s.Recent) != "[/maps/fight.json]" {
		t.Errorf("after UpdateSettings the file reads %+v, %v; want recent [/maps/fight.json] and no error", s, err)
	}
}

// TestSettingsRoundTrip saves every setting and reads it back.
func TestSettingsRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), SettingsFile)
	want := Settings{Theme: "contrast", UIScale: 2.25, Palette: PaletteColorBlind, Keys: map[string]string{"commit": "ctrl+Enter"}, Recent: []string{"/x.json"}}
	if err := want.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(path)
	got.other = nil
	if err != nil || fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", want) {
		t.Errorf("LoadSettings(Save(%+v)) = %+v, %v", want, got, err)
	}
}
