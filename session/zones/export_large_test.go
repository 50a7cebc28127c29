package zones

import (
	"fmt"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// TestExportLargeZoneMapFits: 500 zones laid out by the program export at
// the default scale (lowered to fit the export's limits), instead of a
// strip 100,000 pixels wide that export refused; an explicit scale too
// large is still refused.
func TestExportLargeZoneMapFits(t *testing.T) {
	var zones, links []string
	for i := range 500 {
		zones = append(zones, fmt.Sprintf(`{"id": "z%d", "elevation": %d}`, i, i%2*5))
		if i > 0 {
			links = append(links, fmt.Sprintf(`{"from": "z%d", "to": "z%d"}`, i-1, i))
		}
	}
	doc := `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "zones": [` + strings.Join(zones, ",") +
		`], "links": [` + strings.Join(links, ",") + `], "creatures": [{"id": "a", "zone": "z0"}]}`
	enc, err := maps.Parse("large-zones.json", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	f, err := BuildZoneExport(enc, session.ExportSVG, "", 0, nil)
	if err != nil {
		t.Fatalf("BuildZoneExport(500 zones, default scale): %v", err)
	}
	if f.Width > session.MaxExportSide || f.Height > session.MaxExportSide || f.Width > 3*f.Height || f.Height > 3*f.Width {
		t.Errorf("500 zones export at %d x %d pixels, want a block within %d a side", f.Width, f.Height, session.MaxExportSide)
	}
	if _, err := BuildZoneExport(enc, session.ExportSVG, "", 200, nil); err == nil {
		t.Errorf("BuildZoneExport(500 zones, scale 200) succeeded, want the figure refused as too large")
	}
}
