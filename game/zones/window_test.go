package zones

import (
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/assets"
)

// TestZoneWindowSwapsRuleset opens, in a window showing the zone map, a
// square map, and in its window the zone map (as the file chooser does):
// the same window shows each with its ruleset's part, at the window's
// turn.
func TestZoneWindowSwapsRuleset(t *testing.T) {
	rulesets := testRulesets()
	for _, other := range []string{"cliffside.json"} {
		for _, toZones := range []bool{false, true} {
			from, to := "monastery-zones.json", other
			if toZones {
				from, to = to, from
			}
			t.Run(from+" to "+to, func(t *testing.T) {
				dir := t.TempDir()
				w := zoneTestWindow(t, gametest.CopyFile(t, filepath.Join("assets", "encounters", from), dir), rulesets)
				before := w.Part()
				next := gametest.CopyFile(t, filepath.Join("assets", "encounters", to), dir)
				if err := w.Swap(&game.OpenRequest{Path: next}); err != nil {
					t.Fatalf("swap to %s: %v", to, err)
				}
				_, isZones := w.Part().(*zoneView)
				if isZones != toZones || w.Part() == before {
					t.Fatalf("after opening %s the part is %T, want a new part, zones %v", to, w.Part(), toZones)
				}
				if v, ok := w.Part().(*zoneView); ok && v.Turn != 1 {
					t.Errorf("after the swap the zone part's turn is %d, want the window's quarter turn", v.Turn)
				}
			})
		}
	}
}

// zoneTestWindow is the window on the encounter file at path, turned a
// quarter, showing the rulesets given.
func zoneTestWindow(t *testing.T, path string, rulesets []game.Ruleset) *game.Window {
	t.Helper()
	o, err := game.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	w, err := game.Open(game.Options{Encounter: o.Encounter, Path: path, Base: o.Base, RegularFont: reg, BoldFont: bold, NoAutosave: true, Rotate: 90}, rulesets...)
	if err != nil {
		t.Fatal(err)
	}
	return w
}
