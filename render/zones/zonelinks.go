// The links between zones: their paths round the boxes and their labels.

package zones

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/zones"
)

// zoneLink draws a link along pts: a doorway (a plain band), a ladder
// with its climb rating, or a one-way drop as an arrow. With minText the
// arrow grows with it, adds its head to taken, and the label is left to
// linkLabels: zoneLink returns it.
func zoneLink(s *render.Scene, pts []render.Point, l zones.Link, za, zb zones.Zone, ink zoneInk, minText float64, taken *[]render.Rect, web *linkWeb) string {
	if len(pts) < 2 {
		return ""
	}
	if web != nil {
		web.add(pts, l)
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
		total := pathLength(pts)
		at := 0.0 // how far along the ladder the segment starts
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
			for j := 0; 0.25+0.4*float64(j) < sd; j++ {
				k := 0.25 + 0.4*float64(j)
				if at+k > rungReach && total-(at+k) > rungReach {
					// the middle of a long ladder: rails alone
					j = max(j, int(math.Ceil((total-rungReach-at-0.25)/0.4))-1)
					continue
				}
				c := render.Point{X: p.X + sx*k, Y: p.Y + sy*k}
				s.AddLine(render.Point{X: c.X + mx, Y: c.Y + my}, render.Point{X: c.X - mx, Y: c.Y - my}, ink.link, 0.06)
			}
			at += sd
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
		s.AddPolyline(ink.link, zoneDoorway, pts...)
		s.AddPolyline(ink.paper, zoneDoorwayMiddle, pts...)
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

// rungReach is how far from either end of a ladder its rungs are drawn,
// in canvas units: a ladder across a large map shows rungs at both ends
// and rails between, not thousands of rungs (a scene of a hundred
// thousand such ladders would not fit in memory).
const rungReach = 6.0

// pathLength is the length of a polyline.
func pathLength(pts []render.Point) float64 {
	l := 0.0
	for i := 1; i < len(pts); i++ {
		l += math.Hypot(pts[i].X-pts[i-1].X, pts[i].Y-pts[i-1].Y)
	}
	return l
}

// linkWeb gathers the links of a map drawn finer than a pixel (Map.Scale):
// each a hairline along its path, all in two shapes, doorways and ladders
// in the link ink, one-way links fainter (as their dashes would be), and
// none of their marks or labels (under a pixel or two, they would be
// smudges). A hundred thousand links are then two shapes, and a picture
// the cost of their length.
type linkWeb struct {
	lines, faint       []render.Point
	linesEnd, faintEnd []int
}

func (w *linkWeb) add(pts []render.Point, l zones.Link) {
	if l.OneWay || l.Drop {
		w.faint = append(w.faint, pts...)
		w.faintEnd = append(w.faintEnd, len(w.faint))
	} else {
		w.lines = append(w.lines, pts...)
		w.linesEnd = append(w.linesEnd, len(w.lines))
	}
}

// draw adds the web's shapes to s.
func (w *linkWeb) draw(s *render.Scene, ink zoneInk) {
	if len(w.linesEnd) > 0 {
		// a doorway's band and its paper middle, as they average over a pixel
		const paper = zoneDoorwayMiddle / zoneDoorway
		mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-paper) + float64(b)*paper + 0.5) }
		c := color.RGBA{mix(ink.link.R, ink.paper.R), mix(ink.link.G, ink.paper.G), mix(ink.link.B, ink.paper.B), 255}
		s.Add(render.Shape{Kind: render.Polyline, Points: w.lines, Parts: w.linesEnd, Stroke: c, Width: zoneDoorway, Hairline: true})
	}
	if len(w.faintEnd) > 0 {
		c := ink.link // premultiplied: every channel halves
		s.Add(render.Shape{Kind: render.Polyline, Points: w.faint, Parts: w.faintEnd, Stroke: color.RGBA{c.R / 2, c.G / 2, c.B / 2, c.A / 2}, Width: zoneLinkW, Hairline: true})
	}
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
	near := newBoxIndex(boxes)
	for k, l := range m.Links {
		a, okA := index[l.From]
		b, okB := index[l.To]
		if okA && okB && a < len(boxes) && b < len(boxes) {
			out[k] = linkPath(boxes, near, a, b, &detours)
		}
	}
	return out
}

// boxIndex finds the boxes near a segment without looking at every box:
// a grid of cells, each listing the boxes that reach into it (a box over
// many cells is kept apart and always looked at). A map of 10,000 zones
// with 100,000 links between zones of one row looked at a billion boxes.
type boxIndex struct {
	boxes      []render.Rect
	x0, y0, sz float64
	nx, ny     int
	cells      [][]int32
	big        []int32
	seen       []int // the query that last looked at each box
	query      int
}

// boxCells is the most cells a box is listed in: a larger one is
// looked at by every query.
const boxCells = 16

func newBoxIndex(boxes []render.Rect) *boxIndex {
	x := &boxIndex{boxes: boxes, seen: make([]int, len(boxes))}
	if len(boxes) == 0 {
		return x
	}
	all := boxes[0]
	sizes := make([]float64, 0, len(boxes))
	for _, b := range boxes {
		all.Min.X, all.Min.Y = min(all.Min.X, b.Min.X), min(all.Min.Y, b.Min.Y)
		all.Max.X, all.Max.Y = max(all.Max.X, b.Max.X), max(all.Max.Y, b.Max.Y)
		sizes = append(sizes, max(b.Max.X-b.Min.X, b.Max.Y-b.Min.Y))
	}
	slices.Sort(sizes)
	w, h := all.Max.X-all.Min.X, all.Max.Y-all.Min.Y
	// cells about a box across, and never many more cells than boxes
	x.sz = max(sizes[len(sizes)/2], math.Sqrt(w*h/float64(4*len(boxes))), 1e-6)
	x.x0, x.y0 = all.Min.X, all.Min.Y
	x.nx, x.ny = int(w/x.sz)+1, int(h/x.sz)+1
	x.cells = make([][]int32, x.nx*x.ny)
	for i, b := range boxes {
		cx0, cy0, cx1, cy1 := x.span(b)
		if (cx1-cx0+1)*(cy1-cy0+1) > boxCells {
			x.big = append(x.big, int32(i))
			continue
		}
		for cy := cy0; cy <= cy1; cy++ {
			for cx := cx0; cx <= cx1; cx++ {
				x.cells[cy*x.nx+cx] = append(x.cells[cy*x.nx+cx], int32(i))
			}
		}
	}
	return x
}

// span is the cells r reaches, clamped to the grid.
func (x *boxIndex) span(r render.Rect) (cx0, cy0, cx1, cy1 int) {
	cell := func(v, o float64, n int) int { return min(max(int(math.Floor((v-o)/x.sz)), 0), n-1) }
	return cell(r.Min.X, x.x0, x.nx), cell(r.Min.Y, x.y0, x.ny), cell(r.Max.X, x.x0, x.nx), cell(r.Max.Y, x.y0, x.ny)
}

// each calls f with every box whose cells the segment pq's bounding box
// reaches, once each, until f returns true.
func (x *boxIndex) each(p, q render.Point, f func(i int) bool) {
	if len(x.boxes) == 0 {
		return
	}
	x.query++
	for _, i := range x.big {
		if f(int(i)) {
			return
		}
	}
	seg := render.Rect{Min: render.Point{X: min(p.X, q.X), Y: min(p.Y, q.Y)}, Max: render.Point{X: max(p.X, q.X), Y: max(p.Y, q.Y)}}
	cx0, cy0, cx1, cy1 := x.span(seg)
	for cy := cy0; cy <= cy1; cy++ {
		for cx := cx0; cx <= cx1; cx++ {
			for _, i := range x.cells[cy*x.nx+cx] {
				if x.seen[i] == x.query {
					continue
				}
				x.seen[i] = x.query
				if f(int(i)) {
					return
				}
			}
		}
	}
}

// LinkLabelAt is the middle of a link's line, where its label sits.
func LinkLabelAt(pts []render.Point) render.Point { return midpoint(pts) }

// midpoint is the point halfway along a polyline.
func midpoint(pts []render.Point) render.Point { return along(pts, 0.5) }

// linkPath is the line a link is drawn along: straight between the
// facing walls, or, when another box stands in the way, out of the
// bottom of both boxes and along beneath them (detour counts the detours
// drawn so far, so that they do not run on top of each other).
func linkPath(boxes []render.Rect, near *boxIndex, a, b int, detour *int) []render.Point {
	ra, rb := boxes[a], boxes[b]
	p, q := edgePoints(ra, rb)
	sameRow := min(ra.Max.Y, rb.Max.Y)-max(ra.Min.Y, rb.Min.Y) > 1
	blocked := false
	if sameRow {
		near.each(p, q, func(i int) bool {
			blocked = i != a && i != b && segmentHitsBox(p, q, boxes[i])
			return blocked
		})
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
