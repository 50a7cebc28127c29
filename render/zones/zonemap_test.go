package zones

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/render"

	"github.com/battlemap/battlemap/rules/zones"
)

func zoneBoard(t testing.TB, m zones.Map) *zones.Board {
	t.Helper()
	b, err := zones.NewBoard(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func ten() *int { r := 10; return &r }

func sceneTexts(s *render.Scene) string {
	var out []string
	for _, sh := range s.Shapes {
		if sh.Kind == render.Text {
			out = append(out, sh.Text)
		}
	}
	return strings.Join(out, "\n")
}

// TestBuildZoneSceneShows: names, the rating, the limit as occupants /
// limit, the climb's rating, the drop's height, and a throw preview's
// verdicts with what the result needs and the landing damage.
func TestBuildZoneSceneShows(t *testing.T) {
	b := zoneBoard(t, zones.Map{
		Zones: []zones.Zone{{ID: "yard", Name: "Courtyard", Difficult: ten()}, {ID: "hall", Name: "Hall", Limit: 2},
			{ID: "roof", Name: "Roof", Elevation: 6}, {ID: "pit", Name: "Pit", Elevation: -10, Surface: zones.Ungodly}},
		Links:     []zones.Link{{From: "yard", To: "hall"}, {From: "yard", To: "roof", Climb: 20}, {From: "yard", To: "pit", OneWay: true}},
		Creatures: []zones.Creature{{ID: "oni", Zone: "yard"}, {ID: "kappa", Zone: "hall"}},
	})
	boxes := render.LayoutZones([]float64{0, 0, 6, -10}, []int{1, 1, 0, 0}, [][2]int{{0, 1}, {0, 2}, {0, 3}})
	opts, err := zones.ThrowOptions(b, "oni", "", 15)
	if err != nil {
		t.Fatal(err)
	}
	s := BuildScene(Map{Board: b, Boxes: boxes, Throw: &Throw{Target: "oni", Result: 15, Options: opts}}, render.PrintTheme())
	texts := sceneTexts(s)
	for _, want := range []string{"Courtyard", "DT 10", "1/2", "climb 20", "drop 10 m", "-10 m · ungodly",
		"THROW HERE · no damage",
		// Seln, Forced Movement: "the Result on the forced movement must be higher than the Difficult Terrain": 20 needs 21.
		"NO: forced movement · needs 21+ (has 15) · no damage",
		// Seln, Falling: ungodly, 1 damage per metre.
		"THROW HERE · falls 10 m: 10 damage"} {
		if !strings.Contains(texts, want) {
			t.Errorf("BuildScene texts lack %q; have:\n%s", want, texts)
		}
	}
}

// TestBuildZoneSceneTokensApart: however many creatures a zone holds,
// their tokens lie inside it and do not overlap.
func TestBuildZoneSceneTokensApart(t *testing.T) {
	for _, n := range []int{1, 3, 17, 60} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			m := zones.Map{Zones: []zones.Zone{{ID: "hall"}}}
			for i := range n {
				m.Creatures = append(m.Creatures, zones.Creature{ID: fmt.Sprint("c", i), Zone: "hall"})
			}
			box := render.LayoutZones([]float64{0}, []int{n}, nil)
			s := BuildScene(Map{Board: zoneBoard(t, m), Boxes: box}, render.ScreenTheme())
			var discs []render.Shape
			for _, sh := range s.Shapes {
				if sh.Kind == render.Circle {
					discs = append(discs, sh)
				}
			}
			if len(discs) != n {
				t.Fatalf("%d creatures drew %d tokens", n, len(discs))
			}
			r := box[0]
			for i, a := range discs {
				c := a.Points[0]
				if c.X-a.Radius < r.Min.X || c.X+a.Radius > r.Max.X || c.Y-a.Radius < r.Min.Y || c.Y+a.Radius > r.Max.Y {
					t.Errorf("token %d at %v (r %g) leaves the zone %v", i, c, a.Radius, r)
				}
				for _, b := range discs[:i] {
					if d := math.Hypot(c.X-b.Points[0].X, c.Y-b.Points[0].Y); d < a.Radius+b.Radius {
						t.Errorf("tokens at %v and %v overlap (%g apart, radii %g)", c, b.Points[0], d, a.Radius)
					}
				}
			}
		})
	}
}

// TestBuildZoneSceneReach: the zones within a creature's speed are
// labelled with their cost and challenges, and ZoneAt / TokenAt find
// the zone and the token under a point.
func TestBuildZoneSceneReach(t *testing.T) {
	b := zoneBoard(t, zones.Map{
		Zones:     []zones.Zone{{ID: "yard"}, {ID: "roof", Elevation: 6}},
		Links:     []zones.Link{{From: "yard", To: "roof", Climb: 10}},
		Creatures: []zones.Creature{{ID: "mei", Zone: "yard"}},
	})
	plan, err := zones.Move(b, zones.MoveRequest{Creature: "mei"})
	if err != nil {
		t.Fatal(err)
	}
	boxes := render.LayoutZones([]float64{0, 6}, []int{1, 0}, [][2]int{{0, 1}})
	s := BuildScene(Map{Board: b, Boxes: boxes, Selected: "mei", Reach: plan.Reach}, render.ScreenTheme())
	// Seln, Climbing: "To enter a zone by climbing, you will need to defeat the matching Challenge. Default climb: Difficult Terrain 10".
	if texts := sceneTexts(s); !strings.Contains(texts, "1 move · climb 10") {
		t.Errorf("BuildScene(reach of mei) texts lack %q:\n%s", "1 move · climb 10", texts)
	}
	yard := boxes[0]
	if got, ok := (render.ZoneLayout{Boxes: boxes}).CellAt(render.Point{X: yard.Min.X + 0.1, Y: yard.Max.Y - 0.1}); got.X != 0 || !ok {
		t.Errorf("CellAt(inside the yard) = %v, %v, want zone 0", got, ok)
	}
	if got, ok := (render.ZoneLayout{Boxes: boxes}).CellAt(render.Point{X: -5, Y: -5}); ok {
		t.Errorf("CellAt(outside every zone) = %v, want none", got)
	}
	var token render.Point
	for _, sh := range s.Shapes {
		if sh.Kind == render.Circle {
			token = sh.Points[0]
		}
	}
	if got := TokenAt(b, boxes, "yard", 0, token); got != "mei" {
		t.Errorf("TokenAt(mei's token) = %q, want mei", got)
	}
}

func TestInitials(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"Mei", "Me"}, {"Bandit 12", "B12"}, {"Red Oni", "RO"}, {"", "?"}, {"x", "X"},
	} {
		if got := initials(tt.name); got != tt.want {
			t.Errorf("initials(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestBuildZoneSceneMoves: the end of the round previewed draws one arrow
// from each carried creature's token, its tip inside the zone it will be
// in; a creature staying put gets none.
func TestBuildZoneSceneMoves(t *testing.T) {
	b := zoneBoard(t, zones.Map{
		Zones:     []zones.Zone{{ID: "stream"}, {ID: "pool"}},
		Links:     []zones.Link{{From: "stream", To: "pool"}},
		Creatures: []zones.Creature{{ID: "shiro", Zone: "stream"}, {ID: "kappa", Zone: "pool"}},
	})
	boxes := []render.Rect{{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: 6, Y: 4}}, {Min: render.Point{X: 10, Y: 0}, Max: render.Point{X: 16, Y: 4}}}
	th := render.ScreenTheme()
	arrows := func(moves map[string]string) []render.Shape {
		var out []render.Shape
		for _, sh := range BuildScene(Map{Board: b, Boxes: boxes, Moves: moves}, th).Shapes {
			if sh.Kind == render.Polygon && sh.Fill == th.Ghost {
				out = append(out, sh)
			}
		}
		return out
	}
	if got := arrows(nil); len(got) != 0 {
		t.Fatalf("no preview: %d arrowhead(s), want none", len(got))
	}
	got := arrows(map[string]string{"shiro": "pool", "kappa": "pool"})
	if len(got) != 1 {
		t.Fatalf("Shiro carried into the pool, Kappa staying: %d arrowhead(s), want 1", len(got))
	}
	tip := got[0].Points[0]
	if p := boxes[1]; tip.X <= p.Min.X || tip.X >= p.Max.X || tip.Y <= p.Min.Y || tip.Y >= p.Max.Y {
		t.Errorf("arrow tip at %v, want inside the pool %v", tip, p)
	}
}

func TestTokenGridFits(t *testing.T) {
	for _, n := range []int{1, 2, 5, 12, 100, 1000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			const w, h = 7.0, 2.7
			cols, rows, cell := tokenGrid(n, w, h)
			if cols*rows < n || float64(cols)*cell > w+1e-9 || float64(rows)*cell > h+1e-9 || cell <= 0 {
				t.Errorf("tokenGrid(%d, %g, %g) = %d x %d cells of %g: does not hold them inside", n, w, h, cols, rows, cell)
			}
		})
	}
}

// TestBuildSceneMinText: with the window's MinText a token's initials and
// name and a zone's small texts are at least that large (initials as far
// as they fit across the token), names shortened to their cell; without
// it (exports) they keep the drawing sizes.
func TestBuildSceneMinText(t *testing.T) {
	b := zoneBoard(t, zones.Map{
		Zones:     []zones.Zone{{ID: "hall", Name: "Hall", Elevation: -3, Damage: 1}},
		Creatures: []zones.Creature{{ID: "gw", Name: "Grey Wolf", Zone: "hall"}, {ID: "g2", Name: "Goblin Sentry 2", Zone: "hall"}},
	})
	boxes := []render.Rect{{Max: render.Point{X: 10, Y: 5}}}
	size := func(t *testing.T, s *render.Scene, text string) (float64, string) {
		t.Helper()
		for _, sh := range s.Shapes {
			if sh.Kind == render.Text && strings.HasPrefix(sh.Text, text) {
				return sh.Size, sh.Text
			}
		}
		t.Fatalf("BuildScene has no text starting %q; have:\n%s", text, sceneTexts(s))
		return 0, ""
	}
	for _, tt := range []struct {
		text    string
		min     float64 // wanted at MinText 0.5
		plain   float64 // at MinText 0; 0: any size below min
		shorter bool    // shortened at MinText 0.5
	}{
		{text: "GW", min: 0.5},
		{text: "Gre", min: 0.5, plain: 0.3},
		{text: "Gob", min: 0.5, plain: 0.3},
		{text: "-3 m", min: 0.5, plain: zoneInfo},
	} {
		t.Run(tt.text, func(t *testing.T) {
			plain, long := size(t, BuildScene(Map{Board: b, Boxes: boxes}, render.PrintTheme()), tt.text)
			if plain >= tt.min || (tt.plain > 0 && math.Abs(plain-tt.plain) > 1e-9) {
				t.Errorf("BuildScene(MinText 0) %q size = %g, want %g", long, plain, tt.plain)
			}
			got, text := size(t, BuildScene(Map{Board: b, Boxes: boxes, MinText: 0.5}, render.PrintTheme()), tt.text)
			if got < tt.min-1e-9 {
				t.Errorf("BuildScene(MinText 0.5) %q size = %g, want at least %g", text, got, tt.min)
			}
			if tt.shorter && (strings.HasSuffix(long, "…") || !strings.HasSuffix(text, "…")) {
				t.Errorf("BuildScene(MinText 0.5) name = %q, want it shortened (was %q)", text, long)
			}
		})
	}
}
