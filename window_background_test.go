//go:build window

package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestWindowBackground adds a picture as a user does (issue 15): B opens
// the editor, Background picture… its Background tool, Pick picture… the
// file chooser, where the path of a picture in another folder is typed.
// The picture is dragged two squares right and one down; a press of +
// scales it and Ctrl+Z takes that back; Ctrl+S saves. The file names the
// copy beside it, and reopened the window shows the picture where it was
// dragged; saved into another folder, the picture goes with it.
func TestWindowBackground(t *testing.T) {
	dir := t.TempDir()
	encDir, picDir := filepath.Join(dir, "enc"), filepath.Join(dir, "pics")
	for _, d := range []string{encDir, picDir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(encDir, "crypt.json")
	if err := os.WriteFile(file, []byte(`{"format": 1, "name": "Crypt", "grid": {"width": 10, "height": 8}, "creatures": [
 {"id": "hero", "name": "Hero", "side": "heroes", "at": [8, 6]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	// a 1000 x 800 picture of one colour: 100 pixels a square on 10 columns
	paint := color.RGBA{R: 200, G: 40, B: 180, A: 255}
	img := image.NewRGBA(image.Rect(0, 0, 1000, 800))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = paint.R, paint.G, paint.B, paint.A
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	pic := filepath.Join(picDir, "dungeon.png")
	if err := os.WriteFile(pic, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `key B
button Background picture…
button Pick picture…
wait 2
type ` + pic + `
key Enter
wait 3
drag 2 2 4 3
wait 2
key Equal
key ctrl+Z
key ctrl+S
quit
`
	enc := played(t, file, script, file)
	bg := enc.Background
	if bg == nil {
		t.Fatal("the saved encounter has no background")
	}
	// issue 15: "the image is stored beside the encounter and referenced by a relative path"
	if bg.Image != "dungeon.png" {
		t.Errorf("background.image = %q, want the copy beside the encounter, dungeon.png", bg.Image)
	}
	if got, err := os.ReadFile(filepath.Join(encDir, "dungeon.png")); err != nil || !bytes.Equal(got, buf.Bytes()) {
		t.Errorf("the picture beside the encounter is not the one picked (%v)", err)
	}
	// added fitted to the map's 10 columns, dragged 2 squares right and 1
	// down (a pixel of the pointer's rounding either way); the + undone
	if bg.CellPixels != 100 || math.Abs(bg.OffsetX-200) > 3 || math.Abs(bg.OffsetY-100) > 3 {
		t.Errorf("background = %+v, want 100 pixels a square, offset about 200, 100", *bg)
	}

	// reopened, the picture lies where it was dragged, under the map
	shot, _ := screenshotOf(t, file)
	var cam game.Camera
	b := shot.Bounds()
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, enc, b.Dx(), b.Dy(), false))
	at := func(x, y float64) color.Color {
		p := cam.View.ToScreen(render.Point{X: x, Y: y})
		return shot.At(int(p.X), int(p.Y))
	}
	for _, c := range []struct {
		what    string
		x, y    float64
		picture bool
	}{
		{"square 5,4", 5.5, 4.5, true},
		{"square 2,1 (the picture's top-left square)", 2.5, 1.5, true},
		{"square 1,1 (left of the picture)", 1.5, 1.5, false},
		{"square 5,0 (above the picture)", 5.5, 0.5, false},
	} {
		if got := at(c.x, c.y); near(got, paint, 24) != c.picture {
			t.Errorf("pixel of %s = %v; the picture's colour there: %v, want %v", c.what, got, !c.picture, c.picture)
		}
	}

	// saved into another folder, the picture is copied beside it
	other := filepath.Join(dir, "other")
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(other, "copy.json")
	cp := played(t, file, "save "+out+"\nquit\n", out)
	if cp.Background == nil || *cp.Background != *bg {
		t.Errorf("saved in another folder, background = %+v, want %+v", cp.Background, *bg)
	}
	if got, err := os.ReadFile(filepath.Join(other, "dungeon.png")); err != nil || !bytes.Equal(got, buf.Bytes()) {
		t.Errorf("the picture was not copied beside the encounter saved elsewhere (%v)", err)
	}
}

// TestWindowBackgroundNewMap adds a picture to a new map, which has no
// folder yet (issue 15): the picture is copied beside the encounter when
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
	buf := blankPNG(t, pic, 240, 120)
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
	enc := played(t, file, script, out) // Ctrl+S saved where asked
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

// TestWindowBackgroundFinger moves a picture with a finger (issue 14's
// touch screens): the Background tool takes the finger instead of the
// brush, and a tap with Calibrate on marks a corner.
func TestWindowBackgroundFinger(t *testing.T) {
	dir := t.TempDir()
	blankPNG(t, filepath.Join(dir, "floor.png"), 300, 200)
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
	enc := played(t, file, script, out)
	// dragged 2 squares right and 1 down; the tap only marked a corner
	if bg := enc.Background; bg == nil || bg.CellPixels != 50 || math.Abs(bg.OffsetX-100) > 2 || math.Abs(bg.OffsetY-50) > 2 {
		t.Errorf("background = %+v, want 50 pixels a square, offset about 100, 50", bg)
	}
	if ground := enc.Square.Board.Cell(drawsteel.Square{X: 1, Y: 1}).Ground; ground != 0 {
		t.Errorf("the finger painted: ground %d at 1,1, want 0", ground)
	}
}

// TestWindowBackgroundHex saves a hex map with a background into another
// folder (issue 15): the picture goes with it, as in the square window.
// Then the hex editor's Move picture drags it with the mouse and a
// finger, each drag one undo step.
func TestWindowBackgroundHex(t *testing.T) {
	dir := t.TempDir()
	buf := blankPNG(t, filepath.Join(dir, "ford.png"), 320, 200)
	file := filepath.Join(dir, "ford.json")
	if err := os.WriteFile(file, []byte(`{"format": 1, "name": "Ford", "ruleset": "realms",
 "grid": {"shape": "hex", "width": 6, "height": 4, "orientation": "pointy"},
 "background": {"image": "ford.png", "cellPixels": 50, "offset": [-7, 3]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other")
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(other, "copy.json")
	enc := played(t, file, "save "+out+"\nquit\n", out)
	want := maps.Background{Image: "ford.png", CellPixels: 50, OffsetX: -7, OffsetY: 3}
	if enc.Background == nil || *enc.Background != want {
		t.Errorf("the hex map saved elsewhere has background %+v, want %+v", enc.Background, want)
	}
	if got, err := os.ReadFile(filepath.Join(other, "ford.png")); err != nil || !bytes.Equal(got, buf) {
		t.Errorf("the hex map's picture was not copied beside it (%v)", err)
	}

	// the hex editor's Background tool: a drag two hexes along the row,
	// undone, then a finger's drag of one hex; saved and reopened
	script := `key B
button Move picture
drag 1 1 3 1
key ctrl+Z
touch down 1 1 1
touch move 1 2 1
touch up 1
key ctrl+S
quit
`
	enc = played(t, file, script, file)
	// a hex is 1 unit across its flats, 50 pixels of the picture
	if bg := enc.Background; bg == nil || bg.Image != "ford.png" || bg.CellPixels != 50 || math.Abs(bg.OffsetX-43) > 2 || math.Abs(bg.OffsetY-3) > 2 {
		t.Errorf("after the hex tool's drags background = %+v, want ford.png at 50 px a hex, offset about 43, 3", bg)
	}
}

// playIn runs the window on file with the script at play.
func playIn(t *testing.T, file, play string) {
	t.Helper()
	if out, err := exec.Command(binary, "open", file, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open %s --play: %v\n%s", file, err, out)
	}
}

// played runs the window on file with script and returns the encounter
// the script saved to saved.
func played(t *testing.T, file, script, saved string) *maps.Encounter {
	t.Helper()
	play := filepath.Join(t.TempDir(), "test.play")
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	playIn(t, file, play)
	enc, err := maps.Load(saved)
	if err != nil {
		t.Fatalf("the encounter saved to %s: %v", saved, err)
	}
	return enc
}

// blankPNG writes a blank w x h PNG at path and returns its bytes.
func blankPNG(t *testing.T, path string, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
