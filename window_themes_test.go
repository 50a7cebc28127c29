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
	"github.com/battlemap/battlemap/render"
)

// panelCorner is the colour of the panel's background, at the window's
// bottom right corner.
func panelCorner(t *testing.T, shot string) color.Color {
	t.Helper()
	img := readPNG(t, shot)
	b := img.Bounds()
	return img.At(b.Max.X-4, b.Max.Y-4)
}

// TestWindowThemes opens the window with a saved theme, with --theme (which
// wins over it), and presses the theme key: the panel takes each theme's
// colour, and the key's choice is saved for the next start with the
// settings file's other keys kept. A corrupt settings file opens the
// window anyway, in the dark theme, and is replaced.
func TestWindowThemes(t *testing.T) {
	bin := buildBinary(t)
	cfg := t.TempDir()
	settings := filepath.Join(cfg, game.SettingsFile)
	file := filepath.Join("assets", "encounters", "cliffside.json")
	run := func(t *testing.T, args ...string) string {
		t.Helper()
		shot := filepath.Join(t.TempDir(), "shot.png")
		cmd := exec.Command(bin, append(append([]string{"open", file}, args...), "--screenshot", shot)...)
		cmd.Env = append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+cfg)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("battlemap open %s: %v\n%s", strings.Join(args, " "), err, out)
		}
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
	if got, want := panelCorner(t, run(t)), ui("contrast").Panel; !near(got, want, 3) {
		t.Errorf("saved theme contrast: panel %v, want %v", got, want)
	}
	if got, want := panelCorner(t, run(t, "--theme", "light")), ui("light").Panel; !near(got, want, 3) {
		t.Errorf("--theme light over saved contrast: panel %v, want %v", got, want)
	}

	// the theme key: contrast -> dark, saved
	script := filepath.Join(t.TempDir(), "theme.play")
	shot := filepath.Join(t.TempDir(), "after-key.png")
	if err := os.WriteFile(script, []byte("key C\nwait 2\nscreenshot "+shot+"\nquit\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "open", file, "--play", script)
	cmd.Env = append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+cfg)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	if got, want := panelCorner(t, shot), ui("dark").Panel; !near(got, want, 3) {
		t.Errorf("after the theme key: panel %v, want dark's %v", got, want)
	}
	data, err := os.ReadFile(settings)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(data); !strings.Contains(s, `"theme": "dark"`) || !strings.Contains(s, `"uiScale": 2`) {
		t.Errorf("settings after the theme key = %s, want theme dark and uiScale kept", s)
	}

	write(`{"theme": `)
	if got, want := panelCorner(t, run(t)), ui("dark").Panel; !near(got, want, 3) {
		t.Errorf("corrupt settings: panel %v, want dark's %v", got, want)
	}
}
