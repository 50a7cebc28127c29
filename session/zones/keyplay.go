package zones

import (
	"math"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// NextCreature is the id of the zone map's creature after the one with id
// from in the map's order (dir 1) or before it (dir -1), round the end;
// from "" (or gone) starts at the first (or the last).
func (p *ZonePlay) NextCreature(from string, dir int) string {
	cs := p.board.Map().Creatures
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
	}
	return session.NextID(ids, from, dir)
}

// ZoneToward is the index of the zone an arrow key moves the aim to from
// zone from, among zones laid out in boxes (map units): the nearest whose
// middle lies in direction (dx, dy) on the map (ScreenArrow turns an
// arrow on a turned screen into it), a zone straight that way counting
// nearer than one as far off to the side (the distance along the arrow
// plus twice the distance across it). from itself when no zone lies that
// way; -1 when from is no zone.
func ZoneToward(boxes []render.Rect, from, dx, dy int) int {
	if from < 0 || from >= len(boxes) {
		return -1
	}
	mid := func(r render.Rect) render.Point {
		return render.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}
	}
	o := mid(boxes[from])
	best, bestScore := from, math.Inf(1)
	for i, b := range boxes {
		if i == from {
			continue
		}
		m := mid(b)
		along := (m.X-o.X)*float64(dx) + (m.Y-o.Y)*float64(dy)
		across := math.Abs((m.X-o.X)*float64(dy) - (m.Y-o.Y)*float64(dx))
		if along <= 1e-9 {
			continue
		}
		if score := along + 2*across; score < bestScore {
			best, bestScore = i, score
		}
	}
	return best
}
