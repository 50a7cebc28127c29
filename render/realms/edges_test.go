package realms

import (
	"math"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestHexEdgesDrawn checks that a hex map's edge is drawn on the side its
// two hexes share, halfway between their centres.
func TestHexEdgesDrawn(t *testing.T) {
	g := grid.Hex{Width: 4, Height: 3, Orientation: grid.Pointy}
	b := realms.NewBoard(g)
	a, c := g.Cell(5), g.Cell(6) // [1, 1] and [2, 1]
	b.Edges = map[grid.Edge]realms.Edge{grid.EdgeBetween(a, c): {Kind: rules.EdgeWall, Material: "metal"}}
	th := render.ScreenTheme()
	s := BuildScene(b, Options{Theme: th})
	l := render.NewHexLayout(g)
	ca, cc := l.Center(a), l.Center(c)
	mid := render.Point{X: (ca.X + cc.X) / 2, Y: (ca.Y + cc.Y) / 2}
	found := false
	for _, sh := range s.Shapes {
		if sh.Kind != render.Polygon || sh.Fill != th.Walls["metal"].Fill {
			continue
		}
		// the bar's middle is the side's middle
		lo, hi := sh.Points[0], sh.Points[0]
		for _, p := range sh.Points {
			lo, hi = render.Point{X: min(lo.X, p.X), Y: min(lo.Y, p.Y)}, render.Point{X: max(hi.X, p.X), Y: max(hi.Y, p.Y)}
		}
		found = found || math.Hypot((lo.X+hi.X)/2-mid.X, (lo.Y+hi.Y)/2-mid.Y) < 0.05
	}
	if !found {
		t.Errorf("BuildScene: no metal-coloured shape at %v, the side between %v and %v", mid, a, c)
	}
	const radius = 0.5773502691896258 // 1/√3: a hex's side, when opposite sides are 1 apart
	p, q, _ := l.Side(grid.EdgeBetween(a, c))
	if d := (p.X-q.X)*(p.X-q.X) + (p.Y-q.Y)*(p.Y-q.Y); d < radius*radius*0.99 || d > radius*radius*1.01 {
		t.Errorf("Side = %v-%v, want a side as long as the hex's radius %.3f", p, q, radius)
	}
}
