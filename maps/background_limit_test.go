package maps

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	fx "github.com/battlemap/battlemap/internal/importfixture"
	"github.com/battlemap/battlemap/internal/memtest"
)

// progressiveJPEGClaiming is the start of a progressive JPEG of w x h
// pixels in three components, with a quantisation and a Huffman table and
// the first scan's header but no image data: the standard decoder sets
// aside its coefficients (16 bytes a pixel) before it finds the data short.
func progressiveJPEGClaiming(w, h int) []byte {
	seg := func(marker byte, body ...byte) []byte {
		n := len(body) + 2
		return append([]byte{0xff, marker, byte(n >> 8), byte(n)}, body...)
	}
	out := []byte{0xff, 0xd8}
	out = append(out, seg(0xdb, append([]byte{0}, bytes.Repeat([]byte{1}, 64)...)...)...)
	out = append(out, seg(0xc2, 8, byte(h>>8), byte(h), byte(w>>8), byte(w), 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0)...)
	out = append(out, seg(0xc4, append([]byte{0, 1}, make([]byte, 16)...)...)...)
	out = append(out, seg(0xda, 3, 1, 0, 2, 0, 3, 0, 0, 0, 0)...)
	out = append(out, make([]byte, 4096)...)
	return append(out, 0xff, 0xd9)
}

// A picture is decoded only up to what the map shows of it: a tiny file
// declaring 8192 x 8192 pixels under a 20x20 map at 10 pixels a square
// (200 x 200 shown) is refused from its header, before anything is
// decoded, and costs about its own size.
func TestBackgroundBoundedByTheMap(t *testing.T) {
	dir := t.TempDir()
	enc := filepath.Join(dir, "fight.json")
	for name, data := range map[string][]byte{
		"tiny.webp":   fx.WebP(8192, 8192),
		"prog.jpg":    progressiveJPEGClaiming(8000, 8000),
		"wide.png":    fx.PNGClaiming(16000, 4000),
		"fits.webp":   fx.WebP(2048, 2048), // MinImagePixels: always decoded
		"big.webp":    fx.WebP(2500, 2500),
		"painted.png": fx.PNG(800, 800), // 20x20 squares of 40 pixels
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		image      string
		cellPixels float64
		want       string // a piece of the error, or "" for a picture read
	}{
		{"tiny.webp", 10, "a 8192x8192 webp image is more than a 20x20 map shows at cellPixels 10"},
		{"prog.jpg", 10, "a 8000x8000 jpeg image is more than a 20x20 map shows"},
		{"wide.png", 10, "a 16000x4000 png image is more than"},
		{"fits.webp", 10, ""},
		{"painted.png", 40, ""},
		// 20x20 squares (and one more for a hex map's stagger) of 60
		// pixels show 1260 x 1260: four times that holds 2500 x 2500
		{"big.webp", 60, ""},
		{"big.webp", 50, "a 2500x2500 webp image is more than a 20x20 map shows at cellPixels 50"},
	} {
		t.Run(tc.image, func(t *testing.T) {
			bg := &Background{Image: tc.image, CellPixels: tc.cellPixels}
			var img *BackgroundImage
			var err error
			got := memtest.Allocated(func() { img, err = LoadBackgroundFor(enc, bg, 20, 20, true) })
			switch {
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("LoadBackgroundFor(%s, cellPixels %g) error = %v, want %q", tc.image, tc.cellPixels, err, tc.want)
			case tc.want != "" && got > 1<<20:
				t.Errorf("LoadBackgroundFor(%s) allocated %d bytes before refusing it, want under 1 MiB", tc.image, got)
			case tc.want == "" && err != nil:
				t.Fatalf("LoadBackgroundFor(%s, cellPixels %g): %v", tc.image, tc.cellPixels, err)
			case tc.want == "" && (img.Image == nil || img.Image.Bounds() != image.Rect(0, 0, img.Width, img.Height)):
				t.Errorf("LoadBackgroundFor(%s) = %v, %dx%d; want the decoded picture of the header's size", tc.image, img.Image, img.Width, img.Height)
			}
		})
	}
}

// Without decoding, only the header is read: a picture whose pixels are
// damaged still gives its size and bytes (an SVG export embeds them).
func TestBackgroundUndecoded(t *testing.T) {
	dir := t.TempDir()
	enc := filepath.Join(dir, "fight.json")
	data := progressiveJPEGClaiming(400, 300)
	data = data[:len(data)-4096-2] // the scan's data and the end cut off
	if err := os.WriteFile(filepath.Join(dir, "damaged.jpg"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	bg := &Background{Image: "damaged.jpg", CellPixels: 20}
	img, err := LoadBackgroundFor(enc, bg, 20, 15, false)
	if err != nil || img.Image != nil || img.Width != 400 || img.Height != 300 || !bytes.Equal(img.Data, data) || img.Format != "jpeg" {
		t.Fatalf("LoadBackgroundFor(undecoded) = %+v, %v; want the 400x300 jpeg's bytes, no image", img, err)
	}
	if _, err := LoadBackgroundFor(enc, bg, 20, 15, true); err == nil {
		t.Errorf("LoadBackgroundFor(decoded) of a JPEG without data succeeded, want its error")
	}
}

func TestPixelLimit(t *testing.T) {
	for _, tc := range []struct {
		cols, rows int
		cellPixels float64
		want       int64
	}{
		{20, 20, 10, MinImagePixels},               // 210 x 210 shown
		{100, 100, 20, 4 * 2020 * 2020},            // 4 times 2020 x 2020
		{1000, 1000, 100, MaxImagePixels},          // far more than any picture may be
		{0, 0, 10000, MaxImagePixels},              // one square of 10000 pixels
		{10, 10, 0.5, MinImagePixels},              // a picture smaller than the map
		{5, 5, 70, max(MinImagePixels, 4*420*420)}, // a small battle map
	} {
		if got := PixelLimit(&Background{CellPixels: tc.cellPixels}, tc.cols, tc.rows); got != tc.want {
			t.Errorf("PixelLimit(%dx%d at %g) = %d, want %d", tc.cols, tc.rows, tc.cellPixels, got, tc.want)
		}
	}
}

// FuzzBackgroundHeader checks that a picture's bytes never make
// DecodeBackgroundFor panic, and that what it decodes is never more pixels
// than the map shows of it (PixelLimit) and has the header's size.
//
//	go test ./maps -run '^$' -fuzz FuzzBackgroundHeader -fuzztime 1m
func FuzzBackgroundHeader(f *testing.F) {
	f.Add(fx.WebP(12, 9), uint16(20), uint16(20), uint16(10))
	f.Add(fx.WebP(8192, 8192), uint16(20), uint16(20), uint16(10))
	f.Add(fx.PNG(30, 20), uint16(3), uint16(2), uint16(10))
	f.Add(fx.JPEG(8, 8), uint16(1), uint16(1), uint16(8))
	f.Add(progressiveJPEGClaiming(3000, 3000), uint16(10), uint16(10), uint16(30))
	f.Add(fx.PNGClaiming(20000, 20000), uint16(1000), uint16(1000), uint16(100))
	f.Fuzz(func(t *testing.T, data []byte, cols, rows, cellPixels uint16) {
		bg := &Background{Image: "fuzz", CellPixels: float64(cellPixels%MaxCellPixels + 1)}
		c, r := int(cols%1001), int(rows%1001)
		img, err := DecodeBackgroundFor("fuzz", data, bg, c, r, true)
		if err != nil {
			return
		}
		if px := int64(img.Width) * int64(img.Height); px > PixelLimit(bg, c, r) {
			t.Fatalf("decoded %dx%d pixels under a %dx%d map at %g; the limit is %d", img.Width, img.Height, c, r, bg.CellPixels, PixelLimit(bg, c, r))
		}
		if b := img.Image.Bounds(); b.Dx() != img.Width || b.Dy() != img.Height {
			t.Fatalf("decoded %v, but the header says %dx%d", b, img.Width, img.Height)
		}
	})
}
