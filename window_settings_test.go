//go:build window

package main

import (
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/render"
)

// panelCorner is the colour of the panel's background, at the window's
// bottom right corner.
func panelCorner(t *testing.T, shot string) color.Color {
	t.Helper()
	img := gametest.ReadPNG(t, shot)
	b := img.Bounds()
	return img.At(b.Max.X-4, b.Max.Y-4)
}

// TestWindowOpenTakesTheSettings: open reads the settings file: the
// window takes a saved theme, --theme wins over it, and a corrupt
// settings file opens the window anyway, in the dark theme; in the zone
// window, with the defaults, the corrupt file replaced by valid settings
// that remember the file opened. (The theme key and the settings the
// windows write are tested in the game package.)
func TestWindowOpenTakesTheSettings(t *testing.T) {
	cfg := t.TempDir()
	settings := filepath.Join(cfg, game.SettingsFile)
	file := filepath.Join("assets", "encounters", "cliffside.json")
	run := func(t *testing.T, file string, args ...string) {
		t.Helper()
		cmd := exec.Command(binary, append([]string{"open", file}, args...)...)
		cmd.Env = append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+cfg)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("battlemap open %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	shot := func(t *testing.T, args ...string) string {
		t.Helper()
		shot := filepath.Join(t.TempDir(), "shot.png")
		run(t, file, append(args, "--screenshot", shot)...)
		return shot
	}
	ui := func(name string) render.UIColors {
		th, err := render.ThemeNamed(name)
		if err != nil {
			t.Fatal(err)
		}
		return th.UI
	}
	write := func(s string) {
		if err := os.WriteFile(settings, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	write(`{"theme": "contrast", "uiScale": 2}`)
	if got, want := panelCorner(t, shot(t)), ui("contrast").Panel; !gametest.Near(got, want, 3) {
		t.Errorf("saved theme contrast: panel %v, want %v", got, want)
	}
	if got, want := panelCorner(t, shot(t, "--theme", "light")), ui("light").Panel; !gametest.Near(got, want, 3) {
		t.Errorf("--theme light over saved contrast: panel %v, want %v", got, want)
	}
	write(`{"theme": `)
	if got, want := panelCorner(t, shot(t)), ui("dark").Panel; !gametest.Near(got, want, 3) {
		t.Errorf("corrupt settings: panel %v, want dark's %v", got, want)
	}

	write("{\"theme\": \"light\", \x00 broken")
	dir := t.TempDir()
	zones := filepath.Join(dir, "monastery.json")
	data, err := os.ReadFile(filepath.Join("assets", "encounters", "monastery-zones.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(zones, data, 0o644); err != nil {
		t.Fatal(err)
	}
	play := filepath.Join(dir, "quit.play")
	if err := os.WriteFile(play, []byte("wait 2\nquit\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, zones, "--play", play)
	s, err := game.LoadSettings(settings)
	if err != nil {
		t.Errorf("the corrupt settings were not replaced: %v", err)
	}
	if s.Theme != "" || len(s.Recent) != 1 {
		t.Errorf("settings after a corrupt file = %+v, want the defaults and the file opened in the recent list", s)
	}
}
