//go:build window

package main

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestWindowTouchPushCommitsOnlyByTheButton plays the push of
// TestWindowPlaysAForcedMove by finger alone: tap the tactician, tap the
// panel's Push and Dist + buttons, tap the archer, tap the square to aim
// at. The taps never commit: the archer has not moved until the large
// Commit button is tapped.
func TestWindowTouchPushCommitsOnlyByTheButton(t *testing.T) {
	sample, want := pushedArcher(t)
	const aim = "touch tap 14 5\ntouch button Push P\ntouch button Dist +\ntouch tap 16 6\ntouch tap 19 9\nwait 2\ntouch tap 19 9\nwait 2"

	aimed := playScript(t, binary, aim)
	before, _ := sample.Square.Board.Creature("archer")
	if a, _ := aimed.Square.Board.Creature("archer"); a.Pos() != before.Pos() || a.Stamina != before.Stamina {
		t.Errorf("after taps alone the archer is at %v stamina %d; want unmoved at %v stamina %d (a tap never commits)",
			a.Pos(), a.Stamina, before.Pos(), before.Stamina)
	}
	checkPushed(t, playScript(t, binary, aim+"\ntouch button Commit\nwait 2").Square.Board, want)
}

// TestWindowTouchDragsACreature presses and holds on the war dog, slides
// the finger three squares and lifts it: nothing moves until Commit, and
// Commit moves it where a mouse drag does (TestWindowDragsACreature).
// Cancel leaves it where it was.
func TestWindowTouchDragsACreature(t *testing.T) {
	const drag = "touch hold 1 13 8\ntouch move 1 10 7\nwait 2\ntouch up 1\nwait 2"
	start := drawsteel.Pos{X: 13, Y: 8}
	to := drawsteel.Pos{X: 10, Y: 7}
	for _, tc := range []struct {
		name, then string
		want       drawsteel.Pos
	}{
		{"lifted", "", start},
		{"committed", "\ntouch button Commit\nwait 2", to},
		{"cancelled", "\ntouch button Cancel\nwait 2", start},
		{"a quick drag pans instead", "", start},
	} {
		t.Run(tc.name, func(t *testing.T) {
			script := drag + tc.then
			if tc.name == "a quick drag pans instead" {
				script = "touch down 1 13 8\ntouch move 1 10 7\ntouch up 1\nwait 2\ntouch button Commit"
			}
			got := playScript(t, binary, script)
			if d, _ := got.Square.Board.Creature("wardog"); d.Pos() != tc.want {
				t.Errorf("war dog at %v, want %v", d.Pos(), tc.want)
			}
		})
	}
}

// TestWindowTouchPinchZooms pinches two fingers apart around the middle of
// the map and checks the war dog is drawn where the camera puts it after that
// zoom and pan (the gestures' own arithmetic, done here by game.Camera).
func TestWindowTouchPinchZooms(t *testing.T) {
	dir := t.TempDir()
	shot := filepath.Join(dir, "pinched.png")
	const w, h = 1280, 800
	area := game.MapArea(w, h, 1)
	cx, cy := math.Round(area.W/2), math.Round(area.H/2)
	script := fmt.Sprintf("resize %d %d\nwait 8\ntouch down 1 %.0fpx %.0fpx\ntouch down 2 %.0fpx %.0fpx\nwait 1\n"+
		"touch move 1 %.0fpx %.0fpx\nwait 1\ntouch move 2 %.0fpx %.0fpx\nwait 1\ntouch up 1\ntouch up 2\nwait 2\nscreenshot %s\nquit\n",
		w, h, cx-50, cy, cx+50, cy, cx-150, cy, cx+150, cy, shot)
	play := filepath.Join(dir, "pinch.play")
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	sample := filepath.Join("assets", assets.SamplePath)
	if out, err := exec.Command(binary, "open", sample, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	img := readPNG(t, shot)
	if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Fatalf("screenshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), w, h)
	}
	enc, err := maps.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	var cam, fitted game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, enc, w, h, false))
	fitted = cam
	// finger 1 moves out: the distance doubles, the middle moves 50 px
	// left; then finger 2: the distance grows by half, the middle comes back
	cam.ZoomAt(render.Point{X: cx - 50, Y: cy}, 2)
	cam.Pan(-50, 0)
	cam.ZoomAt(render.Point{X: cx, Y: cy}, 1.5)
	cam.Pan(50, 0)
	g, _ := enc.Square.Board.Creature("wardog")
	n := float64(g.Size.Squares())
	centre := render.Point{X: float64(g.At.X) + n/2, Y: float64(g.At.Y) + n/2 - 0.3*n}
	p := cam.View.ToScreen(centre)
	theme := render.ScreenTheme()
	if got, want := img.At(int(p.X), int(p.Y)), theme.SideColor("enemies"); !near(got, want, 24) {
		t.Errorf("after the pinch, the pixel where the camera puts the war dog (%v) = %v, want about %v", p, got, want)
	}
	if cam.View.Scale < 2.9*fitted.View.Scale {
		t.Fatalf("test setup: the pinch zooms %g -> %g, want about 3 times", fitted.View.Scale, cam.View.Scale)
	}
	if old := fitted.View.ToScreen(centre); math.Hypot(old.X-p.X, old.Y-p.Y) < 50 {
		t.Fatalf("test setup: the war dog moves only %v -> %v", old, p)
	}
}

// TestWindowHexTouchDragCommitsByTheButton presses and holds on Brann in
// the hex window, slides two hexes and lifts: he has not moved until the
// large Commit is tapped, and then stands where the mouse drag of
// TestWindowHexScriptDragsAndSaves puts him (Cancel is tried in the
// square window: TestWindowTouchDragsACreature).
func TestWindowHexTouchDragCommitsByTheButton(t *testing.T) {
	dir := t.TempDir()
	saved := func(n string) string { return filepath.Join(dir, n+".json") }
	script := "touch hold 1 4 4\ntouch move 1 6 4\nwait 2\ntouch up 1\nwait 2\nsave " + saved("lifted") +
		"\ntouch button Commit\nwait 2\nsave " + saved("committed") +
		"\ntouch button Undo\nwait 2\nsave " + saved("undone") +
		"\ntouch button Redo\nwait 2\nsave " + saved("redone") + "\nquit\n"
	play := filepath.Join(dir, "touch.play")
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join("assets", "encounters", "river-ford.json")
	if out, err := exec.Command(binary, "open", file, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open %s --play: %v\n%s", file, err, out)
	}
	for _, tc := range []struct {
		name string
		want realms.Pos
	}{
		{"lifted", realms.Pos{4, 4}},
		{"committed", realms.Pos{6, 4}},
		{"undone", realms.Pos{4, 4}}, // the panel's large Undo and Redo (issue 14)
		{"redone", realms.Pos{6, 4}},
	} {
		enc, err := maps.Load(saved(tc.name))
		if err != nil {
			t.Fatal(err)
		}
		b := enc.Hex.Board
		if p := b.Pos(b.Creature("brann").At); p != tc.want {
			t.Errorf("%s: brann is at %v, want %v", tc.name, p, tc.want)
		}
	}
}

// TestWindowZoneTouchDragCommitsByTheButton presses and holds on Mei in the
// zone window, slides to the roof and lifts: she is still in the yard
// until the large Commit declares the move; then the climb's roll is
// entered as for a drop (12 beats the climb 10) and she is on the roof.
func TestWindowZoneTouchDragCommitsByTheButton(t *testing.T) {
	dir := t.TempDir()
	file := copyEncounter(t, dir, "monastery-zones.json")
	lifted, committed := filepath.Join(dir, "lifted.json"), filepath.Join(dir, "committed.json")
	script := "touch down 1 mei\nwait 40\ntouch move 1 roof\nwait 2\ntouch up 1\nwait 2\nsave " + lifted +
		"\ntouch button Commit\nwait 2\nkey 1\nkey 2\nkey Enter\nwait 2\nsave " + committed + "\nquit\n"
	play := filepath.Join(dir, "touch.play")
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "open", file, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	for _, tc := range []struct{ file, zone string }{{lifted, "yard"}, {committed, "roof"}} {
		b := zoneBoardOf(t, tc.file)
		if mei, _ := b.Creature("mei"); mei.Zone != tc.zone {
			t.Errorf("%s: Mei is in %s, want %s", filepath.Base(tc.file), mei.Zone, tc.zone)
		}
	}
}

// TestWindowZoneRollByTaps enters the climb's roll with the large − + OK
// buttons, no keyboard: thirteen + and one − make 12, which beats the
// climb 10, so Mei is on the roof with her Action kept (a 0, what OK gives
// if the buttons did nothing, fails the climb and spends it).
// 003 "Difficult Terrain": "Success, Flourish: You cross the zone border at no penalty"
func TestWindowZoneRollByTaps(t *testing.T) {
	dir := t.TempDir()
	file := copyEncounter(t, dir, "monastery-zones.json")
	done := filepath.Join(dir, "done.json")
	script := "touch down 1 mei\nwait 40\ntouch move 1 roof\nwait 2\ntouch up 1\nwait 2\ntouch button Commit\nwait 2\n" +
		strings.Repeat("touch button +\n", 13) + "touch button -\ntouch button OK\nwait 2\nsave " + done + "\nquit\n"
	play := filepath.Join(dir, "taps.play")
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "open", file, "--touch", "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	b := zoneBoardOf(t, done)
	if mei, _ := b.Creature("mei"); mei.Zone != "roof" || mei.ActionSpent {
		t.Errorf("climb 10 with 12 tapped: Mei in %s, Action spent %v, want roof, false", mei.Zone, mei.ActionSpent)
	}
}

// copyEncounter copies the bundled encounter file name (in
// assets/encounters) into dir and returns the copy's path.
func copyEncounter(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("assets", "encounters", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestWindowTouchFlagMakesTheMouseAFinger opens the window with --touch,
// as a desktop touch screen (which reaches the program as a mouse) would:
// the left button pressed and held on the war dog, moved and released is
// a press and hold, so nothing moves until the large Commit is tapped.
func TestWindowTouchFlagMakesTheMouseAFinger(t *testing.T) {
	dir := t.TempDir()
	file := copyEncounter(t, dir, "cliffside.json")
	lifted, committed := filepath.Join(dir, "lifted.json"), filepath.Join(dir, "committed.json")
	script := "point 13 8\npress\nwait 40\npoint 12 7\npoint 11 7\npoint 10 7\nwait 2\nrelease\nwait 2\nsave " + lifted +
		"\ntouch button Commit\nwait 2\nsave " + committed + "\nquit\n"
	play := filepath.Join(dir, "mouse.play")
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "open", file, "--touch", "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --touch --play: %v\n%s", err, out)
	}
	for _, tc := range []struct {
		file string
		want drawsteel.Pos
	}{{lifted, drawsteel.Pos{X: 13, Y: 8}}, {committed, drawsteel.Pos{X: 10, Y: 7}}} {
		enc, err := maps.Load(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		if d, _ := enc.Square.Board.Creature("wardog"); d.Pos() != tc.want {
			t.Errorf("%s: the war dog is at %v, want %v", filepath.Base(tc.file), d.Pos(), tc.want)
		}
	}
}

// TestWindowTouchBackFromThePlayerView turns the director's window to the
// player view in place (Ctrl+P hides the panel) and gets back by the large
// Director view button, tapped or clicked: the panel is drawn again and
// the push of TestWindowTouchPushCommitsOnlyByTheButton is then played by
// finger. Without the button the panel stays away and nothing is pushed.
func TestWindowTouchBackFromThePlayerView(t *testing.T) {
	sample, want := pushedArcher(t)
	const push = "touch tap 14 5\ntouch button Push P\ntouch button Dist +\ntouch tap 16 6\ntouch tap 19 9\nwait 2\ntouch button Commit\nwait 2"
	for _, tc := range []struct {
		name, back string
		pushed     bool
	}{
		{"tapped", "touch button Director view", true},
		{"clicked", "button Director view", true},
		{"not pressed", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shot := filepath.Join(t.TempDir(), "back.png")
			got := playScript(t, binary, "key ctrl+P\nwait 2\n"+tc.back+"\nwait 2\nscreenshot "+shot+"\n"+push)
			edge := readPNG(t, shot)
			panel := near(edge.At(edge.Bounds().Dx()-5, edge.Bounds().Dy()/2), render.ScreenTheme().UI.Panel, 6)
			if panel != tc.pushed {
				t.Errorf("after ctrl+P and %q: panel drawn at the right edge = %v, want %v", tc.back, panel, tc.pushed)
			}
			before, _ := sample.Square.Board.Creature("archer")
			a, _ := got.Square.Board.Creature("archer")
			if !tc.pushed {
				if a.Pos() != before.Pos() {
					t.Errorf("still in the player view the archer moved to %v, want it at %v", a.Pos(), before.Pos())
				}
				return
			}
			checkPushed(t, got.Square.Board, want)
		})
	}
}

// openingFitArea is the part of a w x h square window (the director's, or
// a player view's own window) that the map of enc fills when it opens at
// UI scale 1: above the status bar as the window wraps it.
func openingFitArea(t *testing.T, enc *maps.Encounter, w, h int, playerView bool) game.Area {
	t.Helper()
	reg, bold := assets.Fonts()
	g, err := game.New(game.Options{Encounter: enc, RegularFont: reg, BoldFont: bold, NoAutosave: true, PlayerView: playerView})
	if err != nil {
		t.Fatal(err)
	}
	return g.OpeningFitArea(w, h, 1)
}
