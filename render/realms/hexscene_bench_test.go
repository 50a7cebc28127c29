package realms

import (
	"github.com/battlemap/battlemap/render"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
)

// BenchmarkBuildHexScene builds the scene of a 100x100 hex map with
// difficult terrain in every fifth column and 200 creatures, with one
// creature's 60-foot reach shaded: what the window builds when the
// pointer moves onto a creature.
func BenchmarkBuildHexScene(b *testing.B) {
	g := grid.Hex{Width: 100, Height: 100}
	bd := realms.NewBoard(g)
	for i := range bd.Terrain {
		if i%5 == 0 {
			bd.Terrain[i] = realms.Difficult
		}
	}
	for i := range 200 {
		bd.Creatures = append(bd.Creatures, realms.Creature{ID: string(rune('a'+i%26)) + string(rune('a'+i/26)), Side: "heroes",
			At: bd.Cell(realms.Pos{2 + (i%20)*5, 1 + (i/20)*10}), Speed: 30})
	}
	bd.Creatures[0].Speed = 60
	r, err := bd.Reach(bd.Creatures[0].ID, realms.Options{})
	if err != nil {
		b.Fatal(err)
	}
	opt := Options{Theme: render.ScreenTheme(), Coordinates: true, Reach: r}
	b.ReportAllocs()
	for b.Loop() {
		BuildScene(bd, opt)
	}
}
