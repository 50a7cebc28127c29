package game

import "github.com/battlemap/battlemap/maps"

// The rulesets whose parts still live in this package, as main hands
// them to Open and Run. Each moves to its own sub-package (game/realms,
// game/drawsteel) with its part, as the zones' has (game/zones).

// DrawSteelRuleset is the square map's part (Draw Steel).
func DrawSteelRuleset() Ruleset {
	return Ruleset{Name: "Draw Steel", Opens: func(e *maps.Encounter) bool { return e.Zones == nil && e.Hex == nil },
		New: func(sh *Shell, opt Options) (Part, error) { return newGame(sh, opt) }}
}

// RealmsRuleset is the hex map's part (Enchanted Realms).
func RealmsRuleset() Ruleset {
	return Ruleset{Name: "Enchanted Realms", Opens: func(e *maps.Encounter) bool { return e.Hex != nil && e.Zones == nil },
		New: func(sh *Shell, opt Options) (Part, error) { return newHexView(sh, opt) }}
}
