package drawsteel

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/session"
)

// TestUIScaleFor: the chosen scale multiplies the device scale; the
// automatic one grows with the window from 1x at 1080p to 2x at 4K.
func TestUIScaleFor(t *testing.T) {
	for _, c := range []struct {
		name       string
		dev        float64
		w, h       int
		user, want float64
	}{
		{"chosen 2x", 1, 1280, 800, 2, 2},
		{"chosen 2x on a 2x screen", 2, 2560, 1600, 2, 4},
		{"auto 1080p", 1, 1920, 1080, 0, 1},
		{"auto small window", 1, 800, 600, 0, 1},
		{"auto 4K", 1, 3840, 2160, 0, 2},
		{"auto 4K at device scale 2", 2, 3840, 2160, 0, 2},
		{"auto 8K stops at 3x", 1, 7680, 4320, 0, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := game.UiScaleFor(c.dev, c.w, c.h, c.user); got != c.want {
				t.Errorf("uiScaleFor(%g, %d, %d, %g) = %g, want %g", c.dev, c.w, c.h, c.user, got, c.want)
			}
		})
	}
}

func TestStepUIScale(t *testing.T) {
	for _, c := range []struct {
		cur  float64
		dir  int
		want float64
	}{{1, 1, 1.25}, {1, -1, 1}, {2, -1, 1.75}, {3, 1, 3}, {2.9, 1, 3}, {1.1, -1, 1}} {
		if got := game.StepUIScale(c.cur, c.dir); got != c.want {
			t.Errorf("stepUIScale(%g, %d) = %g, want %g", c.cur, c.dir, got, c.want)
		}
	}
}

// TestWindowSize: every window opens at nine tenths of the monitor, at
// least 1280x800 where the monitor has room, never larger than it.
func TestWindowSize(t *testing.T) {
	for _, c := range []struct {
		mw, mh       int
		wantW, wantH int
	}{
		{1920, 1080, 1728, 972},
		{3840, 2160, 3456, 1944},
		{0, 0, 1280, 800},
		{1366, 768, 1280, 768},
		{1024, 768, 1024, 768},
	} {
		if w, h := game.WindowSize(c.mw, c.mh); w != c.wantW || h != c.wantH {
			t.Errorf("windowSize(%d, %d) = %dx%d, want %dx%d", c.mw, c.mh, w, h, c.wantW, c.wantH)
		}
	}
}

// TestPanelAndStatusFollowTheUIScale: at 2x the panel's faces are twice
// the size and the status bar twice as tall as at 1x.
func TestPanelAndStatusFollowTheUIScale(t *testing.T) {
	reg, bold := assets.Fonts()
	g, err := newGame(nil, game.Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true})
	if err != nil {
		t.Fatal(err)
	}
	size := func(sc float64) float64 {
		f := newPanel(g, sc, tabMoves).face(15, false)
		return (*f).(*text.GoTextFace).Size
	}
	status := func(sc float64) float64 {
		g.uiScale = sc
		return g.drawStatus(ebiten.NewImage(3000, 1600), game.MapArea(3000, 1600, sc))
	}
	for _, sc := range []float64{2, 3} {
		if got, want := size(sc), 15*sc; got != want {
			t.Errorf("panel face(15) at %gx = %g px, want %g", sc, got, want)
		}
		if got, base := status(sc), status(1); got != sc*base {
			t.Errorf("status bar at %gx = %g px tall, want %g (%gx the 1x %g)", sc, got, sc*base, sc, base)
		}
		if got, want := game.PanelWidth(sc), sc*game.PanelWidth(1); got != want {
			t.Errorf("PanelWidth(%g) = %g, want %g", sc, got, want)
		}
	}
}

// TestUIScaleKeysRemembered: Ctrl+= makes the interface a step larger
// and the settings file keeps it; Ctrl+- goes back; the settings' other
// keys stay.
func TestUIScaleKeysRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), game.SettingsFile)
	if err := os.WriteFile(path, []byte(`{"theme": "light"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	g, err := newGame(nil, game.Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, UIScale: 2, SettingsPath: path})
	if err != nil {
		t.Fatal(err)
	}
	g.Dev, g.uiScale = 1, 2
	area := game.MapArea(1280, 800, 2)
	for _, c := range []struct {
		act  session.Action
		want float64
	}{{session.ActUIScaleUp, 2.25}, {session.ActUIScaleDown, 2}, {session.ActUIScaleDown, 1.75}} {
		g.do(c.act, area)
		g.uiScale = g.UserScale // what LayoutF does at device scale 1
		s, err := game.LoadSettings(path)
		if err != nil || s.UIScale != c.want || s.Theme != "light" {
			t.Errorf("after %v: settings uiScale %g theme %q error %v; want %g and light", c.act, s.UIScale, s.Theme, err, c.want)
		}
	}
	if _, err := newGame(nil, game.Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, UIScale: 4}); err == nil {
		t.Error("newGame(UIScale 4) = no error, want the valid range")
	}
	if err := os.WriteFile(path, []byte(`{"uiScale": 9}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := game.LoadSettings(path); err == nil || s.UIScale != 0 {
		t.Errorf("LoadSettings(uiScale 9) = %g, %v; want 0 and an error", s.UIScale, err)
	}
}
