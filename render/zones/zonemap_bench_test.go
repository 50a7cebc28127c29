package zones

import (
	"testing"

	"github.com/battlemap/battlemap/render"
)

// BenchmarkBuildZoneScene builds the monastery's scene as an export does
// (MinText 0) and as the zone window does at UI scale 2 (about 0.95
// canvas units at 1920x1080): the window builds it again whenever what
// it shows changes (hover, a drag, a preview).
func BenchmarkBuildZoneScene(b *testing.B) {
	board, boxes := monastery(b)
	th := render.ScreenTheme()
	for _, bm := range []struct {
		name    string
		minText float64
	}{{"export", 0}, {"window-2x", 0.95}} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				BuildScene(Map{Board: board, Boxes: boxes, MinText: bm.minText}, th)
			}
		})
	}
}
