package realms

import (
	"github.com/battlemap/battlemap/command"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
)

// Commands is the command.Ruleset of Enchanted Realms.
type Commands struct{}

var _ command.Ruleset = Commands{}

// Resolve: forced movement is Draw Steel's.
func (Commands) Resolve(call *command.Call, m *command.MoveFlags) int {
	switch {
	case m.Given("seed"):
		return call.UsageError("--seed rolls a rider's landing test on a Draw Steel map; %s is not one", call.File)
	case m.Given("result"):
		return call.UsageError("--result is for a throw on a zone map, or (as --seed) for the landing test of a rider force moved off its mount; in %s, %q rides no creature", call.File, m.Target)
	}
	return call.Fail("%s is an Enchanted Realms hex map (\"ruleset\": \"realms\"); forced movement is Draw Steel's (use battlemap move for a willing move)", call.File)
}

// hexMap is the encounter's hex map.
func hexMap(call *command.Call) *realmsfile.HexMap { return call.Encounter.Hex }

// Round: a hex map's round has no automatic end.
func (Commands) Round(call *command.Call, seed uint64, write bool) int { return command.NoRound(call) }
