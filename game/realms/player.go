// The hex window's player view: the map as the players may see it, in
// place (Ctrl+P, a large Director view button back) or in a window of
// its own that follows the director's (battlemap open FILE --player-view).

package realms

import (
	"math"
	"reflect"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// mapArea is where the hex window draws the map: left of the panel, or,
// in the player view, the whole width.
func (v *hexView) mapArea() game.Area {
	if v.Live.Players {
		return game.Area{X: 0, Y: 0, W: math.Max(1, float64(v.W)), H: math.Max(1, float64(v.H)-hexStatusHeight(v.UIScale()))}
	}
	return hexMapArea(v.W, v.H, v.UIScale())
}

// fitArea is the part of the map area a fitted map fills.
func (v *hexView) fitArea() game.Area {
	if v.Live.Players {
		return PlayerFitArea(v.W, v.H, v.UIScale())
	}
	return FitArea(v.W, v.H, v.UIScale())
}

// PlayerFitArea is the part of a w x h window a fitted map fills in
// the hex window's player view at UI scale uiScale: all but the status
// line, less a margin of 8 pixels.
func PlayerFitArea(w, h int, uiScale float64) game.Area {
	return game.Area{X: 8, Y: 8, W: math.Max(1, float64(w)-16), H: math.Max(1, float64(h)-hexStatusHeight(uiScale)-16)}
}

// togglePlayers shows the player view in place, or the director's again.
func (v *hexView) togglePlayers() {
	v.Live.Players = !v.Live.Players
	v.cam.Fitted = false
	v.version++
	v.Play.SetMessage(game.PlayersSaid(v.Keymap, v.Live.Players))
}

// hiddenShown reports whether c is a creature the players may not see in
// the view shown.
func (v *hexView) hiddenShown(c *realms.Creature) bool {
	return v.Live.Players && c != nil && c.HiddenFromPlayers
}

// sceneBoard is the board the map shows: the players' in the player view.
func (v *hexView) sceneBoard() *realms.Board {
	if v.Live.Players {
		return realmscene.PlayerBoard(v.Play.Board())
	}
	return v.Play.Board()
}

// writeLive writes the director's view for player views when it changed.
func (v *hexView) writeLive() {
	if v.LiveWriter == nil {
		return
	}
	board := struct {
		play    *realmsplay.HexPlay
		version int
	}{v.Play, v.Play.Version()}
	if err := v.LiveWriter.Write(v.opt.Path, board, v.Play.LiveView(), func() *maps.Encounter { return v.opt.Encounter }); err != nil {
		v.Play.SetMessage(err.Error()) // said once; the window works on without it
	}
}

// follow shows the director's live view when it changed, and reports
// whether what the window shows changed (the view or the message).
func (v *hexView) follow() (changed bool) {
	msg := v.Play.Message()
	lv, enc, path, ok := v.Live.Look(session.LiveHex, v.opt.Path, &v.Err, v.Play.SetMessage)
	if !ok {
		return v.Play.Message() != msg
	}
	switch {
	case enc == nil:
	case path == v.opt.Path && enc.Hex.Board.Geometry == v.Play.Board().Geometry:
		// the same map changed: the players' zoom and pan stay, and the
		// background picture unless the director changed it
		picture := reflect.DeepEqual(enc.Background, v.opt.Encounter.Background)
		v.opt.Encounter, v.Play = enc, realmsplay.NewHexMapPlay(enc.Hex, "")
		v.Play.SetKeys(v.KeyNames)
		v.version++
		if !picture {
			v.loadBackground()
		}
	default:
		v.show(enc, path, "", "")
	}
	h := lv.Hex
	if h == nil {
		h = &session.HexLive{}
	}
	v.Play.Follow(*h)
	v.Play.SetMessage("")
	return true
}

// updatePlayerView is a player view window's Update: it follows the
// director's window and only looks (the keymap's zoom, pan, fit, turn,
// scale, theme, full screen and quit; the wheel and a drag).
func (v *hexView) updatePlayerView(in game.Input) error {
	if v.Keymap == nil {
		v.Keymap = game.DefaultKeymap()
	}
	acts, quit := game.PlayerActions(v.Keymap, game.HexWindow, in)
	if quit || game.CloseAsked(in) {
		v.Quit = true
		return nil
	}
	v.follow()
	if v.scene == nil || v.Err != nil {
		return nil // a new board: Draw builds its scene first
	}
	area := v.mapArea()
	if !v.cam.Fitted {
		v.cam.Fit(v.scene.Bounds, v.fitArea())
	}
	for _, a := range acts {
		v.do(a, area)
	}
	x, y := in.Cursor()
	held := in.MouseDown(ebiten.MouseButtonLeft) || in.MouseDown(ebiten.MouseButtonRight) || in.MouseDown(ebiten.MouseButtonMiddle)
	if held && v.panning {
		v.cam.Pan(float64(x-v.lastCursor[0]), float64(y-v.lastCursor[1]))
	}
	v.panning, v.lastCursor = held, [2]int{x, y}
	if w := in.Wheel(); w != 0 && area.Contains(float64(x), float64(y)) {
		v.cam.ZoomAt(render.Point{X: float64(x), Y: float64(y)}, math.Pow(1.15, w))
	}
	return nil
}

// directorButton is the large Director view button of the player view
// shown in place (none in a player view's own window).
func (v *hexView) directorButton(area game.Area) []game.TouchButton {
	_, back := game.TouchButtonRects(area, v.UIScale(), area.Y, 0, nil)
	return game.DirectorButton(v.Live.Players, v.opt.PlayerView, back, v.togglePlayers)
}

// statusLine is the status line: in the player view only the move under
// way, else statusText.
func (v *hexView) statusLine(c *realms.Creature, plan *realms.Plan) string {
	switch {
	case !v.Live.Players:
		return v.statusText(c, plan)
	case plan != nil:
		return session.HexMoveSummary(c, plan)
	case v.opt.PlayerView && v.Play.Message() != "":
		return v.Play.Message()
	case v.opt.PlayerView:
		if key := v.Keymap.Name(session.ActFit); key != "" {
			return "Player view: the map as the players may see it. Wheel zoom, drag pan, " + key + " fit."
		}
		return "Player view: the map as the players may see it. Wheel zoom, drag pan."
	}
	return game.PlayersSaid(v.Keymap, true)
}
