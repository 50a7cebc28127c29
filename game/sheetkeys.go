package game

import (
	"errors"
	"fmt"
	"image/color"
	"math"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/game/keyboard"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/render/ebitenrender"
)

// drawKeys draws the field's Keyboard button and, when shown, the
// on-screen keyboard across the window's foot: keys in the panel's button
// colours, OK in the title colour, Shift lit while it holds.
func (s *sheet) drawKeys(dst *ebiten.Image, r *ebitenrender.Renderer, ui render.UIColors) {
	l := s.lay
	sc := l.sc
	b := l.keysButton
	s.drawButton(dst, b, false, s.keysOn, ui, sc)
	ink := ui.PanelInk
	if s.keysOn {
		ink = ui.Panel
	}
	f := r.Face(sheetButtonPx*sc, true)
	cy := (b.Min.Y + b.Max.Y) / 2
	drawKeyboardSign(dst, b.Min.X+14*sc, cy, sc, ink)
	say(dst, keysButtonLabel, b.Min.X+58*sc, cy, f, ink, false)
	if !s.keysOn || len(l.keys) == 0 {
		return
	}
	fill(dst, l.keysArea, ui.Panel)
	vector.StrokeLine(dst, float32(l.keysArea.Min.X), float32(l.keysArea.Min.Y), float32(l.keysArea.Max.X), float32(l.keysArea.Min.Y), float32(3*sc), ui.PanelTitle, false)
	next, _ := s.keys.Shifted()
	for _, k := range l.keys {
		rr := render.Rect{Min: render.Point{X: k.X, Y: k.Y}, Max: render.Point{X: k.X + k.W, Y: k.Y + k.H}}
		lit := k.Kind == keyboard.OK || (k.Kind == keyboard.Shift && next)
		s.drawButton(dst, rr, false, lit, ui, sc)
		ink := ui.PanelInk
		if lit {
			ink = ui.Panel
		}
		label := s.keys.Label(k.Key)
		px := math.Min(sheetButtonPx*sc*1.15, k.H*0.36)
		if utf8.RuneCountInString(label) == 1 {
			px = math.Min(sheetTitlePx*sc*1.3, k.H*0.5) // a letter: as large as the key lets it be
		}
		for px > 10*sc && text.Advance(label, r.Face(px, true)) > k.W-12*sc {
			px-- // a long name on a one-key key
		}
		say(dst, label, (rr.Min.X+rr.Max.X)/2, (rr.Min.Y+rr.Max.Y)/2, r.Face(px, true), ink, true)
	}
}

// drawKeyboardSign draws a small keyboard, 34 pixels wide at UI scale 1,
// from x, centred on y: the fonts have no keyboard sign.
func drawKeyboardSign(dst *ebiten.Image, x, y, sc float64, c color.RGBA) {
	w, h := 34*sc, 22*sc
	vector.StrokeRect(dst, float32(x), float32(y-h/2), float32(w), float32(h), float32(2*sc), c, false)
	k := 3 * sc
	for row := range 2 {
		for i := range 5 {
			kx := x + 4*sc + float64(i)*6*sc
			ky := y - h/2 + 4*sc + float64(row)*5*sc
			vector.FillRect(dst, float32(kx), float32(ky), float32(k), float32(k), c, false)
		}
	}
	vector.FillRect(dst, float32(x+8*sc), float32(y+h/2-7*sc), float32(w-16*sc), float32(k), c, false)
}

// noticeInput remembers whether the last input was a finger (or, with
// --touch, the mouse standing for one) rather than a key or the mouse: a
// sheet with a field that opens after a touch shows its keyboard.
func (f *fileUI) noticeInput(in Input) {
	var buf [4]gesture.Touch
	if len(in.Touches(buf[:0])) > 0 {
		f.fingers = true
		return
	}
	if !f.fingers {
		return
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) || in.MouseJustPressed(ebiten.MouseButtonRight) {
		f.fingers = false
		return
	}
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		if in.JustPressed(k) {
			f.fingers = false
			return
		}
	}
}

// offerKeys shows the on-screen keyboard under a sheet with a field that
// opened after a touch (once: its Keyboard button then decides).
func (f *fileUI) offerKeys() {
	if s := f.sheet; s != nil && s.field != nil && !s.keysAsked {
		s.keysAsked, s.keysOn = true, f.fingers
		if s.keysOn {
			s.focusOn(targetField, 0)
		}
	}
}

// sheetWindow is a window with the shared sheets (all three): scripts tap
// their buttons and on-screen keys.
type sheetWindow interface{ sheetUI() *fileUI }

func (g *Game) sheetUI() *fileUI     { return &g.files }
func (v *hexView) sheetUI() *fileUI  { return &v.files }
func (v *zoneView) sheetUI() *fileUI { return &v.files }

// sheetPixel is the middle of the open sheet's button or row labelled
// label, else of its on-screen key or Keyboard button showing label
// (scripts: touch button LABEL over a sheet).
func (f *fileUI) sheetPixel(label string) (int, int, error) {
	var probe scriptedInput
	err := f.pointAtButton(&probe, label)
	if err == nil {
		return probe.x, probe.y, nil
	}
	s := f.sheet
	mid := func(r render.Rect) (int, int, error) {
		return int((r.Min.X + r.Max.X) / 2), int((r.Min.Y + r.Max.Y) / 2), nil
	}
	if s.field != nil && label == keysButtonLabel {
		return mid(s.lay.keysButton)
	}
	for _, k := range s.lay.keys {
		if s.keys.Label(k.Key) == label {
			return mid(render.Rect{Min: render.Point{X: k.X, Y: k.Y}, Max: render.Point{X: k.X + k.W, Y: k.Y + k.H}})
		}
	}
	return 0, 0, err
}

// keyPixel is the middle of the on-screen key to tap next to type r, and
// whether that tap types it (false: a page or shift key comes first).
func (f *fileUI) keyPixel(r rune) (x, y int, last bool, err error) {
	s := f.sheet
	if s == nil || s.field == nil || !s.keysOn || len(s.lay.keys) == 0 {
		return 0, 0, false, errors.New("touch type: no on-screen keyboard is shown (touch button Keyboard shows it)")
	}
	want := s.keys.Find(r)
	if len(want) == 0 {
		return 0, 0, false, fmt.Errorf("touch type: the on-screen keyboard has no key for %q", r)
	}
	for _, k := range s.lay.keys {
		if k.Kind == want[0].Kind && k.Char == want[0].Char {
			return int(k.X + k.W/2), int(k.Y + k.H/2), len(want) == 1, nil
		}
	}
	return 0, 0, false, fmt.Errorf("touch type: the key for %q is not on the keyboard's page", r)
}
