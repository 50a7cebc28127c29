package drawsteel

import (
	"fmt"
	"image/color"

	"github.com/battlemap/battlemap/game"

	"github.com/ebitenui/ebitenui"
	euiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// drawHelp lists every key binding, from the keymap table itself, in two
// columns sized to the window, as ebitenui text over the map: the text
// shrinks (never below 11 pixels) until every row fits, so it all shows at
// 1280x720.
func (g *Game) drawHelp(screen *ebiten.Image) {
	rows := game.HelpRows(g.Keymap, game.SquareWindow)
	per := (len(rows) + 1) / 2
	const top, margin = 74.0, 40.0
	mouseH := float64(len(game.HelpMouse(nil))) * 24
	// a UI scale too large for every row to show at 11 pixels is made
	// smaller for the page
	sc := min(g.uiScale, float64(g.H)/(11*1.55*float64(per)+top+mouseH+30))
	W, H := float64(g.W)/sc, float64(g.H)/sc // in unscaled pixels
	px := min(17, (H-top-mouseH-30)/float64(per)/1.55)
	colW := (W - 2*margin) / 2
	width := func(s string, px float64) float64 { return text.Advance(s, g.renderer.Face(px*sc, true)) / sc }
	for ; px > 11; px -= 0.5 {
		keyW, fits := 0.0, true
		for _, r := range rows {
			keyW = max(keyW, width(r[0], px))
		}
		for _, r := range rows {
			if keyW+px+width(r[1], px) > colW-px {
				fits = false
				break
			}
		}
		if fits {
			break
		}
	}
	mouse := game.HelpMouse(g.Keymap)
	keyW := 0.0
	for _, r := range rows {
		keyW = max(keyW, width(r[0], px))
	}
	look := fmt.Sprint(g.W, g.H, sc, px, rows, mouse, g.colors())
	h := &g.Files.Help
	if h.Ui == nil || h.Look != look {
		h.Ui, h.Look = g.helpUI(rows, mouse, sc, px, colW, keyW), look
	}
	h.Ui.Draw(screen)
}

// helpUI builds the help page: the title, the keys in two columns of
// (keys, what they do) and the mouse's lines at the foot.
func (g *Game) helpUI(rows [][2]string, mouse [4]string, sc, px, colW, keyW float64) *ebitenui.UI {
	c := g.colors()
	face := func(px float64) *text.Face {
		var f text.Face = g.renderer.Face(px*sc, true)
		return &f
	}
	line := func(s string, px float64, ink color.Color) *widget.Text {
		return widget.NewText(widget.TextOpts.Text(s, face(px), ink))
	}
	wrapped := func(s string, px float64, ink color.Color, w float64) *widget.Text {
		return widget.NewText(widget.TextOpts.Text(s, face(px), ink), widget.TextOpts.MaxWidth(w*sc))
	}
	root := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(euiimage.NewNineSliceColor(c.HelpBack)),
		widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{Left: int(40 * sc), Right: int(40 * sc), Top: int(22 * sc), Bottom: int(8 * sc)}))),
	)
	page := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical), widget.RowLayoutOpts.Spacing(int(18*sc)))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{StretchHorizontal: true})),
	)
	page.AddChild(line("Keys  (? or Esc closes)", 26, c.PanelTitle))
	per := (len(rows) + 1) / 2
	cols := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Stretch([]bool{false, false}, nil))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
	for col := range 2 {
		grid := widget.NewContainer(widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(int(colW*sc), 0)), widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(2),
			widget.GridLayoutOpts.Spacing(int(px*sc), int(px*sc*0.55)),
			widget.GridLayoutOpts.Stretch([]bool{false, true}, nil),
		)))
		for i := col * per; i < min(len(rows), (col+1)*per); i++ {
			grid.AddChild(line(rows[i][0], px, c.PanelTitle), wrapped(rows[i][1], px, c.PanelInk, colW-keyW-2*px))
		}
		cols.AddChild(grid)
	}
	page.AddChild(cols)
	root.AddChild(page)
	foot := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical), widget.RowLayoutOpts.Spacing(int(6*sc)))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{StretchHorizontal: true, VerticalPosition: widget.AnchorLayoutPositionEnd})),
	)
	for _, l := range mouse {
		foot.AddChild(widget.NewText(widget.TextOpts.Text(l, face(min(16, px)), c.PanelDim), widget.TextOpts.MaxWidth(colW*2*sc)))
	}
	root.AddChild(foot)
	return &ebitenui.UI{Container: root, DisableDefaultFocus: true}
}
