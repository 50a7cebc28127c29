package zones

import (
	"strings"

	"github.com/battlemap/battlemap/command"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules/zones"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// Move is `battlemap move` on a zone map.
func (Commands) Move(call *command.Call, m *command.MoveFlags) int {
	switch {
	case m.Permit != "":
		return call.UsageError("--permit is for Enchanted Realms hex maps; %s is not one", call.File)
	case m.Mount != "":
		return call.UsageError("--mount is for Draw Steel square maps; %s is not one", call.File)
	case m.Given("mode") || len(m.Actions) > 0 || m.Path != "":
		return call.UsageError("--mode, --action and --path are for square and hex maps; on a zone map give --to ZONE and --sprint")
	}
	return moveZones(call, call.Encounter.Zones, m)
}

// moveZones is `battlemap move` on a zone map: the engine's move plan as
// JSON, positions as zone ids; without --to, every zone within speed;
// with --result, the outcome of the move with those results; with
// --band, the outcome of moving to the next height band.
func moveZones(call *command.Call, zm *zonesfile.ZoneMap, m *command.MoveFlags) int {
	id, to := m.Creature, m.To
	withResult := m.Given("result")
	switch {
	case m.Band != "" && (to != "" || m.Together || m.Sprint || withResult):
		return call.UsageError("--band moves between height bands in the creature's zone: give it without --to, --sprint, --together and --result")
	case m.PartnerSprint && !m.Together:
		return call.UsageError("--partner-sprint is the partner's Sprint when it moves together: give --together too")
	case withResult && to == "":
		return call.UsageError("--result gives the results of a move's challenges: give the move's --to ZONE too")
	case (m.Defender != "" || m.ThrowTo != "") && !withResult:
		return call.UsageError("--defender and --throw-to choose the throw of a won limit challenge: give --result too")
	}
	b, ok := zoneBoard(call, zm)
	if !ok {
		return 1
	}
	if _, ok := b.Creature(id); !ok {
		return call.Fail("unknown creature id %q (ids: %s)", id, strings.Join(zoneCreatureIDs(zm.Map), ", "))
	}
	for _, z := range []string{to, m.ThrowTo} {
		if _, ok := b.Zone(z); z != "" && !ok {
			return call.Fail("unknown zone %q (zones: %s)", z, strings.Join(zoneIDs(zm.Map), ", "))
		}
	}
	if _, ok := b.Creature(m.Defender); m.Defender != "" && !ok {
		return call.Fail("--defender: unknown creature id %q (ids: %s)", m.Defender, strings.Join(zoneCreatureIDs(zm.Map), ", "))
	}
	if m.Band != "" {
		band, ok := zones.ParseBand(m.Band)
		if !ok {
			return call.UsageError("--band %q: not a band (soaring, flying, floating, ground, swimming, underwater, depths, farDepths)", m.Band)
		}
		o, err := zones.MoveBand(b, id, band)
		if err != nil {
			return failZoneRule(call, err)
		}
		return call.JSON(o)
	}
	req := zones.MoveRequest{Creature: id, To: to, Sprint: m.Sprint, Together: m.Together, PartnerSprint: m.PartnerSprint}
	plan, err := zones.Move(b, req)
	if err != nil {
		return failZoneRule(call, err)
	}
	if !withResult {
		return call.JSON(plan)
	}
	results, err := zonesplay.ZoneMoveResults(plan, m.Results, m.Defender, m.ThrowTo)
	if err != nil {
		return call.Fail("--result: %v", err)
	}
	o, err := zones.ResolveMove(b, req, results, zones.Dice{})
	if err != nil {
		return failZoneRule(call, err)
	}
	return call.JSON(o)
}
