//go:build window

package main

import (
	"os"
	"os/exec"
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
	enc, err := session.NewMap("Keys", maps.Realms, 6, 4)
	if err != nil {
		t.Fatal(err)
	}
	data, err := enc.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "keys.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	play := filepath.Join(dir, "keys.play")
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
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "open", file, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	back, err := maps.Load(file)
	if err != nil {
		t.Fatal(err)
	}
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
