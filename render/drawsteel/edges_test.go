package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
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

// TestEdgesDrawn checks that walls, doors and windows are drawn on the side
// they stand on, in their material's colours, and that an open door looks
// unlike a closed one (its swing is a dashed arc).
func TestEdgesDrawn(t *testing.T) {
	side := grid.EdgeBetween(grid.Cell{X: 1, Y: 1}, grid.Cell{X: 2, Y: 1}) // the vertical side x = 2, y 1 to 2
	mid := render.Point{X: 2, Y: 1.5}
	th := render.ScreenTheme()
	tests := []struct {
		name      string
		edge      drawsteel.Edge
		fill      string // the material whose Fill some shape at the side uses
		dashedArc bool
	}{
		{"wood wall", drawsteel.Edge{Kind: rules.EdgeWall, Material: drawsteel.Wood}, "wood", false},
		{"stone wall", drawsteel.Edge{Kind: rules.EdgeWall, Material: drawsteel.Stone}, "stone", false},
		{"closed window", drawsteel.Edge{Kind: rules.EdgeWindow, Material: drawsteel.Glass}, "glass", false},
		{"open door", drawsteel.Edge{Kind: rules.EdgeDoor, Material: drawsteel.Wood, Open: true}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := drawsteel.NewBoard(4, 3)
			plain := BuildScene(b, Options{Theme: th})
			b.Edges = map[grid.Edge]drawsteel.Edge{side: tt.edge}
			s := BuildScene(b, Options{Theme: th})
			if len(s.Shapes) <= len(plain.Shapes) {
				t.Fatalf("BuildScene(%s) has %d shapes, the board without it %d: nothing drawn", tt.name, len(s.Shapes), len(plain.Shapes))
			}
			near := edgeShapes(s, mid)
			if tt.fill != "" {
				found := false
				for _, sh := range near {
					found = found || sh.Fill == th.Walls[tt.fill].Fill
				}
				if !found {
					t.Errorf("BuildScene(%s): no shape at %v filled with %s's colour", tt.name, mid, tt.fill)
				}
			}
			dashed := false
			for _, sh := range s.Shapes {
				dashed = dashed || (sh.Kind == render.Polyline && sh.Dash > 0)
			}
			if dashed != tt.dashedArc {
				t.Errorf("BuildScene(%s) draws a dashed swing: %v, want %v", tt.name, dashed, tt.dashedArc)
			}
		})
	}
	// A closed door and an open one are different pictures.
	b := drawsteel.NewBoard(4, 3)
	b.Edges = map[grid.Edge]drawsteel.Edge{side: {Kind: rules.EdgeDoor, Material: drawsteel.Wood}}
	closed := len(edgeShapes(BuildScene(b, Options{Theme: th}), mid))
	b.Edges[side] = drawsteel.Edge{Kind: rules.EdgeDoor, Material: drawsteel.Wood, Open: true}
	if open := len(edgeShapes(BuildScene(b, Options{Theme: th}), mid)); open >= closed {
		t.Errorf("the open door leaves %d shapes on its side, the closed one %d: want the open leaf swung away", open, closed)
	}
}
