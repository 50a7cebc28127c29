package game

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/battlemap/battlemap/game/gesture"
)

// Input is what the game reads from the user each frame: the real mouse
// and keyboard, or a script played back (--play).
type Input interface {
	keyState
	Cursor() (x, y int)
	MouseDown(b ebiten.MouseButton) bool
	MouseJustPressed(b ebiten.MouseButton) bool
	MouseJustReleased(b ebiten.MouseButton) bool
	// Wheel is the vertical scroll this frame.
	Wheel() float64
	// Touches appends the fingers on the screen to buf, in pixels.
	Touches(buf []gesture.Touch) []gesture.Touch
	// Snapshot is the input's state in a form Update compares with the
	// last one: an unchanged, untouched input lets the window idle.
	Snapshot() InputSnapshot
}

// InputSnapshot is what the window compares from one Update to the next to
// know that nothing happened: the pointer, whether anything is held, and
// the window's focus.
type InputSnapshot struct {
	X, Y int
	// Held is true while a key, a mouse button or a finger is down, or the
	// wheel turned: the input is busy even if the pointer stands still.
	Held    bool
	Focused bool
	// Closing is true while the window's close button asks to close it
	// (when the window handles closing itself).
	Closing bool
}

// Still reports whether the input did nothing since the snapshot last: the
// same pointer and focus, nothing held now or then, no close asked.
func (s InputSnapshot) Still(last InputSnapshot) bool {
	return s == last && !s.Held && !s.Closing
}

// realInput reads Ebitengine's input state.
type realInput struct{}

func (realInput) Down(k ebiten.Key) bool        { return ebiten.IsKeyPressed(k) }
func (realInput) JustPressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }
func (realInput) Cursor() (int, int)            { return ebiten.CursorPosition() }
func (realInput) MouseDown(b ebiten.MouseButton) bool {
	return ebiten.IsMouseButtonPressed(b)
}
func (realInput) MouseJustPressed(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustPressed(b)
}
func (realInput) MouseJustReleased(b ebiten.MouseButton) bool {
	return inpututil.IsMouseButtonJustReleased(b)
}
func (realInput) Wheel() float64 { _, y := ebiten.Wheel(); return y }
func (realInput) Touches(buf []gesture.Touch) []gesture.Touch {
	return realTouches(buf)
}
func (realInput) Chars() []rune { return ebiten.AppendInputChars(nil) }
func (r realInput) Snapshot() InputSnapshot {
	s := InputSnapshot{Focused: ebiten.IsFocused(), Closing: ebiten.IsWindowBeingClosed()}
	s.X, s.Y = ebiten.CursorPosition()
	var keys [1]ebiten.Key
	var touches [1]ebiten.TouchID
	s.Held = len(inpututil.AppendPressedKeys(keys[:0])) > 0 || len(ebiten.AppendTouchIDs(touches[:0])) > 0 || r.Wheel() != 0
	for b := ebiten.MouseButton0; b <= ebiten.MouseButtonMax && !s.Held; b++ {
		s.Held = ebiten.IsMouseButtonPressed(b)
	}
	return s
}

// ScriptedInput is input set by a script, frame by frame.
type ScriptedInput struct {
	X, Y        int
	Keys, prevK map[ebiten.Key]bool
	Btns, PrevB map[ebiten.MouseButton]bool
	WheelMoved  float64
	// Fingers are the fingers down, in the order they went down
	Fingers []gesture.Touch
	// fingerAt is the square each finger was put on or moved to (touch move
	// slides from there)
	fingerAt map[int]ScriptCell
	// chars is the text typed this frame (type TEXT); closing is the
	// window's close button pressed this frame (close).
	chars   []rune
	closing bool
}

func NewScriptedInput() *ScriptedInput {
	return &ScriptedInput{Keys: map[ebiten.Key]bool{}, prevK: map[ebiten.Key]bool{},
		Btns: map[ebiten.MouseButton]bool{}, PrevB: map[ebiten.MouseButton]bool{}, fingerAt: map[int]ScriptCell{}}
}

// NextFrame makes this frame's state the previous one, for "just pressed".
func (s *ScriptedInput) NextFrame() {
	clear(s.prevK)
	for k, v := range s.Keys {
		s.prevK[k] = v
	}
	clear(s.PrevB)
	for b, v := range s.Btns {
		s.PrevB[b] = v
	}
	s.WheelMoved = 0
	s.chars, s.closing = nil, false
}

func (s *ScriptedInput) Down(k ebiten.Key) bool        { return s.Keys[k] }
func (s *ScriptedInput) JustPressed(k ebiten.Key) bool { return s.Keys[k] && !s.prevK[k] }
func (s *ScriptedInput) Cursor() (int, int)            { return s.X, s.Y }
func (s *ScriptedInput) MouseDown(b ebiten.MouseButton) bool {
	return s.Btns[b]
}
func (s *ScriptedInput) MouseJustPressed(b ebiten.MouseButton) bool {
	return s.Btns[b] && !s.PrevB[b]
}
func (s *ScriptedInput) MouseJustReleased(b ebiten.MouseButton) bool {
	return !s.Btns[b] && s.PrevB[b]
}
func (s *ScriptedInput) Wheel() float64 { return s.WheelMoved }
func (s *ScriptedInput) Touches(buf []gesture.Touch) []gesture.Touch {
	return append(buf, s.Fingers...)
}

// Touch puts finger id down at x, y, or moves it there.
func (s *ScriptedInput) Touch(id int, x, y float64) {
	at := gesture.Point{X: x, Y: y}
	for i := range s.Fingers {
		if s.Fingers[i].ID == id {
			s.Fingers[i].At = at
			return
		}
	}
	s.Fingers = append(s.Fingers, gesture.Touch{ID: id, At: at})
}

// Lift takes finger id off the screen.
func (s *ScriptedInput) Lift(id int) {
	s.Fingers = slices.DeleteFunc(s.Fingers, func(t gesture.Touch) bool { return t.ID == id })
	delete(s.fingerAt, id)
}

func (s *ScriptedInput) Chars() []rune { return s.chars }
func (s *ScriptedInput) Snapshot() InputSnapshot {
	held := s.WheelMoved != 0 || len(s.Fingers) > 0
	for _, down := range s.Keys {
		held = held || down
	}
	for _, down := range s.Btns {
		held = held || down
	}
	return InputSnapshot{X: s.X, Y: s.Y, Held: held || len(s.chars) > 0, Focused: true, Closing: s.closing}
}
