// The hex map editor by keyboard alone: the square editor's keymap
// actions (mapedit.go's mapKey) turned into realmsplay.HexPlay's cursor
// calls (mapkeys.go there), which also draws the cursor (MapCursorScene).

package realms

import (
	"slices"

	"github.com/battlemap/battlemap/game"

	"github.com/hajimehoshi/ebiten/v2"

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
func (v *hexView) hexMapKeys(in game.Input, acts []session.Action) []session.Action {
	p, l := v.Play, v.layout
	shift := in.Down(ebiten.KeyShiftLeft) || in.Down(ebiten.KeyShiftRight)
	var took []session.Action
	for _, a := range acts {
		switch a {
		case session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown:
			// one hex a press, not every frame the key is held
			if key, dx, dy := game.ArrowKey(a); in.JustPressed(key) {
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
			p.MapDigit(int(a - session.ActDistance0))
		}
		took = append(took, a)
	}
	switch {
	case in.JustPressed(ebiten.KeyR) && !shift:
		p.MapTurnSide(l, 1)
	case in.JustPressed(ebiten.KeyA) && !shift:
		p.MapAskTemplate()
	}
	return slices.DeleteFunc(acts, func(a session.Action) bool { return slices.Contains(took, a) })
}
