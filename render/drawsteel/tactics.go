package drawsteel

import (
	"image/color"
	"math"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Tactic is what a creature can tell about one other creature: the facts
// players ask about constantly.
type Tactic struct {
	Target string
	// LineOfEffect: a clear line reaches the target; Cover: at least half
	// of it is blocked.
	LineOfEffect bool
	Cover        drawsteel.Cover
	// HighGround: the creature has an edge on power rolls against the target.
	HighGround bool
	// FlankedWith lists allies with whom the creature flanks the target.
	FlankedWith []string
}

// AddTactics draws the selected creature's tactical facts: a line to each
// other creature (solid: line of effect; dashed: cover; red cross: none),
// and badges for high ground and flanking.
func AddTactics(s *render.Scene, b *drawsteel.Board, from string, facts []Tactic, t *render.Theme) {
	c, ok := b.Creature(from)
	if !ok {
		return
	}
	a := centre(c.Pos(), c.Size.Squares())
	clear, covered := render.RGB(120, 230, 120), render.RGB(255, 190, 40)
	for _, f := range facts {
		o, ok := b.Creature(f.Target)
		if !ok {
			continue
		}
		on := o.Size.Squares()
		p := centre(o.Pos(), on)
		switch {
		case !f.LineOfEffect:
			// the cross where the line meets the token, clear of its name
			x := p
			if l := math.Hypot(a.X-p.X, a.Y-p.Y); l > 0 {
				d := math.Min(l, float64(on)/2)
				x = render.Point{X: p.X + (a.X-p.X)/l*d, Y: p.Y + (a.Y-p.Y)/l*d}
			}
			s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, x}, Stroke: render.WithAlpha(t.Illegal, 160), Width: 0.05, Dash: 0.1})
			s.AddLine(render.Point{X: x.X - 0.2, Y: x.Y - 0.2}, render.Point{X: x.X + 0.2, Y: x.Y + 0.2}, t.Illegal, 0.1)
			s.AddLine(render.Point{X: x.X + 0.2, Y: x.Y - 0.2}, render.Point{X: x.X - 0.2, Y: x.Y + 0.2}, t.Illegal, 0.1)
		case f.Cover == drawsteel.InCover:
			s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, p}, Stroke: covered, Width: 0.08, Dash: 0.22})
			bigBadge(s, render.Point{X: p.X, Y: p.Y + float64(on)/2}, "cover", covered, render.RGB(20, 20, 20))
		default:
			s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, p}, Stroke: render.WithAlpha(clear, 200), Width: 0.07})
		}
		var marks []string
		if f.HighGround {
			marks = append(marks, "high ground")
		}
		if len(f.FlankedWith) > 0 {
			marks = append(marks, "flanked")
		}
		for i, m := range marks {
			bigBadge(s, render.Point{X: p.X, Y: p.Y - float64(on)/2 - 0.45*float64(i)}, m, t.PathInk, t.PathCasing)
		}
	}
	s.Add(render.Shape{Kind: render.Circle, Points: []render.Point{a}, Radius: float64(c.Size.Squares())/2 + 0.05, Stroke: t.Select, Width: 0.12, Fill: color.RGBA{}})
}

// TacticsFor works out the facts against every enemy of the creature
// still standing (the dead are no one's target), through rules. Allies are left out: their lines would only clutter the
// map (flanking with them shows on the enemy).
func TacticsFor(b *drawsteel.Board, from string) []Tactic {
	var out []Tactic
	me, ok := b.Creature(from)
	if !ok {
		return nil
	}
	for i := range b.Creatures {
		o := &b.Creatures[i]
		if o.ID == from || o.Object || o.Side == me.Side || o.Dead() {
			continue
		}
		loe, cover := drawsteel.LineOfEffect(b, from, o.ID)
		f := Tactic{Target: o.ID, LineOfEffect: loe, Cover: cover, HighGround: drawsteel.HighGround(b, from, o.ID)}
		for _, pair := range drawsteel.Flanking(b, o.ID) {
			switch from {
			case pair[0]:
				f.FlankedWith = append(f.FlankedWith, pair[1])
			case pair[1]:
				f.FlankedWith = append(f.FlankedWith, pair[0])
			}
		}
		out = append(out, f)
	}
	return out
}
