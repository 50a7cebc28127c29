package raster

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"math"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/f64"
	"golang.org/x/image/vector"

	"github.com/battlemap/battlemap/render"
)

// Renderer draws scenes into images. It keeps the fonts, the text faces made
// from them (one per pixel size) and scratch buffers between calls, so one
// Renderer serves many images. A Renderer is not safe for concurrent use:
// make one per goroutine.
type Renderer struct {
	regular, bold *opentype.Font
	faces         map[faceKey]font.Face
	glyphs        map[glyphKey]glyphMask
	widths        map[textWidthKey]float64

	z      vector.Rasterizer
	mask   image.Alpha
	opaque image.Uniform
	pts    []vec    // the current shape's points, in pixels
	polys  []vec    // closed outlines to fill together, back to back
	ends   []int    // where each outline in polys ends
	cover  []uint32 // per-column coverage of a rectangle

	// scratch for fills in bands (bands.go)
	bandStart, bandFill, bandPieces []int32
	clipped, scratch                []vec
	clippedEnds                     []int
	spans                           []pieceSpan
	cluster                         []vec
	clusterEnds                     []int

	// scratch for stacks of fills (stack.go)
	stackRects []stackRect
	hair       []uint8 // coverage of hairlines (hairline.go)
	hairSegs   []vec   // the segments of hairlines on the picture (hairline.go)
	// the colours of a run of the same lines, blended in turn at each
	// pixel's coverage (drawSame), and their tables by coverage
	multi    []blender
	multiInk []color.RGBA
	luts     [256]*[4][256]uint8
	table    [4][256]uint8

	// blended counts the pixels blended over, a pixel once for each
	// shape or stack of fills that covers it (tests bound it).
	blended int
}

// New makes a renderer from TrueType or OpenType font data for regular and
// bold text (assets.Fonts gives the Go fonts the window uses).
func New(regularTTF, boldTTF []byte) (*Renderer, error) {
	reg, err := opentype.Parse(regularTTF)
	if err != nil {
		return nil, fmt.Errorf("raster: regular font: %w", err)
	}
	bold, err := opentype.Parse(boldTTF)
	if err != nil {
		return nil, fmt.Errorf("raster: bold font: %w", err)
	}
	return &Renderer{regular: reg, bold: bold, faces: map[faceKey]font.Face{}, opaque: image.Uniform{C: color.Alpha{A: 255}}}, nil
}

// Render draws the scene through v into a new w x h image: the scene's
// background everywhere, then its shapes.
func (r *Renderer) Render(s *render.Scene, v render.View, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 0), max(h, 0)))
	fill(img, s.Background)
	r.Draw(img, s, v)
	return img
}

// WritePNG renders the scene through v at w x h pixels and writes it as a
// PNG. The file records its resolution as v.Scale pixels per inch, so that
// it prints at one inch per square, the usual battle-mat scale.
func (r *Renderer) WritePNG(out io.Writer, s *render.Scene, v render.View, w, h int) error {
	// encoding takes longer than drawing: encodePNG filters and deflates
	// on all cores, at the fastest compression (the best saves about 7% of
	// the file for half as long again)
	if err := encodePNG(out, r.Render(s, v, w, h), uint32(math.Round(v.Scale/0.0254))); err != nil {
		return fmt.Errorf("raster: write PNG: %w", err)
	}
	return nil
}

// WritePNGOver is WritePNG with under drawn first, over the background and
// beneath the scene's shapes (an exporter draws a large map's squares
// there, band by band).
func (r *Renderer) WritePNGOver(out io.Writer, s *render.Scene, v render.View, w, h int, under func(dst *image.RGBA)) error {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 0), max(h, 0)))
	fill(img, s.Background)
	under(img)
	r.Draw(img, s, v)
	if err := encodePNG(out, img, uint32(math.Round(v.Scale/0.0254))); err != nil {
		return fmt.Errorf("raster: write PNG: %w", err)
	}
	return nil
}

// Draw draws the scene's shapes (not its background) onto dst through v,
// blending over what is there.
func (r *Renderer) Draw(dst *image.RGBA, s *render.Scene, v render.View) {
	for i := 0; i < len(s.Shapes); i++ {
		sh := &s.Shapes[i]
		if len(sh.Points) == 0 {
			continue
		}
		if n := sameRun(s.Shapes[i:min(i+minStack, len(s.Shapes))]); n == minStack {
			n = sameRun(s.Shapes[i:])
			r.drawSame(dst, s.Shapes[i:i+n], v)
			i += n - 1
			continue
		}
		if n := stackRun(s.Shapes[i:min(i+minStack, len(s.Shapes))], v); n == minStack {
			n = stackRun(s.Shapes[i:], v)
			r.stack(dst, s.Shapes[i:i+n], v)
			i += n - 1
			continue
		}
		switch sh.Kind {
		case render.Polygon:
			r.polygon(dst, sh, v)
		case render.Polyline:
			if sh.Hairline {
				r.hairlines(dst, sh, v)
				break
			}
			r.polyline(dst, sh, v)
		case render.Circle:
			r.circle(dst, sh, v)
		case render.Text:
			r.text(dst, sh, v)
		case render.Image:
			picture(dst, sh, v)
		}
	}
}

// picture draws an Image shape: its picture stretched over Points[0] to
// Points[1], clipped to Points[2] to Points[3], bilinear (a smooth
// picture at any zoom; a tile of a large map costs only its own pixels).
func picture(dst *image.RGBA, sh *render.Shape, v render.View) {
	if sh.Picture == nil || sh.Picture.Image == nil || len(sh.Points) < 4 {
		return
	}
	src := sh.Picture.Image
	sb := src.Bounds()
	c := v.ScreenRect(render.Rect{Min: sh.Points[2], Max: sh.Points[3]})
	clip := image.Rect(int(math.Round(c.Min.X)), int(math.Round(c.Min.Y)), int(math.Round(c.Max.X)), int(math.Round(c.Max.Y))).Intersect(dst.Bounds())
	if clip.Empty() || sb.Empty() {
		return
	}
	a, b, tx, d, e, ty := render.PictureAffine(sh, sb.Dx(), sb.Dy(), v)
	s2d := f64.Aff3{a, b, tx - a*float64(sb.Min.X) - b*float64(sb.Min.Y), d, e, ty - d*float64(sb.Min.X) - e*float64(sb.Min.Y)}
	xdraw.ApproxBiLinear.Transform(dst.SubImage(clip).(*image.RGBA), s2d, src, sb, xdraw.Over, nil)
}
