// The arrow keys as the plays hear them: the keymap's pan actions turned
// into a direction on the map (the view may be turned) and whether the
// key was pressed this frame. A play that aims with them (session.Play's
// Arrow) takes them; otherwise they pan.

package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/session"
)

// ArrowKey is the arrow key bound to a pan action, and its direction on
// the screen.
func ArrowKey(a session.Action) (ebiten.Key, int, int) {
	switch a {
	case session.ActPanLeft:
		return ebiten.KeyArrowLeft, -1, 0
	case session.ActPanRight:
		return ebiten.KeyArrowRight, 1, 0
	case session.ActPanUp:
		return ebiten.KeyArrowUp, 0, -1
	}
	return ebiten.KeyArrowDown, 0, 1
}

// ArrowAction reports whether a is one of the arrows' pan actions.
func ArrowAction(a session.Action) bool {
	return a == session.ActPanLeft || a == session.ActPanRight || a == session.ActPanUp || a == session.ActPanDown
}

// ArrowOnMap is pan action a as session.Play's Arrow takes it: its
// direction on a map whose view is turned quarters clockwise, and whether
// its key was pressed this frame (not held).
func ArrowOnMap(in Input, a session.Action, quarters int) (int, int, bool) {
	key, dx, dy := ArrowKey(a)
	mx, my := session.ScreenArrow(dx, dy, quarters)
	return mx, my, in.JustPressed(key)
}
