package zones

import (
	"errors"
	"strings"

	"github.com/battlemap/battlemap/command"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/zones"
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// Commands is the command.Ruleset of the zone system.
type Commands struct{}

var _ command.Ruleset = Commands{}

// Round is `battlemap round`: the end of the round (automatic movements,
// tile effects, band falls and held breath), printed as the outcome JSON
// of `battlemap move` (positions by zone id); with write, the board is
// saved afterwards into the file.
func (Commands) Round(call *command.Call, seed uint64, write bool) int {
	o, err := zonesplay.EndZoneRound(call.Encounter, seed)
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

func findZoneCreature(m zones.Map, id string) (zones.Creature, bool) {
	for _, c := range m.Creatures {
		if c.ID == id {
			return c, true
		}
	}
	return zones.Creature{}, false
}
