// The zone window's player view: the map as the players may see it, in
// place (Ctrl+P, a large Director view button back) or in a window of
// its own that follows the director's (battlemap open FILE --player-view).

package zones

import (
	"fmt"

	"github.com/battlemap/battlemap/game"

	"github.com/battlemap/battlemap/maps"
	zonescene "github.com/battlemap/battlemap/render/zones"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// togglePlayers shows the player view in place, or the director's again.
func (v *zoneView) togglePlayers() {
	v.Live.Players = !v.Live.Players
	v.play.SetMessage(game.PlayersSaid(v.Keymap, v.Live.Players))
}

// hiddenShown reports whether creature id is one the players may not see
// in the view shown.
func (v *zoneView) hiddenShown(id string) bool {
	if !v.Live.Players || id == "" {
		return false
	}
	c, ok := v.play.Board().Creature(id)
	return ok && c.Hidden
}

// sceneBoard is the board the map shows: the players' in the player view.
func (v *zoneView) sceneBoard() *zones.Board {
	if !v.Live.Players {
		return v.play.Board()
	}
	b, err := zonescene.PlayerBoard(v.play.Board())
	if err != nil {
		// cannot happen (fewer creatures, no partner missing); show none
		v.play.SetMessage("Player view: " + err.Error())
		m := v.play.Board().Map()
		m.Creatures = nil
		if b, err = zones.NewBoard(m); err != nil {
			return v.play.Board()
		}
	}
	return b
}

// throwShown is the throw the map previews (nil: none) on board b, the
// one it shows: the director's; in the player view nothing of a throw by
// or of a hidden creature, and the options worked out on the players'
// board, so that no verdict tells of a hidden creature (a zone full only
// because of one takes the throw there).
func (v *zoneView) throwShown(b *zones.Board) *zonescene.Throw {
	th := v.play.Throw()
	if th == nil || !th.HasResult || v.hiddenShown(th.Target) || v.hiddenShown(th.By) {
		return nil
	}
	opts := th.Options
	if v.Live.Players {
		var err error
		if opts, err = zones.ThrowOptions(b, th.Target, th.By, th.Result); err != nil {
			return nil
		}
	}
	return &zonescene.Throw{Target: th.Target, Result: th.Result, Options: opts}
}

// writeLive writes the director's view for player views when it changed.
func (v *zoneView) writeLive() {
	if v.LiveWriter == nil {
		return
	}
	enc := func() *maps.Encounter {
		v.play.Into(v.opt.Encounter) // the zones' drawing too: the map editor changes it
		return v.opt.Encounter
	}
	if err := v.LiveWriter.Write(v.opt.Path, v.play.Board(), v.play.LiveView(), enc); err != nil {
		v.play.SetMessage(err.Error()) // said once; the window works on without it
	}
}

// follow shows the director's live view when it changed, and reports
// whether what the window shows changed (the view or the message).
func (v *zoneView) follow() (changed bool) {
	msg := v.play.Message()
	lv, enc, path, ok := v.Live.Look(session.LiveZones, v.opt.Path, &v.Err, v.play.SetMessage)
	if !ok {
		return v.play.Message() != msg
	}
	if enc != nil {
		if err := v.show(enc, path, "", ""); err != nil {
			v.play.SetMessage("The director's board: " + err.Error())
			return true
		}
	}
	z := lv.Zone
	if z == nil {
		z = &session.ZoneLive{}
	}
	v.play.Follow(*z)
	v.play.SetMessage("")
	v.Live.Declared = [2]string{z.Declared, z.DeclaredTo}
	return true
}

// updatePlayerView is a player view window's Update: it follows the
// director's window and only looks (the keymap's turn, scale, theme, full
// screen and quit).
func (v *zoneView) updatePlayerView(in game.Input) error {
	if v.Keymap == nil {
		v.Keymap = game.DefaultKeymap()
	}
	acts, quit := game.PlayerActions(v.Keymap, game.ZoneWindow, in)
	if quit || game.CloseAsked(in) {
		v.Quit = true
		return nil
	}
	for _, a := range acts {
		v.do(a)
	}
	v.follow()
	return nil
}

// playerLines is the status panel in the player view: the move dragged
// over a zone, the throw or the end of the round previewed, else what
// the view is.
func (v *zoneView) playerLines(id, hover string) []string {
	pl := v.play
	if d := pl.Dragging(); d != "" && hover != "" && !v.hiddenShown(d) {
		if c, ok := pl.Board().Creature(d); ok && c.Zone != hover {
			return pl.PlanLines(d, hover)
		}
	}
	if th := pl.Throw(); th != nil && th.HasResult && !v.hiddenShown(th.Target) && !v.hiddenShown(th.By) {
		name := th.Target
		if c, ok := pl.Board().Creature(th.Target); ok && c.Name != "" {
			name = c.Name
		}
		return []string{fmt.Sprintf("Throw previewed: %s, result %d. Green zones take the throw, red ones refuse it.", name, th.Result)}
	}
	if pl.EndRound() != nil {
		return []string{"End of the round previewed: the arrows show where the zones will carry the creatures."}
	}
	if v.opt.PlayerView {
		if pl.Message() != "" {
			return []string{pl.Message()}
		}
		return []string{"Player view: the map as the players may see it."}
	}
	return []string{game.PlayersSaid(v.Keymap, true)}
}
