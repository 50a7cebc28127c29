package game

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
)

// The explain panel, on a 1920x1080 window at UI scale 1 and 2, narrates
// the push previewed on the sample (the tactician pushes the goblin archer
// off the plateau into the watchtower) without covering the tactician, the
// archer or the squares of its path; at 1 every step shows, at the status
// bar's size; X hides it again.
func TestExplainPanelLeavesTheMoveInSight(t *testing.T) {
	g := previewSamplePush(t)
	g.do(session.ActExplain, Area{})
	for _, sc := range []float64{1, 2} {
		g.uiScale = sc
		area := MapArea(1920, 1080, sc)
		g.fit(area)
		img := ebiten.NewImage(1920, 1080)
		below := g.drawStatus(img, area)
		g.drawSideView(img, area, below)
		g.drawExplain(img, area, below)
		r := g.explainRect
		if r == (render.Rect{}) {
			t.Fatalf("UI scale %g: the explain panel is not drawn", sc)
		}
		for _, m := range g.moveBoxes() {
			if screenOverlap(r, m) {
				t.Errorf("UI scale %g: the explain panel %v covers the move at %v", sc, r, m)
			}
		}
		if !strings.HasPrefix(g.explainLines[0], "1. Goblin Archer is pushed") {
			t.Errorf("UI scale %g: the explain panel's first line = %q, want the push", sc, g.explainLines[0])
		}
		if sc == 1 {
			lineH := g.explainPx * sc * 1.35
			if shown := int((r.Max.Y - r.Min.Y - 24*sc - lineH) / lineH); shown < len(g.explainLines) {
				t.Errorf("UI scale 1: the explain panel shows %d of its %d lines, want all", shown, len(g.explainLines))
			}
			if g.explainPx < explainPx {
				t.Errorf("UI scale 1: the explain panel's text is %g px, want the status bar's %d", g.explainPx, explainPx)
			}
		}
	}
	g.do(session.ActExplain, Area{})
	g.drawExplain(ebiten.NewImage(1920, 1080), MapArea(1920, 1080, g.uiScale), 0)
	if g.explainRect != (render.Rect{}) {
		t.Errorf("after X again, the explain panel is still drawn at %v", g.explainRect)
	}
}

// At UI scale 2 the same narration is longer than the panel: it pages.
// The ▶ button (a click or a tap reaches it) and the . key turn the page,
// the page never runs past the last, and , turns back.
func TestExplainPanelPages(t *testing.T) {
	g := previewSamplePush(t)
	g.do(session.ActExplain, Area{})
	g.uiScale = 2
	area := MapArea(1920, 1080, 2)
	g.fit(area)
	draw := func() {
		img := ebiten.NewImage(1920, 1080)
		below := g.drawStatus(img, area)
		g.drawSideView(img, area, below)
		g.drawExplain(img, area, below)
	}
	draw()
	if g.explainNext.W == 0 {
		t.Fatalf("UI scale 2: the explain panel (%d lines) has no next-page button", len(g.explainLines))
	}
	b, ok := g.touchButtonAt(area, gesture.Point{X: g.explainNext.X + g.explainNext.W/2, Y: g.explainNext.Y + g.explainNext.H/2})
	if !ok {
		t.Fatalf("no button under the middle of the next-page button %v", g.explainNext)
	}
	b.do(g)
	draw()
	if g.explainPage != 1 {
		t.Errorf("after the next-page button, page = %d, want 1", g.explainPage)
	}
	for range 50 {
		g.do(session.ActExplainNext, area)
	}
	draw()
	last := len(session.PageExplain(g.explainSteps, 1)) // at most one page a line
	if g.explainPage < 1 || g.explainPage >= last {
		t.Errorf("after 50 more pages, page = %d, want the last page (between 1 and %d)", g.explainPage, last-1)
	}
	end := g.explainPage
	g.do(session.ActExplainPrev, area)
	draw()
	if g.explainPage != end-1 {
		t.Errorf("after , on page %d, page = %d, want %d", end, g.explainPage, end-1)
	}
}

// previewSamplePush is a game on the sample with the tactician's push 3
// of the goblin archer previewed, aimed at 19,9 (past the tower).
func previewSamplePush(t *testing.T) *Game {
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
