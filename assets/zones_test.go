package assets

import (
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/zones"
)

// TestZoneSample: the bundled zone map loads, and shows what it is
// meant to show: a courtyard, a hall with a limit, a roof and a pit, a pool
// and a current.
func TestZoneSample(t *testing.T) {
	enc, err := maps.Load("encounters/monastery-zones.json", maps.WithFileSystem(Encounters()))
	if err != nil {
		t.Fatal(err)
	}
	if enc.Zones == nil {
		t.Fatalf("the zone sample loaded as %q without a zone map", enc.Ruleset())
	}
	b, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		zone string
		ok   func(zones.Zone) bool
		want string
	}{
		{"yard", func(z zones.Zone) bool { return z.Name == "Courtyard" }, "a courtyard"},
		{"hall", func(z zones.Zone) bool { return z.Limit > 0 }, "a hall with a limit"},
		{"roof", func(z zones.Zone) bool { return z.Elevation > 0 }, "a roof above"},
		{"pit", func(z zones.Zone) bool { return z.Elevation < 0 }, "a pit below"},
		{"pool", func(z zones.Zone) bool { return z.Surface == zones.Water }, "a pool"},
		{"stream", func(z zones.Zone) bool { return z.Effect != nil && z.Effect.Kind == zones.Current }, "a current"},
	}
	for _, c := range checks {
		z, ok := b.Zone(c.zone)
		if !ok || !c.ok(z) {
			t.Errorf("zone sample %q = %+v, want %s", c.zone, z, c.want)
		}
	}
}
