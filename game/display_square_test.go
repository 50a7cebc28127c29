//go:build display

package game

import (
	"image/color"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
)

func near(a, b color.Color, tol int) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && v >= -tol }
	return d(r1, r2) && d(g1, g2) && d(b1, b2)
}

// openingFitArea is where the square window fits enc's map when it opens
// at w x h.
func openingFitArea(t *testing.T, o testOpen, w, h int) Area {
	t.Helper()
	g := openTestWindow(t, o).win.(*Game)
	return g.OpeningFitArea(w, h, 1)
}

// TestDisplayResizeKeepsTheMapFitted resizes the window to 1100x700 and
// checks the giant's token is where a map fitted to the new size puts it.
func TestDisplayResizeKeepsTheMapFitted(t *testing.T) {
	dir := t.TempDir()
	file := copyFile(t, samplePath, dir)
	shot := filepath.Join(dir, "resized.png")
	openTestWindow(t, testOpen{File: file, Script: "resize 1100 700\nwait 8\nscreenshot " + shot + "\nquit\n"}).run(maxFrames)
	img := readPNG(t, shot)
	if b := img.Bounds(); b.Dx() != 1100 || b.Dy() != 700 {
		t.Fatalf("screenshot is %dx%d, want the resized 1100x700", b.Dx(), b.Dy())
	}
	enc := sampleEncounter(t)
	var cam Camera
	cam.Fit(dsscene.BuildScene(enc.Board, dsscene.Options{}).Bounds, openingFitArea(t, testOpen{File: file}, 1100, 700))
	g, _ := enc.Board.Creature("giant")
	n := float64(g.Size.Squares())
	p := cam.View.ToScreen(render.Point{X: float64(g.At.X) + n/2, Y: float64(g.At.Y) + n/2 - 0.3*n})
	theme := render.ScreenTheme()
	if got, want := img.At(int(p.X), int(p.Y)), theme.SideColor("enemies"); !near(got, want, 24) {
		t.Errorf("after resizing, the pixel where a fitted map puts the giant (%v) = %v, want about %v", p, got, want)
	}
}
