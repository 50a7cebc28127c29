// The player view: the map as the players may see it, in place (Ctrl+P in
// the director's window) or in a window of its own that follows the
// director's (battlemap open FILE --player-view).

package game

import (
	"github.com/battlemap/battlemap/session"
)

// followFrames is how often, in updates, a player view looks at the
// director's live view: four times a second, a stat of one small file.
const followFrames = 15

// ViewAction reports whether a player view's window takes the action: it
// only looks (zoom, pan, fit, heights, theme, scale, full screen, turn,
// help, quit); the director's window makes every change.
func ViewAction(a session.Action) bool {
	switch a {
	case session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown, session.ActZoomIn, session.ActZoomOut, session.ActFit, session.ActToggleHeights,
		session.ActTheme, session.ActUIScaleUp, session.ActUIScaleDown, session.ActFullscreen, session.ActTurnView, session.ActTurnViewHalf, session.ActHelp, session.ActCancel, session.ActQuit:
		return true
	}
	return false
}

// PlayerActions are the actions a player view's own window takes this
// frame from the one keymap, in window w: those that only look
// (viewAction) but Cancel (the selection shown is the director's); quit
// reports the keymap's Quit.
func PlayerActions(km Keymap, w window, ks keyState) (acts []session.Action, quit bool) {
	for _, a := range km.Actions(w, ks) {
		switch {
		case a == session.ActQuit:
			quit = true
		case ViewAction(a) && a != session.ActCancel:
			acts = append(acts, a)
		}
	}
	return acts, quit
}

// PlayersSaid is what every window says of the view it turned to (the
// player view in place, or the director's), naming the key that turns
// it back.
func PlayersSaid(km Keymap, players bool) string {
	if !players {
		return "The director's view."
	}
	key := km.Name(session.ActPlayerView)
	if key == "" {
		return "Player view: what the players may see. Director view: the director's view."
	}
	return "Player view: what the players may see. " + key + " or Director view: the director's view."
}

// DirectorButton is the large Director view button that turns the player
// view shown in place back, at back (none in the director's view or in a
// player view's own window).
func DirectorButton(players, ownWindow bool, back Area, toggle func()) []TouchButton {
	if !players || ownWindow {
		return nil
	}
	return []TouchButton{{Label: "Director view", Rect: back, Do: func() { toggle() }}}
}
