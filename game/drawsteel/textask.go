package drawsteel

import (
	"github.com/battlemap/battlemap/game"
	"github.com/ebitenui/ebitenui/widget"
)

// textAsk is what a text field of the square window's panel asks for:
// the question's title, the field's label, and what its Enter does.
type textAsk struct {
	title, label string
	submit       func(string)
	// replace shows the text selected: the first key typed replaces it
	// (a name), where else typing adds to it (a note's text).
	replace bool
}

// fieldPixel is the middle of the panel's text field asking for title
// (scripts: touch button Caption), scrolled into view first (stepAgain:
// point once it is drawn there).
func (p *panel) fieldPixel(title string) (x, y int, ok bool, err error) {
	for t, a := range p.asks {
		if a.title != title {
			continue
		}
		r := t.GetWidget().Rect
		if p.scrollTo(r) {
			return 0, 0, true, game.StepAgain{}
		}
		return (r.Min.X + r.Max.X) / 2, (r.Min.Y + r.Max.Y) / 2, true, nil
	}
	return 0, 0, false, nil
}

// askByFinger takes a panel text field a finger put the focus in (a
// creature's name, a note's text, the caption, the export's file) to the
// question box, whose on-screen keyboard types it: a touch table has no
// keyboard for the small field. OK there is Enter in the field.
func (g *Game) askByFinger() {
	if !g.Files.Fingers || g.Files.Open() {
		return
	}
	for t, a := range g.panel.asks {
		if t.IsFocused() {
			t.Focus(false)
			g.askText(t, a)
			return
		}
	}
}

// askText asks for a's text in the question box, starting from t's; OK
// puts the answer in t and does what t's Enter does.
func (g *Game) askText(t *widget.TextInput, a textAsk) {
	s := &game.Sheet{Title: a.title, Field: &game.SheetField{Label: a.label, Text: t.GetText(), Fresh: a.replace}}
	ok := func() {
		g.Files.Sheet = nil
		v := s.Field.Text
		t.SetText(v)
		a.submit(v)
	}
	s.Field.Enter = func(string) { ok() }
	s.Buttons = []game.SheetButton{
		{Label: "OK", NoKey: true, Do: ok},
		{Label: "Cancel", Cancel: true, Do: func() { g.Files.Sheet = nil }},
	}
	g.Files.Sheet = s
}
