package drawsteel

import (
	"fmt"
	"image/color"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// SideView is a cross-section along a forced move's path, like a rulebook
// diagram: x is the step along the path (0 = where the target starts), y is
// height (up is negative y, so 1 unit = 1 square both ways).
type SideView struct {
	Target  string
	Start   drawsteel.Pos
	Path    []drawsteel.Pos
	Outcome drawsteel.Outcome
}

// NeedsSideView reports whether a preview is worth a side view: a vertical
// move, or anything with a fall or a change of height.
func NeedsSideView(start drawsteel.Pos, path []drawsteel.Pos, o drawsteel.Outcome) bool {
	for _, e := range o.Events {
		if e.Kind == drawsteel.EventFall {
			return true
		}
	}
	for _, p := range path {
		if p.Z != start.Z {
			return true
		}
	}
	return false
}

// BuildSideView draws the cross-section: the ground and walls under each
// square of the path, the target's trajectory, the fall and where it lands.
func BuildSideView(b *drawsteel.Board, v SideView, t render.Theme) *render.Scene {
	target, ok := b.Creature(v.Target)
	s := &render.Scene{Background: render.Shade(t.Background, 0.06)}
	if !ok {
		return s
	}
	n := target.Size.Squares()
	cols := append([]drawsteel.Pos{v.Start}, v.Path...)
	end, moved := v.Outcome.Positions[v.Target]
	if !moved {
		end = v.Start
	}
	reached := reachedSteps(v.Path, end)
	lo, hi := 1<<30, -1<<30
	for _, p := range cols {
		g, top := columnHeights(b, p, n)
		lo, hi = min(lo, g, p.Z), max(hi, top, p.Z+n)
	}
	lo, hi = min(lo, end.Z), max(hi, end.Z+n)
	lo--
	hi++
	w := float64(len(cols))
	s.Bounds = render.Rect{Min: render.Point{X: -1.2, Y: -float64(hi) - 0.6}, Max: render.Point{X: w + 0.3, Y: -float64(lo) + 0.3}}

	// ground and walls, column by column
	for i, p := range cols {
		x := float64(i)
		g, _ := columnHeights(b, p, n)
		c := b.Cell(p.Square())
		s.Add(render.Rectangle(render.Rect{Min: render.Point{X: x, Y: -float64(g)}, Max: render.Point{X: x + 1, Y: -float64(lo)}}, t.GroundAt(g), t.Outline, 0.03))
		if c.Liquid > 0 {
			s.Add(render.Rectangle(render.Rect{Min: render.Point{X: x, Y: -float64(g)}, Max: render.Point{X: x + 1, Y: -float64(g) + 0.25}}, t.Liquid, color.RGBA{}, 0))
		}
		if c.HasWall() {
			st := t.Walls[c.Wall.String()]
			top := g + c.WallHeight
			destroyed := false
			for _, d := range v.Outcome.Destroyed {
				if d.X == p.X && d.Y == p.Y {
					destroyed = true
				}
			}
			fill := st.Fill
			if destroyed {
				fill = render.WithAlpha(st.Fill, 90)
			}
			s.Add(render.Rectangle(render.Rect{Min: render.Point{X: x + 0.08, Y: -float64(top)}, Max: render.Point{X: x + 0.92, Y: -float64(g)}}, fill, st.Edge, 0.05))
		}
	}
	// height scale on the left
	for z := lo + 1; z < hi; z++ {
		s.Add(render.Label(render.Point{X: -0.5, Y: -float64(z) - 0.5}, fmt.Sprint(z), 0.38, t.CoordText, render.AlignCenter, false))
	}
	// the target where it starts (dashed) and the trajectory
	box := func(p drawsteel.Pos, x float64) render.Rect {
		return render.Rect{Min: render.Point{X: x + 0.15, Y: -float64(p.Z+n) + 0.1}, Max: render.Point{X: x + 0.85, Y: -float64(p.Z)}}
	}
	s.Add(dashedRect(box(v.Start, 0), t.Ghost, 0.05, 0.12)...)
	traj := []render.Point{{X: 0.5, Y: -float64(v.Start.Z) - 0.5}}
	for i, p := range v.Path[:reached] {
		traj = append(traj, render.Point{X: float64(i+1) + 0.5, Y: -float64(p.Z) - 0.5})
	}
	if len(traj) > 1 {
		s.Add(render.Shape{Kind: render.Polyline, Points: traj, Stroke: t.PathCasing, Width: 0.24})
		s.Add(render.Shape{Kind: render.Polyline, Points: traj, Stroke: t.PathInk, Width: 0.13})
		s.Add(arrowHead(traj[len(traj)-2], traj[len(traj)-1], t.PathInk, t.PathCasing))
	}
	last := traj[len(traj)-1]
	// the fall: a dashed drop from the air to where the target lands
	for _, e := range v.Outcome.Events {
		if e.Kind != drawsteel.EventFall || e.Creature != v.Target {
			continue
		}
		from := render.Point{X: last.X, Y: last.Y}
		to := render.Point{X: last.X, Y: -float64(end.Z) - 0.5}
		if to.Y > from.Y+0.3 {
			s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{from, to}, Stroke: t.Danger, Width: 0.12, Dash: 0.2})
			s.Add(arrowHead(render.Point{X: to.X, Y: to.Y - 1}, to, t.Danger, t.DangerInk))
		}
		txt := fmt.Sprintf("falls %d", e.Squares)
		if e.Damage > 0 {
			txt += fmt.Sprintf(": %d damage", e.Damage)
		}
		// Danger, not DangerInk: the words stand on the background, which
		// is white in print
		s.Add(render.Label(render.Point{X: last.X + 0.35, Y: (from.Y + to.Y) / 2}, txt, 0.42, t.Danger, render.AlignLeft, true))
		// room for the words
		s.Bounds.Max.X = max(s.Bounds.Max.X, last.X+0.6+0.42*0.58*float64(len(txt)))
	}
	// the target where it comes to rest
	endX := last.X - 0.5
	body := render.Rectangle(box(end, endX), render.WithAlpha(t.SideColor(target.Side), 200), t.Ghost, 0.05)
	s.Add(body)
	s.Add(render.Label(render.Point{X: endX + 0.5, Y: -float64(end.Z) - 0.5}, creatureLabel(target), 0.3, t.TokenText, render.AlignCenter, true))
	for _, id := range v.Outcome.Prone {
		if id == v.Target {
			s.Add(render.Label(render.Point{X: endX + 0.5, Y: -float64(end.Z) + 0.25}, "PRONE", 0.3, t.Prone, render.AlignCenter, true))
		}
	}
	if reached < len(v.Path) {
		s.Add(burst(render.Point{X: endX + 1, Y: last.Y}, 0.35, t.Danger, t.DangerInk))
	}
	return s
}

// columnHeights is the ground under a footprint at p and the top of the
// tallest wall on it.
func columnHeights(b *drawsteel.Board, p drawsteel.Pos, n int) (ground, top int) {
	ground = b.GroundUnder(p.Square(), n)
	top = ground
	for _, q := range drawsteel.Footprint(p.Square(), drawsteel.SizeN(n)) {
		if b.In(q) {
			c := b.Cell(q)
			ground = min(ground, c.Ground)
			top = max(top, c.Top())
		}
	}
	return ground, top
}
