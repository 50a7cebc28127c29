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
				if sh.Kind == render.Polyline && sh.Stroke == th.Grid {
					// each side a part of its row's shape
					sh.EachPart(func(pts []render.Point) {
						if len(pts) != 2 {
							return
						}
						a, z := key(pts[0]), key(pts[1])
						if a > z {
							a, z = z, a
						}
						drawn[a+" "+z]++
					})
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

// TestHexSceneMinText: with the window's MinText the PRONE badge (at four
// fifths of it, as the square map's state badges), a move's badges (the
// feet of a costly step and the figures at its end) and the reach's feet
// grow, each no larger than its hex or token holds; without it (exports)
// they keep the drawing's sizes.
func TestHexSceneMinText(t *testing.T) {
	g := grid.Hex{Width: 6, Height: 3}
	b := realms.NewBoard(g)
	at := func(col, row int) grid.Cell { return g.Orientation.Axial(grid.Offset{Col: col, Row: row}) }
	i, _ := g.Index(at(2, 1))
	b.Terrain[i] = realms.Difficult
	b.Creatures = []realms.Creature{
		{ID: "m", Name: "Mira", Side: "heroes", At: at(0, 1), Speed: 30},
		{ID: "p", Name: "Pell", Side: "heroes", At: at(5, 0), Speed: 30, Prone: true},
	}
	if err := b.Validate(); err != nil {
		t.Fatal(err)
	}
	plan, err := b.Plan("m", at(3, 1), realms.Options{})
	if err != nil {
		t.Fatal(err)
	}
	reach, err := b.Reach("m", realms.Options{})
	if err != nil {
		t.Fatal(err)
	}
	size := func(s *render.Scene, text string) float64 {
		t.Helper()
		for _, sh := range s.Shapes {
			if sh.Kind == render.Text && sh.Text == text {
				return sh.Size
			}
		}
		t.Fatalf("no text %q in the scene", text)
		return 0
	}
	left := fmt.Sprint(reach.Budget.Left - 5) // a neighbour's feet left
	for _, tt := range []struct {
		text       string
		scene      Options
		plain, min float64 // the drawing's size; the least at MinText 0.45 (capped by its room)
	}{
		{"PRONE", Options{}, 0.22, min(0.8*0.45, 0.22*1.6)},
		{"10", Options{Plan: &plan}, 0.22, 0.22 * 1.6},
		{fmt.Sprintf("%d ft, %d left", plan.Cost, plan.Remaining), Options{Plan: &plan}, 0.22, 0.22 * 2},
		{left, Options{Reach: reach}, 0.2, 0.38},
	} {
		t.Run(tt.text, func(t *testing.T) {
			tt.scene.Theme = render.ScreenTheme()
			if got := size(BuildScene(b, tt.scene), tt.text); math.Abs(got-tt.plain) > 1e-9 {
				t.Errorf("BuildScene(MinText 0) %q size = %g, want the drawing's %g", tt.text, got, tt.plain)
			}
			tt.scene.MinText = 0.45
			if got := size(BuildScene(b, tt.scene), tt.text); got < tt.min-1e-9 {
				t.Errorf("BuildScene(MinText 0.45) %q size = %g, want at least %g", tt.text, got, tt.min)
			}
		})
	}
}

// TestHexSceneRowShapes: a large hex map's open hexes and grid are a
// shape a row each (their hexes and sides the shape's parts), not a shape
// a hex and three a side: a 1000x1000 map was 4 million shapes, 2 GB in
// the window.
func TestHexSceneRowShapes(t *testing.T) {
	g := grid.Hex{Width: 300, Height: 200, Orientation: grid.Pointy}
	b := realms.NewBoard(g)
	s := BuildScene(b, Options{Theme: render.PrintTheme()})
	if max := 2*g.Height + 2*(g.Width+g.Height) + 10; len(s.Shapes) > max {
		t.Errorf("a %dx%d open hex map is %d shapes, want at most %d (a fill and a grid shape a row, the coordinates)", g.Width, g.Height, len(s.Shapes), max)
	}
	parts := 0
	for _, sh := range s.Shapes {
		if sh.Kind == render.Polygon && len(sh.Parts) > 0 {
			parts += len(sh.Parts)
		}
	}
	if parts != g.Len() {
		t.Errorf("the rows' fills hold %d hexes, want all %d", parts, g.Len())
	}
}
