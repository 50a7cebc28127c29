package zones

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/render"
	zonesplay "github.com/battlemap/battlemap/session/zones"
	"github.com/hajimehoshi/ebiten/v2"
)

// TestZoneViewAutosave: a zone move is autosaved; OpenFile recovers it;
// an undo (Ctrl+Z) is autosaved too; Ctrl+S removes the autosave.
func TestZoneViewAutosave(t *testing.T) {
	path, o := gametest.CopyEncounter(t, "monastery-zones.json")
	b, err := o.Encounter.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	in := game.NewScriptedInput()
	p := zonesplay.NewZonePlay(b, o.Encounter.Zones.Shapes, 0, "")
	v := &zoneView{Shell: &game.Shell{Input: in, W: 1280, H: 800}, opt: game.Options{Encounter: o.Encounter, Path: path, Base: o.Base}, base: o.Base, play: p, r: gametest.Renderer(t), scene: &render.Scene{}}
	press := func(keys ...ebiten.Key) {
		t.Helper()
		for _, k := range keys {
			in.Keys[k] = true
		}
		for range 2 {
			if err := v.Update(); err != nil {
				t.Fatal(err)
			}
			in.NextFrame()
			clear(in.Keys)
		}
	}
	junIn := func(what string) string {
		t.Helper()
		r, err := game.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if r.Choice != nil {
			t.Fatalf("%s: OpenFile offers a choice, want a recovery", what)
		}
		zb, err := r.Encounter.Zones.Board()
		if err != nil {
			t.Fatal(err)
		}
		jun, _ := zb.Creature("jun")
		return jun.Zone + " " + r.Message
	}
	p.Drop("jun", "roof")
	p.Digit(1) // the climb's result: 10
	p.Digit(0)
	p.Enter()
	v.Autosave(v) // as Update does after every frame
	if got := junIn("the move"); !strings.HasPrefix(got, "roof Recovered") {
		t.Errorf("OpenFile after Jun's climb: %q, want Jun on the roof, recovered", got)
	}
	press(ebiten.KeyControlLeft, ebiten.KeyZ)
	if got := junIn("the undo"); !strings.HasPrefix(got, "yard Recovered") {
		t.Errorf("OpenFile after Ctrl+Z: %q, want Jun back in the yard, recovered", got)
	}
	press(ebiten.KeyControlLeft, ebiten.KeyShiftLeft, ebiten.KeyZ)
	press(ebiten.KeyControlLeft, ebiten.KeyS)
	gametest.NoAutosave(t, path, "after Ctrl+S")
	if got := junIn("Ctrl+S"); got != "roof " {
		t.Errorf("OpenFile after redo and Ctrl+S: %q, want Jun on the roof and no message", got)
	}
}
