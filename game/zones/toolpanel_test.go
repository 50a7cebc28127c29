package zones

import (
	"fmt"
	"math"
	"testing"

	"github.com/battlemap/battlemap/game"

	zonesplay "github.com/battlemap/battlemap/session/zones"
	"github.com/hajimehoshi/ebiten/v2"
)

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
				got := v.bar.panel.Buttons()
				if len(got) != len(want) {
					t.Fatalf("%d widgets, want the %d buttons laid out", len(got), len(want))
				}
				for i, b := range want {
					g := got[i].Rect
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
			want := float64(game.FingerHeight(sc, 1, v.H))
			area := game.Area{X: float64(v.W) - v.paletteWidth(), Y: 0, W: v.paletteWidth(), H: float64(v.H) - v.statusHeight()}
			if len(p.Buttons()) < 10 {
				t.Fatalf("palette has %d buttons, want the tools, the hall's fields and Done", len(p.Buttons()))
			}
			for i, b := range p.Buttons() {
				if b.Rect.H != want {
					t.Errorf("button %q is %v px high, want %v", b.Name, b.Rect.H, want)
				}
				if p.Reveal(i) {
					v.testFrames(t, in, 1)
				}
				r := p.Buttons()[i]
				if !within(r.Rect, area) || (r.Clip != game.Area{} && !within(r.Rect, r.Clip)) {
					t.Errorf("button %q at %v once scrolled to, not whole in the palette %v (view %v)", b.Name, r.Rect, area, r.Clip)
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
	in.X, in.Y = x, y
	v.testFrames(t, in, 1)
	in.Btns[ebiten.MouseButtonLeft] = true
	v.testFrames(t, in, 1)
	in.Btns[ebiten.MouseButtonLeft] = false
	v.testFrames(t, in, 2)
	if !v.play.Sprint() {
		t.Errorf("Sprint clicked: sprint off, want on")
	}
}
