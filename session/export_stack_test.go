package session

import (
	"io"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/internal/bigmap"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// stackedAreas is a map of w x h squares under n areas, each over all of
// it (a file of a few tens of kB).
func stackedAreas(w, h, n int) *maps.Encounter {
	enc := bigmap.Encounter("Stacked areas", drawsteel.NewBoard(w, h))
	for range n {
		enc.Annotations = append(enc.Annotations, maps.Annotation{Kind: maps.AnnotationArea,
			Rect: &maps.SquareRect{Max: grid.Cell{X: w - 1, Y: h - 1}}})
	}
	return enc
}

// BenchmarkExportStackedAreas exports 1000 translucent areas, each over
// the whole of a 1000x1000 map, at 4 pixels a square (16 million pixels):
// drawn one after another they were 16 billion blends.
func BenchmarkExportStackedAreas(b *testing.B) {
	enc := stackedAreas(1000, 1000, 1000)
	opt := fonts(ExportOptions{Format: ExportPNG, Scale: 4, Legend: Off})
	b.ReportAllocs()
	for b.Loop() {
		if err := Export(enc, opt, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
