package zones

import (
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// TestZoneEditorInput: the zone window's input reaches the map editor
// without a display: B opens it; a finger dragged over empty space draws
// a zone (one undo step) and asks its name in the question box; Ctrl+Z
// takes the zone back and the window lays the map out again.
func TestZoneEditorInput(t *testing.T) {
	path, o := gametest.CopyEncounter(t, "monastery-zones.json")
	b, err := o.Encounter.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	in := game.NewScriptedInput()
	p := zonesplay.NewZonePlay(b, o.Encounter.Zones.Shapes, 0, "")
	v := &zoneView{Shell: &game.Shell{Input: in, W: 1280, H: 800}, opt: game.Options{Encounter: o.Encounter, Path: path, Base: o.Base, NoAutosave: true}, base: o.Base, play: p, r: gametest.Renderer(t)}
	v.boxes, v.outlines = p.Boxes()
	bounds := render.Rect{Min: render.Point{X: 1e9, Y: 1e9}, Max: render.Point{X: -1e9, Y: -1e9}}
	for _, r := range v.boxes {
		bounds.Min.X, bounds.Min.Y = min(bounds.Min.X, r.Min.X), min(bounds.Min.Y, r.Min.Y)
		bounds.Max.X, bounds.Max.Y = max(bounds.Max.X, r.Max.X), max(bounds.Max.Y, r.Max.Y)
	}
	v.scene = &render.Scene{Bounds: bounds}
	frame := func() {
		t.Helper()
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
	}
	in.Keys[ebiten.KeyB] = true
	frame()
	delete(in.Keys, ebiten.KeyB)
	frame()
	if !v.editing() {
		t.Fatalf("B did not open the map editor (%q)", p.Message())
	}
	zones := len(p.Board().Map().Zones)
	// a finger down below the map's zones, dragged right and down
	at := v.mapView().ToScreen(render.Point{X: bounds.Min.X + 1, Y: bounds.Max.Y + 1})
	for k := range 8 {
		in.Fingers = []gesture.Touch{{ID: 1, At: gesture.Point{X: at.X + float64(k)*30, Y: at.Y + float64(k)*12}}}
		frame()
	}
	in.Fingers = nil
	frame()
	if got := len(p.Board().Map().Zones); got != zones+1 {
		t.Fatalf("a finger dragged over empty space: %d zones, want %d (%q)", got, zones+1, p.Message())
	}
	if v.Files.Sheet == nil || v.Files.Sheet.Field == nil {
		t.Fatalf("the zone drawn did not ask its name")
	}
	if len(v.boxes) != zones+1 {
		t.Errorf("the window lays out %d zones, want %d", len(v.boxes), zones+1)
	}
	v.Files.Sheet = nil // as Cancel does
	in.Keys[ebiten.KeyControlLeft], in.Keys[ebiten.KeyZ] = true, true
	frame()
	clear(in.Keys)
	frame()
	if got := len(p.Board().Map().Zones); got != zones || len(v.boxes) != zones {
		t.Errorf("after Ctrl+Z: %d zones, %d laid out; want %d", got, len(v.boxes), zones)
	}
}
