package game

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

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
