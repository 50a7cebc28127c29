package realms

import (
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestDifficultVisibleInContrastTheme checks that in the high-contrast
// theme a difficult hex's tufts stand out from the hex under them: the
// strokes drawn on top (the thinnest) at WCAG 4.5:1 or more.
func TestDifficultVisibleInContrastTheme(t *testing.T) {
	th, err := render.ThemeNamed("contrast")
	if err != nil {
		t.Fatal(err)
	}
	b := realms.NewBoard(grid.Hex{Width: 1, Height: 1})
	b.Terrain[0] = realms.Difficult
	s := BuildScene(b, Options{Theme: th})
	var hex *render.Shape
	var tufts []render.Shape
	for i, sh := range s.Shapes {
		switch {
		case sh.Kind == render.Polygon && len(sh.Points) == 6 && sh.Fill.A == 255 && hex == nil:
			hex = &s.Shapes[i]
		case sh.Kind == render.Polyline && len(sh.Points) == 2 && hex != nil && sh.Stroke != th.Grid:
			tufts = append(tufts, sh)
		}
	}
	if hex == nil || len(tufts) < 9 {
		t.Fatalf("found hex %v and %d tuft strokes, want a filled hex and 9 strokes or more", hex != nil, len(tufts))
	}
	thinnest := tufts[0].Width
	for _, sh := range tufts {
		thinnest = min(thinnest, sh.Width)
	}
	for _, sh := range tufts {
		if sh.Width != thinnest {
			continue // a casing under the stroke
		}
		if r := render.ContrastRatio(sh.Stroke, hex.Fill); r < 4.5 {
			t.Errorf("tuft %v on difficult hex %v: contrast %.2f, want >= 4.5", sh.Stroke, hex.Fill, r)
		}
	}
}
