package game

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
)

// sheet is a box drawn over any of the windows (square, hex, zone) that
// waits for an answer: a title, plain words, an optional text field, an
// optional list of rows (files, settings) and a row of large buttons. It
// is the quit question, the recovery question, the file chooser and the
// settings panel. Everything is reachable by keyboard: Tab and Shift+Tab
// (or the arrows) move the focus, Enter presses what has it, Esc presses
// the cancel button, and each button may have its own key (shown on it).
// Targets are at least 52 pixels high at UI scale 1, for a finger or a
// pointer used from a sofa.
type sheet struct {
	title string
	lines []string
	// note is a warning shown under the lines (a name already taken), or
	// with noteDone what the last press did.
	note     string
	noteDone bool
	field    *sheetField
	// rows are a scrolling list; a row's do runs when it is pressed, its
	// buttons sit on its right.
	rows    []sheetRow
	buttons []sheetButton
	// wide sheets (the chooser, the settings) use most of the window.
	wide bool
	// capture, when set, takes the next key pressed (a rebinding).
	capture func(k ebiten.Key, mods mod)

	focus  int // index into targets()
	scroll int // the first row shown
	lay    sheetLayout
	// fingers are the touches on the sheet: where each went down, where
	// it last scrolled the list from, and where it is now (a finger lifted
	// where it went down taps; one moved up or down scrolls).
	fingers map[int][3]gesture.Point
	touches []gesture.Touch
}

// sheetField is a line of text the user types (a file name).
type sheetField struct {
	label, text string
	// fresh is a name put in for the user (shown selected): the first
	// key typed replaces it, Backspace clears it.
	fresh bool
	// enter runs when Enter is pressed in the field.
	enter func(string)
}

// sheetRow is one line of a sheet's list.
type sheetRow struct {
	label, detail string
	// heading rows are not targets: they name the rows below.
	heading bool
	do      func()
	buttons []sheetButton
}

// sheetButton is a large button; key (with ctrl when set) presses it.
type sheetButton struct {
	label  string
	key    ebiten.Key
	ctrl   bool
	noKey  bool // no key of its own
	cancel bool // Esc presses it
	on     bool // shown as the current choice (the theme in use)
	do     func()
}

// target is something the focus can rest on: the field, a row, a row's
// button, a bottom button.
type target struct {
	kind   int // targetField, targetRow, targetRowButton, targetButton
	row, i int
}

const (
	targetField = iota
	targetRow
	targetRowButton
	targetButton
)

// sheetLayout is where a sheet's parts are on the screen, in pixels.
type sheetLayout struct {
	box      render.Rect
	sc       float64
	titleY   float64
	title    []string // the title's lines
	lines    []sheetText
	field    render.Rect
	fieldLbl sheetText
	listTop  float64
	rowH     float64
	shown    int // rows that fit
	firstRow int // the list's index of the first row shown
	rows     []render.Rect
	rowBtns  [][]render.Rect
	buttons  []render.Rect
}

type sheetText struct {
	s    string
	x, y float64
	px   float64
	c    int // 0 ink, 1 dim, 2 bad, 3 done
}

// Sizes of a sheet at UI scale 1, in pixels.
const (
	sheetTitlePx  = 28
	sheetTextPx   = 20
	sheetButtonPx = 21
	sheetButtonH  = 58
	sheetRowH     = 52
	sheetPad      = 26
)

// targets are the sheet's focusable parts in Tab order.
func (s *sheet) targets() []target {
	var out []target
	if s.field != nil {
		out = append(out, target{kind: targetField})
	}
	for r, row := range s.rows {
		if row.heading {
			continue
		}
		if row.do != nil {
			out = append(out, target{kind: targetRow, row: r})
		}
		for i := range row.buttons {
			out = append(out, target{kind: targetRowButton, row: r, i: i})
		}
	}
	for i := range s.buttons {
		out = append(out, target{kind: targetButton, i: i})
	}
	return out
}

// focused is the target with the focus.
func (s *sheet) focused() (target, bool) {
	t := s.targets()
	if len(t) == 0 {
		return target{}, false
	}
	s.focus = (s.focus%len(t) + len(t)) % len(t)
	return t[s.focus], true
}

// focusOn gives the focus to the first target of a kind (and row).
func (s *sheet) focusOn(kind, row int) {
	for i, t := range s.targets() {
		if t.kind == kind && (kind != targetRow || t.row == row) {
			s.focus = i
			return
		}
	}
}

// typing reports whether the keys type into the field.
func (s *sheet) typing() bool {
	t, ok := s.focused()
	return ok && t.kind == targetField
}

// press runs what a target does.
func (s *sheet) press(t target) {
	switch t.kind {
	case targetField:
		if s.field.enter != nil {
			s.field.enter(s.field.text)
		}
	case targetRow:
		s.rows[t.row].do()
	case targetRowButton:
		s.rows[t.row].buttons[t.i].do()
	case targetButton:
		s.buttons[t.i].do()
	}
}

// chars is the text typed this frame, for inputs that have it (the real
// keyboard and scripts).
type chars interface{ Chars() []rune }

// update reads this frame's input: keys first, then the pointer. The
// sheet's actions run inside it; they may replace or close the sheet.
func (s *sheet) update(in Input, face func(px float64, bold bool) *text.GoTextFace, w, h int, sc float64) {
	s.lay = s.layout(face, w, h, sc)
	ctrl := in.Down(ebiten.KeyControlLeft) || in.Down(ebiten.KeyControlRight) || in.Down(ebiten.KeyMetaLeft) || in.Down(ebiten.KeyMetaRight)
	shift := in.Down(ebiten.KeyShiftLeft) || in.Down(ebiten.KeyShiftRight)
	if s.capture != nil {
		for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
			if isModifier(k) || !in.JustPressed(k) {
				continue
			}
			var mods mod
			if ctrl {
				mods |= modCtrl
			}
			if shift {
				mods |= modShift
			}
			c := s.capture
			s.capture = nil
			c(k, mods)
			return
		}
		return
	}
	n := len(s.targets())
	switch {
	case in.JustPressed(ebiten.KeyTab) && shift, in.JustPressed(ebiten.KeyArrowUp):
		s.focus--
		s.focused()
		s.reveal()
		return
	case in.JustPressed(ebiten.KeyTab), in.JustPressed(ebiten.KeyArrowDown):
		s.focus++
		s.focused()
		s.reveal()
		return
	case in.JustPressed(ebiten.KeyPageDown):
		s.focus = min(n-1, s.focus+max(1, s.lay.shown-1))
		s.reveal()
		return
	case in.JustPressed(ebiten.KeyPageUp):
		s.focus = max(0, s.focus-max(1, s.lay.shown-1))
		s.reveal()
		return
	case in.JustPressed(ebiten.KeyEscape):
		for _, b := range s.buttons {
			if b.cancel {
				b.do()
				return
			}
		}
	case in.JustPressed(ebiten.KeyEnter) || in.JustPressed(ebiten.KeyNumpadEnter):
		if t, ok := s.focused(); ok {
			s.press(t)
		}
		return
	}
	if s.typing() {
		if c, ok := in.(chars); ok {
			for _, r := range c.Chars() {
				if r >= ' ' && r != 0x7f {
					if s.field.fresh {
						s.field.text, s.field.fresh = "", false
					}
					s.field.text += string(r)
				}
			}
		}
		if in.JustPressed(ebiten.KeyBackspace) && s.field.text != "" {
			r := []rune(s.field.text)
			s.field.text = string(r[:len(r)-1])
			if s.field.fresh {
				s.field.text, s.field.fresh = "", false
			}
		}
	} else {
		for _, b := range s.buttons {
			if !b.noKey && b.key != 0 && b.ctrl == ctrl && in.JustPressed(b.key) {
				b.do()
				return
			}
		}
	}
	if p, ok := s.touched(in, sc); ok {
		s.tap(p)
		return
	}
	if wy := in.Wheel(); wy != 0 {
		s.scroll = max(0, min(len(s.rows)-s.lay.shown, s.scroll-int(math.Round(wy))))
		s.lay = s.layout(face, w, h, sc)
	}
	if !in.MouseJustReleased(ebiten.MouseButtonLeft) {
		return
	}
	x, y := in.Cursor()
	s.tap(render.Point{X: float64(x), Y: float64(y)})
}

// tap presses the target at p, if any.
func (s *sheet) tap(p render.Point) {
	for i, t := range s.targets() {
		if r, ok := s.lay.rect(t); ok && contains(r, p) {
			s.focus = i
			s.press(t)
			return
		}
	}
}

// touched follows the fingers: a finger lifted near where it went down is
// a tap there (returned); a finger moved up or down scrolls the list a
// row per row height.
func (s *sheet) touched(in Input, sc float64) (render.Point, bool) {
	s.touches = in.Touches(s.touches[:0])
	if s.fingers == nil {
		s.fingers = map[int][3]gesture.Point{}
	}
	now := map[int]bool{}
	for _, t := range s.touches {
		now[t.ID] = true
		f, ok := s.fingers[t.ID]
		if !ok {
			f = [3]gesture.Point{t.At, t.At, t.At}
		}
		f[2] = t.At
		if step := sheetRowH * sc; math.Abs(t.At.Y-f[1].Y) >= step {
			rows := int((t.At.Y - f[1].Y) / step)
			s.scroll = max(0, min(len(s.rows)-s.lay.shown, s.scroll-rows))
			f[1].Y += float64(rows) * step
			f[0] = gesture.Point{X: math.Inf(1)} // a scroll is no tap
		}
		s.fingers[t.ID] = f
	}
	for id, f := range s.fingers {
		if now[id] {
			continue
		}
		delete(s.fingers, id)
		if math.Hypot(f[2].X-f[0].X, f[2].Y-f[0].Y) < 16*sc {
			return render.Point{X: f[0].X, Y: f[0].Y}, true
		}
	}
	return render.Point{}, false
}

// isModifier reports whether k only modifies other keys.
func isModifier(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight,
		ebiten.KeyAlt, ebiten.KeyAltLeft, ebiten.KeyAltRight, ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight:
		return true
	}
	return false
}

func contains(r render.Rect, p render.Point) bool {
	return p.X >= r.Min.X && p.X < r.Max.X && p.Y >= r.Min.Y && p.Y < r.Max.Y
}

// reveal scrolls the list so that the focused row shows.
func (s *sheet) reveal() {
	t, ok := s.focused()
	if !ok || (t.kind != targetRow && t.kind != targetRowButton) || s.lay.shown == 0 {
		return
	}
	if t.row < s.scroll {
		s.scroll = t.row
	}
	if t.row >= s.scroll+s.lay.shown {
		s.scroll = t.row - s.lay.shown + 1
	}
}

// rect is where a target is drawn, if it shows.
func (l *sheetLayout) rect(t target) (render.Rect, bool) {
	switch t.kind {
	case targetField:
		return l.field, true
	case targetRow, targetRowButton:
		k := t.row - l.firstRow
		if k < 0 || k >= len(l.rows) {
			return render.Rect{}, false
		}
		if t.kind == targetRow {
			return l.rows[k], true
		}
		return l.rowBtns[k][t.i], true
	case targetButton:
		return l.buttons[t.i], true
	}
	return render.Rect{}, false
}

// wrap breaks s into lines no wider than width with face.
func wrap(s string, width float64, face *text.GoTextFace) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, w := range strings.Fields(para) {
			try := w
			if line != "" {
				try = line + " " + w
			}
			if line != "" && text.Advance(try, face) > width {
				out = append(out, line)
				line = w
				continue
			}
			line = try
		}
		out = append(out, line)
	}
	return out
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

// layout places the sheet's parts in a window w x h at UI scale sc.
func (s *sheet) layout(face func(px float64, bold bool) *text.GoTextFace, w, h int, sc float64) sheetLayout {
	W, H := float64(w), float64(h)
	width := math.Min(760*sc, W-40*sc)
	if s.wide {
		width = math.Min(1200*sc, W-40*sc)
	}
	width = math.Max(width, math.Min(W, 320))
	pad := sheetPad * sc
	l := sheetLayout{sc: sc, rowH: sheetRowH * sc}
	inner := width - 2*pad
	y := pad + sheetTitlePx*sc*0.6
	l.titleY = y
	// a long title (a long encounter name) wraps; scrollNote keeps the
	// first line's right end only when it is short
	l.title = wrap(s.title, inner, face(sheetTitlePx*sc, true))
	y += sheetTitlePx * sc * (0.9 + 1.2*float64(len(l.title)-1))
	tf := face(sheetTextPx*sc, false)
	for _, line := range s.lines {
		for _, wl := range wrap(line, inner, tf) {
			y += sheetTextPx * sc * 1.45
			l.lines = append(l.lines, sheetText{s: wl, y: y - sheetTextPx*sc*0.72, px: sheetTextPx})
		}
		y += 4 * sc
	}
	if s.note != "" {
		for _, wl := range wrap(s.note, inner, face(sheetTextPx*sc, true)) {
			y += sheetTextPx * sc * 1.45
			c := 2
			if s.noteDone {
				c = 3
			}
			l.lines = append(l.lines, sheetText{s: wl, y: y - sheetTextPx*sc*0.72, px: sheetTextPx, c: c})
		}
	}
	if s.field != nil {
		y += 10 * sc
		l.fieldLbl = sheetText{s: s.field.label, y: y + 9*sc, px: 17, c: 1}
		y += 22 * sc
		l.field = render.Rect{Min: render.Point{X: pad, Y: y}, Max: render.Point{X: pad + inner, Y: y + sheetRowH*sc}}
		y += sheetRowH*sc + 8*sc
	}
	buttonsH := 0.0
	if len(s.buttons) > 0 {
		buttonsH = sheetButtonH*sc + 16*sc
	}
	// the list takes what is left, within the window
	l.listTop = y + 6*sc
	maxH := H - 16*sc
	room := maxH - l.listTop - buttonsH - pad
	l.shown = max(0, min(len(s.rows), int(room/l.rowH)))
	if len(s.rows) > 0 && l.shown == 0 {
		l.shown = 1
	}
	s.scroll = max(0, min(s.scroll, len(s.rows)-l.shown))
	l.firstRow = s.scroll
	y = l.listTop
	bf := face(sheetTextPx*sc, true)
	for k := range l.shown {
		row := s.rows[s.scroll+k]
		r := render.Rect{Min: render.Point{X: pad, Y: y}, Max: render.Point{X: pad + inner, Y: y + l.rowH - 4*sc}}
		var btns []render.Rect
		right := r.Max.X
		for i := len(row.buttons) - 1; i >= 0; i-- {
			bw := text.Advance(row.buttons[i].label, bf) + 36*sc
			btns = append([]render.Rect{{Min: render.Point{X: right - bw, Y: r.Min.Y}, Max: render.Point{X: right, Y: r.Max.Y}}}, btns...)
			right -= bw + 8*sc
		}
		if len(row.buttons) > 0 {
			r.Max.X = right
		}
		l.rows = append(l.rows, r)
		l.rowBtns = append(l.rowBtns, btns)
		y += l.rowH
	}
	if len(s.buttons) > 0 {
		y += 12 * sc
		gap := 12 * sc
		bw := (inner - gap*float64(len(s.buttons)-1)) / float64(len(s.buttons))
		for i := range s.buttons {
			x := pad + float64(i)*(bw+gap)
			l.buttons = append(l.buttons, render.Rect{Min: render.Point{X: x, Y: y}, Max: render.Point{X: x + bw, Y: y + sheetButtonH*sc}})
		}
		y += sheetButtonH * sc
	}
	boxH := y + pad
	x0, y0 := math.Round((W-width)/2), math.Round(math.Max(0, (H-boxH)/2))
	l.box = render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + width, Y: y0 + boxH}}
	l.shift(x0, y0)
	return l
}

// shift moves everything laid out from the box's corner to the screen.
func (l *sheetLayout) shift(dx, dy float64) {
	mv := func(r *render.Rect) {
		r.Min.X, r.Max.X, r.Min.Y, r.Max.Y = r.Min.X+dx, r.Max.X+dx, r.Min.Y+dy, r.Max.Y+dy
	}
	l.titleY += dy
	for i := range l.lines {
		l.lines[i].x += dx + sheetPad*l.sc
		l.lines[i].y += dy
	}
	l.fieldLbl.x, l.fieldLbl.y = l.fieldLbl.x+dx+sheetPad*l.sc, l.fieldLbl.y+dy
	mv(&l.field)
	l.listTop += dy
	for i := range l.rows {
		mv(&l.rows[i])
		for j := range l.rowBtns[i] {
			mv(&l.rowBtns[i][j])
		}
	}
	for i := range l.buttons {
		mv(&l.buttons[i])
	}
}

// buttonText is a button's label with its key: "Save   (S)".
func (b sheetButton) text() string {
	switch {
	case b.noKey || b.key == 0:
		if b.cancel {
			return b.label + "   (Esc)"
		}
		return b.label
	case b.cancel && b.key == ebiten.KeyEscape:
		return b.label + "   (Esc)"
	case b.cancel:
		return b.label + "   (" + keyName(Binding{Key: b.key}) + " or Esc)"
	case b.ctrl:
		return b.label + "   (" + keyName(Binding{Key: b.key, Mods: modCtrl}) + ")"
	}
	return b.label + "   (" + keyName(Binding{Key: b.key}) + ")"
}

// draw draws the sheet over the window, dimming what is behind it.
func (s *sheet) draw(dst *ebiten.Image, r *ebitenrender.Renderer, ui render.UIColors) {
	l := s.lay
	sc := l.sc
	b := dst.Bounds()
	vector.FillRect(dst, 0, 0, float32(b.Dx()), float32(b.Dy()), color.RGBA{0, 0, 0, 150}, false)
	fill(dst, l.box, ui.Panel)
	stroke(dst, l.box, ui.PanelTitle, 3*sc)
	ft := func(px float64, bold bool) *text.GoTextFace { return r.Face(px*sc, bold) }
	pad := sheetPad * sc
	for i, line := range l.title {
		say(dst, line, l.box.Min.X+pad, l.titleY+float64(i)*sheetTitlePx*sc*1.2, ft(sheetTitlePx, true), ui.PanelTitle, false)
	}
	inks := [...]color.RGBA{ui.PanelInk, ui.PanelDim, ui.StatusBad, ui.PanelTitle}
	for _, t := range l.lines {
		c := inks[t.c]
		if t.c == 2 && ui.StatusBad == (color.RGBA{}) {
			c = ui.PanelTitle
		}
		say(dst, t.s, t.x, t.y, ft(t.px, t.c >= 2), c, false)
	}
	focus, _ := s.focused()
	isFocus := func(t target) bool { return t == focus && s.capture == nil }
	if s.field != nil {
		say(dst, s.field.label, l.fieldLbl.x, l.fieldLbl.y, ft(l.fieldLbl.px, false), ui.PanelDim, false)
		fill(dst, l.field, ui.Button)
		edge, w := ui.ButtonEdge, 2*sc
		if isFocus(target{kind: targetField}) {
			edge, w = ui.PanelTitle, 4*sc
		}
		stroke(dst, l.field, edge, w)
		f := ft(sheetTextPx, false)
		shown := s.field.text
		if isFocus(target{kind: targetField}) {
			shown += "|"
		}
		// the end of a long name shows: that is where the typing is
		inner := l.field.Max.X - l.field.Min.X - 24*sc
		for text.Advance(shown, f) > inner && len(shown) > 1 {
			_, n := firstRune(shown)
			shown = shown[n:]
		}
		ink := ui.PanelInk
		if s.field.fresh && isFocus(target{kind: targetField}) {
			// selected: typing replaces it
			w := text.Advance(s.field.text, f)
			fill(dst, render.Rect{Min: render.Point{X: l.field.Min.X + 10*sc, Y: l.field.Min.Y + 8*sc}, Max: render.Point{X: l.field.Min.X + 14*sc + w, Y: l.field.Max.Y - 8*sc}}, ui.PanelTitle)
			ink = ui.Panel
		}
		say(dst, shown, l.field.Min.X+12*sc, (l.field.Min.Y+l.field.Max.Y)/2, f, ink, false)
	}
	for k, rr := range l.rows {
		i := l.firstRow + k
		row := s.rows[i]
		if row.heading {
			say(dst, row.label, rr.Min.X+4*sc, (rr.Min.Y+rr.Max.Y)/2, ft(sheetTextPx, true), ui.PanelTitle, false)
			continue
		}
		t := target{kind: targetRow, row: i}
		if row.do != nil {
			s.drawButton(dst, rr, isFocus(t), false, ui, sc)
		}
		bf := ft(sheetTextPx, true)
		lw := text.Advance(row.label, bf)
		label := row.label
		if row.detail == "" {
			label = fit(row.label, rr.Max.X-rr.Min.X-28*sc, bf)
		}
		say(dst, label, rr.Min.X+14*sc, (rr.Min.Y+rr.Max.Y)/2, bf, ui.PanelInk, false)
		if row.detail != "" {
			df := ft(sheetTextPx-2, false)
			x := rr.Min.X + 14*sc + math.Max(lw+20*sc, 330*sc)
			say(dst, fit(row.detail, rr.Max.X-x-14*sc, df), x, (rr.Min.Y+rr.Max.Y)/2, df, ui.PanelDim, false)
		}
		for j, br := range l.rowBtns[k] {
			bt := row.buttons[j]
			s.drawButton(dst, br, isFocus(target{kind: targetRowButton, row: i, i: j}), bt.on, ui, sc)
			ink := ui.PanelInk
			if bt.on {
				ink = ui.Panel
			}
			say(dst, bt.label, (br.Min.X+br.Max.X)/2, (br.Min.Y+br.Max.Y)/2, ft(sheetTextPx, true), ink, true)
		}
	}
	if n := len(s.rows); n > len(l.rows) && len(l.rows) > 0 && len(l.title) == 1 {
		// where the list is, right of the title: "rows 5-12 of 30"
		nf := ft(17, false)
		note := scrollNote(l.firstRow, len(l.rows), n)
		say(dst, note, l.box.Max.X-pad-text.Advance(note, nf), l.titleY, nf, ui.PanelDim, false)
	}
	for i, br := range l.buttons {
		bt := s.buttons[i]
		s.drawButton(dst, br, isFocus(target{kind: targetButton, i: i}), false, ui, sc)
		f := ft(sheetButtonPx, true)
		say(dst, fit(bt.text(), br.Max.X-br.Min.X-16*sc, f), (br.Min.X+br.Max.X)/2, (br.Min.Y+br.Max.Y)/2, f, ui.PanelInk, true)
	}
	if s.capture != nil {
		say(dst, "Press the new key (Esc keeps the old one)", l.box.Min.X+pad, l.box.Max.Y-pad/2, ft(17, true), ui.PanelTitle, false)
	}
}

// scrollNote says which rows of a long list show.
func scrollNote(first, shown, n int) string {
	return fmt.Sprintf("rows %d–%d of %d (wheel, arrows, PageUp/PageDown)", first+1, first+shown, n)
}

func firstRune(s string) (rune, int) {
	for i, r := range s {
		if i > 0 {
			return r, i
		}
	}
	return 0, len(s)
}

func (s *sheet) drawButton(dst *ebiten.Image, r render.Rect, focus, on bool, ui render.UIColors, sc float64) {
	back, edge, w := ui.Button, ui.ButtonEdge, 2*sc
	if on {
		back = ui.PanelTitle
	}
	if focus {
		edge, w = ui.PanelTitle, 5*sc
		if on {
			edge = ui.PanelInk
		} else {
			back = ui.ButtonHover
		}
	}
	fill(dst, r, back)
	stroke(dst, r, edge, w)
}

func fill(dst *ebiten.Image, r render.Rect, c color.RGBA) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X-r.Min.X), float32(r.Max.Y-r.Min.Y), c, false)
}

func stroke(dst *ebiten.Image, r render.Rect, c color.RGBA, w float64) {
	vector.StrokeRect(dst, float32(r.Min.X+w/2), float32(r.Min.Y+w/2), float32(r.Max.X-r.Min.X-w), float32(r.Max.Y-r.Min.Y-w), float32(w), c, false)
}

// say draws a line of text, vertically centred on y; centred on x too
// when centre is set.
func say(dst *ebiten.Image, s string, x, y float64, f *text.GoTextFace, c color.Color, centre bool) {
	op := &text.DrawOptions{}
	op.LayoutOptions.SecondaryAlign = text.AlignCenter
	if centre {
		op.LayoutOptions.PrimaryAlign = text.AlignCenter
	}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, f, op)
}
