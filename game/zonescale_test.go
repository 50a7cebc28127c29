package game

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/session"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// zoneTableView is the monastery in a 1920x1080 zone window at UI scale
// sc, drawn by a real renderer and read from a scripted input.
func zoneTableView(t *testing.T, sc float64) (*zoneView, *scriptedInput) {
	t.Helper()
	_, o := copyEncounter(t, "monastery-zones.json")
	b, err := o.Encounter.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	in := newScriptedInput()
	v := &zoneView{shell: &shell{input: in, w: 1920, h: 1080, dev: 1, userScale: sc}, opt: Options{Encounter: o.Encounter, NoAutosave: true}, play: zonesplay.NewZonePlay(b, o.Encounter.Zones.Shapes, 0, ""), r: testRenderer(t), pic: testPicture(t)}
	v.boxes, v.outlines = zonesplay.ZoneBoxes(o.Encounter.Zones)
	v.draw(ebiten.NewImage(v.w, v.h)) // the scene
	return v, in
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

// testDragOver presses the mouse on creature id and drags it over zone
// to, the button still held, two frames drawn there.
func (v *zoneView) testDragOver(t *testing.T, in *scriptedInput, id, to string) {
	t.Helper()
	point := func(id string) {
		t.Helper()
		v.script = in // pointAtID moves a script's pointer
		defer func() { v.script = nil }()
		if err := v.pointAtID(id); err != nil {
			t.Fatal(err)
		}
	}
	point(id)
	in.btns[ebiten.MouseButtonLeft] = true
	v.testFrames(t, in, 1)
	point(to)
	v.testFrames(t, in, 2)
}

// frames runs n frames of the zone window, the scripted keys held in the
// first, each drawn.
func (v *zoneView) testFrames(t *testing.T, in *scriptedInput, n int, keys ...ebiten.Key) {
	t.Helper()
	for _, k := range keys {
		in.keys[k] = true
	}
	for range n {
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		v.draw(ebiten.NewImage(v.w, v.h))
		in.nextFrame()
		clear(in.keys)
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
			if v.explain.rect == (render.Rect{}) {
				t.Fatal("Mei dragged over the roof with X on: no explain panel")
			}
			if got := strings.Join(strings.Fields(strings.Join(v.explain.lines, " ")), " "); !strings.Contains(got, "Mei moves into Hall roof") || !strings.Contains(got, "To enter a zone by climbing") {
				t.Errorf("explain panel lines %q, want Mei's move and the climbing sentence", got)
			}
			if px := v.explain.px; px < explainMinPx*sc || px > explainPx*sc || (sc == 1 && px != explainPx) {
				t.Errorf("explain text %g px, want %g to %g (%d at 1x)", px, explainMinPx*sc, explainPx*sc, explainPx)
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
			uncovered("explain panel", v.explain.rect)
			in.btns[ebiten.MouseButtonLeft] = false
			v.testFrames(t, in, 2) // dropped: the climb asks its result
			bs := v.barButtons()
			if len(bs) < 4 || bs[2].label != "+" || v.explain.rect == (render.Rect{}) {
				t.Fatalf("climb declared: buttons %v, explain panel %v; want the result pad and the panel", bs, v.explain.rect)
			}
			for _, b := range bs {
				br := render.Rect{Min: render.Point{X: b.rect.X, Y: b.rect.Y}, Max: render.Point{X: b.rect.X + b.rect.W, Y: b.rect.Y + b.rect.H}}
				if screenOverlap(br, v.explain.rect) {
					t.Errorf("the result button %q %v is under the explain panel %v", b.label, br, v.explain.rect)
				}
				if want := 44 * v.panelScale(); b.rect.H != want {
					t.Errorf("the result button %q is %g px high at %gx, want %g", b.label, b.rect.H, sc, want)
				}
			}
			v.testFrames(t, in, 2, ebiten.KeyX)
			if v.explain.rect != (render.Rect{}) {
				t.Errorf("after X again the explain panel is still drawn at %v", v.explain.rect)
			}
		})
	}
}

// Ctrl+= in the zone window makes the interface a step larger and the
// settings file keeps it; Ctrl+- goes back; the status panel follows,
// its lines and the large buttons at the panel's scale: the UI scale, but
// at 2.25 in a 1080 px window 98/44 (a button at most an eleventh of it).
func TestZoneUIScaleRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), SettingsFile)
	if err := os.WriteFile(path, []byte(`{"theme": "light"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	v, in := zoneTableView(t, 2)
	v.files.settings = path
	for _, c := range []struct {
		key         ebiten.Key
		want, panel float64
	}{{ebiten.KeyEqual, 2.25, 98.0 / 44}, {ebiten.KeyMinus, 2, 2}, {ebiten.KeyMinus, 1.75, 1.75}} {
		v.testFrames(t, in, 2, ebiten.KeyControlLeft, c.key)
		s, err := LoadSettings(path)
		if err != nil || s.UIScale != c.want || s.Theme != "light" || v.userScale != c.want {
			t.Errorf("after Ctrl+%v: window %g, settings uiScale %g theme %q error %v; want %g and light", c.key, v.userScale, s.UIScale, s.Theme, err, c.want)
		}
		if got := v.panelScale(); math.Abs(got-c.panel) > 1e-9 {
			t.Errorf("after Ctrl+%v: panelScale() = %g, want %g", c.key, got, c.panel)
		}
		bs := v.barButtons()
		if len(bs) == 0 || bs[0].rect.H != 44*c.panel {
			t.Fatalf("after Ctrl+%v: %d buttons, the first %g px high, want %g", c.key, len(bs), bs[0].rect.H, 44*c.panel)
		}
		h, lines := float64(v.h)-v.zoneMapArea().H-v.barHeight(), 0
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

// Keys rebound in the settings reach the hex and zone windows through the
// one keymap: with explain on J and permit on Y, J shows the hex window's
// explain panel (X no longer does) and Y gives permission; with sprint on
// U, U turns the zone window's Sprint on. Each window's settings page of
// keys lists its own actions: permit in the hex window, sprint in the zone
// window, push in neither.
func TestReboundKeysInHexAndZoneWindows(t *testing.T) {
	km, err := defaultKeymap().With(map[string]string{"explain": "J", "permit": "Y", "sprint": "U"})
	if err != nil {
		t.Fatal(err)
	}
	hv, hin := scriptedHexView(t)
	hv.keymap = km
	hpress := func(k ebiten.Key) {
		t.Helper()
		hin.keys[k] = true
		for range 2 {
			if err := hv.Update(); err != nil {
				t.Fatal(err)
			}
			hin.nextFrame()
			clear(hin.keys)
		}
	}
	hpress(ebiten.KeyX)
	if hv.explain.on {
		t.Error("hex window, explain on J: X turned the explain panel on")
	}
	hpress(ebiten.KeyJ)
	if !hv.explain.on {
		t.Error("hex window, explain on J: J did not turn the explain panel on")
	}
	// the permission names the hostile aimed at: Brann may enter the ogre's hexes
	hv.play.Select("brann")
	hv.play.AimAt(hv.play.Board().Creature("ogre").At)
	hpress(ebiten.KeyY)
	if got := hv.play.Permits(); len(got) != 1 || got[0] != "ogre" {
		t.Errorf("hex window, permit on Y: Y aimed at the ogre gave permission of %v, want [ogre]", got)
	}
	zv, zin := zoneTableView(t, 1)
	zv.keymap = km
	zv.testFrames(t, zin, 2, ebiten.KeyS)
	if zv.play.Sprint() {
		t.Error("zone window, sprint on U: S turned Sprint on")
	}
	zv.testFrames(t, zin, 2, ebiten.KeyU)
	if !zv.play.Sprint() {
		t.Error("zone window, sprint on U: U did not turn Sprint on")
	}
	listed := func(f *fileUI) string {
		var out []string
		for _, r := range f.sheet.rows {
			out = append(out, r.label+" "+r.detail)
		}
		return strings.Join(out, "\n")
	}
	hv.openSettings()
	hv.files.openSettings(hv.settingsHost(mapDoc{hv}, hexWindow, nil), settingsKeys)
	zv.openSettings()
	zv.files.openSettings(zv.settingsHost(mapDoc{zv}, zoneWindow, nil), settingsKeys)
	for _, c := range []struct {
		name      string
		f         *fileUI
		has, hasn string
	}{{"hex", &hv.files, session.ActPermit.String(), session.ActPush.String()}, {"zone", &zv.files, session.ActSprint.String(), session.ActPush.String()}} {
		got := listed(c.f)
		if !strings.Contains(got, c.has) || strings.Contains(got, c.hasn) {
			t.Errorf("%s window's keys page:\n%s\nwant %q listed and %q not", c.name, got, c.has, c.hasn)
		}
	}
	if got := listed(&hv.files); !strings.Contains(got, "Y "+session.ActPermit.String()) {
		t.Errorf("hex window's keys page:\n%s\nwant permit on Y", got)
	}
}
