package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
)

// exportPictureMap writes a 20x20 encounter whose background is pic at
// cellPixels, and returns its path.
func exportPictureMap(t *testing.T, pic []byte, cellPixels string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "map.webp"), pic, 0o644); err != nil {
		t.Fatal(err)
	}
	enc := filepath.Join(dir, "fight.json")
	err := os.WriteFile(enc, []byte(`{"format": 1, "grid": {"width": 20, "height": 20},
 "background": {"image": "map.webp", "cellPixels": `+cellPixels+`}, "creatures": [{"id": "a", "at": [1, 1]}]}`), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

// TestExportRefusesAPictureLargerThanTheMapShows: a 40-byte WebP declaring
// 8192 x 8192 pixels under a 20x20 map at 10 pixels a square is refused
// from its header, without decoding 256 MB of pixels.
func TestExportRefusesAPictureLargerThanTheMapShows(t *testing.T) {
	enc := exportPictureMap(t, fx.WebP(8192, 8192), "10")
	out := filepath.Join(t.TempDir(), "figure.png")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	code, _, errs := runArgs("export", enc, "-o", out)
	runtime.ReadMemStats(&after)
	if code != 1 || !strings.Contains(errs, "a 8192x8192 webp image is more than a 20x20 map shows at cellPixels 10") {
		t.Errorf("export = %d %q, want 1 and the picture refused", code, errs)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 64<<20 {
		t.Errorf("export allocated %d MB before refusing the picture, want under 64", got>>20)
	}
}

// TestExportSVGEmbedsThePictureUndecoded: an SVG embeds the picture's bytes
// as they are; a picture whose pixels can't be decoded (a WebP cut short
// after its header) still exports as SVG, while the PNG export, which
// draws the pixels, says what is wrong.
func TestExportSVGEmbedsThePictureUndecoded(t *testing.T) {
	pic := fx.WebP(400, 400)
	pic = pic[:len(pic)-2]
	enc := exportPictureMap(t, pic, "20")
	dir := t.TempDir()
	if code, _, errs := runArgs("export", enc, "-o", filepath.Join(dir, "figure.svg")); code != 0 {
		t.Fatalf("export SVG = %d %q, want 0", code, errs)
	}
	svg, err := os.ReadFile(filepath.Join(dir, "figure.svg"))
	if err != nil || !strings.Contains(string(svg), `width="400" height="400" href="data:image/webp;base64,`) {
		t.Errorf("the SVG has no 400x400 WebP embedded: %v", err)
	}
	if code, _, errs := runArgs("export", enc, "-o", filepath.Join(dir, "figure.png")); code != 1 || !strings.Contains(errs, "map.webp") {
		t.Errorf("export PNG = %d %q, want 1 and the picture's error", code, errs)
	}
}
