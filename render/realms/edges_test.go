package realms

import (
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
)

// edgeShapes are the scene's shapes lying within 0.3 of point at (their
// first point), which is where an edge centred there draws.
func edgeShapes(s *render.Scene, at render.Point) []render.Shape {
	var out []render.Shape
	for _, sh := range s.Shapes {
		if sh.Kind == render.Text || len(sh.Points) == 0 {
			continue
		}
		var cx, cy float64
		for _, p := range sh.Points {
			cx, cy = cx+p.X, cy+p.Y
		}
		cx, cy = cx/float64(len(sh.Points)), cy/float64(len(sh.Points))
		if (cx-at.X)*(cx-at.X)+(cy-at.Y)*(cy-at.Y) < 0.3*0.3 {
			out = append(out, sh)
		}
	}
	return out
}

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
	for _, sh := range edgeShapes(s, mid) {
		found = found || sh.Fill == th.Walls["metal"].Fill
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
