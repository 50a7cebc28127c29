package session

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"io"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/internal/bigmap"
	"github.com/battlemap/battlemap/internal/pixdiff"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/render/raster"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// peakHeap is how far the live heap grows above where it was while f
// runs, sampled every millisecond with the collector run often.
func peakHeap(f func()) uint64 {
	defer debug.SetGCPercent(debug.SetGCPercent(5))
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	base, peak := m.HeapAlloc, m.HeapAlloc
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapAlloc)
			select {
			case <-done:
				return
			case <-time.After(time.Millisecond):
			}
		}
	}()
	f()
	close(done)
	<-sampled
	return peak - base
}

// TestExportBigMapsMemory: exporting a large map takes memory for its image
// and what it shows, not a shape for every square: the squares of a map of
// walls are drawn band by band, and an area over a whole 1000x1000 map (the
// 109-byte file that ran the export out of memory) is one rectangle, its
// border and its hatching.
func TestExportBigMapsMemory(t *testing.T) {
	area := bigmap.Encounter("Area", drawsteel.NewBoard(1000, 1000))
	area.Annotations = []maps.Annotation{{Kind: maps.AnnotationArea, Rect: &maps.SquareRect{Max: grid.Cell{X: 999, Y: 999}}}}
	// 50 areas over the whole map, and 5 of 20,000 squares scattered over
	// it, dashed (a file of a few kB and one of 1 MB)
	areas := bigmap.Encounter("Areas", drawsteel.NewBoard(1000, 1000))
	for i := range 50 {
		areas.Annotations = append(areas.Annotations, maps.Annotation{Kind: maps.AnnotationArea,
			Rect: &maps.SquareRect{Min: grid.Cell{X: i % 10, Y: i % 7}, Max: grid.Cell{X: 999 - i%5, Y: 999 - i%3}}})
	}
	scattered := bigmap.Encounter("Scattered", drawsteel.NewBoard(1000, 1000))
	for i := range 5 {
		a := maps.Annotation{Kind: maps.AnnotationArea, Dashed: true}
		for k := range 20000 {
			a.Squares = append(a.Squares, grid.Cell{X: (k*7919 + i*131) % 1000, Y: (k*104729 + i*17) % 1000})
		}
		scattered.Annotations = append(scattered.Annotations, a)
	}
	for _, tc := range []struct {
		name   string
		enc    *maps.Encounter
		format ExportFormat
		scale  float64
		limit  uint64 // bytes
	}{
		// each area is a rectangle, its hatching and its border: a list of
		// its million squares each was 800 MB for the 50
		{"50 areas png", areas, ExportPNG, 1, 128 << 20},
		{"50 areas svg", areas, ExportSVG, 1, 32 << 20},
		// three shapes an area, its outline's points: a shape per run,
		// edge and line of hatching was some 300 MB
		{"scattered areas png", scattered, ExportPNG, 1, 128 << 20},
		{"scattered areas svg", scattered, ExportSVG, 4, 128 << 20},
		// 800 x 800 pixels (2.6 MB); a scene of all its squares would be
		// 1.4 million shapes, some 200 MB. The bound leaves room for the
		// garbage a sampled heap still holds (44 MB was seen once under load).
		{"walls png", bigmap.Encounter("Walls", bigmap.Walls(400, 400)), ExportPNG, 2, 96 << 20},
		// 1000 x 1000 pixels (4 MB), the area's 250,000 pieces of hatching
		// some 50 MB; a shape for every square was 1.7 GB
		{"area png", area, ExportPNG, 1, 128 << 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opt := fonts(ExportOptions{Format: tc.format, Scale: tc.scale, Legend: Off})
			var err error
			got := peakHeap(func() { err = Export(tc.enc, opt, io.Discard) })
			if err != nil {
				t.Fatal(err)
			}
			if got > tc.limit {
				t.Errorf("Export(%s) grew the heap by %d MB, want at most %d MB", tc.name, got>>20, tc.limit>>20)
			}
		})
	}
}

// TestExportBandsMatchWholeMap: a large map's squares drawn band by band
// are the squares drawn in one piece (no seams between the bands).
func TestExportBandsMatchWholeMap(t *testing.T) {
	enc := bigmap.Encounter("Busy", bigmap.Busy(330, 320, 150, 2))
	opt := fonts(ExportOptions{Scale: 1.5, Legend: Off, Theme: "screen"})
	f, err := buildExport(enc, opt)
	if err != nil {
		t.Fatal(err)
	}
	if f.board == nil {
		t.Fatalf("a %dx%d map is not drawn in bands", enc.Square.Board.Width, enc.Square.Board.Height)
	}
	var buf bytes.Buffer
	if err := f.Write(&buf, opt.RegularFont, opt.BoldFont); err != nil {
		t.Fatal(err)
	}
	m, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	banded := image.NewRGBA(m.Bounds())
	draw.Draw(banded, banded.Rect, m, image.Point{}, draw.Src)

	r, err := raster.New(opt.RegularFont, opt.BoldFont)
	if err != nil {
		t.Fatal(err)
	}
	whole := image.NewRGBA(banded.Rect)
	draw.Draw(whole, whole.Rect, image.NewUniform(f.Scene.Background), image.Point{}, draw.Src)
	all := f.squares
	all.Region = render.Rect{}
	r.Draw(whole, dsscene.BuildScene(f.board, all), f.View)
	r.Draw(whole, f.Scene, f.View)
	if n, d, at := pixdiff.Diff(banded, whole, 24); n > 0 {
		t.Errorf("bands differ from the whole map in %d pixels by more than 24, at most by %d at pixel %v; want none", n, d, at)
	}
}
