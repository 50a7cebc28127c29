package raster_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/internal/fixture"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/render/raster"
)

// Regenerate the golden images with: go test ./render/... -update
var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func newRenderer(tb testing.TB) *raster.Renderer {
	tb.Helper()
	r, err := raster.New(assets.Fonts())
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

func TestGolden(t *testing.T) {
	tests := []struct {
		name  string
		theme render.Theme
		scale float64
	}{
		{"small-screen", render.ScreenTheme(), 40},
		{"small-print", render.PrintTheme(), 40},
		{"small-screen-zoomed-out", render.ScreenTheme(), 13.5},
	}
	r := newRenderer(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := dsscene.DefaultOptions()
			opt.Theme = tt.theme
			s := dsscene.BuildScene(fixture.Small(), opt)
			v, w, h := render.RegionView(s.Bounds, tt.scale)
			got := r.Render(s, v, w, h)
			path := filepath.Join("testdata", tt.name+".png")
			if *update {
				var buf bytes.Buffer
				if err := png.Encode(&buf, got); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			f, err := os.Open(path)
			if err != nil {
				t.Fatalf("%v (run go test ./render/... -update to make it)", err)
			}
			defer f.Close()
			want, err := png.Decode(f)
			if err != nil {
				t.Fatalf("decode %s: %v", path, err)
			}
			if msg := compare(got, want, 8, 0.005); msg != "" {
				t.Errorf("Render(%s) differs from %s: %s", tt.name, path, msg)
				out := filepath.Join(t.TempDir(), tt.name+".png")
				if f, err := os.Create(out); err == nil {
					png.Encode(f, got)
					f.Close()
					t.Logf("got written to %s", out)
				}
			}
		})
	}
}

// compare returns "" when the images have the same size and fewer than
// maxFrac of their pixels differ by more than tol in any channel.
func compare(got *image.RGBA, want image.Image, tol int, maxFrac float64) string {
	if got.Bounds() != want.Bounds() {
		return fmt.Sprintf("size %v, want %v", got.Bounds(), want.Bounds())
	}
	b := got.Bounds()
	off, worst := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			g := got.RGBAAt(x, y)
			w := color.RGBAModel.Convert(want.At(x, y)).(color.RGBA)
			d := max(absDiff(g.R, w.R), absDiff(g.G, w.G), absDiff(g.B, w.B), absDiff(g.A, w.A))
			worst = max(worst, d)
			if d > tol {
				off++
			}
		}
	}
	if frac := float64(off) / float64(b.Dx()*b.Dy()); frac >= maxFrac {
		return fmt.Sprintf("%d pixels (%.2f%%) off by more than %d, worst by %d", off, 100*frac, tol, worst)
	}
	return ""
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func near(a, b color.RGBA, tol int) bool {
	return absDiff(a.R, b.R) <= tol && absDiff(a.G, b.G) <= tol && absDiff(a.B, b.B) <= tol && absDiff(a.A, b.A) <= tol
}

// TestRenderPixels checks pixels whose colour the scene fixes: a token's
// side colour between its rim and its name, each wall material's fill
// between its pattern lines, the ground, and the background outside the map.
func TestRenderPixels(t *testing.T) {
	const scale = 64
	b := fixture.Small()
	for _, th := range []render.Theme{render.ScreenTheme(), render.PrintTheme()} {
		opt := dsscene.DefaultOptions()
		opt.Theme = th
		s := dsscene.BuildScene(b, opt)
		v, w, h := render.RegionView(s.Bounds, scale)
		img := newRenderer(t).Render(s, v, w, h)
		at := func(x, y float64) color.RGBA {
			p := v.ToScreen(render.Point{X: x, Y: y})
			return img.RGBAAt(int(p.X), int(p.Y))
		}
		fury, _ := b.Creature("fury")
		ogre, _ := b.Creature("ogre")
		tests := []struct {
			name string
			x, y float64
			want color.RGBA
		}{
			{"background, top-left corner", -0.6, -0.6, th.Background},
			{"background, right of the map", 9.3, 3.5, th.Background},
			{"ground 0", 0.3, 0.3, th.GroundAt(0)},
			{"ground 3", 8.3, 1.3, th.GroundAt(3)},
			{"Fury, hero, centre-top", float64(fury.At.X) + 0.5, float64(fury.At.Y) + 0.2, th.SideColor("heroes")},
			{"Ogre, enemy, centre-top", float64(ogre.At.X) + 1, float64(ogre.At.Y) + 0.3, th.SideColor("enemies")},
			// between the pattern lines, clear of the height badge
			{"glass wall", 0.25, 6.25, th.Walls["glass"].Fill},
			{"wood wall", 1.25, 6.33, th.Walls["wood"].Fill},
			{"stone wall", 2.25, 6.17, th.Walls["stone"].Fill},
			{"metal wall", 3.5, 6.25, th.Walls["metal"].Fill},
			{"unbreakable wall", 4.5, 6.2, th.Walls["unbreakable"].Fill},
		}
		for _, tt := range tests {
			t.Run(th.Name+"/"+tt.name, func(t *testing.T) {
				if got := at(tt.x, tt.y); !near(got, tt.want, 2) {
					t.Errorf("Render pixel at map (%.2f, %.2f) = %v, want %v", tt.x, tt.y, got, tt.want)
				}
			})
		}
	}
}

// TestStrokeOverlap draws translucent strokes whose pieces overlap (at
// corners, where segment and join meet) and checks the overlaps are not
// darker than the rest: each stroke is one layer of paint.
func TestStrokeOverlap(t *testing.T) {
	ink := color.RGBA{0, 0, 128, 128} // half-transparent blue, premultiplied
	tests := []struct {
		name   string
		shape  render.Shape
		corner render.Point // a point inside the stroke where pieces overlap
		side   render.Point // a point inside the stroke along one segment
	}{
		{"polyline right angle", render.Shape{Kind: render.Polyline, Points: []render.Point{{X: 1, Y: 1}, {X: 4, Y: 1}, {X: 4, Y: 4}}, Stroke: ink, Width: 0.5},
			render.Point{X: 4, Y: 1}, render.Point{X: 2.5, Y: 1}},
		{"polyline sharp turn", render.Shape{Kind: render.Polyline, Points: []render.Point{{X: 1, Y: 1}, {X: 4, Y: 2}, {X: 1, Y: 3}}, Stroke: ink, Width: 0.5},
			render.Point{X: 3.9, Y: 2}, render.Point{X: 2.5, Y: 1.5}},
		{"rectangle outline", render.Rectangle(render.Rect{Min: render.Point{X: 1, Y: 1}, Max: render.Point{X: 4, Y: 4}}, color.RGBA{}, ink, 0.5),
			render.Point{X: 1.1, Y: 1.1}, render.Point{X: 2.5, Y: 1}},
		{"circle outline", render.Disc(render.Point{X: 2.5, Y: 2.5}, 1.5, color.RGBA{}, ink, 0.5),
			render.Point{X: 4, Y: 2.5}, render.Point{X: 2.5, Y: 1}},
	}
	white := color.RGBA{255, 255, 255, 255}
	r := newRenderer(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &render.Scene{Background: white, Shapes: []render.Shape{tt.shape}}
			v := render.View{Scale: 20}
			img := r.Render(s, v, 110, 110)
			px := func(p render.Point) color.RGBA {
				q := v.ToScreen(p)
				return img.RGBAAt(int(q.X), int(q.Y))
			}
			want := color.RGBA{127, 127, 255, 255} // ink over white
			if got := px(tt.side); !near(got, want, 2) {
				t.Errorf("stroke along a side = %v, want %v", got, want)
			}
			if got := px(tt.corner); !near(got, want, 2) {
				t.Errorf("stroke at the corner = %v, want %v (one layer of paint)", got, want)
			}
		})
	}
}

// TestOverbrightColour checks a colour whose channels exceed its alpha (not
// a valid premultiplied colour, but themes use them for glints) saturates
// like the window's, rather than wrapping round to a dark colour.
func TestOverbrightColour(t *testing.T) {
	blue := color.RGBA{52, 104, 170, 255}
	glint := color.RGBA{190, 220, 255, 200}
	want := color.RGBA{201, 242, 255, 255} // glint + blue*(1-200/255), capped at 255
	r := newRenderer(t)
	for _, sh := range []render.Shape{
		render.Rectangle(render.Rect{Max: render.Point{X: 4, Y: 4}}, glint, color.RGBA{}, 0),
		{Kind: render.Polygon, Points: []render.Point{{X: 0, Y: 0}, {X: 4, Y: 0}, {X: 2, Y: 4}}, Fill: glint},
		render.Label(render.Point{X: 2, Y: 2}, "█", 3, glint, render.AlignCenter, false),
	} {
		s := &render.Scene{Background: blue, Shapes: []render.Shape{sh}}
		img := r.Render(s, render.View{Scale: 10}, 40, 40)
		if got := img.RGBAAt(20, 15); !near(got, want, 2) {
			t.Errorf("Render(%v in %v over %v) centre = %v, want %v", sh.Kind, glint, blue, got, want)
		}
	}
}

// TestTextSkippedWhenTiny checks text under 5 pixels is left out, as in the window.
func TestTextSkippedWhenTiny(t *testing.T) {
	white := color.RGBA{255, 255, 255, 255}
	r := newRenderer(t)
	for _, tt := range []struct {
		scale float64
		inked bool
	}{{20, true}, {9, false}} {
		s := &render.Scene{Background: white, Shapes: []render.Shape{
			render.Label(render.Point{X: 2, Y: 1}, "WWW", 0.5, color.RGBA{0, 0, 0, 255}, render.AlignCenter, true),
		}}
		img := r.Render(s, render.View{Scale: tt.scale}, 80, 40)
		inked := false
		for i := 0; i < len(img.Pix); i += 4 {
			if img.Pix[i] < 128 {
				inked = true
			}
		}
		if inked != tt.inked {
			t.Errorf("Render(text 0.5 squares tall at %v px per square) inked = %v, want %v", tt.scale, inked, tt.inked)
		}
	}
}

// largeScene is the benchmark scene: a busy 40 x 30 board at 64 pixels per
// square.
func largeScene() (*render.Scene, render.View, int, int) {
	s := dsscene.BuildScene(fixture.Large(), dsscene.DefaultOptions())
	v, w, h := render.RegionView(s.Bounds, 64)
	return s, v, w, h
}

func BenchmarkRender(b *testing.B) {
	s, v, w, h := largeScene()
	r := newRenderer(b)
	b.ReportAllocs()
	for b.Loop() {
		r.Render(s, v, w, h)
	}
}

func BenchmarkEncodePNG(b *testing.B) {
	s, v, w, h := largeScene()
	img := newRenderer(b).Render(s, v, w, h)
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed} // as WritePNG
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := enc.Encode(&buf, img); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes/png")
}

// BenchmarkWritePNG is the whole export: draw and encode.
func BenchmarkWritePNG(b *testing.B) {
	s, v, w, h := largeScene()
	r := newRenderer(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := r.WritePNG(io.Discard, s, v, w, h); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderPrint is a print-resolution figure of part of the map: 12 x 8
// squares at 300 dots per inch, one inch per square.
func BenchmarkRenderPrint(b *testing.B) {
	opt := dsscene.DefaultOptions()
	opt.Theme = render.PrintTheme()
	s := dsscene.BuildScene(fixture.Large(), opt)
	v, w, h := render.RegionView(render.Rect{Min: render.Point{X: 4, Y: 4}, Max: render.Point{X: 16, Y: 12}}, 300)
	r := newRenderer(b)
	b.ReportAllocs()
	for b.Loop() {
		r.Render(s, v, w, h)
	}
}

// TestWritePNGResolution checks the PNG is valid and records v.Scale pixels
// per inch, so that it prints at an inch per square.
func TestWritePNGResolution(t *testing.T) {
	s := dsscene.BuildScene(fixture.Small(), dsscene.DefaultOptions())
	for _, scale := range []float64{40, 300} {
		v, w, h := render.RegionView(render.Rect{Max: render.Point{X: 2, Y: 1}}, scale)
		var buf bytes.Buffer
		if err := newRenderer(t).WritePNG(&buf, s, v, w, h); err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(buf.Bytes()))
		if err != nil || cfg.Width != w || cfg.Height != h {
			t.Fatalf("WritePNG at %v px per square: DecodeConfig = %v x %v, %v, want %d x %d", scale, cfg.Width, cfg.Height, err, w, h)
		}
		if _, err := png.Decode(bytes.NewReader(buf.Bytes())); err != nil {
			t.Fatalf("WritePNG at %v px per square: not a valid PNG: %v", scale, err)
		}
		b := buf.Bytes()
		i := bytes.Index(b, []byte("pHYs"))
		if i != 37 {
			t.Fatalf("WritePNG at %v px per square: pHYs chunk at byte %d, want 37 (right after IHDR)", scale, i)
		}
		ppm := binary.BigEndian.Uint32(b[i+4:])
		if dpi := float64(ppm) * 0.0254; math.Abs(dpi-scale) > 0.1 || b[i+12] != 1 {
			t.Errorf("WritePNG at %v px per square: resolution %.2f dpi (unit %d), want %v dpi", scale, dpi, b[i+12], scale)
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWritePNGError(t *testing.T) {
	s := dsscene.BuildScene(fixture.Small(), dsscene.DefaultOptions())
	err := newRenderer(t).WritePNG(failWriter{}, s, render.View{Scale: 10}, 20, 20)
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("WritePNG to a failing writer = %v, want an error wrapping disk full", err)
	}
}

// TestDashedOutlines checks dashes on every kind of stroke: along the
// outline some pixels are inked and some are not.
func TestDashedOutlines(t *testing.T) {
	black := color.RGBA{0, 0, 0, 255}
	white := color.RGBA{255, 255, 255, 255}
	circle := render.Disc(render.Point{X: 2, Y: 2}, 1.5, color.RGBA{}, black, 0.1)
	circle.Dash = 0.3
	square := render.Rectangle(render.Rect{Min: render.Point{X: 0.5, Y: 0.5}, Max: render.Point{X: 3.5, Y: 3.5}}, color.RGBA{}, black, 0.1)
	square.Dash = 0.3
	line := render.Shape{Kind: render.Polyline, Points: []render.Point{{X: 0.5, Y: 2}, {X: 3.5, Y: 2}}, Stroke: black, Width: 0.1, Dash: 0.3}
	tests := []struct {
		name  string
		shape render.Shape
		along func(f float64) render.Point // the outline, f from 0 to 1
	}{
		{"circle", circle, func(f float64) render.Point {
			return render.Point{X: 2 + 1.5*math.Cos(2*math.Pi*f), Y: 2 + 1.5*math.Sin(2*math.Pi*f)}
		}},
		{"rectangle", square, func(f float64) render.Point { return render.Point{X: 0.5 + 3*f, Y: 0.5} }},
		{"line", line, func(f float64) render.Point { return render.Point{X: 0.5 + 3*f, Y: 2} }},
	}
	r := newRenderer(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := render.View{Scale: 40}
			img := r.Render(&render.Scene{Background: white, Shapes: []render.Shape{tt.shape}}, v, 160, 160)
			inked, bare := 0, 0
			for i := 0; i < 200; i++ {
				p := v.ToScreen(tt.along(float64(i) / 200))
				if img.RGBAAt(int(p.X), int(p.Y)).R < 64 {
					inked++
				} else if img.RGBAAt(int(p.X), int(p.Y)).R > 192 {
					bare++
				}
			}
			if inked < 40 || bare < 40 {
				t.Errorf("Render(dashed %s) along the outline: %d of 200 samples inked, %d bare, want both about half", tt.name, inked, bare)
			}
		})
	}
}

// TestTextDrawnAgainAllocatesNothing: a label's glyphs are rasterized and
// its width measured once; drawing it again (in the next tile of the
// window, or the next frame) allocates nothing, however long it is.
func TestTextDrawnAgainAllocatesNothing(t *testing.T) {
	r := newRenderer(t)
	var s render.Scene
	s.AddLabel(render.Point{X: 2, Y: 1}, strings.Repeat("lorem ipsum dolor sit amet ", 18), 0.36, color.RGBA{A: 255}, render.AlignCenter, true)
	img := image.NewRGBA(image.Rect(0, 0, 256, 256))
	v := render.View{Scale: 64}
	r.Draw(img, &s, v)
	if n := testing.AllocsPerRun(5, func() { r.Draw(img, &s, v) }); n != 0 {
		t.Errorf("drawing a label again allocated %v times, want 0", n)
	}
}
