package game

import (
	"fmt"
	"image/color"

	"github.com/battlemap/battlemap/render"
	"github.com/ebitenui/ebitenui"
	euiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// StatusText is a window's status lines as ebitenui text: a strip of the
// window in its own colour with lines already wrapped to it, each a fixed
// height, so that the strip does not jump as its words change. The
// widgets are built again only when a line or the strip changes.
type StatusText struct {
	ui    *ebitenui.UI
	built string
}

// StatusLook is where a status strip lies and how its text looks: the
// strip, the room above the first line and before every line, each
// line's height and its text's size (pixels, already scaled), the
// strip's and the text's colours and the renderer's faces.
type StatusLook struct {
	Area             Area
	Top, Left, LineH float64
	Px               float64
	Back, Ink        color.Color
	Font             func(px float64, bold bool) *text.GoTextFace
	W, H             int
}

// Draw draws lines in the strip.
func (s *StatusText) Draw(screen *ebiten.Image, lines []StatusLine, l StatusLook) {
	key := fmt.Sprint(l.Area, l.Top, l.Left, l.LineH, l.Px, l.Back, l.Ink, l.W, l.H, lines)
	if key != s.built {
		s.built = key
		a := l.Area
		root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{
			Left: int(a.X), Top: int(a.Y), Right: max(0, l.W-int(a.X+a.W+0.5)), Bottom: max(0, l.H-int(a.Y+a.H+0.5)),
		}))))
		strip := widget.NewContainer(
			widget.ContainerOpts.BackgroundImage(euiimage.NewNineSliceColor(l.Back)),
			widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical),
				widget.RowLayoutOpts.Padding(&widget.Insets{Top: int(l.Top + 0.5), Left: int(l.Left + 0.5)}))),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{StretchHorizontal: true, StretchVertical: true})))
		for _, line := range lines {
			var f text.Face = l.Font(l.Px, line.Bold)
			strip.AddChild(widget.NewText(widget.TextOpts.Text(line.Text, &f, l.Ink),
				widget.TextOpts.Position(widget.TextPositionStart, widget.TextPositionCenter),
				widget.TextOpts.WidgetOpts(widget.WidgetOpts.MinSize(1, int(l.LineH+0.5)))))
		}
		root.AddChild(strip)
		s.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
	}
	s.ui.Draw(screen)
}

// StatusLine is one wrapped line of the status panel; bold: of its first
// line.
type StatusLine struct {
	Text string
	Bold bool
}

// statusPx is the status bar's text size; turnStripH the turn strip's
// height (both in pixels at UI scale 1).
const (
	StatusPx   = 19
	TurnStripH = 34
)

// ScreenOverlap reports whether screen rectangles a and b overlap.
func ScreenOverlap(a, b render.Rect) bool {
	return a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y
}
