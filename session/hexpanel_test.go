package session

import (
	"testing"

	"github.com/battlemap/battlemap/render"
)

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

// TestHexPanelFollowsUIScale: issue 14, the UI scale "scales panel text
// ... together": at 2x the hex panel shows the same lines as at 1x, each
// twice the size and twice as far from the panel's left edge.
func TestHexPanelFollowsUIScale(t *testing.T) {
	ui := render.ScreenTheme().UI
	tall := func(w float64) render.Rect {
		return render.Rect{Min: render.Point{X: 100, Y: 0}, Max: render.Point{X: 100 + w, Y: 5000}}
	}
	one := panelLabels(HexPanel(nil, nil, nil, false, 1, nil, tall(340), ui, 1))
	two := panelLabels(HexPanel(nil, nil, nil, false, 1, nil, tall(680), ui, 2))
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

// TestHexPanelLeavesOutLinesThatDoNotFit: a line is drawn whole or not at
// all, so big text in a short panel never runs into the status line.
func TestHexPanelLeavesOutLinesThatDoNotFit(t *testing.T) {
	ui := render.ScreenTheme().UI
	r := render.Rect{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: 680, Y: 300}}
	labels := panelLabels(HexPanel(nil, nil, nil, false, 1, nil, r, ui, 3))
	if len(labels) == 0 {
		t.Fatal("HexPanel at 3x in 300 px shows nothing")
	}
	for _, l := range labels {
		if bottom := l.Points[0].Y + l.Size*1.45/2; bottom > r.Max.Y {
			t.Errorf("label %q reaches y %v, past the panel's bottom %v", l.Text, bottom, r.Max.Y)
		}
	}
	all := panelLabels(HexPanel(nil, nil, nil, false, 1, nil, render.Rect{Max: render.Point{X: 680, Y: 5000}}, ui, 3))
	if len(labels) >= len(all) {
		t.Errorf("HexPanel at 3x in 300 px shows %d labels, want fewer than the %d of a tall panel", len(labels), len(all))
	}
}
