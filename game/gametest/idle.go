package gametest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game"
)

// IdleWindow is a window a test leaves alone: the game Ebitengine runs,
// its count of drawn frames and its scripted input.
type IdleWindow struct {
	Game   ebiten.Game
	Frames *int
	In     *game.ScriptedInput
}

// CheckIdle checks that each window windows opens, left alone past its
// first frames, draws no new frame however many Updates run (Ebitengine
// keeps the screen), and that a pointer move, a key held, the wheel or a
// finger wakes it to draw again. Each check is a subtest named the
// window's name and the wake's.
func CheckIdle(t *testing.T, windows map[string]func(t *testing.T) IdleWindow) {
	t.Helper()
	wakes := []struct {
		name  string
		touch func(in *game.ScriptedInput)
	}{
		{"pointer moves", func(in *game.ScriptedInput) { in.X += 3 }},
		{"key held", func(in *game.ScriptedInput) { in.Keys[ebiten.KeyShiftLeft] = true }},
		{"wheel", func(in *game.ScriptedInput) { in.WheelMoved = 1 }},
		{"finger down", func(in *game.ScriptedInput) { in.Touch(1, 300, 300) }},
	}
	for name, open := range windows {
		for _, wake := range wakes {
			t.Run(name+"/"+wake.name, func(t *testing.T) {
				w := open(t)
				screen := ebiten.NewImage(1920, 1080)
				frame := func() {
					t.Helper()
					if err := w.Game.Update(); err != nil {
						t.Fatal(err)
					}
					w.Game.Draw(screen)
					w.In.NextFrame()
				}
				for range game.SettleUpdates + 2 {
					frame()
				}
				before := *w.Frames
				for range 120 {
					frame()
				}
				if got := *w.Frames - before; got != 0 {
					t.Fatalf("120 frames without input: %d drawn, want 0", got)
				}
				wake.touch(w.In)
				frame()
				if got := *w.Frames - before; got != 1 {
					t.Errorf("the frame after %s: %d drawn, want 1", wake.name, got)
				}
			})
		}
	}
}
