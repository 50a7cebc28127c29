package session

import (
	"math"

	"github.com/battlemap/battlemap/render"
)

// This file is the hex and zone windows played by keyboard alone (issue
// 14): Tab and Shift+Tab pick the next and previous creature, the arrows
// move an aim from it (a hex, or the zone nearest that way on the screen),
// Enter moves there as a drop would and Esc drops the aim.

// ScreenArrow is the map direction an arrow key means on a view turned
// quarters quarter turns clockwise: (dx, dy) is the arrow on the screen
// (right 1, 0; down 0, 1), the result the same direction on the map, so
// that "up" is up on the screen however the table turned it.
func ScreenArrow(dx, dy, quarters int) (int, int) {
	for range quarters & 3 {
		// the map was turned clockwise to be shown: turn back
		dx, dy = dy, -dx
	}
	return dx, dy
}

// NextID is the id after from in ids (dir 1) or before it (dir -1), round
// the end; from not in ids starts at the first (or the last).
func NextID(ids []string, from string, dir int) string {
	if len(ids) == 0 {
		return ""
	}
	for i, id := range ids {
		if id == from {
			return ids[((i+dir)%len(ids)+len(ids))%len(ids)]
		}
	}
	if dir < 0 {
		return ids[len(ids)-1]
	}
	return ids[0]
}

// NextCreature is the id of the zone map's creature after the one with id
// from in the map's order (dir 1) or before it (dir -1), round the end;
// from "" (or gone) starts at the first (or the last).
func (p *ZonePlay) NextCreature(from string, dir int) string {
	cs := p.board.Map().Creatures
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
	}
	return NextID(ids, from, dir)
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
