package zones

import (
	"strings"

	"github.com/battlemap/battlemap/command"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules/zones"
)

// Resolve is `battlemap resolve --move throw` on a zone map.
func (Commands) Resolve(call *command.Call, m *command.MoveFlags) int {
	if m.Given("seed") {
		return call.UsageError("--seed rolls a rider's landing test on a Draw Steel map; %s is not one", call.File)
	}
	return resolveZones(call, call.Encounter.Zones, m)
}

// resolveZones is `battlemap resolve --move throw` on a zone map: the
// outcome of throwing the target into an adjacent zone.
func resolveZones(call *command.Call, zm *zonesfile.ZoneMap, m *command.MoveFlags) int {
	target, by, to := m.Target, m.By, m.To
	switch {
	case m.Move != "throw":
		return call.UsageError("--move %q: on a zone map the forced movement is a throw (--move throw)", m.Move)
	case to == "":
		return call.UsageError("--to ZONE is required: the adjacent zone the target is thrown into")
	case !m.Given("result") || len(m.Results) != 1:
		return call.UsageError("--result N is required: the result of the throw's challenge (one number)")
	}
	b, ok := zoneBoard(call, zm)
	if !ok {
		return 1
	}
	for _, id := range []string{target, by} {
		if _, ok := b.Creature(id); id != "" && !ok {
			return call.Fail("unknown creature id %q (ids: %s)", id, strings.Join(zoneCreatureIDs(zm.Map), ", "))
		}
	}
	if _, ok := b.Zone(to); !ok {
		return call.Fail("unknown zone %q (zones: %s)", to, strings.Join(zoneIDs(zm.Map), ", "))
	}
	o, err := zones.Throw(b, zones.ThrowRequest{Target: target, To: to, Result: m.Result, By: by}, zones.Dice{})
	if err != nil {
		return failZoneRule(call, err)
	}
	return call.JSON(o)
}
