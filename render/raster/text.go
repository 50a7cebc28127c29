package raster

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/battlemap/battlemap/render"
)

// minTextPx is the smallest text drawn, in pixels; smaller text would be a
// smudge, and the window leaves it out too.
const minTextPx = 5

// maxFaces bounds the faces a Renderer keeps.
const maxFaces = 64

type faceKey struct {
	px   float64
	bold bool
}

// face returns the text face for a pixel size, made once and kept.
func (r *Renderer) face(px float64, bold bool) font.Face {
	k := faceKey{px, bold}
	if f, ok := r.faces[k]; ok {
		return f
	}
	src := r.regular
	if bold {
		src = r.bold
	}
	// 72 dpi makes points pixels; the window's faces are sized in pixels too
	if len(r.faces) >= maxFaces {
		clear(r.faces) // a long zoom through many sizes should not grow without end
	}
	f, err := opentype.NewFace(src, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// only a size that is not a finite positive number fails, and those
		// are filtered out before
		return nil
	}
	r.faces[k] = f
	return f
}

func (r *Renderer) text(dst *image.RGBA, sh *render.Shape, v render.View) {
	px := sh.Size * v.Scale
	if !(px >= minTextPx) || sh.Fill.A == 0 || sh.Text == "" || math.IsInf(px, 0) {
		return
	}
	p := screen(v, sh.Points[0])
	// cheap reject before measuring: no line of text is wider than a
	// square em per letter
	reach, tall := px*float64(len(sh.Text)), px
	if v.Turn&1 == 1 {
		reach, tall = tall, reach // the line runs up or down the screen
	}
	b := dst.Bounds()
	if p.x+reach < float64(b.Min.X) || p.x-reach > float64(b.Max.X) || p.y+tall < float64(b.Min.Y) || p.y-tall > float64(b.Max.Y) {
		return
	}
	f := r.face(px, sh.Bold)
	if f == nil {
		return
	}
	adv := r.advance(faceKey{px, sh.Bold}, f, sh.Text)
	x := p.x
	switch sh.Align {
	case render.AlignLeft:
	case render.AlignRight:
		x -= adv
	default:
		x -= adv / 2
	}
	// centre the line box (ascent over descent) on the point, as the
	// window's SecondaryAlign center does
	m := f.Metrics()
	if k := v.Turn & 3; k != 0 {
		r.drawTurnedString(dst, faceKey{px, sh.Bold}, f, sh.Text, p, x-p.x, float64(m.Ascent-m.Descent)/64/2, k, sh.Fill)
		return
	}
	y := p.y + float64(m.Ascent-m.Descent)/64/2
	r.drawString(dst, faceKey{px, sh.Bold}, f, sh.Text, fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round(y * 64))}, sh.Fill)
}

// textWidthKey is a line of text in a face.
type textWidthKey struct {
	face faceKey
	text string
}

// advance is the width of a line of text in pixels, measured once per face
// and text: a long label is measured for every window tile it crosses.
func (r *Renderer) advance(fk faceKey, f font.Face, text string) float64 {
	k := textWidthKey{fk, text}
	if w, ok := r.widths[k]; ok {
		return w
	}
	if len(r.widths) >= maxGlyphs {
		clear(r.widths)
	}
	if r.widths == nil {
		r.widths = map[textWidthKey]float64{}
	}
	w := float64(font.MeasureString(f, text)) / 64
	r.widths[k] = w
	return w
}

// glyphKey is a glyph as rasterized: its mask depends on the face, the
// letter and where in a pixel the pen stands.
type glyphKey struct {
	face   faceKey
	ch     rune
	fx, fy fixed.Int26_6 // the pen's position within its pixel
}

// glyphMask is a rasterized glyph, placed from the pixel the pen is in.
type glyphMask struct {
	dr   image.Rectangle // relative to the pen's pixel
	mask *image.Alpha
	ok   bool
}

// maxGlyphs bounds the glyph masks a Renderer keeps.
const maxGlyphs = 8192

// glyph returns the mask of ch with the pen at dot, rasterized once per
// face, letter and position within a pixel.
func (r *Renderer) glyph(fk faceKey, f font.Face, dot fixed.Point26_6, ch rune) glyphMask {
	k := glyphKey{fk, ch, dot.X & 63, dot.Y & 63}
	if g, ok := r.glyphs[k]; ok {
		return g
	}
	if len(r.glyphs) >= maxGlyphs {
		clear(r.glyphs)
	}
	pen := fixed.Point26_6{X: k.fx, Y: k.fy}
	dr, mask, mp, _, ok := f.Glyph(pen, ch)
	g := glyphMask{ok: ok && !dr.Empty()}
	if g.ok {
		a := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(a, a.Rect, mask, mp, draw.Src)
		g.dr, g.mask = dr, a
	}
	if r.glyphs == nil {
		r.glyphs = map[glyphKey]glyphMask{}
	}
	r.glyphs[k] = g
	return g
}

// drawString draws text with its baseline starting at dot, as font.Drawer
// does, but blending through blender so that colours clamp like shapes'.
// Glyphs wholly outside dst are not rasterized: a long label crossing a
// window tile costs the letters in the tile.
func (r *Renderer) drawString(dst *image.RGBA, fk faceKey, f font.Face, text string, dot fixed.Point26_6, c color.RGBA) {
	bl := newBlender(c)
	prev := rune(-1)
	b := dst.Bounds()
	// a glyph's ink stays within an em or so of its pen position
	em := fixed.I(int(math.Ceil(2 * fk.px)))
	for _, ch := range text {
		if prev >= 0 {
			dot.X += f.Kern(prev, ch)
		}
		prev = ch
		if dot.X-em > fixed.I(b.Max.X) {
			break // the rest of the line is further right
		}
		adv, _ := f.GlyphAdvance(ch)
		if dot.X+adv+em < fixed.I(b.Min.X) {
			dot.X += adv
			continue
		}
		g := r.glyph(fk, f, dot, ch)
		pen := image.Pt(dot.X.Floor(), dot.Y.Floor())
		dot.X += adv
		if !g.ok {
			continue
		}
		dr := g.dr.Add(pen)
		clip := dr.Intersect(b)
		if clip.Empty() {
			continue
		}
		mp := clip.Min.Sub(dr.Min)
		for y := clip.Min.Y; y < clip.Max.Y; y++ {
			row := dst.Pix[dst.PixOffset(clip.Min.X, y):]
			for x := clip.Min.X; x < clip.Max.X; x++ {
				mx, my := mp.X+x-clip.Min.X, mp.Y+y-clip.Min.Y
				ma := uint32(g.mask.Pix[g.mask.PixOffset(mx, my)]) * 0x101
				if ma != 0 {
					i := 4 * (x - clip.Min.X)
					bl.blend(row[i:i+4:i+4], ma)
				}
			}
		}
	}
}

// drawTurnedString draws text turned k quarter turns clockwise about the
// anchor p, its line starting dx pixels along the line from p and its
// baseline dy pixels below it, as the line would be unturned. The glyphs are
// rasterized upright, in the text's own frame, whose pixel grid a quarter
// turn lays exactly on the screen's.
func (r *Renderer) drawTurnedString(dst *image.RGBA, fk faceKey, f font.Face, text string, p vec, dx, dy float64, k int, c color.RGBA) {
	bl := newBlender(c)
	b := dst.Bounds()
	// the text's frame: pixel (0,0) of it is the screen pixel p lies in
	p0 := vec{math.Floor(p.x), math.Floor(p.y)}
	a := turnVec(p.sub(p0), -k)
	dot := fixed.Point26_6{X: fixed.Int26_6(math.Round((a.x + dx) * 64)), Y: fixed.Int26_6(math.Round((a.y + dy) * 64))}
	prev := rune(-1)
	for _, ch := range text {
		if prev >= 0 {
			dot.X += f.Kern(prev, ch)
		}
		prev = ch
		adv, _ := f.GlyphAdvance(ch)
		g := r.glyph(fk, f, dot, ch)
		pen := image.Pt(dot.X.Floor(), dot.Y.Floor())
		dot.X += adv
		if !g.ok {
			continue
		}
		dr := g.dr.Add(pen)
		for ly := dr.Min.Y; ly < dr.Max.Y; ly++ {
			for lx := dr.Min.X; lx < dr.Max.X; lx++ {
				ma := uint32(g.mask.Pix[g.mask.PixOffset(lx-dr.Min.X, ly-dr.Min.Y)]) * 0x101
				if ma == 0 {
					continue
				}
				// the screen pixel under this pixel's centre
				s := p0.add(turnVec(vec{float64(lx) + 0.5, float64(ly) + 0.5}, k))
				x, y := int(math.Floor(s.x)), int(math.Floor(s.y))
				if x < b.Min.X || y < b.Min.Y || x >= b.Max.X || y >= b.Max.Y {
					continue
				}
				i := dst.PixOffset(x, y)
				bl.blend(dst.Pix[i:i+4:i+4], ma)
			}
		}
	}
}

// turnVec turns a vector k quarter turns clockwise on screen (y down), as a
// turned render.View does.
func turnVec(a vec, k int) vec {
	return toVec(render.View{Scale: 1, Turn: k}.ToScreen(render.Point{X: a.x, Y: a.y}))
}
