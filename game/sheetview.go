package game

import (
	"fmt"
	"image/color"
	"math"
	"reflect"
	"strings"

	"github.com/ebitenui/ebitenui"
	euiimage "github.com/ebitenui/ebitenui/image"
	euiinput "github.com/ebitenui/ebitenui/input"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/game/keyboard"
	"github.com/battlemap/battlemap/render"
)

// sheetView is an open sheet as ebitenui widgets: a modal box in the
// middle of the dimmed window and, under a field, the on-screen keyboard
// of ebitenui buttons across the window's foot. The widgets are built
// again whenever what the sheet shows changes (sheetLook); a click runs
// the sheet's own press, so the keys, the pointer, a finger and a script
// all reach the same actions.
type sheetView struct {
	ui *ebitenui.UI
	// look is what the widgets were built from, in a window w x h at UI
	// scale scale in colours colors.
	look   string
	w, h   int
	scale  float64
	colors render.UIColors
	// pointer hands ebitenui the window's input (a script's or a finger's
	// as well as the mouse).
	pointer *TouchPointer
	// later runs after ebitenui's update: a press may replace the sheet.
	later []func()

	// the widgets, for the layout read back after a draw
	box      *widget.Container
	keysPane *widget.Container
	field    *widget.Button
	keysBtn  *widget.Button
	targets  map[target]*widget.Button
	rowBoxes map[int]*widget.Container // a shown row's line, by row index
	keys     []keyWidget
	first    int // the first row shown
	shown    int // the rows shown
	sc       float64
	compact  bool
}

type keyWidget struct {
	key keyboard.Key
	btn *widget.Button
}

// Sizes of a sheet at UI scale 1, in pixels: text large enough to read
// from two metres at a table, targets at least a fingertip high.
const (
	sheetTitlePx  = 28
	sheetTextPx   = 20
	sheetButtonPx = 21
	sheetButtonH  = 58
	sheetRowH     = 52
	sheetPad      = 26
)

// keysButtonLabel is the Keyboard button's text.
const keysButtonLabel = "Keyboard"

// sheetLayout is where the sheet's parts were drawn, in pixels, read back
// from the widgets after ebitenui laid them out: scripts and tests point
// at them, the keys page and scroll by them.
type sheetLayout struct {
	Box        render.Rect
	sc         float64
	Field      render.Rect
	RowH       float64
	Shown      int // rows that fit
	FirstRow   int // the list's index of the first row shown
	Rows       []render.Rect
	rowBtns    [][]render.Rect
	Buttons    []render.Rect
	KeysButton render.Rect
	Keys       []keyboard.Placed
	keysArea   render.Rect
	compact    bool
}

// rect is where a target is drawn, if it shows.
func (l *sheetLayout) rect(t target) (render.Rect, bool) {
	switch t.kind {
	case targetField:
		return l.Field, l.Field != render.Rect{}
	case targetRow, targetRowButton:
		k := t.row - l.FirstRow
		if k < 0 || k >= len(l.Rows) {
			return render.Rect{}, false
		}
		if t.kind == targetRow {
			return l.Rows[k], l.Rows[k] != render.Rect{}
		}
		if t.i >= len(l.rowBtns[k]) {
			return render.Rect{}, false
		}
		return l.rowBtns[k][t.i], true
	case targetButton:
		if t.i >= len(l.Buttons) {
			return render.Rect{}, false // a compact box shows none
		}
		return l.Buttons[t.i], true
	}
	return render.Rect{}, false
}

// sheetLook is everything the widgets show of s in a window w x h at UI
// scale sc: when it changes, they are built again.
func (s *Sheet) Look(w, h int, sc float64, ui render.UIColors) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d %g %v|%s|%q|%q %v|", w, h, sc, ui, s.Title, s.Lines, s.Note, s.noteDone)
	if s.Field != nil {
		fmt.Fprintf(&b, "F%q %q %v|", s.Field.Label, s.Field.Text, s.Field.Fresh)
	}
	for _, r := range s.Rows {
		fmt.Fprintf(&b, "R%q %q %v %v", r.Label, r.Detail, r.heading, r.do != nil)
		for _, x := range r.Buttons {
			fmt.Fprintf(&b, " %q %v", x.Label, x.on)
		}
		b.WriteByte('|')
	}
	for _, x := range s.Buttons {
		fmt.Fprintf(&b, "B%q|", x.text())
	}
	next, locked := s.Keys.Shifted()
	fmt.Fprintf(&b, "%d %d %v %v %d %v %v", s.focus, s.Scroll, s.KeysOn, s.capture != nil, s.Keys.Page(), next, locked)
	return b.String()
}

// pointerUpdate runs ebitenui over this frame's input: the sheet's
// buttons and keys clicked or tapped press what they stand for.
func (s *Sheet) pointerUpdate(in Input) {
	v := s.view
	if v == nil {
		v = &sheetView{}
		s.view = v
	}
	if v.pointer == nil || v.pointer.In != in {
		v.pointer = &TouchPointer{In: in}
		// a finger down as the sheet opens (the one that opened it) is
		// no press on it: its lift clicks nothing here
		v.pointer.Update()
	}
	euiinput.SetCursorUpdater(v.pointer)
	if v.ui == nil {
		return // not drawn yet
	}
	v.ui.Update()
	later := v.later
	v.later = nil
	for _, do := range later {
		do()
	}
}

// Render draws the sheet over dst, building its widgets when what it
// shows changed, and reads back where everything is.
func (s *Sheet) Render(dst *ebiten.Image, face func(px float64, bold bool) *text.GoTextFace, ui render.UIColors, w, h int, sc float64) {
	if s.view == nil {
		s.view = &sheetView{}
	}
	v := s.view
	if look := s.Look(w, h, sc, ui); look != v.look || v.ui == nil {
		v.Build(s, face, ui, w, h, sc)
		v.look = look
		v.w, v.h, v.scale, v.colors = w, h, sc, ui
	}
	v.ui.Draw(dst)
	s.Lay = v.layout(s)
}

// drawn reports whether the widgets show the sheet as it is now (drawn
// since its last change), so that a script may point at them.
func (s *Sheet) drawn() bool {
	v := s.view
	return v != nil && v.ui != nil && v.look == s.Look(v.w, v.h, v.scale, v.colors)
}

// sheetStyle is the table's look of a sheet at a UI scale: large type,
// thick edges on what has the focus, the current choice lit.
type sheetStyle struct {
	ui   render.UIColors
	sc   float64
	face func(px float64, bold bool) *text.GoTextFace
	// images by state: plain, focused, on (the current choice), on and
	// focused
	imgs [4]*widget.ButtonImage
}

func newSheetStyle(ui render.UIColors, sc float64, face func(px float64, bold bool) *text.GoTextFace) *sheetStyle {
	th := NewUITheme(ui, sc, face) // every window's panels' look
	return &sheetStyle{ui: ui, sc: sc, face: face, imgs: [4]*widget.ButtonImage{th.Button, th.focused, th.buttonOn, th.onFocused}}
}

func (st *sheetStyle) f(px float64, bold bool) *text.Face {
	var f text.Face = st.face(px*st.sc, bold)
	return &f
}

func (st *sheetStyle) gf(px float64, bold bool) *text.GoTextFace { return st.face(px*st.sc, bold) }

func (st *sheetStyle) px(n float64) int { return int(math.Round(n * st.sc)) }

// text is words wrapped to width.
func (st *sheetStyle) text(s string, px float64, bold bool, c color.Color, width float64) *widget.Text {
	return widget.NewText(
		widget.TextOpts.Text(s, st.f(px, bold), c),
		widget.TextOpts.MaxWidth(width),
		widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
}

// button is a large button of width w (0: as its label) and height h;
// state picks its look (0 plain, 1 focused, 2 on, 3 on and focused).
func (st *sheetStyle) button(label string, px float64, state int, w, h int, left bool, click func()) *widget.Button {
	return st.buttonPadded(label, px, state, w, h, left, 14, click)
}

// buttonPadded is button with padX pixels (at UI scale 1) either side of
// its label.
func (st *sheetStyle) buttonPadded(label string, px float64, state int, w, h int, left bool, padX float64, click func()) *widget.Button {
	ink := st.ui.PanelInk
	if state >= 2 {
		ink = st.ui.Panel
	}
	pos := widget.TextPositionCenter
	if left {
		pos = widget.TextPositionStart
	}
	return widget.NewButton(
		widget.ButtonOpts.Image(st.imgs[state]),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.Text(label, st.f(px, true), &widget.ButtonTextColor{Idle: ink, Hover: ink, Pressed: st.ui.Panel}),
		widget.ButtonOpts.TextPosition(pos, widget.TextPositionCenter),
		widget.ButtonOpts.TextPadding(&widget.Insets{Left: st.px(padX), Right: st.px(padX), Top: st.px(4), Bottom: st.px(4)}),
		widget.ButtonOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(w, h),
			widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true}),
		),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { click() }),
	)
}

func column(spacing int, pad *widget.Insets) *widget.Container {
	opts := []widget.RowLayoutOpt{widget.RowLayoutOpts.Direction(widget.DirectionVertical), widget.RowLayoutOpts.Spacing(spacing)}
	if pad != nil {
		opts = append(opts, widget.RowLayoutOpts.Padding(pad))
	}
	return widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(opts...)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
}

func gridOf(cols, spacing int, stretch []bool) *widget.Container {
	return widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(cols),
			widget.GridLayoutOpts.Spacing(spacing, spacing),
			widget.GridLayoutOpts.Stretch(stretch, nil),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
	)
}

// Build makes the widgets for s: the box at the UI scale, made smaller
// (never below scale 1, a fingertip's targets) until it fits the window,
// or cut to its title and field above a keyboard that leaves no room.
func (v *sheetView) Build(s *Sheet, face func(px float64, bold bool) *text.GoTextFace, ui render.UIColors, w, h int, sc float64) {
	if ui.Panel == (color.RGBA{}) {
		ui = render.ScreenTheme().UI
	}
	W, H := float64(w), float64(h)
	root := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(euiimage.NewNineSliceColor(color.RGBA{0, 0, 0, 150})),
		widget.ContainerOpts.Layout(widget.NewAnchorLayout()),
	)
	room := H // the height free for the box
	v.keys, v.keysPane = nil, nil
	if s.Field != nil && s.KeysOn {
		v.keysPane = v.keyboard(s, newSheetStyle(ui, sc, face), W, H)
		_, kh := v.keysPane.PreferredSize()
		room = H - float64(kh)
	}
	floor := min(sc, 1)
	var box *widget.Container
	for esc := sc; ; esc = max(floor, esc*0.88) {
		st := newSheetStyle(ui, esc, face)
		box = v.makeBox(s, st, W, room, false)
		_, bh := box.PreferredSize()
		// a list shows a few rows at least, or the box is made smaller
		if (float64(bh) <= room-16*esc && v.shown >= min(len(s.Rows), 4)) || esc <= floor {
			if float64(bh) > room && v.keysPane != nil {
				box = v.makeBox(s, st, W, room, true)
			}
			break
		}
	}
	v.box = box
	upper := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewAnchorLayout()),
		widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(w, int(room)),
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{StretchHorizontal: true}),
		),
	)
	box.GetWidget().LayoutData = widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter, VerticalPosition: widget.AnchorLayoutPositionCenter}
	upper.AddChild(box)
	root.AddChild(upper)
	if v.keysPane != nil {
		root.AddChild(v.keysPane)
	}
	// Tab, Enter and the keys belong to the sheet's own focus: ebitenui's
	// focus would press a second button
	v.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
}

// makeBox builds the sheet's box at a style's scale for a window W wide
// with room pixels from the top free: its title, words, note, field, as
// many rows of the list as fit, and its buttons; compact keeps one line
// and the field.
func (v *sheetView) makeBox(s *Sheet, st *sheetStyle, W, room float64, compact bool) *widget.Container {
	width := math.Min(760*st.sc, W-40*st.sc)
	if s.wide {
		width = math.Min(1200*st.sc, W-40*st.sc)
	}
	width = math.Max(width, math.Min(W, 320))
	pad := sheetPad * st.sc
	v.sc, v.compact = st.sc, compact
	v.targets = map[target]*widget.Button{}
	v.rowBoxes = map[int]*widget.Container{}
	v.field, v.keysBtn = nil, nil
	v.first, v.shown = s.Scroll, 0
	b := &boxBuild{v: v, s: s, st: st, inner: width - 2*pad}
	b.focus, _ = s.focused()
	box := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(euiimage.NewBorderedNineSliceColor(st.ui.Panel, st.ui.PanelTitle, st.px(3))),
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(int(pad))),
			widget.RowLayoutOpts.Spacing(st.px(8)),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(int(width), 0)),
	)
	b.words(box, compact)
	if s.Field != nil {
		b.field(box, compact)
	}
	if compact {
		return box
	}
	list := column(st.px(4), nil)
	box.AddChild(list)
	if s.capture != nil {
		box.AddChild(st.text("Press the new key (Esc keeps the old one)", 17, true, st.ui.PanelTitle, b.inner))
	}
	if len(s.Buttons) > 0 {
		box.AddChild(b.Buttons())
	}
	// the list takes what is left of the room
	rowH := sheetRowH * st.sc
	_, base := box.PreferredSize()
	shown := 0
	if n := len(s.Rows); n > 0 {
		shown = max(1, min(n, int((room-16*st.sc-float64(base))/rowH)))
		if shown < n {
			// a line saying where the list is takes a row's room
			shown = max(1, min(n, int((room-16*st.sc-float64(base)-sheetTextPx*st.sc*1.6)/rowH)))
		}
	}
	s.Scroll = max(0, min(s.Scroll, len(s.Rows)-shown))
	v.first, v.shown = s.Scroll, shown
	if shown < len(s.Rows) {
		list.AddChild(st.text(scrollNote(s.Scroll, shown, len(s.Rows)), 17, false, st.ui.PanelDim, b.inner))
	}
	for i := s.Scroll; i < s.Scroll+shown; i++ {
		line := b.row(i, int(rowH-4*st.sc))
		v.rowBoxes[i] = line
		list.AddChild(line)
	}
	return box
}

// boxBuild is one build of a sheet's box: the sheet, its style, the width
// inside the box and the target with the focus.
type boxBuild struct {
	v     *sheetView
	s     *Sheet
	st    *sheetStyle
	inner float64
	focus target
}

func (b *boxBuild) isFocus(t target) bool { return t == b.focus && b.s.capture == nil }

// state is a target's look: 0 plain, 1 focused, 2 on, 3 on and focused.
func (b *boxBuild) state(t target, on bool) int {
	n := 0
	if b.isFocus(t) {
		n = 1
	}
	if on {
		n += 2
	}
	return n
}

// Press is a click on t: the focus goes there and t is pressed, after
// ebitenui's update.
func (b *boxBuild) Press(t target) func() {
	v, s := b.v, b.s
	return func() {
		v.later = append(v.later, func() {
			if s.capture != nil {
				return
			}
			for i, x := range s.targets() {
				if x == t {
					s.focus = i
				}
			}
			s.Press(t)
		})
	}
}

// words adds the title, the lines and the note; compact the note (else
// the title) alone, on one line.
func (b *boxBuild) words(box *widget.Container, compact bool) {
	s, st := b.s, b.st
	bad := st.ui.StatusBad
	if bad == (color.RGBA{}) {
		bad = st.ui.PanelTitle
	}
	if compact {
		line, c := s.Title, st.ui.PanelTitle
		if s.Note != "" {
			line = s.Note
			if !s.noteDone {
				c = bad
			}
		}
		box.AddChild(st.text(fit(line, b.inner, st.gf(sheetTextPx, true)), sheetTextPx, true, c, b.inner))
		return
	}
	box.AddChild(st.text(s.Title, sheetTitlePx, true, st.ui.PanelTitle, b.inner))
	for _, l := range s.Lines {
		box.AddChild(st.text(l, sheetTextPx, false, st.ui.PanelInk, b.inner))
	}
	if s.Note != "" {
		c := bad
		if s.noteDone {
			c = st.ui.PanelTitle
		}
		box.AddChild(st.text(s.Note, sheetTextPx, true, c, b.inner))
	}
}

// field adds the text field, its label (unless compact) and the Keyboard
// button at its right end.
func (b *boxBuild) field(box *widget.Container, compact bool) {
	v, s, st := b.v, b.s, b.st
	if !compact {
		box.AddChild(st.text(s.Field.Label, 17, false, st.ui.PanelDim, b.inner))
	}
	t := target{kind: targetField}
	shown := s.Field.Text
	if b.isFocus(t) {
		shown += "|"
	}
	kbW := text.Advance(keysButtonLabel, st.gf(sheetButtonPx, true)) + 60*st.sc
	room := b.inner - kbW - 10*st.sc - 30*st.sc
	f := st.gf(sheetTextPx, false)
	// the end of a long name shows: that is where the typing is
	for text.Advance(shown, f) > room && len(shown) > 1 {
		_, n := firstRune(shown)
		shown = shown[n:]
	}
	row := gridOf(2, st.px(10), []bool{true, false})
	look := b.state(t, false)
	if s.Field.Fresh && b.isFocus(t) {
		look = 2 // a name put in for the user shows selected: typing replaces it
	}
	v.field = st.button(shown, sheetTextPx, look, 0, st.px(sheetRowH), true, func() {
		fingers := v.pointer != nil && (v.pointer.down || v.pointer.was)
		v.later = append(v.later, func() {
			if fingers {
				s.KeysOn, s.KeysAsked = true, true // a finger on the field types with the keys on screen
			}
			s.focusOn(targetField, 0)
		})
	})
	keysLook := 0
	if s.KeysOn {
		keysLook = 2
	}
	v.keysBtn = st.button(keysButtonLabel, sheetButtonPx, keysLook, int(kbW), st.px(sheetRowH), false, func() {
		v.later = append(v.later, func() {
			s.KeysOn, s.KeysAsked = !s.KeysOn, true
			s.focusOn(targetField, 0)
		})
	})
	row.AddChild(v.field, v.keysBtn)
	box.AddChild(row)
}

// Buttons is the row of the sheet's buttons, each with its key; one under
// another when side by side their labels would not read.
func (b *boxBuild) Buttons() *widget.Container {
	s, st := b.s, b.st
	bf := st.gf(sheetButtonPx, true)
	gap := 12 * st.sc
	cols := len(s.Buttons)
	bw := (b.inner - gap*float64(cols-1)) / float64(cols)
	for _, x := range s.Buttons {
		if text.Advance(x.text(), bf)+36*st.sc > bw {
			cols, bw = 1, b.inner
			break
		}
	}
	stretch := make([]bool, cols)
	for i := range stretch {
		stretch[i] = true
	}
	grid := gridOf(cols, int(gap), stretch)
	for i, x := range s.Buttons {
		t := target{kind: targetButton, i: i}
		btn := st.button(fit(x.text(), bw-30*st.sc, bf), sheetButtonPx, b.state(t, false), 0, st.px(sheetButtonH), false, b.Press(t))
		b.v.targets[t] = btn
		grid.AddChild(btn)
	}
	return grid
}

// row is the list's row i, h high: a heading, or the row's button (or
// label) with its detail in a column and its own buttons at the right.
func (b *boxBuild) row(i, h int) *widget.Container {
	s, st := b.s, b.st
	row := s.Rows[i]
	lf := st.gf(sheetTextPx, true)
	if row.heading {
		line := widget.NewContainer(
			widget.ContainerOpts.Layout(widget.NewAnchorLayout()),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(0, h), widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})),
		)
		line.AddChild(widget.NewText(
			widget.TextOpts.Text(fit(row.Label, b.inner, lf), st.f(sheetTextPx, true), st.ui.PanelTitle),
			widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{VerticalPosition: widget.AnchorLayoutPositionCenter})),
		))
		return line
	}
	stretch := []bool{true}
	right := 0.0
	var widths []int
	for _, x := range row.Buttons {
		bw := text.Advance(x.Label, lf) + 36*st.sc
		widths = append(widths, int(bw))
		stretch = append(stretch, false)
		right += bw + 8*st.sc
	}
	line := gridOf(len(stretch), st.px(8), stretch)
	room := b.inner - right - 28*st.sc
	label := fit(row.Label, room, lf)
	var cell widget.PreferredSizeLocateableWidget
	if row.do != nil {
		t := target{kind: targetRow, row: i}
		btn := st.button(label, sheetTextPx, b.state(t, false), 0, h, true, b.Press(t))
		b.v.targets[t] = btn
		cell = btn
	} else {
		cell = widget.NewText(
			widget.TextOpts.Text(label, st.f(sheetTextPx, true), st.ui.PanelInk),
			widget.TextOpts.Position(widget.TextPositionStart, widget.TextPositionCenter),
			widget.TextOpts.Padding(&widget.Insets{Left: st.px(14)}),
			widget.TextOpts.WidgetOpts(widget.WidgetOpts.MinSize(0, h)),
		)
	}
	if row.Detail != "" {
		// the detail in the dim ink in a column after the label, as much
		// as fits; laid over the row's button, which still takes the press
		lw := text.Advance(label, lf)
		x := 14*st.sc + math.Max(lw+20*st.sc, math.Min(330*st.sc, room/2))
		if d := fit(row.Detail, room-x, st.gf(sheetTextPx-2, false)); d != "…" {
			stack := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewStackedLayout()))
			over := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(&widget.Insets{Left: int(x)}))))
			over.AddChild(widget.NewText(
				widget.TextOpts.Text(d, st.f(sheetTextPx-2, false), st.ui.PanelDim),
				widget.TextOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{VerticalPosition: widget.AnchorLayoutPositionCenter})),
			))
			stack.AddChild(cell, over)
			cell = stack
		}
	}
	line.AddChild(cell)
	for j, x := range row.Buttons {
		t := target{kind: targetRowButton, row: i, i: j}
		btn := st.button(x.Label, sheetTextPx, b.state(t, x.on), widths[j], h, false, b.Press(t))
		b.v.targets[t] = btn
		line.AddChild(btn)
	}
	return line
}

// keyboard builds the on-screen keyboard: ebitenui buttons as large as
// keyboard.Layout makes the keys for a window W x H, across its foot; OK
// and a held Shift lit.
func (v *sheetView) keyboard(s *Sheet, st *sheetStyle, W, H float64) *widget.Container {
	sc := st.sc
	placed, kw, _, _ := s.Keys.Layout(W, math.Max(H/2, s.Keys.MinHeight(sc)), sc)
	pane := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(euiimage.NewBorderedNineSliceColor(st.ui.Panel, st.ui.PanelTitle, st.px(3))),
		widget.ContainerOpts.Layout(widget.NewAnchorLayout()),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
			StretchHorizontal: true,
			VerticalPosition:  widget.AnchorLayoutPositionEnd,
		})),
	)
	next, _ := s.Keys.Shifted()
	rowsBox := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(st.px(8))),
			widget.RowLayoutOpts.Spacing(st.px(6)),
		)),
		widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(int(kw), 0),
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter}),
		),
	)
	var line *widget.Container
	lastY := math.Inf(-1)
	for _, k := range placed {
		if k.Y != lastY {
			line = widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(
				widget.RowLayoutOpts.Direction(widget.DirectionHorizontal),
				widget.RowLayoutOpts.Spacing(st.px(6)),
			)))
			rowsBox.AddChild(line)
			lastY = k.Y
		}
		label := s.Keys.Label(k.Key)
		px := math.Min(sheetButtonPx*1.15, k.H/sc*0.36)
		if len([]rune(label)) == 1 {
			px = math.Min(sheetTitlePx*1.3, k.H/sc*0.5) // a letter: as large as the key lets it be
		}
		for px > 10 && text.Advance(label, st.gf(px, true)) > k.W-12*sc {
			px-- // a long name on a one-key key
		}
		lit := 0
		if k.Kind == keyboard.OK || (k.Kind == keyboard.Shift && next) {
			lit = 2
		}
		key := k.Key
		b := st.buttonPadded(label, px, lit, int(k.W), int(k.H), false, 2, func() {
			v.later = append(v.later, func() { s.tapKey(key) })
		})
		b.GetWidget().LayoutData = nil
		line.AddChild(b)
		v.keys = append(v.keys, keyWidget{key: key, btn: b})
	}
	pane.AddChild(rowsBox)
	return pane
}

// tapKey does what a tap on an on-screen key does: a key types into the
// field as the same key pressed on a keyboard would, OK is Enter in the
// field and Cancel the sheet's cancel button (Esc).
func (s *Sheet) tapKey(key keyboard.Key) {
	s.focusOn(targetField, 0)
	switch kind, r := s.Keys.Tap(key); kind {
	case keyboard.Char:
		s.Field.typeRune(r)
	case keyboard.Backspace:
		s.Field.backspace()
	case keyboard.OK:
		s.Press(target{kind: targetField})
	case keyboard.Cancel:
		s.cancel()
	}
}

// layout reads back where ebitenui drew the sheet's parts.
func (v *sheetView) layout(s *Sheet) sheetLayout {
	r := func(w widget.HasWidget) render.Rect {
		if w == nil || reflect.ValueOf(w).IsNil() {
			return render.Rect{}
		}
		b := w.GetWidget().Rect
		return render.Rect{Min: render.Point{X: float64(b.Min.X), Y: float64(b.Min.Y)}, Max: render.Point{X: float64(b.Max.X), Y: float64(b.Max.Y)}}
	}
	l := sheetLayout{sc: v.sc, RowH: sheetRowH * v.sc, Shown: v.shown, FirstRow: v.first, compact: v.compact, Box: r(v.box)}
	if v.field != nil {
		l.Field, l.KeysButton = r(v.field), r(v.keysBtn)
	}
	for i := v.first; i < v.first+v.shown; i++ {
		row := r(v.rowBoxes[i])
		if b, ok := v.targets[target{kind: targetRow, row: i}]; ok {
			row = r(b)
		}
		var btns []render.Rect
		for j := range s.Rows[i].Buttons {
			btns = append(btns, r(v.targets[target{kind: targetRowButton, row: i, i: j}]))
		}
		l.Rows = append(l.Rows, row)
		l.rowBtns = append(l.rowBtns, btns)
	}
	if !v.compact {
		for i := range s.Buttons {
			l.Buttons = append(l.Buttons, r(v.targets[target{kind: targetButton, i: i}]))
		}
	}
	for _, k := range v.keys {
		kr := r(k.btn)
		l.Keys = append(l.Keys, keyboard.Placed{Key: k.key, Rect: keyboard.Rect{X: kr.Min.X, Y: kr.Min.Y, W: kr.Max.X - kr.Min.X, H: kr.Max.Y - kr.Min.Y}})
	}
	if v.keysPane != nil {
		l.keysArea = r(v.keysPane)
	}
	return l
}

// fit shortens s with an ellipsis in the middle until it fits width (a
// long folder keeps its start and its file name).
func fit(s string, width float64, face *text.GoTextFace) string {
	if text.Advance(s, face) <= width {
		return s
	}
	r := []rune(s)
	for cut := 1; cut < len(r); cut++ {
		keep := len(r) - cut
		head, tail := keep/3, keep-keep/3
		t := string(r[:head]) + "…" + string(r[len(r)-tail:])
		if text.Advance(t, face) <= width {
			return t
		}
	}
	return "…"
}

// scrollNote says which rows of a long list show.
func scrollNote(first, shown, n int) string {
	return fmt.Sprintf("Rows %d–%d of %d (drag, wheel, arrows, PageUp/PageDown)", first+1, first+shown, n)
}

func firstRune(s string) (rune, int) {
	for i, r := range s {
		if i > 0 {
			return r, i
		}
	}
	return 0, len(s)
}

// text is a button's label with its key: "Save   (S)".
func (b SheetButton) text() string {
	switch {
	case !b.keyed():
		if b.Cancel {
			return b.Label + "   (Esc)"
		}
		return b.Label
	case b.Cancel && b.Key == ebiten.KeyEscape:
		return b.Label + "   (Esc)"
	case b.Cancel:
		return b.Label + "   (" + keyName(Binding{Key: b.Key}) + " or Esc)"
	case b.Ctrl:
		return b.Label + "   (" + keyName(Binding{Key: b.Key, Mods: modCtrl}) + ")"
	}
	return b.Label + "   (" + keyName(Binding{Key: b.Key}) + ")"
}
