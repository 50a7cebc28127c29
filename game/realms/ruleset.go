package realms

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
)

// Ruleset is the hex map's part of the window (Enchanted Realms), as
// main hands it to game.Open and game.Run.
func Ruleset() game.Ruleset {
	return game.Ruleset{Name: "Enchanted Realms", Opens: func(e *maps.Encounter) bool { return e.Hex != nil && e.Zones == nil },
		New: func(sh *game.Shell, opt game.Options) (game.Part, error) { return newHexView(sh, opt) }}
}
