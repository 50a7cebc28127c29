package game

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
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
	g, err := newGame(nil, Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Theme: "light", SettingsPath: path})
	if err != nil {
		t.Fatal(err)
	}
	area := MapArea(1280, 800, 1)
	for _, want := range []string{"contrast", "dark"} {
		g.do(session.ActTheme, area)
		if got := g.sceneOpt.Theme.Name; (want == "dark" && got != "screen") || (want != "dark" && got != want) {
			t.Fatalf("after the theme key, theme = %q, want %s", got, want)
		}
		s, err := LoadSettings(path)
		if err != nil || s.Theme != want {
			t.Errorf("settings after the theme key: theme %q, error %v; want %q", s.Theme, err, want)
		}
	}
	if _, err := newGame(nil, Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, Theme: "sepia"}); err == nil {
		t.Error("newGame(Theme sepia) = no error, want unknown theme")
	}
}

// TestTurnKeysRemembered starts a window turned 180 degrees, as --rotate
// 180 does, and turns it with the keys: Shift+R a quarter turn clockwise,
// Ctrl+R half round; each turn is kept in the settings file, and the square
// under a pixel is the one the turned view shows there.
func TestTurnKeysRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), SettingsFile)
	reg, bold := assets.Fonts()
	g, err := newGame(nil, Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Rotate: 180, SettingsPath: path})
	if err != nil {
		t.Fatal(err)
	}
	area := MapArea(1280, 800, 1)
	g.fit(area)
	b := g.Board()
	// turned half round, the map's top-left square is at the bottom right
	topLeft := g.cam.View.ToScreen(render.Point{X: 0.5, Y: 0.5})
	bottomRight := g.cam.View.ToScreen(render.Point{X: float64(b.Width) - 0.5, Y: float64(b.Height) - 0.5})
	if !(topLeft.X > bottomRight.X && topLeft.Y > bottomRight.Y) {
		t.Errorf("turned 180: square 0,0 drawn at %v, square %d,%d at %v; want 0,0 below and right of it", topLeft, b.Width-1, b.Height-1, bottomRight)
	}
	for _, step := range []struct {
		act  session.Action
		want int
	}{{session.ActTurnView, 270}, {session.ActTurnView, 0}, {session.ActTurnViewHalf, 180}, {session.ActTurnView, 270}} {
		g.do(step.act, area)
		if got := g.cam.Degrees(); got != step.want {
			t.Fatalf("after %v, turn = %d, want %d", step.act, got, step.want)
		}
		s, err := LoadSettings(path)
		if err != nil || s.Rotate != step.want {
			t.Fatalf("after %v, settings rotate = %d (%v), want %d", step.act, s.Rotate, err, step.want)
		}
	}
	if _, err := newGame(nil, Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Rotate: 45}); err == nil || !strings.Contains(err.Error(), "want 0, 90, 180 or 270") {
		t.Errorf("newGame(Rotate 45) error = %v, want one naming the turns", err)
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
			Settings{Theme: "light", UIScale: 2, Palette: paletteColorBlind, Keys: map[string]string{"push": "U"}, Recent: []string{"/a.json", "/b.json"}}, ""},
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
	want := Settings{Theme: "contrast", UIScale: 2.25, Palette: paletteColorBlind, Keys: map[string]string{"commit": "ctrl+Enter"}, Recent: []string{"/x.json"}}
	if err := want.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(path)
	got.other = nil
	if err != nil || fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", want) {
		t.Errorf("LoadSettings(Save(%+v)) = %+v, %v", want, got, err)
	}
}
