package session

import (
	"errors"
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/rules/zones"
)

// NewMapRulesets are the rulesets a new map may be for, in the order the
// editor's New map sheet offers them: Draw Steel on squares, Enchanted
// Realms on hexes, the zone system.
func NewMapRulesets() []string { return []string{maps.DrawSteel, maps.Realms, maps.Zones} }

// RulesetLabel is how the New map sheet names a ruleset.
func RulesetLabel(ruleset string) string {
	switch ruleset {
	case maps.Realms:
		return "Enchanted Realms (hexes)"
	case maps.Zones:
		return "Zones"
	case maps.DrawSteel, "":
		return "Draw Steel (squares)"
	}
	return ruleset
}

// NewMap is an empty encounter (no terrain, no creatures) named name, for
// ruleset (maps.DrawSteel, maps.Realms or maps.Zones), width x height
// squares or hexes; a zone map has no size and starts with one zone,
// "Zone 1", drawn as a rectangle. It is written and read back through the file format, so a map
// it returns is one the program saves and opens; what the format refuses
// is an error naming the field and what would be valid.
func NewMap(name, ruleset string, width, height int) (*maps.Encounter, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, errors.New("name: the map needs a name")
	}
	if err := maps.CheckName("name", name); err != nil {
		return nil, fmt.Errorf("name: %w", err)
	}
	if ruleset != maps.Zones && (width < 1 || height < 1 || width > maps.MaxGridSide || height > maps.MaxGridSide) {
		return nil, fmt.Errorf("size: %dx%d (want width and height from 1 to %d)", width, height, maps.MaxGridSide)
	}
	e := &maps.Encounter{Name: name}
	switch ruleset {
	case maps.DrawSteel:
		e.Square = &dsfile.SquareMap{Board: drawsteel.NewBoard(width, height)}
	case maps.Realms:
		e.Hex = &realmsfile.HexMap{Board: realms.NewBoard(grid.Hex{Width: width, Height: height, Orientation: grid.Pointy})}
	case maps.Zones:
		e.Zones = &zonesfile.ZoneMap{Map: zones.Map{Name: name, Zones: []zones.Zone{{ID: "zone-1", Name: "Zone 1"}}},
			Shapes: []zonesfile.ZoneShape{{W: ZoneNewW, H: ZoneNewH}}}
	default:
		return nil, fmt.Errorf("ruleset: %q is not one a new map may be for (want %q, %q or %q)", ruleset, maps.DrawSteel, maps.Realms, maps.Zones)
	}
	data, err := e.Marshal()
	if err != nil {
		return nil, fmt.Errorf("new map: %w", err)
	}
	out, err := maps.Parse("new map", data)
	if err != nil {
		return nil, fmt.Errorf("new map: %w", err)
	}
	return out, nil
}

// ZoneNewW and ZoneNewH are a new zone's size in canvas units, on a new
// zone map and where the zone map's editor adds one.
const (
	ZoneNewW = 8.0
	ZoneNewH = 5.0
)
