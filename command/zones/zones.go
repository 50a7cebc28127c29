package zones

import (
	"bytes"
	"errors"
	"strings"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/command"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// Commands is the command.Ruleset of the zone system.
type Commands struct{}

var _ command.Ruleset = Commands{}

// Resolve is `battlemap resolve --move throw` on a zone map.
func (Commands) Resolve(call *command.Call, m *command.MoveFlags) int {
	if m.Given("seed") {
		return call.UsageError("--seed rolls a rider's landing test on a Draw Steel map; %s is not one", call.File)
	}
	return resolveZones(call, call.Encounter.Zones, m)
}

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

// Round is `battlemap round`: the end of the round (automatic movements,
// tile effects, band falls and held breath), printed as the outcome JSON
// of `battlemap move` (positions by zone id); with write, the board is
// saved afterwards into the file.
func (Commands) Round(call *command.Call, seed uint64, write bool) int {
	o, err := session.EndZoneRound(call.Encounter, seed)
	if err != nil {
		return call.Fail("%s", strings.TrimPrefix(err.Error(), "zones: "))
	}
	if write {
		if err := call.Encounter.Save(call.File); err != nil {
			return call.Fail("%v", err)
		}
	}
	return call.JSON(o)
}

// Export is `battlemap export` of a zone map; without --scale, the zone
// map's own default.
func (Commands) Export(call *command.Call, x *command.ExportRequest) int {
	scale := x.Scale
	if !x.Flags.Given("scale") {
		scale = 0
	}
	return exportZones(call, x.Out, x.Format, scale, x.Theme, x.Flags)
}

// zoneBoard checks the zone map into the rules' board (a file that loaded
// always checks; the error is for safety).
func zoneBoard(call *command.Call, zm *zonesfile.ZoneMap) (*zones.Board, bool) {
	b, err := zm.Board()
	if err != nil {
		call.Fail("%v", err)
		return nil, false
	}
	return b, true
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
	results, err := session.ZoneMoveResults(plan, m.Results, m.Defender, m.ThrowTo)
	if err != nil {
		return call.Fail("--result: %v", err)
	}
	o, err := zones.ResolveMove(b, req, results, zones.Dice{})
	if err != nil {
		return failZoneRule(call, err)
	}
	return call.JSON(o)
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

// failZoneRule prints a zone rules error: the rule, what was asked, and
// the sentence of the rules text it reads.
func failZoneRule(call *command.Call, err error) int {
	var re *rules.Error
	if errors.As(err, &re) {
		if re.Source.Sentence == "" {
			return call.Fail("%s", re)
		}
		return call.Fail("%s\n  the rule: %q", re, re.Source.Sentence)
	}
	return call.Fail("%s", strings.TrimPrefix(err.Error(), "zones: "))
}

func zoneCreatureIDs(m zones.Map) []string {
	ids := make([]string, len(m.Creatures))
	for i, c := range m.Creatures {
		ids[i] = c.ID
	}
	return ids
}

func zoneIDs(m zones.Map) []string {
	ids := make([]string, len(m.Zones))
	for i, z := range m.Zones {
		ids[i] = z.ID
	}
	return ids
}

// exportZones is `battlemap export` of a zone map, with a throw preview
// when --preview throw is given.
func exportZones(call *command.Call, out string, format session.ExportFormat, scale float64, theme string, m *command.MoveFlags) int {
	enc := call.Encounter
	preview, target, by, result := m.Move, m.Target, m.By, m.Result
	var bad []string
	for _, name := range m.GivenAmong("region", "legend", "coordinates", "melee", "stability", "to", "path", "side-view", "no-area") {
		bad = append(bad, "--"+name)
	}
	if len(bad) > 0 {
		return call.Fail("%s: not for a zone map (give -o, --scale, --theme, and --preview throw --target ID --result N [--by ID])", strings.Join(bad, ", "))
	}
	var throw *session.ZoneThrowPreview
	switch {
	case preview == "throw":
		if target == "" || !m.Given("result") {
			return call.Fail("--preview throw needs --target ID and --result N")
		}
		for _, id := range []string{target, by} {
			if _, ok := findZoneCreature(enc.Zones.Map, id); id != "" && !ok {
				return call.Fail("unknown creature id %q (ids: %s)", id, strings.Join(zoneCreatureIDs(enc.Zones.Map), ", "))
			}
		}
		throw = &session.ZoneThrowPreview{Target: target, By: by, Result: result}
	case preview != "":
		return call.Fail("--preview %q: on a zone map the preview is a throw (--preview throw)", preview)
	case target != "" || by != "" || result != 0:
		return call.Fail("--target, --by and --result go with --preview throw")
	}
	if len(m.Results) > 1 {
		return call.Fail("--result %s: a throw takes one result", m.ResultText())
	}
	f, err := session.BuildZoneExport(enc, format, theme, scale, throw)
	if err != nil {
		return call.Fail("%v", strings.TrimPrefix(strings.TrimPrefix(err.Error(), "game: export: "), "zones: "))
	}
	regular, bold := assets.Fonts()
	var buf bytes.Buffer
	if err := f.Write(&buf, regular, bold); err != nil {
		return call.Fail("%v", err)
	}
	return command.WriteFigure(call, out, buf.Bytes())
}

func findZoneCreature(m zones.Map, id string) (zones.Creature, bool) {
	for _, c := range m.Creatures {
		if c.ID == id {
			return c, true
		}
	}
	return zones.Creature{}, false
}
