package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestDifficultVisibleInContrastTheme checks that in the high-contrast
// theme a difficult square's rubble stands out from its ground, low or
// high: each triangle's fill or its edge at WCAG 4.5:1 or more, the edge
// at least 0.04 of a square wide so it shows at the usual scales.
func TestDifficultVisibleInContrastTheme(t *testing.T) {
	th, err := render.ThemeNamed("contrast")
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range []int{-2, 0, 1, 2, 4} {
		b := drawsteel.NewBoard(1, 1)
		b.SetCell(drawsteel.Square{}, drawsteel.Cell{Ground: h, Difficult: true})
		s := BuildScene(b, Options{Theme: th})
		ground := th.GroundAt(h)
		marks := 0
		for _, sh := range s.Shapes {
			if sh.Kind != render.Polygon || len(sh.Points) != 3 {
				continue
			}
			marks++
			fill, edge := render.ContrastRatio(sh.Fill, ground), render.ContrastRatio(sh.Stroke, ground)
			if max(fill, edge) < 4.5 {
				t.Errorf("height %d: rubble %v edged %v on ground %v: contrast %.2f and %.2f, want one >= 4.5", h, sh.Fill, sh.Stroke, ground, fill, edge)
			}
			if edge >= 4.5 && sh.Width < 0.04 {
				t.Errorf("height %d: rubble edge %.3f wide, want >= 0.04", h, sh.Width)
			}
		}
		if marks != 3 {
			t.Errorf("height %d: %d rubble triangles, want 3", h, marks)
		}
	}
}
