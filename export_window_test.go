//go:build window

package main

import (
	"fmt"
	"image"
	"math"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
)

// TestWindowMatchesExport draws the sample in the window and with
// `battlemap export --theme screen` through the same view, and compares
// the map area (without the status bar at its bottom) pixel by pixel: the
// two backends draw one scene alike.
func TestWindowMatchesExport(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	shot := filepath.Join(dir, "window.png")
	sample := filepath.Join("assets", assets.SamplePath)
	if out, err := exec.Command(bin, "open", sample, "--screenshot", shot).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --screenshot: %v\n%s", err, out)
	}
	win := gametest.ReadPNG(t, shot)
	enc, err := maps.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	b := win.Bounds()
	area := game.MapArea(b.Dx(), b.Dy(), 1)
	// The window fits the map above its status bar (and below the turn
	// strip): the rows compared are those, from top down.
	fit := openingFitArea(t, enc, b.Dx(), b.Dy(), false)
	var cam game.Camera
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, fit)
	top := int(math.Ceil(fit.Y))
	w, h := int(area.W), int(fit.Y+fit.H)-top
	v := cam.View
	lo := v.ToMap(render.Point{X: 0, Y: float64(top)})
	hi := v.ToMap(render.Point{X: float64(w), Y: float64(top + h)})
	num := func(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
	out := filepath.Join(dir, "export.png")
	args := []string{"export", sample, "-o", out, "--theme", "screen", "--scale", num(v.Scale),
		"--region", fmt.Sprintf("%s,%s,%s,%s", num(lo.X), num(lo.Y), num(hi.X), num(hi.Y))}
	if msg, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		t.Fatalf("battlemap %v: %v\n%s", args, err, msg)
	}
	exp := gametest.ReadPNG(t, out)
	if got := exp.Bounds().Size(); got.X < w-1 || got.Y < h-1 {
		t.Fatalf("export is %v pixels, want at least %dx%d", got, w-1, h-1)
	}
	w, h = min(w, exp.Bounds().Dx()), min(h, exp.Bounds().Dy())
	var diffs []int
	sum := 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			r1, g1, b1, _ := win.At(b.Min.X+x, b.Min.Y+top+y).RGBA()
			r2, g2, b2, _ := exp.At(exp.Bounds().Min.X+x, exp.Bounds().Min.Y+y).RGBA()
			for _, d := range []int{absInt(int(r1>>8) - int(r2>>8)), absInt(int(g1>>8) - int(g2>>8)), absInt(int(b1>>8) - int(b2>>8))} {
				diffs = append(diffs, d)
				sum += d
			}
		}
	}
	slices.Sort(diffs)
	mean := float64(sum) / float64(len(diffs))
	p95 := diffs[len(diffs)*95/100]
	t.Logf("window vs export over %dx%d pixels: mean difference %.2f per channel, 95th percentile %d, max %d", w, h, mean, p95, diffs[len(diffs)-1])
	if mean >= 6 || p95 >= 40 {
		t.Errorf("window and export differ: mean %.2f per channel (want < 6), 95th percentile %d (want < 40)", mean, p95)
		writeDiff(t, win.(interface {
			SubImage(image.Rectangle) image.Image
		}).SubImage(image.Rect(b.Min.X, b.Min.Y+top, b.Max.X, b.Max.Y)), exp, w, h)
	}
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// writeDiff logs where the two images differ most, to help a failing run.
func writeDiff(t *testing.T, a, b image.Image, w, h int) {
	t.Helper()
	const cell = 64
	for y := 0; y < h; y += cell {
		for x := 0; x < w; x += cell {
			sum, n := 0, 0
			for yy := y; yy < min(y+cell, h); yy++ {
				for xx := x; xx < min(x+cell, w); xx++ {
					r1, g1, b1, _ := a.At(a.Bounds().Min.X+xx, a.Bounds().Min.Y+yy).RGBA()
					r2, g2, b2, _ := b.At(b.Bounds().Min.X+xx, b.Bounds().Min.Y+yy).RGBA()
					sum += absInt(int(r1>>8)-int(r2>>8)) + absInt(int(g1>>8)-int(g2>>8)) + absInt(int(b1>>8)-int(b2>>8))
					n += 3
				}
			}
			if m := float64(sum) / float64(n); m > 20 {
				t.Logf("block at pixel %d,%d: mean difference %.1f", x, y, m)
			}
		}
	}
}
