package game

import "github.com/battlemap/battlemap/game/gesture"

// Fingers are a window's fingers on the screen: the touches read this
// frame and the recognizer that makes gestures of them.
type Fingers struct {
	Rec *gesture.Recognizer
	Buf []gesture.Touch
}

// Read reads the fingers from in and returns the gestures they made this
// frame (the recognizer made on the first read).
func (f *Fingers) Read(in Input) []gesture.Event {
	if f.Rec == nil {
		f.Rec = gesture.New(gesture.DefaultConfig())
	}
	f.Buf = in.Touches(f.Buf[:0])
	return f.Rec.Update(f.Buf)
}

// Held reports whether a finger is in a press and hold (scripts: touch
// hold).
func (f *Fingers) Held() bool { return f.Rec != nil && f.Rec.Holding() }

// FingerMove is a creature a finger drags in the hex or zone window:
// Holding while the finger is down, Lifted when it let go and the move
// waits for Commit.
type FingerMove struct {
	Holding, Lifted bool
}

// End forgets the move a finger dragged, and the play's drag with it.
func (m *FingerMove) End(play interface{ SetDragging(string) }) {
	play.SetDragging("")
	m.Holding, m.Lifted = false, false
}

// ButtonAt is the button of bs under the pixel x, y, if any.
func ButtonAt(bs []TouchButton, x, y float64) (TouchButton, bool) {
	for _, b := range bs {
		if b.Rect.Contains(x, y) {
			return b, true
		}
	}
	return TouchButton{}, false
}

// ButtonPixel is the middle of the button of bs labelled label, if any
// (scripts: touch button LABEL).
func ButtonPixel(bs []TouchButton, label string) (x, y int, ok bool) {
	for _, b := range bs {
		if b.Label == label {
			return int(b.Rect.X + b.Rect.W/2), int(b.Rect.Y + b.Rect.H/2), true
		}
	}
	return 0, 0, false
}
