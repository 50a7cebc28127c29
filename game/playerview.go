// The player view: the map as the players may see it, in place (Ctrl+P in
// the director's window) or in a window of its own that follows the
// director's (battlemap open FILE --player-view).

package game

import (
	"math"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// followFrames is how often, in updates, a player view looks at the
// director's live view: four times a second, a stat of one small file.
const followFrames = 15

// playerState is the player view's part of the window.
type playerState struct {
	// followed is the director's view shown (the shell's lv follows it)
	followed session.LiveView
	// board is the players' board (dsscene.PlayerBoard) of from.
	board, from *drawsteel.Board
}

// viewBoard is the board the map shows: the players' in the player view.
func (g *Game) viewBoard() *drawsteel.Board {
	b := g.Board()
	if !g.Live.Players {
		return b
	}
	if g.view.from != b {
		g.view.from, g.view.board = b, dsscene.PlayerBoard(b)
	}
	return g.view.board
}

// mapArea is where the map is drawn: beside the panel, or, in the player
// view, the whole window.
func (g *Game) mapArea() Area {
	if g.Live.Players {
		return Area{0, 0, float64(max(g.W, 1)), float64(max(g.H, 1))}
	}
	return MapArea(g.W, g.H, g.uiScale)
}

// viewAction reports whether a player view's window takes the action: it
// only looks (zoom, pan, fit, heights, theme, scale, full screen, turn,
// help, quit); the director's window makes every change.
func viewAction(a session.Action) bool {
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
		case viewAction(a) && a != session.ActCancel:
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
	return []TouchButton{{Label: "Director view", Rect: back, Do: func(*Game) { toggle() }}}
}

// togglePlayerView shows the player view in place, or the director's again.
func (g *Game) togglePlayerView() {
	g.Live.Players = !g.Live.Players
	g.cam.Fitted = false
	g.dirty, g.settle = true, SettleUpdates
	g.in.SetMessage(PlayersSaid(g.Keymap, g.Live.Players))
}

// writeLive writes the director's view for player views when it changed:
// the board when the history did, then the small view file.
func (g *Game) writeLive() {
	if g.LiveWriter == nil {
		return
	}
	board := struct {
		enc    *maps.Encounter
		change int
	}{g.enc, g.in.History().Changes()}
	if err := g.LiveWriter.Write(g.path, board, g.in.LiveView(), func() *maps.Encounter { g.syncEncounter(); return g.enc }); err != nil {
		g.in.SetMessage(err.Error()) // said once; the window works on without it
	}
}

// follow shows the director's live view when its file changed (looked at
// every followFrames updates), and reports whether it did. A director who
// opened a hex or zone map is followed by a player view of that kind, in
// place of this window.
func (g *Game) follow() bool {
	v, enc, _, ok := g.Live.Look("", g.path, &g.Err, g.in.SetMessage)
	if !ok {
		return false
	}
	last := g.view.followed
	if enc != nil {
		g.startFrom(enc, "", nil)
		last = session.LiveView{}
	}
	g.in.SetMessage("")
	if err := g.in.Follow(v, last); err != nil {
		g.in.SetMessage(err.Error())
	}
	g.view.followed = v
	return true
}

// viewPointer is a player view's mouse, and with --touch every window's:
// the wheel zooms, a drag pans; nothing on the map changes.
func (g *Game) viewPointer(area Area) {
	in := g.Input
	x, y := in.Cursor()
	fx, fy := float64(x), float64(y)
	// with --touch the left button is a finger, and its gestures pan
	drag := (in.MouseDown(0) && !g.opt.Touch) || in.MouseDown(1) || in.MouseDown(2)
	if drag && g.panning {
		g.cam.Pan(fx-float64(g.lastCursor.X), fy-float64(g.lastCursor.Y))
	}
	g.panning = drag
	g.lastCursor.X, g.lastCursor.Y = x, y
	if wy := in.Wheel(); wy != 0 && area.Contains(fx, fy) {
		g.cam.ZoomAt(render.Point{X: fx, Y: fy}, math.Pow(1.15, wy))
	}
}
