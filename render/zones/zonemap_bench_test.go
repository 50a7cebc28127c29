package zones

import (
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
)

// BenchmarkBuildZoneScene builds the monastery's scene as an export does
// (MinText 0) and as the zone window does at UI scale 2 (about 0.95
// canvas units at 1920x1080): the window builds it again whenever what
// it shows changes (hover, a drag, a preview).
func BenchmarkBuildZoneScene(b *testing.B) {
	e, err := maps.Load("../../assets/encounters/monastery-zones.json")
	if err != nil {
		b.Fatal(err)
	}
	board, err := e.Zones.Board()
	if err != nil {
		b.Fatal(err)
	}
	m := board.Map()
	index := map[string]int{}
	elev, occ := make([]float64, len(m.Zones)), make([]int, len(m.Zones))
	for i, z := range m.Zones {
		index[z.ID], elev[i] = i, z.Elevation
	}
	for _, c := range m.Creatures {
		occ[index[c.Zone]]++
	}
	var links [][2]int
	for _, l := range m.Links {
		links = append(links, [2]int{index[l.From], index[l.To]})
	}
	boxes := render.LayoutZones(elev, occ, links)
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
