package game

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/render"
)

// testPicture is a map picture with the bundled fonts.
func testPicture(t *testing.T) MapPicture {
	t.Helper()
	reg, bold := assets.Fonts()
	p, err := NewMapPicture(reg, bold)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestMapPictureDrawsWhereTheViewSays: a square of the scene lands in the
// picture where the view puts it on screen, less the corner of the
// sub-image the picture is drawn into (Ebitengine's sub-images keep the
// screen's coordinates), with the background around it; the picture is
// painted again only when the scene, view or background changes. (The
// window tests check the pixels on screen: reading them needs the game
// loop.)
func TestMapPictureDrawsWhereTheViewSays(t *testing.T) {
	red, bg := color.RGBA{200, 30, 30, 255}, color.RGBA{10, 20, 30, 255}
	s := &render.Scene{}
	s.AddRect(render.Rect{Min: render.Point{X: 1, Y: 1}, Max: render.Point{X: 2, Y: 2}}, red, red, 0)
	screen := ebiten.NewImage(200, 100)
	sub := screen.SubImage(image.Rect(50, 20, 150, 100)).(*ebiten.Image)
	v := render.View{Scale: 10, Offset: render.Point{X: 50, Y: 20}} // map (1,1) at screen (60,30)
	p := testPicture(t)
	p.Draw(sub, s, v, bg)
	check := func(when string, cases ...struct {
		x, y int // on screen
		want color.RGBA
	}) {
		t.Helper()
		if got := p.buf.Bounds().Size(); got != (image.Point{100, 80}) {
			t.Fatalf("%s: picture size %v, want the sub-image's 100x80", when, got)
		}
		for _, c := range cases {
			if got := p.buf.RGBAAt(c.x-50, c.y-20); got != c.want {
				t.Errorf("%s: screen pixel %d,%d = %v, want %v", when, c.x, c.y, got, c.want)
			}
		}
	}
	type px = struct {
		x, y int
		want color.RGBA
	}
	check("drawn", px{65, 35, red}, px{55, 25, bg}, px{75, 45, bg}, px{140, 90, bg})
	p.buf.SetRGBA(0, 0, color.RGBA{1, 2, 3, 255}) // a mark a new painting would cover
	p.Draw(sub, s, v, bg)
	check("the same scene and view", px{50, 20, color.RGBA{1, 2, 3, 255}})
	moved := v
	moved.Offset.X += 20
	p.Draw(sub, s, moved, bg)
	check("panned 20 px right", px{85, 35, red}, px{65, 35, bg}, px{50, 20, bg})
	p.Draw(sub, &render.Scene{}, moved, bg)
	check("a scene built again", px{85, 35, bg})
}
