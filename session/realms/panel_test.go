package realms

import (
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
)

// first is a scene without the height HexPanel also returns.
func first(s *render.Scene, _ float64) *render.Scene { return s }

// panelLabels is the text shapes of a hex panel scene.
func panelLabels(s *render.Scene) []render.Shape {
	var out []render.Shape
	for _, sh := range s.Shapes {
		if sh.Kind == render.Text {
			out = append(out, sh)
		}
	}
	return out
}

// TestHexPanelFollowsUIScale: the UI scale "scales panel text
// ... together": at 2x the hex panel shows the same lines as at 1x, each
// twice the size and twice as far from the panel's left edge.
func TestHexPanelFollowsUIScale(t *testing.T) {
	ui := render.ScreenTheme().UI
	tall := func(w float64) render.Rect {
		return render.Rect{Min: render.Point{X: 100, Y: 0}, Max: render.Point{X: 100 + w, Y: 5000}}
	}
	one := panelLabels(first(HexPanel(nil, nil, nil, "", nil, tall(340), ui, 1)))
	two := panelLabels(first(HexPanel(nil, nil, nil, "", nil, tall(680), ui, 2)))
	if len(one) == 0 {
		t.Fatal("HexPanel(no creature) has no text")
	}
	if len(two) != len(one) {
		t.Fatalf("HexPanel at 2x has %d labels, want %d as at 1x", len(two), len(one))
	}
	for i := range one {
		a, b := one[i], two[i]
		if b.Text != a.Text || b.Size != 2*a.Size {
			t.Errorf("label %d at 2x = %q size %v, want %q size %v", i, b.Text, b.Size, a.Text, 2*a.Size)
		}
		if a.Align == render.AlignLeft && b.Points[0].X-100 != 2*(a.Points[0].X-100) {
			t.Errorf("label %q at 2x is %v from the edge, want %v", a.Text, b.Points[0].X-100, 2*(a.Points[0].X-100))
		}
	}
}

// TestHexPanelWrapsToItsWidth: in a panel narrowed to leave the map most
// of the window (UI scale 3), every line is wrapped to the
// panel's width and nothing is left out: the page scrolls instead.
func TestHexPanelWrapsToItsWidth(t *testing.T) {
	ui := render.ScreenTheme().UI
	b := realms.NewBoard(grid.Hex{Width: 4, Height: 4, Orientation: grid.Pointy})
	mira := realms.Creature{ID: "mira", Name: "Mira", Speed: 50, Prone: true, Effects: []realms.Effect{{Name: "quick step", Kind: realms.Rate, Value: 10}}}
	b.Creatures = append(b.Creatures, mira)
	c := b.Creature("mira")
	wide, wideBottom := HexPanel(c, nil, nil, "Orc", nil, render.Rect{Max: render.Point{X: 1020, Y: 100}}, ui, 3)
	r := render.Rect{Min: render.Point{X: 1000, Y: 50}, Max: render.Point{X: 1000 + 690, Y: 100}}
	narrow, bottom := HexPanel(c, nil, nil, "Orc", nil, r, ui, 3)
	labels := panelLabels(narrow)
	if len(labels) <= len(panelLabels(wide)) {
		t.Errorf("HexPanel 690 px wide at 3x has %d labels, want more than the %d of 1020 px (lines wrapped)", len(labels), len(panelLabels(wide)))
	}
	if bottom-50 <= wideBottom {
		t.Errorf("HexPanel 690 px wide reaches %v px down, want more than the %v of 1020 px", bottom-50, wideBottom)
	}
	for _, l := range labels {
		w := render.TextWidth(l.Text, l.Size, l.Bold)
		left := l.Points[0].X
		if l.Align == render.AlignRight {
			left -= w
		}
		if left < r.Min.X || left+w > r.Max.X {
			t.Errorf("label %q spans x %v to %v, outside the panel's %v to %v", l.Text, left, left+w, r.Min.X, r.Max.X)
		}
		if l.Points[0].Y > bottom {
			t.Errorf("label %q at y %v, below the bottom %v HexPanel reports", l.Text, l.Points[0].Y, bottom)
		}
	}
}
