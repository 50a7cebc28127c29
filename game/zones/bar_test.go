package zones

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

func TestFlowRows(t *testing.T) {
	tests := []struct {
		name        string
		need, lead  []float64
		width       float64
		wantRows    int
		wantRowOf   []int
		wantX, want []float64 // x and width of each box
	}{
		{"one row, widened to fill it", []float64{100, 200}, []float64{0, 0}, 330, 1, []int{0, 0}, []float64{10, 120}, []float64{100, 200}},
		{"spare room shared in proportion", []float64{100, 200}, []float64{0, 0}, 630, 1, []int{0, 0}, []float64{10, 220}, []float64{200, 400}},
		{"wrapped to a second row", []float64{100, 200, 300}, []float64{0, 0, 0}, 330, 2, []int{0, 0, 1}, []float64{10, 120, 10}, []float64{100, 200, 310}},
		{"lead before a box within a row", []float64{100, 100}, []float64{0, 20}, 250, 1, []int{0, 0}, []float64{10, 140}, []float64{100, 100}},
		{"no lead at a row's start", []float64{100, 100}, []float64{0, 20}, 200, 2, []int{0, 1}, []float64{10, 10}, []float64{180, 180}},
		{"a box wider than a row is cut to it", []float64{500}, []float64{0}, 200, 1, []int{0}, []float64{10}, []float64{180}},
		{"widened at most maxWiden times", []float64{100, 50}, []float64{0, 0}, 1000, 1, []int{0, 0}, []float64{10, 270}, []float64{250, 125}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			boxes, rows := flowRows(tt.need, tt.lead, tt.width, 10)
			if rows != tt.wantRows {
				t.Errorf("flowRows(%v, width %g) rows = %d, want %d", tt.need, tt.width, rows, tt.wantRows)
			}
			for i, b := range boxes {
				if b.row != tt.wantRowOf[i] || math.Abs(b.x-tt.wantX[i]) > 1e-9 || math.Abs(b.w-tt.want[i]) > 1e-9 {
					t.Errorf("flowRows(%v, width %g) box %d = row %d x %g w %g, want row %d x %g w %g", tt.need, tt.width, i, b.row, b.x, b.w, tt.wantRowOf[i], tt.wantX[i], tt.want[i])
				}
			}
		})
	}
}

// TestZoneWindowHasAButtonForEveryAction: "every action
// reachable with large touch targets, no keyboard": each action the zone
// window reads from a key has exactly one button on the bar's tabs, or,
// what only a waiting move or throw or the explain panel asks, its button
// there (the result pad's, the explain panel's pages).
func TestZoneWindowHasAButtonForEveryAction(t *testing.T) {
	v, in := zoneTableView(t, 1)
	onTabs := map[session.Action]int{}
	for tab := range zonesplay.ZoneTabCount {
		v.bar.tab = tab
		shown := map[string]bool{}
		for _, b := range v.barButtons() {
			shown[b.name] = true
		}
		for _, b := range v.play.Buttons(tab, zonesplay.ZoneWindowState{}) {
			onTabs[b.Act]++
			if !shown[b.Name] {
				t.Errorf("the %v tab's %q is not on the bar", tab, b.Name)
			}
		}
		for t2 := range zonesplay.ZoneTabCount {
			if !shown[t2.String()] {
				t.Errorf("the %v tab shows no %v tab", tab, t2)
			}
		}
	}
	// what only shows while something waits: its button's label
	waiting := map[session.Action]string{
		session.ActCommit: "OK", session.ActLose: "Lost", session.ActNextChoice: "Next choice", session.ActCancel: "Cancel",
		session.ActExplainPrev: "<", session.ActExplainNext: ">",
	}
	for d := range session.Action(10) {
		waiting[session.ActDistance0+d] = "+" // typed digits: the result's − and +
	}
	// the keyboard's own way to pick and aim (the zone play's Do and Arrow): a finger
	// taps a creature and holds it to drag
	keysOnly := []session.Action{session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown, session.ActPrevCreature,
		session.ActBandUp, session.ActBandDown} // the monastery has no height bands: session's TestZoneBandButtons
	for _, b := range game.DefaultKeymap().In(game.ZoneWindow) {
		if _, ok := waiting[b.Act]; !ok && onTabs[b.Act] != 1 && !slices.Contains(keysOnly, b.Act) {
			t.Errorf("%v (key %s) has %d buttons on the zone window's tabs, want 1", b.Act, game.DefaultKeymap().Name(b.Act), onTabs[b.Act])
		}
	}
	// Mei dropped on the full hall: the limit challenge's result pad
	v.play.Drop("mei", "hall")
	labels := map[string]bool{}
	for _, b := range v.barButtons() {
		labels[b.name] = true
	}
	for a, l := range waiting {
		if a != session.ActExplainPrev && a != session.ActExplainNext && !labels[l] {
			t.Errorf("%v: no %q button while the limit challenge asks its result (buttons %v)", a, l, labels)
		}
	}
	// the explain panel's pages, narrated at 3x in a small window
	v.play.Cancel()
	v.UserScale, v.W, v.H = 3, 1280, 720
	v.testFrames(t, in, 2, ebiten.KeyX)
	v.play.Drop("mei", "hall")
	v.testFrames(t, in, 2)
	if v.Explain.Next.W == 0 {
		t.Fatalf("explain on, a limit challenge declared at 3x in 1280x720: lines %d, no page buttons", len(v.Explain.Lines))
	}
	v.pressButton(v.Explain.Next.X+v.Explain.Next.W/2, v.Explain.Next.Y+v.Explain.Next.H/2)
	v.testFrames(t, in, 1)
	if v.Explain.Page != 1 || v.Explain.Prev.W == 0 {
		t.Errorf("the explain panel's > pressed: page %d, < %v; want page 1 and a < button", v.Explain.Page, v.Explain.Prev)
	}
}

// TestZoneBarFitsAndCoversNoZone: at UI scale 1, 2 and 3, turned 0, 90
// and 180 degrees, on every tab with Cancel and with a limit challenge's
// result pad, the large buttons lie in the window
// under the map, overlap neither each other nor any zone, and each label
// fits its button; the status panel's text and the buttons' are the same
// panel scale.
func TestZoneBarFitsAndCoversNoZone(t *testing.T) {
	for _, sc := range []float64{1, 2, 3} {
		for _, turn := range []int{0, 1, 2} {
			for tab := range zonesplay.ZoneTabCount + 1 {
				name := "result pad"
				if tab < zonesplay.ZoneTabCount {
					name = tab.String()
				}
				t.Run(fmt.Sprintf("%gx %d° %s", sc, 90*turn, name), func(t *testing.T) {
					v, in := zoneTableView(t, sc)
					v.Turn = turn
					if tab < zonesplay.ZoneTabCount {
						v.bar.tab = tab
						v.play.EndOfRound() // Cancel shows too
					} else {
						v.play.Drop("mei", "hall")
					}
					v.testFrames(t, in, 1)
					area := v.zoneMapArea() // above the panel, or beside it (turned 90)
					mapBottom := area.H
					bs := v.barButtons()
					_, _, size, _ := v.barMetrics()
					face := v.r.Face(size, true)
					view := v.mapView()
					for i, b := range bs {
						r := b.rect
						if r.X < 0 || (r.Y < mapBottom && r.X < area.W) || r.X+r.W > float64(v.W)+1e-6 || r.Y+r.H > float64(v.H)+1e-6 {
							t.Errorf("button %q %v is not in the window off the map %v", b.label, r, area)
						}
						if w := text.Advance(b.label, face); w > r.W-2*v.panelScale() {
							t.Errorf("label %q is %g px wide in a button %g px wide", b.label, w, r.W)
						}
						for _, o := range bs[i+1:] {
							if r.X < o.rect.X+o.rect.W && o.rect.X < r.X+r.W && r.Y < o.rect.Y+o.rect.H && o.rect.Y < r.Y+r.H {
								t.Errorf("buttons %q %v and %q %v overlap", b.label, r, o.label, o.rect)
							}
						}
					}
					for i, box := range v.boxes {
						a, c := view.ToScreen(box.Min), view.ToScreen(box.Max)
						z := render.Rect{Min: render.Point{X: math.Min(a.X, c.X), Y: math.Min(a.Y, c.Y)}, Max: render.Point{X: math.Max(a.X, c.X), Y: math.Max(a.Y, c.Y)}}
						if z.Min.X < 0 || z.Min.Y < 0 || z.Max.X > area.W || z.Max.Y > mapBottom {
							t.Errorf("zone %d at %v is not all in the map area %v", i, z, area)
						}
					}
					if want := math.Min(sc, float64(v.H)/11/44); math.Abs(v.panelScale()-want) > 0.02 {
						t.Errorf("panelScale() = %g, want about %g", v.panelScale(), want)
					}
				})
			}
		}
	}
}

// TestZonePlayerViewBackByItsButton: the player view shown in place has
// one large button, Director view, at the foot of the panel (off the
// map); pressed, the director's view and its tabs are back.
func TestZonePlayerViewBackByItsButton(t *testing.T) {
	v, in := zoneTableView(t, 2)
	v.testFrames(t, in, 2, ebiten.KeyControlLeft, ebiten.KeyP)
	if !v.Live.Players {
		t.Fatal("Ctrl+P: no player view")
	}
	bs := v.barButtons()
	if len(bs) != 1 || bs[0].name != "Director view" || bs[0].rect.Y < v.zoneMapArea().H {
		t.Fatalf("player view: buttons %v, want Director view alone below the map (%g)", bs, v.zoneMapArea().H)
	}
	// a click there, through ebitenui as a person's
	in.X, in.Y = int(bs[0].rect.X+bs[0].rect.W/2), int(bs[0].rect.Y+bs[0].rect.H/2)
	v.testFrames(t, in, 1)
	in.Btns[ebiten.MouseButtonLeft] = true
	v.testFrames(t, in, 1)
	in.Btns[ebiten.MouseButtonLeft] = false
	v.testFrames(t, in, 2)
	if v.Live.Players || len(v.barButtons()) < 4 {
		t.Errorf("Director view pressed: player view %v, %d buttons; want the director's view and its tabs", v.Live.Players, len(v.barButtons()))
	}
}
