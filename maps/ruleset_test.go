package maps

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/rules/zones"
)

// TestRuleset: the ruleset is the one whose map the encounter holds, as
// the file names it; an encounter holding no map is taken for the default.
func TestRuleset(t *testing.T) {
	tests := []struct {
		name string
		e    func(t *testing.T) *Encounter
		want string
	}{
		{"square file", func(t *testing.T) *Encounter { return loadFixture(t, "testdata/cliffside.json") }, DrawSteel},
		{"hex file", func(t *testing.T) *Encounter { return loadFixture(t, "testdata/realms-flat.json") }, Realms},
		{"zone file", func(t *testing.T) *Encounter { return loadFixture(t, "testdata/zones-temple.json") }, Zones},
		{"square map", func(*testing.T) *Encounter {
			return &Encounter{Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(2, 2)}}
		}, DrawSteel},
		{"hex map", func(*testing.T) *Encounter {
			return &Encounter{Hex: &realmsfile.HexMap{Board: realms.NewBoard(grid.Hex{Width: 2, Height: 2, Orientation: grid.Pointy})}}
		}, Realms},
		{"zone map", func(*testing.T) *Encounter {
			return &Encounter{Zones: &zonesfile.ZoneMap{Map: zones.Map{Zones: []zones.Zone{{ID: "a", Name: "A"}}}}}
		}, Zones},
		{"no map", func(*testing.T) *Encounter { return &Encounter{} }, DrawSteel},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tt.e(t)
			if got := e.Ruleset(); got != tt.want {
				t.Errorf("Ruleset() = %q, want %q", got, tt.want)
			}
			if e.Square == nil && e.Hex == nil && e.Zones == nil {
				return
			}
			data, err := e.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if want := `"ruleset": "` + tt.want + `"`; !bytes.Contains(data, []byte(want)) {
				t.Errorf("Marshal() wrote no %s:\n%s", want, data)
			}
		})
	}
}

// TestMarshalNoMap: an encounter with no map is the default ruleset's
// without a board, and is not written.
func TestMarshalNoMap(t *testing.T) {
	for _, e := range []*Encounter{{}, {Square: &dsfile.SquareMap{}}} {
		_, err := e.Marshal()
		var be *BoardError
		if !errors.As(err, &be) || !strings.Contains(err.Error(), "the encounter has no board") {
			t.Errorf("Marshal(%+v) = %v, want a *BoardError saying the encounter has no board", e, err)
		}
		if got, want := e.Summary(), "(unnamed): drawsteel, no board"; got != want {
			t.Errorf("Summary() = %q, want %q", got, want)
		}
	}
}

// TestVariantOwnsItsMap: a variant's map is its own in every ruleset:
// setting its board leaves the encounter's alone, and the encounter
// writes the file it was loaded from.
func TestVariantOwnsItsMap(t *testing.T) {
	tests := []struct {
		path   string
		change func(v *Encounter)
	}{
		{"testdata/cliffside.json", func(v *Encounter) { v.Square.Board = drawsteel.NewBoard(1, 1) }},
		{"testdata/realms-flat.json", func(v *Encounter) {
			v.Hex.Board = realms.NewBoard(grid.Hex{Width: 1, Height: 1, Orientation: grid.Pointy})
		}},
		{"testdata/zones-temple.json", func(v *Encounter) { v.Zones.Map = zones.Map{Zones: []zones.Zone{{ID: "a", Name: "A"}}} }},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			e := loadFixture(t, tt.path)
			before, err := e.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			v := e.Variant()
			tt.change(v)
			if _, err := v.Marshal(); err != nil {
				t.Fatalf("Marshal(variant) = %v", err)
			}
			after, err := e.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(after, before) {
				t.Errorf("changing the variant's map changed the encounter:\n%s\nwant\n%s", after, before)
			}
			if v.Ruleset() != e.Ruleset() || v.Log != nil || v.Autosave != nil {
				t.Errorf("Variant() = ruleset %q, log %v, autosave %v; want ruleset %q, no log, no autosave", v.Ruleset(), v.Log, v.Autosave, e.Ruleset())
			}
		})
	}
}

// TestRulesetNamesInMessages: the message for an unknown ruleset lists
// every ruleset of the table.
func TestRulesetNamesInMessages(t *testing.T) {
	_, err := Parse("chess.json", []byte(`{"format": 1, "ruleset": "chess", "grid": {"width": 2, "height": 2}}`))
	want := `ruleset: unknown ruleset "chess" (supported: drawsteel, realms, zones)`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Parse(ruleset chess) = %v, want %s", err, want)
	}
}

// TestRulesetAllocates: asking an encounter its ruleset, as a window may
// every frame, allocates nothing.
func TestRulesetAllocates(t *testing.T) {
	e := &Encounter{Hex: &realmsfile.HexMap{}}
	if n := testing.AllocsPerRun(100, func() { _ = e.Ruleset() }); n != 0 {
		t.Errorf("Ruleset() allocates %v times, want 0", n)
	}
}
