package game

import "github.com/battlemap/battlemap/maps"

// The square map's part still lives in this package: main hands its
// ruleset to Open and Run as it does the zone and hex maps' (game/zones,
// game/realms).

// DrawSteelRuleset is the square map's part (Draw Steel).
func DrawSteelRuleset() Ruleset {
	return Ruleset{Name: "Draw Steel", Opens: func(e *maps.Encounter) bool { return e.Zones == nil && e.Hex == nil },
		New: func(sh *Shell, opt Options) (Part, error) { return newGame(sh, opt) }}
}
