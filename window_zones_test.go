//go:build window

package main

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	gamezones "github.com/battlemap/battlemap/game/zones"
	"github.com/battlemap/battlemap/render"
	zonescene "github.com/battlemap/battlemap/render/zones"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// TestWindowShowsAZoneMap opens the zone sample as a user does and checks
// that the window draws its zones and tokens where export lays them out:
// Mei's token in the courtyard, the lotus pool's water.
func TestWindowShowsAZoneMap(t *testing.T) {
	img, enc := screenshotOf(t, filepath.Join("assets", "encounters", "monastery-zones.json"))
	b, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	th := render.ScreenTheme()
	boxes, outlines := zonesplay.ZoneBoxes(enc.Zones)
	s := zonescene.BuildScene(zonescene.Map{Board: b, Boxes: boxes, Outlines: outlines}, th)
	w := img.Bounds().Dx()
	v := render.Fit(gamezones.FitBounds(s.Bounds), 8, 8, float64(w)-16, float64(zoneStatusTop(t, img, th))-16)
	var mei render.Point
	for _, sh := range s.Shapes {
		if sh.Kind == render.Text && sh.Text == "Me" {
			mei = sh.Points[0]
		}
	}
	// zones are drawn first, one shape each: zones[5] is the lotus pool
	pool, water := boxes[5], s.Shapes[5].Fill
	for _, c := range []struct {
		what string
		p    render.Point
		want color.RGBA
	}{
		// inside the disc, below and left of its letters (clear of them at any window size)
		{"Mei's token", render.Point{X: mei.X - 0.25, Y: mei.Y + 0.3}, th.SideColor("heroes")},
		{"the lotus pool's water", render.Point{X: pool.Max.X - 0.6, Y: pool.Max.Y - 0.6}, water},
	} {
		q := v.ToScreen(c.p)
		if got := img.At(int(q.X), int(q.Y)); !gametest.Near(got, c.want, 30) {
			t.Errorf("%s: pixel %v, want about %v", c.what, got, c.want)
		}
	}
}

// zoneStatusTop is the top row of the zone window's status panel in a
// screenshot: the panel (th.StaminaBack) fills the window's bottom left
// corner up to there, darker than the map's background.
func zoneStatusTop(t *testing.T, img image.Image, th render.Theme) int {
	t.Helper()
	b := img.Bounds()
	panel := img.At(b.Min.X+2, b.Max.Y-1)
	y := b.Max.Y - 1
	for y > b.Min.Y && gametest.Near(img.At(b.Min.X+2, y-1), panel, 2) {
		y--
	}
	if gametest.Near(panel, th.Background, 2) || y == b.Min.Y {
		t.Fatalf("no status panel at the window's bottom left: %v from the bottom up to row %d, background %v", panel, y, th.Background)
	}
	return y
}
