//go:build !race

package zones

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
)

// The window harness runs a whole window in the test process, frame by
// frame, as `battlemap open FILE --play SCRIPT` runs it under a display:
// the same Options, the same Script, the window's own Update, Layout and
// Draw, but drawn to an offscreen image and stepped by the test. Update
// and Draw need no running game loop, so the tests that read back state
// (the saved file, the board, the message) run in plain `go test`; the
// tests that read pixels run the same harness inside one real game loop
// (display_test.go, build tag display).

// testOpen is what a test opens: the file, the script and the flags of
// `battlemap open` a person would give.
type testOpen struct {
	File   string // the encounter file (tests open a copy: copyFile)
	Script string // the --play script; a test ends it with quit
	// the flags of open
	Theme      string
	UIScale    float64
	Rotate     int
	Touch      bool
	PlayerView bool
	Autosave   bool   // --autosave: scripts do not autosave unless asked
	LiveDir    string // the live view's folder ($BATTLEMAP_CACHE_DIR)
	Settings   string // the settings file ($BATTLEMAP_CONFIG_DIR)
	Screenshot string // --screenshot FILE
	Seed       uint64
	// W, H: the window's size in pixels; 1920x1080 when 0.
	W, H int
}

// harness is one window a test runs.
type harness struct {
	t      testing.TB
	win    *game.Window
	w, h   int
	screen *ebiten.Image
	done   bool
	err    error // the error the window stopped with
	script *game.Script
	closed bool
	// swapped is the file of another ruleset the window went on with,
	// in the part of its ruleset (nil: none)
	swapped *game.OpenRequest
}

// openTestWindow builds the window for o without opening it, as open does:
// the file's ruleset picks the window. It is the one place a test builds
// a window.
func openTestWindow(t testing.TB, o testOpen) *harness {
	t.Helper()
	var script *game.Script
	if o.Script != "" {
		s, err := game.ParseScript("test.play", strings.NewReader(o.Script))
		if err != nil {
			t.Fatal(err)
		}
		script = s
	}
	op, err := game.OpenFile(o.File)
	if err == nil {
		op, err = op.ForWindow(o.PlayerView)
	}
	if err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	tpl, err := maps.Parse(assets.TemplatesPath, assets.Templates())
	if err != nil {
		t.Fatal(err)
	}
	// a script or a screenshot is a test or a demo: no autosave unless
	// asked; a player view never autosaves
	noAutosave := (script != nil || o.Screenshot != "") && !o.Autosave || o.PlayerView
	settings := o.Settings
	if o.PlayerView {
		settings = "" // the players' window reads the settings, never writes them
	}
	var win *game.Window
	// built on the loop, where its images are made (the display tests)
	onLoop(func() {
		win, err = game.Open(game.Options{Encounter: op.Encounter, Path: o.File, Screenshot: o.Screenshot, Script: script, RegularFont: reg, BoldFont: bold,
			Seed: o.Seed, Theme: o.Theme, Base: op.Base, Message: op.Message, Choice: op.Choice, Recovered: op.Recovered, NoAutosave: noAutosave,
			Rotate: o.Rotate, SettingsPath: settings, Touch: o.Touch, UIScale: o.UIScale, LiveDir: o.LiveDir, PlayerView: o.PlayerView, Templates: tpl.Square.Board.Creatures}, testRulesets()...)
		if err == nil {
			win.Part().ShowTitle()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, win: win, w: o.W, h: o.H, script: script}
	if h.w == 0 {
		h.w, h.h = 1920, 1080
	}
	t.Cleanup(h.close)
	return h
}

// close does what the window does when its loop ends: it lets go of the
// file's lock and, unless the script keeps them, removes the live files.
// run calls it when the window stops.
func (h *harness) close() {
	if h.closed {
		return
	}
	h.closed = true
	h.win.Close()
}

// onLoop runs f where the window's frames run: here, at once; in the
// display tests, on the one real game loop (display_test.go). f must not
// call t.Fatal: it may run on the loop's goroutine.
var onLoop = func(f func()) { f() }

// step runs one frame as Ebitengine does: Layout, Update, Draw. The
// screen is not cleared between frames: the windows draw nothing while
// idle and Ebitengine keeps the screen.
func (h *harness) step() {
	h.win.LayoutF(float64(h.w), float64(h.h))
	part := h.win.Part()
	err := h.win.Update()
	if h.win.Part() != part {
		o := h.win.Opened()
		h.swapped = &o
	}
	if err != nil {
		h.done = true
		if !errors.Is(err, ebiten.Termination) {
			h.err = err
		}
		h.err = errors.Join(h.err, h.win.Err())
		return
	}
	if h.screen == nil || h.screen.Bounds().Dx() != h.w || h.screen.Bounds().Dy() != h.h {
		if h.screen != nil {
			h.screen.Deallocate()
		}
		h.screen = ebiten.NewImage(h.w, h.h)
	}
	h.win.Draw(h.screen)
}

// run runs frames until the window stops (the script's quit or close), at
// most max frames, and fails the test if the window stopped with an error
// or did not stop.
func (h *harness) run(max int) {
	h.t.Helper()
	// all the frames in one turn of the loop: waiting for the loop's next
	// tick between frames would take most of the time
	onLoop(func() {
		for i := 0; i < max && !h.done; i++ {
			h.step()
		}
	})
	if h.done {
		h.close()
	}
	if h.err != nil {
		h.t.Fatalf("the window stopped with: %v", h.err)
	}
	if !h.done {
		h.t.Fatalf("the window did not stop after %d frames", max)
	}
}

// maxFrames is how many frames a test's script may take: far more than
// any script here needs, so a script that never ends fails fast.
const maxFrames = 5000

// playFile runs script (ended by save FILE and quit) on a copy of file with
// o's flags, and returns the encounter the script saved.
func playFile(t *testing.T, file, script string, o testOpen) *maps.Encounter {
	t.Helper()
	dir := t.TempDir()
	o.File = copyFile(t, file, dir)
	out := filepath.Join(dir, "saved.json")
	o.Script = script + "\nsave " + out + "\nquit\n"
	openTestWindow(t, o).run(maxFrames)
	enc, err := maps.Load(out)
	if err != nil {
		t.Fatalf("the saved encounter does not load: %v", err)
	}
	if _, err := os.Stat(game.AutosavePath(o.File)); err == nil && !o.Autosave {
		t.Errorf("a scripted run left an autosave behind")
	}
	return enc
}

// samplePath is the bundled sample, from the repository's root.
var samplePath = filepath.Join("assets", assets.SamplePath)

// playCopy runs script (ended by quit, or stopping when it ends) on a copy
// of file with o's flags, and returns the copy's path: a script that saves
// with Ctrl+S saves there.
func playCopy(t *testing.T, file, script string, o testOpen) string {
	t.Helper()
	o.File = copyFile(t, file, t.TempDir())
	o.Script = script
	openTestWindow(t, o).run(maxFrames)
	return o.File
}

// loadSaved loads an encounter a script saved.
func loadSaved(t *testing.T, path string) *maps.Encounter {
	t.Helper()
	enc, err := maps.Load(path)
	if err != nil {
		t.Fatalf("the saved encounter does not load: %v", err)
	}
	return enc
}

// writeEncounter writes enc to dir/name.
func writeEncounter(t *testing.T, enc *maps.Encounter, dir, name string) string {
	t.Helper()
	data, err := enc.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}
