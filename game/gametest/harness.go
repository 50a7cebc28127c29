package gametest

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

// The harness runs a whole window in the test process, frame by frame,
// as `battlemap open FILE --play SCRIPT` runs it under a display: the
// same Options, the same Script, the window's own Update, Layout and
// Draw, but drawn to an offscreen image and stepped by the test. Update
// and Draw need no running game loop, so the tests that read back state
// (the saved file, the board, the message) run in plain `go test`; the
// tests that read pixels run the same harness inside one real game loop
// (RunOnLoop, build tag display).

// Open is what a test opens: the file, the script and the flags of
// `battlemap open` a person would give.
type Open struct {
	File   string // the encounter file (tests open a copy: CopyFile)
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

// Harness is one window a test runs.
type Harness struct {
	t      testing.TB
	Win    *game.Window
	w, h   int
	Screen *ebiten.Image
	done   bool
	err    error // the error the window stopped with
	closed bool
	// Swapped is the file of another ruleset the window went on with,
	// in the part of its ruleset (nil: none)
	Swapped *game.OpenRequest
}

// Parts are the rulesets' parts of the window a test's windows open
// with, as main hands them to the window: a part's tests give their own
// and those of the other rulesets their files need.
type Parts []game.Ruleset

// Open builds the window for o without opening it, as open does: the
// file's ruleset picks the window among p. It is the one place a test
// builds a window.
func (p Parts) Open(t testing.TB, o Open) *Harness {
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
	OnLoop(func() {
		win, err = game.Open(game.Options{Encounter: op.Encounter, Path: o.File, Screenshot: o.Screenshot, Script: script, RegularFont: reg, BoldFont: bold,
			Seed: o.Seed, Theme: o.Theme, Base: op.Base, Message: op.Message, Choice: op.Choice, Recovered: op.Recovered, NoAutosave: noAutosave,
			Rotate: o.Rotate, SettingsPath: settings, Touch: o.Touch, UIScale: o.UIScale, LiveDir: o.LiveDir, PlayerView: o.PlayerView, Templates: tpl.Square.Board.Creatures}, p...)
		if err == nil {
			win.Part().ShowTitle()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	h := &Harness{t: t, Win: win, w: o.W, h: o.H}
	if h.w == 0 {
		h.w, h.h = 1920, 1080
	}
	t.Cleanup(h.Close)
	return h
}

// Close does what the window does when its loop ends: it lets go of the
// file's lock and, unless the script keeps them, removes the live files.
// Run calls it when the window stops.
func (h *Harness) Close() {
	if h.closed {
		return
	}
	h.closed = true
	h.Win.Close()
}

// Step runs one frame as Ebitengine does: Layout, Update, Draw. The
// screen is not cleared between frames: the windows draw nothing while
// idle and Ebitengine keeps the screen. A script's resize resizes the
// offscreen screen, as it resizes a real window.
func (h *Harness) Step() {
	resizeTo := func(w, ht int) { h.w, h.h = w, ht }
	prev := game.SetWindowSize
	game.SetWindowSize = resizeTo
	defer func() { game.SetWindowSize = prev }()
	h.Win.LayoutF(float64(h.w), float64(h.h))
	part := h.Win.Part()
	err := h.Win.Update()
	if h.Win.Part() != part {
		o := h.Win.Opened()
		h.Swapped = &o
	}
	if err != nil {
		h.done = true
		if !errors.Is(err, ebiten.Termination) {
			h.err = err
		}
		h.err = errors.Join(h.err, h.Win.Err())
		return
	}
	if h.Screen == nil || h.Screen.Bounds().Dx() != h.w || h.Screen.Bounds().Dy() != h.h {
		if h.Screen != nil {
			h.Screen.Deallocate()
		}
		h.Screen = ebiten.NewImage(h.w, h.h)
	}
	h.Win.Draw(h.Screen)
}

// Run runs frames until the window stops (the script's quit or close), at
// most max frames, and fails the test if the window stopped with an error
// or did not stop.
func (h *Harness) Run(max int) {
	h.t.Helper()
	// all the frames in one turn of the loop: waiting for the loop's next
	// tick between frames would take most of the time
	OnLoop(func() {
		for i := 0; i < max && !h.done; i++ {
			h.Step()
		}
	})
	if h.done {
		h.Close()
	}
	if h.err != nil {
		h.t.Fatalf("the window stopped with: %v", h.err)
	}
	if !h.done {
		h.t.Fatalf("the window did not stop after %d frames", max)
	}
}

// MaxFrames is how many frames a test's script may take: far more than
// any script here needs, so a script that never ends fails fast.
const MaxFrames = 5000

// PlayFile runs script (ended by save FILE and quit) on a copy of file with
// o's flags, and returns the encounter the script saved.
func (p Parts) PlayFile(t *testing.T, file, script string, o Open) *maps.Encounter {
	t.Helper()
	dir := t.TempDir()
	o.File = CopyFile(t, file, dir)
	out := filepath.Join(dir, "saved.json")
	o.Script = script + "\nsave " + out + "\nquit\n"
	p.Open(t, o).Run(MaxFrames)
	enc, err := maps.Load(out)
	if err != nil {
		t.Fatalf("the saved encounter does not load: %v", err)
	}
	if _, err := os.Stat(game.AutosavePath(o.File)); err == nil && !o.Autosave {
		t.Errorf("a scripted run left an autosave behind")
	}
	return enc
}

// SamplePath is the bundled sample, from the repository's root.
var SamplePath = filepath.Join("assets", assets.SamplePath)

// PlayCopy runs script (ended by quit, or stopping when it ends) on a copy
// of file with o's flags, and returns the copy's path: a script that saves
// with Ctrl+S saves there.
func (p Parts) PlayCopy(t *testing.T, file, script string, o Open) string {
	t.Helper()
	o.File = CopyFile(t, file, t.TempDir())
	o.Script = script
	p.Open(t, o).Run(MaxFrames)
	return o.File
}

// Played runs the window on file with script and returns the encounter
// the script saved to saved.
func (p Parts) Played(t *testing.T, file, script, saved string) *maps.Encounter {
	t.Helper()
	p.Open(t, Open{File: file, Script: script}).Run(MaxFrames)
	return LoadSaved(t, saved)
}
