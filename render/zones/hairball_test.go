package zones

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/raster"
	"github.com/battlemap/battlemap/rules/zones"
)

// hairball is a zone map at the file limits: n zones laid out by the
// program and links doorways between random zones, the same every time.
func hairball(t testing.TB, n, links int, kind zones.Link) (*zones.Board, []render.Rect) {
	t.Helper()
	r := rand.New(rand.NewPCG(23, uint64(n)))
	m := zones.Map{Zones: make([]zones.Zone, n)}
	for i := range m.Zones {
		m.Zones[i] = zones.Zone{ID: fmt.Sprint("z", i), Name: fmt.Sprint("Zone ", i)}
	}
	seen := map[[2]int]bool{}
	pairs := make([][2]int, 0, links)
	for len(pairs) < links {
		a, b := r.IntN(n), r.IntN(n)
		if a == b || seen[[2]int{min(a, b), max(a, b)}] {
			continue
		}
		seen[[2]int{min(a, b), max(a, b)}] = true
		pairs = append(pairs, [2]int{a, b})
		l := kind
		l.From, l.To = m.Zones[a].ID, m.Zones[b].ID
		m.Links = append(m.Links, l)
	}
	return zoneBoard(t, m), render.LayoutZones(make([]float64, n), make([]int, n), pairs)
}

// fitWindow is the view and size the zone window shows the whole scene at
// in a 1920x1080 window above its status panel.
func fitWindow(bounds render.Rect) (render.View, int, int) {
	const w, h = 1920, 930
	return render.Fit(bounds, 0, 0, w, h), w, h
}

// BenchmarkHairballFirstFrame is the zone window's first frame of a map
// at the limits (10,000 zones, 100,000 links between random zones): the
// scene built at the window's text size, then painted at fit zoom.
func BenchmarkHairballFirstFrame(b *testing.B) {
	for _, kind := range []struct {
		name string
		link zones.Link
	}{{"doorways", zones.Link{}}, {"ladders", zones.Link{Climb: 3}}, {"drops", zones.Link{OneWay: true}}} {
		b.Run(kind.name, func(b *testing.B) { benchHairball(b, kind.link) })
	}
}

func benchHairball(b *testing.B, kind zones.Link) {
	board, boxes := hairball(b, 10000, 100000, kind)
	th := render.ScreenTheme()
	r, err := raster.New(assets.Fonts())
	if err != nil {
		b.Fatal(err)
	}
	v, w, h := fitWindow(SceneBounds(len(boxes), boxes))
	zm := Map{Board: board, Boxes: boxes, MinText: 18 / v.Scale, Scale: v.Scale}
	b.Run("scene", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			BuildScene(zm, th)
		}
	})
	s := BuildScene(zm, th)
	b.Run("paint", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			r.Render(s, v, w, h)
		}
	})
}

// A map at the limits seen whole, its doorways finer than a pixel, draws
// its links as a web of hairlines: two shapes however many links, not two
// bands, a mark and a label each (200,000 shapes at the limits).
func TestHairballLinksAreAWeb(t *testing.T) {
	th := render.ScreenTheme()
	for _, kind := range []zones.Link{{}, {Climb: 4}, {OneWay: true}, {Drop: true}} {
		t.Run(fmt.Sprintf("%+v", kind), func(t *testing.T) {
			board, boxes := hairball(t, 2000, 20000, kind)
			v, _, _ := fitWindow(SceneBounds(len(boxes), boxes))
			bare := board.Map()
			bare.Links = nil
			zm := Map{Board: board, Boxes: boxes, MinText: 18 / v.Scale, Scale: v.Scale}
			s := BuildScene(zm, th)
			zm.Board = zoneBoard(t, bare)
			without := BuildScene(zm, th)
			hair := 0
			for _, sh := range s.Shapes {
				if sh.Hairline {
					hair++
				}
			}
			if links := len(s.Shapes) - len(without.Shapes); links > 2 || hair != 1 {
				t.Errorf("at %.2f pixels a unit, 20,000 links are %d shapes, %d of them hairlines; want one hairline shape", v.Scale, links, hair)
			}
		})
	}
}

// Links whose bands would cover the whole map over are a web at any
// zoom: 20,000 links among 300 zones, shown at 20 pixels a unit.
func TestCoveringLinksAreAWeb(t *testing.T) {
	board, boxes := hairball(t, 300, 20000, zones.Link{})
	s := BuildScene(Map{Board: board, Boxes: boxes, MinText: 0.9, Scale: 20}, render.ScreenTheme())
	hair, lines := 0, 0
	for _, sh := range s.Shapes {
		if sh.Hairline {
			hair++
		} else if sh.Kind == render.Polyline {
			lines++
		}
	}
	if hair != 1 || lines > 0 {
		t.Errorf("20,000 links over 300 zones at 20 pixels a unit are %d hairline shapes and %d lines; want one hairline shape", hair, lines)
	}
}

// Zoomed in, or with no zoom given (an export), links are drawn in full:
// the monastery's scene is the same with its window zoom given as
// without, and holds no hairline.
func TestLinksInFullWhenWide(t *testing.T) {
	b, boxes := monastery(t)
	th := render.ScreenTheme()
	for _, scale := range []float64{6, 40} {
		full := BuildScene(Map{Board: b, Boxes: boxes, MinText: 0.5}, th)
		zoomed := BuildScene(Map{Board: b, Boxes: boxes, MinText: 0.5, Scale: scale}, th)
		if !reflect.DeepEqual(full.Shapes, zoomed.Shapes) {
			t.Errorf("at %g pixels a unit the monastery's scene differs from its scene without a zoom", scale)
		}
		for _, sh := range zoomed.Shapes {
			if sh.Hairline {
				t.Errorf("at %g pixels a unit a shape is a hairline", scale)
			}
		}
	}
}

// A ladder shows its rungs every 0.4 units along a short climb, and only
// near its ends along a long one: a hundred thousand ladders across a map
// at the limits were billions of rungs (out of memory).
func TestLadderRungs(t *testing.T) {
	for _, tc := range []struct {
		pts  []render.Point
		want int
	}{
		// 5 units: rungs at 0.25, 0.65, ... 4.65
		{[]render.Point{{X: 0, Y: 0}, {X: 5, Y: 0}}, 12},
		// a detour of three segments, 12 units in all: every rung
		{[]render.Point{{X: 0, Y: 0}, {X: 0, Y: 2}, {X: 8, Y: 2}, {X: 8, Y: 0}}, 5 + 20 + 5},
		// 1000 units: 6 units of rungs at each end
		{[]render.Point{{X: 0, Y: 0}, {X: 600, Y: 800}}, 15 + 15},
	} {
		s := &render.Scene{}
		zoneLink(s, tc.pts, zones.Link{Climb: 2}, zones.Zone{}, zones.Zone{}, zoneColours(ptrTheme()), 0, nil, nil)
		rungs := 0
		for _, sh := range s.Shapes {
			if sh.Kind == render.Polyline && sh.Width == 0.06 {
				rungs++
				if along := alongPath(tc.pts, sh.Points[0]); along > rungReach+0.5 && pathLength(tc.pts)-along > rungReach+0.5 {
					t.Errorf("a rung %.1f units along a ladder of %.1f, more than %g from either end", along, pathLength(tc.pts), rungReach)
				}
			}
		}
		if rungs != tc.want {
			t.Errorf("a ladder along %v has %d rungs, want %d", tc.pts, rungs, tc.want)
		}
	}
}

func ptrTheme() *render.Theme { t := render.ScreenTheme(); return &t }

// alongPath is how far along the polyline the point nearest p lies.
func alongPath(pts []render.Point, p render.Point) float64 {
	best, bestAt, at := math.Inf(1), 0.0, 0.0
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		l := math.Hypot(b.X-a.X, b.Y-a.Y)
		t := max(0, min(1, ((p.X-a.X)*(b.X-a.X)+(p.Y-a.Y)*(b.Y-a.Y))/(l*l)))
		if d := math.Hypot(a.X+(b.X-a.X)*t-p.X, a.Y+(b.Y-a.Y)*t-p.Y); d < best {
			best, bestAt = d, at+t*l
		}
		at += l
	}
	return bestAt
}

// LinkPaths finds the boxes in a link's way through its grid as looking
// at every box does: the same detours for links along rows of laid-out
// zones and of drawn ones, large boxes among them.
func TestLinkPathsBoxIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	board, laid := hairball(t, 600, 3000, zones.Link{})
	drawn := make([]render.Rect, 600)
	for i := range drawn {
		x, y := float64(r.IntN(60)), float64(r.IntN(6))*4
		w := 1.5 + r.Float64()*3
		if i%50 == 0 {
			w = 40 // a wide box over many cells
		}
		drawn[i] = render.Rect{Min: render.Point{X: x, Y: y}, Max: render.Point{X: x + w, Y: y + 3}}
	}
	for name, boxes := range map[string][]render.Rect{"laid out": laid, "drawn": drawn} {
		got := LinkPaths(board.Map(), boxes)
		want := bruteLinkPaths(board.Map(), boxes)
		detours := 0
		for k := range want {
			if len(want[k]) > 2 {
				detours++
			}
			if !reflect.DeepEqual(got[k], want[k]) {
				t.Fatalf("%s: link %d runs along %v, want %v", name, k, got[k], want[k])
			}
		}
		if detours == 0 {
			t.Errorf("%s: no link makes a detour: the case tests nothing", name)
		}
	}
}

// bruteLinkPaths is LinkPaths looking at every box for each link.
func bruteLinkPaths(m zones.Map, boxes []render.Rect) [][]render.Point {
	index := map[string]int{}
	for i, z := range m.Zones {
		index[z.ID] = i
	}
	out := make([][]render.Point, len(m.Links))
	detour := 0
	for k, l := range m.Links {
		a, b := index[l.From], index[l.To]
		ra, rb := boxes[a], boxes[b]
		p, q := edgePoints(ra, rb)
		blocked := false
		if min(ra.Max.Y, rb.Max.Y)-max(ra.Min.Y, rb.Min.Y) > 1 {
			for i, r := range boxes {
				if i != a && i != b && segmentHitsBox(p, q, r) {
					blocked = true
					break
				}
			}
		}
		if !blocked {
			out[k] = []render.Point{p, q}
			continue
		}
		detour++
		y := max(ra.Max.Y, rb.Max.Y) + 0.55 + 0.5*float64((detour-1)%3)
		xa := ra.Min.X + (ra.Max.X-ra.Min.X)*(0.3+0.12*float64(detour%3))
		xb := rb.Min.X + (rb.Max.X-rb.Min.X)*(0.7-0.12*float64(detour%3))
		out[k] = []render.Point{{X: xa, Y: ra.Max.Y}, {X: xa, Y: y}, {X: xb, Y: y}, {X: xb, Y: rb.Max.Y}}
	}
	return out
}
