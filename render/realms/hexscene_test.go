package realms

import (
	"fmt"
	"github.com/battlemap/battlemap/render"
	"math"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestHexSceneGrid checks that the hex grid draws every side of every hex
// exactly once, on pointy and flat maps, and that a creature's token
// covers each hex of its footprint (1, 3 and 7 hexes).
func TestHexSceneGrid(t *testing.T) {
	for _, o := range []grid.Orientation{grid.Pointy, grid.Flat} {
		t.Run(o.String(), func(t *testing.T) {
			g := grid.Hex{Width: 5, Height: 4, Orientation: o}
			b := realms.NewBoard(g)
			at := func(col, row int) grid.Cell { return o.Axial(grid.Offset{Col: col, Row: row}) }
			b.Creatures = []realms.Creature{
				{ID: "m", Side: "heroes", At: at(0, 0), Speed: 30},
				{ID: "l", Side: "enemies", At: at(3, 0), Speed: 30, Size: realms.Large},
				{ID: "h", Side: "enemies", At: at(2, 2), Speed: 30, Size: realms.Huge},
			}
			if err := b.Validate(); err != nil {
				t.Fatal(err)
			}
			th := render.ScreenTheme()
			s := BuildScene(b, Options{Theme: th})
			key := func(p render.Point) string { return fmt.Sprintf("%.3f,%.3f", p.X, p.Y) }
			drawn := map[string]int{}
			for _, sh := range s.Shapes {
				if sh.Kind == render.Polyline && sh.Stroke == th.Grid && len(sh.Points) == 2 {
					a, z := key(sh.Points[0]), key(sh.Points[1])
					if a > z {
						a, z = z, a
					}
					drawn[a+" "+z]++
				}
			}
			l := render.NewHexLayout(g)
			for i := range g.Len() {
				k := l.Outline(g.Cell(i), 0)
				for e := range 6 {
					a, z := key(k[e]), key(k[(e+1)%6])
					if a > z {
						a, z = z, a
					}
					if n := drawn[a+" "+z]; n != 1 {
						t.Errorf("side %d of hex %v drawn %d times, want 1", e, o.Offset(g.Cell(i)), n)
					}
				}
			}
			for _, c := range b.Creatures {
				var body *render.Shape
				for i := range s.Shapes {
					sh := &s.Shapes[i]
					if sh.Fill == th.SideColor(c.Side) && sh.Stroke == th.Outline {
						if ctr, _, _ := footprintCentre(l, c.Size, c.At); (sh.Kind == render.Circle && sh.Points[0] == ctr) || (sh.Kind == render.Polygon && near(centroid(sh.Points), ctr)) {
							body = sh
						}
					}
				}
				if body == nil {
					t.Fatalf("no token for %s", c.ID)
				}
				ctr := body.Points[0]
				if body.Kind == render.Polygon {
					ctr = centroid(body.Points)
				}
				reach := body.Radius
				if body.Kind == render.Polygon {
					reach = math.Hypot(body.Points[0].X-ctr.X, body.Points[0].Y-ctr.Y)
				}
				for _, h := range c.Size.Footprint(c.At, nil) {
					p := l.Center(h)
					if d := math.Hypot(p.X-ctr.X, p.Y-ctr.Y); d > reach {
						t.Errorf("%s's token (radius %.2f) leaves hex %v uncovered (%.2f from its centre)", c.ID, reach, o.Offset(h), d)
					}
				}
			}
		})
	}
}

func centroid(pts []render.Point) render.Point {
	var c render.Point
	for _, p := range pts {
		c.X, c.Y = c.X+p.X/float64(len(pts)), c.Y+p.Y/float64(len(pts))
	}
	return c
}

func near(a, b render.Point) bool { return math.Abs(a.X-b.X) < 1e-6 && math.Abs(a.Y-b.Y) < 1e-6 }
