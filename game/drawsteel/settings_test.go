package drawsteel

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// TestThemeKeyRemembered presses the theme key in a window started in the
// light theme: it goes to contrast, then dark; the panel and status bar
// take the theme's colours, and the settings file keeps the last choice
// for the next start. A corrupt settings file is replaced.
func TestThemeKeyRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), game.SettingsFile)
	if err := os.WriteFile(path, []byte("{corrupt"), 0o644); err != nil {
		t.Fatal(err)
	}
	reg, bold := assets.Fonts()
	g, err := newGame(nil, game.Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Theme: "light", SettingsPath: path})
	if err != nil {
		t.Fatal(err)
	}
	area := game.MapArea(1280, 800, 1)
	for _, want := range []string{"contrast", "dark"} {
		g.do(session.ActTheme, area)
		if got := g.sceneOpt.Theme.Name; (want == "dark" && got != "screen") || (want != "dark" && got != want) {
			t.Fatalf("after the theme key, theme = %q, want %s", got, want)
		}
		s, err := game.LoadSettings(path)
		if err != nil || s.Theme != want {
			t.Errorf("settings after the theme key: theme %q, error %v; want %q", s.Theme, err, want)
		}
	}
	if _, err := newGame(nil, game.Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, Theme: "sepia"}); err == nil {
		t.Error("newGame(Theme sepia) = no error, want unknown theme")
	}
}

// TestTurnKeysRemembered starts a window turned 180 degrees, as --rotate
// 180 does, and turns it with the keys: Shift+R a quarter turn clockwise,
// Ctrl+R half round; each turn is kept in the settings file, and the square
// under a pixel is the one the turned view shows there.
func TestTurnKeysRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), game.SettingsFile)
	reg, bold := assets.Fonts()
	g, err := newGame(nil, game.Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Rotate: 180, SettingsPath: path})
	if err != nil {
		t.Fatal(err)
	}
	area := game.MapArea(1280, 800, 1)
	g.fit(area)
	b := g.Board()
	// turned half round, the map's top-left square is at the bottom right
	topLeft := g.cam.View.ToScreen(render.Point{X: 0.5, Y: 0.5})
	bottomRight := g.cam.View.ToScreen(render.Point{X: float64(b.Width) - 0.5, Y: float64(b.Height) - 0.5})
	if !(topLeft.X > bottomRight.X && topLeft.Y > bottomRight.Y) {
		t.Errorf("turned 180: square 0,0 drawn at %v, square %d,%d at %v; want 0,0 below and right of it", topLeft, b.Width-1, b.Height-1, bottomRight)
	}
	for _, step := range []struct {
		act  session.Action
		want int
	}{{session.ActTurnView, 270}, {session.ActTurnView, 0}, {session.ActTurnViewHalf, 180}, {session.ActTurnView, 270}} {
		g.do(step.act, area)
		if got := g.cam.Degrees(); got != step.want {
			t.Fatalf("after %v, turn = %d, want %d", step.act, got, step.want)
		}
		s, err := game.LoadSettings(path)
		if err != nil || s.Rotate != step.want {
			t.Fatalf("after %v, settings rotate = %d (%v), want %d", step.act, s.Rotate, err, step.want)
		}
	}
	if _, err := newGame(nil, game.Options{Encounter: sampleEncounter(t), RegularFont: reg, BoldFont: bold, NoAutosave: true, Rotate: 45}); err == nil || !strings.Contains(err.Error(), "want 0, 90, 180 or 270") {
		t.Errorf("newGame(Rotate 45) error = %v, want one naming the turns", err)
	}
}
