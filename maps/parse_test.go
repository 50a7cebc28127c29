package maps_test

import (
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/maps/internal/mapstest"

	"github.com/battlemap/battlemap/maps"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"

	"errors"
	"fmt"
	"io/fs"
	"os"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestParseProblems checks single problems down to their line, column and
// path; the golden listings in testdata/bad cover the wording of many more.
func TestParseProblems(t *testing.T) {
	const head = `{"format": 1, "grid": {"width": 4, "height": 2}, `
	tests := []struct {
		name string
		data string
		want maps.Problem // Message is matched as a prefix
	}{
		{"syntax", "{\n  \"format\": 1,\n  \"grid\": {\"width\": 4 \"height\": 2}\n}",
			maps.Problem{Line: 3, Column: 23, Message: "invalid JSON: invalid character '\"' after object key:value pair (a missing comma between fields?)"}},
		{"trailing comma", "{\"format\": 1,\n \"grid\": {\"width\": 4, \"height\": 2,}}",
			maps.Problem{Line: 2, Column: 35, Message: "invalid JSON: invalid character '}' looking for beginning of object key string (a comma before the closing bracket? JSON allows none)"}},
		{"single quotes", "{'format': 1}", maps.Problem{Line: 1, Column: 2, Message: `invalid JSON: invalid character '\'' looking for beginning of object key string (JSON strings take double quotes: "like this")`}},
		{"comment", "{\"format\": 1, // the version\n}", maps.Problem{Line: 1, Column: 15, Message: "invalid JSON: invalid character '/' looking for beginning of object key string (JSON has no comments)"}},
		{"unclosed", "{\n  \"format\": 1,\n  \"creatures\": [\n", maps.Problem{Line: 4, Column: 1, Message: "invalid JSON: unexpected end of file"}},
		{"not UTF-8", "{\"format\": 1, \"name\": \"caf\xe9\"}", maps.Problem{Line: 1, Column: 27, Message: "the file is not UTF-8 text (save it as UTF-8)"}},
		{"long value in a message", `{"format": "` + strings.Repeat("x", 1000) + `"}`,
			maps.Problem{Line: 1, Column: 12, Path: "format", Message: `got "` + strings.Repeat("x", 40) + `"... (1000 characters), want the number 1`}},
		{"long name", `{"format": 1, "name": "` + strings.Repeat("x", maps.MaxName+1) + `", "grid": {"width": 1, "height": 1}}`,
			maps.Problem{Line: 1, Column: 23, Path: "name", Message: "the name has 201 characters, at most 200"}},
		{"escape sequence in an id", head + "\n\"creatures\": [{\"id\": \"a\\u001b[31m\", \"at\": [0, 0]}]}",
			maps.Problem{Line: 2, Column: 22, Path: "creatures[0].id", Message: "the id may not hold line breaks, tabs or other control characters"}},
		{"wrong type", `{"format": "1"}`, maps.Problem{Line: 1, Column: 12, Path: "format", Message: `got "1", want the number 1`}},
		{"unknown size", head + "\n\"creatures\": [{\"id\": \"a\", \"at\": [0, 0], \"size\": \"XL\"}]}",
			maps.Problem{Line: 2, Column: 49, Path: "creatures[0].size", Message: `unknown size "XL" (want 1T, 1S, 1M, 1L or a whole number from 1 to 64)`}},
		{"unknown character", head + "\"legend\": {\"#\": {\"wall\": \"stone\"}},\n\"terrain\": [\"....\", \"..é#\"]}",
			maps.Problem{Line: 2, Column: 24, Path: "terrain[1]", Message: `unknown character "é" at x 2, y 1`}},
		{"character after escape", head + "\"legend\": {\"#\": {\"wall\": \"stone\"}},\n\"terrain\": [\"....\", \"\\u002e.é#\"]}",
			maps.Problem{Line: 2, Column: 21, Path: "terrain[1]", Message: `unknown character "é" at x 2, y 1`}},
		{"bad digit", head + "\n\"ground\": [\"0000\", \"00-1\"]}",
			maps.Problem{Line: 2, Column: 23, Path: "ground[1]", Message: `"-" at x 2 is not a digit`}},
		{"short row", head + "\n\"ground\": [\"0000\", [1, 2, 3]]}",
			maps.Problem{Line: 2, Column: 20, Path: "ground[1]", Message: "row has 3 squares, want 4 (the grid width)"}},
		{"too few rows", head + "\n\"terrain\": [\"....\"]}",
			maps.Problem{Line: 2, Column: 12, Path: "terrain", Message: "1 row, want 2 (one per row; the grid height is 2)"}},
		{"outside", head + "\n\"creatures\": [{\"id\": \"ogre\", \"at\": [3, 1], \"size\": 2}]}",
			maps.Problem{Line: 2, Column: 36, Path: "creatures[0].at", Message: `"ogre" (size 2) at 3,1 covers squares 3,1 to 4,2, outside the 4x2 map`}},
		{"overlap in 3D", head + "\n\"creatures\": [{\"id\": \"ogre\", \"at\": [0, 0], \"size\": 2},\n{\"id\": \"bird\", \"at\": [1, 1], \"z\": 1, \"size\": \"1L\"}]}",
			maps.Problem{Line: 3, Column: 1, Path: "creatures[1]", Message: `"bird" overlaps "ogre" (creatures[0]) at square 1,1, z 1`}},
		{"missing id", head + "\n\"creatures\": [{\"at\": [0, 0]}]}",
			maps.Problem{Line: 2, Column: 15, Path: "creatures[0].id", Message: "missing id"}},
		{"typo", head + "\n\"creatures\": [{\"id\": \"a\", \"at\": [0, 0], \"stamnia\": 3}]}",
			maps.Problem{Line: 2, Column: 41, Path: "creatures[0]", Message: `unknown key "stamnia" (known keys: id, name, side,`}},
		{"negative speed", head + "\n\"creatures\": [{\"id\": \"a\", \"at\": [0, 0], \"speed\": -2}]}",
			maps.Problem{Line: 2, Column: 50, Path: "creatures[0].speed", Message: "speed -2 is out of range (want 0 to 1000)"}},
		{"absurd grid", `{"format": 1, "grid": {"width": 4, "height": 100000}}`,
			maps.Problem{Line: 1, Column: 46, Path: "grid.height", Message: "100000 is out of range (want a whole number from 1 to 1000)"}},
		{"future format", `{"format": 3, "doors": []}`,
			maps.Problem{Line: 1, Column: 12, Path: "format", Message: "format version 3 is not supported (this program reads version 1)"}},
		{"unknown ruleset", `{"format": 1, "ruleset": "chess", "grid": {"width": 1, "height": 1}}`,
			maps.Problem{Line: 1, Column: 26, Path: "ruleset", Message: `unknown ruleset "chess" (supported: drawsteel, realms, zones)`}},
		{"future key", `{"format": 1, "grid": {"width": 1, "height": 1}, "doors": []}`,
			maps.Problem{Line: 1, Column: 50, Message: `unknown key "doors" (known keys: format, name, ruleset, grid, background, ground, terrain, legend, edges, creatures, annotations, caption, turn, log, autosave)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { mapstest.OneProblem(t, tt.data, tt.want) })
	}
}

// TestParseDefaults checks the value of every field a file leaves out.
func TestParseDefaults(t *testing.T) {
	data := `{"format": 1, "grid": {"width": 3, "height": 3},
	  "ground": ["000", "020", "000"],
	  "creatures": [{"id": "a", "at": [0, 0]}, {"id": "box", "object": true, "at": [1, 1]},
	                {"id": "b", "at": [2, 2], "size": 1, "stamina": 7, "movement": []}]}`
	e, err := maps.Parse("enc.json", []byte(data))
	if err != nil {
		t.Fatalf("Parse error:\n%v", err)
	}
	if e.Name != "" || e.Ruleset() != maps.DrawSteel {
		t.Errorf("Parse: Name, Ruleset = %q, %q, want \"\", %q", e.Name, e.Ruleset(), maps.DrawSteel)
	}
	want := []drawsteel.Creature{
		{ID: "a", Name: "a", Side: "enemies", Size: drawsteel.SizeMedium, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "box", Name: "box", Object: true, Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 1, Y: 1}, Z: 2, Movement: []drawsteel.MoveType{}},
		{ID: "b", Name: "b", Side: "enemies", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 2, Y: 2}, Speed: 5,
			Stamina: 7, MaxStamina: 7, Movement: []drawsteel.MoveType{}},
	}
	for i, w := range want {
		got := e.Square.Board.Creatures[i]
		if !reflect.DeepEqual(got, w) {
			t.Errorf("Parse: creatures[%d] = %+v, want %+v", i, got, w)
		}
	}
}

func TestLoadWithFileSystem(t *testing.T) {
	data, err := os.ReadFile("testdata/small.json")
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{"encounters/small.json": {Data: data}}
	e, err := maps.Load("encounters/small.json", maps.WithFileSystem(fsys))
	if err != nil {
		t.Fatalf("Load(encounters/small.json, maps.WithFileSystem) error: %v", err)
	}
	if e.Name != "Tiny room" {
		t.Errorf("Load(encounters/small.json, maps.WithFileSystem).Name = %q, want %q", e.Name, "Tiny room")
	}

	_, err = maps.Load("encounters/missing.json", maps.WithFileSystem(fsys))
	if !errors.Is(err, fs.ErrNotExist) || !strings.HasPrefix(err.Error(), "maps: ") {
		t.Errorf("Load(missing) = %v, want a maps: error wrapping fs.ErrNotExist", err)
	}

	fsys["encounters/bad.json"] = &fstest.MapFile{Data: []byte(`{"format": 1}`)}
	_, err = maps.Load("encounters/bad.json", maps.WithFileSystem(fsys))
	var le *maps.LoadError
	if !errors.As(err, &le) || le.File != "encounters/bad.json" {
		t.Errorf("Load(bad) = %v, want a *maps.LoadError for encounters/bad.json", err)
	}
}

func TestLoadErrorListsAtMost100(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"format": 1, "grid": {"width": 150, "height": 1}, "creatures": [`)
	for i := range 150 {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `{"id": "a%d", "at": [%d, 0], "speed": -1}`, i, i)
	}
	b.WriteString("]}")
	_, err := maps.Parse("big.json", []byte(b.String()))
	var le *maps.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("Parse(big) = %v, want a *LoadError", err)
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != jsonfile.MaxListed+1 || !strings.HasSuffix(lines[jsonfile.MaxListed], "more problems") {
		t.Errorf("Parse(big) error has %d lines ending %q, want %d and a count of the rest", len(lines), lines[len(lines)-1], jsonfile.MaxListed+1)
	}
	if len(le.Problems) != jsonfile.MaxListed || le.More != 50 {
		t.Errorf("Parse(big) lists %d problems and %d more, want %d and 50", len(le.Problems), le.More, jsonfile.MaxListed)
	}
	for i, p := range le.Problems {
		if p.Line != i+1 || p.Path != fmt.Sprintf("creatures[%d].speed", i) {
			t.Errorf("Parse(big) problem %d = %s, want the speed of creatures[%d] on line %d", i, p, i, i+1)
		}
	}
}

func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile("testdata/sample-indented.json")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := maps.Parse("sample.json", data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMarshalLargest(b *testing.B) {
	board := drawsteel.NewBoard(maps.MaxGridSide, maps.MaxGridSide)
	for i := range board.Cells {
		board.Cells[i] = drawsteel.Cell{Ground: i % 13, Difficult: i%7 == 0, Wall: drawsteel.Material(i % 3), WallHeight: i % 3}
	}
	e := &maps.Encounter{Name: "largest", Square: &dsfile.SquareMap{Board: board}}
	b.ReportAllocs()
	for b.Loop() {
		data, err := e.Marshal()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := maps.Parse("largest.json", data); err != nil {
			b.Fatal(err)
		}
	}
}

func TestParseByteOrderMark(t *testing.T) {
	data := "\uFEFF" + `{"format": 1, "grid": {"width": 2, "height": 1}}`
	if _, err := maps.Parse("bom.json", []byte(data)); err != nil {
		t.Errorf("Parse(file with a byte order mark) = %v, want nil", err)
	}
}
