package drawsteel

import (
	"fmt"
	"image/color"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// badgeSpec is one badge of a preview: its text, colours and size.
type badgeSpec struct {
	text       string
	fill, ink  color.RGBA
	w, h, font float64
}

func bigSpec(text string, fill, ink color.RGBA) badgeSpec {
	return badgeSpec{text: text, fill: fill, ink: ink, w: 0.26 + 0.22*float64(len([]rune(text))), h: 0.42, font: 0.32}
}

// damageSpec is a large "-N": readable from across the table.
func damageSpec(d int, t *render.Theme) badgeSpec {
	txt := fmt.Sprintf("-%d", d)
	return badgeSpec{text: txt, fill: t.Danger, ink: t.DangerInk, w: 0.34 + 0.3*float64(len(txt)), h: 0.62, font: 0.52}
}

func brokenText(e drawsteel.Event) string { return fmt.Sprintf("-%d sq", e.Squares) }

// brokenBadgeRect is where the squares a broken wall cost are written: on
// the wall square's bottom edge.
func brokenBadgeRect(e drawsteel.Event) render.Rect {
	w := 0.26 + 0.22*float64(len([]rune(brokenText(e))))
	x, y := float64(e.At.X)+0.5, float64(e.At.Y)+0.95
	return render.Rect{Min: render.Point{X: x - w/2, Y: y - 0.21}, Max: render.Point{X: x + w/2, Y: y + 0.21}}
}

// badgePlacer puts each creature's badges in a column beside it, on the
// first side where they cover no other badge and no token's name.
type badgePlacer struct {
	b     *drawsteel.Board
	taken []render.Rect
}

// newBadgePlacer keeps clear of the names on tokens with these footprints.
func newBadgePlacer(b *drawsteel.Board, tokens []render.Rect) *badgePlacer {
	pl := &badgePlacer{b: b}
	for _, f := range tokens {
		pl.taken = append(pl.taken, nameRect(f))
	}
	return pl
}

// footprintAt is the squares of a creature of size n at p.
func footprintAt(p drawsteel.Pos, n int) render.Rect {
	return render.Rect{Min: render.Point{X: float64(p.X), Y: float64(p.Y)}, Max: render.Point{X: float64(p.X + n), Y: float64(p.Y + n)}}
}

// forcedFootprints are the tokens a forced-movement preview shows: every
// creature where the move leaves it, and the target where it starts.
func forcedFootprints(b *drawsteel.Board, o *ForcedOverlay) []render.Rect {
	var out []render.Rect
	for i := range b.Creatures {
		c := &b.Creatures[i]
		out = append(out, forcedFootprint(o, c))
		if c.ID == o.Target {
			out = append(out, footprintAt(o.Start, c.Size.Squares()))
		}
	}
	return out
}

// forcedFootprint is where the creature is after the move.
func forcedFootprint(o *ForcedOverlay, c *drawsteel.Creature) render.Rect {
	p, ok := o.Outcome.Positions[c.ID]
	if !ok {
		p = c.Pos()
	}
	return footprintAt(p, c.Size.Squares())
}

// nameRect is the part of a token its name is written on.
func nameRect(f render.Rect) render.Rect {
	n := f.Max.X - f.Min.X
	cx, cy := (f.Min.X+f.Max.X)/2, (f.Min.Y+f.Max.Y)/2
	return render.Rect{Min: render.Point{X: cx - 0.4*n, Y: cy - 0.24*n}, Max: render.Point{X: cx + 0.4*n, Y: cy + 0.2*n}}
}

func overlaps(a, b render.Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}

// place draws a column of badges beside the footprint f: to the right,
// else to the left, below or above, else further down on the right.
func (pl *badgePlacer) place(s *render.Scene, f render.Rect, col []badgeSpec) {
	const gap = 0.06
	w, h := 0.0, -gap
	for _, c := range col {
		w, h = max(w, c.w), h+c.h+gap
	}
	cx := (f.Min.X + f.Max.X) / 2
	tops := []render.Point{
		{X: f.Max.X + gap, Y: f.Min.Y},
		{X: f.Min.X - gap - w, Y: f.Min.Y},
		{X: cx - w/2, Y: f.Max.Y + gap},
		{X: cx - w/2, Y: f.Min.Y - gap - h},
	}
	for i := 1; i <= 12; i++ {
		tops = append(tops, render.Point{X: f.Max.X + gap, Y: f.Min.Y + 0.25*float64(i)})
	}
	board := render.Rect{Max: render.Point{X: float64(pl.b.Width), Y: float64(pl.b.Height)}}
	rects := func(top render.Point) []render.Rect {
		var out []render.Rect
		y := top.Y
		for _, c := range col {
			x := top.X + (w-c.w)/2
			out = append(out, render.Rect{Min: render.Point{X: x, Y: y}, Max: render.Point{X: x + c.w, Y: y + c.h}})
			y += c.h + gap
		}
		return out
	}
	free := func(rs []render.Rect, inside bool) bool {
		for _, r := range rs {
			if inside && (r.Min.X < board.Min.X || r.Min.Y < board.Min.Y || r.Max.X > board.Max.X || r.Max.Y > board.Max.Y) {
				return false
			}
			for _, o := range pl.taken {
				if overlaps(r, o) {
					return false
				}
			}
		}
		return true
	}
	chosen := rects(tops[0])
	found := false
	for _, inside := range []bool{true, false} {
		for _, top := range tops {
			if rs := rects(top); free(rs, inside) {
				chosen, found = rs, true
				break
			}
		}
		if found {
			break
		}
	}
	for i, r := range chosen {
		c := col[i]
		at := render.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}
		s.Add(render.Rectangle(r, c.fill, render.RGB(16, 16, 20), 0.04))
		s.Add(render.Label(at, c.text, c.font, c.ink, render.AlignCenter, true))
		pl.taken = append(pl.taken, r)
	}
}

// AddNamePlate writes a creature's full name under its token, for the one
// pointed at or picked by keyboard, when the token shows only part of it.
func AddNamePlate(s *render.Scene, b *drawsteel.Board, id string, t *render.Theme) {
	c, ok := b.Creature(id)
	if !ok || c.Name == "" || creatureLabel(c) == c.Name {
		return
	}
	n := float64(c.Size.Squares())
	spec := bigSpec(c.Name, t.BadgeFill, t.BadgeText)
	at := render.Point{X: spaceCentre(c).X, Y: float64(c.At.Y) + n + spec.h/2 + 0.04}
	s.Add(render.Rectangle(render.Rect{Min: render.Point{X: at.X - spec.w/2, Y: at.Y - spec.h/2}, Max: render.Point{X: at.X + spec.w/2, Y: at.Y + spec.h/2}}, spec.fill, render.RGB(16, 16, 20), 0.04))
	s.Add(render.Label(at, spec.text, spec.font, spec.ink, render.AlignCenter, true))
}
