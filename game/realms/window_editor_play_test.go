//go:build !race

package realms

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// The hex map editor driven by script in the test process.

// TestWindowHexEditorWalkThrough makes an Enchanted Realms map as a new
// user would: a new hex map from the New map sheet; in the hex
// window's editor a cliff (a chasm of impassable hexes: a Realms map has
// no heights) with a staircase (a difficult hex across it), a hut of thin
// wooden walls with a door, a pool, a wall painted and undone, four
// creatures from the templates; then, in play, a click opens the door and
// the human inside walks out through it; Ctrl+S saves. Reopened and saved
// again, the file is the same.
func TestWindowHexEditorWalkThrough(t *testing.T) {
	dir := t.TempDir()
	run := func(t *testing.T, file, name, script string) *gametest.Harness {
		t.Helper()
		h := testParts.Open(t, gametest.Open{File: file, Script: script})
		h.Run(gametest.MaxFrames)
		return h
	}
	blank := filepath.Join(dir, "blank.json")
	if err := os.WriteFile(blank, []byte(`{"format": 1, "name": "Blank", "grid": {"width": 12, "height": 8}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	fort := filepath.Join(dir, "fort.json")
	h := run(t, blank, "new", `key B
button New map
wait 2
key Backspace
type Fort
button Enchanted Realms (hexes)
button Create
wait 2
key Backspace
type `+fort+`
key Enter
wait 3
quit
`)
	// the new hex map opens in the same window, with the hex part
	if h.Swapped == nil || h.Swapped.Path != fort {
		t.Errorf("Create: the window went on with %+v, want %s", h.Swapped, fort)
	}
	run(t, fort, "edit", `key B
# the cliff: a chasm along row 2, and a staircase across it
button impassable
button line
drag 0 2 11 2
button difficult
click 3 2
# a hut of thin wooden walls, its door on the north side
button thin wall
button wood
button frame
drag 4 4 7 6
button door
button line
click 5 3 5 4
# a pool, 7 hexes of deep water
button impassable
button freehand
button brush 3
click 9 6
# a wall painted by mistake, undone
button wall
button brush 1
click 1 7
key ctrl+Z
button creature
button Human
click 5 5
button Dwarf
click 1 1
button Bandit
click 10 1
button Ogre
click 1 4
button Done
# in play: a click on the door opens it; the human walks out through it
click 5 3 5 4
drag 5 5 5 3
key ctrl+S
wait 2
quit
`)
	enc, err := maps.Load(fort)
	if err != nil {
		t.Fatal(err)
	}
	if enc.Name != "Fort" || enc.Hex == nil {
		t.Fatalf("saved %q (hex %v), want the hex map Fort", enc.Name, enc.Hex != nil)
	}
	b := enc.Hex.Board
	hex := func(col, row int) grid.Cell { return b.Cell(realms.Pos{col, row}) }
	row := func(r int) string {
		var s strings.Builder
		for c := range b.Geometry.Width {
			s.WriteByte(map[realms.Terrain]byte{realms.Open: '.', realms.Difficult: 'd', realms.Wall: '#', realms.Impassable: 'X'}[b.TerrainAt(hex(c, r))])
		}
		return s.String()
	}
	// the pool: [9, 6] and its six neighbours (row 6 is even: those above
	// and below are columns 8 and 9)
	for r, want := range map[int]string{2: "XXXdXXXXXXXX", 5: "........XX..", 6: "........XXX.", 7: "........XX.."} {
		if got := row(r); got != want {
			t.Errorf("row %d = %q, want %q", r, got, want)
		}
	}
	door := grid.EdgeBetween(hex(5, 3), hex(5, 4))
	if e, ok := b.Edges[door]; !ok || e != (realms.Edge{Kind: rules.EdgeDoor, Material: "wood", Open: true}) {
		t.Errorf("the edge between [5, 3] and [5, 4] = %+v (%v), want an open wooden door", e, ok)
	}
	walls := 0
	for s, e := range b.Edges {
		if s != door && e == (realms.Edge{Kind: rules.EdgeWall, Material: "wood"}) {
			walls++
		}
	}
	// 12 hexes of 6 sides, less 2 for each of the 23 pairs of neighbours
	// among them (3 in each row, 7 between rows 4 and 5 and between 5 and
	// 6: an odd row is shoved right), is 26 sides to the outside
	if walls != 25 {
		t.Errorf("%d thin wooden walls around the hut, want 25 (26 sides, one the door)", walls)
	}
	for id, at := range map[string]realms.Pos{"human": {5, 3}, "dwarf": {1, 1}, "bandit": {10, 1}, "ogre": {1, 4}} {
		if c := b.Creature(id); c == nil || b.Pos(c.At) != at {
			t.Errorf("creature %s = %+v, want it at %v", id, c, at)
		}
	}
	if n := len(b.Creatures); n != 4 {
		t.Errorf("%d creatures, want 4", n)
	}
	// reopened, the map is the same: saved again, the file is too
	again := filepath.Join(dir, "again.json")
	run(t, fort, "reopen", "save "+again+"\nquit\n")
	first, err := os.ReadFile(fort)
	if err != nil {
		t.Fatal(err)
	}
	second, err := os.ReadFile(again)
	if err != nil {
		t.Fatal(err)
	}
	if string(first) != string(second) {
		t.Errorf("reopened and saved, the map changed:\n%s\nwas\n%s", second, first)
	}
}

// TestWindowHexEditorTouch paints a hex map with a finger alone: a tap on
// the Map editor button opens the palette, a tap on wall chooses it, a
// finger dragged along row 2 draws a wall there, a tap paints one hex,
// and the palette's Undo takes the tap back.
func TestWindowHexEditorTouch(t *testing.T) {
	dir := t.TempDir()
	file, saved := filepath.Join(dir, "blank.json"), filepath.Join(dir, "saved.json")
	if err := os.WriteFile(file, []byte(`{"format": 1, "name": "Blank", "ruleset": "realms", "grid": {"shape": "hex", "width": 8, "height": 5}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	// the palette opens a frame after the tap (the binary's loop, drawing
	// slowly, ran Updates enough between the script's steps)
	script := `touch button Map editor B
wait 2
touch button wall
touch down 1 1 2
touch move 1 5 2
touch up 1
touch tap 6 4
touch tap 1 4
touch button Undo
save ` + saved + `
quit
`
	b := testParts.Played(t, file, script, saved).Hex.Board
	var rows []string
	for r := range b.Geometry.Height {
		var s strings.Builder
		for c := range b.Geometry.Width {
			s.WriteByte(map[realms.Terrain]byte{realms.Open: '.', realms.Wall: '#'}[b.TerrainAt(b.Cell(realms.Pos{c, r}))])
		}
		rows = append(rows, s.String())
	}
	if got, want := strings.Join(rows, " "), "........ ........ .#####.. ........ ......#."; got != want {
		t.Errorf("painted by finger: %q, want %q (a wall along row 2 from [1, 2] to [5, 2], [6, 4] tapped, [1, 4] tapped and undone)", got, want)
	}
}

// TestWindowHexEditorKeyboardLineAndTemplate works the hex editor by
// keys alone: B opens it, the first arrow shows the cursor in
// the middle ([3, 2] of 6x4), Enter at [2, 2] and again at [5, 2] paints a
// line of stone wall, Tab turns to the next tool and Shift+Tab back, Up
// keeps the column, A then 3 places a bandit at the cursor's hex ([5, 1]),
// and Ctrl+S saves.
func TestWindowHexEditorKeyboardLineAndTemplate(t *testing.T) {
	dir := t.TempDir()
	file := writeNewHexMap(t, dir, "Keys", "keys.json")
	script := `key B
key Left
key Left
key Enter
key Right
key Right
key Right
key Enter
key Tab
key shift+Tab
key Up
key A
key 3
key ctrl+S
wait 2
quit
`
	back := testParts.Played(t, file, script, file)
	b := back.Hex.Board
	at := func(col, row int) grid.Cell { return b.Cell(realms.Pos{col, row}) }
	for col := range 6 {
		want := realms.Open
		if col >= 2 && col <= 5 {
			want = realms.Wall
		}
		if got := b.TerrainAt(at(col, 2)); got != want {
			t.Errorf("[%d, 2] after the keyboard's line = %v, want %v", col, got, want)
		}
	}
	if c := b.Creature("bandit"); c == nil || c.At != at(5, 1) {
		t.Errorf("bandit after A 3 = %+v, want at [5, 1]", c)
	}
}

// TestWindowHexEditorNewMap makes a new hex map from the hex editor's New
// map button: the shared sheet starts at this map's size and
// its ruleset; Columns + makes it 7 wide; Create asks where to save it,
// and the new map opens in this window with the editor open, where a key
// stroke paints a wall and Ctrl+S saves it.
func TestWindowHexEditorNewMap(t *testing.T) {
	dir := t.TempDir()
	file := writeNewHexMap(t, dir, "Old", "old.json")
	made := filepath.Join(dir, "camp.json")
	script := `key B
button New map
wait 2
key Backspace
type Camp
button Columns +
button Create
wait 2
key Backspace
type ` + made + `
key Enter
wait 3
key Right
key Enter
key Enter
key ctrl+S
wait 2
quit
`
	back := testParts.Played(t, file, script, made)
	if back.Hex == nil || back.Name != "Camp" {
		t.Fatalf("the new map: name %q, hex %v, want a hex map named Camp", back.Name, back.Hex != nil)
	}
	b := back.Hex.Board
	if g := b.Geometry; g.Width != 7 || g.Height != 4 {
		t.Errorf("the new map is %dx%d, want 7x4 (the old 6x4, one column more)", g.Width, g.Height)
	}
	// the first arrow shows the cursor in the middle, [3, 2] of 7x4
	if got := b.TerrainAt(b.Cell(realms.Pos{3, 2})); got != realms.Wall {
		t.Errorf("[3, 2] of the new map after Enter twice = %v, want wall (the editor open on it)", got)
	}
}

// writeNewHexMap writes a new empty 6x4 hex map named title, as New map
// makes it, to name in dir and returns its path.
func writeNewHexMap(t *testing.T, dir, title, name string) string {
	t.Helper()
	enc, err := session.NewMap(title, maps.Realms, 6, 4)
	if err != nil {
		t.Fatal(err)
	}
	return gametest.WriteEncounter(t, enc, dir, name)
}
