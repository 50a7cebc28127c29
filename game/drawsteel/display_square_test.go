//go:build display

package drawsteel

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
)

// openingFitArea is where the square window fits enc's map when it opens
// at w x h.
func openingFitArea(t *testing.T, o gametest.Open, w, h int) game.Area {
	t.Helper()
	return testParts.Open(t, o).Win.OpeningFitArea(w, h, 1)
}

// TestDisplayResizeKeepsTheMapFitted resizes the window to 1100x700 and
// checks the giant's token is where a map fitted to the new size puts it.
func TestDisplayResizeKeepsTheMapFitted(t *testing.T) {
	dir := t.TempDir()
	file := gametest.CopyFile(t, gametest.SamplePath, dir)
	shot := filepath.Join(dir, "resized.png")
	testParts.Open(t, gametest.Open{File: file, Script: "resize 1100 700\nwait 8\nscreenshot " + shot + "\nquit\n"}).Run(gametest.MaxFrames)
	img := gametest.ReadPNG(t, shot)
	if b := img.Bounds(); b.Dx() != 1100 || b.Dy() != 700 {
		t.Fatalf("screenshot is %dx%d, want the resized 1100x700", b.Dx(), b.Dy())
	}
	enc := sampleEncounter(t)
	var cam game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, gametest.Open{File: file}, 1100, 700))
	g, _ := enc.Square.Board.Creature("giant")
	n := float64(g.Size.Squares())
	p := cam.View.ToScreen(render.Point{X: float64(g.At.X) + n/2, Y: float64(g.At.Y) + n/2 - 0.3*n})
	theme := render.ScreenTheme()
	if got, want := img.At(int(p.X), int(p.Y)), theme.SideColor("enemies"); !gametest.Near(got, want, 24) {
		t.Errorf("after resizing, the pixel where a fitted map puts the giant (%v) = %v, want about %v", p, got, want)
	}
}

// shotPaths names a test's screenshots in a temporary folder.
func shotPaths(t *testing.T) func(string) string {
	dir := t.TempDir()
	return func(n string) string { return filepath.Join(dir, n+".png") }
}

// differ counts the pixels that differ between a and b, and their bounds.
func differ(a, b image.Image) (int, image.Rectangle) {
	n, box := 0, image.Rectangle{}
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !gametest.Near(a.At(x, y), b.At(x, y), 8) {
				n++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return n, box
}

// TestDisplayExplainToggle previews the push of the goblin archer on the
// sample at UI scale 1 and 2 in a 1920x1080 window: X shows the explain
// panel (a large block of the map changes), the panel's Explain X button
// (on the panel's Table tab; Moves brings the panel back as it was)
// hides it again (the frame is the one before X, near enough), and the
// game goes on (Enter commits the push as without the panel).
func TestDisplayExplainToggle(t *testing.T) {
	for _, scale := range []float64{1, 2} {
		t.Run(fmt.Sprint("ui-scale ", scale), func(t *testing.T) {
			shot := shotPaths(t)
			script := fmt.Sprintf("resize 1920 1080\nwait 5\nclick 14 5\nkey P\nkey 3\nclick 16 6\npoint 19 9\nwait 3\nscreenshot %s\nkey X\nwait 3\nscreenshot %s\nbutton Explain X\nbutton Moves\nwait 3\npoint 19 9\nwait 3\nscreenshot %s\nkey Enter\nwait 2",
				shot("before"), shot("explain"), shot("after"))
			_, want := pushedArcher(t)
			checkPushed(t, testParts.PlayFile(t, gametest.SamplePath, script, gametest.Open{UIScale: scale}).Square.Board, want)
			before, explain, after := gametest.ReadPNG(t, shot("before")), gametest.ReadPNG(t, shot("explain")), gametest.ReadPNG(t, shot("after"))
			if n, box := differ(before, explain); n < 60000 {
				t.Errorf("X: %d pixels changed (in %v), want the explain panel's, over 60000", n, box)
			}
			if n, box := differ(before, after); n > 2000 {
				t.Errorf("Explain X again: %d pixels differ from before X (in %v), want the panel gone", n, box)
			}
		})
	}
}

// screenshot opens o as --screenshot does and returns the picture the
// window wrote.
func screenshot(t *testing.T, o gametest.Open) image.Image {
	t.Helper()
	o.Screenshot = filepath.Join(t.TempDir(), "shot.png")
	testParts.Open(t, o).Run(gametest.MaxFrames)
	return gametest.ReadPNG(t, o.Screenshot)
}

// TestDisplayUIScale opens the window at UI scale 1 and 2: at 2 the panel
// is twice as wide (measured on the screenshot, from the right edge to
// where the panel's colour ends on the top row).
func TestDisplayUIScale(t *testing.T) {
	file := gametest.CopyFile(t, gametest.SamplePath, t.TempDir())
	panel := func(scale float64) int {
		img := screenshot(t, gametest.Open{File: file, UIScale: scale})
		b := img.Bounds()
		corner := img.At(b.Max.X-2, 2)
		x := b.Max.X - 2
		for x > b.Min.X && gametest.Near(img.At(x-1, 2), corner, 3) {
			x--
		}
		return b.Max.X - x
	}
	w1, w2 := panel(1), panel(2)
	if w1 < 300 || w1 > 380 {
		t.Errorf("UI scale 1: panel %d px wide, want about 340", w1)
	}
	if w2 < 2*w1-4 || w2 > 2*w1+4 {
		t.Errorf("UI scale 2: panel %d px wide, want twice the 1x %d", w2, w1)
	}
}

// panelCorner is the colour of the panel's background, at the window's
// bottom right corner.
func panelCorner(img image.Image) color.Color {
	b := img.Bounds()
	return img.At(b.Max.X-4, b.Max.Y-4)
}

// TestDisplayThemes: the panel takes each theme's colour (contrast,
// light), and the theme key turns contrast to dark and saves it for the
// next start with the settings file's other keys kept.
func TestDisplayThemes(t *testing.T) {
	ui := func(name string) render.UIColors {
		th, err := render.ThemeNamed(name)
		if err != nil {
			t.Fatal(err)
		}
		return th.UI
	}
	file := gametest.CopyFile(t, gametest.SamplePath, t.TempDir())
	for _, name := range []string{"contrast", "light"} {
		if got, want := panelCorner(screenshot(t, gametest.Open{File: file, Theme: name})), ui(name).Panel; !gametest.Near(got, want, 3) {
			t.Errorf("theme %s: panel %v, want %v", name, got, want)
		}
	}
	settings := filepath.Join(t.TempDir(), game.SettingsFile)
	if err := os.WriteFile(settings, []byte(`{"theme": "contrast", "uiScale": 2}`), 0o644); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(t.TempDir(), "after-key.png")
	testParts.Open(t, gametest.Open{File: file, Theme: "contrast", UIScale: 2, Settings: settings, Script: "key C\nwait 2\nscreenshot " + shot + "\nquit\n"}).Run(gametest.MaxFrames)
	if got, want := panelCorner(gametest.ReadPNG(t, shot)), ui("dark").Panel; !gametest.Near(got, want, 3) {
		t.Errorf("after the theme key: panel %v, want dark's %v", got, want)
	}
	data, err := os.ReadFile(settings)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(data); !strings.Contains(s, `"theme": "dark"`) || !strings.Contains(s, `"uiScale": 2`) {
		t.Errorf("settings after the theme key = %s, want theme dark and uiScale kept", s)
	}
}

// TestDisplayTurnedHalfRound opens the sample turned 180, for the players
// across a table with the screen laid flat between them: the map area is
// the upright window's map area turned half round, tokens, walls, labels
// and coordinates alike.
func TestDisplayTurnedHalfRound(t *testing.T) {
	file := gametest.CopyFile(t, gametest.SamplePath, t.TempDir())
	up, turned := screenshot(t, gametest.Open{File: file}), screenshot(t, gametest.Open{File: file, Rotate: 180})
	b := up.Bounds()
	if turned.Bounds() != b {
		t.Fatalf("turned screenshot is %v, upright %v", turned.Bounds(), b)
	}
	// the map turns about the middle of the part of the map area it fills,
	// above the status bar (which stays for the director)
	area := openingFitArea(t, gametest.Open{File: file}, b.Dx(), b.Dy())
	top, bottom := int(area.Y)+40, int(area.Y+area.H)-40
	x0, x1 := int(area.X), int(area.X+area.W)
	off, all := 0, 0
	for y := top; y < bottom; y++ {
		for x := x0; x < x1; x++ {
			tx, ty := x0+x1-1-x, int(2*area.Y+area.H)-1-y
			all++
			if !gametest.Near(up.At(x, y), turned.At(tx, ty), 40) {
				off++
			}
		}
	}
	// the hover square follows the pointer, not the map, and glyphs are
	// placed to the pixel a little differently: a few percent may differ
	if frac := float64(off) / float64(all); frac > 0.03 {
		t.Errorf("turned 180: %.1f%% of the map area differs from the upright map turned half round, want under 3%%", 100*frac)
	}
	same := 0
	for y := top; y < bottom; y++ {
		for x := x0; x < x1; x++ {
			if gametest.Near(up.At(x, y), turned.At(x, y), 40) {
				same++
			}
		}
	}
	if float64(same)/float64(all) > 0.9 {
		t.Errorf("turned 180: %d of %d pixels are where the upright window has them; the map was not turned", same, all)
	}
}

// TestDisplayTouchPinchZooms pinches two fingers apart around the middle
// of the map and checks the war dog is drawn where the camera puts it
// after that zoom and pan (the gestures' own arithmetic, done here by
// Camera).
func TestDisplayTouchPinchZooms(t *testing.T) {
	shot := filepath.Join(t.TempDir(), "pinched.png")
	const w, h = 1280, 800
	area := game.MapArea(w, h, 1)
	cx, cy := math.Round(area.W/2), math.Round(area.H/2)
	script := fmt.Sprintf("resize %d %d\nwait 8\ntouch down 1 %.0fpx %.0fpx\ntouch down 2 %.0fpx %.0fpx\nwait 1\n"+
		"touch move 1 %.0fpx %.0fpx\nwait 1\ntouch move 2 %.0fpx %.0fpx\nwait 1\ntouch up 1\ntouch up 2\nwait 2\nscreenshot %s\nquit\n",
		w, h, cx-50, cy, cx+50, cy, cx-150, cy, cx+150, cy, shot)
	file := gametest.CopyFile(t, gametest.SamplePath, t.TempDir())
	testParts.Open(t, gametest.Open{File: file, Script: script}).Run(gametest.MaxFrames)
	img := gametest.ReadPNG(t, shot)
	if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Fatalf("screenshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), w, h)
	}
	enc := sampleEncounter(t)
	var cam, fitted game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, gametest.Open{File: file}, w, h))
	fitted = cam
	// finger 1 moves out: the distance doubles, the middle moves 50 px
	// left; then finger 2: the distance grows by half, the middle comes back
	cam.ZoomAt(render.Point{X: cx - 50, Y: cy}, 2)
	cam.Pan(-50, 0)
	cam.ZoomAt(render.Point{X: cx, Y: cy}, 1.5)
	cam.Pan(50, 0)
	g, _ := enc.Square.Board.Creature("wardog")
	n := float64(g.Size.Squares())
	centre := render.Point{X: float64(g.At.X) + n/2, Y: float64(g.At.Y) + n/2 - 0.3*n}
	p := cam.View.ToScreen(centre)
	theme := render.ScreenTheme()
	if got, want := img.At(int(p.X), int(p.Y)), theme.SideColor("enemies"); !gametest.Near(got, want, 24) {
		t.Errorf("after the pinch, the pixel where the camera puts the war dog (%v) = %v, want about %v", p, got, want)
	}
	if cam.View.Scale < 2.9*fitted.View.Scale {
		t.Fatalf("test setup: the pinch zooms %g -> %g, want about 3 times", fitted.View.Scale, cam.View.Scale)
	}
	if old := fitted.View.ToScreen(centre); math.Hypot(old.X-p.X, old.Y-p.Y) < 50 {
		t.Fatalf("test setup: the war dog moves only %v -> %v", old, p)
	}
}

// TestDisplayTouchBackFromThePlayerView turns the director's window to
// the player view in place (Ctrl+P hides the panel) and gets back by the
// large Director view button, tapped or clicked: the panel is drawn again
// and the push of TestWindowTouchPushCommitsOnlyByTheButton is then
// played by finger. Without the button the panel stays away and nothing
// is pushed.
func TestDisplayTouchBackFromThePlayerView(t *testing.T) {
	sample, want := pushedArcher(t)
	const push = "touch tap 14 5\ntouch button Push P\ntouch button Dist +\ntouch tap 16 6\ntouch tap 19 9\nwait 2\ntouch button Commit\nwait 2"
	for _, tc := range []struct {
		name, back string
		pushed     bool
	}{
		{"tapped", "touch button Director view", true},
		{"clicked", "button Director view", true},
		{"not pressed", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shot := filepath.Join(t.TempDir(), "back.png")
			got := testParts.PlayFile(t, gametest.SamplePath, "key ctrl+P\nwait 2\n"+tc.back+"\nwait 2\nscreenshot "+shot+"\n"+push, gametest.Open{})
			edge := gametest.ReadPNG(t, shot)
			panel := gametest.Near(edge.At(edge.Bounds().Dx()-5, edge.Bounds().Dy()/2), render.ScreenTheme().UI.Panel, 6)
			if panel != tc.pushed {
				t.Errorf("after ctrl+P and %q: panel drawn at the right edge = %v, want %v", tc.back, panel, tc.pushed)
			}
			before, _ := sample.Square.Board.Creature("archer")
			a, _ := got.Square.Board.Creature("archer")
			if !tc.pushed {
				if a.Pos() != before.Pos() {
					t.Errorf("still in the player view the archer moved to %v, want it at %v", a.Pos(), before.Pos())
				}
				return
			}
			checkPushed(t, got.Square.Board, want)
		})
	}
}
