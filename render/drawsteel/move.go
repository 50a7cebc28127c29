package drawsteel

import (
	"fmt"
	"image/color"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// ReachCell is a square a dragged creature can reach and the movement it
// has left there.
type ReachCell struct {
	Square drawsteel.Square
	Left   int
}

// addReach shades the reachable squares: the more movement left, the
// stronger the shade, so the edge of a creature's speed reads at a glance.
func addReach(s *render.Scene, cells []ReachCell, budget int, t *render.Theme, sp span) {
	for _, c := range cells {
		if !sp.has(c.Square) {
			continue
		}
		f := 0.35
		if budget > 0 {
			f += 0.65 * float64(c.Left) / float64(budget)
		}
		fill := render.WithAlpha(t.ReachFill, uint8(40+f*110))
		s.AddRect(squareRect(c.Square), fill, color.RGBA{}, 0)
	}
}

// AddMoveOverlay draws a willing move's plan: the path with its cost
// against the budget, steps that cost extra, every opportunity attack it
// provokes (the enemy ringed, a line to where the mover leaves its reach),
// damaging terrain entered, a fall at the end, and the creature's ghost
// where it ends. An illegal plan is drawn in red.
func AddMoveOverlay(s *render.Scene, b *drawsteel.Board, plan *drawsteel.MovePlan, t *render.Theme) {
	c, ok := b.Creature(plan.Mover)
	if !ok || len(plan.Path) == 0 {
		return
	}
	n := c.Size.Squares()
	pts := make([]render.Point, len(plan.Path))
	for i, p := range plan.Path {
		pts[i] = centre(p, n)
	}
	end := plan.Path[len(plan.Path)-1]
	ec := centre(end, n)
	if !plan.Legal {
		r := render.Rect{Min: render.Point{X: float64(end.X), Y: float64(end.Y)}, Max: render.Point{X: float64(end.X + n), Y: float64(end.Y + n)}}
		s.Add(render.Rectangle(r, render.WithAlpha(t.Illegal, 60), t.Illegal, 0.08))
		if len(pts) > 1 {
			s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: t.Illegal, Width: 0.08, Dash: 0.18})
		}
		return
	}
	if len(pts) > 1 {
		s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: t.PathCasing, Width: 0.24})
		s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: t.ReachInk, Width: 0.13})
		s.Add(arrowHead(pts[len(pts)-2], pts[len(pts)-1], t.ReachInk, t.PathCasing))
		ghost := render.TokenBody(t.SideShape(c.Side), ec.X, ec.Y, float64(n)/2-0.1)
		ghost.Fill, ghost.Stroke, ghost.Width, ghost.Dash = render.WithAlpha(t.SideColor(c.Side), 140), t.Ghost, 0.06, 0.16
		s.Add(ghost)
	}
	// steps that cost more than 1 say how much
	for _, st := range plan.Steps {
		if st.Cost > 1 {
			at := centre(st.To, n)
			s.AddLabel(render.Point{X: at.X + float64(n)/2 - 0.2, Y: at.Y - float64(n)/2 + 0.2}, fmt.Sprintf("+%d", st.Cost-1), 0.3, t.ReachInk, render.AlignCenter, true)
		}
	}
	// badges beside their creature, clear of names and of each other: the
	// cost and every fall of the mover, a free strike by each enemy
	var tokens []render.Rect
	for i := range b.Creatures {
		tokens = append(tokens, footprintAt(b.Creatures[i].Pos(), b.Creatures[i].Size.Squares()))
	}
	endRect := footprintAt(end, n)
	pl := newBadgePlacer(b, append(tokens, endRect))
	col := []badgeSpec{bigSpec(fmt.Sprintf("%d/%d", plan.Cost, plan.Budget), t.BadgeFill, t.BadgeText)}
	prone := false
	for _, d := range plan.Drops {
		txt := fmt.Sprintf("▼%d", d.Height)
		if d.Damage > 0 {
			txt += fmt.Sprintf(" = %d", d.Damage)
		}
		col = append(col, bigSpec(txt, t.Danger, t.DangerInk))
		prone = prone || d.Prone
	}
	if prone {
		col = append(col, bigSpec("PRONE", t.Prone, render.RGB(255, 255, 255)))
	}
	pl.place(s, endRect, col)
	for _, oa := range plan.OpportunityAttacks {
		e, ok := b.Creature(oa.By)
		if !ok || oa.Step >= len(plan.Steps) {
			continue
		}
		en := e.Size.Squares()
		epos := centre(e.Pos(), en)
		from := centre(plan.Steps[oa.Step].From, n)
		s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{epos, from}, Stroke: t.Danger, Width: 0.08, Dash: 0.16})
		s.Add(render.Shape{Kind: render.Circle, Points: []render.Point{epos}, Radius: float64(en)/2 + 0.02, Stroke: t.Danger, Width: 0.12})
		pl.place(s, footprintAt(e.Pos(), en), []badgeSpec{bigSpec("free strike", t.Danger, t.DangerInk)})
	}
	for _, h := range plan.TerrainHits {
		at := centre(h.At, 1)
		s.Add(render.Shape{Kind: render.Polygon, Fill: t.Damaging, Stroke: t.DamageLine, Width: 0.05,
			Points: []render.Point{{X: at.X, Y: at.Y - 0.3}, {X: at.X + 0.3, Y: at.Y}, {X: at.X, Y: at.Y + 0.3}, {X: at.X - 0.3, Y: at.Y}}})
		s.AddLabel(at, fmt.Sprint(h.Damage), 0.3, t.DamageText, render.AlignCenter, true)
	}
}

// AddPlacement draws where the director's free placement puts a creature:
// a dashed outline, red with the reason when it can't go there.
func AddPlacement(s *render.Scene, b *drawsteel.Board, id string, at drawsteel.Pos, why string, t *render.Theme) {
	c, ok := b.Creature(id)
	if !ok {
		return
	}
	n := c.Size.Squares()
	r := render.Rect{Min: render.Point{X: float64(at.X), Y: float64(at.Y)}, Max: render.Point{X: float64(at.X + n), Y: float64(at.Y + n)}}
	ink := t.ReachInk
	if why != "" {
		ink = t.Illegal
	}
	s.Add(dashedRect(r, ink, 0.08, 0.2)...)
	ec := centre(at, n)
	ghost := render.TokenBody(t.SideShape(c.Side), ec.X, ec.Y, float64(n)/2-0.1)
	ghost.Fill = render.WithAlpha(t.SideColor(c.Side), 140)
	s.Add(ghost)
}
