package render

import "testing"

// TestDifficultTerrainStandsOut checks that difficult terrain's marks read
// against the ground they are drawn on. A mark is a fill with an edge round
// it, so it reads when either of the two stands apart from the ground: the
// better of the two WCAG contrast ratios must reach 3:1 (WCAG's minimum for
// the parts of a graphic needed to understand it) on level ground and the
// first heights up in every theme, and 4.5:1 at every height from 3 down
// to 4 up in the high-contrast theme, where a single colour could not do
// it on both dark low ground and pale high ground.
func TestDifficultTerrainStandsOut(t *testing.T) {
	for _, name := range append(WindowThemes(), "print") {
		th, err := ThemeNamed(name)
		if err != nil {
			t.Fatalf("ThemeNamed(%q) error: %v", name, err)
		}
		edge, _ := th.DifficultInk()
		low, high, want := 0, 3, 3.0
		if name == "contrast" {
			low, high, want = -3, 4, 4.5
		}
		for h := low; h <= high; h++ {
			g := th.GroundAt(h)
			fill, rim := ContrastRatio(th.Difficult, g), ContrastRatio(edge, g)
			if max(fill, rim) < want {
				t.Errorf("%s theme, height %d: difficult terrain %v edged %v on ground %v: contrast %.2f and %.2f, want one >= %.1f",
					name, h, th.Difficult, edge, g, fill, rim, want)
			}
		}
	}
}

// TestDifficultInk checks the edge of difficult terrain's marks: the
// theme's own, drawn wide, where it sets one; else the fill darkened, thin.
func TestDifficultInk(t *testing.T) {
	th := ScreenTheme()
	if c, w := th.DifficultInk(); c != Shade(th.Difficult, -0.5) || w != 0.02 {
		t.Errorf("dark theme DifficultInk() = %v, %v; want %v, 0.02", c, w, Shade(th.Difficult, -0.5))
	}
	th.DifficultEdge = RGB(1, 2, 3)
	if c, w := th.DifficultInk(); c != RGB(1, 2, 3) || w <= 0.02 {
		t.Errorf("DifficultInk() with an edge set = %v, %v; want %v wider than 0.02", c, w, RGB(1, 2, 3))
	}
}
