// The hex map editor by keyboard alone (issue 15): the square editor's
// keys (mapedit.go's mapKey) turned into realmsplay.HexPlay's cursor calls
// (hexmapkeys.go there), and the cursor drawn on the map.

package game

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/battlemap/battlemap/session"
)

// hexMapKeys is what the keys do while the hex editor is open: the arrows
// move the cursor a hex per press, Enter starts and ends a stroke at it,
// Esc drops a stroke under way, Tab and Shift+Tab choose the tool, Page
// Down and Page Up the shape, R turns the cursor's side (edge tools), and
// A then 1 to 9 places a template at it. It returns the keymap's actions
// with those it took the keys of taken out (the arrows no longer pan, the
// digits take no action, Esc with a stroke keeps the editor open).
func (v *hexView) hexMapKeys(in Input, acts []session.Action) []session.Action {
	p, l := v.play, v.layout
	shift := in.Down(ebiten.KeyShiftLeft) || in.Down(ebiten.KeyShiftRight)
	arrows := []struct {
		key        ebiten.Key
		dcol, drow int
	}{{ebiten.KeyArrowLeft, -1, 0}, {ebiten.KeyArrowRight, 1, 0}, {ebiten.KeyArrowUp, 0, -1}, {ebiten.KeyArrowDown, 0, 1}}
	for _, a := range arrows {
		if in.JustPressed(a.key) {
			p.MapCursorMove(l, a.dcol, a.drow)
		}
	}
	drop := []session.Action{session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown}
	switch {
	case in.JustPressed(ebiten.KeyEnter), in.JustPressed(ebiten.KeyNumpadEnter):
		p.MapStrokeKey(l)
	case in.JustPressed(ebiten.KeyEscape):
		if p.MapCancelStroke() {
			drop = append(drop, session.ActCancel)
		}
	case in.JustPressed(ebiten.KeyTab) && shift:
		p.CycleMapTool(-1)
	case in.JustPressed(ebiten.KeyTab):
		p.CycleMapTool(1)
	case in.JustPressed(ebiten.KeyPageDown):
		p.CycleMapShape(1)
	case in.JustPressed(ebiten.KeyPageUp):
		p.CycleMapShape(-1)
	case in.JustPressed(ebiten.KeyR) && !shift:
		p.MapTurnSide(l, 1)
	case in.JustPressed(ebiten.KeyA) && !shift:
		p.MapAskTemplate()
	}
	for d := 1; d <= 9; d++ {
		if in.JustPressed(ebiten.KeyDigit0 + ebiten.Key(d)) {
			p.MapDigit(d)
		}
	}
	for d := session.ActDistance0; d <= session.ActDistance9; d++ {
		drop = append(drop, d)
	}
	return slices.DeleteFunc(acts, func(a session.Action) bool { return slices.Contains(drop, a) })
}
