package game

import (
	"strings"
	"testing"

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
	g := newTestGame(t, sampleEncounter(t), "")
	g.in.Click(drawsteel.Square{X: 14, Y: 5}, false)
	g.in.Do(session.ActPush)
	g.in.Do(session.ActDistance0 + 3)
	g.in.Click(drawsteel.Square{X: 16, Y: 6}, false)
	g.in.Point(drawsteel.Square{X: 19, Y: 9}, true)
	if _, ok := g.in.Shown(); !ok {
		t.Fatalf("no preview aimed at 19,9 (message %q)", g.in.Message())
	}
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
