package game

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/raster"
)

// MapPicture is a map's picture, drawn on the CPU (render/raster, as the
// export draws) and kept while the scene, the view and the place it is
// drawn stay the same. The hex and zone windows filled their hexagons,
// zones, patterns and labels as GPU paths every frame they drew: on a
// software renderer (Mesa's llvmpipe, as under Xvfb and on machines
// without a graphics card) a hex map took seconds and a zone map half a
// second a frame, so the first frame came late and drags stuttered. The
// rasteriser takes tens of milliseconds, and only when the picture
// changes.
type MapPicture struct {
	r   *raster.Renderer
	buf *image.RGBA
	img *ebiten.Image
	// what img shows
	scene *render.Scene
	view  render.View
	bg    color.RGBA
}

// NewMapPicture is a map picture drawn with the fonts given.
func NewMapPicture(regularTTF, boldTTF []byte) (MapPicture, error) {
	r, err := raster.New(regularTTF, boldTTF)
	return MapPicture{r: r}, err
}

// Draw draws scene s seen through v (in dst's coordinates, as Ebitengine's
// sub-images keep them) over bg into all of dst, painting the picture again
// only when s, v, bg or dst's bounds changed. A scene changes by being
// built again: s is compared by pointer.
func (p *MapPicture) Draw(dst *ebiten.Image, s *render.Scene, v render.View, bg color.RGBA) {
	b := dst.Bounds()
	if b.Empty() {
		return
	}
	if p.img == nil || p.img.Bounds().Size() != b.Size() {
		p.Release()
		p.img = ebiten.NewImage(b.Dx(), b.Dy())
		p.buf = image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		p.scene = nil
	}
	// the picture's own view: the same scale and turn, moved to its corner
	pv := render.View{Scale: v.Scale, Offset: render.Point{X: v.Offset.X - float64(b.Min.X), Y: v.Offset.Y - float64(b.Min.Y)}, Turn: v.Turn}
	if p.scene != s || p.view != pv || p.bg != bg {
		FillRGBA(p.buf, bg)
		p.r.Draw(p.buf, s, pv)
		p.img.WritePixels(p.buf.Pix)
		p.scene, p.view, p.bg = s, pv, bg
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	op.Blend = ebiten.BlendCopy
	dst.DrawImage(p.img, op)
}

// Release frees the picture's image (a window showing another map).
func (p *MapPicture) Release() {
	if p.img != nil {
		p.img.Deallocate()
		p.img = nil
	}
}

// FillRGBA fills every pixel of img with c.
func FillRGBA(img *image.RGBA, c color.RGBA) {
	pix := img.Pix
	for i := 0; i < len(pix); i += 4 {
		pix[i], pix[i+1], pix[i+2], pix[i+3] = c.R, c.G, c.B, c.A
	}
}
