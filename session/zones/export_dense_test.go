package zones

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// denseZoneFile writes a zone encounter of n zones laid out by the program
// and links between random zones (the same every time), each like link
// (its "from" and "to" filled in), to a file in a temporary folder, and
// returns its path.
func denseZoneFile(t testing.TB, n, links int, link map[string]any) string {
	t.Helper()
	r := rand.New(rand.NewPCG(23, uint64(n)))
	zs := make([]map[string]any, n)
	for i := range zs {
		zs[i] = map[string]any{"id": fmt.Sprint("z", i), "name": fmt.Sprint("Zone ", i)}
	}
	seen := map[[2]int]bool{}
	var ls []map[string]any
	for len(ls) < links {
		a, b := r.IntN(n), r.IntN(n)
		if a == b || seen[[2]int{min(a, b), max(a, b)}] {
			continue
		}
		seen[[2]int{min(a, b), max(a, b)}] = true
		l := map[string]any{"from": fmt.Sprint("z", a), "to": fmt.Sprint("z", b)}
		for k, v := range link {
			l[k] = v
		}
		ls = append(ls, l)
	}
	doc, err := json.Marshal(map[string]any{"format": 1, "ruleset": "zones", "grid": map[string]any{"shape": "zones"},
		"zones": zs, "links": ls, "creatures": []any{map[string]any{"id": "a", "zone": "z0"}}})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "dense-zones.json")
	if err := os.WriteFile(path, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// denseLinks are the kinds of link a dense map is made of.
var denseLinks = []struct {
	name string
	link map[string]any
}{
	{"doorways", nil},
	{"ladders", map[string]any{"climb": 3}},
	{"one way", map[string]any{"oneWay": true}},
}

// An export of a map whose links would cover it draws them as the web of
// hairlines the window draws at its zoom, at the scale the export fits
// the map to: a shape or two for 20,000 links, not two bands, a mark and
// a label each; and an SVG a path of their points, not an element each.
func TestExportDenseZoneMapLinksAreAWeb(t *testing.T) {
	for _, kind := range denseLinks {
		t.Run(kind.name, func(t *testing.T) {
			const links = 20000
			enc, err := maps.Load(denseZoneFile(t, 2000, links, kind.link))
			if err != nil {
				t.Fatal(err)
			}
			bare := *enc.Zones
			bare.Map.Links = nil
			without := &maps.Encounter{Zones: &bare}
			for _, format := range []session.ExportFormat{session.ExportPNG, session.ExportSVG} {
				f, err := BuildZoneExport(enc, format, "", 0, nil)
				if err != nil {
					t.Fatal(err)
				}
				g, err := BuildZoneExport(without, format, "", 0, nil)
				if err != nil {
					t.Fatal(err)
				}
				hair := 0
				for _, sh := range f.Scene.Shapes {
					if sh.Hairline {
						hair++
					}
				}
				if n := len(f.Scene.Shapes) - len(g.Scene.Shapes); n > 2 || hair != 1 {
					t.Errorf("%s at %.2f pixels a unit: %d links are %d shapes, %d of them hairlines; want one hairline shape",
						format, f.View.Scale, links, n, hair)
				}
				if format != session.ExportSVG {
					continue
				}
				var with, bareSVG bytes.Buffer
				if err := f.Write(&with, nil, nil); err != nil {
					t.Fatal(err)
				}
				if err := g.Write(&bareSVG, nil, nil); err != nil {
					t.Fatal(err)
				}
				// a link's way is two to four points of about 14 bytes
				if per := (with.Len() - bareSVG.Len()) / links; per > 64 {
					t.Errorf("the SVG holds %d bytes a link, want at most 64 (a point of a path each)", per)
				}
			}
		})
	}
}

// BenchmarkExportDenseZoneMap is `battlemap export` of a zone map at the
// limits (10,000 zones, 100,000 links between random zones) to PNG and
// SVG at the scale it fits the map to: the figure built, then written.
func BenchmarkExportDenseZoneMap(b *testing.B) {
	for _, kind := range denseLinks {
		enc, err := maps.Load(denseZoneFile(b, 10000, 100000, kind.link))
		if err != nil {
			b.Fatal(err)
		}
		regular, bold := assets.Fonts()
		for _, format := range []session.ExportFormat{session.ExportPNG, session.ExportSVG} {
			b.Run(kind.name+"/"+string(format), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					f, err := BuildZoneExport(enc, format, "", 0, nil)
					if err != nil {
						b.Fatal(err)
					}
					var buf bytes.Buffer
					if err := f.Write(&buf, regular, bold); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
