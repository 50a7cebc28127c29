package render

import (
	"cmp"
	"math"
	"slices"
)

// Zone layout sizes, in canvas units (about a token's width).
const (
	zoneMinW = 7.0 // a zone box's least width: its name and a row of tokens
	zoneMaxW = 14.0
	zoneH    = 4.6
	zoneGapX = 3.2 // room between boxes of a row for a link's label
	zoneGapY = 2.6
)

// LayoutZones places the zones of a map that does not draw them: one row
// per elevation, the highest on top, and in each row the zones ordered to
// keep links from crossing (each zone moves to the mean position of the
// zones it links to in the other rows, sweeping down and up a few times).
// occupants[i] widens zone i's box to hold its tokens; links are pairs of
// zone indexes. The boxes are in canvas units, the top-left one at 0,0.
func LayoutZones(elevation []float64, occupants []int, links [][2]int) []Rect {
	n := len(elevation)
	if n == 0 {
		return nil
	}
	// rows by elevation, highest first; zones in file order within a row
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(elevation[b], elevation[a]) })
	var rows [][]int
	row := make([]int, n)
	for k, i := range order {
		if k == 0 || elevation[i] != elevation[order[k-1]] {
			rows = append(rows, nil)
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], i)
		row[i] = len(rows) - 1
	}
	adj := make([][]int, n)
	for _, l := range links {
		a, b := l[0], l[1]
		if a < 0 || b < 0 || a >= n || b >= n || a == b {
			continue
		}
		adj[a] = append(adj[a], b)
		adj[b] = append(adj[b], a)
	}
	width := make([]float64, n)
	for i := range width {
		w := zoneMinW
		if i < len(occupants) {
			// two rows of tokens a box; past zoneMaxW the tokens shrink
			w = max(w, float64((occupants[i]+1)/2)*1.6+0.8)
		}
		width[i] = min(w, zoneMaxW)
	}
	centre := make([]float64, n)
	place := func() {
		for _, r := range rows {
			x := 0.0
			for _, i := range r {
				centre[i] = x + width[i]/2
				x += width[i] + zoneGapX
			}
		}
	}
	place()
	// barycentre sweeps: down using the rows above, up using the rows below
	for sweep := range 8 {
		down := sweep%2 == 0
		for k := range rows {
			ri := k
			if !down {
				ri = len(rows) - 1 - k
			}
			bary := map[int]float64{}
			for _, i := range rows[ri] {
				sum, cnt := 0.0, 0
				for _, j := range adj[i] {
					if (down && row[j] < ri) || (!down && row[j] > ri) {
						sum += centre[j]
						cnt++
					}
				}
				if cnt > 0 {
					bary[i] = sum / float64(cnt)
				} else {
					bary[i] = centre[i]
				}
			}
			slices.SortStableFunc(rows[ri], func(a, b int) int { return cmp.Compare(bary[a], bary[b]) })
			// the row starts under the mean of its links, not at the left edge
			x := 0.0
			for _, i := range rows[ri] {
				x += width[i] + zoneGapX
			}
			x -= zoneGapX
			start := 0.0
			if len(rows[ri]) > 0 {
				first := rows[ri][0]
				start = max(0, bary[first]-width[first]/2)
				if sweep > 0 {
					mean := 0.0
					for _, i := range rows[ri] {
						mean += bary[i]
					}
					mean /= float64(len(rows[ri]))
					start = max(0, mean-x/2)
				}
			}
			for _, i := range rows[ri] {
				centre[i] = start + width[i]/2
				start += width[i] + zoneGapX
			}
		}
	}
	refineRows(rows, width, row, adj, centre)
	// each row, kept in its order, slides under the mean of its links
	for range 4 {
		for ri, r := range rows {
			sum, cnt, span := 0.0, 0, -zoneGapX
			for _, i := range r {
				span += width[i] + zoneGapX
				for _, j := range adj[i] {
					if row[j] != ri {
						sum += centre[j] - (centre[i] - centre[r[0]] + width[r[0]]/2)
						cnt++
					}
				}
			}
			if cnt == 0 {
				continue
			}
			x := sum/float64(cnt) + width[r[0]]/2 - width[r[0]]/2
			for _, i := range r {
				centre[i] = x + width[i]/2
				x += width[i] + zoneGapX
			}
		}
	}
	return wrapRows(rows, width, centre)
}

// wrapRows places the rows' boxes, one row under the other, each at its
// centres; a row wider than a readable page (zoneWrapWidth) is wrapped
// into lines of that width, kept in its order, under one another: a
// large map laid out by the program is a block, not a strip a hundred
// thousand pixels wide.
func wrapRows(rows [][]int, width, centre []float64) []Rect {
	n := len(width)
	area := 0.0
	for i := range width {
		area += (width[i] + zoneGapX) * (zoneH + zoneGapY)
	}
	// about 16:10, never narrower than a row of a dozen boxes
	limit := max(zoneWrapWidth, math.Sqrt(area*1.6))
	rowWidth := func(r []int) float64 {
		w := -zoneGapX
		for _, i := range r {
			w += width[i] + zoneGapX
		}
		return w
	}
	minX := math.Inf(1)
	for _, r := range rows {
		if rowWidth(r) <= limit {
			for _, i := range r {
				minX = min(minX, centre[i]-width[i]/2)
			}
		}
	}
	out := make([]Rect, n)
	y := 0.0
	for _, r := range rows {
		if rowWidth(r) <= limit {
			for _, i := range r {
				x := centre[i] - width[i]/2 - minX
				out[i] = Rect{Point{x, y}, Point{x + width[i], y + zoneH}}
			}
			y += zoneH + zoneGapY
			continue
		}
		x := 0.0
		for _, i := range r {
			if x > 0 && x+width[i] > limit {
				x, y = 0, y+zoneH+zoneGapY
			}
			out[i] = Rect{Point{x, y}, Point{x + width[i], y + zoneH}}
			x += width[i] + zoneGapX
		}
		y += zoneH + zoneGapY
	}
	return out
}

// zoneWrapWidth is the least width, in canvas units, a row of zones wraps
// at: a dozen boxes side by side.
const zoneWrapWidth = 12 * (zoneMinW + zoneGapX)

// refineRows swaps neighbours in a row while that shortens the links: the
// sum of their horizontal lengths, and, heavily, every box a link within
// a row would have to pass (it is drawn as a detour). Rows keep their
// starting x. Maps of more than maxRefine zones keep the barycentre order.
func refineRows(rows [][]int, width []float64, row []int, adj [][]int, centre []float64) {
	const maxRefine, maxPairwise = 300, 40
	if len(row) > maxRefine {
		return
	}
	placeRow := func(r []int) {
		x := centre[r[0]] - width[r[0]]/2
		for _, i := range r {
			centre[i] = x + width[i]/2
			x += width[i] + zoneGapX
		}
	}
	pos := make([]int, len(row)) // a zone's place in its row, for cost
	cost := func(r []int) float64 {
		for k, i := range r {
			pos[i] = k
		}
		c := 0.0
		for _, i := range r {
			for _, j := range adj[i] {
				c += math.Abs(centre[i] - centre[j])
				if between := max(pos[i]-pos[j], pos[j]-pos[i]) - 1; row[j] == row[i] && between > 0 {
					c += 30 + 20*float64(between)
				}
			}
		}
		return c
	}
	for range 6 {
		improved := false
		for _, r := range rows {
			// any two zones of a short row may swap; of a long row, neighbours
			reach := 1
			if len(r) <= maxPairwise {
				reach = len(r)
			}
			for k := 0; k+1 < len(r); k++ {
				for l := k + 1; l < len(r) && l <= k+reach; l++ {
					before := cost(r)
					r[k], r[l] = r[l], r[k]
					placeRow(r)
					if cost(r) < before-1e-9 {
						improved = true
						continue
					}
					r[k], r[l] = r[l], r[k]
					placeRow(r)
				}
			}
		}
		if !improved {
			return
		}
	}
}
