package game

import (
	"fmt"
	"image/color"

	"github.com/ebitenui/ebitenui"
	euiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// statusText is a window's status lines as ebitenui text: a strip of the
// window in its own colour with lines already wrapped to it, each a fixed
// height, so that the strip does not jump as its words change. The
// widgets are built again only when a line or the strip changes.
type statusText struct {
	ui    *ebitenui.UI
	built string
}

// statusLook is where a status strip lies and how its text looks: the
// strip, the room above the first line and before every line, each
// line's height and its text's size (pixels, already scaled), the
// strip's and the text's colours and the renderer's faces.
type statusLook struct {
	area             Area
	top, left, lineH float64
	px               float64
	back, ink        color.Color
	font             func(px float64, bold bool) *text.GoTextFace
	w, h             int
}

// draw draws lines in the strip.
func (s *statusText) draw(screen *ebiten.Image, lines []statusLine, l statusLook) {
	key := fmt.Sprint(l.area, l.top, l.left, l.lineH, l.px, l.back, l.ink, l.w, l.h, lines)
	if key != s.built {
		s.built = key
		a := l.area
		root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{
			Left: int(a.X), Top: int(a.Y), Right: max(0, l.w-int(a.X+a.W+0.5)), Bottom: max(0, l.h-int(a.Y+a.H+0.5)),
		}))))
		strip := widget.NewContainer(
			widget.ContainerOpts.BackgroundImage(euiimage.NewNineSliceColor(l.back)),
			widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical),
				widget.RowLayoutOpts.Padding(&widget.Insets{Top: int(l.top + 0.5), Left: int(l.left + 0.5)}))),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{StretchHorizontal: true, StretchVertical: true})))
		for _, line := range lines {
			var f text.Face = l.font(l.px, line.bold)
			strip.AddChild(widget.NewText(widget.TextOpts.Text(line.text, &f, l.ink),
				widget.TextOpts.Position(widget.TextPositionStart, widget.TextPositionCenter),
				widget.TextOpts.WidgetOpts(widget.WidgetOpts.MinSize(1, int(l.lineH+0.5)))))
		}
		root.AddChild(strip)
		s.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
	}
	s.ui.Draw(screen)
}
