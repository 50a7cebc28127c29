package drawsteel

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
)

// Ruleset is the square map's part of the window (Draw Steel), as main
// hands it to game.Open and game.Run.
func Ruleset() game.Ruleset {
	return game.Ruleset{Name: "Draw Steel", Opens: func(e *maps.Encounter) bool { return e.Zones == nil && e.Hex == nil },
		New: func(sh *game.Shell, opt game.Options) (game.Part, error) { return newGame(sh, opt) }}
}
