package zones

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestZoneMapFitsLarge: the monastery in a 1920x1080 zone window keeps
// its map as large as the layout reached ("Token labels
// readable from two metres at fit zoom on a 1080p TV"): the fitted
// scale, in pixels per canvas unit, at UI scale 1, 2 and 3, turned 0 and
// 90 degrees, is at least the figure measured when the status lines took
// the rows the result pad leaves and, turned, the panel stood beside the
// map; and it does not change while Mei is
// dragged over the roof, nor when the climb's result is asked (the map
// does not jump under the pointer or the finger).
func TestZoneMapFitsLarge(t *testing.T) {
	least := map[[2]int]float64{ // {UI scale, degrees}: pixels per unit
		{1, 0}: 38.5, {1, 90}: 21.5,
		{2, 0}: 33.8, {2, 90}: 21.5,
		{3, 0}: 31.6, {3, 90}: 21.5,
	}
	for _, sc := range []int{1, 2, 3} {
		for _, deg := range []int{0, 90} {
			t.Run(fmt.Sprintf("%dx %d°", sc, deg), func(t *testing.T) {
				v, in := zoneTableView(t, float64(sc))
				v.Turn = deg / 90
				v.testFrames(t, in, 2)
				play := v.mapView().Scale
				v.testDragOver(t, in, "mei", "roof")
				drag := v.mapView().Scale
				in.Btns[ebiten.MouseButtonLeft] = false
				v.testFrames(t, in, 2)
				if len(v.play.ResultButtons()) == 0 {
					t.Fatal("Mei dropped on the roof: no result asked")
				}
				pad := v.mapView().Scale
				if want := least[[2]int{sc, deg}]; play < want {
					t.Errorf("fitted scale in play = %.2f px per unit, want at least %g", play, want)
				}
				if math.Abs(drag-play) > 1e-9 || math.Abs(pad-play) > 1e-9 {
					t.Errorf("fitted scale in play %.3f, dragging %.3f, result asked %.3f; want one scale", play, drag, pad)
				}
			})
		}
	}
}
