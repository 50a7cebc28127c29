package game

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/rules/realms"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// hexTableView is the river ford in a 1920x1080 hex window at UI scale
// sc, drawn by a real renderer, with Brann's move east to [9, 4] (through
// the ford) lifted by a finger and waiting for Commit, and the explain
// panel on.
func hexTableView(t *testing.T, sc float64) *hexView {
	t.Helper()
	enc, err := maps.Load("../assets/encounters/river-ford.json")
	if err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	r, err := ebitenrender.New(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	v := &hexView{shell: &shell{input: newScriptedInput(), w: 1920, h: 1080, dev: 1, userScale: sc}, opt: Options{Encounter: enc}, play: realmsplay.NewHexPlay(b, ""), layout: render.NewHexLayout(b.Geometry),
		r: r, pic: testPicture(t)}
	v.draw(ebiten.NewImage(v.w, v.h)) // the scene
	v.cam.Fit(v.scene.Bounds, HexFitArea(v.w, v.h, v.uiScale()))
	v.play.PickUp("brann")
	v.touch.lifted, v.touch.aim, v.touch.aimOn = true, b.Cell(realms.Pos{9, 4}), true
	v.play.PointAt(v.touch.aim, true)
	v.explain.toggle()
	v.idleGate.wake() // the state set above, as an Update would
	v.draw(ebiten.NewImage(v.w, v.h))
	return v
}

// At UI scale 1, 2 and 3 the hex window's large Commit and Cancel grow
// with the scale, and neither they nor the explain panel cover Brann or a
// hex of his path; the explain panel's text grows too.
func TestHexWindowTouchAndExplainFollowTheUIScale(t *testing.T) {
	var h1 float64
	for _, sc := range []float64{1, 2, 3} {
		t.Run(fmt.Sprintf("%gx", sc), func(t *testing.T) {
			v := hexTableView(t, sc)
			area := hexMapArea(v.w, v.h, v.uiScale())
			c := v.play.Board().Creature("brann")
			plan, err := v.play.Board().Plan(c.ID, v.touch.aim, v.play.Options(c.ID))
			if err != nil {
				t.Fatal(err)
			}
			pts := v.planPoints(c, &plan)
			r := v.hexRadius()
			bs := v.touchButtons(area)
			if len(bs) != 2 {
				t.Fatalf("touchButtons = %d buttons, want Commit and Cancel", len(bs))
			}
			if v.explain.rect == (render.Rect{}) {
				t.Fatal("the explain panel is not drawn")
			}
			boxes := map[string]render.Rect{"explain panel": v.explain.rect}
			for _, b := range bs {
				boxes[b.label] = render.Rect{Min: render.Point{X: b.rect.X, Y: b.rect.Y}, Max: render.Point{X: b.rect.X + b.rect.W, Y: b.rect.Y + b.rect.H}}
				if !area.Contains(b.rect.X, b.rect.Y) || !area.Contains(b.rect.X+b.rect.W-1, b.rect.Y+b.rect.H-1) {
					t.Errorf("%s at %+v is not inside the map %+v", b.label, b.rect, area)
				}
			}
			for name, box := range boxes {
				for _, p := range pts {
					if p.X > box.Min.X-r/2 && p.X < box.Max.X+r/2 && p.Y > box.Min.Y-r/2 && p.Y < box.Max.Y+r/2 {
						t.Errorf("the %s %v covers the move's hex at %v", name, box, p)
					}
				}
			}
			if screenOverlap(boxes["explain panel"], boxes["Commit"]) || screenOverlap(boxes["explain panel"], boxes["Cancel"]) {
				t.Errorf("the explain panel %v and the buttons %v %v overlap", boxes["explain panel"], boxes["Commit"], boxes["Cancel"])
			}
			h := bs[0].rect.H
			if sc == 1 {
				h1 = h
				return
			}
			if h < 1.4*h1 {
				t.Errorf("Commit is %g px high, want at least 1.4 times the 1x %g", h, h1)
			}
			if f := v.explain.px; f < explainMinPx*sc || f > explainPx*sc {
				t.Errorf("the explain text is %g px, want %g to %g", f, explainMinPx*sc, explainPx*sc)
			}
		})
	}
}

// At UI scale 3 a long explain narration pages: the ▶ button (a click
// or a tap) and . turn the page, , turns back, and the page stays within
// the narration.
func TestHexWindowExplainPages(t *testing.T) {
	v := hexTableView(t, 3)
	if v.explain.next.W == 0 {
		t.Fatalf("UI scale 3: the explain panel (%d lines) has no next-page button", len(v.explain.lines))
	}
	if v.explain.next.H < 44*3 {
		t.Errorf("the next-page button is %g px high, want at least %d at 3x", v.explain.next.H, 44*3)
	}
	n := v.explain.next
	if !v.explain.press(n.X+n.W/2, n.Y+n.H/2) {
		t.Fatal("press on the middle of the next-page button did nothing")
	}
	v.draw(ebiten.NewImage(v.w, v.h))
	if v.explain.page != 1 {
		t.Errorf("after the next-page button, page = %d, want 1", v.explain.page)
	}
	in := v.input.(*scriptedInput)
	press := func(k ebiten.Key) {
		in.keys[k] = true
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.nextFrame()
		clear(in.keys)
		v.draw(ebiten.NewImage(v.w, v.h))
	}
	for range 30 {
		press(ebiten.KeyPeriod)
	}
	last := v.explain.page
	if last < 1 || last >= len(v.explain.lines) {
		t.Errorf("after 30 more pages, page = %d, want the last (1 to %d)", last, len(v.explain.lines)-1)
	}
	press(ebiten.KeyComma)
	if v.explain.page != last-1 {
		t.Errorf("after , on page %d, page = %d, want %d", last, v.explain.page, last-1)
	}
}

// The hex window's status line wraps to two lines, never wider than the
// window less its margins, the second ending in "…" when the text goes
// on; a short text stays one line.
func TestHexStatusLinesWrap(t *testing.T) {
	long := strings.Repeat("Brann moves through the ford, 10 ft a hex of difficult terrain. ", 6)
	for _, us := range []float64{1, 2, 3} {
		advance := func(s string) float64 { return float64(utf8.RuneCountInString(s)) * 10 * us }
		lines := statusLines(long, 1920, us, advance)
		if len(lines) != hexStatusLines {
			t.Fatalf("statusLines(long, %gx) = %d lines, want %d", us, len(lines), hexStatusLines)
		}
		for _, l := range lines {
			if w := advance(l); w > 1920-28*us {
				t.Errorf("statusLines(long, %gx) line %q is %g px, want at most %g", us, l, w, 1920-28*us)
			}
		}
		if !strings.HasSuffix(lines[1], " …") {
			t.Errorf("statusLines(long, %gx) last line %q, want it to end in …", us, lines[1])
		}
		if got := statusLines("[4, 4] open", 1920, us, advance); len(got) != 1 || got[0] != "[4, 4] open" {
			t.Errorf("statusLines(short, %gx) = %q, want it whole on one line", us, got)
		}
	}
}

// Ctrl+= in the hex window makes the interface a step larger and the
// settings file keeps it (its other settings stay); Ctrl+- goes back.
func TestHexUIScaleRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), SettingsFile)
	if err := os.WriteFile(path, []byte(`{"theme": "light"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	v, in := scriptedHexView(t)
	v.files.settings, v.userScale, v.dev = path, 2, 1
	for _, c := range []struct {
		key  ebiten.Key
		want float64
	}{{ebiten.KeyEqual, 2.25}, {ebiten.KeyMinus, 2}, {ebiten.KeyMinus, 1.75}} {
		in.keys[ebiten.KeyControlLeft], in.keys[c.key] = true, true
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.nextFrame()
		clear(in.keys)
		if err := v.Update(); err != nil { // the keys let go
			t.Fatal(err)
		}
		in.nextFrame()
		s, err := LoadSettings(path)
		if err != nil || s.UIScale != c.want || s.Theme != "light" || v.userScale != c.want {
			t.Errorf("after Ctrl+%v: window %g, settings uiScale %g theme %q error %v; want %g and light", c.key, v.userScale, s.UIScale, s.Theme, err, c.want)
		}
	}
}
