package realms

import (
	"path/filepath"
	"strconv"

	"github.com/battlemap/battlemap/game"
	gamedrawsteel "github.com/battlemap/battlemap/game/drawsteel"
	"github.com/battlemap/battlemap/game/gametest"
)

// riverFord is the bundled hex map, from the repository's root.
var riverFord = filepath.Join("assets", "encounters", "river-ford.json")

func itoa(n int) string { return strconv.Itoa(n) }

// testRulesets are the rulesets main hands the window.
func testRulesets() []game.Ruleset {
	return []game.Ruleset{Ruleset(), gamedrawsteel.Ruleset()}
}

// testParts open the windows of this part's tests (gametest).
var testParts = gametest.Parts(testRulesets())
