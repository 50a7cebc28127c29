//go:build window

package main

import (
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"
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
	v := render.Fit(game.ZoneFitBounds(s.Bounds), 8, 8, float64(w)-16, float64(zoneStatusTop(t, img, th))-16)
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
		if got := img.At(int(q.X), int(q.Y)); !near(got, c.want, 30) {
			t.Errorf("%s: pixel %v, want about %v", c.what, got, c.want)
		}
	}
}

// TestWindowZoneDragAndSave drags Mei onto the roof as a user does, types
// the climb's result, throws nobody, and saves with Ctrl+S: the file on
// disk has Mei on the roof, moved this round; an undone move is not saved.
func TestWindowZoneDragAndSave(t *testing.T) {
	// and on the map turned half round, for the players across the table
	for _, turn := range []string{"0", "180"} {
		t.Run("turned "+turn, func(t *testing.T) {
			dir := t.TempDir()
			file := copyEncounter(t, dir, "monastery-zones.json")
			play := filepath.Join(dir, "drag.play")
			script := "drag mei roof\nkey 1\nkey 2\nkey Enter\n" + // climb 10: 12 succeeds
				"drag shiro stream\nkey 9\nkey Enter\nkey ctrl+Z\n" + // undone
				"key ctrl+S\nquit\n"
			if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(buildBinary(t), "open", file, "--rotate", turn, "--play", play).CombinedOutput(); err != nil {
				t.Fatalf("battlemap open --play: %v\n%s", err, out)
			}
			b := zoneBoardOf(t, file)
			for _, c := range []struct {
				id, zone string
				moved    bool
			}{{"mei", "roof", true}, {"shiro", "garden", false}, {"jun", "yard", false}} {
				got, _ := b.Creature(c.id)
				if got.Zone != c.zone || got.Moved != c.moved {
					t.Errorf("turned %s, saved %s: in %s moved %v, want %s moved %v", turn, c.id, got.Zone, got.Moved, c.zone, c.moved)
				}
			}
		})
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
	for y > b.Min.Y && near(img.At(b.Min.X+2, y-1), panel, 2) {
		y--
	}
	if near(panel, th.Background, 2) || y == b.Min.Y {
		t.Fatalf("no status panel at the window's bottom left: %v from the bottom up to row %d, background %v", panel, y, th.Background)
	}
	return y
}
