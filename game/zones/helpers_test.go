package zones

import (
	"path/filepath"
	"strconv"

	"github.com/battlemap/battlemap/game"
	gamedrawsteel "github.com/battlemap/battlemap/game/drawsteel"
	"github.com/battlemap/battlemap/game/gametest"
)

// monastery is the bundled zone map, from the repository's root.
var monastery = filepath.Join("assets", "encounters", "monastery-zones.json")

// within reports whether r lies inside a, to half a pixel.
func within(r, a game.Area) bool {
	const e = 0.5
	return r.X >= a.X-e && r.Y >= a.Y-e && r.X+r.W <= a.X+a.W+e && r.Y+r.H <= a.Y+a.H+e
}

func itoa(n int) string { return strconv.Itoa(n) }

// testRulesets are the rulesets main hands the window.
func testRulesets() []game.Ruleset {
	return []game.Ruleset{Ruleset(), gamedrawsteel.Ruleset()}
}

// testParts open the windows of this part's tests (gametest).
var testParts = gametest.Parts(testRulesets())
