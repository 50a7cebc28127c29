package session

import (
	"fmt"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// A creature on a larger creature's back (drawsteel.Board.MountOf) is
// dragged like any other, but it first climbs down the mount's side
// (drawsteel.Dismount): no reach is shaded, and the plan shown is the
// climb down and the move on to the pointed square.

// startRiderMove starts the drag of a rider, and reports whether id is
// one. A teleport or a charge is left to the usual drag (a rider
// teleports as anyone does; Reach says why it can't charge).
func (in *Interaction) startRiderMove(id string) bool {
	m, riding := in.Board().MountOf(id)
	if !riding || in.moveMode == drawsteel.ModeTeleport || in.moveMode == drawsteel.ModeCharge {
		return false
	}
	in.move.rider = true
	in.message = fmt.Sprintf("%s is on %s's back: drop on a square to climb down (Mounted Combat) and move there; %s cancels.", in.Name(id), in.Name(m.ID), in.key(ActCancel, "Cancel"))
	in.reshowMove()
	return true
}

// riderDismount is the rider's climb down and move to square q.
func (in *Interaction) riderDismount(q drawsteel.Square) (drawsteel.MountMove, error) {
	c, _ := in.Board().Creature(in.move.mover)
	to := drawsteel.Pos{X: q.X, Y: q.Y, Z: c.Z}
	return drawsteel.Dismount(in.Board(), drawsteel.DismountRequest{Rider: in.move.mover, Mode: in.moveMode, To: &to})
}

// riderPlan is the plan shown for the rider's drag to q.
func (in *Interaction) riderPlan(q drawsteel.Square) drawsteel.MovePlan {
	c, _ := in.Board().Creature(in.move.mover)
	res, err := in.riderDismount(q)
	if err != nil {
		return drawsteel.MovePlan{Mover: c.ID, Mode: in.moveMode, Path: []drawsteel.Pos{c.Pos(), {X: q.X, Y: q.Y, Z: c.Z}}, Why: in.says(err)}
	}
	return drawsteel.MovePlan{Mover: c.ID, Mode: in.moveMode, Path: res.Path, Cost: res.Cost, Budget: res.Budget, Legal: true}
}

// dropRider ends a rider's drag: it climbs down and moves to the pointed
// square, or the reason it can't is said.
func (in *Interaction) dropRider(mv moving) {
	if !mv.has || !in.hasCursor {
		in.message = "Move cancelled."
		return
	}
	c, _ := in.Board().Creature(mv.mover)
	off := (c.Size.Squares() - 1) / 2
	q := drawsteel.Square{X: in.cursor.X - off, Y: in.cursor.Y - off}
	saved := in.move
	in.move = mv
	res, err := in.riderDismount(q)
	in.move = saved
	if err != nil {
		in.message = fmt.Sprintf("%s can't move there: %s", in.Name(mv.mover), in.says(err))
		return
	}
	end := res.Path[len(res.Path)-1]
	what := fmt.Sprintf("%s climbs down and %ss to %d,%d", in.Name(mv.mover), in.moveMode, end.X, end.Y)
	lines := []string{what + fmt.Sprintf(" (%d of %s):", res.Cost, Count(res.Budget, "square"))}
	for _, e := range res.Outcome.Events {
		lines = append(lines, fmt.Sprintf("  %s (%s)", e.Text, e.Rule))
	}
	in.hist.Push(res.Board, what, lines)
	in.hist.AddMoved(mv.mover, res.Cost)
	in.message = "Done: " + what + ". " + in.key(ActUndo, "Undo") + " undoes it."
}
