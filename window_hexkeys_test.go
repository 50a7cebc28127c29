//go:build window

package main

import (
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// TestWindowHexEditorKeyboardLineAndTemplate works the hex editor by
// keys alone (issue 15): B opens it, the first arrow shows the cursor in
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
	back := played(t, file, script, file)
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
// map button (issue 15): the shared sheet starts at this map's size and
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
	back := played(t, file, script, made)
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
	return writeEncounter(t, enc, dir, name)
}
