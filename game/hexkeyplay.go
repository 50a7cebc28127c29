// The hex window by keyboard alone: Tab and Shift+Tab select
// the next and previous creature, the arrows move an aim hex from it (a
// hex a press, as the hex editor's cursor moves; "up" is up on the
// screen when the view is turned), showing the reach, path, cost and
// explain a drag over that hex shows; Enter moves there as a drop does,
// Esc drops the aim. With no creature selected the arrows pan.

package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// hexKeyAim is the hex the arrow keys aim the selected creature at.
type hexKeyAim struct {
	on bool
	at grid.Cell
}

// arrowKey is the arrow key bound to a pan action, and its direction on
// the screen.
func arrowKey(a session.Action) (ebiten.Key, int, int) {
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

// keyPlay does what the keyboard's play actions ask in the hex window and
// reports whether it took the action: Tab and Shift+Tab, the arrows while
// a creature is selected, Enter and Esc while one is aimed.
func (v *hexView) keyPlay(a session.Action) bool {
	if v.play.MapEditing() || v.lv.players {
		return false
	}
	c := v.play.Board().Creature(v.selected)
	switch a {
	case session.ActNextCreature, session.ActPrevCreature:
		dir := 1
		if a == session.ActPrevCreature {
			dir = -1
		}
		v.selected, v.dragging, v.keyAim = v.play.NextCreature(v.selected, dir), "", hexKeyAim{}
		if c := v.play.Board().Creature(v.selected); c != nil {
			km := v.keymap
			v.play.SetMessage(c.Name + ": the arrows aim, " + km.Name(session.ActCommit) + " moves, " + km.Name(session.ActCancel) + " drops the aim.")
		}
		return true
	case session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown:
		if c == nil {
			return false
		}
		// one hex a press, not every frame the key is held
		key, dx, dy := arrowKey(a)
		if v.input.JustPressed(key) {
			from := c.At
			if v.keyAim.on {
				from = v.keyAim.at
			}
			dcol, drow := session.ScreenArrow(dx, dy, v.cam.View.Turn)
			v.keyAim = hexKeyAim{on: true, at: v.play.AimStep(from, dcol, drow)}
		}
		return true
	case session.ActCommit:
		if c == nil || !v.keyAim.on {
			return false
		}
		v.play.Drop(c.ID, v.keyAim.at)
		v.keyAim = hexKeyAim{}
		return true
	case session.ActCancel:
		if !v.keyAim.on {
			return false
		}
		v.keyAim = hexKeyAim{}
		v.play.SetMessage("Aim dropped; nothing moved.")
		return true
	}
	return false
}

// aimed is the hex the move of creature c is previewed to, and whether
// one is: the hex the arrows aim at, else the one a drag is over.
func (v *hexView) aimed(c *realms.Creature) (grid.Cell, bool) {
	if c == nil {
		return grid.Cell{}, false
	}
	if v.keyAim.on && c.ID == v.selected {
		return v.keyAim.at, v.keyAim.at != c.At
	}
	return v.hover, v.dragging != "" && v.onMap && v.hover != c.At
}

// drawKeyAim outlines the hex the arrows aim at, thick in the path's
// colour over a dark rim as the editor's cursor, readable from across a
// table.
func (v *hexView) drawKeyAim(mapImg *ebiten.Image, t render.Theme) {
	if !v.keyAim.on || v.play.Board().Creature(v.selected) == nil {
		return
	}
	s := &render.Scene{}
	s.AddPolygon(color.RGBA{}, color.RGBA{A: 200}, 0.16, v.layout.Outline(v.keyAim.at, 0.06)...)
	s.AddPolygon(color.RGBA{}, t.PathInk, 0.09, v.layout.Outline(v.keyAim.at, 0.06)...)
	v.r.Draw(mapImg, s, v.cam.View)
}

// permitPointed is the permission key: the hostile in the hex pointed at
// (the arrows' aim, else the pointer on the map) lets the selected
// creature through, or no longer.
func (v *hexView) permitPointed() {
	mover := v.selected
	if mover == "" {
		mover = v.dragging
	}
	at, ok := v.hover, v.onMap
	if v.keyAim.on && mover == v.selected {
		at, ok = v.keyAim.at, true
	}
	pointed := ""
	if h := v.creatureAt(at); ok && h != nil && !v.hiddenShown(h) {
		pointed = h.ID
	}
	if mover == "" && pointed != "" {
		v.play.SetMessage("Select the creature that moves first, then point at the hostile that lets it through.")
		return
	}
	v.play.PermitPointed(mover, pointed, v.keyName(session.ActPermit))
}
