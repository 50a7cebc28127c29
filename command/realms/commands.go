package realms

import (
	"fmt"

	"github.com/battlemap/battlemap/command"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
)

// Commands is the command.Ruleset of Enchanted Realms.
type Commands struct{}

var _ command.Ruleset = Commands{}

// hexMap is the encounter's hex map.
func hexMap(call *command.Call) *realmsfile.HexMap { return call.Encounter.Hex }

// zoneOnly are the flags of `battlemap move` only a zone map takes.
var zoneOnly = []string{"together", "partner-sprint", "band", "defender", "throw-to"}

// Resolve: forced movement is Draw Steel's.
func (Commands) Resolve(call *command.Call, m *command.MoveFlags) int {
	switch {
	case m.Given("seed"):
		return call.UsageError("--seed rolls a rider's landing test on a Draw Steel map; %s is not one", call.File)
	case m.Given("result"):
		return call.UsageError("--result is for a throw on a zone map, or (as --seed) for the landing test of a rider force moved off its mount; in %s, %q rides no creature", call.File, m.Target)
	}
	fmt.Fprintf(call.Stderr, "battlemap resolve: %s is an Enchanted Realms hex map (\"ruleset\": \"realms\"); forced movement is Draw Steel's (use battlemap move for a willing move)\n", call.File)
	return 1
}

// Round: a hex map's round has no automatic end.
func (Commands) Round(call *command.Call, seed uint64, write bool) int { return command.NoRound(call) }

// Move is `battlemap move` on a hex map: the same JSON as Draw Steel's,
// positions as [col, row] and every figure in feet.
func (Commands) Move(call *command.Call, m *command.MoveFlags) int {
	if m.Mount != "" {
		return call.UsageError("--mount is for Draw Steel square maps; %s is not one", call.File)
	}
	if bad := m.GivenAmong(zoneOnly...); len(bad) > 0 {
		return call.UsageError("%s is for zone maps; %s is not one", "--"+bad[0], call.File)
	}
	switch {
	case m.Sprint:
		return call.UsageError("--sprint is for zone maps; %s is not one", call.File)
	case m.Given("mode"):
		return call.UsageError("--mode is Draw Steel's; on a hex map give the actions taken with --action")
	case m.Given("result") || m.Given("seed") || m.Given("by"):
		return call.UsageError("--by, --result and --seed are for Draw Steel's tests and zone challenges; a hex map's move asks none")
	}
	return moveRealms(call, hexMap(call), m.Creature, m.Actions, m.Permit, m.To, m.Path)
}

// Export is `battlemap export` of a hex map, with a willing move's
// preview when --preview move is given.
func (Commands) Export(call *command.Call, x *command.ExportRequest) int {
	m := x.Flags
	if m.Result != 0 {
		return call.Fail("--result goes with --preview throw on a zone map")
	}
	opt, code, ok := command.GridExportOptions(call, x)
	if !ok {
		return code
	}
	if m.By != "" || m.Melee || m.Stability != "full" || m.SideView {
		return call.Fail("--by, --melee, --stability and --side-view are for Draw Steel's forced movement; a hex map previews a willing move: --preview move --target ID [--action NAME ...] [--to C,R | --path \"C,R ...\"]")
	}
	p, err := hexExportPreview(hexMap(call), m.Move, m.Target, m.Actions, m.To, m.Path, m.NoArea)
	if err != nil {
		return call.Fail("%v", err)
	}
	opt.HexPreview = p
	return command.ExportGrid(call, x, opt)
}
