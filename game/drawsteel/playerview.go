package drawsteel

import (
	"math"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// viewBoard is the board the map shows: the players' in the player view.
func (g *Game) viewBoard() *drawsteel.Board {
	b := g.Board()
	if !g.Live.Players {
		return b
	}
	if g.view.From != b {
		g.view.From, g.view.Board = b, dsscene.PlayerBoard(b)
	}
	return g.view.Board
}

// mapArea is where the map is drawn: beside the panel, or, in the player
// view, the whole window.
func (g *Game) mapArea() game.Area {
	if g.Live.Players {
		return game.Area{X: 0, Y: 0, W: float64(max(g.W, 1)), H: float64(max(g.H, 1))}
	}
	return game.MapArea(g.W, g.H, g.uiScale)
}

// togglePlayerView shows the player view in place, or the director's again.
func (g *Game) togglePlayerView() {
	g.Live.Players = !g.Live.Players
	g.cam.Fitted = false
	g.Dirty, g.Settle = true, game.SettleUpdates
	g.in.SetMessage(game.PlayersSaid(g.Keymap, g.Live.Players))
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
	last := g.view.Followed
	if enc != nil {
		g.startFrom(enc, "", nil)
		last = session.LiveView{}
	}
	g.in.SetMessage("")
	if err := g.in.Follow(v, last); err != nil {
		g.in.SetMessage(err.Error())
	}
	g.view.Followed = v
	return true
}

// viewPointer is a player view's mouse, and with --touch every window's:
// the wheel zooms, a drag pans; nothing on the map changes.
func (g *Game) viewPointer(area game.Area) {
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

// PlayerState is the player view's part of the window.
type PlayerState struct {
	// Followed is the director's view shown (the shell's lv follows it)
	Followed session.LiveView
	// Board is the players' board (dsscene.PlayerBoard) of from.
	Board, From *drawsteel.Board
}
