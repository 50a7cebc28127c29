//go:build !race

package drawsteel

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Files, text fields and the map editor driven by script in the test
// process.

// TestWindowTouchCaptionOnScreenKeys: a finger on a text field of the
// square window's panel (here the notes' caption) opens the question box
// with the on-screen keyboard; what is typed there and OK'd is the
// caption, as typed into the field and Enter. Also with the map turned a
// quarter and the interface at 3x (the panel scrolls to the field; the
// keys and box fit the window).
func TestWindowTouchCaptionOnScreenKeys(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    gametest.Open
	}{{"1x", gametest.Open{}}, {"turned 90, 3x", gametest.Open{Rotate: 90, UIScale: 3}}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			o := gametest.UserDirs(dir, tc.o)
			o.File = filepath.Join(dir, "fight.json")
			if err := os.Rename(gametest.CopyFile(t, gametest.SamplePath, dir), o.File); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "out.json")
			o.Script = "wait 3\ntouch button Table\nwait 2\ntouch button Notes O\nwait 3\ntouch button Caption\nwait 3\ntouch type Ambush at dawn!\nwait 2\ntouch button OK\nwait 3\nsave " + out + "\nquit\n"
			testParts.Open(t, o).Run(gametest.MaxFrames)
			if want := "Ambush at dawn!"; gametest.LoadSaved(t, out).Caption != want {
				t.Errorf("caption typed on the on-screen keyboard = %q, want %q", gametest.LoadSaved(t, out).Caption, want)
			}
		})
	}
}

// TestWindowMapEditor paints a map as a new user would: B opens the
// editor; a cliff 4 high with a staircase up to it, a stone wall with a
// door along the grid lines (undone and redone), a pool; Esc leaves the
// editor, D opens the door and the hero pushes the ogre through it. The
// saved file holds all of it.
func TestWindowMapEditor(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "blank.json")
	blank := `{"format": 1, "name": "Blank", "grid": {"width": 12, "height": 8}, "creatures": [
 {"id": "hero", "name": "Hero", "side": "heroes", "at": [2, 3], "stamina": 20},
 {"id": "ogre", "name": "Ogre", "side": "enemies", "at": [2, 2], "stamina": 30}]}`
	if err := os.WriteFile(file, []byte(blank), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.json")
	// the edge tools take the grid corner nearest the pointer, and a
	// square's centre is as near to four: the window keeps the size at
	// which the script's centres fall on the corners below
	script := `resize 1280 800
wait 5
key B
button set height
button Height +
button Height +
button Height +
button rectangle
drag 8 0 11 7
button raise
button freehand
click 7 3
click 7 3
click 7 3
click 6 3
click 6 3
click 5 3
button thin wall
drag 0 1 5 1
button door
drag 2 1 3 1
key ctrl+Z
key ctrl+Y
button liquid
button rectangle
drag 1 4 3 5
key Escape
point 2 1
key D
click 2 3
key P
key 2
click 2 2
point 2 0
wait 2
key Enter
wait 2
save ` + out + `
quit
`
	testParts.Open(t, gametest.Open{File: file, Script: script}).Run(gametest.MaxFrames)
	b := gametest.LoadSaved(t, out).Square.Board
	for _, c := range []struct {
		x, y, ground, liquid int
	}{{8, 0, 4, 0}, {11, 7, 4, 0}, {7, 3, 3, 0}, {6, 3, 2, 0}, {5, 3, 1, 0}, {4, 3, 0, 0}, {2, 5, 0, 1}, {0, 4, 0, 0}} {
		cell := b.Cell(drawsteel.Square{X: c.x, Y: c.y})
		if cell.Ground != c.ground || cell.Liquid != c.liquid {
			t.Errorf("square %d,%d: ground %d liquid %d, want ground %d liquid %d", c.x, c.y, cell.Ground, cell.Liquid, c.ground, c.liquid)
		}
	}
	door, ok := b.EdgeAt(drawsteel.Square{X: 2, Y: 1}, drawsteel.Square{X: 2, Y: 2})
	if !ok || door.Kind != rules.EdgeDoor || !door.Open {
		t.Errorf("the edge between 2,1 and 2,2 = %+v (%v), want an open door", door, ok)
	}
	if wall, ok := b.EdgeAt(drawsteel.Square{X: 0, Y: 1}, drawsteel.Square{X: 0, Y: 2}); !ok || wall.Kind != rules.EdgeWall {
		t.Errorf("the edge between 0,1 and 0,2 = %+v (%v), want a thin wall", wall, ok)
	}
	if ogre, _ := b.Creature("ogre"); ogre.At != (drawsteel.Square{X: 2, Y: 0}) {
		t.Errorf("the ogre is at %v, want 2,0: pushed 2 through the open door", ogre.At)
	}
}
