//go:build display

package drawsteel

import (
	"encoding/json"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	fx "github.com/battlemap/battlemap/internal/importfixture"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// fightCopy copies the sample into dir as fight.json.
func fightCopy(t *testing.T, dir string) string {
	t.Helper()
	file := filepath.Join(dir, "fight.json")
	if err := os.Rename(gametest.CopyFile(t, gametest.SamplePath, dir), file); err != nil {
		t.Fatal(err)
	}
	return file
}

func wardogAt(t *testing.T, path string) drawsteel.Pos {
	t.Helper()
	d, ok := gametest.LoadSaved(t, path).Square.Board.Creature("wardog")
	if !ok {
		t.Fatalf("%s has no wardog", path)
	}
	return d.Pos()
}

// TestDisplayQuitAsks: with a move not saved, the title says so, Ctrl+Q
// and the close button ask instead of quitting, Esc goes back to the map,
// and Save saves and quits.
func TestDisplayQuitAsks(t *testing.T) {
	for _, scale := range []float64{1, 2} {
		t.Run(itoa(int(scale)), func(t *testing.T) {
			dir := t.TempDir()
			file := fightCopy(t, dir)
			askedQ, askedClose := filepath.Join(dir, "quit.png"), filepath.Join(dir, "close.png")
			title, after := filepath.Join(dir, "title.txt"), filepath.Join(dir, "after.txt")
			// a window that did not quit on Save would go on to write after.txt
			testParts.Open(t, gametest.Open{File: file, UIScale: scale, LiveDir: filepath.Join(dir, "cache"), Script: "resize 1920 1080\nwait 10\ndrag 13 8 10 7\nwait 40\ntitle " + title + "\nkey ctrl+Q\nwait 3\nscreenshot " + askedQ +
				"\nkey Escape\nwait 2\nclose\nwait 3\nscreenshot " + askedClose + "\nkey S\nwait 3\ntitle " + after + "\n"}).Run(gametest.MaxFrames)
			got, err := os.ReadFile(title)
			if want := "• Cliffside Ambush — fight.json (unsaved changes) — battlemap\n"; err != nil || string(got) != want {
				t.Errorf("the title after the move = %q (%v), want %q", got, err, want)
			}
			if _, err := os.Stat(after); !os.IsNotExist(err) {
				t.Errorf("the window did not quit when Save was answered: the script went on (%v)", err)
			}
			for _, shot := range []string{askedQ, askedClose} {
				if !gametest.QuestionShown(gametest.ReadPNG(t, shot)) {
					t.Errorf("no question in %s", shot)
				}
			}
			if got := wardogAt(t, file); got != (drawsteel.Pos{X: 10, Y: 7}) {
				t.Errorf("after Save the file has the war dog at %v, want 10,7", got)
			}
			if _, err := os.Stat(game.AutosavePath(file)); !os.IsNotExist(err) {
				t.Errorf("after Save the autosave is still there (%v)", err)
			}
		})
	}
}

// TestDisplayChooser opens another file and saves as a new one through
// the in-window file chooser, at UI scale 1 and 2; both land in the recent
// files.
func TestDisplayChooser(t *testing.T) {
	for _, scale := range []float64{1, 2} {
		t.Run(itoa(int(scale)), func(t *testing.T) {
			dir := t.TempDir()
			file := fightCopy(t, dir)
			if err := os.Rename(gametest.CopyFile(t, filepath.Join("assets", "encounters", "figure-slam.json"), dir), filepath.Join(dir, "slam.json")); err != nil {
				t.Fatal(err)
			}
			shot, opened := filepath.Join(dir, "chooser.png"), filepath.Join(dir, "opened.json")
			o := gametest.UserDirs(dir, gametest.Open{File: file, UIScale: scale, Script: "resize 1920 1080\nwait 3\nkey ctrl+O\nwait 3\nscreenshot " + shot + "\ntype slam.json\nkey Enter\nwait 3\nsave " + opened +
				"\nkey ctrl+shift+S\nwait 3\ntype copy\nkey Enter\nwait 3\nquit\n"})
			testParts.Open(t, o).Run(gametest.MaxFrames)
			if !gametest.QuestionShown(gametest.ReadPNG(t, shot)) {
				t.Errorf("no chooser in %s", shot)
			}
			slam := gametest.LoadSaved(t, filepath.Join(dir, "slam.json"))
			for _, f := range []string{opened, filepath.Join(dir, "copy.json")} {
				if e, err := maps.Load(f); err != nil || e.Name != slam.Name {
					t.Errorf("%s: %v; want the opened slam.json's %q", f, err, slam.Name)
				}
			}
			data, err := os.ReadFile(o.Settings)
			if err != nil {
				t.Fatal(err)
			}
			var s struct{ Recent []string }
			json.Unmarshal(data, &s)
			want := []string{filepath.Join(dir, "copy.json"), filepath.Join(dir, "slam.json")}
			if len(s.Recent) < 2 || !slices.Equal(s.Recent[:2], want) {
				t.Errorf("recent files = %v, want %v first", s.Recent, want)
			}
		})
	}
}

// TestDisplayTouchSaveAsOnScreenKeys saves the square window's encounter
// under a new name by finger alone (a touch table with no keyboard): the
// File tab, Save as…, a name typed on the on-screen keyboard (which shows
// because the box opened after a touch: capitals, digits and signs on its
// other page), OK. The new file holds the encounter; the one opened is
// left as it was.
func TestDisplayTouchSaveAsOnScreenKeys(t *testing.T) {
	dir := t.TempDir()
	file := fightCopy(t, dir)
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "keys.png")
	testParts.Open(t, gametest.UserDirs(dir, gametest.Open{File: file, Script: "wait 3\ntouch button File\nwait 2\ntouch button Save as…\nwait 3\ntouch type Brann's Stand-2\nwait 2\nscreenshot " + shot +
		"\ntouch button OK\nwait 3\nquit\n"})).Run(gametest.MaxFrames)
	gametest.CheckSavedCopy(t, file, filepath.Join(dir, "Brann's Stand-2.json"))
	if after, err := os.ReadFile(file); err != nil || string(after) != string(before) {
		t.Errorf("%s changed by Save as (err %v)", file, err)
	}
	if !gametest.QuestionShown(gametest.ReadPNG(t, shot)) {
		t.Errorf("no question box in %s", shot)
	}
}

// TestDisplayImport imports a Universal VTT map through Ctrl+I and the
// file chooser: the encounter is written beside the map, opened in the
// window, and its background drawn under the grid.
func TestDisplayImport(t *testing.T) {
	dir := t.TempDir()
	file := fightCopy(t, dir)
	u := fx.UVTT{Size: fx.P{X: 8, Y: 6}, PixelsPerGrid: 32, Image: fx.PNG(256, 192),
		Walls: [][]fx.P{{{X: 0, Y: 3}, {X: 8, Y: 3}}}}
	if err := os.WriteFile(filepath.Join(dir, "crypt.dd2vtt"), u.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	shot, opened := filepath.Join(dir, "imported.png"), filepath.Join(dir, "opened.json")
	testParts.Open(t, gametest.UserDirs(dir, gametest.Open{File: file, Script: "resize 1920 1080\nwait 3\nkey ctrl+I\nwait 3\ntype crypt.dd2vtt\nkey Enter\nwait 5\nscreenshot " + shot + "\nsave " + opened + "\nquit\n"})).Run(gametest.MaxFrames)
	imported, err := maps.Load(filepath.Join(dir, "crypt.json"))
	if err != nil {
		t.Fatalf("the import wrote no crypt.json beside the map: %v", err)
	}
	e, err := maps.Load(opened)
	if err != nil || e.Name != imported.Name || e.Square.Board.Width != 8 || len(e.Square.Board.Edges) != 8 {
		t.Fatalf("the window holds %v (%v), want the imported 8x6 crypt with its 8 wall edges", e, err)
	}
	// the picture's light squares (200, 100, 40) fill much of the map
	img := gametest.ReadPNG(t, shot)
	light, n := color.RGBA{200, 100, 40, 255}, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			if gametest.Near(img.At(x, y), light, 8) {
				n++
			}
		}
	}
	if n < 5000 {
		t.Errorf("%s: %d sampled pixels of the background's colour, want thousands", shot, n)
	}
}
