package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Commands is the command.Ruleset of Draw Steel.
type Commands struct{}

var _ command.Ruleset = Commands{}

// board is the encounter's square board.
func board(enc *maps.Encounter) *drawsteel.Board { return enc.Square.Board }

// Round: a square map's round has no automatic end.
func (Commands) Round(call *command.Call, seed uint64, write bool) int { return command.NoRound(call) }

// The maneuvers `battlemap move` takes as --mode beside the willing
// moves' modes (drawsteel.ParseMoveMode does not know them).
const (
	modeEscapeGrab = "escape-grab"
	modeDig        = "dig"
)

// CheckMode checks --mode before the file is read, whatever its ruleset
// (the flag is Draw Steel's): a willing move's mode, a maneuver, or
// dismount.
func CheckMode(mode string) error {
	if mode == modeEscapeGrab || mode == modeDig || mode == "dismount" {
		return nil
	}
	if _, err := drawsteel.ParseMoveMode(mode); err != nil {
		return fmt.Errorf("--mode: %s, or the maneuver %s or %s, or dismount (off the creature it is on)", err, modeEscapeGrab, modeDig)
	}
	return nil
}
