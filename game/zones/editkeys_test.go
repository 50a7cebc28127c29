package zones

import (
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestZoneEditorKeysFollowTheKeymap: the zone map editor takes the
// keymap's actions, so keys rebound in the settings work there: the map
// editor's key opens and closes it, undo undoes its last change, and the
// old keys do nothing.
func TestZoneEditorKeysFollowTheKeymap(t *testing.T) {
	v, in := zoneTableView(t, 1)
	km, err := game.DefaultKeymap().With(map[string]string{"mapEditor": "J", "undo": "ctrl+U"})
	if err != nil {
		t.Fatal(err)
	}
	v.Keymap = km
	p := v.play
	press := func(keys ...ebiten.Key) {
		t.Helper()
		for _, k := range keys {
			in.Keys[k] = true
		}
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
		clear(in.Keys)
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
	}
	if press(ebiten.KeyB); v.editing() {
		t.Fatalf("B opened the zone editor after the map editor was rebound to J")
	}
	if press(ebiten.KeyJ); !v.editing() {
		t.Fatalf("J (the map editor, rebound) did not open the zone editor (%q)", p.Message())
	}
	zones := len(p.Board().Map().Zones)
	press(ebiten.KeyA)  // the editor's own key: a new zone
	v.Files.Sheet = nil // its name asked: cancelled
	if got := len(p.Board().Map().Zones); got != zones+1 {
		t.Fatalf("after A: %d zones, want %d (%q)", got, zones+1, p.Message())
	}
	if press(ebiten.KeyControlLeft, ebiten.KeyZ); len(p.Board().Map().Zones) != zones+1 {
		t.Errorf("Ctrl+Z undid in the zone editor after undo was rebound to Ctrl+U")
	}
	if press(ebiten.KeyControlLeft, ebiten.KeyU); len(p.Board().Map().Zones) != zones {
		t.Errorf("Ctrl+U (undo, rebound): %d zones, want %d", len(p.Board().Map().Zones), zones)
	}
	if press(ebiten.KeyJ); v.editing() {
		t.Errorf("J did not close the zone editor")
	}
}
