package drawsteel

import (
	"fmt"
	"image/color"
	"math"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// ForcedOverlay is a forced-movement preview to draw over the map: the
// indicated area and, when the move is aimed at a square, its path and
// every consequence rules computed for it.
type ForcedOverlay struct {
	Target string
	Start  drawsteel.Pos
	// Area is every position the move can be aimed at (top-left square of
	// the footprint plus z). Leave it empty when the map scene already
	// shades it (Options.Area), as the window does.
	Area      []drawsteel.Pos
	Waypoints []drawsteel.Square

	HasAim  bool
	Aim     drawsteel.Pos
	Path    []drawsteel.Pos
	Outcome drawsteel.Outcome
	Legal   bool
}

// AddForcedOverlay draws a forced-movement preview onto the scene.
func AddForcedOverlay(s *render.Scene, b *drawsteel.Board, o *ForcedOverlay, t *render.Theme) {
	target, ok := b.Creature(o.Target)
	if !ok {
		return
	}
	n := target.Size.Squares()
	if len(o.Area) > 0 {
		addArea(s, b, o.Area, n, t, spanOf(b, render.Rect{}))
	}
	// where the target starts, dashed
	st := render.Rect{Min: render.Point{X: float64(o.Start.X), Y: float64(o.Start.Y)}, Max: render.Point{X: float64(o.Start.X + n), Y: float64(o.Start.Y + n)}}
	s.Add(dashedRect(st, t.Ghost, 0.05, 0.15)...)
	for i, w := range o.Waypoints {
		c := render.Point{X: float64(w.X) + 0.5, Y: float64(w.Y) + 0.5}
		s.Add(render.Disc(c, 0.2, t.PathInk, t.PathCasing, 0.04))
		s.Add(render.Label(c, fmt.Sprint(i+1), 0.26, t.PathCasing, render.AlignCenter, true))
	}
	if !o.HasAim {
		return
	}
	if !o.Legal {
		r := render.Rect{Min: render.Point{X: float64(o.Aim.X), Y: float64(o.Aim.Y)}, Max: render.Point{X: float64(o.Aim.X + n), Y: float64(o.Aim.Y + n)}}
		s.Add(render.Rectangle(r, render.WithAlpha(t.Illegal, 60), t.Illegal, 0.08))
		s.Add(render.Line(render.Point{X: r.Min.X + 0.2, Y: r.Min.Y + 0.2}, render.Point{X: r.Max.X - 0.2, Y: r.Max.Y - 0.2}, t.Illegal, 0.12))
		s.Add(render.Line(render.Point{X: r.Max.X - 0.2, Y: r.Min.Y + 0.2}, render.Point{X: r.Min.X + 0.2, Y: r.Max.Y - 0.2}, t.Illegal, 0.12))
		if len(o.Path) > 0 {
			addPath(s, o.Start, o.Path, len(o.Path), n, t, true)
		}
		return
	}
	end, moved := o.Outcome.Positions[o.Target]
	if !moved {
		end = o.Start
	}
	reached := reachedSteps(o.Path, end)
	addPath(s, o.Start, o.Path, reached, n, t, false)
	addConsequences(s, b, o, target, end, reached, t)
}

// addArea shades every square in the block c some aim would put the
// target's footprint on, and outlines the area's border: the rulebook's
// "indicated area". The fill is as few rectangles as the area's rows
// allow, the border straight lines.
func addArea(s *render.Scene, b *drawsteel.Board, area []drawsteel.Pos, n int, t *render.Theme, c span) {
	if len(area) == 0 {
		return
	}
	squares := make([]drawsteel.Square, 0, len(area)*n*n)
	for _, p := range area {
		for dy := 0; dy < n; dy++ {
			for dx := 0; dx < n; dx++ {
				squares = append(squares, drawsteel.Square{X: p.X + dx, Y: p.Y + dy})
			}
		}
	}
	set := newSquareSet(b, squares)
	set.rects(c, func(r render.Rect) { s.AddRect(r, t.AreaFill, color.RGBA{}, 0) })
	set.edges(c, func(p, q render.Point) { s.AddLine(p, q, t.AreaEdge, 0.07) })
}

// reachedSteps is how many squares of the path the target actually moved
// into before it stopped at end (a collision stops it short).
func reachedSteps(path []drawsteel.Pos, end drawsteel.Pos) int {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i].X == end.X && path[i].Y == end.Y {
			return i + 1
		}
	}
	return 0
}

// centre is the middle of the n x n space whose top-left square is p.
func centre(p drawsteel.Pos, n int) render.Point {
	return render.SquareLayout{}.SpaceCenter(grid.Cell{X: p.X, Y: p.Y}, n)
}

// spaceCentre is the middle of a creature's space.
func spaceCentre(c *drawsteel.Creature) render.Point {
	return render.SquareLayout{}.SpaceCenter(grid.Cell(c.At), c.Size.Squares())
}

// addPath draws the path as a thick arrow through the footprint centres:
// solid as far as the target got, dashed beyond (where it was aimed).
func addPath(s *render.Scene, start drawsteel.Pos, path []drawsteel.Pos, reached, n int, t *render.Theme, illegal bool) {
	pts := []render.Point{centre(start, n)}
	for _, p := range path[:reached] {
		pts = append(pts, centre(p, n))
	}
	ink := t.PathInk
	if illegal {
		ink = t.Illegal
	}
	if len(pts) > 1 {
		s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: t.PathCasing, Width: 0.26})
		s.Add(render.Shape{Kind: render.Polyline, Points: pts, Stroke: ink, Width: 0.15})
		s.Add(arrowHead(pts[len(pts)-2], pts[len(pts)-1], ink, t.PathCasing))
	}
	if reached < len(path) {
		rest := []render.Point{pts[len(pts)-1]}
		for _, p := range path[reached:] {
			rest = append(rest, centre(p, n))
		}
		s.Add(render.Shape{Kind: render.Polyline, Points: rest, Stroke: render.WithAlpha(ink, 170), Width: 0.08, Dash: 0.18})
	}
}

// arrowHead is a filled triangle pointing from a to b, tip at b.
func arrowHead(a, b render.Point, fill, edge color.RGBA) render.Shape {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		dx, dy, l = 1, 0, 1
	}
	ux, uy := dx/l, dy/l
	const size = 0.42
	base := render.Point{X: b.X - ux*size, Y: b.Y - uy*size}
	return render.Shape{Kind: render.Polygon, Fill: fill, Stroke: edge, Width: 0.04, Points: []render.Point{
		{X: b.X + ux*0.06, Y: b.Y + uy*0.06},
		{X: base.X - uy*size*0.6, Y: base.Y + ux*size*0.6},
		{X: base.X + uy*size*0.6, Y: base.Y - ux*size*0.6},
	}}
}

// addConsequences marks what the move does: collisions where they happen,
// objects broken (with the momentum they cost), damaging terrain crossed,
// the fall, the resting place as a ghost token, prone marks, and the damage
// each creature takes in large numbers on the creature itself.
func addConsequences(s *render.Scene, b *drawsteel.Board, o *ForcedOverlay, target *drawsteel.Creature, end drawsteel.Pos, reached int, t *render.Theme) {
	n := target.Size.Squares()
	stop := centre(end, n)
	var impact *render.Point
	if reached < len(o.Path) {
		next := centre(o.Path[reached], n)
		p := render.Point{X: (stop.X + next.X) / 2, Y: (stop.Y + next.Y) / 2}
		impact = &p
	}
	var fallen, fallDamage int
	for _, e := range o.Outcome.Events {
		switch e.Kind {
		case drawsteel.EventSlamCreature, drawsteel.EventSlamObject, drawsteel.EventStopped:
			if impact != nil {
				s.Add(burst(*impact, 0.42, t.Danger, t.DangerInk))
			}
		case drawsteel.EventHurled:
			addBroken(s, e, t)
		case drawsteel.EventDamagingTerrain:
			c := render.Point{X: float64(e.At.X) + 0.5, Y: float64(e.At.Y) + 0.5}
			s.Add(render.Shape{Kind: render.Polygon, Fill: t.Damaging, Stroke: t.DamageLine, Width: 0.05,
				Points: []render.Point{{X: c.X, Y: c.Y - 0.3}, {X: c.X + 0.3, Y: c.Y}, {X: c.X, Y: c.Y + 0.3}, {X: c.X - 0.3, Y: c.Y}}})
		case drawsteel.EventFall:
			// a slam then a fall, or a landing on a creature then a
			// further drop, are two falls: the badge shows them together
			if e.Creature == o.Target {
				fallen += e.Squares
				fallDamage += e.Damage
			}
		}
	}
	// the ghost of the target where it comes to rest
	if end != o.Start {
		ghost := render.TokenBody(t.SideShape(target.Side), stop.X, stop.Y, float64(n)/2-0.1)
		ghost.Fill, ghost.Stroke, ghost.Width = render.WithAlpha(t.SideColor(target.Side), 150), color.RGBA{}, 0
		s.Add(ghost)
		ring := render.TokenBody(t.SideShape(target.Side), stop.X, stop.Y, float64(n)/2-0.1)
		ring.Stroke, ring.Width, ring.Dash = t.Ghost, 0.07, 0.16
		s.Add(ring)
	}
	// the numbers, each with the creature it belongs to, placed where they
	// cover no other badge and no token's name
	pl := newBadgePlacer(b, forcedFootprints(b, o))
	for _, e := range o.Outcome.Events {
		if e.Kind == drawsteel.EventHurled {
			pl.taken = append(pl.taken, brokenBadgeRect(e))
		}
	}
	prone := map[string]bool{}
	for _, id := range o.Outcome.Prone {
		prone[id] = true
	}
	ids := []string{o.Target}
	for i := range b.Creatures {
		if id := b.Creatures[i].ID; id != o.Target {
			ids = append(ids, id)
		}
	}
	for _, id := range ids {
		c, _ := b.Creature(id)
		var col []badgeSpec
		if d := o.Outcome.Damage[id]; d > 0 {
			col = append(col, damageSpec(d, t))
		}
		if id == o.Target && fallen > 0 {
			drop := fmt.Sprintf("▼%d", fallen)
			if fallDamage > 0 {
				drop += fmt.Sprintf(" = %d", fallDamage)
			}
			col = append(col, bigSpec(drop, t.Danger, t.DangerInk))
		}
		if prone[id] && !c.Prone {
			col = append(col, bigSpec("PRONE", t.Prone, render.RGB(255, 255, 255)))
		}
		if len(col) > 0 {
			pl.place(s, forcedFootprint(o, c), col)
		}
	}
}

// addBroken marks a wall or object square the target was hurled through.
func addBroken(s *render.Scene, e drawsteel.Event, t *render.Theme) {
	fx, fy := float64(e.At.X), float64(e.At.Y)
	for _, l := range [][2]render.Point{{{X: 0.15, Y: 0.2}, {X: 0.5, Y: 0.5}}, {{X: 0.5, Y: 0.5}, {X: 0.85, Y: 0.3}}, {{X: 0.5, Y: 0.5}, {X: 0.4, Y: 0.88}}, {{X: 0.5, Y: 0.5}, {X: 0.9, Y: 0.75}}} {
		s.Add(render.Line(render.Point{X: fx + l[0].X, Y: fy + l[0].Y}, render.Point{X: fx + l[1].X, Y: fy + l[1].Y}, t.PathCasing, 0.09))
	}
	// on the bottom edge, clear of the path's arrow
	r := brokenBadgeRect(e)
	bigBadge(s, render.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}, brokenText(e), t.PathInk, t.PathCasing)
}

// bigBadge is a badge for the preview, larger than a token's badges.
func bigBadge(s *render.Scene, at render.Point, text string, fill, ink color.RGBA) {
	const h = 0.42
	w := 0.26 + 0.22*float64(len([]rune(text)))
	s.Add(render.Rectangle(render.Rect{Min: render.Point{X: at.X - w/2, Y: at.Y - h/2}, Max: render.Point{X: at.X + w/2, Y: at.Y + h/2}}, fill, render.RGB(16, 16, 20), 0.04))
	s.Add(render.Label(at, text, 0.32, ink, render.AlignCenter, true))
}

// burst is a spiky star: where a collision happens.
func burst(c render.Point, r float64, fill, edge color.RGBA) render.Shape {
	pts := make([]render.Point, 16)
	for i := range pts {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := float64(i)*math.Pi/8 - math.Pi/2
		pts[i] = render.Point{X: c.X + rr*math.Cos(a), Y: c.Y + rr*math.Sin(a)}
	}
	return render.Shape{Kind: render.Polygon, Points: pts, Fill: fill, Stroke: edge, Width: 0.04}
}

// dashedRect is a rectangle's outline as dashes.
func dashedRect(r render.Rect, c color.RGBA, width, dash float64) []render.Shape {
	return []render.Shape{{Kind: render.Polyline, Stroke: c, Width: width, Dash: dash,
		Points: []render.Point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}, r.Min}}}
}
