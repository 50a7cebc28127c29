//go:build window

package main

import (
	"encoding/json"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Window tests of work never lost: the question before unsaved changes
// go, the recovery question, the file chooser. The square window's are
// made 1920x1080 (a TV) by their scripts; the hex and zone windows', slower
// to draw in software, keep their first size.

// questionShown reports whether a question (a sheet) is drawn in img: its
// border, in the dark theme's title colour, crosses the window's middle
// column above and below.
func questionShown(img image.Image) bool {
	b := img.Bounds()
	x := (b.Min.X + b.Max.X) / 2
	edge := render.ScreenTheme().UI.PanelTitle
	runs, in := 0, false
	for y := b.Min.Y; y < b.Max.Y; y++ {
		on := near(img.At(x, y), edge, 6)
		if on && !in {
			runs++
		}
		in = on
	}
	return runs >= 2
}

// copySample writes the bundled sample to dir/name and returns its path.
func copySample(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// play runs the window on file with a script and waits for it to end.
func play(t *testing.T, env []string, file, script string, args ...string) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "script.play")
	if err := os.WriteFile(p, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(binary, append([]string{"open", file, "--play", p}, args...)...)
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("battlemap open %s --play:\n%s\n%v\n%s", file, script, err, out)
	}
}

func wardogAt(t *testing.T, path string) drawsteel.Pos {
	t.Helper()
	e, err := maps.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	d, ok := e.Square.Board.Creature("wardog")
	if !ok {
		t.Fatalf("%s has no wardog", path)
	}
	return d.Pos()
}

// TestWindowKilledAfterAMoveRecoversOrDiscards kills the program (kill -9)
// after a committed move. Opening the file again asks about the recovered
// move: Keep shows it; Discard shows the file as saved, and the next
// open neither recovers nor asks (a discarded recovery stays discarded).
func TestWindowKilledAfterAMoveRecoversOrDiscards(t *testing.T) {
	dir := t.TempDir()
	file := copySample(t, dir, "fight.json")
	env := append(os.Environ(), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"), "BATTLEMAP_CONFIG_DIR="+filepath.Join(dir, "config"))
	start := wardogAt(t, file)
	moved := drawsteel.Pos{X: 10, Y: 7}
	script := filepath.Join(dir, "move.play")
	os.WriteFile(script, []byte("drag 13 8 10 7\nwait 100000\n"), 0o644)
	cmd := exec.Command(binary, "open", file, "--play", script, "--autosave")
	cmd.Env = env
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	auto := game.AutosavePath(file)
	for deadline := time.Now().Add(90 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if a, err := maps.Load(auto); err == nil {
			if d, _ := a.Square.Board.Creature("wardog"); d.Pos() == moved {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no autosave with the war dog at %v after 90 s", moved)
		}
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: nothing runs after it
		t.Fatal(err)
	}
	cmd.Wait()

	asked, kept := filepath.Join(dir, "asked.png"), filepath.Join(dir, "kept.json")
	play(t, env, file, "resize 1920 1080\nwait 3\nscreenshot "+asked+"\nkey K\nwait 2\nsave "+kept+"\nquit\n")
	if !questionShown(readPNG(t, asked)) {
		t.Errorf("reopening after the kill asked nothing (%s)", asked)
	}
	if got := wardogAt(t, kept); got != moved {
		t.Errorf("after Keep the war dog is at %v, want the recovered %v", got, moved)
	}
	if _, err := os.Stat(auto); err != nil {
		t.Errorf("after Keep the autosave is gone (%v); it must stay until saved", err)
	}

	discarded := filepath.Join(dir, "discarded.json")
	play(t, env, file, "resize 1920 1080\nwait 3\nkey D\nwait 2\nsave "+discarded+"\nquit\n")
	if got := wardogAt(t, discarded); got != start {
		t.Errorf("after Discard the war dog is at %v, want the saved %v", got, start)
	}
	if _, err := os.Stat(auto); !os.IsNotExist(err) {
		t.Errorf("after Discard the autosave is still there (%v)", err)
	}
	if got := wardogAt(t, filepath.Join(dir, "fight.autosave-discarded.json")); got != moved {
		t.Errorf("the discarded autosave kept aside has the war dog at %v, want %v", got, moved)
	}

	again, shot := filepath.Join(dir, "again.json"), filepath.Join(dir, "again.png")
	play(t, env, file, "resize 1920 1080\nwait 3\nscreenshot "+shot+"\nsave "+again+"\nquit\n")
	if questionShown(readPNG(t, shot)) {
		t.Errorf("the open after a discard asks again (%s)", shot)
	}
	if got := wardogAt(t, again); got != start {
		t.Errorf("the open after a discard has the war dog at %v, want the saved %v", got, start)
	}
}

// TestWindowQuitAsks: with a move not saved, the title says so, Ctrl+Q
// and the close button ask instead of quitting, Esc goes back to the map,
// and Save saves and quits.
func TestWindowQuitAsks(t *testing.T) {
	for _, scale := range []string{"1", "2"} {
		t.Run("ui-scale "+scale, func(t *testing.T) {
			dir := t.TempDir()
			file := copySample(t, dir, "fight.json")
			askedQ, askedClose := filepath.Join(dir, "quit.png"), filepath.Join(dir, "close.png")
			title, after := filepath.Join(dir, "title.txt"), filepath.Join(dir, "after.txt")
			// Everything is checked at frames the script chooses: the title
			// is written down by the script after the move (title FILE), not
			// polled from outside while the script runs on (which raced the
			// script on a loaded machine), and a window that did not quit
			// on Save would go on to write after.txt.
			play := filepath.Join(dir, "quit.play")
			os.WriteFile(play, []byte("resize 1920 1080\nwait 10\ndrag 13 8 10 7\nwait 40\ntitle "+title+"\nkey ctrl+Q\nwait 3\nscreenshot "+askedQ+
				"\nkey Escape\nwait 2\nclose\nwait 3\nscreenshot "+askedClose+"\nkey S\nwait 3\ntitle "+after+"\n"), 0o644)
			cmd := exec.Command(binary, "open", file, "--play", play, "--ui-scale", scale)
			cmd.Env = append(os.Environ(), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"))
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("battlemap: %v\n%s", err, out)
			}
			got, err := os.ReadFile(title)
			if want := "• Cliffside Ambush — fight.json (unsaved changes) — battlemap\n"; err != nil || string(got) != want {
				t.Errorf("the title after the move = %q (%v), want %q", got, err, want)
			}
			if _, err := os.Stat(after); !os.IsNotExist(err) {
				t.Errorf("the window did not quit when Save was answered: the script went on (%v)", err)
			}
			for _, shot := range []string{askedQ, askedClose} {
				if !questionShown(readPNG(t, shot)) {
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

// TestWindowChooser opens another file and saves as a new one through the
// in-window file chooser, at UI scale 1 and 2; both land in the recent
// files.
func TestWindowChooser(t *testing.T) {
	for _, scale := range []string{"1", "2"} {
		t.Run("ui-scale "+scale, func(t *testing.T) {
			dir := t.TempDir()
			file := copySample(t, dir, "fight.json")
			other, err := os.ReadFile(filepath.Join("assets", "encounters", "figure-slam.json"))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dir, "slam.json"), other, 0o644)
			cfg := filepath.Join(dir, "config")
			env := append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+cfg, "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"))
			shot, opened := filepath.Join(dir, "chooser.png"), filepath.Join(dir, "opened.json")
			play(t, env, file, "resize 1920 1080\nwait 3\nkey ctrl+O\nwait 3\nscreenshot "+shot+"\ntype slam.json\nkey Enter\nwait 3\nsave "+opened+
				"\nkey ctrl+shift+S\nwait 3\ntype copy\nkey Enter\nwait 3\nquit\n", "--ui-scale", scale)
			if !questionShown(readPNG(t, shot)) {
				t.Errorf("no chooser in %s", shot)
			}
			slam, err := maps.Load(filepath.Join(dir, "slam.json"))
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range []string{opened, filepath.Join(dir, "copy.json")} {
				if e, err := maps.Load(f); err != nil || e.Name != slam.Name {
					t.Errorf("%s: %v, name %q; want the opened slam.json's %q", f, err, e.Name, slam.Name)
				}
			}
			data, err := os.ReadFile(filepath.Join(cfg, game.SettingsFile))
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

// TestWindowZoneCorruptSettingsAndClose opens the zone window with a
// settings file that is not JSON: the window opens with the defaults and
// says so, and the file is replaced by valid settings. A move not saved
// makes the close button ask; Cancel goes back, Ctrl+Q asks again and
// Don't save quits with the file as saved.
func TestWindowZoneCorruptSettingsAndClose(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config")
	os.MkdirAll(cfg, 0o755)
	settings := filepath.Join(cfg, game.SettingsFile)
	os.WriteFile(settings, []byte("{\"theme\": \"light\", \x00 broken"), 0o644)
	data, err := os.ReadFile(filepath.Join("assets", "encounters", "monastery-zones.json"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "monastery.json")
	os.WriteFile(file, data, 0o644)
	shot := filepath.Join(dir, "close.png")
	env := append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+cfg)
	play(t, env, file, "wait 2\ndrag mei roof\nkey 1\nkey 2\nkey Enter\nwait 2\nclose\nwait 2\nscreenshot "+shot+
		"\nkey Escape\nwait 2\nkey ctrl+Q\nwait 2\nkey D\nwait 100000\n", "--autosave")
	if !questionShown(readPNG(t, shot)) {
		t.Errorf("the zone window's close asked nothing (%s)", shot)
	}
	s, err := game.LoadSettings(settings)
	if err != nil {
		t.Errorf("the corrupt settings were not replaced: %v", err)
	}
	if s.Theme != "" || len(s.Recent) != 1 {
		t.Errorf("settings after a corrupt file = %+v, want the defaults and the file opened in the recent list", s)
	}
	if saved, _ := os.ReadFile(file); string(saved) != string(data) {
		t.Errorf("after Don't save the file changed")
	}
	if _, err := os.Stat(filepath.Join(dir, "monastery.autosave-discarded.json")); err != nil {
		t.Errorf("after Don't save the dropped move is not kept aside: %v", err)
	}
}
