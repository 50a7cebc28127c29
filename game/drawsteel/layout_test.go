package drawsteel

import (
	"image"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// TestLayoutCoversNothingInvolved: at UI scale 1 and 2, in the director's
// window and the player view, with the README's cliffside preview (the
// tactician pushes the goblin archer off the plateau: a slam, then a fall),
// the fitted map stays whole above the status bar and below the window's
// top, and the side view takes at most a quarter of the map area and
// covers neither the move (mover, target, path, anyone hurt) nor the
// status bar.
func TestLayoutCoversNothingInvolved(t *testing.T) {
	for _, players := range []bool{false, true} {
		for _, sc := range []float64{1, 2} {
			name := "director"
			if players {
				name = "players"
			}
			t.Run(name+"/"+map[float64]string{1: "1x", 2: "2x"}[sc], func(t *testing.T) {
				g := newTestGame(t, sampleEncounter(t), "")
				g.W, g.H, g.uiScale, g.Dev, g.Live.Players = 1920, 1080, sc, 1, players
				area := g.mapArea()
				g.fit(area)
				// the README's preview (docs/preview-demo.play)
				g.in.Click(drawsteel.Square{X: 14, Y: 5}, false)
				g.in.Do(session.ActPush)
				g.in.Do(session.ActDistance0 + 3)
				g.in.Click(drawsteel.Square{X: 16, Y: 6}, false)
				g.in.Point(drawsteel.Square{X: 19, Y: 9}, true)
				if sh, ok := g.in.Shown(); !ok || !sh.Legal {
					t.Fatalf("cliffside push 3 aimed at 19,9: no legal preview (%s)", g.in.Message())
				}
				screen := ebiten.NewImage(g.W, g.H)
				mapImg := screen.SubImage(image.Rect(int(area.X), int(area.Y), int(area.X+area.W), int(area.Y+area.H))).(*ebiten.Image)
				g.keepFitted(area) // as Draw does, with the outcome's longer status
				statusH := g.drawStatus(mapImg, area)
				g.drawSideView(mapImg, area, statusH)
				status := render.Rect{Min: render.Point{X: area.X, Y: area.Y + area.H - statusH}, Max: render.Point{X: area.X + area.W, Y: area.Y + area.H}}
				b := g.Board()
				board := g.cam.View.ScreenRect(render.Rect{Max: render.Point{X: float64(b.Width), Y: float64(b.Height)}})
				if board.Min.X < area.X-0.5 || board.Min.Y < area.Y-0.5 || board.Max.X > area.X+area.W+0.5 || board.Max.Y > status.Min.Y+0.5 {
					t.Errorf("fitted map at %v, want it inside the map area %v above the status bar (top %g)", board, area, status.Min.Y)
				}
				lastRow := g.cam.View.ScreenRect(render.Rect{Min: render.Point{Y: float64(b.Height - 1)}, Max: render.Point{X: float64(b.Width), Y: float64(b.Height)}})
				if game.ScreenOverlap(lastRow, status) {
					t.Errorf("map's last row at %v under the status bar at %v", lastRow, status)
				}
				if g.sideRect == (render.Rect{}) {
					t.Fatal("no side view drawn for the slam and fall")
				}
				side := g.sideRect
				if a, free := (side.Max.X-side.Min.X)*(side.Max.Y-side.Min.Y), area.W*(area.H-statusH); a > free/4+1 {
					t.Errorf("side view %v is %.0f px², want at most a quarter of the %.0f px² map area", side, a, free)
				}
				if game.ScreenOverlap(side, status) {
					t.Errorf("side view %v over the status bar %v", side, status)
				}
				boxes := g.moveBoxes()
				if len(boxes) < 3 {
					t.Fatalf("moveBoxes = %d rects, want the start, the path and the mover", len(boxes))
				}
				for _, m := range boxes {
					if game.ScreenOverlap(side, m) {
						t.Errorf("side view %v covers %v of the move", side, m)
					}
					if game.ScreenOverlap(status, m) {
						t.Errorf("status bar %v covers %v of the move", status, m)
					}
				}
			})
		}
	}
}
