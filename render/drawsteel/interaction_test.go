package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestBuildOverlayRingsAtTheSpaceCentre: a ring is drawn round a
// creature's whole space, an empty overlay draws nothing.
func TestBuildOverlayRingsAtTheSpaceCentre(t *testing.T) {
	b := drawsteel.NewBoard(6, 4)
	b.Creatures = []drawsteel.Creature{{ID: "ogre", Name: "Ogre", Side: "enemies", Size: drawsteel.SizeN(2), At: drawsteel.Square{X: 2, Y: 1}}}
	th := render.ScreenTheme()
	if s := BuildOverlay(b, &Overlay{}, th); len(s.Shapes) != 0 {
		t.Errorf("BuildOverlay(empty) = %d shapes, want none", len(s.Shapes))
	}
	s := BuildOverlay(b, &Overlay{Selected: "ogre"}, th)
	if len(s.Shapes) != 1 {
		t.Fatalf("BuildOverlay(ogre selected) = %d shapes, want 1 ring", len(s.Shapes))
	}
	r := s.Shapes[0]
	if r.Kind != render.Circle || r.Points[0] != (render.Point{X: 3, Y: 2}) || r.Radius != 1.02 || r.Stroke != th.Select {
		t.Errorf("ring = %v at %v radius %v stroke %v, want a circle at 3,2 radius 1.02 in the Select colour", r.Kind, r.Points[0], r.Radius, r.Stroke)
	}
}
