package zones

import (
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
)

// TestZoneWindowIdle: the zone window, left alone past its first
// frames, draws no new frame however many Updates run (Ebitengine
// keeps the screen); a pointer move, a key held, the wheel or a finger
// wakes it, and it draws again until the change has settled. (It
// drew every frame: 160 to 180% of a core under Xvfb, idle.)
func TestZoneWindowIdle(t *testing.T) {
	gametest.CheckIdle(t, map[string]func(t *testing.T) gametest.IdleWindow{
		"zone": func(t *testing.T) gametest.IdleWindow {
			v, in := zoneTableView(t, 1)
			v.Frames = game.ScreenshotFrame + 1
			return gametest.IdleWindow{Game: game.PartWindow(v.Shell, v), Frames: &v.Frames, In: in}
		},
	})
}
