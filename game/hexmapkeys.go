// The hex map editor by keyboard alone: the square editor's keymap
// actions (mapedit.go's mapKey) turned into session.HexPlay's cursor calls
// (hexmapkeys.go there), and the cursor drawn on the map.

package game

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/session"
)

// hexMapKeys is what the keymap's actions do while the hex editor is
// open, as in the square editor (mapKey): the arrows move the cursor a hex
// per press, Commit (Enter) starts and ends a stroke at it, Cancel (Esc)
// drops a stroke under way, next and previous creature (Tab, Shift+Tab)
// choose the tool, aim lower and higher (Page Down, Page Up) the shape;
// the editor's own keys R turn the cursor's side (edge tools) and A then
// 1 to 9 place a template at it (session.OwnKeys). It returns the actions
// with those it took out (the arrows no longer pan, the digits take no
// action, Cancel with a stroke keeps the editor open).
func (v *hexView) hexMapKeys(in Input, acts []session.Action) []session.Action {
	p, l := v.play, v.layout
	shift := in.Down(ebiten.KeyShiftLeft) || in.Down(ebiten.KeyShiftRight)
	var took []session.Action
	for _, a := range acts {
		switch a {
		case session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown:
			// one hex a press, not every frame the key is held
			if key, dx, dy := arrowKey(a); in.JustPressed(key) {
				p.MapCursorMove(l, dx, dy)
			}
		case session.ActCommit:
			p.MapStrokeKey(l)
		case session.ActCancel:
			if !p.MapCancelStroke() {
				continue // Cancel with no stroke closes the editor
			}
		case session.ActNextCreature, session.ActPrevCreature:
			p.CycleMapTool(map[bool]int{true: 1, false: -1}[a == session.ActNextCreature])
		case session.ActAimDown, session.ActAimUp:
			p.CycleMapShape(map[bool]int{true: 1, false: -1}[a == session.ActAimDown])
		default:
			if a <= session.ActDistance0 || a > session.ActDistance9 {
				continue
			}
			if v.edit.adding {
				v.edit.adding = false
				p.MapPlaceTemplate(l, int(a-session.ActDistance0))
			}
		}
		took = append(took, a)
	}
	switch {
	case in.JustPressed(ebiten.KeyR) && !shift:
		p.MapTurnSide(l, 1)
	case in.JustPressed(ebiten.KeyA) && !shift:
		v.edit.adding = true
		p.SetMessage("Place which template? 1 to 5 (Human, Dwarf, Bandit, Ogre, Villager) at the cursor.")
	}
	return slices.DeleteFunc(acts, func(a session.Action) bool { return slices.Contains(took, a) })
}

// drawMapCursor draws the editor's keyboard cursor: its hex outlined
// thick in the path's colour over a dark rim, readable from across a
// table, and for the edge tools its side as a thicker bar.
func (v *hexView) drawMapCursor(mapImg *ebiten.Image, t render.Theme) {
	at, side, ok := v.play.MapCursor()
	if !ok || !v.play.MapEditing() {
		return
	}
	s := &render.Scene{}
	rim := color.RGBA{A: 200}
	s.AddPolygon(color.RGBA{}, rim, 0.16, v.layout.Outline(at, 0.06)...)
	s.AddPolygon(color.RGBA{}, t.PathInk, 0.09, v.layout.Outline(at, 0.06)...)
	if br, _, _ := v.play.MapBrush(); br.Tool.OnEdges() {
		a, b := render.HexEdgeSide(v.layout, grid.EdgeBetween(at, at.Add(grid.HexDirection(side))))
		s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, b}, Stroke: rim, Width: 0.3})
		s.Add(render.Shape{Kind: render.Polyline, Points: []render.Point{a, b}, Stroke: t.PathInk, Width: 0.2})
	}
	v.r.Draw(mapImg, s, v.cam.View)
}
