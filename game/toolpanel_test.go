package game

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// TestToolPanelKeepsItsWidgetsWhileNothingChanges: a press in one Update
// and its release in the next reach the same widget only if the panel is
// not built again between them, so set builds anew only when something
// shown changed (a label, a lit button), not when it is told the same.
func TestToolPanelKeepsItsWidgetsWhileNothingChanges(t *testing.T) {
	r := testRenderer(t)
	th := newUITheme(render.ScreenTheme().UI, 1, r.Face)
	rows := func(lit bool) []toolRow {
		return []toolRow{
			{text: "Mira", px: 24, ink: inkTitle, bold: true},
			{cols: 2, buttons: []paletteButton{{name: "Undo", label: "Undo"}, {name: "Prone", label: "Prone L", on: lit}}},
		}
	}
	p := newToolPanel(newScriptedInput())
	area := Area{1580, 0, 340, 1000}
	p.set(rows(false), area, th, 44, 1920, 1080)
	first := p.widgets[1]
	p.set(rows(false), area, th, 44, 1920, 1080)
	if p.widgets[1] != first {
		t.Errorf("set with the same rows built the widgets again")
	}
	p.set(rows(true), area, th, 44, 1920, 1080)
	if p.widgets[1] == first {
		t.Errorf("set with Prone lit kept the widgets of Prone unlit")
	}
}

// TestZoneBarWidgetsLieWhereTheBarIsLaidOut: the zone bar's rows and
// widths are flowRows' (barButtons, which tests, scripts and the explain
// panel read); the ebitenui widgets drawn for them lie there, to a pixel,
// at UI scale 1, 2 and 3 on every tab.
func TestZoneBarWidgetsLieWhereTheBarIsLaidOut(t *testing.T) {
	for _, sc := range []float64{1, 2, 3} {
		for tab := range zonesplay.ZoneTabCount {
			t.Run(fmt.Sprintf("%gx %v", sc, tab), func(t *testing.T) {
				v, in := zoneTableView(t, sc)
				v.bar.tab = tab
				v.testFrames(t, in, 1)
				want := v.barButtons()
				got := v.bar.panel.buttons()
				if len(got) != len(want) {
					t.Fatalf("%d widgets, want the %d buttons laid out", len(got), len(want))
				}
				for i, b := range want {
					g := got[i].rect
					if math.Abs(g.X-b.rect.X) > 1 || math.Abs(g.Y-b.rect.Y) > 1 || math.Abs(g.W-b.rect.W) > 1 || math.Abs(g.H-b.rect.H) > 1 {
						t.Errorf("button %q drawn at %v, laid out at %v", b.label, g, b.rect)
					}
				}
			})
		}
	}
}

// TestZonePaletteButtonsAreFingerSized: with the map editor open at UI
// scale 1, 2 and 3 in a 1920x1080 window, every palette button is a
// finger high (fingerHeight) and, the palette scrolled to it, whole in
// the palette: a page too long for the window scrolls rather than
// shrinks its buttons.
func TestZonePaletteButtonsAreFingerSized(t *testing.T) {
	for _, sc := range []float64{1, 2, 3} {
		t.Run(fmt.Sprintf("%gx", sc), func(t *testing.T) {
			v, in := zoneTableView(t, sc)
			v.startEdit()
			v.zed.ed.Down(v.boxes[0].Min) // the hall selected: its fields
			v.zed.ed.Up(v.boxes[0].Min)
			v.testFrames(t, in, 2)
			p := v.bar.panel
			want := float64(fingerHeight(sc, 1, v.h))
			area := Area{float64(v.w) - v.paletteWidth(), 0, v.paletteWidth(), float64(v.h) - v.statusHeight()}
			if len(p.buttons()) < 10 {
				t.Fatalf("palette has %d buttons, want the tools, the hall's fields and Done", len(p.buttons()))
			}
			for i, b := range p.buttons() {
				if b.rect.H != want {
					t.Errorf("button %q is %v px high, want %v", b.name, b.rect.H, want)
				}
				if p.reveal(i) {
					v.testFrames(t, in, 1)
				}
				r := p.buttons()[i]
				if !within(r.rect, area) || (r.clip != Area{} && !within(r.rect, r.clip)) {
					t.Errorf("button %q at %v once scrolled to, not whole in the palette %v (view %v)", b.name, r.rect, area, r.clip)
				}
			}
		})
	}
}

// TestZoneBarClickGoesThroughEbitenui: a click on the bar's Sprint (the
// pointer over it, pressed, let go) sends its action, as S does.
func TestZoneBarClickGoesThroughEbitenui(t *testing.T) {
	v, in := zoneTableView(t, 1)
	v.testFrames(t, in, 1)
	x, y, ok := v.editButtonPixel("Sprint")
	if !ok {
		t.Fatal("no Sprint on the Play tab")
	}
	in.x, in.y = x, y
	v.testFrames(t, in, 1)
	in.btns[ebiten.MouseButtonLeft] = true
	v.testFrames(t, in, 1)
	in.btns[ebiten.MouseButtonLeft] = false
	v.testFrames(t, in, 2)
	if !v.play.Sprint() {
		t.Errorf("Sprint clicked: sprint off, want on")
	}
}
