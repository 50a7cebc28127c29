// The hex window's explain panel: the move dragged narrated hex by hex,
// each step with the 004 sentence that prices it (session.ExplainHexMove).

package game

import (
	"fmt"
	"math"
	"slices"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// drawExplain draws the explain panel over the map while a move is
// dragged and X has turned it on, in the corner of the map that covers
// the fewest hexes of the path (ties: the one farthest from it).
func (v *hexView) drawExplain(dst *ebiten.Image, area Area, plan *realms.Plan, ui render.UIColors) {
	if !v.explain || plan == nil {
		return
	}
	const pad = 12.0
	px := float64(explainPx)
	w := min(area.W*0.45, 48*px)
	face := v.r.Face(px, true)
	lines, steps := wrapSteps(session.FormatExplain(session.ExplainHexMove(v.play.Board(), *plan)), w-2*pad, func(s string) float64 { return text.Advance(s, face) })
	lineH := px * 1.35
	h := min(area.H-2*pad, lineH*float64(len(lines)+1)+2*pad)
	var path []render.Point
	for _, c := range plan.Path {
		path = append(path, v.cam.View.ToScreen(v.layout.Center(c)))
	}
	// a hex's centre within r of the panel: the hex shows under it
	r := v.cam.View.Scale * v.layout.Size().X / float64(max(v.play.Board().Geometry.Width, 1)) / 2
	near := func(c render.Point, h float64, p render.Point) bool {
		return p.X > c.X-r && p.X < c.X+w+r && p.Y > c.Y-r && p.Y < c.Y+h+r
	}
	best, bestScore := render.Point{}, math.Inf(1)
	for _, c := range []render.Point{{X: area.X + pad, Y: area.Y + pad}, {X: area.X + area.W - w - pad, Y: area.Y + pad},
		{X: area.X + pad, Y: area.Y + area.H - h - pad}, {X: area.X + area.W - w - pad, Y: area.Y + area.H - h - pad}} {
		score := 0.0
		for _, p := range path {
			if near(c, h, p) {
				score += 1000
			}
			score -= math.Hypot(c.X+w/2-p.X, c.Y+h/2-p.Y) / 1e6
		}
		if score < bestScore {
			best, bestScore = c, score
		}
	}
	// where every corner covers the path, the panel gives up lines from
	// the side away from its corner until it covers none of it
	fromTop := best.Y == area.Y+pad
	for h > 4*lineH && slices.ContainsFunc(path, func(p render.Point) bool { return near(best, h, p) }) {
		h -= lineH
		if !fromTop {
			best.Y += lineH
		}
	}
	s := &render.Scene{}
	s.AddRect(render.Rect{Min: best, Max: render.Point{X: best.X + w, Y: best.Y + h}}, ui.HelpBack, ui.PanelTitle, 2)
	s.AddLabel(render.Point{X: best.X + pad, Y: best.Y + pad + lineH/2}, "EXPLAIN (X hides)", px, ui.PanelTitle, render.AlignLeft, true)
	// a narration longer than the panel shows a page at a time (the keys
	// , and .), its last line naming the page
	fit := int((h-2*pad)/lineH) - 1
	paged := fit < len(lines)
	if paged {
		fit--
	}
	pages := session.PageExplain(steps, fit)
	v.explainPage = max(0, min(v.explainPage, len(pages)-1))
	if len(pages) == 0 {
		v.r.Draw(dst, s, render.View{Scale: 1})
		return
	}
	pg := pages[v.explainPage]
	for i, l := range lines[pg.First:pg.End] {
		y := best.Y + pad + (float64(i)+1.5)*lineH
		c := ui.PanelInk
		if len(l) > 3 && l[:3] == "   " {
			c = ui.PanelDim
		}
		s.AddLabel(render.Point{X: best.X + pad, Y: y}, l, px, c, render.AlignLeft, true)
	}
	if paged {
		continued := pg.First > 0 && steps[pg.First-1] == pg.FromStep
		foot := fmt.Sprintf("… %d more · %s (, .)", len(lines)-(pg.End-pg.First), pg.Label(steps[len(steps)-1], continued))
		s.AddLabel(render.Point{X: best.X + pad, Y: best.Y + h - pad - lineH/2}, foot, px, ui.PanelTitle, render.AlignLeft, true)
	}
	v.r.Draw(dst, s, render.View{Scale: 1})
}
