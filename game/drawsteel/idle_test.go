package drawsteel

import (
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
)

// idleGame is a game laid out at 1280x800 with a scripted input (but no
// script), past its first frames: as a window left alone.
func idleGame(t *testing.T) (*Game, *game.ScriptedInput) {
	t.Helper()
	g := newTestGame(t, sampleEncounter(t), "")
	in := game.NewScriptedInput()
	g.Input = in
	g.W, g.H, g.uiScale = 1280, 800, 1
	g.panel = newPanel(g, 1, tabMoves)
	g.Frames = game.ScreenshotFrame
	in.X, in.Y = 400, 300
	return g, in
}

// TestUpdateIdlesWhenNothingChanges: once the input stands still the
// Update does no work (the panel is not refreshed) and asks for no new
// frame; a pointer move, a key held, or a panel click wakes it.
func TestUpdateIdlesWhenNothingChanges(t *testing.T) {
	tests := []struct {
		name  string
		touch func(g *Game, in *game.ScriptedInput)
	}{
		{"pointer moves", func(g *Game, in *game.ScriptedInput) { in.X += 3 }},
		{"key held", func(g *Game, in *game.ScriptedInput) { in.Keys[ebiten.KeyShiftLeft] = true }},
		{"mouse button held", func(g *Game, in *game.ScriptedInput) { in.Btns[ebiten.MouseButtonLeft] = true }},
		{"wheel", func(g *Game, in *game.ScriptedInput) { in.WheelMoved = 1 }},
		{"panel click waiting", func(g *Game, in *game.ScriptedInput) { g.later = append(g.later, func() {}) }},
		{"panel action waiting", func(g *Game, in *game.ScriptedInput) { g.pending = append(g.pending, session.ActHelp) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, in := idleGame(t)
			for range game.SettleUpdates + 2 {
				if err := g.Update(); err != nil {
					t.Fatal(err)
				}
			}
			g.Dirty = false // as after a drawn frame
			before := g.refreshes
			for range 120 {
				if err := g.Update(); err != nil {
					t.Fatal(err)
				}
			}
			if g.refreshes != before || g.Dirty {
				t.Fatalf("120 Updates without input: panel refreshed %d times, dirty %v; want 0, false", g.refreshes-before, g.Dirty)
			}
			tt.touch(g, in)
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
			if g.refreshes != before+1 || !g.Dirty {
				t.Errorf("Update after %s: panel refreshed %d times, dirty %v; want 1, true", tt.name, g.refreshes-before, g.Dirty)
			}
		})
	}
}

// TestInputSnapshotStill: only the same pointer and focus with nothing
// held and no close asked counts as nothing happening.
func TestInputSnapshotStill(t *testing.T) {
	last := game.InputSnapshot{X: 10, Y: 20, Focused: true}
	tests := []struct {
		name string
		now  game.InputSnapshot
		want bool
	}{
		{"unchanged", game.InputSnapshot{X: 10, Y: 20, Focused: true}, true},
		{"pointer moved", game.InputSnapshot{X: 11, Y: 20, Focused: true}, false},
		{"focus lost", game.InputSnapshot{X: 10, Y: 20}, false},
		{"key or button held", game.InputSnapshot{X: 10, Y: 20, Focused: true, Held: true}, false},
		{"close asked", game.InputSnapshot{X: 10, Y: 20, Focused: true, Closing: true}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.now.Still(last); got != tt.want {
				t.Errorf("%+v.still(%+v) = %v, want %v", tt.now, last, got, tt.want)
			}
		})
	}
	held := game.InputSnapshot{X: 10, Y: 20, Focused: true, Held: true}
	if got := last.Still(held); got {
		t.Errorf("the first Update after a release: still = true, want false (the release is work)")
	}
}
