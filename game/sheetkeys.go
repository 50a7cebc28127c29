package game

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/game/gesture"
	"github.com/battlemap/battlemap/render"
)

// noticeInput remembers whether the last input was a finger (or, with
// --touch, the mouse standing for one) rather than a key or the mouse: a
// sheet with a field that opens after a touch shows its keyboard.
func (f *FileUI) noticeInput(in Input) {
	var buf [4]gesture.Touch
	if len(in.Touches(buf[:0])) > 0 {
		f.Fingers = true
		return
	}
	if !f.Fingers {
		return
	}
	if in.MouseJustPressed(ebiten.MouseButtonLeft) || in.MouseJustPressed(ebiten.MouseButtonRight) {
		f.Fingers = false
		return
	}
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		if in.JustPressed(k) {
			f.Fingers = false
			return
		}
	}
}

// OfferKeys shows the on-screen keyboard under a sheet with a field that
// opened after a touch (once: its Keyboard button then decides).
func (f *FileUI) OfferKeys() {
	if s := f.Sheet; s != nil && s.Field != nil && !s.KeysAsked {
		s.KeysAsked, s.KeysOn = true, f.Fingers
		if s.KeysOn {
			s.focusOn(targetField, 0)
		}
	}
}

// sheetWindow is a window with the shared sheets (all three): scripts tap
// their buttons and on-screen keys.
type sheetWindow interface{ SheetUI() *FileUI }

func (s *Shell) SheetUI() *FileUI { return &s.Files }

// SheetPixel is the middle of the open sheet's button or row labelled
// label, else of its on-screen key or Keyboard button showing label
// (scripts: touch button LABEL over a sheet).
func (f *FileUI) SheetPixel(label string) (int, int, error) {
	var probe ScriptedInput
	err := f.PointAtButton(&probe, label)
	if err == nil || errors.Is(err, StepAgain{}) {
		return probe.X, probe.Y, err // the button, once drawn as it is now
	}
	s := f.Sheet
	mid := func(r render.Rect) (int, int, error) {
		return int((r.Min.X + r.Max.X) / 2), int((r.Min.Y + r.Max.Y) / 2), nil
	}
	if s.Field != nil && label == keysButtonLabel {
		return mid(s.Lay.KeysButton)
	}
	for _, k := range s.Lay.Keys {
		if s.Keys.Label(k.Key) == label {
			return mid(render.Rect{Min: render.Point{X: k.X, Y: k.Y}, Max: render.Point{X: k.X + k.W, Y: k.Y + k.H}})
		}
	}
	return 0, 0, err
}

// keyPixel is the middle of the on-screen key to tap next to type r, and
// whether that tap types it (false: a page or shift key comes first).
func (f *FileUI) keyPixel(r rune) (x, y int, last bool, err error) {
	s := f.Sheet
	if s == nil || s.Field == nil || !s.KeysOn || len(s.Lay.Keys) == 0 {
		return 0, 0, false, errors.New("touch type: no on-screen keyboard is shown (touch button Keyboard shows it)")
	}
	want := s.Keys.Find(r)
	if len(want) == 0 {
		return 0, 0, false, fmt.Errorf("touch type: the on-screen keyboard has no key for %q", r)
	}
	for _, k := range s.Lay.Keys {
		if k.Kind == want[0].Kind && k.Char == want[0].Char {
			return int(k.X + k.W/2), int(k.Y + k.H/2), len(want) == 1, nil
		}
	}
	return 0, 0, false, fmt.Errorf("touch type: the key for %q is not on the keyboard's page", r)
}
