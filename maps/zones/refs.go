package zones

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules/zones"
)

// references reports every id a zone map names that it does not hold, and
// every id it holds twice, so that a file with several broken references
// lists them all at once; the rules' own check stops at the first. It
// reports whether there were none.
func references(v jsonfile.Validator, m zones.Map) bool {
	ok := true
	report := func(path, format string, args ...any) {
		ok = false
		v.Report(path, format, args...)
	}
	zoneIDs := make(map[string]bool, len(m.Zones))
	for i, z := range m.Zones {
		if z.ID != "" && zoneIDs[z.ID] {
			report(jsonfile.Index("zones", i)+".id", "%q is used twice: zone ids are unique", z.ID)
		}
		zoneIDs[z.ID] = true
	}
	zone := func(path, id string) {
		if !zoneIDs[id] {
			report(path, "%s", unknownZone(m, id))
		}
	}
	for i, l := range m.Links {
		zone(jsonfile.Index("links", i)+".from", l.From)
		zone(jsonfile.Index("links", i)+".to", l.To)
	}
	for i, z := range m.Zones {
		if z.Effect != nil && z.Effect.To != "" {
			zone(jsonfile.Index("zones", i)+".effect.to", z.Effect.To)
		}
	}
	creatureIDs := make(map[string]bool, len(m.Creatures))
	for i, c := range m.Creatures {
		if c.ID != "" && creatureIDs[c.ID] {
			report(jsonfile.Index("creatures", i)+".id", "%q is used twice: creature ids are unique", c.ID)
		}
		creatureIDs[c.ID] = true
		zone(jsonfile.Index("creatures", i)+".zone", c.Zone)
	}
	for i, c := range m.Creatures {
		if c.Partner != "" && !creatureIDs[c.Partner] {
			report(jsonfile.Index("creatures", i)+".partner", "%q is not a creature of this map", c.Partner)
		}
	}
	return ok
}

// unknownZone says that id is no zone of m, naming the first few that are.
func unknownZone(m zones.Map, id string) string {
	ids := make([]string, 0, min(len(m.Zones), 8))
	for _, z := range m.Zones[:min(len(m.Zones), 8)] {
		ids = append(ids, z.ID)
	}
	more := ""
	if len(m.Zones) > 8 {
		more = ", ..."
	}
	return fmt.Sprintf("%q is not a zone of this map (%s%s)", id, strings.Join(ids, ", "), more)
}
