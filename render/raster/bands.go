package raster

import (
	"cmp"
	"image"
	"image/color"
	"image/draw"
	"math"
	"slices"
)

// bandRows is the height of the bands a large fill is rasterized in. The
// rasterizer works over a whole rectangle: a line drawn corner to corner
// of a 4000-pixel map would be 16 million pixels of it, where a band of 32
// rows holds only the few pixels either side of the line.
const bandRows = 8

// fillBox fills the outlines collected since begin, whose bounding box in
// dst is box: in one go when the box is small, else band by band, each
// band rasterizing only the pieces (clipped to it) that cross it, over
// their own width. Every pixel row lies in one band, so each pixel's
// coverage is worked out once, from the same outlines: the result is the
// same as one pass over the box.
func (r *Renderer) fillBox(dst *image.RGBA, box image.Rectangle, c color.RGBA) {
	if box.Dy() <= 2*bandRows || box.Dx()*box.Dy() <= 64*64 {
		r.rasterize(dst, box, c, r.polys, r.ends)
		return
	}
	nb := (box.Dy() + bandRows - 1) / bandRows
	// the pieces that cross each band
	if cap(r.bandStart) < nb+1 {
		r.bandStart = make([]int32, nb+1)
	}
	counts := r.bandStart[:nb+1]
	clear(counts)
	spanOf := func(piece []vec) (int, int) {
		lo, hi := piece[0].y, piece[0].y
		for _, p := range piece[1:] {
			lo, hi = math.Min(lo, p.y), math.Max(hi, p.y)
		}
		b0 := (int(math.Floor(lo)) - box.Min.Y) / bandRows
		b1 := (int(math.Ceil(hi)) - 1 - box.Min.Y) / bandRows
		return max(b0, 0), min(b1, nb-1)
	}
	start := 0
	for _, end := range r.ends {
		if end-start >= 3 {
			b0, b1 := spanOf(r.polys[start:end])
			for b := b0; b <= b1; b++ {
				counts[b+1]++
			}
		}
		start = end
	}
	for b := 1; b <= nb; b++ {
		counts[b] += counts[b-1]
	}
	if cap(r.bandPieces) < int(counts[nb]) {
		r.bandPieces = make([]int32, counts[nb])
	}
	pieces := r.bandPieces[:counts[nb]]
	fillAt := append(r.bandFill[:0], counts[:nb]...)
	start = 0
	for k, end := range r.ends {
		if end-start >= 3 {
			b0, b1 := spanOf(r.polys[start:end])
			for b := b0; b <= b1; b++ {
				pieces[fillAt[b]] = int32(k)
				fillAt[b]++
			}
		}
		start = end
	}
	r.bandFill = fillAt
	for b := 0; b < nb; b++ {
		y0 := box.Min.Y + b*bandRows
		y1 := min(y0+bandRows, box.Max.Y)
		r.clipped, r.clippedEnds = r.clipped[:0], r.clippedEnds[:0]
		x0, x1 := math.Inf(1), math.Inf(-1)
		cy0, cy1 := math.Inf(1), math.Inf(-1) // a band's pieces may fill few of its rows
		inked := 0.0                          // the widths of the band's pieces, added up
		for _, k := range pieces[counts[b]:counts[b+1]] {
			s := 0
			if k > 0 {
				s = r.ends[k-1]
			}
			n := len(r.clipped)
			r.clipped = clipRows(r.clipped, r.polys[s:r.ends[k]], float64(y0), float64(y1), &r.scratch)
			if len(r.clipped)-n < 3 {
				r.clipped = r.clipped[:n]
				continue
			}
			px0, px1 := math.Inf(1), math.Inf(-1)
			for _, p := range r.clipped[n:] {
				px0, px1 = math.Min(px0, p.x), math.Max(px1, p.x)
				cy0, cy1 = math.Min(cy0, p.y), math.Max(cy1, p.y)
			}
			x0, x1 = math.Min(x0, px0), math.Max(x1, px1)
			inked += px1 - px0
			r.clippedEnds = append(r.clippedEnds, len(r.clipped))
		}
		if len(r.clippedEnds) == 0 {
			continue
		}
		rows := image.Rect(box.Min.X, y0, box.Max.X, y1)
		if x1-x0 > sparseBand+4*inked && len(r.clippedEnds) > 1 {
			r.bandClusters(dst, rows, c)
			continue
		}
		band := image.Rect(int(math.Floor(x0)), int(math.Floor(cy0)), int(math.Ceil(x1)), int(math.Ceil(cy1))).Intersect(rows)
		if !band.Empty() {
			r.rasterize(dst, band, c, r.clipped, r.clippedEnds)
		}
	}
}

// clusterGap is the fewest empty columns between pieces of a band that
// are rasterized apart.
const clusterGap = 16

// sparseBand is how much wider than four times its pieces a band must be
// to be rasterized in clusters: only a band mostly empty, such as the
// two sides of a map-wide outline (x/image/vector works in fixed point
// over narrow boxes and in floating point over wide ones, so a cluster's
// edge pixels may differ from the whole band's by a level or two; the
// pictures of ordinary maps stay as they were).
const sparseBand = 1024

// pieceSpan is the columns and rows one clipped piece of a band reaches.
type pieceSpan struct {
	x0, x1, y0, y1 float64
	start, end     int // its points in Renderer.clipped
}

// bandClusters rasterizes a band's clipped pieces in groups that lie
// apart, each over its own columns: the two sides of a map-wide outline
// cost their own pixels, not the whole width between them. Pieces far
// apart never meet, so each pixel's coverage comes from the same pieces
// as in one pass.
func (r *Renderer) bandClusters(dst *image.RGBA, rows image.Rectangle, c color.RGBA) {
	spans := r.spans[:0]
	start := 0
	for _, end := range r.clippedEnds {
		p := r.clipped[start:end]
		s := pieceSpan{x0: p[0].x, x1: p[0].x, y0: p[0].y, y1: p[0].y, start: start, end: end}
		for _, q := range p[1:] {
			s.x0, s.x1 = math.Min(s.x0, q.x), math.Max(s.x1, q.x)
			s.y0, s.y1 = math.Min(s.y0, q.y), math.Max(s.y1, q.y)
		}
		spans = append(spans, s)
		start = end
	}
	slices.SortFunc(spans, func(a, b pieceSpan) int { return cmp.Compare(a.x0, b.x0) })
	r.spans = spans
	for i := 0; i < len(spans); {
		g := spans[i]
		j := i + 1
		for j < len(spans) && spans[j].x0 <= g.x1+clusterGap {
			g.x1, g.y0, g.y1 = math.Max(g.x1, spans[j].x1), math.Min(g.y0, spans[j].y0), math.Max(g.y1, spans[j].y1)
			j++
		}
		r.cluster, r.clusterEnds = r.cluster[:0], r.clusterEnds[:0]
		for _, s := range spans[i:j] {
			r.cluster = append(r.cluster, r.clipped[s.start:s.end]...)
			r.clusterEnds = append(r.clusterEnds, len(r.cluster))
		}
		box := image.Rect(int(math.Floor(g.x0)), int(math.Floor(g.y0)), int(math.Ceil(g.x1)), int(math.Ceil(g.y1))).Intersect(rows)
		if !box.Empty() {
			r.rasterize(dst, box, c, r.cluster, r.clusterEnds)
		}
		i = j
	}
}

// clipRows appends the part of the polygon between rows y0 and y1 (clipped
// against each line in turn) to out.
func clipRows(out, poly []vec, y0, y1 float64, scratch *[]vec) []vec {
	tmp := clipAt((*scratch)[:0], poly, y0, true)
	*scratch = tmp
	return clipAt(out, tmp, y1, false)
}

// clipAt appends the part of the polygon on the kept side of the row y
// (below it when below, else above) to out: Sutherland and Hodgman's
// clipping against one line.
func clipAt(out, poly []vec, y float64, below bool) []vec {
	inside := func(p vec) bool { return below == (p.y >= y) }
	n := len(poly)
	for i := range n {
		a, b := poly[i], poly[(i+1)%n]
		ia, ib := inside(a), inside(b)
		if ia {
			out = append(out, a)
		}
		if ia != ib {
			t := (y - a.y) / (b.y - a.y)
			out = append(out, vec{a.x + (b.x-a.x)*t, y})
		}
	}
	return out
}

// rasterize fills the outlines polys (ends as in Renderer.ends) within box
// of dst with one colour.
func (r *Renderer) rasterize(dst *image.RGBA, box image.Rectangle, c color.RGBA, polys []vec, ends []int) {
	r.z.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	start := 0
	for _, end := range ends {
		piece := polys[start:end]
		start = end
		if len(piece) < 3 {
			continue
		}
		r.z.MoveTo(float32(piece[0].x-ox), float32(piece[0].y-oy))
		for _, p := range piece[1:] {
			r.z.LineTo(float32(p.x-ox), float32(p.y-oy))
		}
		r.z.ClosePath()
	}
	// rasterize to a coverage mask, then blend: vector's own blend does not
	// clamp, and the window (like any GPU) clamps colours whose channels
	// exceed their alpha, which themes use for glints
	w, h := box.Dx(), box.Dy()
	if cap(r.mask.Pix) < w*h {
		r.mask.Pix = make([]uint8, w*h)
	}
	r.mask.Pix, r.mask.Stride, r.mask.Rect = r.mask.Pix[:w*h], w, image.Rect(0, 0, w, h)
	r.z.DrawOp = draw.Src
	r.z.Draw(&r.mask, r.mask.Rect, &r.opaque, image.Point{})
	r.blended += w * h
	if len(r.multi) > 0 {
		for y := 0; y < h; y++ {
			m := r.mask.Pix[y*w : y*w+w]
			row := dst.Pix[dst.PixOffset(box.Min.X, box.Min.Y+y):]
			for i, cov := range m {
				if cov != 0 {
					t, px := r.lut(cov), row[4*i:4*i+4:4*i+4]
					px[0], px[1], px[2], px[3] = t[0][px[0]], t[1][px[1]], t[2][px[2]], t[3][px[3]]
				}
			}
		}
		return
	}
	bl := newBlender(c)
	for y := 0; y < h; y++ {
		m := r.mask.Pix[y*w : y*w+w]
		row := dst.Pix[dst.PixOffset(box.Min.X, box.Min.Y+y):]
		for i, cov := range m {
			if cov != 0 {
				bl.blend(row[4*i:4*i+4:4*i+4], uint32(cov)*0x101)
			}
		}
	}
}
