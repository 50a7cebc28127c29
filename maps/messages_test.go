package maps

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"strings"
	"testing"

	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// problems parses data and returns its problems as Problem.String prints
// them; it fails the test if Parse accepts the file.
func problems(t *testing.T, data string) []string {
	t.Helper()
	_, err := Parse("enc.json", []byte(data))
	var le *LoadError
	if !errors.As(err, &le) {
		t.Fatalf("Parse(%.200q) = %v, want a *LoadError", data, err)
	}
	var out []string
	for _, p := range le.Problems {
		out = append(out, p.String())
	}
	return out
}

// TestDuplicateKeysNamedAsDuplicates: a key given twice is reported as a
// duplicate, whichever key it is and whatever its second value.
func TestDuplicateKeysNamedAsDuplicates(t *testing.T) {
	for _, tt := range []struct{ data, want string }{
		{`{"format": 1, "format": 2, "grid": {"width": 2, "height": 1}}`, `1:15: format: key "format" appears twice`},
		{`{"format": 1, "format": 1, "grid": {"width": 2, "height": 1}}`, `1:15: format: key "format" appears twice`},
		{`{"format": 1, "grid": {"width": 2, "height": 1, "width": 3}}`, `1:49: grid.width: key "width" appears twice`},
		{`{"format": 1, "grid": {"width": 2, "height": 1}, "autosave": {"undo": [{"what": "a", "what": "b", "changes": {}}]}}`,
			`1:86: autosave.undo[0].what: key "what" appears twice`},
		{`{"format": 1, "grid": {"width": 2, "height": 1}, "autosave": {"undo": [{"changes": {"name": "a", "name": "b"}}]}}`,
			`1:98: autosave.undo[0].changes.name: key "name" appears twice`},
	} {
		if got := problems(t, tt.data); len(got) != 1 || got[0] != tt.want {
			t.Errorf("Parse(%s) = %q, want [%q]", tt.data, got, tt.want)
		}
	}
}

// TestZoneReferencesAllListed: every reference a zone file makes to a
// zone or creature it does not hold is listed, not only the first.
func TestZoneReferencesAllListed(t *testing.T) {
	got := problems(t, `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"},
 "zones": [{"id": "yard"}, {"id": "roof", "effect": {"kind": "current", "to": "sea"}}, {"id": "yard"}],
 "links": [{"from": "yard", "to": "cellar"}, {"from": "attic", "to": "roof"}],
 "creatures": [{"id": "mei", "zone": "tower"}, {"id": "kai", "zone": "yard", "partner": "nobody"}, {"id": "mei", "zone": "roof"}]}`)
	want := []string{
		`2:79: zones[1].effect.to: "sea" is not a zone of this map (yard, roof, yard)`,
		`2:95: zones[2].id: "yard" is used twice: zone ids are unique`,
		`3:35: links[0].to: "cellar" is not a zone of this map (yard, roof, yard)`,
		`3:55: links[1].from: "attic" is not a zone of this map (yard, roof, yard)`,
		`4:38: creatures[0].zone: "tower" is not a zone of this map (yard, roof, yard)`,
		`4:89: creatures[1].partner: "nobody" is not a creature of this map`,
		`4:107: creatures[2].id: "mei" is used twice: creature ids are unique`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Parse of a zone file with 7 broken references =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCellPixelsWithinBounds: cellPixels is refused below MinCellPixels
// (a picture scaled up past any use, and past what drawing can compute)
// and above MaxCellPixels, naming the field, both when read and written.
func TestCellPixelsWithinBounds(t *testing.T) {
	for _, px := range []string{"0.001", "1e-300", "0.04", "10001"} {
		got := problems(t, `{"format": 1, "grid": {"width": 2, "height": 1}, "background": {"image": "a.png", "cellPixels": `+px+`}}`)
		if len(got) != 1 || !strings.Contains(got[0], `background.cellPixels: "`+px+`" is out of range`) || !strings.Contains(got[0], "from 0.05 to 10000") {
			t.Errorf("cellPixels %s: %q, want background.cellPixels out of range, from 0.05 to 10000", px, got)
		}
	}
	for _, px := range []string{"0.05", "256", "10000"} {
		if _, err := Parse("enc.json", []byte(`{"format": 1, "grid": {"width": 2, "height": 1}, "background": {"image": "a.png", "cellPixels": `+px+`}}`)); err != nil {
			t.Errorf("cellPixels %s: %v, want it read", px, err)
		}
	}
	e := &Encounter{Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(2, 1)}, Background: &Background{Image: "a.png", CellPixels: 0.001}}
	if _, err := e.Marshal(); err == nil || !strings.Contains(err.Error(), "background.cellPixels") {
		t.Errorf("Marshal with cellPixels 0.001 = %v, want an error naming background.cellPixels", err)
	}
}

// TestGIFBackgroundRefused: a GIF is refused by name, even in a program
// that registers the GIF decoder (as this test does, and the window's
// toolkit does).
func TestGIFBackgroundRefused(t *testing.T) {
	var buf bytes.Buffer
	if err := gif.Encode(&buf, image.NewPaletted(image.Rect(0, 0, 4, 4), color.Palette{color.Black}), nil); err != nil {
		t.Fatal(err)
	}
	_, _, err := ImageHeader(buf.Bytes())
	if err == nil || !strings.Contains(err.Error(), "GIF") || !strings.Contains(err.Error(), "PNG") {
		t.Errorf("ImageHeader(a GIF) = %v, want it refused by name, saying what is read", err)
	}
}
