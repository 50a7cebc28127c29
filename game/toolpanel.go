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

// ToolRow is one row of a tool panel: a line of text, or buttons.
type ToolRow struct {
	// Text is a line of text (wrapped to the panel); right a figure at
	// its right end.
	Text, Right string
	Px          float64 // the text's size at UI scale 1 (0: toolTextPx)
	Ink         TextInk
	Bold        bool
	// Label is a bold word in the first column of a row of buttons.
	Label string
	// Rects, when set, are where the buttons lie on the screen, laid out
	// by the window (the zone bar's rows of buttons as wide as their
	// labels, flowRows); a button that does nothing (do nil) is a box
	// with a label, a title a heading.
	Rects []Area
	// Weights, when set, are the buttons' shares of the row's width (a
	// field's figure, do nil, in a box, its − and + beside it).
	Weights []float64
	Cols    int // the buttons' columns (0: one per button)
	Buttons []PaletteButton
	// Head rows stay above the page that scrolls.
	Head bool
	// Gap is a little room above the row.
	Gap bool
}

// Sizes of a tool panel at UI scale 1, in pixels.
const (
	toolTextPx   = 19
	ToolButtonPx = 19
	ToolPad      = 12
	toolGap      = 6
)

// ToolPanel is a tool panel's widgets and state.
type ToolPanel struct {
	ui                *ebitenui.UI
	side, head, body  *widget.Container
	Scroll            *widget.ScrollContainer
	built             string
	th                UITheme
	area              Area
	widgets           []*widget.Button
	model             []PaletteButton // the buttons as last said, in the widgets' order
	inBody            []bool
	clicked           []int
	drag              PanelDragState
	Scrolled, pressed bool
	fingers           []gesture.Touch
	// Clear leaves the panel's background to what is drawn under it.
	Clear bool
}

// NewToolPanel is an empty panel reading input in (the mouse, the
// script's pointer, a finger as the left button).
func NewToolPanel(in Input) *ToolPanel {
	euiinput.SetCursorUpdater(&TouchPointer{In: in})
	return &ToolPanel{}
}

// Set says what the panel holds and where, in a window w x h, at the
// theme th with buttons btnH pixels high. It builds the widgets again
// only when something shown changed. A window sets it when it draws, so
// that a press in the next Update meets the widgets it was aimed at.
func (p *ToolPanel) Set(rows []ToolRow, area Area, th UITheme, btnH, w, h int) {
	var key strings.Builder
	fmt.Fprint(&key, area, th.Scale, th.colors, btnH, w, h, p.Clear)
	p.model = p.model[:0]
	for _, r := range rows {
		fmt.Fprintf(&key, "|%q %q %g %d %v %q %d %v %v %v %v", r.Text, r.Right, r.Px, r.Ink, r.Bold, r.Label, r.Cols, r.Head, r.Gap, r.Rects, r.Weights)
		for _, b := range r.Buttons {
			fmt.Fprintf(&key, "/%q %q %q %v %v %v %v", b.Name, b.Label, b.Right, b.On, b.Off, b.Title, b.Do == nil)
			if (r.Rects == nil && r.Weights == nil) || (b.Do != nil && !b.Title) {
				p.model = append(p.model, b) // in the widgets' order
			}
		}
	}
	if key.String() == p.built {
		return
	}
	top := 0.0
	if p.Scroll != nil {
		top = p.Scroll.ScrollTop
	}
	p.built, p.th, p.area = key.String(), th, area
	p.Build(rows, btnH, w, h)
	p.Scroll.ScrollTop = top
}

// Build makes the widgets for rows.
func (p *ToolPanel) Build(rows []ToolRow, btnH, w, h int) {
	th, a := p.th, p.area
	sc := th.Scale
	pad, gap := int(ToolPad*sc), int(toolGap*sc)
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{
		Left: int(a.X), Top: int(a.Y), Right: max(0, w-int(math.Ceil(a.X+a.W))), Bottom: max(0, h-int(math.Ceil(a.Y+a.H))),
	}))))
	column := func() *widget.Container {
		return widget.NewContainer(
			widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical), widget.RowLayoutOpts.Spacing(gap))),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	}
	var back *euiimage.NineSlice
	if !p.Clear {
		back = euiimage.NewNineSliceColor(th.colors.Panel)
	}
	p.side = widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(back),
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(pad)), widget.RowLayoutOpts.Spacing(gap))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{StretchHorizontal: true, StretchVertical: true})),
	)
	p.head, p.body = column(), column()
	p.Scroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(p.body),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: euiimage.NewNineSliceColor(th.colors.Panel), Mask: euiimage.NewNineSliceColor(color.White)}),
	)
	p.widgets, p.inBody = p.widgets[:0], p.inBody[:0]
	if len(rows) > 0 && rows[0].Rects != nil {
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
		if r.Head {
			dst = p.head
		}
		if r.Gap {
			dst.AddChild(widget.NewContainer(widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(1, gap))))
		}
		if len(r.Buttons) == 0 {
			dst.AddChild(p.textRow(r, inner))
			continue
		}
		if r.Weights != nil {
			dst.AddChild(p.weightedRow(r, inner, btnH, gap, !r.Head))
			continue
		}
		dst.AddChild(p.buttonRow(r, inner, btnH, !r.Head))
	}
	p.side.AddChild(p.head)
	if len(p.body.Children()) > 0 {
		headH := 0
		if len(p.head.Children()) > 0 {
			_, headH = p.head.PreferredSize()
			headH += gap
		}
		p.Scroll.GetWidget().LayoutData = widget.RowLayoutData{Stretch: true, MaxHeight: max(1, int(a.H)-2*pad-headH)}
		p.side.AddChild(p.Scroll)
	}
	root.AddChild(p.side)
	// Tab and Enter belong to the map: they never move the focus onto a
	// button or press one
	p.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
}

// textRow is a line of text, wrapped to inner pixels, with its figure at
// the right end.
func (p *ToolPanel) textRow(r ToolRow, inner float64) widget.PreferredSizeLocateableWidget {
	px := r.Px
	if px == 0 {
		px = toolTextPx
	}
	face, ink := p.th.face(px, r.Bold), p.th.ink(r.Ink)
	if r.Right == "" {
		return widget.NewText(widget.TextOpts.Text(r.Text, face, ink), widget.TextOpts.MaxWidth(inner))
	}
	rw := text.Advance(r.Right, p.th.font(px*p.th.Scale, r.Bold)) + 12*p.th.Scale
	row := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Stretch([]bool{true, false}, nil))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	row.AddChild(widget.NewText(widget.TextOpts.Text(r.Text, face, ink), widget.TextOpts.MaxWidth(math.Max(inner-rw, inner/3))),
		widget.NewText(widget.TextOpts.Text(r.Right, face, ink), widget.TextOpts.Position(widget.TextPositionEnd, widget.TextPositionStart)))
	return row
}

// buttonRow is a row's buttons in its columns, each as wide as a column
// and btnH high, after its label.
func (p *ToolPanel) buttonRow(r ToolRow, inner float64, btnH int, scrolled bool) widget.PreferredSizeLocateableWidget {
	th := p.th
	sc := th.Scale
	gap := float64(int(toolGap * sc))
	cols := r.Cols
	if cols == 0 {
		cols = len(r.Buttons)
		if r.Label != "" {
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
	if r.Label != "" {
		label(r.Label)
	}
	for _, b := range r.Buttons {
		if r.Label != "" && cell%cols == 0 {
			label("")
		}
		p.widgets = append(p.widgets, p.button(b, r.Px, int(cw), btnH))
		p.inBody = append(p.inBody, scrolled)
		grid.AddChild(p.widgets[len(p.widgets)-1])
		cell++
	}
	return grid
}

// button is b as a widget cw x btnH pixels: its label and figure size
// pixels high at UI scale 1 (0: toolButtonPx, a sign or a number larger),
// smaller where that does not fit.
func (p *ToolPanel) button(b PaletteButton, size float64, cw, btnH int) *widget.Button {
	th := p.th
	sc := th.Scale
	label := b.Label
	if b.Right != "" {
		label += "   " + b.Right
	}
	px := float64(ToolButtonPx)
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
	if b.Right != "" {
		// the name on the left, its figure at the right end
		align = widget.TextPositionStart
		f := th.font(px*sc, true)
		for text.Advance(label+" ", f) < room-4*sc {
			label = strings.Replace(label, "   "+b.Right, "    "+b.Right, 1)
			if text.Advance(label, f) >= room-4*sc {
				break
			}
		}
	}
	i := len(p.widgets)
	return widget.NewButton(
		widget.ButtonOpts.Image(th.images(b.On, b.Off)),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.Text(label, th.face(px, true), th.inks(b.On, b.Off)),
		widget.ButtonOpts.TextPosition(align, widget.TextPositionCenter),
		widget.ButtonOpts.TextPadding(&widget.Insets{Left: int(8 * sc), Right: int(8 * sc)}),
		widget.ButtonOpts.WidgetOpts(widget.WidgetOpts.MinSize(cw, btnH)),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { p.clicked = append(p.clicked, i) }),
	)
}

// weightedRow is a row of buttons sharing inner pixels by their weights,
// gap apart, btnH high; a button that does nothing is a box with its
// label.
func (p *ToolPanel) weightedRow(r ToolRow, inner float64, btnH, gap int, scrolled bool) widget.PreferredSizeLocateableWidget {
	th := p.th
	sc := th.Scale
	row := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionHorizontal), widget.RowLayoutOpts.Spacing(gap))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})))
	total := 0.0
	for _, w := range r.Weights {
		total += w
	}
	room := inner - float64(gap*(len(r.Buttons)-1))
	for i, b := range r.Buttons {
		w := int(math.Floor(room * r.Weights[i] / total))
		if b.Do != nil {
			px := 0.0
			if len([]rune(b.Label)) > 2 {
				px = r.Px
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
		box.AddChild(widget.NewText(widget.TextOpts.Text(p.clip(b.Label, r.Px, float64(w)-20*sc), th.face(r.Px, true), th.colors.PanelInk),
			widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{VerticalPosition: widget.AnchorLayoutPositionCenter}))))
		row.AddChild(box)
	}
	return row
}

// placeRow adds the row's buttons, boxes and headings to placed, each
// at its rectangle: text as large as its height lets it be (a sign or a
// number larger), cut with an ellipsis where too long.
func (p *ToolPanel) placeRow(r ToolRow, placed *placedLayout) {
	th := p.th
	sc := th.Scale
	for i, b := range r.Buttons {
		at := r.Rects[i]
		rect := image.Rect(int(math.Round(at.X)), int(math.Round(at.Y)), int(math.Round(at.X+at.W)), int(math.Round(at.Y+at.H)))
		w, h := rect.Dx(), rect.Dy()
		px := math.Min(r.Px, float64(h)*0.48/sc)
		var cell widget.PreferredSizeLocateableWidget
		switch {
		case b.Title:
			px = math.Min(r.Px*1.15, float64(h)*0.5/sc)
			box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{Left: int(4 * sc)}))))
			box.AddChild(widget.NewText(widget.TextOpts.Text(p.clip(b.Label, px, float64(w)-8*sc), th.face(px, true), th.colors.PanelTitle),
				widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{VerticalPosition: widget.AnchorLayoutPositionCenter}))))
			cell = box
		case b.Do == nil:
			// a figure the buttons beside it change: a box, no button
			box := widget.NewContainer(
				widget.ContainerOpts.BackgroundImage(euiimage.NewBorderedNineSliceColor(th.colors.Panel, th.colors.ButtonEdge, int(math.Max(1, math.Round(sc))))),
				widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{Left: int(10 * sc)}))))
			box.AddChild(widget.NewText(widget.TextOpts.Text(p.clip(b.Label, px, float64(w)-20*sc), th.face(px, true), th.colors.PanelInk),
				widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{VerticalPosition: widget.AnchorLayoutPositionCenter}))))
			cell = box
		default:
			if len([]rune(b.Label)) <= 3 {
				px = math.Min(r.Px*1.6, float64(h)*0.7/sc) // a sign or a number: larger
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
func (p *ToolPanel) clip(s string, px, width float64) string {
	f := p.th.font(px*p.th.Scale, true)
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

// Update lets ebitenui read this frame's input, scrolls the page by the
// left button dragged on it and by the wheel over it, and runs what the
// buttons clicked do (none after a press that scrolled the page).
func (p *ToolPanel) Update(in Input) {
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
		*d = PanelDragState{On: p.over(fx, fy), Y: fy}
	case in.MouseDown(ebiten.MouseButtonLeft) && d.On:
		if d.Scrolling || math.Abs(fy-d.Y) > 12*p.th.Scale {
			d.Scrolling = true
			p.scrollBy(d.Y - fy)
			p.Scrolled = true
			d.Y = fy
		}
	default:
		*d = PanelDragState{}
	}
	if w := in.Wheel(); w != 0 && p.over(fx, fy) {
		p.scrollBy(-w * 48 * p.th.Scale)
	}
	if !p.Scrolled {
		for _, i := range p.clicked {
			if i < len(p.model) && p.model[i].Do != nil {
				p.model[i].Do()
			}
		}
	}
	p.fingers = in.Touches(p.fingers[:0])
	if !in.MouseDown(ebiten.MouseButtonLeft) && len(p.fingers) == 0 {
		p.Scrolled = false // the press is over
	}
}

// FingerScroll scrolls the page by a finger dragged dy pixels up.
func (p *ToolPanel) FingerScroll(dy float64) {
	p.scrollBy(dy)
	p.Scrolled = true
}

// over reports whether pixel x, y is on the panel.
func (p *ToolPanel) over(x, y float64) bool {
	return p.ui != nil && p.area.Contains(x, y)
}

// overflow is how many pixels of the page lie below the panel's view (0
// when it fits), as last laid out.
func (p *ToolPanel) overflow() int {
	if p.Scroll == nil {
		return 0
	}
	return max(0, p.Scroll.ContentRect().Dy()-p.Scroll.ViewRect().Dy())
}

// scrollBy moves the page dy pixels up.
func (p *ToolPanel) scrollBy(dy float64) {
	if over := p.overflow(); over > 0 {
		p.Scroll.ScrollTop = math.Min(1, math.Max(0, p.Scroll.ScrollTop+dy/float64(over)))
	}
}

// Reveal scrolls the page so that the button i is whole in view, and
// reports whether it had to move.
func (p *ToolPanel) Reveal(i int) bool {
	if i >= len(p.widgets) || !p.inBody[i] {
		return false
	}
	r, view := p.widgets[i].GetWidget().Rect, p.Scroll.ViewRect()
	over := p.overflow()
	if r.In(view) || over == 0 {
		return false
	}
	top := float64(r.Min.Y-p.Scroll.ContentRect().Min.Y) - float64(view.Dy()-r.Dy())/2
	was := p.Scroll.ScrollTop
	p.Scroll.ScrollTop = math.Min(1, math.Max(0, top/float64(over)))
	return math.Abs(p.Scroll.ScrollTop-was)*float64(over) >= 1 // no further: as near as it comes
}

// Buttons are the panel's buttons where they were last drawn; those of
// the page that scrolls with the view they show through (clip).
func (p *ToolPanel) Buttons() []PaletteButton {
	out := make([]PaletteButton, 0, len(p.widgets))
	var view Area
	if p.Scroll != nil {
		v := p.Scroll.ViewRect()
		view = Area{float64(v.Min.X), float64(v.Min.Y), float64(v.Dx()), float64(v.Dy())}
	}
	for i, w := range p.widgets {
		if i >= len(p.model) {
			break
		}
		b := p.model[i]
		r := w.GetWidget().Rect
		b.Rect = Area{float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())}
		if p.inBody[i] {
			b.Clip = view
		}
		out = append(out, b)
	}
	return out
}

// Find is the index of the button a script's words name.
func (p *ToolPanel) Find(words string) (int, bool) {
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

// Pixel is the middle of button i as last drawn, and whether it shows
// there.
func (p *ToolPanel) Pixel(i int) (int, int, bool) {
	r := p.widgets[i].GetWidget().Rect
	c := image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	if r.Empty() || (p.inBody[i] && !c.In(p.Scroll.ViewRect())) {
		return 0, 0, false
	}
	return c.X, c.Y, true
}

// Draw draws the panel, and beside a page taller than the panel a bar
// showing which part of it is in view.
func (p *ToolPanel) Draw(screen *ebiten.Image) {
	if p.ui == nil {
		return
	}
	p.ui.Draw(screen)
	over := p.overflow()
	if over == 0 {
		return
	}
	sc := p.th.Scale
	view := p.Scroll.ViewRect()
	vh := float64(view.Dy())
	barH := math.Max(24*sc, vh*vh/(vh+float64(over)))
	w := float32(6 * sc)
	x := float32(p.area.X+p.area.W) - w - float32(3*sc)
	y := float32(float64(view.Min.Y) + p.Scroll.ScrollTop*(vh-barH))
	vector.FillRect(screen, x, float32(view.Min.Y), w, float32(vh), p.th.colors.Button, false)
	vector.FillRect(screen, x, y, w, float32(barH), p.th.colors.PanelDim, false)
}

// PaletteButton is a button of a tool panel (toolpanel.go): its name
// (what a script's "button NAME" presses), what it shows, whether it is
// the choice made, where it was last drawn and what it does.
type PaletteButton struct {
	Name, Label string
	Right       string // a figure at the right end ("25 ft"), or ""
	On          bool
	Off         bool // greyed: it can do nothing now
	Title       bool // a heading (a tool panel's row of rectangles)
	Rect        Area
	// Clip, when set, is the scrolled view the button shows through: only
	// its part inside is on the screen
	Clip Area
	Do   func()
}

// At reports whether pixel x, y is on the button as it shows.
func (b PaletteButton) At(x, y float64) bool {
	return b.Rect.Contains(x, y) && (b.Clip == Area{} || b.Clip.Contains(x, y))
}

// matches reports whether a script's words name the button: its name or
// its label, spaces aside.
func (b PaletteButton) matches(words string) bool {
	w := strings.Join(strings.Fields(words), " ")
	return w == b.Name || w == strings.Join(strings.Fields(b.Label), " ")
}

// PanelDragState is a left button pressed on the panel: dragged more
// than a few pixels up or down, it scrolls the panel (a touch screen on a
// desktop sends mouse clicks).
type PanelDragState struct {
	On, Scrolling bool
	Y             float64
}

// FingerHeight is a panel button's height in pixels at UI scale scale and
// device scale dev in a window h pixels high (0: not known yet), for
// every window's panel: see buttonHeight.
func FingerHeight(scale, dev float64, h int) int {
	px := 44 * scale
	if h > 0 {
		px = math.Min(px, math.Max(44*dev, float64(h)/11))
	}
	return int(math.Round(px))
}

// minLabelPx is the smallest height, in pixels at UI scale 1, of a name
// on a token: read from two metres on a 1080p TV at any zoom.
const minLabelPx = 18

// MinLabelText is minLabelPx in map units at a view's scale (pixels per
// map unit) and the UI scale: every window's MinText.
func MinLabelText(uiScale, viewScale float64) float64 {
	return minLabelPx * uiScale / max(viewScale, 1e-9)
}

// Mark is a choice's mark in a panel: on or off.
func Mark(on bool) string {
	if on {
		return "● "
	}
	return "○ "
}
