package realms

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// hexTableView is the river ford in a 1920x1080 hex window at UI scale
// sc, drawn by a real renderer, with Brann's move east to [9, 4] (through
// the ford) lifted by a finger and waiting for Commit, and the explain
// panel on.
func hexTableView(t *testing.T, sc float64) *hexView {
	t.Helper()
	enc, err := maps.Load(gametest.RepoFile(riverFord))
	if err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	r, err := ebitenrender.New(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	v := &hexView{Shell: &game.Shell{Input: game.NewScriptedInput(), W: 1920, H: 1080, Dev: 1, UserScale: sc}, opt: game.Options{Encounter: enc}, Play: realmsplay.NewHexPlay(b, ""), layout: render.NewHexLayout(b.Geometry),
		r: r, pic: gametest.Picture(t)}
	v.Draw(ebiten.NewImage(v.W, v.H)) // the scene
	v.cam.Fit(v.scene.Bounds, FitArea(v.W, v.H, v.UIScale()))
	v.Play.PickUp("brann")
	v.touch.Lifted, v.touch.aim, v.touch.aimOn = true, b.Cell(realms.Pos{9, 4}), true
	v.Play.PointAt(v.touch.aim, true)
	v.Explain.Toggle()
	v.IdleGate.Wake() // the state set above, as an Update would
	v.Draw(ebiten.NewImage(v.W, v.H))
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
			area := hexMapArea(v.W, v.H, v.UIScale())
			c := v.Play.Board().Creature("brann")
			plan, err := v.Play.Board().Plan(c.ID, v.touch.aim, v.Play.Options(c.ID))
			if err != nil {
				t.Fatal(err)
			}
			pts := v.planPoints(c, &plan)
			r := v.hexRadius()
			bs := v.touchButtons(area)
			if len(bs) != 2 {
				t.Fatalf("touchButtons = %d buttons, want Commit and Cancel", len(bs))
			}
			if v.Explain.Rect == (render.Rect{}) {
				t.Fatal("the explain panel is not drawn")
			}
			boxes := map[string]render.Rect{"explain panel": v.Explain.Rect}
			for _, b := range bs {
				boxes[b.Label] = render.Rect{Min: render.Point{X: b.Rect.X, Y: b.Rect.Y}, Max: render.Point{X: b.Rect.X + b.Rect.W, Y: b.Rect.Y + b.Rect.H}}
				if !area.Contains(b.Rect.X, b.Rect.Y) || !area.Contains(b.Rect.X+b.Rect.W-1, b.Rect.Y+b.Rect.H-1) {
					t.Errorf("%s at %+v is not inside the map %+v", b.Label, b.Rect, area)
				}
			}
			for name, box := range boxes {
				for _, p := range pts {
					if p.X > box.Min.X-r/2 && p.X < box.Max.X+r/2 && p.Y > box.Min.Y-r/2 && p.Y < box.Max.Y+r/2 {
						t.Errorf("the %s %v covers the move's hex at %v", name, box, p)
					}
				}
			}
			if game.ScreenOverlap(boxes["explain panel"], boxes["Commit"]) || game.ScreenOverlap(boxes["explain panel"], boxes["Cancel"]) {
				t.Errorf("the explain panel %v and the buttons %v %v overlap", boxes["explain panel"], boxes["Commit"], boxes["Cancel"])
			}
			h := bs[0].Rect.H
			if sc == 1 {
				h1 = h
				return
			}
			if h < 1.4*h1 {
				t.Errorf("Commit is %g px high, want at least 1.4 times the 1x %g", h, h1)
			}
			if f := v.Explain.Px; f < game.ExplainMinPx*sc || f > game.ExplainPx*sc {
				t.Errorf("the explain text is %g px, want %g to %g", f, game.ExplainMinPx*sc, game.ExplainPx*sc)
			}
		})
	}
}

// At UI scale 3 a long explain narration pages: the ▶ button (a click
// or a tap) and . turn the page, , turns back, and the page stays within
// the narration.
func TestHexWindowExplainPages(t *testing.T) {
	v := hexTableView(t, 3)
	if v.Explain.Next.W == 0 {
		t.Fatalf("UI scale 3: the explain panel (%d lines) has no next-page button", len(v.Explain.Lines))
	}
	if v.Explain.Next.H < 44*3 {
		t.Errorf("the next-page button is %g px high, want at least %d at 3x", v.Explain.Next.H, 44*3)
	}
	n := v.Explain.Next
	if !v.Explain.Press(n.X+n.W/2, n.Y+n.H/2) {
		t.Fatal("press on the middle of the next-page button did nothing")
	}
	v.Draw(ebiten.NewImage(v.W, v.H))
	if v.Explain.Page != 1 {
		t.Errorf("after the next-page button, page = %d, want 1", v.Explain.Page)
	}
	in := v.Input.(*game.ScriptedInput)
	press := func(k ebiten.Key) {
		in.Keys[k] = true
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
		clear(in.Keys)
		v.Draw(ebiten.NewImage(v.W, v.H))
	}
	for range 30 {
		press(ebiten.KeyPeriod)
	}
	last := v.Explain.Page
	if last < 1 || last >= len(v.Explain.Lines) {
		t.Errorf("after 30 more pages, page = %d, want the last (1 to %d)", last, len(v.Explain.Lines)-1)
	}
	press(ebiten.KeyComma)
	if v.Explain.Page != last-1 {
		t.Errorf("after , on page %d, page = %d, want %d", last, v.Explain.Page, last-1)
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
	path := filepath.Join(t.TempDir(), game.SettingsFile)
	if err := os.WriteFile(path, []byte(`{"theme": "light"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	v, in := scriptedHexView(t)
	v.Files.Settings, v.UserScale, v.Dev = path, 2, 1
	for _, c := range []struct {
		key  ebiten.Key
		want float64
	}{{ebiten.KeyEqual, 2.25}, {ebiten.KeyMinus, 2}, {ebiten.KeyMinus, 1.75}} {
		in.Keys[ebiten.KeyControlLeft], in.Keys[c.key] = true, true
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
		in.NextFrame()
		clear(in.Keys)
		if err := v.Update(); err != nil { // the keys let go
			t.Fatal(err)
		}
		in.NextFrame()
		s, err := game.LoadSettings(path)
		if err != nil || s.UIScale != c.want || s.Theme != "light" || v.UserScale != c.want {
			t.Errorf("after Ctrl+%v: window %g, settings uiScale %g theme %q error %v; want %g and light", c.key, v.UserScale, s.UIScale, s.Theme, err, c.want)
		}
	}
}

// Keys rebound in the settings reach the hex window through the one
// keymap: with explain on J and permit on Y, J shows the hex window's
// explain panel (X no longer does) and Y gives permission. Its settings
// page of keys lists its own actions: permit, not push.
func TestReboundKeysInHexWindow(t *testing.T) {
	km, err := game.DefaultKeymap().With(map[string]string{"explain": "J", "permit": "Y", "sprint": "U"})
	if err != nil {
		t.Fatal(err)
	}
	hv, hin := scriptedHexView(t)
	hv.Keymap = km
	hpress := func(k ebiten.Key) {
		t.Helper()
		hin.Keys[k] = true
		for range 2 {
			if err := hv.Update(); err != nil {
				t.Fatal(err)
			}
			hin.NextFrame()
			clear(hin.Keys)
		}
	}
	hpress(ebiten.KeyX)
	if hv.Explain.On {
		t.Error("hex window, explain on J: X turned the explain panel on")
	}
	hpress(ebiten.KeyJ)
	if !hv.Explain.On {
		t.Error("hex window, explain on J: J did not turn the explain panel on")
	}
	// the permission names the hostile aimed at: Brann may enter the ogre's hexes
	hv.Play.Select("brann")
	hv.Play.AimAt(hv.Play.Board().Creature("ogre").At)
	hpress(ebiten.KeyY)
	if got := hv.Play.Permits(); len(got) != 1 || got[0] != "ogre" {
		t.Errorf("hex window, permit on Y: Y aimed at the ogre gave permission of %v, want [ogre]", got)
	}
	listed := func(f *game.FileUI) string {
		var out []string
		for _, r := range f.Sheet.Rows {
			out = append(out, r.Label+" "+r.Detail)
		}
		return strings.Join(out, "\n")
	}
	hv.OpenSettings()
	hv.Files.OpenSettings(hv.SettingsHost(game.MapDoc{MapWindow: hv}, game.HexWindow, nil), game.SettingsKeys)
	for _, c := range []struct {
		name      string
		f         *game.FileUI
		has, hasn string
	}{{"hex", &hv.Files, session.ActPermit.String(), session.ActPush.String()}} {
		got := listed(c.f)
		if !strings.Contains(got, c.has) || strings.Contains(got, c.hasn) {
			t.Errorf("%s window's keys page:\n%s\nwant %q listed and %q not", c.name, got, c.has, c.hasn)
		}
	}
	if got := listed(&hv.Files); !strings.Contains(got, "Y "+session.ActPermit.String()) {
		t.Errorf("hex window's keys page:\n%s\nwant permit on Y", got)
	}
}
