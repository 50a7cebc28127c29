package zones

import (
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
)

// Ruleset is the zone map's part of the window, as main hands it to
// game.Open and game.Run.
func Ruleset() game.Ruleset {
	return game.Ruleset{Name: "zones", Opens: func(e *maps.Encounter) bool { return e.Zones != nil },
		New: func(sh *game.Shell, opt game.Options) (game.Part, error) { return newZoneView(sh, opt) }}
}
