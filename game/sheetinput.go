package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
)

// chars is the text typed this frame, for inputs that have it (the real
// keyboard and scripts).
type chars interface{ Chars() []rune }

// Update reads this frame's input: keys first, then the pointer and the
// fingers (through the sheet's ebitenui widgets). The sheet's actions run
// inside it; they may replace or close the sheet.
func (s *Sheet) Update(in Input, sc float64) {
	ctrl := CtrlHeld(in)
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
		s.Reveal()
		return
	case in.JustPressed(ebiten.KeyTab), in.JustPressed(ebiten.KeyArrowDown):
		s.focus++
		s.focused()
		s.Reveal()
		return
	case in.JustPressed(ebiten.KeyPageDown):
		s.focus = min(n-1, s.focus+max(1, s.Lay.Shown-1))
		s.Reveal()
		return
	case in.JustPressed(ebiten.KeyPageUp):
		s.focus = max(0, s.focus-max(1, s.Lay.Shown-1))
		s.Reveal()
		return
	case in.JustPressed(ebiten.KeyEscape):
		for _, b := range s.Buttons {
			if b.Cancel {
				b.Do()
				return
			}
		}
	case in.JustPressed(ebiten.KeyEnter) || in.JustPressed(ebiten.KeyNumpadEnter):
		if t, ok := s.focused(); ok {
			s.Press(t)
		}
		return
	}
	if s.typing() {
		if c, ok := in.(chars); ok {
			for _, r := range c.Chars() {
				s.Field.typeRune(r)
			}
		}
		if in.JustPressed(ebiten.KeyBackspace) {
			s.Field.backspace()
		}
	} else {
		for _, b := range s.Buttons {
			if b.keyed() && b.Ctrl == ctrl && in.JustPressed(b.Key) {
				b.Do()
				return
			}
		}
	}
	s.slide(in, sc)
	if wy := in.Wheel(); wy != 0 {
		s.Scroll = max(0, min(len(s.Rows)-s.Lay.Shown, s.Scroll-int(math.Round(wy))))
	}
	s.pointerUpdate(in)
}

// cancel presses the sheet's cancel button (Esc), or else puts the
// on-screen keyboard away.
func (s *Sheet) cancel() {
	for _, b := range s.Buttons {
		if b.Cancel {
			b.Do()
			return
		}
	}
	s.KeysOn = false
}

// slide scrolls the list by the fingers on it: one moved up or down
// scrolls a row per row height (a tap is ebitenui's: a press where the
// finger went down and a release there).
func (s *Sheet) slide(in Input, sc float64) {
	s.touches = in.Touches(s.touches[:0])
	if s.fingers == nil {
		s.fingers = map[int]gesture.Point{}
	}
	now := map[int]bool{}
	for _, t := range s.touches {
		now[t.ID] = true
		from, ok := s.fingers[t.ID]
		if !ok {
			from = t.At
		}
		if step := sheetRowH * sc; math.Abs(t.At.Y-from.Y) >= step {
			rows := int((t.At.Y - from.Y) / step)
			s.Scroll = max(0, min(len(s.Rows)-s.Lay.Shown, s.Scroll-rows))
			from.Y += float64(rows) * step
		}
		s.fingers[t.ID] = from
	}
	for id := range s.fingers {
		if !now[id] {
			delete(s.fingers, id)
		}
	}
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

// Reveal scrolls the list so that the focused row shows.
func (s *Sheet) Reveal() {
	t, ok := s.focused()
	if !ok || (t.kind != targetRow && t.kind != targetRowButton) || s.Lay.Shown == 0 {
		return
	}
	if t.row < s.Scroll {
		s.Scroll = t.row
	}
	if t.row >= s.Scroll+s.Lay.Shown {
		s.Scroll = t.row - s.Lay.Shown + 1
	}
}
