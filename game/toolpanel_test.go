package game

import (
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
)

// TestToolPanelKeepsItsWidgetsWhileNothingChanges: a press in one Update
// and its release in the next reach the same widget only if the panel is
// not built again between them, so set builds anew only when something
// shown changed (a label, a lit button), not when it is told the same.
func TestToolPanelKeepsItsWidgetsWhileNothingChanges(t *testing.T) {
	r := testRenderer(t)
	th := NewUITheme(render.ScreenTheme().UI, 1, r.Face)
	rows := func(lit bool) []ToolRow {
		return []ToolRow{
			{Text: "Mira", Px: 24, Ink: InkTitle, Bold: true},
			{Cols: 2, Buttons: []PaletteButton{{Name: "Undo", Label: "Undo"}, {Name: "Prone", Label: "Prone L", On: lit}}},
		}
	}
	p := NewToolPanel(NewScriptedInput())
	area := Area{1580, 0, 340, 1000}
	p.Set(rows(false), area, th, 44, 1920, 1080)
	first := p.widgets[1]
	p.Set(rows(false), area, th, 44, 1920, 1080)
	if p.widgets[1] != first {
		t.Errorf("set with the same rows built the widgets again")
	}
	p.Set(rows(true), area, th, 44, 1920, 1080)
	if p.widgets[1] == first {
		t.Errorf("set with Prone lit kept the widgets of Prone unlit")
	}
}

// testRenderer draws with the bundled fonts (the zone window measures
// its buttons' labels with it).
func testRenderer(t *testing.T) *ebitenrender.Renderer {
	t.Helper()
	reg, bold := assets.Fonts()
	r, err := ebitenrender.New(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
