// The zone window by keyboard alone (issue 14): Tab (the keymap's next
// choice, which picks the next defender and zone only while a won limit
// challenge asks) and Shift+Tab select the next and previous creature; the
// arrows move the aimed zone to the nearest zone that way on the screen,
// showing the preview a drag over it shows; Enter declares the move (its
// challenges are then asked as for a drop), Esc drops the aim.

package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/session"
)

// zoneKeyAim is the zone the arrow keys aim the selected creature at.
type zoneKeyAim struct {
	on bool
	at int // the zone's index
}

// keyPlay does what the keyboard's play actions ask in the zone window and
// reports whether it took the action.
func (v *zoneView) keyPlay(a session.Action) bool {
	pl := v.play
	if v.editing() || v.lv.players {
		return false
	}
	switch a {
	case session.ActNextChoice, session.ActPrevCreature:
		if pl.Busy() {
			return false // a result or a throw is asked: Tab is its next choice
		}
		dir := 1
		if a == session.ActPrevCreature {
			dir = -1
		}
		v.dropKeyAim()
		v.selected = pl.NextCreature(v.selected, dir)
		if c, ok := pl.Board().Creature(v.selected); ok {
			pl.ForgetEndRound()
			name := c.Name
			if name == "" {
				name = c.ID
			}
			km := v.keymap
			pl.SetMessage(name + ": the arrows aim, " + km.Name(session.ActCommit) + " declares the move, " + km.Name(session.ActCancel) + " drops it.")
		}
		return true
	case session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown:
		c, ok := pl.Board().Creature(v.selected)
		if !ok || pl.Busy() {
			return true // the zone window does not pan
		}
		key, dx, dy := arrowKey(a)
		if !v.input.JustPressed(key) {
			return true // one zone a press
		}
		from := v.keyAim.at
		if !v.keyAim.on {
			from = v.zoneIndex(c.Zone)
		}
		mx, my := session.ScreenArrow(dx, dy, v.turn)
		if to := session.ZoneToward(v.boxes, from, mx, my); to >= 0 {
			v.keyAim = zoneKeyAim{on: true, at: to}
			pl.ForgetEndRound()
		}
		return true
	case session.ActCommit:
		if !v.keyAim.on || pl.Busy() {
			return false
		}
		id, to := v.selected, v.opt.Encounter.Zones.Map.Zones[v.keyAim.at].ID
		v.dropKeyAim()
		if c, ok := pl.Board().Creature(id); ok && c.Zone != to {
			pl.Drop(id, to)
		}
		return true
	case session.ActCancel:
		if !v.keyAim.on {
			return false
		}
		v.dropKeyAim()
		pl.SetMessage("Aim dropped; nothing moved.")
		return true
	}
	return false
}

// zoneIndex is the index of the zone with id, or -1.
func (v *zoneView) zoneIndex(id string) int {
	for i, z := range v.opt.Encounter.Zones.Map.Zones {
		if z.ID == id {
			return i
		}
	}
	return -1
}

// dropKeyAim forgets the zone the arrows aimed at, and the drag it shows.
func (v *zoneView) dropKeyAim() {
	if v.keyAim.on {
		v.keyAim, v.dragging = zoneKeyAim{}, ""
	}
}

// showKeyAim shows the zone the arrows aim at as a drag over it shows it:
// the selected creature dragged, the zone hovered. A click, a finger or a
// creature gone (an undo) drops it.
func (v *zoneView) showKeyAim() {
	if !v.keyAim.on {
		return
	}
	_, ok := v.play.Board().Creature(v.selected)
	if !ok || v.editing() || v.play.Busy() || v.input.MouseJustPressed(ebiten.MouseButtonLeft) || v.touch.holding || v.touch.lifted ||
		v.keyAim.at >= len(v.boxes) {
		v.dropKeyAim()
		return
	}
	v.dragging, v.hover = v.selected, v.keyAim.at
}
