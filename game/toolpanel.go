// A tool panel is a column of ebitenui rows (text, and rows of large
// buttons) in a part of the window: the hex window's play panel and map
// palette, the zone window's bar and palette. The window says every frame
// what the panel holds (toolRow); the widgets are built again only when
// that changes, and a button pressed runs what the window's row says now.
// The rows marked head stay in view; the rest scroll (the wheel, a finger
// or the mouse dragged on the panel) when taller than the panel.

package game

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/ebitenui/ebitenui"
	euiimage "github.com/ebitenui/ebitenui/image"
	euiinput "github.com/ebitenui/ebitenui/input"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/game/gesture"
)

// toolRow is one row of a tool panel: a line of text, or buttons.
type toolRow struct {
	// text is a line of text (wrapped to the panel); right a figure at
	// its right end.
	text, right string
	px          float64 // the text's size at UI scale 1 (0: toolTextPx)
	ink         textInk
	bold        bool
	// label is a bold word in the first column of a row of buttons.
	label string
	// rects, when set, are where the buttons lie on the screen, laid out
	// by the window (the zone bar's rows of buttons as wide as their
	// labels, flowRows); a button that does nothing (do nil) is a box
	// with a label, a title a heading.
	rects []Area
	// weights, when set, are the buttons' shares of the row's width (a
	// field's figure, do nil, in a box, its − and + beside it).
	weights []float64
	cols    int // the buttons' columns (0: one per button)
	buttons []paletteButton
	// head rows stay above the page that scrolls.
	head bool
	// gap is a little room above the row.
	gap bool
}

// Sizes of a tool panel at UI scale 1, in pixels.
const (
	toolTextPx   = 19
	toolButtonPx = 19
	toolPad      = 12
	toolGap      = 6
)

// toolPanel is a tool panel's widgets and state.
type toolPanel struct {
	ui                *ebitenui.UI
	side, head, body  *widget.Container
	scroll            *widget.ScrollContainer
	built             string
	th                uiTheme
	area              Area
	widgets           []*widget.Button
	model             []paletteButton // the buttons as last said, in the widgets' order
	inBody            []bool
	clicked           []int
	drag              panelDragState
	scrolled, pressed bool
	fingers           []gesture.Touch
	// clear leaves the panel's background to what is drawn under it.
	clear bool
}

// newToolPanel is an empty panel reading input in (the mouse, the
// script's pointer, a finger as the left button).
func newToolPanel(in Input) *toolPanel {
	euiinput.SetCursorUpdater(&touchPointer{in: in})
	return &toolPanel{}
}

// set says what the panel holds and where, in a window w x h, at the
// theme th with buttons btnH pixels high. It builds the widgets again
// only when something shown changed. A window sets it when it draws, so
// that a press in the next Update meets the widgets it was aimed at.
func (p *toolPanel) set(rows []toolRow, area Area, th uiTheme, btnH, w, h int) {
	var key strings.Builder
	fmt.Fprint(&key, area, th.scale, th.colors, btnH, w, h, p.clear)
	p.model = p.model[:0]
	for _, r := range rows {
		fmt.Fprintf(&key, "|%q %q %g %d %v %q %d %v %v %v %v", r.text, r.right, r.px, r.ink, r.bold, r.label, r.cols, r.head, r.gap, r.rects, r.weights)
		for _, b := range r.buttons {
			fmt.Fprintf(&key, "/%q %q %q %v %v %v %v", b.name, b.label, b.right, b.on, b.off, b.title, b.do == nil)
			if (r.rects == nil && r.weights == nil) || (b.do != nil && !b.title) {
				p.model = append(p.model, b) // in the widgets' order
			}
		}
	}
	if key.String() == p.built {
		return
	}
	top := 0.0
	if p.scroll != nil {
		top = p.scroll.ScrollTop
	}
	p.built, p.th, p.area = key.String(), th, area
	p.build(rows, btnH, w, h)
	p.scroll.ScrollTop = top
}

// build makes the widgets for rows.
func (p *toolPanel) build(rows []toolRow, btnH, w, h int) {
	th, a := p.th, p.area
	sc := th.scale
	pad, gap := int(toolPad*sc), int(toolGap*sc)
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{
		Left: int(a.X), Top: int(a.Y), Right: max(0, w-int(math.Ceil(a.X+a.W))), Bottom: max(0, h-int(math.Ceil(a.Y+a.H))),
	}))))
	column := func() *widget.Container {
		return widget.NewContainer(
			widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical), widget.RowLayoutOpts.Spacing(gap))),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	}
	var back *euiimage.NineSlice
	if !p.clear {
		back = euiimage.NewNineSliceColor(th.colors.Panel)
	}
	p.side = widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(back),
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(pad)), widget.RowLayoutOpts.Spacing(gap))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{StretchHorizontal: true, StretchVertical: true})),
	)
	p.head, p.body = column(), column()
	p.scroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(p.body),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: euiimage.NewNineSliceColor(th.colors.Panel), Mask: euiimage.NewNineSliceColor(color.White)}),
	)
	p.widgets, p.inBody = p.widgets[:0], p.inBody[:0]
	if len(rows) > 0 && rows[0].rects != nil {
		// the window laid the buttons out: ebitenui puts them there
		placed := &placedLayout{}
		p.side = widget.NewContainer(widget.ContainerOpts.BackgroundImage(back), widget.ContainerOpts.Layout(placed),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{StretchHorizontal: true, StretchVertical: true})))
		for _, r := range rows {
			p.placeRow(r, placed)
		}
		root.AddChild(p.side)
		p.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
		return
	}
	inner := a.W - 2*float64(pad)
	for _, r := range rows {
		dst := p.body
		if r.head {
			dst = p.head
		}
		if r.gap {
			dst.AddChild(widget.NewContainer(widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(1, gap))))
		}
		if len(r.buttons) == 0 {
			dst.AddChild(p.textRow(r, inner))
			continue
		}
		if r.weights != nil {
			dst.AddChild(p.weightedRow(r, inner, btnH, gap, !r.head))
			continue
		}
		dst.AddChild(p.buttonRow(r, inner, btnH, !r.head))
	}
	p.side.AddChild(p.head)
	if len(p.body.Children()) > 0 {
		headH := 0
		if len(p.head.Children()) > 0 {
			_, headH = p.head.PreferredSize()
			headH += gap
		}
		p.scroll.GetWidget().LayoutData = widget.RowLayoutData{Stretch: true, MaxHeight: max(1, int(a.H)-2*pad-headH)}
		p.side.AddChild(p.scroll)
	}
	root.AddChild(p.side)
	// Tab and Enter belong to the map: they never move the focus onto a
	// button or press one
	p.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
}

// textRow is a line of text, wrapped to inner pixels, with its figure at
// the right end.
func (p *toolPanel) textRow(r toolRow, inner float64) widget.PreferredSizeLocateableWidget {
	px := r.px
	if px == 0 {
		px = toolTextPx
	}
	face, ink := p.th.face(px, r.bold), p.th.ink(r.ink)
	if r.right == "" {
		return widget.NewText(widget.TextOpts.Text(r.text, face, ink), widget.TextOpts.MaxWidth(inner))
	}
	rw := text.Advance(r.right, p.th.font(px*p.th.scale, r.bold)) + 12*p.th.scale
	row := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Stretch([]bool{true, false}, nil))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	row.AddChild(widget.NewText(widget.TextOpts.Text(r.text, face, ink), widget.TextOpts.MaxWidth(math.Max(inner-rw, inner/3))),
		widget.NewText(widget.TextOpts.Text(r.right, face, ink), widget.TextOpts.Position(widget.TextPositionEnd, widget.TextPositionStart)))
	return row
}

// buttonRow is a row's buttons in its columns, each as wide as a column
// and btnH high, after its label.
func (p *toolPanel) buttonRow(r toolRow, inner float64, btnH int, scrolled bool) widget.PreferredSizeLocateableWidget {
	th := p.th
	sc := th.scale
	gap := float64(int(toolGap * sc))
	cols := r.cols
	if cols == 0 {
		cols = len(r.buttons)
		if r.label != "" {
			cols++
		}
	}
	cw := math.Floor((inner - gap*float64(cols-1)) / float64(cols))
	stretch := make([]bool, cols)
	for i := range stretch {
		stretch[i] = true
	}
	grid := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(cols), widget.GridLayoutOpts.Spacing(int(gap), int(gap)),
			widget.GridLayoutOpts.Stretch(stretch, nil))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	cell := 0
	label := func(s string) {
		grid.AddChild(widget.NewText(widget.TextOpts.Text(s, th.face(toolTextPx, true), th.colors.PanelInk),
			widget.TextOpts.Position(widget.TextPositionStart, widget.TextPositionCenter),
			widget.TextOpts.WidgetOpts(widget.WidgetOpts.MinSize(int(cw), btnH))))
		cell++
	}
	if r.label != "" {
		label(r.label)
	}
	for _, b := range r.buttons {
		if r.label != "" && cell%cols == 0 {
			label("")
		}
		p.widgets = append(p.widgets, p.button(b, r.px, int(cw), btnH))
		p.inBody = append(p.inBody, scrolled)
		grid.AddChild(p.widgets[len(p.widgets)-1])
		cell++
	}
	return grid
}

// button is b as a widget cw x btnH pixels: its label and figure size
// pixels high at UI scale 1 (0: toolButtonPx, a sign or a number larger),
// smaller where that does not fit.
func (p *toolPanel) button(b paletteButton, size float64, cw, btnH int) *widget.Button {
	th := p.th
	sc := th.scale
	label := b.label
	if b.right != "" {
		label += "   " + b.right
	}
	px := float64(toolButtonPx)
	switch {
	case size > 0:
		px = size
	case len([]rune(label)) <= 2:
		px = px * 4 / 3
	}
	room := float64(cw) - 16*sc
	for px > 11 && text.Advance(label, th.font(px*sc, true)) > room {
		px-- // a long name in a narrow button
	}
	align := widget.TextPositionCenter
	if b.right != "" {
		// the name on the left, its figure at the right end
		align = widget.TextPositionStart
		f := th.font(px*sc, true)
		for text.Advance(label+" ", f) < room-4*sc {
			label = strings.Replace(label, "   "+b.right, "    "+b.right, 1)
			if text.Advance(label, f) >= room-4*sc {
				break
			}
		}
	}
	i := len(p.widgets)
	return widget.NewButton(
		widget.ButtonOpts.Image(th.images(b.on, b.off)),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.Text(label, th.face(px, true), th.inks(b.on, b.off)),
		widget.ButtonOpts.TextPosition(align, widget.TextPositionCenter),
		widget.ButtonOpts.TextPadding(&widget.Insets{Left: int(8 * sc), Right: int(8 * sc)}),
		widget.ButtonOpts.WidgetOpts(widget.WidgetOpts.MinSize(cw, btnH)),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { p.clicked = append(p.clicked, i) }),
	)
}

// weightedRow is a row of buttons sharing inner pixels by their weights,
// gap apart, btnH high; a button that does nothing is a box with its
// label.
func (p *toolPanel) weightedRow(r toolRow, inner float64, btnH, gap int, scrolled bool) widget.PreferredSizeLocateableWidget {
	th := p.th
	sc := th.scale
	row := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionHorizontal), widget.RowLayoutOpts.Spacing(gap))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	total := 0.0
	for _, w := range r.weights {
		total += w
	}
	room := inner - float64(gap*(len(r.buttons)-1))
	for i, b := range r.buttons {
		w := int(math.Floor(room * r.weights[i] / total))
		if b.do != nil {
			px := 0.0
			if len([]rune(b.label)) > 2 {
				px = r.px
			}
			p.widgets = append(p.widgets, p.button(b, px, w, btnH))
			p.inBody = append(p.inBody, scrolled)
			row.AddChild(p.widgets[len(p.widgets)-1])
			continue
		}
		// a figure the buttons beside it change: a box, no button
		box := widget.NewContainer(
			widget.ContainerOpts.BackgroundImage(euiimage.NewBorderedNineSliceColor(th.colors.Panel, th.colors.ButtonEdge, int(math.Max(1, math.Round(sc))))),
			widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{Left: int(10 * sc)}))),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(w, btnH)))
		box.AddChild(widget.NewText(widget.TextOpts.Text(p.clip(b.label, r.px, float64(w)-20*sc), th.face(r.px, true), th.colors.PanelInk),
			widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{VerticalPosition: widget.AnchorLayoutPositionCenter}))))
		row.AddChild(box)
	}
	return row
}

// placeRow adds the row's buttons, boxes and headings to placed, each
// at its rectangle: text as large as its height lets it be (a sign or a
// number larger), cut with an ellipsis where too long.
func (p *toolPanel) placeRow(r toolRow, placed *placedLayout) {
	th := p.th
	sc := th.scale
	for i, b := range r.buttons {
		at := r.rects[i]
		rect := image.Rect(int(math.Round(at.X)), int(math.Round(at.Y)), int(math.Round(at.X+at.W)), int(math.Round(at.Y+at.H)))
		w, h := rect.Dx(), rect.Dy()
		px := math.Min(r.px, float64(h)*0.48/sc)
		var cell widget.PreferredSizeLocateableWidget
		switch {
		case b.title:
			px = math.Min(r.px*1.15, float64(h)*0.5/sc)
			box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{Left: int(4 * sc)}))))
			box.AddChild(widget.NewText(widget.TextOpts.Text(p.clip(b.label, px, float64(w)-8*sc), th.face(px, true), th.colors.PanelTitle),
				widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{VerticalPosition: widget.AnchorLayoutPositionCenter}))))
			cell = box
		case b.do == nil:
			// a figure the buttons beside it change: a box, no button
			box := widget.NewContainer(
				widget.ContainerOpts.BackgroundImage(euiimage.NewBorderedNineSliceColor(th.colors.Panel, th.colors.ButtonEdge, int(math.Max(1, math.Round(sc))))),
				widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{Left: int(10 * sc)}))))
			box.AddChild(widget.NewText(widget.TextOpts.Text(p.clip(b.label, px, float64(w)-20*sc), th.face(px, true), th.colors.PanelInk),
				widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{VerticalPosition: widget.AnchorLayoutPositionCenter}))))
			cell = box
		default:
			if len([]rune(b.label)) <= 3 {
				px = math.Min(r.px*1.6, float64(h)*0.7/sc) // a sign or a number: larger
			}
			bt := p.button(b, px, w, h)
			p.widgets = append(p.widgets, bt)
			p.inBody = append(p.inBody, false)
			cell = bt
		}
		placed.rects = append(placed.rects, rect)
		p.side.AddChild(cell)
	}
}

// placedLayout lays each widget out at its own rectangle, in screen
// pixels: where the window laid it out (ebitenui has no layout that
// fills rows with buttons as wide as their labels).
type placedLayout struct{ rects []image.Rectangle }

func (l *placedLayout) PreferredSize([]widget.PreferredSizeLocateableWidget) (int, int) {
	var all image.Rectangle
	for _, r := range l.rects {
		all = all.Union(r)
	}
	return all.Dx(), all.Dy()
}

func (l *placedLayout) Layout(ws []widget.PreferredSizeLocateableWidget, _ image.Rectangle) {
	for i, w := range ws {
		if i < len(l.rects) {
			w.SetLocation(l.rects[i])
		}
	}
}

// clip is s cut with an ellipsis to fit width pixels at px (bold).
func (p *toolPanel) clip(s string, px, width float64) string {
	f := p.th.font(px*p.th.scale, true)
	if text.Advance(s, f) <= width {
		return s
	}
	r := []rune(s)
	for n := len(r) - 1; n > 0; n-- {
		if t := string(r[:n]) + "…"; text.Advance(t, f) <= width {
			return t
		}
	}
	return "…"
}

// update lets ebitenui read this frame's input, scrolls the page by the
// left button dragged on it and by the wheel over it, and runs what the
// buttons clicked do (none after a press that scrolled the page).
func (p *toolPanel) update(in Input) {
	if p.ui == nil {
		return
	}
	p.clicked = p.clicked[:0]
	p.ui.Update()
	x, y := in.Cursor()
	fx, fy := float64(x), float64(y)
	d := &p.drag
	switch {
	case in.MouseJustPressed(ebiten.MouseButtonLeft):
		*d = panelDragState{on: p.over(fx, fy), y: fy}
	case in.MouseDown(ebiten.MouseButtonLeft) && d.on:
		if d.scrolling || math.Abs(fy-d.y) > 12*p.th.scale {
			d.scrolling = true
			p.scrollBy(d.y - fy)
			p.scrolled = true
			d.y = fy
		}
	default:
		*d = panelDragState{}
	}
	if w := in.Wheel(); w != 0 && p.over(fx, fy) {
		p.scrollBy(-w * 48 * p.th.scale)
	}
	if !p.scrolled {
		for _, i := range p.clicked {
			if i < len(p.model) && p.model[i].do != nil {
				p.model[i].do()
			}
		}
	}
	p.fingers = in.Touches(p.fingers[:0])
	if !in.MouseDown(ebiten.MouseButtonLeft) && len(p.fingers) == 0 {
		p.scrolled = false // the press is over
	}
}

// fingerScroll scrolls the page by a finger dragged dy pixels up.
func (p *toolPanel) fingerScroll(dy float64) {
	p.scrollBy(dy)
	p.scrolled = true
}

// over reports whether pixel x, y is on the panel.
func (p *toolPanel) over(x, y float64) bool {
	return p.ui != nil && p.area.Contains(x, y)
}

// overflow is how many pixels of the page lie below the panel's view (0
// when it fits), as last laid out.
func (p *toolPanel) overflow() int {
	if p.scroll == nil {
		return 0
	}
	return max(0, p.scroll.ContentRect().Dy()-p.scroll.ViewRect().Dy())
}

// scrollBy moves the page dy pixels up.
func (p *toolPanel) scrollBy(dy float64) {
	if over := p.overflow(); over > 0 {
		p.scroll.ScrollTop = math.Min(1, math.Max(0, p.scroll.ScrollTop+dy/float64(over)))
	}
}

// reveal scrolls the page so that the button i is whole in view, and
// reports whether it had to move.
func (p *toolPanel) reveal(i int) bool {
	if i >= len(p.widgets) || !p.inBody[i] {
		return false
	}
	r, view := p.widgets[i].GetWidget().Rect, p.scroll.ViewRect()
	over := p.overflow()
	if r.In(view) || over == 0 {
		return false
	}
	top := float64(r.Min.Y-p.scroll.ContentRect().Min.Y) - float64(view.Dy()-r.Dy())/2
	was := p.scroll.ScrollTop
	p.scroll.ScrollTop = math.Min(1, math.Max(0, top/float64(over)))
	return math.Abs(p.scroll.ScrollTop-was)*float64(over) >= 1 // no further: as near as it comes
}

// buttons are the panel's buttons where they were last drawn; those of
// the page that scrolls with the view they show through (clip).
func (p *toolPanel) buttons() []paletteButton {
	out := make([]paletteButton, 0, len(p.widgets))
	var view Area
	if p.scroll != nil {
		v := p.scroll.ViewRect()
		view = Area{float64(v.Min.X), float64(v.Min.Y), float64(v.Dx()), float64(v.Dy())}
	}
	for i, w := range p.widgets {
		if i >= len(p.model) {
			break
		}
		b := p.model[i]
		r := w.GetWidget().Rect
		b.rect = Area{float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())}
		if p.inBody[i] {
			b.clip = view
		}
		out = append(out, b)
	}
	return out
}

// find is the index of the button a script's words name.
func (p *toolPanel) find(words string) (int, bool) {
	if p == nil {
		return 0, false
	}
	for i, b := range p.model {
		if i < len(p.widgets) && b.matches(words) {
			return i, true
		}
	}
	return 0, false
}

// pixel is the middle of button i as last drawn, and whether it shows
// there.
func (p *toolPanel) pixel(i int) (int, int, bool) {
	r := p.widgets[i].GetWidget().Rect
	c := image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	if r.Empty() || (p.inBody[i] && !c.In(p.scroll.ViewRect())) {
		return 0, 0, false
	}
	return c.X, c.Y, true
}

// draw draws the panel, and beside a page taller than the panel a bar
// showing which part of it is in view.
func (p *toolPanel) draw(screen *ebiten.Image) {
	if p.ui == nil {
		return
	}
	p.ui.Draw(screen)
	over := p.overflow()
	if over == 0 {
		return
	}
	sc := p.th.scale
	view := p.scroll.ViewRect()
	vh := float64(view.Dy())
	barH := math.Max(24*sc, vh*vh/(vh+float64(over)))
	w := float32(6 * sc)
	x := float32(p.area.X+p.area.W) - w - float32(3*sc)
	y := float32(float64(view.Min.Y) + p.scroll.ScrollTop*(vh-barH))
	vector.FillRect(screen, x, float32(view.Min.Y), w, float32(vh), p.th.colors.Button, false)
	vector.FillRect(screen, x, y, w, float32(barH), p.th.colors.PanelDim, false)
}
