package zones

import (
	"bytes"
	"strings"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/session"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// Export is `battlemap export` of a zone map; without --scale, the zone
// map's own default.
func (Commands) Export(call *command.Call, x *command.ExportRequest) int {
	scale := x.Scale
	if !x.Flags.Given("scale") {
		scale = 0
	}
	return exportZones(call, x.Out, x.Format, scale, x.Theme, x.Flags)
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
	var throw *zonesplay.ZoneThrowPreview
	switch {
	case preview == "throw":
		if target == "" || !m.Given("result") {
			return call.UsageError("--preview throw needs --target ID and --result N")
		}
		for _, id := range []string{target, by} {
			if _, ok := findZoneCreature(enc.Zones.Map, id); id != "" && !ok {
				return call.Fail("unknown creature id %q (ids: %s)", id, strings.Join(zoneCreatureIDs(enc.Zones.Map), ", "))
			}
		}
		throw = &zonesplay.ZoneThrowPreview{Target: target, By: by, Result: result}
	case preview != "":
		return call.Fail("--preview %q: on a zone map the preview is a throw (--preview throw)", preview)
	case target != "" || by != "" || result != 0:
		return call.Fail("--target, --by and --result go with --preview throw")
	}
	if len(m.Results) > 1 {
		return call.Fail("--result %s: a throw takes one result", m.ResultText())
	}
	f, err := zonesplay.BuildZoneExport(enc, format, theme, scale, throw)
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
