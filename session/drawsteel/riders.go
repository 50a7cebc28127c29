package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
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
	in.message = fmt.Sprintf("%s is on %s's back: drop on a square to climb down (Mounted Combat) and move there; %s cancels.", in.Name(id), in.Name(m.ID), in.key(session.ActCancel, "Cancel"))
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
	lines := []string{what + fmt.Sprintf(" (%d of %s):", res.Cost, session.Count(res.Budget, "square"))}
	for _, e := range res.Outcome.Events {
		lines = append(lines, fmt.Sprintf("  %s (%s)", e.Text, e.Rule))
	}
	in.hist.Push(res.Board, what, lines)
	in.hist.AddMoved(mv.mover, res.Cost)
	in.message = "Done: " + what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
}

// maneuverClimb is climbing onto a larger creature, run as the maneuvers
// are: the creature to climb is picked, then, when it is unwilling, the
// climber's test is entered or rolled.
const maneuverClimb = "Climb"

// startMount is the Mount action: the selected creature climbs down from
// the creature it is on (to the nearest free space beside it), or picks
// a larger creature to climb onto.
func (in *Interaction) startMount() {
	if in.selected == "" {
		in.message = "Mount: select the creature that climbs on or off first."
		return
	}
	id := in.selected
	b := in.Board()
	if m, riding := b.MountOf(id); riding {
		in.Cancel()
		res, err := drawsteel.Dismount(b, drawsteel.DismountRequest{Rider: id})
		if err != nil {
			in.message = fmt.Sprintf("%s can't climb down from %s: %s", in.Name(id), in.Name(m.ID), in.says(err))
			return
		}
		end := res.Path[len(res.Path)-1]
		what := fmt.Sprintf("%s climbs down from %s to %d,%d", in.Name(id), in.Name(m.ID), end.X, end.Y)
		in.pushMountMove(res, what)
		return
	}
	in.beginManeuver()
	in.selected = id
	in.source, in.maneuver = id, maneuverClimb
	in.mode = ModeTargets
	in.message = fmt.Sprintf("Mount: click the larger creature %s climbs onto (it walks to its side first).", in.Name(id))
}

// pickClimbTarget climbs onto a willing creature at once, or asks for the
// test an unwilling one calls for ("If the creature is unwilling, you
// make the following test").
func (in *Interaction) pickClimbTarget(id string) {
	b := in.Board()
	// a roll of 17 shows whether the climb can be made at all
	if _, err := drawsteel.ClimbOnto(b, drawsteel.ClimbRequest{Climber: in.source, Onto: id, Test: drawsteel.PowerResult(17)}); err != nil {
		in.refuse(fmt.Sprintf("Mount: %s", in.says(err)))
		return
	}
	res, err := drawsteel.ClimbOnto(b, drawsteel.ClimbRequest{Climber: in.source, Onto: id})
	if err == nil {
		in.finishClimb(res, id, "")
		return
	}
	in.queue = []string{id}
	in.mode = ModeRoll
	u, _ := b.Creature(in.source)
	in.message = fmt.Sprintf("%s is unwilling: press 1, 2 or 3 for the tier of %s's test, or R to roll 2d10 %+d (Might or Agility).", in.Name(id), in.Name(in.source), drawsteel.RiderTestBonus(u))
}

// rollClimb climbs onto the creature picked with the test's tier entered
// (1-3) or, with tier 0, rolled here from the seed.
func (in *Interaction) rollClimb(tier int) {
	b := in.Board()
	u, _ := b.Creature(in.source)
	onto := in.queue[0]
	req := drawsteel.ClimbRequest{Climber: in.source, Onto: onto}
	rolled := fmt.Sprintf("tier %d", tier)
	if tier == 0 {
		req.Test, req.Rolled = drawsteel.RollPower(in.seed, drawsteel.RiderTestBonus(u)), true
		rolled = fmt.Sprintf("%v (seed %d)", req.Test, in.seed)
		in.seed++
	} else {
		req.Test = drawsteel.PowerRoll{Tier: drawsteel.PowerTier(tier)}
	}
	res, err := drawsteel.ClimbOnto(b, req)
	if err != nil {
		in.message = "Mount: " + in.says(err)
		return
	}
	in.finishClimb(res, onto, rolled)
}

// finishClimb records a climb (or a failed one) in the history.
func (in *Interaction) finishClimb(res drawsteel.MountMove, onto, rolled string) {
	in.maneuver, in.mode, in.queue = "", ModeIdle, nil
	what := fmt.Sprintf("%s climbs onto %s", in.Name(res.Mover), in.Name(onto))
	if !res.Climbed {
		what = fmt.Sprintf("%s fails to climb %s", in.Name(res.Mover), in.Name(onto))
	}
	if rolled != "" {
		what += " (" + rolled + ")"
	}
	in.pushMountMove(res, what)
}

// pushMountMove records a climb on or off in the history.
func (in *Interaction) pushMountMove(res drawsteel.MountMove, what string) {
	lines := []string{what + fmt.Sprintf(" (%d of %s):", res.Cost, session.Count(res.Budget, "square"))}
	for _, e := range res.Outcome.Events {
		lines = append(lines, fmt.Sprintf("  %s (%s)", e.Text, e.Rule))
	}
	in.hist.Push(res.Board, what, lines)
	if res.Cost > 0 {
		in.hist.AddMoved(res.Mover, res.Cost)
	}
	in.message = "Done: " + what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
}
