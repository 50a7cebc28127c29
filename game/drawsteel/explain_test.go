package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
)

// The explain panel, on a 1920x1080 window at UI scale 1 and 2, narrates
// the push previewed on the sample (the tactician pushes the goblin archer
// off the plateau into the watchtower) without covering the tactician, the
// archer or the squares of its path, nor the side view; at 1 every step shows, at the status
// bar's size; X hides it again.
func TestExplainPanelLeavesTheMoveInSight(t *testing.T) {
	g := previewSamplePush(t)
	g.do(session.ActExplain, game.Area{})
	for _, sc := range []float64{1, 2} {
		g.uiScale = sc
		area := game.MapArea(1920, 1080, sc)
		g.fit(area)
		drawExplainFrame(g, 1920, 1080, area)
		r := g.Explain.Rect
		if r == (render.Rect{}) {
			t.Fatalf("UI scale %g: the explain panel is not drawn", sc)
		}
		for _, m := range g.moveBoxes() {
			if game.ScreenOverlap(r, m) {
				t.Errorf("UI scale %g: the explain panel %v covers the move at %v", sc, r, m)
			}
		}
		if g.sideRect == (render.Rect{}) || game.ScreenOverlap(r, g.sideRect) {
			t.Errorf("UI scale %g: the explain panel %v covers the side view %v (or it is not drawn)", sc, r, g.sideRect)
		}
		if !strings.HasPrefix(g.Explain.Lines[0], "1. Goblin Archer is pushed") {
			t.Errorf("UI scale %g: the explain panel's first line = %q, want the push", sc, g.Explain.Lines[0])
		}
		if sc == 1 {
			lineH := g.Explain.Px * 1.35
			if shown := int((r.Max.Y - r.Min.Y - 24*sc - lineH) / lineH); shown < len(g.Explain.Lines) {
				t.Errorf("UI scale 1: the explain panel shows %d of its %d lines, want all", shown, len(g.Explain.Lines))
			}
			if g.Explain.Px < game.ExplainPx {
				t.Errorf("UI scale 1: the explain panel's text is %g px, want the status bar's %d", g.Explain.Px, game.ExplainPx)
			}
		}
	}
	g.do(session.ActExplain, game.Area{})
	g.drawExplain(ebiten.NewImage(1920, 1080), game.MapArea(1920, 1080, g.uiScale), 0)
	if g.Explain.Rect != (render.Rect{}) {
		t.Errorf("after X again, the explain panel is still drawn at %v", g.Explain.Rect)
	}
}

// At UI scale 2 the same narration is longer than the panel: it pages.
// The ▶ button (a click or a tap reaches it) and the . key turn the page,
// the page never runs past the last, and , turns back.
func TestExplainPanelPages(t *testing.T) {
	g := previewSamplePush(t)
	g.do(session.ActExplain, game.Area{})
	g.uiScale = 2
	area := game.MapArea(1920, 1080, 2)
	g.fit(area)
	draw := func() { drawExplainFrame(g, 1920, 1080, area) }
	draw()
	if g.Explain.Next.W == 0 {
		t.Fatalf("UI scale 2: the explain panel (%d lines) has no next-page button", len(g.Explain.Lines))
	}
	b, ok := g.touchButtonAt(area, gesture.Point{X: g.Explain.Next.X + g.Explain.Next.W/2, Y: g.Explain.Next.Y + g.Explain.Next.H/2})
	if !ok {
		t.Fatalf("no button under the middle of the next-page button %v", g.Explain.Next)
	}
	b.Do()
	draw()
	if g.Explain.Page != 1 {
		t.Errorf("after the next-page button, page = %d, want 1", g.Explain.Page)
	}
	for range 50 {
		g.do(session.ActExplainNext, area)
	}
	draw()
	last := len(session.PageExplain(g.Explain.Steps, 1)) // at most one page a line
	if g.Explain.Page < 1 || g.Explain.Page >= last {
		t.Errorf("after 50 more pages, page = %d, want the last page (between 1 and %d)", g.Explain.Page, last-1)
	}
	end := g.Explain.Page
	g.do(session.ActExplainPrev, area)
	draw()
	if g.Explain.Page != end-1 {
		t.Errorf("after , on page %d, page = %d, want %d", end, g.Explain.Page, end-1)
	}
}

// previewSamplePush is a game on the sample with the tactician's push 3
// of the goblin archer previewed, aimed at 19,9 (past the tower).
func previewSamplePush(t testing.TB) *Game {
	t.Helper()
	g := newTestGame(t, sampleEncounter(t), "")
	g.in.Click(drawsteel.Square{X: 14, Y: 5}, false)
	g.in.Do(session.ActPush)
	g.in.Do(session.ActDistance0 + 3)
	g.in.Click(drawsteel.Square{X: 16, Y: 6}, false)
	g.in.Point(drawsteel.Square{X: 19, Y: 9}, true)
	if _, ok := g.in.Shown(); !ok {
		t.Fatalf("no preview aimed at 19,9 (message %q)", g.in.Message())
	}
	return g
}

// At UI scale 3 in a 1728x972 window the map leaves no room above the
// status bar for the panel's title, a line and its page buttons clear of
// the move and the side view: the panel covers the status bar instead,
// and is tall enough for them (not short).
func TestExplainPanelSmallMap(t *testing.T) {
	g := previewSamplePush(t)
	g.do(session.ActExplain, game.Area{})
	g.W, g.H, g.uiScale, g.Dev = 1728, 972, 3, 1
	area := game.MapArea(1728, 972, 3)
	g.fit(area)
	drawExplainFrame(g, 1728, 972, area)
	r := g.Explain.Rect
	if r == (render.Rect{}) || g.Explain.Short {
		t.Fatalf("explain panel at %v, short %v; want one drawn tall enough", r, g.Explain.Short)
	}
	for _, m := range g.moveBoxes() {
		if game.ScreenOverlap(r, m) {
			t.Errorf("the explain panel %v covers the move at %v", r, m)
		}
	}
	if game.ScreenOverlap(r, g.sideRect) {
		t.Errorf("the explain panel %v covers the side view %v", r, g.sideRect)
	}
}

// drawExplainFrame draws what a w x h frame draws before and with the
// explain panel: the status bar, the side view, then the panel, which
// keeps clear of both.
func drawExplainFrame(g *Game, w, h int, area game.Area) {
	img := ebiten.NewImage(w, h)
	below := g.drawStatus(img, area)
	g.drawSideView(img, area, below)
	g.drawExplain(img, area, below)
}
