package gametest

import (
	"errors"
	"image"
	"image/color"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
)

// CopyEncounter copies a bundled encounter into a temporary folder and
// opens it as `battlemap open` does.
func CopyEncounter(t *testing.T, name string) (string, game.Opening) {
	t.Helper()
	path := CopyFile(t, filepath.Join("assets", "encounters", name), t.TempDir())
	o, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, o
}

// NoAutosave fails unless the autosave of path is absent.
func NoAutosave(t *testing.T, path, when string) {
	t.Helper()
	if _, err := os.Stat(game.AutosavePath(path)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%s: autosave %s stat = %v, want none", when, game.AutosavePath(path), err)
	}
}

// Renderer is the renderer the window draws with, on the bundled fonts.
func Renderer(t *testing.T) *ebitenrender.Renderer {
	t.Helper()
	reg, bold := assets.Fonts()
	r, err := ebitenrender.New(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Picture is the window's map picture, on the bundled fonts.
func Picture(t *testing.T) game.MapPicture {
	t.Helper()
	reg, bold := assets.Fonts()
	p, err := game.NewMapPicture(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Near reports whether a and b differ by at most tol in each channel.
func Near(a, b color.Color, tol int) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && v >= -tol }
	return d(r1, r2) && d(g1, g2) && d(b1, b2)
}

// ReboundKeys rebinds Commit, Cancel and Undo as a settings file would.
func ReboundKeys() map[string]string {
	return map[string]string{"commit": "F6", "cancel": "F7", "undo": "F8"}
}

// WantKeys checks that text names the rebound keys in want and none of
// the default keys in old.
func WantKeys(t *testing.T, what, text string, want, old []string) {
	t.Helper()
	for _, k := range want {
		if !strings.Contains(text, k) {
			t.Errorf("%s = %q, want it to name %s", what, text, k)
		}
	}
	for _, k := range old {
		if strings.Contains(text, k) {
			t.Errorf("%s = %q names %s, the key before the settings rebound it", what, text, k)
		}
	}
}

// DirectorAndPlayer plays the director's script on file (leaving its
// live files: keep-live), then opens a player view on playerFile and
// returns what it draws at 1920x1080.
func (p Parts) DirectorAndPlayer(t *testing.T, dir, file, playerFile, directorScript string) image.Image {
	t.Helper()
	cache := filepath.Join(dir, "cache")
	p.Open(t, Open{File: file, LiveDir: cache, Script: "keep-live\n" + directorScript}).Run(MaxFrames)
	shot := filepath.Join(dir, "player.png")
	p.Open(t, Open{File: playerFile, LiveDir: cache, PlayerView: true, Script: "resize 1920 1080\nwait 20\nscreenshot " + shot + "\nquit\n"}).Run(MaxFrames)
	return ReadPNG(t, shot)
}

// QuestionShown reports whether img shows a question box: its title bar's
// colour crossed at least twice going down the middle column (the box's
// title and the button row).
func QuestionShown(img image.Image) bool {
	b := img.Bounds()
	x := (b.Min.X + b.Max.X) / 2
	edge := render.ScreenTheme().UI.PanelTitle
	runs, in := 0, false
	for y := b.Min.Y; y < b.Max.Y; y++ {
		on := Near(img.At(x, y), edge, 6)
		if on && !in {
			runs++
		}
		in = on
	}
	return runs >= 2
}
