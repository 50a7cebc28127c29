package realms

import (
	"maps"
	"slices"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/session"
)

// Live is the play's part of its live view: the next move's actions and
// permission, and this turn's use.
func (p *HexPlay) Live() session.HexLive {
	l := session.HexLive{Selected: p.ptr.selected, Dragging: p.ptr.dragging,
		Actions: slices.Clone(p.actions), Permits: slices.Clone(p.permits), Used: maps.Clone(p.used), Turn: p.turn}
	if p.ptr.onMap {
		l.Hover = &[2]int{p.ptr.hover.X, p.ptr.hover.Y}
	}
	if p.ptr.aimOn {
		// a move aimed by the keys is shown as a drag over that hex
		l.Dragging, l.Hover = p.ptr.selected, &[2]int{p.ptr.aim.X, p.ptr.aim.Y}
	}
	return l
}

// Follow takes the next move's actions and permission and this turn's use
// from a director's live view (a player view's play shows them).
func (p *HexPlay) Follow(l session.HexLive) {
	p.actions, p.permits, p.used, p.turn = slices.Clone(l.Actions), slices.Clone(l.Permits), maps.Clone(l.Used), l.Turn
	p.ptr.selected, p.ptr.dragging, p.ptr.onMap = l.Selected, l.Dragging, l.Hover != nil
	if l.Hover != nil {
		p.ptr.hover = grid.Cell{X: l.Hover[0], Y: l.Hover[1]}
	}
	p.version++
}
