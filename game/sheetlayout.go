package game

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/game/keyboard"
	"github.com/battlemap/battlemap/render"
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
	// keysButton is the Keyboard button at the field's right end; keys
	// the on-screen keyboard's keys, when shown, in keysArea at the
	// window's foot. compact is a box cut to its title and field to leave
	// the keyboard room (the keyboard's OK and Cancel stand for its
	// buttons).
	keysButton render.Rect
	keys       []keyboard.Placed
	keysArea   render.Rect
	compact    bool
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
		if t.i >= len(l.buttons) {
			return render.Rect{}, false // a compact box shows none
		}
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

// layout places the sheet's parts in a window w x h at UI scale sc: with
// the on-screen keyboard shown, the keyboard across the window's foot and
// the box in the room above it, cut down to its title and field when
// whole it would not fit there.
func (s *sheet) layout(face func(px float64, bold bool) *text.GoTextFace, w, h int, sc float64) sheetLayout {
	W, H := float64(w), float64(h)
	if s.field == nil || !s.keysOn {
		return s.layoutBox(face, W, H, sc, false)
	}
	keys, kw, kh, _ := s.keys.Layout(W, math.Max(H/2, s.keys.MinHeight(sc)), sc)
	x0, y0 := math.Round((W-kw)/2), H-kh
	for i := range keys {
		keys[i].X += x0
		keys[i].Y += y0
	}
	l := s.layoutBox(face, W, y0, sc, false)
	if l.box.Max.Y > y0 {
		l = s.layoutBox(face, W, y0, sc, true)
	}
	l.keys = keys
	l.keysArea = render.Rect{Min: render.Point{X: 0, Y: y0}, Max: render.Point{X: W, Y: H}}
	return l
}

// keysButtonLabel is the Keyboard button's text (a small keyboard is drawn
// before it: the font has no keyboard sign).
const keysButtonLabel = "Keyboard"

// layoutBox places the box in a window W wide with H pixels from the top
// free; compact leaves out the box's words, list and buttons, and shows
// its note (else its title) on one line above the field.
func (s *sheet) layoutBox(face func(px float64, bold bool) *text.GoTextFace, W, H, sc float64, compact bool) sheetLayout {
	width := math.Min(760*sc, W-40*sc)
	if s.wide {
		width = math.Min(1200*sc, W-40*sc)
	}
	width = math.Max(width, math.Min(W, 320))
	pad := sheetPad * sc
	l := sheetLayout{sc: sc, rowH: sheetRowH * sc, compact: compact}
	inner := width - 2*pad
	if compact {
		return s.layoutCompact(face, W, H, width, sc, l)
	}
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
		l.field, l.keysButton = fieldRects(face, pad, y, inner, sc)
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
	return l.place(W, H, width, y+pad)
}

// place puts a box width x boxH laid out from its corner in the middle of
// a window W wide with H pixels from the top free.
func (l sheetLayout) place(W, H, width, boxH float64) sheetLayout {
	x0, y0 := math.Round((W-width)/2), math.Round(math.Max(0, (H-boxH)/2))
	l.box = render.Rect{Min: render.Point{X: x0, Y: y0}, Max: render.Point{X: x0 + width, Y: y0 + boxH}}
	l.shift(x0, y0)
	return l
}

// fieldRects are the text field at y, inner wide from x, and the Keyboard
// button at its right end.
func fieldRects(face func(px float64, bold bool) *text.GoTextFace, x, y, inner, sc float64) (field, button render.Rect) {
	bw := text.Advance(keysButtonLabel, face(sheetButtonPx*sc, true)) + 84*sc
	h := sheetRowH * sc
	field = render.Rect{Min: render.Point{X: x, Y: y}, Max: render.Point{X: x + inner - bw - 10*sc, Y: y + h}}
	button = render.Rect{Min: render.Point{X: x + inner - bw, Y: y}, Max: render.Point{X: x + inner, Y: y + h}}
	return field, button
}

// layoutCompact is the box cut to one line (the note, else the title) and
// the field, for a window whose keyboard leaves too little room.
func (s *sheet) layoutCompact(face func(px float64, bold bool) *text.GoTextFace, W, H, width, sc float64, l sheetLayout) sheetLayout {
	pad, inner := sheetPad*sc, width-2*sheetPad*sc
	line, c := s.title, 3
	if s.note != "" {
		line = s.note
		if !s.noteDone {
			c = 2
		}
	}
	y := 12*sc + sheetTextPx*sc*0.7
	l.lines = []sheetText{{s: fit(line, inner, face(sheetTextPx*sc, true)), y: y, px: sheetTextPx, c: c}}
	y += sheetTextPx * sc * 0.9
	l.field, l.keysButton = fieldRects(face, pad, y, inner, sc)
	return l.place(W, H, width, y+sheetRowH*sc+12*sc)
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
	mv(&l.keysButton)
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
