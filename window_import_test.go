//go:build window

package main

import (
	"image/color"
	"os"
	"path/filepath"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
	"github.com/battlemap/battlemap/maps"
)

// TestWindowImport imports a Universal VTT map through Ctrl+I and the file
// chooser: the encounter is written beside the map, opened in the window,
// and its background drawn under the grid.
func TestWindowImport(t *testing.T) {
	dir := t.TempDir()
	file := copySample(t, dir, "fight.json")
	u := fx.UVTT{Size: fx.P{X: 8, Y: 6}, PixelsPerGrid: 32, Image: fx.PNG(256, 192),
		Walls: [][]fx.P{{{X: 0, Y: 3}, {X: 8, Y: 3}}}}
	if err := os.WriteFile(filepath.Join(dir, "crypt.dd2vtt"), u.JSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+filepath.Join(dir, "config"), "BATTLEMAP_CACHE_DIR="+filepath.Join(dir, "cache"))
	shot, opened := filepath.Join(dir, "imported.png"), filepath.Join(dir, "opened.json")
	play(t, env, file, "resize 1920 1080\nwait 3\nkey ctrl+I\nwait 3\ntype crypt.dd2vtt\nkey Enter\nwait 5\nscreenshot "+shot+"\nsave "+opened+"\nquit\n")
	imported, err := maps.Load(filepath.Join(dir, "crypt.json"))
	if err != nil {
		t.Fatalf("the import wrote no crypt.json beside the map: %v", err)
	}
	e, err := maps.Load(opened)
	if err != nil || e.Name != imported.Name || e.Square.Board.Width != 8 || len(e.Square.Board.Edges) != 8 {
		t.Fatalf("the window holds %v (%v), want the imported 8x6 crypt with its 8 wall edges", e, err)
	}
	// the picture's light squares (200, 100, 40) fill much of the map
	img := readPNG(t, shot)
	light, n := color.RGBA{200, 100, 40, 255}, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			if near(img.At(x, y), light, 8) {
				n++
			}
		}
	}
	if n < 5000 {
		t.Errorf("%s: %d sampled pixels of the background's colour, want thousands", shot, n)
	}
}
