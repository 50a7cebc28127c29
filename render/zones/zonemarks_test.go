package zones

import (
	"github.com/battlemap/battlemap/render"
	"math"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/sfnt"

	"github.com/battlemap/battlemap/rules/zones"
)

// tokenMarks are the texts drawn on a creature's token mark: the labels
// on the top edge of its disc, within its room.
func tokenMarks(t *testing.T, s *render.Scene, b *zones.Board, boxes []render.Rect, id string) []string {
	t.Helper()
	c, ok := b.Creature(id)
	if !ok {
		t.Fatalf("no creature %q", id)
	}
	m := b.Map()
	i := -1
	for k, z := range m.Zones {
		if z.ID == c.Zone {
			i = k
		}
	}
	var out []string
	for _, tp := range zoneTokenPlaces(b, boxes[i], c.Zone) {
		if tp.id != id {
			continue
		}
		for _, sh := range s.Shapes {
			if p := sh.Points; sh.Kind == render.Text && math.Abs(p[0].Y-(tp.at.Y-tp.r)) < 1e-9 && p[0].X >= tp.left && p[0].X <= tp.right {
				out = append(out, sh.Text)
			}
		}
	}
	return out
}

// wideBoxes are zones wide enough for every mark's longest text.
func wideBoxes(n int) []render.Rect {
	var out []render.Rect
	for i := range n {
		x := float64(i) * 12
		out = append(out, render.Rect{Min: render.Point{X: x, Y: 0}, Max: render.Point{X: x + 10, Y: 5}})
	}
	return out
}

// TestZoneMarksSwimming: a creature in water at least half its height
// has the swimming mark on its token: the penalty equal to depth, ranges
// halved, its breath; a creature wading in shallower water has none.
func TestZoneMarksSwimming(t *testing.T) {
	b := zoneBoard(t, zones.Map{
		Zones: []zones.Zone{{ID: "pool", Surface: zones.Water, Depth: 2}, {ID: "ford", Surface: zones.Water, Depth: 0.8}},
		Links: []zones.Link{{From: "pool", To: "ford"}},
		Creatures: []zones.Creature{{ID: "kappa", Zone: "pool", Height: 1, Prowess: 3},
			{ID: "mei", Zone: "ford", Height: 1.8}},
	})
	boxes := wideBoxes(2)
	for _, th := range []render.Theme{render.PrintTheme(), render.ScreenTheme()} {
		s := BuildScene(Map{Board: b, Boxes: boxes}, th)
		// Seln, Swimming: "Once the water level reaches half your height or more, you must swim." /
		// "Take a Penalty equal to depth (minimum 1 and maximum 10)" / "Reduce your range of all Arts
		// and abilities by ½" / "You may hold your breath for Rounds equal to your Prowess."
		if got, want := strings.Join(tokenMarks(t, s, b, boxes, "kappa"), "|"), "SWIM −2 · ½ range · 3 breath"; got != want {
			t.Errorf("kappa (1 m tall in 2 m of water) is marked %q, want %q", got, want)
		}
		// Seln, Swimming: "You can tolerate water levels up to half of your height without penalty."
		if got := tokenMarks(t, s, b, boxes, "mei"); len(got) != 0 {
			t.Errorf("mei (1.8 m tall in 0.8 m of water) is marked %q, want no mark", got)
		}
		if texts := sceneTexts(s); strings.Count(texts, "SWIM") != 1 {
			t.Errorf("the scene has %d SWIM marks, want 1:\n%s", strings.Count(texts, "SWIM"), texts)
		}
	}
}

// TestZoneMarksNarrow: a swimmer among others in a narrow zone gets the
// shortest mark that fits its room, never wider than the room.
func TestZoneMarksNarrow(t *testing.T) {
	m := zones.Map{Zones: []zones.Zone{{ID: "pool", Surface: zones.Water, Depth: 3}}}
	for _, id := range []string{"a", "b", "c", "d"} {
		m.Creatures = append(m.Creatures, zones.Creature{ID: id, Zone: "pool", Prowess: 2})
	}
	b := zoneBoard(t, m)
	boxes := []render.Rect{{Min: render.Point{X: 0, Y: 0}, Max: render.Point{X: 6, Y: 5}}}
	s := BuildScene(Map{Board: b, Boxes: boxes}, render.PrintTheme())
	for _, tp := range zoneTokenPlaces(b, boxes[0], "pool") {
		marks := tokenMarks(t, s, b, boxes, tp.id)
		if len(marks) != 1 || !strings.HasPrefix(strings.ReplaceAll(marks[0], " ", ""), "SWIM−3") {
			t.Fatalf("%s (in 3 m of water) is marked %q, want one mark starting SWIM −3", tp.id, marks)
		}
		for _, sh := range s.Shapes {
			if sh.Kind == render.Text && sh.Text == marks[0] && math.Abs(sh.Points[0].Y-(tp.at.Y-tp.r)) < 1e-9 && sh.Points[0].X >= tp.left && sh.Points[0].X <= tp.right {
				if w := render.TextWidth(sh.Text, sh.Size, true); sh.Points[0].X-w/2 < tp.left || sh.Points[0].X+w/2 > tp.right {
					t.Errorf("%s's mark %q (%.2f wide at %.2f) leaves its room %.2f..%.2f", tp.id, sh.Text, w, sh.Points[0].X, tp.left, tp.right)
				}
			}
		}
	}
}

// TestZoneMarksBands: on a map with the band layer a token off the
// ground shows its band, and, with a creature selected, the ranged
// penalty from it; a map without bands shows none.
func TestZoneMarksBands(t *testing.T) {
	m := zones.Map{
		Zones:     []zones.Zone{{ID: "yard"}, {ID: "roof", Elevation: 8}},
		Links:     []zones.Link{{From: "yard", To: "roof"}},
		Creatures: []zones.Creature{{ID: "tengu", Zone: "roof", Band: zones.Soaring, Abilities: []string{"fly"}}, {ID: "mei", Zone: "yard"}},
	}
	boxes := wideBoxes(2)
	for _, tt := range []struct {
		name       string
		bands      bool
		selected   string
		tengu, mei string
	}{
		{"bands", true, "", "▲Soaring", ""},
		// Seln, Height and Depth: "Ranged attacks and effects take a Penalty of 2 * the number of bands
		// crossed": Soaring to Ground crosses Flying and Floating.
		{"bands, tengu selected", true, "tengu", "▲Soaring", "ranged −4"},
		{"bands, mei selected", true, "mei", "▲Soaring · ranged −4", ""},
		{"no bands", false, "tengu", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			mm := m
			mm.Bands = tt.bands
			b := zoneBoard(t, mm)
			s := BuildScene(Map{Board: b, Boxes: boxes, Selected: tt.selected}, render.ScreenTheme())
			for id, want := range map[string]string{"tengu": tt.tengu, "mei": tt.mei} {
				if got := strings.Join(tokenMarks(t, s, b, boxes, id), "|"); got != want {
					t.Errorf("%s is marked %q, want %q", id, got, want)
				}
			}
			if !tt.bands && strings.ContainsAny(sceneTexts(s), "▲▼") {
				t.Errorf("a map without bands shows a band:\n%s", sceneTexts(s))
			}
		})
	}
}

// TestZoneMarkGlyphs: every mark can be drawn with the bold Go font.
func TestZoneMarkGlyphs(t *testing.T) {
	f, err := sfnt.Parse(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	sel := zones.Creature{Band: zones.Soaring}
	for _, band := range []zones.Band{zones.Soaring, zones.Flying, zones.Floating, zones.Swimming, zones.Underwater, zones.Depths, zones.FarDepths} {
		for _, text := range zoneMarkTexts(zones.Creature{Band: band, Prowess: 2}, zones.Zone{Depth: 5}, true, &sel) {
			for _, r := range text {
				if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
					t.Errorf("mark %q: the font has no glyph for %q", text, r)
				}
			}
		}
	}
}
