package ebitenrender

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// quads draws axis-aligned rectangles with exact anti-aliasing as
// pixel-aligned quads of one white pixel: a pixel's coverage is the area
// of it inside the rectangle, as render/raster draws them. Ground, walls,
// grid lines and shading are most of a map, and a path each would make
// Ebitengine queue and stencil every one of them.
type quads struct {
	white *ebiten.Image
	vs    []ebiten.Vertex
	is    []uint32
}

func newQuads() quads {
	w := ebiten.NewImage(3, 3)
	w.Fill(color.White)
	return quads{white: w.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
}

// rect adds the rectangle from (x0,y0) to (x1,y1), in pixels, in colour c
// (premultiplied): at most nine quads, the inside and the partly covered
// rows and columns along its edges.
func (q *quads) rect(dst *ebiten.Image, x0, y0, x1, y1 float64, c color.RGBA) {
	if len(q.vs) > maxQuadVertices {
		q.flush(dst)
	}
	if c.A == 0 || !(x1 > x0 && y1 > y0) {
		return
	}
	xs, cx := bands(x0, x1)
	ys, cy := bands(y0, y1)
	for j := 0; j+1 < len(ys); j++ {
		for i := 0; i+1 < len(xs); i++ {
			q.quad(xs[i], ys[j], xs[i+1], ys[j+1], c, cx[i]*cy[j])
		}
	}
}

// bands cuts [a, b) at pixel boundaries into at most three bands (the
// partly covered first pixel, the whole pixels, the partly covered last
// pixel) and gives each band's coverage.
func bands(a, b float64) (edges [4]float64, cover [3]float64) {
	fa, cb := math.Floor(a), math.Ceil(b)
	if cb-fa <= 1 {
		return [4]float64{fa, cb, cb, cb}, [3]float64{b - a}
	}
	ca, fb := fa+1, cb-1
	return [4]float64{fa, ca, fb, cb}, [3]float64{ca - a, 1, b - fb}
}

func (q *quads) quad(x0, y0, x1, y1 float64, c color.RGBA, cover float64) {
	if !(x1 > x0 && y1 > y0) || cover <= 0 {
		return
	}
	k := float32(cover) / 255
	r, g, b, a := float32(c.R)*k, float32(c.G)*k, float32(c.B)*k, float32(c.A)*k
	n := uint32(len(q.vs))
	for _, p := range [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} {
		q.vs = append(q.vs, ebiten.Vertex{DstX: float32(p[0]), DstY: float32(p[1]), SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
	}
	q.is = append(q.is, n, n+1, n+2, n, n+2, n+3)
}

// maxQuadVertices bounds the vertices gathered before they are drawn.
const maxQuadVertices = 1 << 14

// flush draws the gathered quads onto dst.
func (q *quads) flush(dst *ebiten.Image) {
	if len(q.vs) == 0 {
		return
	}
	// the colours are premultiplied, as render.Shape colours are
	dst.DrawTriangles32(q.vs, q.is, q.white, &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
	q.vs, q.is = q.vs[:0], q.is[:0]
}
