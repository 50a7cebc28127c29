// What is drawn over the map of what the user is doing, as the window
// shows it and as the player view may show it (dsscene.BuildOverlay draws
// both).

package drawsteel

import (
	"slices"

	"github.com/battlemap/battlemap/maps"
	dsscene "github.com/battlemap/battlemap/render/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Marks are what the window draws over the map this frame: the square
// pointed at, the name plate, the rings of the creatures picked, and the
// note, move or forced preview under way.
func (in *Interaction) Marks() *dsscene.Overlay {
	o := &dsscene.Overlay{}
	q, pointed := in.Cursor()
	if pointed && in.mode != ModePreview {
		o.Hover, o.HasHover = q, true
	}
	// the full name of the creature pointed at, or picked by keyboard
	if pointed && (in.mode == ModeIdle || in.mode == ModeTargets) {
		o.NamePlate = in.CreatureAt(q)
	} else if in.mode == ModeTargets {
		o.NamePlate = in.Candidate()
	}
	if in.mode == ModeIdle {
		o.Selected = in.Selected()
	} else {
		o.Selected, o.Targets, o.Candidate = in.Source(), in.Targets(), in.Candidate()
	}
	switch in.mode {
	case ModeNotes:
		if n, ok := in.Pending(); ok {
			o.Notes = session.NoteMarks([]maps.Annotation{n})
		}
	case ModeMoving:
		if plan, ok := in.MovePlan(); ok {
			o.Move = &plan
		}
		if at, why, ok := in.FreeSpot(); ok {
			mover, _, _ := in.Moving()
			o.Placement = &dsscene.Placement{Mover: mover, At: at, Why: why}
		}
	case ModePreview:
		o.Forced = in.forcedOverlay()
	}
	return o
}

// forcedOverlay is the forced move previewed, with its aim when one is
// shown (nil when nothing is previewed).
func (in *Interaction) forcedOverlay() *dsscene.ForcedOverlay {
	p := in.Preview()
	if p == nil {
		return nil
	}
	// the indicated area is in the map scene, under the tokens
	o := &dsscene.ForcedOverlay{Target: p.Target, Start: p.Start, Waypoints: in.Waypoints()}
	if sh, ok := in.Shown(); ok {
		o.HasAim, o.Aim, o.Path, o.Outcome, o.Legal = true, sh.Aim, sh.Path, sh.Outcome, sh.Legal
	}
	return o
}

// PlayerOverlay is the overlay of the player view, drawn on the players'
// board (dsscene.PlayerBoard): the move being previewed or dragged without
// the director's pointer, name plates or tactics. A preview that involves
// a creature hidden from the players is not shown at all (InvolvesHidden),
// so that nothing tells them where it is.
func (in *Interaction) PlayerOverlay() *dsscene.Overlay {
	o := &dsscene.Overlay{}
	if in.InvolvesHidden() {
		return o
	}
	o.Selected, o.Targets = in.Source(), in.Targets()
	switch in.mode {
	case ModeMoving:
		if plan, ok := in.MovePlan(); ok {
			o.Move = &plan
		}
	case ModePreview:
		o.Forced = in.forcedOverlay()
	}
	return o
}

// InvolvesHidden reports whether the move previewed or dragged involves a
// creature hidden from the players: its mover, target or source, one it
// collides with, damages, knocks prone, or who may strike at it.
func (in *Interaction) InvolvesHidden() bool {
	b := in.Board()
	hidden := func(id string) bool {
		c, ok := b.Creature(id)
		return ok && c.HiddenFromPlayers
	}
	switch in.Mode() {
	case ModeMoving:
		mover, _, _ := in.Moving()
		if hidden(mover) {
			return true
		}
		if plan, ok := in.MovePlan(); ok {
			return slices.ContainsFunc(plan.OpportunityAttacks, func(a drawsteel.OpportunityAttack) bool { return hidden(a.By) })
		}
	case ModePreview, ModeTargets:
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
