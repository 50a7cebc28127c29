package realms_test

import (
	"github.com/battlemap/battlemap/maps/internal/mapstest"

	"github.com/battlemap/battlemap/maps"

	"errors"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestParseRealmsProblems checks single problems of hex files down to their
// line, column and path; testdata/bad/realms-*.golden lists many more.
func TestParseRealmsProblems(t *testing.T) {
	const head = `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 4, "height": 3}, `
	tests := []struct {
		name string
		data string
		want maps.Problem // Message is matched as a prefix
	}{
		{"hex shape in a Draw Steel file", `{"format": 1, "grid": {"shape": "hex", "width": 4, "height": 3}}`,
			maps.Problem{Line: 1, Column: 33, Path: "grid.shape", Message: `a hex map is a "ruleset": "realms" file`}},
		{"missing speed", head + "\n\"creatures\": [{\"id\": \"a\", \"at\": [0, 0]}]}",
			maps.Problem{Line: 2, Column: 15, Path: "creatures[0]", Message: `missing "speed" (want the species movement in feet`}},
		{"percent below 0", head + "\n\"creatures\": [{\"id\": \"a\", \"at\": [0, 0], \"speed\": 30, \"effects\": [{\"name\": \"x\", \"percent\": -50}]}]}",
			maps.Problem{Line: 2, Column: 91, Path: "creatures[0].effects[0].percent", Message: "percent -50 is out of range (want 0 to 1000 (50 halves the movement))"}},
		{"off the map", head + "\n\"creatures\": [{\"id\": \"a\", \"at\": [4, 0], \"speed\": 30}]}",
			maps.Problem{Line: 2, Column: 33, Path: "creatures[0].at", Message: `"a" (medium) at [4, 0] has hexes outside the 4x3 map`}},
		// A large creature's three hexes are anchor, +q and +r: on a pointy
		// map the +r hex of [3, 0] is [3, 1], inside; of [3, 1] (an odd
		// row, shoved right) it is [4, 2], outside.
		{"large at an odd row's end", head + "\n\"creatures\": [{\"id\": \"a\", \"at\": [3, 1], \"speed\": 30, \"size\": \"large\"}]}",
			maps.Problem{Line: 2, Column: 33, Path: "creatures[0].at", Message: `"a" (large) at [3, 1] has hexes outside the 4x3 map (a large creature covers 3 hexes)`}},
		{"short row", head + "\n\"terrain\": [\"....\", \"...\", \"....\"]}",
			maps.Problem{Line: 2, Column: 21, Path: "terrain[1]", Message: "row has 3 hexes, want 4 (the grid width)"}},
		{"orientation typo", `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 4, "height": 3, "orientation": "pointed"}}`,
			maps.Problem{Line: 1, Column: 101, Path: "grid.orientation", Message: `unknown orientation "pointed"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { mapstest.OneProblem(t, tt.data, tt.want) })
	}
}

// TestParseRealmsBoard checks that the file's [col, row] become the rules
// board's axial hexes, with sizes, effects and terrain as written.
func TestParseRealmsBoard(t *testing.T) {
	e, err := maps.Load("../testdata/realms-flat.json")
	if err != nil {
		t.Fatal(err)
	}
	if e.Square != nil || e.Hex == nil || e.Ruleset() != maps.Realms {
		t.Fatalf("Load(realms-flat) Square %v, Hex %v, Ruleset %q; want only Hex, ruleset realms", e.Square, e.Hex, e.Ruleset())
	}
	b := e.Hex.Board
	if b.Geometry != (grid.Hex{Width: 6, Height: 4, Orientation: grid.Flat}) {
		t.Errorf("geometry = %+v, want 6x4 flat", b.Geometry)
	}
	// odd-q: [5, 0] is axial (5, 0 - (5-1)/2) = (5, -2)
	pip := b.Creature("pip")
	if pip == nil || pip.At != (grid.Cell{X: 5, Y: -2}) || pip.Size != realms.Small || !pip.Prone || pip.Speed != 25 {
		t.Fatalf("pip = %+v, want at axial 5,-2, small, prone, speed 25", pip)
	}
	// Enchanted Realms, This is also important when a magical effect: rate, then percent, then feet.
	if m := pip.Movement(); m.Round != -8 || len(m.Steps) != 3 {
		t.Errorf("pip's movement = %+v, want (25+10)*50%% - 25 = -8 in 3 steps", m)
	}
	for _, tt := range []struct {
		at   grid.Offset
		want realms.Terrain
		mat  string
	}{{grid.Offset{Col: 2, Row: 0}, realms.Wall, "metal"}, {grid.Offset{Col: 1, Row: 1}, realms.Difficult, ""},
		{grid.Offset{Col: 5, Row: 3}, realms.Impassable, ""}, {grid.Offset{Col: 0, Row: 0}, realms.Open, ""}} {
		c := grid.Flat.Axial(tt.at)
		i, _ := b.Geometry.Index(c)
		if got := b.TerrainAt(c); got != tt.want || e.Hex.Material(i) != tt.mat {
			t.Errorf("hex %v = %v %q, want %v %q", tt.at, got, e.Hex.Material(i), tt.want, tt.mat)
		}
	}
}

// TestMarshalRealmsChanged checks what Marshal writes after the program
// changes the board: kept characters where the terrain still matches, a
// legend character with the same meaning for new terrain of a kind the
// file has, new characters for new kinds, unused entries dropped, and a
// creature's new position in [col, row].
func TestMarshalRealmsChanged(t *testing.T) {
	src := `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 4, "height": 2},
	  "terrain": ["d#..", "...."], "legend": {"d": {"difficult": true}, "#": {"wall": "wood"}, "~": {"impassable": true}},
	  "creatures": [{"id": "a", "side": "heroes", "at": [3, 0], "speed": 30}]}`
	e, err := maps.Parse("src.json", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := e.Hex.Board
	at := func(col, row int) grid.Cell { return b.Cell(realms.Pos{col, row}) }
	b.SetTerrain(at(1, 0), realms.Open)
	b.SetTerrain(at(0, 1), realms.Difficult)
	b.SetTerrain(at(1, 1), realms.Wall)
	b.Creatures[0].At = at(3, 1)
	got, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "format": 1,
  "ruleset": "realms",
  "grid": {"shape": "hex", "width": 4, "height": 2, "orientation": "pointy"},
  "terrain": [
    "d...",
    "d#.."
  ],
  "legend": {
    "#": {"wall": "wood"},
    "d": {"difficult": true}
  },
  "creatures": [
    {"id": "a", "side": "heroes", "at": [3, 1], "speed": 30}
  ]
}
`
	if string(got) != want {
		t.Errorf("Marshal after changes =\n%s\nwant\n%s", got, want)
	}
	// A creature moved onto a wall is refused, not written.
	b.Creatures[0].At = at(1, 1)
	var be *maps.BoardError
	if _, err := e.Marshal(); !errors.As(err, &be) || !strings.Contains(be.Error(), "creatures[0].at") {
		t.Errorf("Marshal with a creature on a wall = %v, want a *maps.BoardError naming creatures[0].at", err)
	}
}
