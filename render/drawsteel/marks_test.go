package drawsteel

import (
	"math"
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// markSize is the text size of the mark written text in s, or 0.
func markSize(s *render.Scene, text string) float64 {
	for _, sh := range s.Shapes {
		if sh.Kind == render.Text && sh.Text == text {
			return sh.Size
		}
	}
	return 0
}

// A condition's mark grows with its token and never falls below the
// window's smallest text (MinText, read from across the room).
func TestMarkSizeFollowsTokenAndMinText(t *testing.T) {
	b := drawsteel.NewBoard(8, 8)
	b.Creatures = []drawsteel.Creature{
		{ID: "gob", Side: "enemies", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 0, Y: 0}, Conditions: []drawsteel.Condition{drawsteel.Slowed}},
		{ID: "ogre", Side: "enemies", Size: drawsteel.SizeN(3), At: drawsteel.Square{X: 3, Y: 0}, Conditions: []drawsteel.Condition{drawsteel.Weakened}},
	}
	th := render.ScreenTheme()
	s := BuildScene(b, Options{Theme: th})
	small, large := markSize(s, "SLOWED"), markSize(s, "WEAKENED")
	if small < 0.22 || math.Abs(large-small*math.Sqrt(3)) > 1e-9 {
		t.Errorf("export marks: 1-square token %.3f, 3-square token %.3f; want 0.22 and sqrt(3) times that", small, large)
	}
	s = BuildScene(b, Options{Theme: th, MinText: 0.5})
	if got := markSize(s, "SLOWED"); got < 0.8*0.5-1e-9 {
		t.Errorf("with MinText 0.5 the 1-square token's mark is %.3f, want at least 0.4", got)
	}
	if got := markSize(s, "WEAKENED"); got < large-1e-9 {
		t.Errorf("with MinText 0.5 the 3-square token's mark is %.3f, want at least %.3f", got, large)
	}
}
