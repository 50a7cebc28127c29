//go:build window

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestWindowHexEditorWalkThrough makes an Enchanted Realms map as a new
// user would (issue 15): a new hex map from the New map sheet; in the hex
// window's editor a cliff (a chasm of impassable hexes: a Realms map has
// no heights) with a staircase (a difficult hex across it), a hut of thin
// wooden walls with a door, a pool, a wall painted and undone, four
// creatures from the templates; then, in play, a click opens the door and
// the human inside walks out through it; Ctrl+S saves. Reopened and saved
// again, the file is the same.
func TestWindowHexEditorWalkThrough(t *testing.T) {
	dir := t.TempDir()
	run := func(t *testing.T, file, name, script string) {
		t.Helper()
		play := filepath.Join(dir, name+".play")
		if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(binary, "open", file, "--play", play).CombinedOutput(); err != nil {
			t.Fatalf("battlemap open %s --play %s: %v\n%s", file, name, err, out)
		}
	}
	blank := filepath.Join(dir, "blank.json")
	if err := os.WriteFile(blank, []byte(`{"format": 1, "name": "Blank", "grid": {"width": 12, "height": 8}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	fort := filepath.Join(dir, "fort.json")
	run(t, blank, "new", `key B
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
	file, play, saved := filepath.Join(dir, "blank.json"), filepath.Join(dir, "touch.play"), filepath.Join(dir, "saved.json")
	if err := os.WriteFile(file, []byte(`{"format": 1, "name": "Blank", "ruleset": "realms", "grid": {"shape": "hex", "width": 8, "height": 5}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `touch button Map editor B
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
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "open", file, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	enc, err := maps.Load(saved)
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
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
