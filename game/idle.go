// Idle windows: when nothing changes a window does no work in
// Update and draws nothing new, keeping its last frame on screen. The
// square, hex and zone windows share the gate that decides it.

package game

import "github.com/hajimehoshi/ebiten/v2"

// SettleUpdates is how many Updates still run after the last change before
// the window idles: ebitenui lays a rebuilt panel out over the next frames.
const SettleUpdates = 3

// IdleGate decides whether a window's Update may do nothing (idle) and
// whether its Draw must draw (dirty).
type IdleGate struct {
	last   InputSnapshot // the input as the last working Update saw it
	Settle int           // working Updates still to run after a change
	Dirty  bool          // something changed since the last drawn frame
}

// Idle reports whether this Update may do nothing: the input is as still
// as it was, nothing is busy (a script, a screenshot to take, a pending
// step), and the Updates that settle a change have run. Otherwise the
// next Draw draws.
func (s *IdleGate) Idle(snap InputSnapshot, busy bool) bool {
	changed := !snap.Still(s.last)
	s.last = snap
	switch {
	case changed || busy:
		s.Settle = SettleUpdates
	case s.Settle > 0:
		s.Settle--
	default:
		return true
	}
	s.Dirty = true
	return false
}

// Wake makes the window work and draw again after a change that came from
// outside the input: a new size, a followed player view, a file.
func (s *IdleGate) Wake() { s.Dirty, s.Settle = true, SettleUpdates }

// Draws reports whether Draw must draw this frame, and takes the change.
func (s *IdleGate) Draws() bool {
	d := s.Dirty
	s.Dirty = false
	return d
}

// openWindow sets up the window as the three windows share it: the close
// button asks first when there are unsaved changes, the first size is
// nine tenths of the monitor, it can be resized, and an idle window
// keeps its last frame (Draw draws nothing new).
func openWindow() {
	ebiten.SetWindowClosingHandled(true)
	openWindowSize()
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
}
