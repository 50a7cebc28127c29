package game

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
)

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
		if !l.compact {
			say(dst, s.field.label, l.fieldLbl.x, l.fieldLbl.y, ft(l.fieldLbl.px, false), ui.PanelDim, false)
		}
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
	if s.field != nil {
		s.drawKeys(dst, r, ui)
	}
	if s.capture != nil {
		say(dst, "Press the new key (Esc keeps the old one)", l.box.Min.X+pad, l.box.Max.Y-pad/2, ft(17, true), ui.PanelTitle, false)
	}
}

// scrollNote says which rows of a long list show.
func scrollNote(first, shown, n int) string {
	return fmt.Sprintf("rows %d–%d of %d (drag, wheel, arrows, PageUp/PageDown)", first+1, first+shown, n)
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
