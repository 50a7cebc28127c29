package realms

import (
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/game/gametest"
)

// TestMapWindowsIdle: the hex and zone windows, left alone past their
// first frames, draw no new frame however many Updates run (Ebitengine
// keeps the screen); a pointer move, a key held, the wheel or a finger
// wakes them, and they draw again until the change has settled. (They
// drew every frame: 160 to 180% of a core under Xvfb, idle.)
func TestMapWindowsIdle(t *testing.T) {
	gametest.CheckIdle(t, map[string]func(t *testing.T) gametest.IdleWindow{
		"hex": func(t *testing.T) gametest.IdleWindow {
			v := hexTableView(t, 1)
			v.Frames = game.ScreenshotFrame
			return gametest.IdleWindow{Game: game.PartWindow(v.Shell, v), Frames: &v.Frames, In: v.Input.(*game.ScriptedInput)}
		},
	})
}
