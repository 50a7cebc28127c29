package session

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/internal/fixture"
	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Regenerate the golden figures with: go test ./game -run Export -update
var update = flag.Bool("update", false, "rewrite the golden figures in testdata/export/")

func loadEncounter(t testing.TB, path string) *maps.Encounter {
	t.Helper()
	e, err := maps.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func fonts(opt ExportOptions) ExportOptions {
	opt.RegularFont, opt.BoldFont = assets.Fonts()
	return opt
}

func pos(x, y, z int) *drawsteel.Pos { return &drawsteel.Pos{X: x, Y: y, Z: z} }

// exportCases are the golden figures: the bundled rulebook figures as the
// README shows them, a side view, and a cropped screen-theme export.
func exportCases() []struct {
	name, file string
	opt        ExportOptions
} {
	slide5 := func(target string, path ...drawsteel.Pos) *ExportPreview {
		return &ExportPreview{Move: drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Slide, Distance: 5}, Target: target, Source: "null"}, Path: path, NoArea: true}
	}
	return []struct {
		name, file string
		opt        ExportOptions
	}{
		{"forced-movement", "../assets/encounters/figure-forced-movement.json", ExportOptions{Scale: 40}},
		{"slam", "../assets/encounters/figure-slam.json", ExportOptions{Scale: 40, Preview: slide5("commando-a", drawsteel.Pos{X: 4, Y: 1}, drawsteel.Pos{X: 5, Y: 1})}},
		{"hurl-wood", "../assets/encounters/figure-hurl-wood.json", ExportOptions{Scale: 40, Preview: slide5("commando", drawsteel.Pos{X: 3, Y: 1}, drawsteel.Pos{X: 4, Y: 1}, drawsteel.Pos{X: 5, Y: 1})}},
		{"vertical-side-view", "testdata/export/vertical.json", ExportOptions{Scale: 40, SideView: true, Preview: &ExportPreview{
			Move: drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Slide, Distance: 3, Vertical: true}, Target: "goblin", Source: "talent"},
			To:   pos(5, 1, 5)}}},
		{"cliffside-screen-region", "../assets/encounters/cliffside.json", ExportOptions{Theme: "screen", Scale: 32,
			Region:  render.Rect{Min: render.Point{X: 8, Y: 3}, Max: render.Point{X: 20, Y: 12}},
			Preview: &ExportPreview{Move: drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 3}, Target: "wardog", Source: "tactician"}}}},
	}
}

// TestExportGolden compares every golden figure: SVG byte for byte, PNG
// pixel by pixel within a small tolerance (font rasterising may differ in
// the last bit between platforms).
func TestExportGolden(t *testing.T) {
	for _, tc := range exportCases() {
		enc := loadEncounter(t, tc.file)
		for _, f := range []ExportFormat{ExportSVG, ExportPNG} {
			t.Run(tc.name+"."+string(f), func(t *testing.T) {
				opt := fonts(tc.opt)
				opt.Format = f
				var buf bytes.Buffer
				if err := Export(enc, opt, &buf); err != nil {
					t.Fatalf("Export(%s) error: %v", tc.name, err)
				}
				golden := filepath.Join("testdata", "export", tc.name+"."+string(f))
				if *update {
					if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test ./game -run Export -update to create it)", err)
				}
				if f == ExportSVG {
					if !bytes.Equal(buf.Bytes(), want) {
						t.Errorf("Export(%s) SVG differs from %s (run go test ./game -run Export -update to accept)", tc.name, golden)
					}
					return
				}
				got, err := png.Decode(&buf)
				if err != nil {
					t.Fatal(err)
				}
				wimg, err := png.Decode(bytes.NewReader(want))
				if err != nil {
					t.Fatal(err)
				}
				if msg := comparePNG(got, wimg, 2, 0.002); msg != "" {
					t.Errorf("Export(%s) PNG differs from %s: %s (run go test ./game -run Export -update to accept)", tc.name, golden, msg)
				}
			})
		}
	}
}

// comparePNG is "" when the images have one size and at most frac of
// their pixels differ by more than tol in some channel.
func comparePNG(got, want image.Image, tol int, frac float64) string {
	if got.Bounds() != want.Bounds() {
		return fmt.Sprintf("size %v, want %v", got.Bounds().Size(), want.Bounds().Size())
	}
	b := got.Bounds()
	bad := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, _ := got.At(x, y).RGBA()
			r2, g2, b2, _ := want.At(x, y).RGBA()
			for _, d := range []int{int(r1>>8) - int(r2>>8), int(g1>>8) - int(g2>>8), int(b1>>8) - int(b2>>8)} {
				if d > tol || d < -tol {
					bad++
					break
				}
			}
		}
	}
	if n := b.Dx() * b.Dy(); float64(bad) > frac*float64(n) {
		return fmt.Sprintf("%d of %d pixels differ by more than %d", bad, n, tol)
	}
	return ""
}

// TestExportSVGIsVector: an SVG figure is shapes and text, no bitmap.
func TestExportSVGIsVector(t *testing.T) {
	enc := loadEncounter(t, "../assets/encounters/figure-forced-movement.json")
	var buf bytes.Buffer
	if err := Export(enc, ExportOptions{Format: ExportSVG}, &buf); err != nil {
		t.Fatal(err)
	}
	svg := buf.String()
	for _, want := range []string{"<text", "<polygon", "<polyline", "Forced Movement", "The censor pulls a commando 2 squares"} {
		if !strings.Contains(svg, want) {
			t.Errorf("Export(SVG) has no %q", want)
		}
	}
	if strings.Contains(svg, "<image") || strings.Contains(svg, "base64") {
		t.Errorf("Export(SVG) embeds a bitmap")
	}
}

// TestExportScale: a PNG is Scale pixels per square and records Scale
// pixels per inch, so --scale 300 prints one-inch squares at 300 dpi.
func TestExportScale(t *testing.T) {
	enc := loadEncounter(t, "../maps/testdata/small.json") // 3 x 2, no annotations
	for _, scale := range []float64{16, 64, 300} {
		opt := fonts(ExportOptions{Scale: scale, Legend: Off, Region: render.Rect{Max: render.Point{X: 3, Y: 2}}})
		var buf bytes.Buffer
		if err := Export(enc, opt, &buf); err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if w, h := int(3*scale), int(2*scale); cfg.Width != w || cfg.Height != h {
			t.Errorf("Export(scale %g) = %d x %d pixels, want %d x %d", scale, cfg.Width, cfg.Height, w, h)
		}
		i := bytes.Index(buf.Bytes(), []byte("pHYs"))
		if i < 0 {
			t.Fatalf("Export(scale %g) PNG has no pHYs chunk", scale)
		}
		ppm := int(buf.Bytes()[i+4])<<24 | int(buf.Bytes()[i+5])<<16 | int(buf.Bytes()[i+6])<<8 | int(buf.Bytes()[i+7])
		if dpi := float64(ppm) * 0.0254; dpi < scale-0.5 || dpi > scale+0.5 {
			t.Errorf("Export(scale %g) records %.1f dpi, want %g", scale, dpi, scale)
		}
	}
}

func TestExportErrors(t *testing.T) {
	enc := loadEncounter(t, "../assets/encounters/figure-slam.json")
	slide := func(target string) *ExportPreview {
		return &ExportPreview{Move: drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Slide, Distance: 5}, Target: target, Source: "null"}}
	}
	aimed := slide("commando-a")
	aimed.To, aimed.Path = pos(4, 1, 0), []drawsteel.Pos{{X: 4, Y: 1}}
	unreachable := slide("commando-a")
	unreachable.To = pos(9, 3, 0)
	tests := []struct {
		name string
		opt  ExportOptions
		want string
	}{
		{"unknown theme", ExportOptions{Theme: "sepia"}, `unknown theme "sepia"`},
		{"unknown format", ExportOptions{Format: "gif"}, `unknown format "gif"`},
		{"negative scale", ExportOptions{Scale: -2}, "must be above 0"},
		{"huge", ExportOptions{Scale: 5000}, "at most 20000 a side"},
		{"empty region", ExportOptions{Region: render.Rect{Min: render.Point{X: 3, Y: 3}, Max: render.Point{X: 1, Y: 4}}}, "is empty"},
		{"endless scale", ExportOptions{Scale: math.Inf(1)}, "must be above 0"},
		{"region of 1e300 squares", ExportOptions{Region: render.Rect{Max: render.Point{X: 1e300, Y: 1e300}}}, "the figure would be"},
		{"region of NaN", ExportOptions{Region: render.Rect{Max: render.Point{X: math.NaN(), Y: 2}}}, "want numbers of squares"},
		{"region off the map", ExportOptions{Region: render.Rect{Min: render.Point{X: 50, Y: 0}, Max: render.Point{X: 60, Y: 2}}}, "shows none of the"},
		{"too many pixels", ExportOptions{Scale: 2000}, "25 million in all"},
		{"unknown target", ExportOptions{Preview: slide("nobody")}, `no creature "nobody"`},
		{"to and path", ExportOptions{Preview: aimed}, "not both"},
		{"unreachable", ExportOptions{Preview: unreachable}, "can't be aimed at 9,3,0"},
		{"side view without aim", ExportOptions{Preview: slide("commando-a"), SideView: true}, "side view needs the preview aimed"},
		{"side view without preview", ExportOptions{SideView: true}, "side view needs a forced-move preview"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := buildExport(enc, tt.opt)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("buildExport(%s) error = %v, want one containing %q", tt.name, err, tt.want)
			}
		})
	}
}

func TestExportFormatFor(t *testing.T) {
	for path, want := range map[string]ExportFormat{"a.png": ExportPNG, "fig/B.SVG": ExportSVG, "c.jpg": ""} {
		got, err := ExportFormatFor(path)
		if got != want || (err != nil) != (want == "") {
			t.Errorf("ExportFormatFor(%q) = %q, %v; want %q", path, got, err, want)
		}
	}
}

// TestAnnotationColorsAgree: the file format accepts exactly the colours
// the renderer has shades for.
func TestAnnotationColorsAgree(t *testing.T) {
	if got, want := maps.AnnotationColors(), render.NoteColors(); !slices.Equal(got, want) {
		t.Errorf("maps.AnnotationColors() = %v, render.NoteColors() = %v; want the same", got, want)
	}
}

// TestAnnotationsConvert: squares in the file are centres in the scene.
func TestAnnotationsConvert(t *testing.T) {
	enc := &maps.Encounter{Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(4, 4)}, Annotations: []maps.Annotation{
		{Kind: maps.AnnotationCallout, Points: []maps.Point{{X: 1, Y: 2}}, Number: 3},
		{Kind: maps.AnnotationArea, Rect: &maps.SquareRect{Min: grid.Cell{X: 0, Y: 0}, Max: grid.Cell{X: 1, Y: 0}}},
		{Kind: maps.AnnotationArrow, FollowsSquares: true, Points: []maps.Point{{X: 0, Y: 0}, {X: 2, Y: 0}}},
	}}
	got := annotations(enc)
	if p := got[0].Points[0]; p != (render.Point{X: 1.5, Y: 2.5}) || got[0].Kind != render.NoteCallout || got[0].Number != 3 {
		t.Errorf("annotations(callout at 1,2) = %+v, want a callout 3 at 1.5,2.5", got[0])
	}
	// a rectangle stays a rectangle: never listed square by square
	if want := [2]drawsteel.Square{{X: 0, Y: 0}, {X: 1, Y: 0}}; got[1].Rect == nil || *got[1].Rect != want || len(got[1].Squares) != 0 {
		t.Errorf("annotations(rect 0,0 to 1,0) = rect %v, squares %v; want the rect %v and no squares", got[1].Rect, got[1].Squares, want)
	}
	// a path arrow starts at the edge of the first square's token
	if p := got[2].Points[0]; math.Abs(p.X-0.92) > 1e-9 || p.Y != 0.5 {
		t.Errorf("annotations(path from 0,0) starts at %v, want 0.92,0.5", p)
	}
}

// benchEncounter is a 40 x 30 map as busy as a real encounter, with 30
// creatures, walls of every material, terrain, and a figure's worth of
// annotations and a caption.
func benchEncounter() *maps.Encounter {
	b := fixture.Large()
	enc := &maps.Encounter{Name: "bench", Square: &dsfile.SquareMap{Board: b}, Caption: "Benchmark: a busy battlefield with every kind of annotation, a legend and a caption long enough to wrap over two lines or more."}
	for i := 0; i < 10; i++ {
		x, y := float64(3+i*3), float64(2+i*2)
		enc.Annotations = append(enc.Annotations,
			maps.Annotation{Kind: maps.AnnotationArrow, Points: []maps.Point{{X: x, Y: y}, {X: x + 2, Y: y + 1}}, Color: "red"},
			maps.Annotation{Kind: maps.AnnotationArea, Rect: &maps.SquareRect{Min: grid.Cell{X: int(x), Y: int(y)}, Max: grid.Cell{X: int(x) + 2, Y: int(y) + 1}}, Color: "blue"},
			maps.Annotation{Kind: maps.AnnotationCallout, Points: []maps.Point{{X: x + 1, Y: y}}, Number: i + 1, Text: "A callout explained in the key under the map."},
			maps.Annotation{Kind: maps.AnnotationLabel, Points: []maps.Point{{X: x, Y: y + 1}}, Text: "label"},
		)
	}
	return enc
}

func benchmarkExport(b *testing.B, f ExportFormat) {
	enc := benchEncounter()
	opt := fonts(ExportOptions{Format: f, Scale: 64})
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := Export(enc, opt, &buf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "bytes")
}

// BenchmarkExportPNG exports a 40 x 30 map with 30 tokens and annotations
// at 64 pixels per square (2600 x 2000 pixels and more): the whole of
// `battlemap export`, fonts loaded, scene built, drawn and encoded.
func BenchmarkExportPNG(b *testing.B) { benchmarkExport(b, ExportPNG) }

// BenchmarkExportSVG is the same figure as SVG.
func BenchmarkExportSVG(b *testing.B) { benchmarkExport(b, ExportSVG) }

// TestExportLimitsComeFirst checks that a figure over the limits is refused
// before its scene is built: asking for the largest map at the default
// scale allocates almost nothing.
func TestExportLimitsComeFirst(t *testing.T) {
	enc := &maps.Encounter{Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(maps.MaxGridSide, maps.MaxGridSide)}}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := buildExport(enc, ExportOptions{})
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "64000 x 64000 pixels") {
		t.Errorf("buildExport(1000x1000 at 64 px) = %v, want the figure's size refused", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 64<<10 {
		t.Errorf("buildExport(1000x1000 at 64 px) allocated %d bytes before refusing, want at most 64 KiB", got)
	}
}

// BenchmarkExportAtPixelLimit writes the sample as a PNG of about
// MaxExportPixels pixels: what the limit lets an export take (B/op).
func BenchmarkExportAtPixelLimit(b *testing.B) {
	enc := loadEncounter(b, "../assets/encounters/cliffside.json") // 24 x 16
	opt := fonts(ExportOptions{Scale: 245, Legend: Off})
	f, err := buildExport(enc, opt)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(f.Width*f.Height)/1e6, "Mpixels")
	b.ReportAllocs()
	for b.Loop() {
		if err := Export(enc, opt, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExportLargestAtPixelLimit writes the largest map the format
// allows, every square a wall, and the same map under one area annotation
// of every square, as PNGs of about MaxExportPixels pixels (4.9 pixels per
// square): what an export may cost at its limits (B/op).
func BenchmarkExportLargestAtPixelLimit(b *testing.B) {
	walls := drawsteel.NewBoard(maps.MaxGridSide, maps.MaxGridSide)
	for i := range walls.Cells {
		walls.Cells[i].Wall, walls.Cells[i].WallHeight = drawsteel.Stone, 1
	}
	last := drawsteel.Square{X: maps.MaxGridSide - 1, Y: maps.MaxGridSide - 1}
	tests := []struct {
		name string
		enc  *maps.Encounter
	}{
		{"walls", &maps.Encounter{Square: &dsfile.SquareMap{Board: walls}}},
		{"area", &maps.Encounter{Square: &dsfile.SquareMap{Board: drawsteel.NewBoard(maps.MaxGridSide, maps.MaxGridSide)},
			Annotations: []maps.Annotation{{Kind: maps.AnnotationArea, Rect: &maps.SquareRect{Max: grid.Cell(last)}}}}},
	}
	for _, tt := range tests {
		b.Run(tt.name, func(b *testing.B) {
			opt := fonts(ExportOptions{Scale: 4.9, Legend: Off})
			b.ReportAllocs()
			for b.Loop() {
				if err := Export(tt.enc, opt, io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
