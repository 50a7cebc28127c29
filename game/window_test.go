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
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
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
		SettingsPath: settings, PlayerView: playerView, Theme: "light", Rotate: 90})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// TestWindowOpensEveryRuleset opens a window on a map of each ruleset:
// each has its ruleset's part.
func TestWindowOpensEveryRuleset(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		file, part string
	}{
		{"cliffside.json", "*game.Game"},
		{"river-ford.json", "*game.hexView"},
		{"monastery-zones.json", "*game.zoneView"},
	} {
		w := openWindowOn(t, copySample(t, dir, tc.file), "", false)
		if got := partName(w.view); got != tc.part {
			t.Errorf("Open(%s) part = %s, want %s", tc.file, got, tc.part)
		}
	}
	if _, err := Open(Options{}); err == nil {
		t.Error("Open(no encounter) = no error, want one")
	}
}

func partName(v rulesetView) string {
	switch v.(type) {
	case *Game:
		return "*game.Game"
	case *hexView:
		return "*game.hexView"
	case *zoneView:
		return "*game.zoneView"
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
	files := []string{"cliffside.json", "river-ford.json", "monastery-zones.json"}
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
				km, err := defaultKeymap().With(map[string]string{"theme": "F6"})
				if err != nil {
					t.Fatal(err)
				}
				script := newScriptedInput()
				w.sh.keymap, w.sh.input, w.sh.script, w.sh.frames = km, script, script, 7
				if err := w.swap(&OpenRequest{Path: next}); err != nil {
					t.Fatalf("swap to %s: %v", to, err)
				}
				want := openWindowOn(t, next, "", false)
				if got, wantPart := partName(w.view), partName(want.view); got != wantPart {
					t.Fatalf("after opening %s the part is %s, want %s", to, got, wantPart)
				}
				if w.opt.Path != next || w.opt.Encounter == nil {
					t.Errorf("after the swap the window shows %q, want %s", w.opt.Path, next)
				}
				if w.sh.theme != "light" || w.sh.turn != 1 || turnOf(w.view) != 1 {
					t.Errorf("after the swap theme %q, turn %d (the part's %d); want the window's light and a quarter turn", w.sh.theme, w.sh.turn, turnOf(w.view))
				}
				sh := shellOf(w.view)
				if sh != w.sh {
					t.Fatal("after the swap the part has a shell of its own, want the window's")
				}
				if sh.keymap.Name(session.ActTheme) != "F6" {
					t.Errorf("after the swap the theme key is %s, want the window's F6", sh.keymap.Name(session.ActTheme))
				}
				if sh.script != script || sh.input != Input(script) || sh.frames != 7 {
					t.Errorf("after the swap the script input %p at frame %d, want the window's %p at 7", sh.script, sh.frames, script)
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
func turnOf(v rulesetView) int {
	switch v := v.(type) {
	case *Game:
		return v.cam.View.Turn
	case *hexView:
		return v.cam.View.Turn
	case *zoneView:
		return v.turn
	}
	return -1
}

// shellOf is the shell a part shares.
func shellOf(v rulesetView) *shell {
	switch v := v.(type) {
	case *Game:
		return v.shell
	case *hexView:
		return v.shell
	case *zoneView:
		return v.shell
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
	if err := w.swap(&OpenRequest{Path: next, PlayerView: true}); err != nil {
		t.Fatal(err)
	}
	if partName(w.view) != "*game.hexView" || !w.opt.PlayerView || !w.view.(*hexView).lv.players {
		t.Errorf("after the director opened a hex map the player view is %s (player view %v), want *game.hexView, true", partName(w.view), w.opt.PlayerView)
	}
	if w.sh.liveWriter != nil {
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
	err := w.swap(&OpenRequest{Path: bad})
	if err == nil {
		t.Fatal("swap to a broken file = no error, want one")
	}
	if partName(w.view) != "*game.Game" {
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
		in := newScriptedInput()
		in.keys[tc.key] = true
		if got := ctrlHeld(in); got != tc.want {
			t.Errorf("ctrlHeld(%v held) = %v, want %v", tc.key, got, tc.want)
		}
	}
}

// TestWindowTitleUnsaved: after a change the title of every ruleset's
// window carries the unsaved mark (the hex window's did not).
func TestWindowTitleUnsaved(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		file   string
		change func(v rulesetView)
	}{
		{"cliffside.json", func(v rulesetView) {
			g := v.(*Game)
			g.in.History().PushState(g.in.Board(), dsplay.Turn{}, dsplay.Figure{}, "a change")
		}},
		{"river-ford.json", func(v rulesetView) {
			h := v.(*hexView)
			h.play.Drop("brann", h.play.Board().Cell(realms.Pos{5, 4}))
		}},
		{"monastery-zones.json", func(v rulesetView) {
			p := v.(*zoneView).play
			p.Drop("jun", "roof")
			p.Digit(1) // the climb's result: 10
			p.Digit(0)
			p.Enter()
		}},
	} {
		w := openWindowOn(t, copySample(t, dir, tc.file), "", false)
		w.sh.input = newScriptedInput()
		if err := w.Update(); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(w.sh.files.title, "unsaved") {
			t.Fatalf("%s: title %q before any change", tc.file, w.sh.files.title)
		}
		tc.change(w.view)
		if err := w.Update(); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(w.sh.files.title, "• ") || !strings.Contains(w.sh.files.title, "(unsaved changes)") {
			t.Errorf("%s: after a change the title is %q, want the unsaved mark", tc.file, w.sh.files.title)
		}
	}
}

// TestMapLookKeysText: the scene keys of every part take the least text
// height to three significant digits, as the scene drawn shows it: a
// zoom that moves it less builds no new scene, one that moves it more
// does, and the theme, palette and player view are part of the key.
func TestMapLookKeysText(t *testing.T) {
	s := &shell{theme: "light"}
	if a, b := s.mapLook(1.2341), s.mapLook(1.2349); a != b {
		t.Errorf("mapLook(1.2341) = %v, mapLook(1.2349) = %v; want the same key", a, b)
	}
	if a, b := s.mapLook(1.234), s.mapLook(1.236); a == b {
		t.Errorf("mapLook(1.234) = mapLook(1.236) = %v; want different keys", a)
	}
	before := s.mapLook(1)
	for _, change := range []func(){
		func() { s.theme = "contrast" },
		func() { s.palette = paletteColorBlind },
		func() { s.lv.players = true },
	} {
		change()
		if after := s.mapLook(1); after == before {
			t.Errorf("after a change of look the key %v is unchanged", after)
		}
		before = s.mapLook(1)
	}
}

// stubPart is a ruleset's part that draws when told to, for the tests of
// what the Window does alike for every part.
type stubPart struct {
	*shell
	drawn   bool // draw reports a frame drawn
	isReady bool
	updates int
}

func (p *stubPart) ready() bool                { return p.isReady }
func (p *stubPart) Update() error              { p.updates++; return nil }
func (p *stubPart) draw(*ebiten.Image) bool    { return p.drawn }
func (p *stubPart) laidOut(bool)               {}
func (p *stubPart) showTitle()                 {}
func (p *stubPart) pointAt(drawsteel.Square)   {}
func (p *stubPart) pointAtButton(string) error { return nil }
func (p *stubPart) saveTo(string) error        { return nil }

// TestWindowCountsFramesDrawn: the window counts only the frames a part
// drew (an idle part keeps its last one), says when the first is drawn,
// once, and ends once the part quit or failed.
func TestWindowCountsFramesDrawn(t *testing.T) {
	first := 0
	sh := &shell{input: newScriptedInput()}
	p := &stubPart{shell: sh}
	w := &Window{opt: Options{FirstFrame: func() { first++ }}, sh: sh, view: p}
	screen := ebiten.NewImage(8, 8)
	w.Draw(screen)
	if sh.frames != 0 || first != 0 {
		t.Errorf("a part that drew nothing: %d frames, first frame said %d times; want 0 and 0", sh.frames, first)
	}
	p.drawn = true
	w.Draw(screen)
	w.Draw(screen)
	if sh.frames != 2 || first != 1 {
		t.Errorf("two frames drawn: %d frames, first frame said %d times; want 2 and 1", sh.frames, first)
	}
	if err := w.Update(); err != nil || p.updates != 1 {
		t.Fatalf("Update = %v, part updated %d times; want nil and 1", err, p.updates)
	}
	sh.quit = true
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
	in := newScriptedInput()
	sh := &shell{input: in, script: in, player: scriptPlayer{s: script}, frames: screenshotFrame}
	p := &stubPart{shell: sh}
	w := &Window{sh: sh, view: p}
	w.Update()
	if sh.player.at != 0 {
		t.Fatalf("a part not ready: the script stepped to %d, want 0", sh.player.at)
	}
	p.isReady = true
	for range 4 {
		w.Update()
		sh.frames++
	}
	if !sh.quit {
		t.Errorf("after the script's steps the window did not quit (step %d)", sh.player.at)
	}
}
