package zones

import (
	"fmt"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/zones"
)

// monastery is the bundled zone encounter, laid out as the window lays
// out a file that draws no zone.
func monastery(t testing.TB) (*zones.Board, []render.Rect) {
	t.Helper()
	e, err := maps.Load("../../assets/encounters/monastery-zones.json")
	if err != nil {
		t.Fatal(err)
	}
	m := e.Zones.Map
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
	return zoneBoard(t, m), render.LayoutZones(elev, occ, links)
}

// windowMinText approximates the zone window's MinText at a UI scale:
// 18 px a UI scale (game's minLabelPx) at the zoom that fits the scene in
// a 1920x1080 window above a status panel of about 150 px a UI scale.
func windowMinText(s *render.Scene, ui float64) float64 {
	w, h := s.Bounds.Max.X-s.Bounds.Min.X, s.Bounds.Max.Y-s.Bounds.Min.Y
	scale := min(1920/w, (1080-150*ui)/h)
	return 18 * ui / scale
}

// TestBuildSceneMonasteryTextApart: in the monastery at the window's
// MinText for UI scales 1 to 3, no two texts overlap (names, initials,
// marks, titles, badges, info lines, link labels), every text of a zone
// stays inside its box, and no name is larger than its zone's title.
func TestBuildSceneMonasteryTextApart(t *testing.T) {
	b, boxes := monastery(t)
	plain := BuildScene(Map{Board: b, Boxes: boxes}, render.ScreenTheme())
	titles := map[string]bool{}
	for _, z := range b.Map().Zones {
		titles[z.Name] = true
	}
	for _, ui := range []float64{1, 2, 3} {
		t.Run(fmt.Sprint(ui, "x"), func(t *testing.T) {
			mt := windowMinText(plain, ui)
			s := BuildScene(Map{Board: b, Boxes: boxes, MinText: mt}, render.ScreenTheme())
			var texts []render.Shape
			for _, sh := range s.Shapes {
				if sh.Kind == render.Text {
					texts = append(texts, sh)
				}
			}
			for i, a := range texts {
				for _, o := range texts[:i] {
					if overlaps(TextBox(a), TextBox(o)) {
						t.Errorf("MinText %.2f: %q (size %.2f at %.2f) overlaps %q (size %.2f at %.2f)", mt, a.Text, a.Size, a.Points[0], o.Text, o.Size, o.Points[0])
					}
				}
			}
			// per zone: its texts inside it, its title over its names
			for i, z := range b.Map().Zones {
				r := boxes[i]
				title, name := 0.0, 0.0
				for _, sh := range texts {
					p := sh.Points[0]
					if p.X < r.Min.X || p.X > r.Max.X || p.Y < r.Min.Y || p.Y > r.Max.Y {
						continue
					}
					if tb := TextBox(sh); tb.Min.X < r.Min.X || tb.Max.X > r.Max.X || tb.Min.Y < r.Min.Y || tb.Max.Y > r.Max.Y+0.05 {
						t.Errorf("MinText %.2f: %q (%v) leaves the %s's box %v", mt, sh.Text, tb, z.Name, r)
					}
					switch c := creatureNamed(b, sh.Text); {
					case sh.Text == z.Name:
						title = sh.Size
					case c:
						name = max(name, sh.Size)
					}
				}
				if title < name {
					t.Errorf("MinText %.2f: the %s's title size %.2f, under its names' %.2f", mt, z.Name, title, name)
				}
			}
		})
	}
}

// creatureNamed reports whether text is a creature's whole name.
func creatureNamed(b *zones.Board, text string) bool {
	for _, c := range b.Map().Creatures {
		if c.Name == text {
			return true
		}
	}
	return false
}

// TestBuildSceneMonasteryTextGrows: at the window's MinText for UI scale
// 1, 2 and 3 the link labels, badges, marks and titles are larger than the
// drawing's where MinText is (the labels and badges at least MinText at
// 1x, where their room holds it), one-way arrows grow, and the names of the
// Hall's three creatures are written whole.
func TestBuildSceneMonasteryTextGrows(t *testing.T) {
	b, boxes := monastery(t)
	plain := BuildScene(Map{Board: b, Boxes: boxes}, render.ScreenTheme())
	arrow := func(s *render.Scene) float64 {
		// the widest dashed line: a one-way link
		w := 0.0
		for _, sh := range s.Shapes {
			if sh.Kind == render.Polyline && sh.Dash > 0 {
				w = max(w, sh.Width)
			}
		}
		return w
	}
	for _, ui := range []float64{1, 2, 3} {
		t.Run(fmt.Sprint(ui, "x"), func(t *testing.T) {
			mt := windowMinText(plain, ui)
			s := BuildScene(Map{Board: b, Boxes: boxes, MinText: mt}, render.ScreenTheme())
			size := func(prefix string) float64 {
				t.Helper()
				for _, sh := range s.Shapes {
					if sh.Kind == render.Text && strings.HasPrefix(sh.Text, prefix) {
						return sh.Size
					}
				}
				t.Fatalf("MinText %.2f: no text starting %q; have:\n%s", mt, prefix, sceneTexts(s))
				return 0
			}
			for _, tt := range []struct {
				text  string
				plain float64
				least float64 // wanted at least, at UI scale 1
			}{
				{"climb", zoneLabelSz, mt},
				{"drop 6", zoneLabelSz, mt},
				{"3/3", zoneInfo, mt},
				{"DT 5", zoneInfo, mt},
				{"SWIM", zoneMarkFont, mt}, // beside Kappa, alone in the pool
				{"Hall roof", zoneTitle, zoneTitle},
				{"Spike pit", zoneTitle, zoneTitle},
			} {
				got := size(tt.text)
				// a title already larger than MinText at 1x keeps its size
				if got <= tt.plain && (ui > 1 || tt.plain < mt) {
					t.Errorf("MinText %.2f: %q size %.2f, want larger than the drawing's %.2f", mt, tt.text, got, tt.plain)
				}
				if ui == 1 && got < tt.least-1e-9 {
					t.Errorf("MinText %.2f: %q size %.2f, want at least %.2f", mt, tt.text, got, tt.least)
				}
			}
			if got, was := arrow(s), arrow(plain); got <= was {
				t.Errorf("MinText %.2f: one-way arrow width %.2f, want more than the drawing's %.2f", mt, got, was)
			}
			texts := sceneTexts(s)
			for _, name := range []string{"Oni", "Bandit 1", "Bandit 2"} {
				if !strings.Contains("\n"+texts+"\n", "\n"+name+"\n") {
					t.Errorf("MinText %.2f: the Hall's %q is not written whole; texts:\n%s", mt, name, texts)
				}
			}
		})
	}
}
