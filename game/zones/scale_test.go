package zones

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// zoneTableView is the monastery in a 1920x1080 zone window at UI scale
// sc, drawn by a real renderer and read from a scripted input.
func zoneTableView(t *testing.T, sc float64) (*zoneView, *game.ScriptedInput) {
	t.Helper()
	_, o := gametest.CopyEncounter(t, "monastery-zones.json")
	b, err := o.Encounter.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	in := game.NewScriptedInput()
	v := &zoneView{Shell: &game.Shell{Input: in, W: 1920, H: 1080, Dev: 1, UserScale: sc}, opt: game.Options{Encounter: o.Encounter, NoAutosave: true}, play: zonesplay.NewZonePlay(b, o.Encounter.Zones.Shapes, 0, ""), r: gametest.Renderer(t), pic: gametest.Picture(t)}
	v.boxes, v.outlines = zonesplay.ZoneBoxes(o.Encounter.Zones)
	v.Draw(ebiten.NewImage(v.W, v.H)) // the scene
	return v, in
}

// testDragOver presses the mouse on creature id and drags it over zone
// to, the button still held, two frames drawn there.
func (v *zoneView) testDragOver(t *testing.T, in *game.ScriptedInput, id, to string) {
	t.Helper()
	point := func(id string) {
		t.Helper()
		v.Script = in // pointAtID moves a script's pointer
		defer func() { v.Script = nil }()
		if err := v.PointAtID(id); err != nil {
			t.Fatal(err)
		}
	}
	point(id)
	in.Btns[ebiten.MouseButtonLeft] = true
	v.testFrames(t, in, 1)
	point(to)
	v.testFrames(t, in, 2)
}

// frames runs n frames of the zone window, the scripted keys held in the
// first, each drawn.
func (v *zoneView) testFrames(t *testing.T, in *game.ScriptedInput, n int, keys ...ebiten.Key) {
	t.Helper()
	for _, k := range keys {
		in.Keys[k] = true
	}
	for range n {
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		v.Draw(ebiten.NewImage(v.W, v.H))
		in.NextFrame()
		clear(in.Keys)
	}
}

// X in the zone window shows the explain panel: Mei dragged over the roof
// is narrated step by step with the rule sentences, at the UI scale's
// size, the panel covering neither Mei, Jun (her partner) nor the roof;
// a declared climb keeps it clear of the large result buttons (in the
// bar), never over them; X again hides it.
func TestZoneWindowExplain(t *testing.T) {
	for _, sc := range []float64{1, 2, 3} {
		t.Run(fmt.Sprintf("%gx", sc), func(t *testing.T) {
			v, in := zoneTableView(t, sc)
			v.testFrames(t, in, 2, ebiten.KeyX)
			v.testDragOver(t, in, "mei", "roof")
			if v.Explain.Rect == (render.Rect{}) {
				t.Fatal("Mei dragged over the roof with X on: no explain panel")
			}
			if got := strings.Join(strings.Fields(strings.Join(v.Explain.Lines, " ")), " "); !strings.Contains(got, "Mei moves into Hall roof") || !strings.Contains(got, "To enter a zone by climbing") {
				t.Errorf("explain panel lines %q, want Mei's move and the climbing sentence", got)
			}
			if px := v.Explain.Px; px < game.ExplainMinPx*sc || px > game.ExplainPx*sc || (sc == 1 && px != game.ExplainPx) {
				t.Errorf("explain text %g px, want %g to %g (%d at 1x)", px, game.ExplainMinPx*sc, game.ExplainPx*sc, game.ExplainPx)
			}
			pts, r := v.previewPoints(), v.tokenRadius()
			if len(pts) < 3 {
				t.Fatalf("previewPoints = %v, want Mei, Jun and the roof", pts)
			}
			uncovered := func(what string, box render.Rect) {
				t.Helper()
				for _, p := range pts {
					if p.X > box.Min.X-r/2 && p.X < box.Max.X+r/2 && p.Y > box.Min.Y-r/2 && p.Y < box.Max.Y+r/2 {
						t.Errorf("the %s %v covers the preview's point %v", what, box, p)
					}
				}
			}
			uncovered("explain panel", v.Explain.Rect)
			in.Btns[ebiten.MouseButtonLeft] = false
			v.testFrames(t, in, 2) // dropped: the climb asks its result
			bs := v.barButtons()
			if len(bs) < 4 || bs[2].label != "+" || v.Explain.Rect == (render.Rect{}) {
				t.Fatalf("climb declared: buttons %v, explain panel %v; want the result pad and the panel", bs, v.Explain.Rect)
			}
			for _, b := range bs {
				br := render.Rect{Min: render.Point{X: b.rect.X, Y: b.rect.Y}, Max: render.Point{X: b.rect.X + b.rect.W, Y: b.rect.Y + b.rect.H}}
				if game.ScreenOverlap(br, v.Explain.Rect) {
					t.Errorf("the result button %q %v is under the explain panel %v", b.label, br, v.Explain.Rect)
				}
				if want := 44 * v.panelScale(); b.rect.H != want {
					t.Errorf("the result button %q is %g px high at %gx, want %g", b.label, b.rect.H, sc, want)
				}
			}
			v.testFrames(t, in, 2, ebiten.KeyX)
			if v.Explain.Rect != (render.Rect{}) {
				t.Errorf("after X again the explain panel is still drawn at %v", v.Explain.Rect)
			}
		})
	}
}

// Ctrl+= in the zone window makes the interface a step larger and the
// settings file keeps it; Ctrl+- goes back; the status panel follows,
// its lines and the large buttons at the panel's scale: the UI scale, but
// at 2.25 in a 1080 px window 98/44 (a button at most an eleventh of it).
func TestZoneUIScaleRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), game.SettingsFile)
	if err := os.WriteFile(path, []byte(`{"theme": "light"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	v, in := zoneTableView(t, 2)
	v.Files.Settings = path
	for _, c := range []struct {
		key         ebiten.Key
		want, panel float64
	}{{ebiten.KeyEqual, 2.25, 98.0 / 44}, {ebiten.KeyMinus, 2, 2}, {ebiten.KeyMinus, 1.75, 1.75}} {
		v.testFrames(t, in, 2, ebiten.KeyControlLeft, c.key)
		s, err := game.LoadSettings(path)
		if err != nil || s.UIScale != c.want || s.Theme != "light" || v.UserScale != c.want {
			t.Errorf("after Ctrl+%v: window %g, settings uiScale %g theme %q error %v; want %g and light", c.key, v.UserScale, s.UIScale, s.Theme, err, c.want)
		}
		if got := v.panelScale(); math.Abs(got-c.panel) > 1e-9 {
			t.Errorf("after Ctrl+%v: panelScale() = %g, want %g", c.key, got, c.panel)
		}
		bs := v.barButtons()
		if len(bs) == 0 || bs[0].rect.H != 44*c.panel {
			t.Fatalf("after Ctrl+%v: %d buttons, the first %g px high, want %g", c.key, len(bs), bs[0].rect.H, 44*c.panel)
		}
		h, lines := float64(v.H)-v.zoneMapArea().H-v.barHeight(), 0
		for n := 1; n <= zoneInfoLines; n++ {
			if h == math.Round(float64(n*zoneLineHeight+16)*c.panel) {
				lines = n
			}
		}
		if lines == 0 {
			t.Errorf("after Ctrl+%v: status panel %g px high, want a whole number of %d px lines and 16 px at scale %g", c.key, h, zoneLineHeight, c.panel)
		}
	}
}

// Keys rebound in the settings reach the zone window through the one
// keymap: with sprint on U, U turns the zone window's Sprint on (S no
// longer does); its settings page of keys lists its own actions: sprint,
// not push.
func TestReboundKeysInZoneWindow(t *testing.T) {
	km, err := game.DefaultKeymap().With(map[string]string{"explain": "J", "permit": "Y", "sprint": "U"})
	if err != nil {
		t.Fatal(err)
	}
	zv, zin := zoneTableView(t, 1)
	zv.Keymap = km
	zv.testFrames(t, zin, 2, ebiten.KeyS)
	if zv.play.Sprint() {
		t.Error("zone window, sprint on U: S turned Sprint on")
	}
	zv.testFrames(t, zin, 2, ebiten.KeyU)
	if !zv.play.Sprint() {
		t.Error("zone window, sprint on U: U did not turn Sprint on")
	}
	zv.OpenSettings()
	zv.Files.OpenSettings(zv.SettingsHost(game.MapDoc{MapWindow: zv}, game.ZoneWindow, nil), game.SettingsKeys)
	var rows []string
	for _, r := range zv.Files.Sheet.Rows {
		rows = append(rows, r.Label+" "+r.Detail)
	}
	if got := strings.Join(rows, "\n"); !strings.Contains(got, "U "+session.ActSprint.String()) || strings.Contains(got, session.ActPush.String()) {
		t.Errorf("zone window's keys page:\n%s\nwant sprint on U listed and %q not", got, session.ActPush.String())
	}
}
