//go:build !race

package zones

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/zones"
)

// TestWindowZoneEditorWalkThrough is the map editor's walk-through on a
// zone map, as a new user would do it in the zone window: a new zone map from
// the editor's New map sheet, saved where the user says; three zones
// drawn and named (a courtyard, a roof above it reached by a climb with a
// rating, a pit below it reached by a one-way drop), creatures placed from
// the templates, a move played up the climb, Ctrl+S; then the file opened
// again and saved unchanged.
func TestWindowZoneEditorWalkThrough(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "lotus.json")
	run := func(file, script string) {
		t.Helper()
		testParts.Open(t, gametest.Open{File: file, Script: script}).Run(gametest.MaxFrames)
	}
	// the new map's one zone is drawn at [0, 0, 8, 5] (canvas units);
	// the script's X Y are canvas units
	run(gametest.CopyFile(t, monastery, t.TempDir()), `key B
button New map
wait 2
key Backspace
type Lotus monastery
button Create
wait 2
key Backspace
type `+out+`
key Enter
wait 3
click 4 3
button Name
wait 2
key Backspace
type Courtyard
key Enter
wait 2
drag 0 -4 8 -1
wait 2
key Backspace
type Roof
key Enter
wait 2
button Elevation +
button Elevation +
button Elevation +
button Elevation +
drag 0 7 8 10
wait 2
key Backspace
type Pit
key Enter
wait 2
button Elevation -
button Elevation -
button Elevation -
button Damage +
button Link
button Climb
click courtyard
click roof
button Drop
click courtyard
click pit
button Creature
click courtyard
button Creature +
button Creature +
button Creature +
click courtyard
click roof
button Done
drag hero roof
key 1
key 2
key Enter
wait 2
key ctrl+S
wait 2
quit
`)
	enc, err := maps.Load(out)
	if err != nil {
		t.Fatalf("the new zone map was not saved where asked: %v", err)
	}
	if enc.Name != "Lotus monastery" || enc.Zones == nil {
		t.Fatalf("saved map %q ruleset %q, want \"Lotus monastery\" of zones", enc.Name, enc.Ruleset())
	}
	m := enc.Zones.Map
	var got []string
	for _, z := range m.Zones {
		got = append(got, z.ID+"="+z.Name)
	}
	if want := []string{"courtyard=Courtyard", "roof=Roof", "pit=Pit"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("zones %v, want %v", got, want)
	}
	if z := m.Zones; z[1].Elevation != 4 || z[2].Elevation != -3 || z[2].Damage != 1 {
		t.Errorf("roof %g m, pit %g m with damage %d; want 4 m, -3 m, 1", z[1].Elevation, z[2].Elevation, z[2].Damage)
	}
	wantLinks := []zones.Link{{From: "courtyard", To: "roof", Climb: 10}, {From: "courtyard", To: "pit", OneWay: true}}
	if !reflect.DeepEqual(m.Links, wantLinks) {
		t.Errorf("links %+v, want %+v", m.Links, wantLinks)
	}
	where := map[string]string{}
	for _, c := range m.Creatures {
		where[c.ID] = c.Zone
	}
	// the hero climbed to the roof with a 12 against the climb's 10
	if want := map[string]string{"hero": "roof", "goblin": "courtyard", "goblin-2": "roof"}; !reflect.DeepEqual(where, want) {
		t.Errorf("creatures %v, want %v", where, want)
	}
	if len(enc.Zones.Shapes) != 3 {
		t.Errorf("%d zones drawn, want 3", len(enc.Zones.Shapes))
	}
	// reopened, the map is the same: saved again untouched, it is the
	// same file
	again := filepath.Join(dir, "again.json")
	run(out, "wait 3\nsave "+again+"\nquit\n")
	a, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(again)
	if err != nil {
		t.Fatalf("reopening %s: %v", out, err)
	}
	if string(a) != string(b) {
		t.Errorf("reopened and saved, the map changed:\n%s\nwant\n%s", b, a)
	}
}
