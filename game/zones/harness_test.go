//go:build !race

package zones

import (
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
)

// The window's tests run whole windows with the shared driver
// (game/gametest), handing it this part's rulesets (testRulesets).

// openTestWindow builds the window for o as open does.
func openTestWindow(t testing.TB, o gametest.Open) *gametest.Harness {
	t.Helper()
	return gametest.OpenWindow(t, o, testRulesets()...)
}

// playFile runs script on a copy of file and returns what it saved.
func playFile(t *testing.T, file, script string, o gametest.Open) *maps.Encounter {
	t.Helper()
	return gametest.PlayFile(t, file, script, o, testRulesets()...)
}

// playCopy runs script on a copy of file and returns the copy's path.
func playCopy(t *testing.T, file, script string, o gametest.Open) string {
	t.Helper()
	return gametest.PlayCopy(t, file, script, o, testRulesets()...)
}
