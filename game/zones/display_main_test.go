//go:build display

package zones

import (
	"os"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
)

// TestMain runs the display tests beside the one real game loop they
// read pixels on (gametest.RunOnLoop).
func TestMain(m *testing.M) { os.Exit(gametest.RunOnLoop(m)) }
