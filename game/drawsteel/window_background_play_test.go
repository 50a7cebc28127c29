//go:build !race

package drawsteel

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Background pictures added, moved and saved by script in the test
// process.

// TestWindowBackgroundNewMap adds a picture to a new map, which has no
// folder yet: the picture is copied beside the encounter when
// Ctrl+S first saves it, where the user chose, under a free name (a
// different hall.png is there); moved and saved again, the file keeps
// naming the copy.
func TestWindowBackgroundNewMap(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "start.json")
	if err := os.WriteFile(file, []byte(`{"format": 1, "name": "Start", "grid": {"width": 6, "height": 4}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	picDir, outDir := filepath.Join(dir, "pics"), filepath.Join(dir, "maps")
	for _, d := range []string{picDir, outDir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	pic := filepath.Join(picDir, "hall.png")
	buf := gametest.BlankPNG(t, pic, 240, 120)
	other := []byte("another picture's bytes")
	if err := os.WriteFile(filepath.Join(outDir, "hall.png"), other, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(outDir, "hall.json")
	script := `key B
button New map
wait 2
button Create
wait 2
button Background picture…
button Pick picture…
wait 2
type ` + pic + `
key Enter
wait 3
key ctrl+S
wait 2
key Backspace
type ` + out + `
key Enter
wait 2
drag 1 1 2 1
key ctrl+S
wait 2
quit
`
	enc := testParts.Played(t, file, script, out) // Ctrl+S saved where asked
	// the new map is as large as the one open: 240 pixels over 6 columns;
	// dragged a square right after the first save
	if bg := enc.Background; bg == nil || bg.Image != "hall-2.png" || bg.CellPixels != 40 || math.Abs(bg.OffsetX-40) > 2 {
		t.Fatalf("the new map's background = %+v, want hall-2.png at 40 pixels a square, offset about 40, 0", bg)
	}
	if got, err := os.ReadFile(filepath.Join(outDir, "hall-2.png")); err != nil || !bytes.Equal(got, buf) {
		t.Errorf("the picture was not copied beside the new map when it was first saved (%v)", err)
	}
	if got, _ := os.ReadFile(filepath.Join(outDir, "hall.png")); !bytes.Equal(got, other) {
		t.Error("the hall.png that was in the folder was overwritten")
	}
}

// TestWindowBackgroundFinger moves a picture with a finger: the Background tool takes the finger instead of the
// brush, and a tap with Calibrate on marks a corner.
func TestWindowBackgroundFinger(t *testing.T) {
	dir := t.TempDir()
	gametest.BlankPNG(t, filepath.Join(dir, "floor.png"), 300, 200)
	file := filepath.Join(dir, "floor.json")
	if err := os.WriteFile(file, []byte(`{"format": 1, "name": "Floor", "grid": {"width": 6, "height": 4},
 "background": {"image": "floor.png", "cellPixels": 50}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.json")
	script := `key B
touch button Background picture…
wait 2
touch down 1 1 1
touch move 1 3 2
touch up 1
wait 2
touch button ○ Calibrate
touch tap 4 3
wait 2
save ` + out + `
quit
`
	enc := testParts.Played(t, file, script, out)
	// dragged 2 squares right and 1 down; the tap only marked a corner
	if bg := enc.Background; bg == nil || bg.CellPixels != 50 || math.Abs(bg.OffsetX-100) > 2 || math.Abs(bg.OffsetY-50) > 2 {
		t.Errorf("background = %+v, want 50 pixels a square, offset about 100, 50", bg)
	}
	if ground := enc.Square.Board.Cell(drawsteel.Square{X: 1, Y: 1}).Ground; ground != 0 {
		t.Errorf("the finger painted: ground %d at 1,1, want 0", ground)
	}
}
