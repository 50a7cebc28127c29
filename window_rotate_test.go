//go:build window

package main

import (
	"image"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestWindowTurnedHalfRound opens the sample with --rotate 180, for the
// players across a table with the screen laid flat between them: the map
// area is the upright window's map area turned half round, tokens, walls,
// labels and coordinates alike (a label upside down for the director is
// upright for the players facing it).
func TestWindowTurnedHalfRound(t *testing.T) {
	sample := filepath.Join("assets", assets.SamplePath)
	dir := t.TempDir()
	shots := map[string]image.Image{}
	for _, turn := range []string{"0", "180"} {
		shot := filepath.Join(dir, "shot"+turn+".png")
		if out, err := exec.Command(binary, "open", sample, "--rotate", turn, "--screenshot", shot).CombinedOutput(); err != nil {
			t.Fatalf("battlemap open --rotate %s --screenshot: %v\n%s", turn, err, out)
		}
		shots[turn] = readPNG(t, shot)
	}
	up, turned := shots["0"], shots["180"]
	b := up.Bounds()
	if turned.Bounds() != b {
		t.Fatalf("turned screenshot is %v, upright %v", turned.Bounds(), b)
	}
	enc, err := maps.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	// the map turns about the middle of the part of the map area it fills,
	// above the status bar (which stays for the director)
	area := openingFitArea(t, enc, b.Dx(), b.Dy(), false)
	top, bottom := int(area.Y)+40, int(area.Y+area.H)-40
	x0, x1 := int(area.X), int(area.X+area.W)
	off, all := 0, 0
	for y := top; y < bottom; y++ {
		for x := x0; x < x1; x++ {
			// the point turned half round about the map area's centre
			tx, ty := x0+x1-1-x, int(2*area.Y+area.H)-1-y
			all++
			if !near(up.At(x, y), turned.At(tx, ty), 40) {
				off++
			}
		}
	}
	// the hover square follows the pointer, not the map, and glyphs are
	// placed to the pixel a little differently: a few percent may differ
	if frac := float64(off) / float64(all); frac > 0.03 {
		t.Errorf("turned 180: %.1f%% of the map area differs from the upright map turned half round, want under 3%%", 100*frac)
	}
	// and it is not simply the same picture: the upright map is not symmetric
	same := 0
	for y := top; y < bottom; y++ {
		for x := x0; x < x1; x++ {
			if near(up.At(x, y), turned.At(x, y), 40) {
				same++
			}
		}
	}
	if float64(same)/float64(all) > 0.9 {
		t.Errorf("turned 180: %d of %d pixels are where the upright window has them; the map was not turned", same, all)
	}
}

// TestWindowDragsWhileTurned drags creatures on a turned map: a willing
// move of the war dog with the map half round (--rotate 180), then, after
// Shift+R turns it a quarter more, a Ctrl-drag of the ogre. Each lands on
// the square it was dropped on.
func TestWindowDragsWhileTurned(t *testing.T) {
	got := playScript(t, binary, "drag 13 8 10 7\nwait 2\nkey shift+R\nwait 2\ndown ControlLeft\ndrag 17 9 20 12\nup ControlLeft\nwait 2", "--rotate", "180")
	if d, _ := got.Square.Board.Creature("wardog"); d.Pos() != (drawsteel.Pos{X: 10, Y: 7}) {
		t.Errorf("after dragging on the map turned 180, the war dog is at %v, want 10,7", d.Pos())
	}
	if o, _ := got.Square.Board.Creature("ogre"); o.At != (drawsteel.Square{X: 20, Y: 12}) {
		t.Errorf("after a Ctrl-drag on the map turned 270, the ogre is at %v, want 20,12", o.At)
	}
}
