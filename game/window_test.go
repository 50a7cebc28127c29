package game

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// copySample copies the bundled encounter name into dir and returns
// its path there.
func copySample(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "assets", "encounters", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// openWindowOn is the window on the encounter file at path, with the
// settings kept in dir.
func openWindowOn(t *testing.T, path, settings string, playerView bool) *Window {
	t.Helper()
	o, err := OpenFile(path)
	if err == nil {
		o, err = o.ForWindow(playerView)
	}
	if err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	w, err := Open(Options{Encounter: o.Encounter, Path: path, Base: o.Base, RegularFont: reg, BoldFont: bold, NoAutosave: true,
		SettingsPath: settings, PlayerView: playerView, Theme: "light", Rotate: 90}, testRulesets()...)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// TestWindowOpensEveryRuleset opens a window on a map of each ruleset
// given: each has its ruleset's part.
func TestWindowOpensEveryRuleset(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		file, part string
	}{
		{"cliffside.json", "square stand-in"},
		{"river-ford.json", "hex stand-in"},
	} {
		w := openWindowOn(t, copySample(t, dir, tc.file), "", false)
		if got := partName(w.view); got != tc.part {
			t.Errorf("Open(%s) part = %s, want %s", tc.file, got, tc.part)
		}
	}
	if _, err := Open(Options{}, testRulesets()...); err == nil {
		t.Error("Open(no encounter) = no error, want one")
	}
	o, err := OpenFile(copySample(t, dir, "cliffside.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(Options{Encounter: o.Encounter}, stubRuleset()); err == nil || !strings.Contains(err.Error(), "none of the rulesets given (hex stand-in)") {
		t.Errorf("Open(square map, hex ruleset) error = %v, want one naming the rulesets given", err)
	}
}

func partName(v Part) string {
	if p, ok := v.(*stubPart); ok {
		return p.name
	}
	return "?"
}

// TestWindowSwapsRuleset opens, in a window showing one ruleset's map,
// a file of each other ruleset (as the file chooser does: the part ends
// with an *OpenRequest): the same window shows it with the part of its
// ruleset, the theme, turn, keys and the script's place kept, the file
// remembered among the recent ones (the shell: the keys, the script's
// input, the frames drawn).
func TestWindowSwapsRuleset(t *testing.T) {
	files := []string{"cliffside.json", "river-ford.json"}
	for _, from := range files {
		for _, to := range files {
			if from == to {
				continue
			}
			t.Run(from+" to "+to, func(t *testing.T) {
				dir := t.TempDir()
				settings := filepath.Join(dir, SettingsFile)
				w := openWindowOn(t, copySample(t, dir, from), settings, false)
				next := copySample(t, dir, to)
				km, err := DefaultKeymap().With(map[string]string{"theme": "F6"})
				if err != nil {
					t.Fatal(err)
				}
				script := NewScriptedInput()
				w.sh.Keymap, w.sh.Input, w.sh.Script, w.sh.Frames = km, script, script, 7
				if err := w.Swap(&OpenRequest{Path: next}); err != nil {
					t.Fatalf("swap to %s: %v", to, err)
				}
				want := openWindowOn(t, next, "", false)
				if got, wantPart := partName(w.view), partName(want.view); got != wantPart {
					t.Fatalf("after opening %s the part is %s, want %s", to, got, wantPart)
				}
				if w.opt.Path != next || w.opt.Encounter == nil {
					t.Errorf("after the swap the window shows %q, want %s", w.opt.Path, next)
				}
				if w.sh.Theme != "light" || w.sh.Turn != 1 || turnOf(w.view) != 1 {
					t.Errorf("after the swap theme %q, turn %d (the part's %d); want the window's light and a quarter turn", w.sh.Theme, w.sh.Turn, turnOf(w.view))
				}
				sh := shellOf(w.view)
				if sh != w.sh {
					t.Fatal("after the swap the part has a shell of its own, want the window's")
				}
				if sh.Keymap.Name(session.ActTheme) != "F6" {
					t.Errorf("after the swap the theme key is %s, want the window's F6", sh.Keymap.Name(session.ActTheme))
				}
				if sh.Script != script || sh.Input != Input(script) || sh.Frames != 7 {
					t.Errorf("after the swap the script input %p at frame %d, want the window's %p at 7", sh.Script, sh.Frames, script)
				}
				s, err := LoadSettings(settings)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Contains(s.Recent, next) {
					t.Errorf("recent files %v, want %s among them", s.Recent, next)
				}
			})
		}
	}
}

// turnOf is the turn a part shows its map at, in quarter turns.
func turnOf(v Part) int {
	if p, ok := v.(*stubPart); ok {
		return p.Turn
	}
	return -1
}

// shellOf is the shell a part shares.
func shellOf(v Part) *Shell {
	if p, ok := v.(*stubPart); ok {
		return p.Shell
	}
	return nil
}

// TestWindowPlayerViewSwapsRuleset follows a director who opened a map
// of another ruleset: the player view shows it in the same window, still
// a player view, writing no live files of its own.
func TestWindowPlayerViewSwapsRuleset(t *testing.T) {
	dir := t.TempDir()
	w := openWindowOn(t, copySample(t, dir, "cliffside.json"), "", true)
	next := copySample(t, dir, "river-ford.json")
	if err := w.Swap(&OpenRequest{Path: next, PlayerView: true}); err != nil {
		t.Fatal(err)
	}
	if partName(w.view) != "hex stand-in" || !w.opt.PlayerView || !w.sh.Live.Players {
		t.Errorf("after the director opened a hex map the player view is %s (player view %v), want hex stand-in, true", partName(w.view), w.opt.PlayerView)
	}
	if w.sh.LiveWriter != nil {
		t.Error("the player view writes live files after the swap, want none")
	}
}

// TestWindowSwapRefusesBadFile keeps the window as it was when the file
// asked for cannot be read, and says which file.
func TestWindowSwapRefusesBadFile(t *testing.T) {
	dir := t.TempDir()
	w := openWindowOn(t, copySample(t, dir, "cliffside.json"), "", false)
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("{"), 0o644)
	err := w.Swap(&OpenRequest{Path: bad})
	if err == nil {
		t.Fatal("swap to a broken file = no error, want one")
	}
	if partName(w.view) != "square stand-in" {
		t.Errorf("after a failed swap the part is %s, want the square map's still", partName(w.view))
	}
	if _, err := maps.Load(bad); err == nil {
		t.Error("bad.json loads; the test needs a broken file")
	}
}

// TestCtrlHeld: Ctrl is either Control key, or Command (Meta) on a Mac,
// in every part of the window alike.
func TestCtrlHeld(t *testing.T) {
	for _, tc := range []struct {
		key  ebiten.Key
		want bool
	}{
		{ebiten.KeyControlLeft, true},
		{ebiten.KeyControlRight, true},
		{ebiten.KeyMetaLeft, true},
		{ebiten.KeyMetaRight, true},
		{ebiten.KeyShiftLeft, false},
		{ebiten.KeyAltLeft, false},
	} {
		in := NewScriptedInput()
		in.Keys[tc.key] = true
		if got := CtrlHeld(in); got != tc.want {
			t.Errorf("ctrlHeld(%v held) = %v, want %v", tc.key, got, tc.want)
		}
	}
}

// TestMapLookKeysText: the scene keys of every part take the least text
// height to three significant digits, as the scene drawn shows it: a
// zoom that moves it less builds no new scene, one that moves it more
// does, and the theme, palette and player view are part of the key.
func TestMapLookKeysText(t *testing.T) {
	s := &Shell{Theme: "light"}
	if a, b := s.MapLook(1.2341), s.MapLook(1.2349); a != b {
		t.Errorf("mapLook(1.2341) = %v, mapLook(1.2349) = %v; want the same key", a, b)
	}
	if a, b := s.MapLook(1.234), s.MapLook(1.236); a == b {
		t.Errorf("mapLook(1.234) = mapLook(1.236) = %v; want different keys", a)
	}
	before := s.MapLook(1)
	for _, change := range []func(){
		func() { s.Theme = "contrast" },
		func() { s.Palette = PaletteColorBlind },
		func() { s.Live.Players = true },
	} {
		change()
		if after := s.MapLook(1); after == before {
			t.Errorf("after a change of look the key %v is unchanged", after)
		}
		before = s.MapLook(1)
	}
}

// stubPart is a ruleset's part that draws when told to, for the tests of
// what the Window does alike for every part.
type stubPart struct {
	*Shell
	name    string // its ruleset's
	drawn   bool   // draw reports a frame drawn
	isReady bool
	updates int
}

func (p *stubPart) Ready() bool                { return p.isReady }
func (p *stubPart) Update() error              { p.updates++; return nil }
func (p *stubPart) Draw(*ebiten.Image) bool    { return p.drawn }
func (p *stubPart) LaidOut(bool)               {}
func (p *stubPart) ShowTitle()                 {}
func (p *stubPart) PointAt(ScriptCell)         {}
func (p *stubPart) PointAtButton(string) error { return nil }
func (p *stubPart) SaveTo(string) error        { return nil }

// TestWindowCountsFramesDrawn: the window counts only the frames a part
// drew (an idle part keeps its last one), says when the first is drawn,
// once, and ends once the part quit or failed.
func TestWindowCountsFramesDrawn(t *testing.T) {
	first := 0
	sh := &Shell{Input: NewScriptedInput()}
	p := &stubPart{Shell: sh}
	w := &Window{opt: Options{FirstFrame: func() { first++ }}, sh: sh, view: p}
	screen := ebiten.NewImage(8, 8)
	w.Draw(screen)
	if sh.Frames != 0 || first != 0 {
		t.Errorf("a part that drew nothing: %d frames, first frame said %d times; want 0 and 0", sh.Frames, first)
	}
	p.drawn = true
	w.Draw(screen)
	w.Draw(screen)
	if sh.Frames != 2 || first != 1 {
		t.Errorf("two frames drawn: %d frames, first frame said %d times; want 2 and 1", sh.Frames, first)
	}
	if err := w.Update(); err != nil || p.updates != 1 {
		t.Fatalf("Update = %v, part updated %d times; want nil and 1", err, p.updates)
	}
	sh.Quit = true
	if err := w.Update(); err != ebiten.Termination || p.updates != 1 {
		t.Errorf("after quit Update = %v, part updated %d times; want ebiten.Termination and still 1", err, p.updates)
	}
}

// TestWindowScriptWaitsForReadyPart: a script steps only once the part
// is ready (laid out, its first scene built), then at every newly drawn
// frame; when it ends the window quits.
func TestWindowScriptWaitsForReadyPart(t *testing.T) {
	script, err := ParseScript("test.play", strings.NewReader("wait 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	in := NewScriptedInput()
	sh := &Shell{Input: in, Script: in, player: scriptPlayer{s: script}, Frames: ScreenshotFrame}
	p := &stubPart{Shell: sh}
	w := &Window{sh: sh, view: p}
	w.Update()
	if sh.player.at != 0 {
		t.Fatalf("a part not ready: the script stepped to %d, want 0", sh.player.at)
	}
	p.isReady = true
	for range 4 {
		w.Update()
		sh.Frames++
	}
	if !sh.Quit {
		t.Errorf("after the script's steps the window did not quit (step %d)", sh.player.at)
	}
}

// testRulesets are the rulesets main hands the window.
func testRulesets() []Ruleset {
	return []Ruleset{squareStandIn(), stubRuleset()}
}

// stubRuleset stands in for a ruleset whose part lives in its own
// package (which the root's tests cannot import): it opens hex maps in a
// stubPart, so the window's swaps between rulesets are tested here.
func stubRuleset() Ruleset {
	return Ruleset{Name: "hex stand-in", Opens: func(e *maps.Encounter) bool { return e.Hex != nil },
		New: func(sh *Shell, opt Options) (Part, error) {
			return &stubPart{Shell: sh, name: "hex stand-in", isReady: true}, nil
		}}
}

// squareStandIn stands in for the square maps' ruleset as stubRuleset
// does for the hex maps'.
func squareStandIn() Ruleset {
	return Ruleset{Name: "square stand-in", Opens: func(e *maps.Encounter) bool { return e.Hex == nil && e.Zones == nil },
		New: func(sh *Shell, opt Options) (Part, error) {
			return &stubPart{Shell: sh, name: "square stand-in", isReady: true}, nil
		}}
}
