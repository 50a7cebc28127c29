// The status bar, the turn strip and the side view: what the move aimed at
// does, in words large enough to read across a table.

package drawsteel

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// sideViewPx is the side view's text size: the status bar's.
const sideViewPx = game.StatusPx

// sideViewLeast is how far below the device's 1x the side view shrinks
// (box and words) before it covers any of the move.
const sideViewLeast = 0.6

// drawSideView shows the cross-section along the path when the move goes
// up or down or ends in a fall, docked in the corner of the map farthest
// from the action, so it never covers the creatures involved; its text is
// as large as the status bar's.
func (g *Game) drawSideView(dst *ebiten.Image, area game.Area, below float64) {
	g.sideRect = render.Rect{}
	p := g.in.Preview()
	sh, ok := g.in.Shown()
	if p == nil || !ok || !sh.Legal || !(p.Vertical || dsscene.NeedsSideView(p.Start, sh.Path, sh.Outcome)) || (g.Live.Players && g.in.InvolvesHidden()) {
		return
	}
	sc := g.uiScale
	if g.sideFor != g.in.ShownVersion() || g.side == nil {
		// once per change of what is aimed at, not every frame
		g.sideFor = g.in.ShownVersion()
		g.side = dsscene.BuildSideView(g.viewBoard(), dsscene.SideView{Target: p.Target, Start: p.Start, Path: sh.Path, Outcome: sh.Outcome}, g.sceneOpt.Theme)
		g.sideText = nil
	}
	sv := g.side
	// at a large UI scale the box and its words shrink, not below the
	// device's 1x, while it would take more than a quarter of the map
	// area left above the status bar or cover the move; then it moves
	// along the map's edges or inside it, then shrinks below 1x, and only
	// as a last resort covers the move (placeSideView)
	least := sc
	if g.Dev > 0 {
		least = math.Min(sc, g.Dev)
	}
	var scales []float64
	for s := sc; ; s = math.Max(least, s*0.9) {
		scales = append(scales, s)
		if s <= least {
			break
		}
	}
	for s := least * 0.9; s >= least*sideViewLeast-1e-9; s *= 0.9 {
		scales = append(scales, s)
	}
	bw, bh := sv.Bounds.Max.X-sv.Bounds.Min.X, sv.Bounds.Max.Y-sv.Bounds.Min.Y
	size := func(sc float64) (w, h float64) {
		// as tall as fits, as wide as the cross-section needs
		head := (sideViewPx + 14) * sc
		h = math.Min(area.H*0.4, 300*sc)
		w = math.Max(260*sc, math.Min(area.W*0.5, (h-head-8*sc)*bw/bh+12*sc))
		// wider, up to 0.7 of the map, while a word would be cut at an edge
		for range 3 {
			over := g.sideTextOverflow(sv, render.Fit(sv.Bounds, 6*sc, 0, w-12*sc, h-head-8*sc), 6*sc, w-6*sc, sc)
			if over <= 0 || w >= area.W*0.7 {
				break
			}
			w = math.Min(area.W*0.7, w+2*over+4*sc)
		}
		return w, h
	}
	var others []render.Rect
	for _, c := range g.Board().Creatures {
		others = append(others, g.squareBox(c.Pos(), c.Size.Squares()))
	}
	room := sideRoom{area: area, top: g.turnStripBottom(area) + 12*sc, foot: area.Y + area.H - below, margin: 12 * sc, move: g.moveBoxes(), other: others}
	place := placeSideView(room, scales, least, size)
	sc = place.sc
	x0, y0, w, h := place.x, place.y, place.w, place.h
	head := (sideViewPx + 14) * sc
	g.sideRect = render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + w, Y: y0 + h}}
	vector.FillRect(dst, float32(x0), float32(y0), float32(w), float32(h), sv.Background, false)
	vector.StrokeRect(dst, float32(x0), float32(y0), float32(w), float32(h), float32(2*sc), g.sceneOpt.Theme.AreaEdge, false)
	g.label(dst, "SIDE VIEW", x0+10*sc, y0+head/2, sideViewPx*sc/g.uiScale, g.colors().PanelDim)
	inner := dst.SubImage(image.Rect(int(x0), int(y0+head), int(x0+w), int(y0+h))).(*ebiten.Image)
	v := render.Fit(sv.Bounds, x0+6*sc, y0+head+2*sc, w-12*sc, h-head-8*sc)
	if g.sideText == nil || g.sideTextScale != v.Scale/sc {
		// the scene's words at the status bar's size, whatever the zoom
		c := *sv
		c.Shapes = append([]render.Shape(nil), sv.Shapes...)
		for i := range c.Shapes {
			if c.Shapes[i].Kind == render.Text {
				c.Shapes[i].Size = sideViewPx * sc / v.Scale
			}
		}
		g.sideText, g.sideTextScale = &c, v.Scale/sc
	}
	g.renderer.Draw(inner, g.sideText, v)
}

// sideTextOverflow is how far the side view's widest word reaches past
// its box (from left to right in screen pixels) when drawn with v at the
// status bar's text size at UI scale sc; 0 when every word fits.
func (g *Game) sideTextOverflow(sv *render.Scene, v render.View, left, right, sc float64) float64 {
	over := 0.0
	for _, sh := range sv.Shapes {
		if sh.Kind != render.Text || len(sh.Points) == 0 {
			continue
		}
		p := v.ToScreen(sh.Points[0])
		adv := text.Advance(sh.Text, g.renderer.Face(sideViewPx*sc, sh.Bold))
		x0, x1 := p.X-adv/2, p.X+adv/2
		switch sh.Align {
		case render.AlignLeft:
			x0, x1 = p.X, p.X+adv
		case render.AlignRight:
			x0, x1 = p.X-adv, p.X
		}
		over = math.Max(over, math.Max(x1-right, left-x0))
	}
	return over
}

// squareBox is the screen rectangle of n x n squares from q.
func (g *Game) squareBox(q drawsteel.Pos, n int) render.Rect {
	return g.cam.View.ScreenRect(render.Rect{Min: render.Point{X: float64(q.X), Y: float64(q.Y)}, Max: render.Point{X: float64(q.X + n), Y: float64(q.Y + n)}})
}

// moveBoxes are the screen rectangles of what a forced move previewed
// involves: the target from its start along the path aimed at, the
// creature moving it, and anyone else it moves, hurts or knocks prone
// (slammed into, landed on), where they stand and where they end. None
// when nothing is previewed.
func (g *Game) moveBoxes() []render.Rect {
	p := g.in.Preview()
	if p == nil {
		return nil
	}
	sh, _ := g.in.Shown()
	n := 1
	if c, ok := g.Board().Creature(p.Target); ok {
		n = c.Size.Squares()
	}
	move := []render.Rect{g.squareBox(p.Start, n)}
	for _, q := range sh.Path {
		move = append(move, g.squareBox(q, n))
	}
	if src, ok := g.Board().Creature(g.in.Source()); ok {
		move = append(move, g.squareBox(src.Pos(), src.Size.Squares()))
	}
	for _, c := range g.Board().Creatures {
		end, moved := sh.Outcome.Positions[c.ID]
		moved = moved && end != c.Pos()
		if c.ID == p.Target || !(moved || sh.Outcome.Damage[c.ID] > 0 || slices.Contains(sh.Outcome.Prone, c.ID)) {
			continue
		}
		move = append(move, g.squareBox(c.Pos(), c.Size.Squares()))
		if moved {
			move = append(move, g.squareBox(end, c.Size.Squares()))
		}
	}
	return move
}

// statusBar is the status bar laid out for a map area: its rows wrapped
// to the area's width, their colours, the text's UI scale and the bar's
// height in pixels.
type statusBar struct {
	rows []string
	ink  []color.Color
	sc   float64
	h    float64
}

// drawStatus is the bar at the bottom of the map: what to do next, and the
// outcome of the move aimed at, in words, large enough to read across a
// table. It returns the bar's height.
func (g *Game) drawStatus(dst *ebiten.Image, area game.Area) float64 {
	bar := g.statusBar(area)
	ui := g.colors()
	y0 := area.Y + area.H - bar.h
	vector.FillRect(dst, float32(area.X), float32(y0), float32(area.W), float32(bar.h), ui.StatusBack, false)
	for i, l := range bar.rows {
		g.label(dst, l, area.X+14*bar.sc, y0+(8+game.StatusPx*0.65+float64(i)*game.StatusPx*1.35)*bar.sc, game.StatusPx*bar.sc/g.uiScale, bar.ink[i])
	}
	return bar.h
}

// statusBar lays out the status bar for the map area, wrapped to its width
// at the current UI scale: the map is fitted above it (fitArea).
func (g *Game) statusBar(area game.Area) statusBar {
	sc := g.uiScale
	lines := []string{g.in.Message()}
	secret := false
	if g.Live.Players {
		// the players see the move, not the director's prompts, and
		// nothing of a move that involves someone hidden from them
		lines[0] = "Player view"
		if !g.opt.PlayerView {
			if k := g.Keymap.Names(session.ActPlayerView); k != "" {
				lines[0] += " (" + k + " or the Director view button: the director's view)"
			} else {
				lines[0] += " (the Director view button: the director's view)"
			}
		}
		secret = g.in.InvolvesHidden()
	}
	ui := g.colors()
	ink := []color.Color{ui.StatusInk}
	// outcome adds the line for what is aimed at: the outcome when legal,
	// else why not, in red
	outcome := func(legal bool, text string, good color.Color, why string) {
		if legal {
			lines, ink = append(lines, text), append(ink, good)
		} else {
			lines, ink = append(lines, "× "+why), append(ink, ui.StatusBad)
		}
	}
	if plan, ok := g.in.MovePlan(); ok && !secret {
		summary := ""
		if plan.Legal {
			summary = summarizeMove(g.in, plan)
		}
		outcome(plan.Legal, summary, ui.StatusMove, plan.Why)
	}
	if at, why, ok := g.in.FreeSpot(); ok && !secret {
		outcome(why == "", fmt.Sprintf("→ %d,%d height %d (no rules: the director places it)", at.X, at.Y, at.Z), ui.StatusMove, why)
	}
	if sh, ok := g.in.Shown(); ok && g.in.Mode() == dsplay.ModePreview && !secret {
		summary := ""
		if sh.Legal {
			summary = summarize(g.in, sh)
		}
		outcome(sh.Legal, summary, ui.StatusForced, sh.Why)
	}
	const px = game.StatusPx
	// at a large UI scale the text shrinks, not below the device's 1x,
	// while the bar would cover more than a third of the map
	least := sc
	if g.Dev > 0 {
		least = math.Min(sc, g.Dev)
	}
	var rows []string
	var rowInk []color.Color
	var h float64
	for ; ; sc = math.Max(least, sc*0.9) {
		face := g.renderer.Face(px*sc, true)
		rows, rowInk = rows[:0], rowInk[:0]
		for i, l := range lines {
			for _, r := range render.Wrap(l, area.W-28*sc, func(s string) float64 { return text.Advance(s, face) }) {
				rows, rowInk = append(rows, r), append(rowInk, ink[i])
			}
		}
		h = (float64(len(rows))*px*1.35 + 16) * sc
		if h <= area.H/3 || sc <= least {
			break
		}
	}
	return statusBar{rows: rows, ink: rowInk, sc: sc, h: h}
}

// summarize is the aimed outcome in one line: where the target ends and
// what happens on the way.
func summarize(in *dsplay.Interaction, sh dsplay.Shown) string {
	end := sh.Outcome.Positions[in.Preview().Target]
	parts := []string{fmt.Sprintf("→ %d,%d", end.X, end.Y)}
	if in.Preview().Vertical || end.Z != in.Preview().Start.Z {
		parts[0] += fmt.Sprintf(" height %d", end.Z)
	}
	for _, e := range sh.Outcome.Events {
		if e.Kind == drawsteel.EventMoved || e.Kind == drawsteel.EventStability || e.Kind == drawsteel.EventBigVersusLittle {
			continue
		}
		parts = append(parts, e.Text)
	}
	if len(parts) == 1 {
		parts = append(parts, "no damage")
	}
	return strings.Join(parts, " · ")
}

// drawTurn is the turn tracker's strip at the top of the map, once the
// first turn has started.
func (g *Game) drawTurn(dst *ebiten.Image, area game.Area) {
	if g.in.Turn().Round == 0 {
		return
	}
	sc := g.uiScale
	h := game.TurnStripH * sc
	vector.FillRect(dst, float32(area.X), float32(area.Y), float32(area.W), float32(h), g.colors().StatusBack, false)
	g.label(dst, g.in.TurnSummary(), area.X+14*sc, area.Y+h/2, 17, g.colors().StatusMove)
}

// summarizeMove is a willing move's plan in one line: cost against speed,
// and everything the move provokes on the way.
func summarizeMove(in *dsplay.Interaction, plan drawsteel.MovePlan) string {
	end := plan.Path[len(plan.Path)-1]
	parts := []string{fmt.Sprintf("→ %d,%d: %d of %s", end.X, end.Y, plan.Cost, session.Count(plan.Budget, "square"))}
	extra := 0
	for _, st := range plan.Steps {
		if st.Cost > 1 {
			extra += st.Cost - 1
		}
	}
	if extra > 0 {
		parts = append(parts, fmt.Sprintf("%d extra for difficult terrain, enemies' spaces, climbing or crawling", extra))
	}
	for _, oa := range plan.OpportunityAttacks {
		parts = append(parts, fmt.Sprintf("%s gets a free strike (%s)", in.Name(oa.By), drawsteel.RuleOpportunityAttacks))
	}
	for _, h := range plan.TerrainHits {
		parts = append(parts, fmt.Sprintf("damaging terrain: takes %d", h.Damage))
	}
	for _, d := range plan.Drops {
		parts = append(parts, fmt.Sprintf("falls %d: %d damage", d.Height, d.Damage))
	}
	return strings.Join(parts, " · ")
}

// colors are the window's colours around the map in the theme shown.
func (g *Game) colors() render.UIColors { return g.sceneOpt.Theme.UI }

// colors are the panel's colours in the theme shown.
func (p *panel) colors() render.UIColors { return p.g.colors() }

func (g *Game) label(dst *ebiten.Image, s string, x, y, px float64, c color.Color) {
	op := &text.DrawOptions{}
	op.LayoutOptions.SecondaryAlign = text.AlignCenter
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, g.renderer.Face(px*g.uiScale, true), op)
}
