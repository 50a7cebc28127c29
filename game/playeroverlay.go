// What the player view draws over the map: the director's preview as the
// players may see it.

package game

import (
	"slices"

	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// BuildPlayerOverlay is the overlay of the player view: the move being
// previewed or dragged, drawn on the players' board (render.PlayerBoard),
// without the director's pointer, name plates or tactics; a preview that
// involves a creature hidden from the players is not shown at all
// (InvolvesHidden), so that nothing tells them where it is.
func BuildPlayerOverlay(in *session.Interaction, players *drawsteel.Board, t render.Theme) *render.Scene {
	s := &render.Scene{}
	if InvolvesHidden(in) {
		return s
	}
	addRing(s, players, in.Source(), t.Select, 0)
	for _, id := range in.Targets() {
		addRing(s, players, id, t.Danger, 0.2)
	}
	if plan, ok := in.MovePlan(); ok {
		render.AddMoveOverlay(s, players, &plan, &t)
	}
	addForcedPreview(s, players, in, &t)
	return s
}

// InvolvesHidden reports whether the move previewed or dragged involves a
// creature hidden from the players: its mover, target or source, one it
// collides with, damages, knocks prone, or who may strike at it.
func InvolvesHidden(in *session.Interaction) bool {
	b := in.Board()
	hidden := func(id string) bool {
		c, ok := b.Creature(id)
		return ok && c.HiddenFromPlayers
	}
	switch in.Mode() {
	case session.ModeMoving:
		mover, _, _ := in.Moving()
		if hidden(mover) {
			return true
		}
		if plan, ok := in.MovePlan(); ok {
			return slices.ContainsFunc(plan.OpportunityAttacks, func(a drawsteel.OpportunityAttack) bool { return hidden(a.By) })
		}
	case session.ModePreview, session.ModeTargets:
		if hidden(in.Source()) || slices.ContainsFunc(in.Targets(), hidden) {
			return true
		}
		if sh, ok := in.Shown(); ok {
			o := sh.Outcome
			for id := range o.Damage {
				if hidden(id) {
					return true
				}
			}
			return slices.ContainsFunc(o.Prone, hidden) ||
				slices.ContainsFunc(o.Events, func(e drawsteel.Event) bool { return hidden(e.Creature) || hidden(e.Other) })
		}
	}
	return false
}
