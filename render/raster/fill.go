package raster

import (
	"image"
	"image/color"
	"math"
)

// blender paints one colour over pixels with a given coverage.
type blender struct {
	c              color.RGBA
	sr, sg, sb, sa uint32
	// full is what a translucent colour makes of each value of each
	// channel at full coverage (blend's sum worked out once): many
	// translucent areas over a large map are mostly full coverage.
	full  *[4][256]uint8
	fulls int // full-coverage blends so far: the table pays off after a few hundred
}

func newBlender(c color.RGBA) blender {
	return blender{c: c, sr: uint32(c.R) * 0x101, sg: uint32(c.G) * 0x101, sb: uint32(c.B) * 0x101, sa: uint32(c.A) * 0x101}
}

// blend paints over one RGBA pixel with coverage ma (0 to 0xffff): image/draw's
// Over through a mask, clamped so that a colour with channels above its alpha
// saturates instead of wrapping round.
func (b *blender) blend(px []uint8, ma uint32) {
	if ma == 0xffff {
		if b.sa == 0xffff {
			px[0], px[1], px[2], px[3] = b.c.R, b.c.G, b.c.B, b.c.A
			return
		}
		if b.full == nil {
			if b.fulls++; b.fulls < 1024 {
				b.over(px, ma)
				return
			}
			b.full = new([4][256]uint8)
			for v := range 256 {
				var p [4]uint8
				for k := range p {
					p[k] = uint8(v)
				}
				b.over(p[:], 0xffff)
				b.full[0][v], b.full[1][v], b.full[2][v], b.full[3][v] = p[0], p[1], p[2], p[3]
			}
		}
		px[0], px[1], px[2], px[3] = b.full[0][px[0]], b.full[1][px[1]], b.full[2][px[2]], b.full[3][px[3]]
		return
	}
	b.over(px, ma)
}

// fullRow blends over every pixel of row at full coverage.
func (b *blender) fullRow(row []uint8) {
	if b.sa == 0xffff {
		for i := 0; i+3 < len(row); i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = b.c.R, b.c.G, b.c.B, b.c.A
		}
		return
	}
	if b.full == nil && len(row) < 4*1024 {
		for i := 0; i+3 < len(row); i += 4 {
			b.blend(row[i:i+4:i+4], 0xffff)
		}
		return
	}
	b.fulls = 1 << 30
	b.blend(row[0:4:4], 0xffff) // builds the table
	t := b.full
	for i := 4; i+3 < len(row); i += 4 {
		row[i], row[i+1], row[i+2], row[i+3] = t[0][row[i]], t[1][row[i+1]], t[2][row[i+2]], t[3][row[i+3]]
	}
}

// over is blend's sum.
func (b *blender) over(px []uint8, ma uint32) {
	// 64-bit: a channel above its alpha can overflow 32 bits
	m := uint64(ma)
	a := 0xffff - uint64(b.sa)*m/0xffff
	px[0] = uint8(min((uint64(px[0])*0x101*a+uint64(b.sr)*m)/0xffff, 0xffff) >> 8)
	px[1] = uint8(min((uint64(px[1])*0x101*a+uint64(b.sg)*m)/0xffff, 0xffff) >> 8)
	px[2] = uint8(min((uint64(px[2])*0x101*a+uint64(b.sb)*m)/0xffff, 0xffff) >> 8)
	px[3] = uint8(min((uint64(px[3])*0x101*a+uint64(b.sa)*m)/0xffff, 0xffff) >> 8)
}

// axisRect reports whether the points are the corners of an axis-aligned
// rectangle, and which.
func axisRect(p []vec) (x0, y0, x1, y1 float64, ok bool) {
	if len(p) != 4 {
		return 0, 0, 0, 0, false
	}
	switch {
	case p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x:
	case p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y:
	default:
		return 0, 0, 0, 0, false
	}
	return math.Min(p[0].x, p[2].x), math.Min(p[0].y, p[2].y), math.Max(p[0].x, p[2].x), math.Max(p[0].y, p[2].y), true
}

// rectF is an axis-aligned rectangle in pixels.
type rectF struct{ x0, y0, x1, y1 float64 }

// fillRect fills an axis-aligned rectangle with exact anti-aliasing: a
// pixel's coverage is the area of it inside the rectangle. It is the common
// case (ground, walls, grid lines) and much faster than the rasterizer.
func (r *Renderer) fillRect(dst *image.RGBA, x0, y0, x1, y1 float64, c color.RGBA) {
	r.fillFrame(dst, rectF{x0, y0, x1, y1}, rectF{}, c)
}

// fillFrame fills the part of rectangle out not in rectangle in (which
// must lie inside out, or be empty) with exact anti-aliasing, visiting only
// the pixels it covers: a pixel's coverage is its area inside out less its
// area inside in. It outlines rectangles, the map's among them, without
// rasterizing the whole map.
func (r *Renderer) fillFrame(dst *image.RGBA, out, in rectF, c color.RGBA) {
	b := dst.Bounds()
	bf := rectF{float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y)}
	out = out.intersect(bf)
	if out.empty() || c.A == 0 {
		return
	}
	in = in.intersect(out)
	ix0, iy0 := int(math.Floor(out.x0)), int(math.Floor(out.y0))
	ix1, iy1 := int(math.Ceil(out.x1)), int(math.Ceil(out.y1))
	n := ix1 - ix0
	if cap(r.cover) < 2*n {
		r.cover = make([]uint32, 2*n)
	}
	covO, covI := r.cover[:n], r.cover[n:2*n]
	// the columns wholly inside in, skipped on rows wholly inside in
	skip0, skip1 := n, n
	for i := range covO {
		px := float64(ix0 + i)
		covO[i] = coverage(out.x0, out.x1, px)
		covI[i] = 0
		if !in.empty() {
			covI[i] = coverage(in.x0, in.x1, px)
		}
		if covI[i] == 0xffff {
			skip0 = min(skip0, i)
			skip1 = i + 1
		}
	}
	bl := newBlender(c)
	r.blended += n * (iy1 - iy0)
	for y := iy0; y < iy1; y++ {
		py := float64(y)
		cyO := coverage(out.y0, out.y1, py)
		var cyI uint32
		if !in.empty() {
			cyI = coverage(in.y0, in.y1, py)
		}
		row := dst.Pix[dst.PixOffset(ix0, y) : dst.PixOffset(ix0, y)+4*n]
		if cyI == 0 && cyO == 0xffff && n > 2 {
			// a row wholly inside: its ends may be partly covered, the
			// rest is full coverage, the common case of a large fill
			for _, i := range [2]int{0, n - 1} {
				if covO[i] > 0 {
					bl.blend(row[4*i:4*i+4:4*i+4], covO[i])
				}
			}
			bl.fullRow(row[4 : 4*(n-1)])
			continue
		}
		if cyI == 0 {
			for i, cx := range covO {
				if ma := cx * cyO / 0xffff; ma > 0 {
					bl.blend(row[4*i:4*i+4:4*i+4], ma)
				}
			}
			continue
		}
		for i := 0; i < n; i++ {
			if cyI == 0xffff && i == skip0 {
				i = skip1 - 1
				continue
			}
			if ma := (covO[i]*cyO - covI[i]*cyI) / 0xffff; ma > 0 {
				bl.blend(row[4*i:4*i+4:4*i+4], ma)
			}
		}
	}
}

// coverage is how much of the pixel column (or row) starting at p lies
// between a and b, from 0 to 0xffff.
func coverage(a, b, p float64) uint32 {
	return uint32(max(0, min(b, p+1)-max(a, p))*0xffff + 0.5)
}

func (q rectF) empty() bool { return !(q.x1 > q.x0 && q.y1 > q.y0) }

func (q rectF) intersect(o rectF) rectF {
	return rectF{max(q.x0, o.x0), max(q.y0, o.y0), min(q.x1, o.x1), min(q.y1, o.y1)}
}

// fill paints the whole image one colour.
func fill(img *image.RGBA, c color.RGBA) {
	b := img.Bounds()
	if b.Empty() {
		return
	}
	row := img.Pix[:4*b.Dx()]
	for i := 0; i < len(row); i += 4 {
		row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, c.A
	}
	for y := 1; y < b.Dy(); y++ {
		copy(img.Pix[y*img.Stride:], row)
	}
}
