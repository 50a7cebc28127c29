// The links between zones: their paths round the boxes and their labels.

package zones

import (
	"fmt"
	"image/color"
	"math"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/zones"
)

// zoneLink draws a link along pts: a doorway (a plain band), a ladder
// with its climb rating, or a one-way drop as an arrow. With minText the
// arrow grows with it, adds its head to taken, and the label is left to
// linkLabels: zoneLink returns it.
func zoneLink(s *render.Scene, pts []render.Point, l zones.Link, za, zb zones.Zone, ink zoneInk, minText float64, taken *[]render.Rect) string {
	if len(pts) < 2 {
		return ""
	}
	drop := l.OneWay || l.Drop
	last, prev := pts[len(pts)-1], pts[len(pts)-2]
	dx, dy := last.X-prev.X, last.Y-prev.Y
	d := math.Hypot(dx, dy)
	if d < 1e-9 {
		return ""
	}
	ux, uy := dx/d, dy/d
	nx, ny := -uy, ux
	var label string
	switch {
	case l.Climb > 0:
		// a ladder: two rails and rungs
		const half = 0.2
		for i := 1; i < len(pts); i++ {
			p, q := pts[i-1], pts[i]
			sd := math.Hypot(q.X-p.X, q.Y-p.Y)
			if sd < 1e-9 {
				continue
			}
			sx, sy := (q.X-p.X)/sd, (q.Y-p.Y)/sd
			mx, my := -sy*half, sx*half
			s.AddLine(render.Point{X: p.X + mx, Y: p.Y + my}, render.Point{X: q.X + mx, Y: q.Y + my}, ink.link, 0.07)
			s.AddLine(render.Point{X: p.X - mx, Y: p.Y - my}, render.Point{X: q.X - mx, Y: q.Y - my}, ink.link, 0.07)
			for k := 0.25; k < sd; k += 0.4 {
				c := render.Point{X: p.X + sx*k, Y: p.Y + sy*k}
				s.AddLine(render.Point{X: c.X + mx, Y: c.Y + my}, render.Point{X: c.X - mx, Y: c.Y - my}, ink.link, 0.06)
			}
		}
		label = fmt.Sprintf("climb %d", l.Climb)
	case drop:
		// the arrow grows with the window's text, up to half as large again
		k := min(1.5, max(1, minText/zoneLabelSz))
		line := append([]render.Point(nil), pts...)
		line[len(line)-1] = render.Point{X: last.X - ux*0.45*k, Y: last.Y - uy*0.45*k}
		s.Shapes = append(s.Shapes, render.Shape{Kind: render.Polyline, Points: line, Stroke: ink.link, Width: zoneLinkW * k, Dash: 0.3 * k})
		head := []render.Point{last, {X: last.X - ux*0.55*k + nx*0.3*k, Y: last.Y - uy*0.55*k + ny*0.3*k}, {X: last.X - ux*0.55*k - nx*0.3*k, Y: last.Y - uy*0.55*k - ny*0.3*k}}
		s.AddPolygon(ink.link, color.RGBA{}, 0, head...)
		if minText > 0 {
			*taken = append(*taken, bounds(head))
		}
		if fall := za.Elevation - zb.Elevation; fall > 0 {
			label = fmt.Sprintf("drop %s m", trimNum(fall))
		} else {
			label = "one way"
		}
	default:
		// a doorway: a wide band through both walls
		s.AddPolyline(ink.link, 0.34, pts...)
		s.AddPolyline(ink.paper, 0.18, pts...)
	}
	if label == "" || minText > 0 {
		return label
	}
	mid := midpoint(pts)
	w := render.TextWidth(label, zoneLabelSz, true) + 0.3
	s.Add(render.Shape{Kind: render.Polygon, Points: roundedRect(render.Rect{Min: render.Point{X: mid.X - w/2, Y: mid.Y - 0.27}, Max: render.Point{X: mid.X + w/2, Y: mid.Y + 0.27}}, 0.2), Fill: ink.paper, Stroke: ink.link, Width: 0.04})
	s.AddLabel(mid, label, zoneLabelSz, ink.ink, render.AlignCenter, true)
	return ""
}

// LinkPaths are the lines BuildScene draws the map's links along, in link
// order (nil for a link whose zones have no box): what a pointer picks a
// link by.
func LinkPaths(m zones.Map, boxes []render.Rect) [][]render.Point {
	index := make(map[string]int, len(m.Zones))
	for i, z := range m.Zones {
		index[z.ID] = i
	}
	out := make([][]render.Point, len(m.Links))
	detours := 0
	for k, l := range m.Links {
		a, okA := index[l.From]
		b, okB := index[l.To]
		if okA && okB && a < len(boxes) && b < len(boxes) {
			out[k] = linkPath(boxes, a, b, &detours)
		}
	}
	return out
}

// LinkLabelAt is the middle of a link's line, where its label sits.
func LinkLabelAt(pts []render.Point) render.Point { return midpoint(pts) }

// midpoint is the point halfway along a polyline.
func midpoint(pts []render.Point) render.Point { return along(pts, 0.5) }

// linkPath is the line a link is drawn along: straight between the
// facing walls, or, when another box stands in the way, out of the
// bottom of both boxes and along beneath them (detour counts the detours
// drawn so far, so that they do not run on top of each other).
func linkPath(boxes []render.Rect, a, b int, detour *int) []render.Point {
	ra, rb := boxes[a], boxes[b]
	p, q := edgePoints(ra, rb)
	sameRow := min(ra.Max.Y, rb.Max.Y)-max(ra.Min.Y, rb.Min.Y) > 1
	blocked := false
	for i, r := range boxes {
		if !sameRow {
			break
		}
		if i != a && i != b && segmentHitsBox(p, q, r) {
			blocked = true
			break
		}
	}
	if !blocked {
		return []render.Point{p, q}
	}
	*detour++
	y := max(ra.Max.Y, rb.Max.Y) + 0.55 + 0.5*float64((*detour-1)%3)
	xa := ra.Min.X + (ra.Max.X-ra.Min.X)*(0.3+0.12*float64(*detour%3))
	xb := rb.Min.X + (rb.Max.X-rb.Min.X)*(0.7-0.12*float64(*detour%3))
	return []render.Point{{X: xa, Y: ra.Max.Y}, {X: xa, Y: y}, {X: xb, Y: y}, {X: xb, Y: rb.Max.Y}}
}

// segmentHitsBox reports whether the segment pq passes through r.
func segmentHitsBox(p, q render.Point, r render.Rect) bool {
	// sample along the segment: boxes are large beside the step
	for k := 1; k < 40; k++ {
		t := float64(k) / 40
		x, y := p.X+(q.X-p.X)*t, p.Y+(q.Y-p.Y)*t
		if x > r.Min.X && x < r.Max.X && y > r.Min.Y && y < r.Max.Y {
			return true
		}
	}
	return false
}

// edgePoints are where the line between the centres of two boxes leaves
// the first and enters the second.
func edgePoints(a, b render.Rect) (render.Point, render.Point) {
	ca := render.Point{X: (a.Min.X + a.Max.X) / 2, Y: (a.Min.Y + a.Max.Y) / 2}
	cb := render.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
	// boxes side by side or one above the other: a straight link between
	// the facing walls where they overlap reads best
	if lo, hi := max(a.Min.X, b.Min.X), min(a.Max.X, b.Max.X); hi-lo > 1 {
		x := (lo + hi) / 2
		if ca.Y < cb.Y {
			return render.Point{X: x, Y: a.Max.Y}, render.Point{X: x, Y: b.Min.Y}
		}
		return render.Point{X: x, Y: a.Min.Y}, render.Point{X: x, Y: b.Max.Y}
	}
	if lo, hi := max(a.Min.Y, b.Min.Y), min(a.Max.Y, b.Max.Y); hi-lo > 1 {
		y := (lo + hi) / 2
		if ca.X < cb.X {
			return render.Point{X: a.Max.X, Y: y}, render.Point{X: b.Min.X, Y: y}
		}
		return render.Point{X: a.Min.X, Y: y}, render.Point{X: b.Max.X, Y: y}
	}
	return clipToBox(a, ca, cb), clipToBox(b, cb, ca)
}

// clipToBox is where the segment from c (inside r) towards o leaves r.
func clipToBox(r render.Rect, c, o render.Point) render.Point {
	dx, dy := o.X-c.X, o.Y-c.Y
	t := 1.0
	if dx > 0 {
		t = min(t, (r.Max.X-c.X)/dx)
	} else if dx < 0 {
		t = min(t, (r.Min.X-c.X)/dx)
	}
	if dy > 0 {
		t = min(t, (r.Max.Y-c.Y)/dy)
	} else if dy < 0 {
		t = min(t, (r.Min.Y-c.Y)/dy)
	}
	return render.Point{X: c.X + dx*t, Y: c.Y + dy*t}
}
