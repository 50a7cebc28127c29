package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/game/keyboard"
	"github.com/battlemap/battlemap/render"
)

// chars is the text typed this frame, for inputs that have it (the real
// keyboard and scripts).
type chars interface{ Chars() []rune }

// update reads this frame's input: keys first, then the pointer. The
// sheet's actions run inside it; they may replace or close the sheet.
func (s *sheet) update(in Input, face func(px float64, bold bool) *text.GoTextFace, w, h int, sc float64) {
	s.lay = s.layout(face, w, h, sc)
	ctrl := ctrlHeld(in)
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
				s.field.typeRune(r)
			}
		}
		if in.JustPressed(ebiten.KeyBackspace) {
			s.field.backspace()
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
		if s.field != nil && contains(s.lay.field, p) {
			s.keysOn, s.keysAsked = true, true // a finger on the field types with the keys on screen
		}
		s.tap(p)
		s.lay = s.layout(face, w, h, sc) // the keyboard may have come or gone
		return
	}
	if wy := in.Wheel(); wy != 0 {
		s.scroll = max(0, min(len(s.rows)-s.lay.shown, s.scroll-int(math.Round(wy))))
		s.lay = s.layout(face, w, h, sc)
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) {
		s.pressed = true
	}
	if !in.MouseJustReleased(ebiten.MouseButtonLeft) || !s.pressed {
		return // a button pressed before the sheet opened clicks nothing on it
	}
	s.pressed = false
	x, y := in.Cursor()
	s.tap(render.Point{X: float64(x), Y: float64(y)})
	s.lay = s.layout(face, w, h, sc)
}

// tap presses the on-screen key or the target at p, if any.
func (s *sheet) tap(p render.Point) {
	if s.tapKey(p) {
		return
	}
	for i, t := range s.targets() {
		if r, ok := s.lay.rect(t); ok && contains(r, p) {
			s.focus = i
			s.press(t)
			return
		}
	}
}

// tapKey presses the on-screen key or the Keyboard button at p: a key
// types into the field as the same key pressed on a keyboard would, OK is
// Enter in the field and Cancel the sheet's cancel button (Esc). It
// reports whether p was on the keyboard or its button.
func (s *sheet) tapKey(p render.Point) bool {
	if s.field == nil {
		return false
	}
	if contains(s.lay.keysButton, p) {
		s.keysOn, s.keysAsked = !s.keysOn, true
		s.focusOn(targetField, 0)
		return true
	}
	if !s.keysOn {
		return false
	}
	for _, k := range s.lay.keys {
		if !k.Contains(p.X, p.Y) {
			continue
		}
		s.focusOn(targetField, 0)
		switch kind, r := s.keys.Tap(k.Key); kind {
		case keyboard.Char:
			s.field.typeRune(r)
		case keyboard.Backspace:
			s.field.backspace()
		case keyboard.OK:
			s.press(target{kind: targetField})
		case keyboard.Cancel:
			s.cancel()
		}
		return true
	}
	return contains(s.lay.keysArea, p) // between the keys: nothing
}

// cancel presses the sheet's cancel button (Esc), or else puts the
// on-screen keyboard away.
func (s *sheet) cancel() {
	for _, b := range s.buttons {
		if b.cancel {
			b.do()
			return
		}
	}
	s.keysOn = false
}

// touched follows the fingers: a finger lifted near where it went down is
// a tap there (returned); a finger moved up or down scrolls the list a
// row per row height.
func (s *sheet) touched(in Input, sc float64) (render.Point, bool) {
	s.touches = in.Touches(s.touches[:0])
	first := s.fingers == nil
	if first {
		s.fingers = map[int][3]gesture.Point{}
	}
	now := map[int]bool{}
	for _, t := range s.touches {
		now[t.ID] = true
		f, ok := s.fingers[t.ID]
		if !ok {
			f = [3]gesture.Point{t.At, t.At, t.At}
			if first {
				// down before the sheet opened (the finger that opened
				// it): its lift taps nothing here
				f[0] = gesture.Point{X: math.Inf(1)}
			}
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
