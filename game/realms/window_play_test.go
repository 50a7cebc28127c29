//go:build !race

package realms

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestWindowHexKeysMoveAndSave plays the river ford by keys alone: Tab
// three times and Shift+Tab once select Brann (the second creature), Up
// aims and Esc drops the aim, two arrows aim two hexes east ("east" on the
// screen: Left on the map turned half round), Enter moves him there as a
// drop does, and the saved file has him at [6, 4].
func TestWindowHexKeysMoveAndSave(t *testing.T) {
	for _, c := range []struct {
		turn int
		east string
	}{{0, "Right"}, {180, "Left"}} {
		t.Run("turned "+itoa(c.turn), func(t *testing.T) {
			play := "key Tab\nkey Tab\nkey Tab\nkey shift+Tab\nkey Up\nkey Escape\nkey " + c.east + "\nkey " + c.east + "\nkey Enter"
			b := testParts.PlayFile(t, riverFord, play, gametest.Open{Rotate: c.turn}).Hex.Board
			if p := b.Pos(b.Creature("brann").At); p != (realms.Pos{6, 4}) {
				t.Errorf("after Tab, %s %s, Enter (turned %d) brann is at %v, want [6, 4]", c.east, c.east, c.turn, p)
			}
			if p := b.Pos(b.Creature("aldric").At); p != (realms.Pos{2, 5}) {
				t.Errorf("aldric moved to %v, want him left at [2, 5]", p)
			}
		})
	}
}

// TestWindowHexScriptDragsAndSaves plays a script in the hex window as a
// table would: zoom in with the wheel (the script points at hexes as the
// zoomed camera shows them), drag Brann two hexes east, drop, save; the
// saved file has him there, with the map upright and turned a quarter
// turn, for a player at the table's end.
func TestWindowHexScriptDragsAndSaves(t *testing.T) {
	for _, turn := range []int{0, 90} {
		t.Run("turned "+itoa(turn), func(t *testing.T) {
			b := testParts.PlayFile(t, riverFord, "wheel 1\ndrag 4 4 6 4", gametest.Open{Rotate: turn}).Hex.Board
			if p := b.Pos(b.Creature("brann").At); p != (realms.Pos{6, 4}) {
				t.Errorf("after the scripted drag (turned %d) brann is at %v, want [6, 4]", turn, p)
			}
		})
	}
}

// TestWindowHexTouchDragCommitsByTheButton presses and holds on Brann in
// the hex window, slides two hexes and lifts: he has not moved until the
// large Commit is tapped, and then stands where the mouse drag of
// TestWindowHexScriptDragsAndSaves puts him; the panel's large Undo and
// Redo take the move back and play it again.
func TestWindowHexTouchDragCommitsByTheButton(t *testing.T) {
	dir := t.TempDir()
	saved := func(n string) string { return filepath.Join(dir, n+".json") }
	script := "touch hold 1 4 4\ntouch move 1 6 4\nwait 2\ntouch up 1\nwait 2\nsave " + saved("lifted") +
		"\ntouch button Commit\nwait 2\nsave " + saved("committed") +
		"\ntouch button Undo\nwait 2\nsave " + saved("undone") +
		"\ntouch button Redo\nwait 2\nsave " + saved("redone") + "\nquit\n"
	testParts.PlayCopy(t, riverFord, script, gametest.Open{})
	for _, tc := range []struct {
		name string
		want realms.Pos
	}{
		{"lifted", realms.Pos{4, 4}},
		{"committed", realms.Pos{6, 4}},
		{"undone", realms.Pos{4, 4}},
		{"redone", realms.Pos{6, 4}},
	} {
		b := gametest.LoadSaved(t, saved(tc.name)).Hex.Board
		if p := b.Pos(b.Creature("brann").At); p != tc.want {
			t.Errorf("%s: brann is at %v, want %v", tc.name, p, tc.want)
		}
	}
}

// TestWindowHexTouchSaveAsOnScreenKeys: in the hex window, Save as opened
// by its key, then only taps: the Keyboard button (a key opened the box,
// so its keys wait to be asked for), the name, OK.
func TestWindowHexTouchSaveAsOnScreenKeys(t *testing.T) {
	dir := t.TempDir()
	file := gametest.CopyFile(t, riverFord, dir)
	testParts.Open(t, gametest.UserDirs(dir, gametest.Open{File: file, Script: "wait 3\nkey ctrl+shift+S\nwait 3\ntouch button Keyboard\nwait 2\ntouch type Ford 3\nwait 2\ntouch button OK\nwait 3\nquit\n"})).Run(gametest.MaxFrames)
	gametest.CheckSavedCopy(t, file, filepath.Join(dir, "Ford 3.json"))
}

// TestWindowBackgroundHex saves a hex map with a background into another
// folder: the picture goes with it, as in the square window.
// Then the hex editor's Move picture drags it with the mouse and a
// finger, each drag one undo step.
func TestWindowBackgroundHex(t *testing.T) {
	dir := t.TempDir()
	buf := gametest.BlankPNG(t, filepath.Join(dir, "ford.png"), 320, 200)
	file := filepath.Join(dir, "ford.json")
	if err := os.WriteFile(file, []byte(`{"format": 1, "name": "Ford", "ruleset": "realms",
 "grid": {"shape": "hex", "width": 6, "height": 4, "orientation": "pointy"},
 "background": {"image": "ford.png", "cellPixels": 50, "offset": [-7, 3]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other")
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(other, "copy.json")
	enc := testParts.Played(t, file, "save "+out+"\nquit\n", out)
	want := maps.Background{Image: "ford.png", CellPixels: 50, OffsetX: -7, OffsetY: 3}
	if enc.Background == nil || *enc.Background != want {
		t.Errorf("the hex map saved elsewhere has background %+v, want %+v", enc.Background, want)
	}
	if got, err := os.ReadFile(filepath.Join(other, "ford.png")); err != nil || !bytes.Equal(got, buf) {
		t.Errorf("the hex map's picture was not copied beside it (%v)", err)
	}

	// the hex editor's Background tool: a drag two hexes along the row,
	// undone, then a finger's drag of one hex; saved and reopened
	script := `key B
button Move picture
drag 1 1 3 1
key ctrl+Z
touch down 1 1 1
touch move 1 2 1
touch up 1
key ctrl+S
quit
`
	enc = testParts.Played(t, file, script, file)
	// a hex is 1 unit across its flats, 50 pixels of the picture
	if bg := enc.Background; bg == nil || bg.Image != "ford.png" || bg.CellPixels != 50 || math.Abs(bg.OffsetX-43) > 2 || math.Abs(bg.OffsetY-3) > 2 {
		t.Errorf("after the hex tool's drags background = %+v, want ford.png at 50 px a hex, offset about 43, 3", bg)
	}
}

// TestHexWindowTitleUnsaved: after a change the hex window's title
// carries the unsaved mark (it did not).
func TestHexWindowTitleUnsaved(t *testing.T) {
	dir := t.TempDir()
	w := hexTestWindow(t, gametest.CopyFile(t, riverFord, dir), testRulesets())
	h := w.Part().(*hexView)
	h.Input = game.NewScriptedInput()
	if err := w.Update(); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(h.WindowTitle(), "unsaved") {
		t.Fatalf("title %q before any change", h.WindowTitle())
	}
	h.Play.Drop("brann", h.Play.Board().Cell(realms.Pos{5, 4}))
	if err := w.Update(); err != nil {
		t.Fatal(err)
	}
	if got := h.WindowTitle(); !strings.HasPrefix(got, "• ") || !strings.Contains(got, "(unsaved changes)") {
		t.Errorf("after a change the title is %q, want the unsaved mark", got)
	}
}

// TestHexWindowSwapsRuleset opens, in a window showing the hex map, a
// square map, and in its window the hex map (as the file chooser does):
// the same window shows each with its ruleset's part, sharing the
// window's shell, at the window's turn; a player view stays one.
func TestHexWindowSwapsRuleset(t *testing.T) {
	for _, toHex := range []bool{false, true} {
		for _, players := range []bool{false, true} {
			from, to := riverFord, sampleSquare
			if toHex {
				from, to = to, from
			}
			t.Run(filepath.Base(to)+" player view "+strconv.FormatBool(players), func(t *testing.T) {
				dir := t.TempDir()
				w := hexTestWindow(t, gametest.CopyFile(t, from, dir), testRulesets())
				before := w.Part()
				next := gametest.CopyFile(t, to, dir)
				if err := w.Swap(&game.OpenRequest{Path: next, PlayerView: players}); err != nil {
					t.Fatalf("swap to %s: %v", to, err)
				}
				v, isHex := w.Part().(*hexView)
				if isHex != toHex || w.Part() == before {
					t.Fatalf("after opening %s the part is %T, want a new part, hex %v", to, w.Part(), toHex)
				}
				if isHex && (v.cam.View.Turn != 1 || v.Live.Players != players) {
					t.Errorf("after the swap the hex part's turn is %d, player view %v; want the window's quarter turn, %v", v.cam.View.Turn, v.Live.Players, players)
				}
			})
		}
	}
}

// hexTestWindow is the window on the encounter file at path, turned a
// quarter, showing the rulesets given.
func hexTestWindow(t *testing.T, path string, rulesets []game.Ruleset) *game.Window {
	t.Helper()
	o, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	w, err := game.Open(game.Options{Encounter: o.Encounter, Path: path, Base: o.Base, RegularFont: reg, BoldFont: bold, NoAutosave: true, Rotate: 90}, rulesets...)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

var sampleSquare = filepath.Join("assets", "encounters", "cliffside.json")
