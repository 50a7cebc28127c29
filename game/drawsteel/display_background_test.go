//go:build display

package drawsteel

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"

	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
)

// TestDisplayBackground adds a picture as a user does: B opens
// the editor, Background picture… its Background tool, Pick picture… the
// file chooser, where the path of a picture in another folder is typed.
// The picture is dragged two squares right and one down; a press of +
// scales it and Ctrl+Z takes that back; Ctrl+S saves. The file names the
// copy beside it, and reopened the window shows the picture where it was
// dragged; saved into another folder, the picture goes with it.
func TestDisplayBackground(t *testing.T) {
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
	enc := testParts.Played(t, file, script, file)
	bg := enc.Background
	if bg == nil {
		t.Fatal("the saved encounter has no background")
	}
	// the image is stored beside the encounter and referenced by a relative path
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
	shot := screenshot(t, gametest.Open{File: file})
	var cam game.Camera
	b := shot.Bounds()
	cam.Fit(dsscene.BuildScene(enc.Square.Board, dsscene.Options{}).Bounds, openingFitArea(t, gametest.Open{File: file}, b.Dx(), b.Dy()))
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
		if got := at(c.x, c.y); gametest.Near(got, paint, 24) != c.picture {
			t.Errorf("pixel of %s = %v; the picture's colour there: %v, want %v", c.what, got, !c.picture, c.picture)
		}
	}

	// saved into another folder, the picture is copied beside it
	other := filepath.Join(dir, "other")
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(other, "copy.json")
	cp := testParts.Played(t, file, "save "+out+"\nquit\n", out)
	if cp.Background == nil || *cp.Background != *bg {
		t.Errorf("saved in another folder, background = %+v, want %+v", cp.Background, *bg)
	}
	if got, err := os.ReadFile(filepath.Join(other, "dungeon.png")); err != nil || !bytes.Equal(got, buf.Bytes()) {
		t.Errorf("the picture was not copied beside the encounter saved elsewhere (%v)", err)
	}
}
