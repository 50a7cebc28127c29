package raster

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/battlemap/battlemap/internal/fixture"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
)

// TestEncodePNG: what encodePNG writes, image/png reads back pixel for
// pixel, for opaque and translucent images of sizes that split into bands
// unevenly.
func TestEncodePNG(t *testing.T) {
	for _, tc := range []struct {
		name string
		w, h int
		a    uint8
	}{{"opaque", 301, 199, 255}, {"translucent", 97, 211, 128}, {"one row", 5, 1, 255}, {"clear", 3, 300, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			img := image.NewRGBA(image.Rect(0, 0, tc.w, tc.h))
			for y := 0; y < tc.h; y++ {
				for x := 0; x < tc.w; x++ {
					c := color.RGBA{uint8(x * 7), uint8(y * 3), uint8(x ^ y), tc.a}
					if x%13 == 0 && tc.a == 255 {
						c.A = 255
					}
					c.R, c.G, c.B = uint8(uint32(c.R)*uint32(c.A)/255), uint8(uint32(c.G)*uint32(c.A)/255), uint8(uint32(c.B)*uint32(c.A)/255)
					img.SetRGBA(x, y, c)
				}
			}
			var buf bytes.Buffer
			if err := encodePNG(&buf, img, 2520); err != nil {
				t.Fatal(err)
			}
			got, err := png.Decode(&buf)
			if err != nil {
				t.Fatalf("png.Decode(encodePNG(%s)) = %v", tc.name, err)
			}
			for y := 0; y < tc.h; y++ {
				for x := 0; x < tc.w; x++ {
					r1, g1, b1, a1 := got.At(x, y).RGBA()
					r2, g2, b2, a2 := img.At(x, y).RGBA()
					if d := max(diff(r1, r2), diff(g1, g2), diff(b1, b2), diff(a1, a2)); d > 2 {
						t.Fatalf("pixel %d,%d = %v after a round trip, want %v", x, y, got.At(x, y), img.At(x, y))
					}
				}
			}
		})
	}
}

func diff(a, b uint32) uint32 {
	a, b = a>>8, b>>8
	if a > b {
		return a - b
	}
	return b - a
}

// BenchmarkEncodeFast encodes the large fixture at 64 pixels per square,
// as BenchmarkEncodePNG does with image/png.
func BenchmarkEncodeFast(b *testing.B) {
	s := dsscene.BuildScene(fixture.Large(), dsscene.DefaultOptions())
	v, w, h := render.RegionView(s.Bounds, 64)
	r, err := New(goregular.TTF, gobold.TTF)
	if err != nil {
		b.Fatal(err)
	}
	img := r.Render(s, v, w, h)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := encodePNG(&buf, img, 2520); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/png")
}
