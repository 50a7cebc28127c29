//go:build window

// Window smoke tests: they launch the program, open the real window under
// a (virtual) X display and check what it shows, once per ruleset, the
// player view, the screenshot against export, a crash's recovery, the
// settings open reads and a machine without a display. Everything else a
// window does is tested in the game package, in the test process
// (game/window_*_test.go without a display, game/display_*_test.go on one
// game loop). `make window` runs both under xvfb-run.
package main

import (
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	gamedrawsteel "github.com/battlemap/battlemap/game/drawsteel"
	"github.com/battlemap/battlemap/game/gametest"
	gamerealms "github.com/battlemap/battlemap/game/realms"
	gamezones "github.com/battlemap/battlemap/game/zones"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// binary is the program built once by TestMain for all window tests.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "battlemap-window-")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "battlemap")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func buildBinary(t *testing.T) string {
	t.Helper()
	return binary
}

// screenshotOf opens file in the window as a user does, takes the
// --screenshot of its first frames, and returns it with the file loaded.
func screenshotOf(t *testing.T, file string) (image.Image, *maps.Encounter) {
	t.Helper()
	shot := filepath.Join(t.TempDir(), "shot.png")
	if out, err := exec.Command(buildBinary(t), "open", file, "--screenshot", shot).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open %s --screenshot: %v\n%s", file, err, out)
	}
	enc, err := maps.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	return gametest.ReadPNG(t, shot), enc
}

// TestWindowScreenshotShowsTheSample opens the bundled sample the way a user
// does, writes a screenshot, and checks that tokens and walls are drawn where
// the encounter puts them.
func TestWindowScreenshotShowsTheSample(t *testing.T) {
	bin := buildBinary(t)
	shot := filepath.Join(t.TempDir(), "shot.png")
	sample := filepath.Join("assets", assets.SamplePath)
	// open with no file opens the bundled sample, as battlemap alone does
	cmd := exec.Command(bin, "open", "--screenshot", shot)
	cmd.Env = append(os.Environ(), "BATTLEMAP_CACHE_DIR="+t.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --screenshot (no file): %v\n%s", err, out)
	}
	img := gametest.ReadPNG(t, shot)
	enc, err := maps.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	var cam game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, enc, b.Dx(), b.Dy(), false))
	at := func(x, y float64) color.Color {
		p := cam.View.ToScreen(render.Point{X: x, Y: y})
		return img.At(int(p.X), int(p.Y))
	}
	theme := render.ScreenTheme()
	token := func(id string) (cx, cy, r float64) {
		c, ok := enc.Square.Board.Creature(id)
		if !ok {
			t.Fatalf("sample has no creature %q", id)
		}
		n := float64(c.Size.Squares())
		return float64(c.At.X) + n/2, float64(c.At.Y) + n/2, n / 2
	}
	var checks []pixelCheck
	for _, id := range []string{"fury", "censor"} {
		cx, cy, _ := token(id)
		checks = append(checks, pixelCheck{id + " token (heroes' colour)", cx, cy - 0.27, theme.SideColor("heroes")})
	}
	for _, id := range []string{"ogre", "giant"} {
		cx, cy, r := token(id)
		checks = append(checks, pixelCheck{id + " token (enemies' colour)", cx, cy - 0.6*r, theme.SideColor("enemies")})
	}
	// a point of each material's fill, away from its pattern lines and badge
	for _, m := range []struct {
		mat    drawsteel.Material
		dx, dy float64
	}{{drawsteel.Wood, 0.3, 0.32}, {drawsteel.Stone, 0.12, 0.5}, {drawsteel.Metal, 0.5, 0.12}, {drawsteel.Glass, 0.12, 0.12}} {
		x, y := firstWall(t, enc.Square.Board, m.mat)
		checks = append(checks, pixelCheck{m.mat.String() + " wall", x + m.dx, y + m.dy, theme.Walls[m.mat.String()].Fill})
	}
	checks = append(checks, pixelCheck{"the background left of the map", -0.05, float64(enc.Square.Board.Height) / 2, theme.Background})
	for _, c := range checks {
		if got := at(c.x, c.y); !gametest.Near(got, c.want, 24) {
			t.Errorf("pixel of %s at map (%.2f, %.2f) = %v, want about %v", c.what, c.x, c.y, got, c.want)
		}
	}
	// the side panel is there: its background colour at the right edge
	if got := img.At(b.Max.X-5, b.Max.Y/2); !gametest.Near(got, color.RGBA{0x1d, 0x21, 0x29, 0xff}, 6) {
		t.Errorf("side panel pixel = %v, want the panel background", got)
	}
}

// pixelCheck is a colour expected at a map point.
type pixelCheck struct {
	what string
	x, y float64
	want color.RGBA
}

func firstWall(t *testing.T, b *drawsteel.Board, m drawsteel.Material) (float64, float64) {
	t.Helper()
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			if b.Cell(drawsteel.Square{X: x, Y: y}).Wall == m {
				return float64(x), float64(y)
			}
		}
	}
	t.Fatalf("sample has no %s wall", m)
	return 0, 0
}

// openingFitArea is the part of a w x h square window (the director's, or
// a player view's own window) that the map of enc fills when it opens at
// UI scale 1: above the status bar as the window wraps it.
func openingFitArea(t *testing.T, enc *maps.Encounter, w, h int, playerView bool) game.Area {
	t.Helper()
	reg, bold := assets.Fonts()
	g, err := game.Open(game.Options{Encounter: enc, RegularFont: reg, BoldFont: bold, NoAutosave: true, PlayerView: playerView}, gamedrawsteel.Ruleset(), gamerealms.Ruleset(), gamezones.Ruleset())
	if err != nil {
		t.Fatal(err)
	}
	return g.OpeningFitArea(w, h, 1)
}
