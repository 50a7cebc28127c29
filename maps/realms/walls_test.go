package realms_test

import (
	"slices"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestSetWalls checks that the wall materials an editor gives are what the
// file writes and reads back, after a change of terrain and of size.
func TestSetWalls(t *testing.T) {
	src := `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 3, "height": 2},
	  "terrain": ["#d.", "..."], "legend": {"d": {"difficult": true}, "#": {"wall": "stone"}}}`
	e, err := maps.Parse("src.json", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	h := e.Hex
	if got, want := h.Walls(), []string{"stone", "", "", "", "", ""}; !slices.Equal(got, want) {
		t.Fatalf("Walls() = %q, want %q", got, want)
	}
	// the editor grows the map to 4x2 and builds a wooden wall at [3, 1]
	b := h.Board
	nb := realms.NewBoard(grid.Hex{Width: 4, Height: 2, Orientation: grid.Pointy})
	nb.Terrain = []realms.Terrain{realms.Wall, realms.Difficult, realms.Open, realms.Open, realms.Open, realms.Open, realms.Open, realms.Wall}
	*b = *nb
	h.SetWalls([]string{"stone", "", "", "", "", "", "", "wood"})
	got, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := maps.Parse("back.json", got)
	if err != nil {
		t.Fatalf("reading back what Marshal wrote: %v\n%s", err, got)
	}
	if w, want := back.Hex.Walls(), []string{"stone", "", "", "", "", "", "", "wood"}; !slices.Equal(w, want) {
		t.Errorf("walls read back = %q, want %q\n%s", w, want, got)
	}
	if !slices.Equal(back.Hex.Board.Terrain, nb.Terrain) {
		t.Errorf("terrain read back = %v, want %v", back.Hex.Board.Terrain, nb.Terrain)
	}
	// a wall with no material given is stone
	h.SetWalls(nil)
	if m := h.Material(7); m != "stone" {
		t.Errorf("Material(7) after SetWalls(nil) = %q, want stone", m)
	}
}
