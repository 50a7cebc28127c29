package session

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
)

// TestExportHexBackground draws a hex map over a picture (left half red,
// right half blue, 50 pixels a hex across its flats) and reads the PNG:
// the picture shows in open hexes, the hex grid is drawn over it, and
// without the picture the same hexes are plain ground.
func TestExportHexBackground(t *testing.T) {
	dir := t.TempDir()
	red, blue := color.RGBA{220, 20, 20, 255}, color.RGBA{20, 20, 220, 255}
	pic := image.NewRGBA(image.Rect(0, 0, 200, 100)) // 4 x 2 hexes' widths
	for y := range 100 {
		for x := range 200 {
			c := red
			if x >= 100 {
				c = blue
			}
			pic.SetRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, pic); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "art.png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "hex.json")
	const text = `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 3, "height": 2, "orientation": "pointy"},
 "terrain": ["...", "..."], "background": {"image": "art.png", "cellPixels": 50}}`
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	enc := loadEncounter(t, file)
	img, err := maps.LoadBackground(file, enc.Background)
	if err != nil {
		t.Fatal(err)
	}
	// 200 x 100 pixels at 50 a hex: 4 x 2 map units from the map's corner
	rect := render.Rect{Max: render.Point{X: 4, Y: 2}}
	export := func(p *render.Picture) (image.Image, render.View) {
		t.Helper()
		f, err := buildExport(enc, fonts(ExportOptions{Format: ExportPNG, Scale: 40, Background: p, BackgroundRect: rect}))
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := Export(enc, fonts(ExportOptions{Format: ExportPNG, Scale: 40, Background: p, BackgroundRect: rect}), &out); err != nil {
			t.Fatal(err)
		}
		m, err := png.Decode(&out)
		if err != nil {
			t.Fatal(err)
		}
		return m, f.View
	}
	with, v := export(&render.Picture{Image: img.Image, Data: img.Data, MIME: img.MIME()})
	without, _ := export(nil)
	at := func(m image.Image, x, y float64) color.RGBA {
		p := v.ToScreen(render.Point{X: x, Y: y})
		r, g, b, a := m.At(int(p.X), int(p.Y)).RGBA()
		return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
	}
	near := func(a, b color.RGBA) bool {
		d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
		return d(a.R, b.R) <= 8 && d(a.G, b.G) <= 8 && d(a.B, b.B) <= 8
	}
	// pointy hexes one unit across: hex (0,0) has its centre at (0.5, 1/√3),
	// hex (2,0) at (2.5, 1/√3); the side between hexes (0,0) and (1,0) is x = 1
	const cy = 0.5773502691896258
	print := render.PrintTheme()
	ground := print.GroundAt(0)
	for _, tc := range []struct {
		name string
		m    image.Image
		x, y float64
		want color.RGBA
	}{
		{"hex (0,0) over the red half", with, 0.5, cy, red},
		{"hex (2,0) over the blue half", with, 2.5, cy, blue},
		{"hex (0,0) without a picture", without, 0.5, cy, ground},
	} {
		if got := at(tc.m, tc.x, tc.y); !near(got, tc.want) {
			t.Errorf("%s: pixel at (%g, %.2f) = %v, want %v", tc.name, tc.x, tc.y, got, tc.want)
		}
	}
	if got := at(with, 1, cy); near(got, red) {
		t.Errorf("the side between hexes (0,0) and (1,0) at (1, %.2f) = %v, the picture's red: want the hex grid drawn over the picture", cy, got)
	}
}
