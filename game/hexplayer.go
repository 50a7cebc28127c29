// The hex window's player view: the map as the players may see it, in
// place (Ctrl+P, a large Director view button back) or in a window of
// its own that follows the director's (battlemap open FILE --player-view).

package game

import (
	"math"
	"reflect"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/render"
	realmscene "github.com/battlemap/battlemap/render/realms"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
	realmsplay "github.com/battlemap/battlemap/session/realms"
)

// liveState is a hex or zone window's part in the player view: whether
// it shows the players' view, and the live files it writes (the
// director's window) or follows (a player view's window).
type liveState struct {
	players  bool
	follower *session.LiveFollower
	loaded   bool // a player view has the director's board
	ticks    int
	// declared is, in a zone map's player view, the director's declared
	// move: its creature and zone ("": none)
	declared [2]string
}

// newLiveState is the live state of a window on a file: a player view
// follows the director's live files in dir, a director's window writes
// them there ("": neither).
func newLiveState(dir, file string, playerView bool) liveState {
	l := liveState{players: playerView}
	if dir != "" && playerView {
		l.follower = session.NewLiveFollower(dir, file)
	}
	return l
}

// look reads the director's live view when it is time to and it changed
// (ok), with the director's board when that changed (nil: the same) and
// the file to show it as (the director's; current when it has none). A
// board of another kind than kind ends the window: *end becomes an
// *OpenRequest for a player view of that kind. say says what waits.
func (l *liveState) look(kind, current string, end *error, say func(string)) (v session.LiveView, enc *maps.Encounter, path string, ok bool) {
	l.ticks++
	if l.follower == nil || (l.ticks%followFrames != 1 && l.loaded) {
		return v, nil, "", false
	}
	v, enc, ok, err := l.follower.Look()
	switch {
	case err != nil:
		say("Waiting for the director's window: " + err.Error())
		return v, nil, "", false
	case enc != nil && session.LiveKind(enc) != kind:
		*end = &OpenRequest{Path: v.File, PlayerView: true}
		return v, nil, "", false
	case enc != nil:
		l.loaded = true
	}
	path = current
	if v.File != "" {
		path = v.File // its background lies beside it
	}
	return v, enc, path, ok
}

// mapArea is where the hex window draws the map: left of the panel, or,
// in the player view, the whole width.
func (v *hexView) mapArea() Area {
	if v.lv.players {
		return Area{0, 0, math.Max(1, float64(v.w)), math.Max(1, float64(v.h)-hexStatusHeight(v.uiScale()))}
	}
	return hexMapArea(v.w, v.h, v.uiScale())
}

// fitArea is the part of the map area a fitted map fills.
func (v *hexView) fitArea() Area {
	if v.lv.players {
		return HexPlayerFitArea(v.w, v.h, v.uiScale())
	}
	return HexFitArea(v.w, v.h, v.uiScale())
}

// HexPlayerFitArea is the part of a w x h window a fitted map fills in
// the hex window's player view at UI scale uiScale: all but the status
// line, less a margin of 8 pixels.
func HexPlayerFitArea(w, h int, uiScale float64) Area {
	return Area{8, 8, math.Max(1, float64(w)-16), math.Max(1, float64(h)-hexStatusHeight(uiScale)-16)}
}

// togglePlayers shows the player view in place, or the director's again.
func (v *hexView) togglePlayers() {
	v.lv.players = !v.lv.players
	v.cam.fitted = false
	v.version++
	v.play.SetMessage(playersSaid(v.keymap, v.lv.players))
}

// hiddenShown reports whether c is a creature the players may not see in
// the view shown.
func (v *hexView) hiddenShown(c *realms.Creature) bool {
	return v.lv.players && c != nil && c.HiddenFromPlayers
}

// sceneBoard is the board the map shows: the players' in the player view.
func (v *hexView) sceneBoard() *realms.Board {
	if v.lv.players {
		return realmscene.PlayerBoard(v.play.Board())
	}
	return v.play.Board()
}

// writeLive writes the director's view for player views when it changed.
func (v *hexView) writeLive() {
	if v.liveWriter == nil {
		return
	}
	board := struct {
		play    *realmsplay.HexPlay
		version int
	}{v.play, v.play.Version()}
	if err := v.liveWriter.Write(v.opt.Path, board, v.play.LiveView(), func() *maps.Encounter { return v.opt.Encounter }); err != nil {
		v.play.SetMessage(err.Error()) // said once; the window works on without it
	}
}

// follow shows the director's live view when it changed, and reports
// whether what the window shows changed (the view or the message).
func (v *hexView) follow() (changed bool) {
	msg := v.play.Message()
	lv, enc, path, ok := v.lv.look(session.LiveHex, v.opt.Path, &v.err, v.play.SetMessage)
	if !ok {
		return v.play.Message() != msg
	}
	switch {
	case enc == nil:
	case path == v.opt.Path && enc.Hex.Board.Geometry == v.play.Board().Geometry:
		// the same map changed: the players' zoom and pan stay, and the
		// background picture unless the director changed it
		picture := reflect.DeepEqual(enc.Background, v.opt.Encounter.Background)
		v.opt.Encounter, v.play = enc, realmsplay.NewHexMapPlay(enc.Hex, "")
		v.play.SetKeys(v.keyNames)
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
	v.play.Follow(*h)
	v.play.SetMessage("")
	return true
}

// updatePlayerView is a player view window's Update: it follows the
// director's window and only looks (the keymap's zoom, pan, fit, turn,
// scale, theme, full screen and quit; the wheel and a drag).
func (v *hexView) updatePlayerView(in Input) error {
	if v.keymap == nil {
		v.keymap = defaultKeymap()
	}
	acts, quit := playerActions(v.keymap, hexWindow, in)
	if quit || closeAsked(in) {
		v.quit = true
		return nil
	}
	v.follow()
	if v.scene == nil || v.err != nil {
		return nil // a new board: Draw builds its scene first
	}
	area := v.mapArea()
	if !v.cam.fitted {
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
func (v *hexView) directorButton(area Area) []touchButton {
	_, back := touchButtonRects(area, v.uiScale(), area.Y, 0, nil)
	return directorButton(v.lv.players, v.opt.PlayerView, back, v.togglePlayers)
}

// statusLine is the status line: in the player view only the move under
// way, else statusText.
func (v *hexView) statusLine(c *realms.Creature, plan *realms.Plan) string {
	switch {
	case !v.lv.players:
		return v.statusText(c, plan)
	case plan != nil:
		return session.HexMoveSummary(c, plan)
	case v.opt.PlayerView && v.play.Message() != "":
		return v.play.Message()
	case v.opt.PlayerView:
		if key := v.keymap.Name(session.ActFit); key != "" {
			return "Player view: the map as the players may see it. Wheel zoom, drag pan, " + key + " fit."
		}
		return "Player view: the map as the players may see it. Wheel zoom, drag pan."
	}
	return playersSaid(v.keymap, true)
}
