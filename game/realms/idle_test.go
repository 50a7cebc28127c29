package realms

import (
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMapWindowsIdle: the hex and zone windows, left alone past their
// first frames, draw no new frame however many Updates run (Ebitengine
// keeps the screen); a pointer move, a key held, the wheel or a finger
// wakes them, and they draw again until the change has settled. (They
// drew every frame: 160 to 180% of a core under Xvfb, idle.)
func TestMapWindowsIdle(t *testing.T) {
	type window struct {
		game   ebiten.Game
		frames *int
		in     *game.ScriptedInput
	}
	windows := map[string]func(t *testing.T) window{
		"hex": func(t *testing.T) window {
			v := hexTableView(t, 1)
			v.Frames = game.ScreenshotFrame
			return window{game.PartWindow(v.Shell, v), &v.Frames, v.Input.(*game.ScriptedInput)}
		},
	}
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
					if err := w.game.Update(); err != nil {
						t.Fatal(err)
					}
					w.game.Draw(screen)
					w.in.NextFrame()
				}
				for range game.SettleUpdates + 2 {
					frame()
				}
				before := *w.frames
				for range 120 {
					frame()
				}
				if got := *w.frames - before; got != 0 {
					t.Fatalf("120 frames without input: %d drawn, want 0", got)
				}
				wake.touch(w.in)
				frame()
				if got := *w.frames - before; got != 1 {
					t.Errorf("the frame after %s: %d drawn, want 1", wake.name, got)
				}
			})
		}
	}
}
