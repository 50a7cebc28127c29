package drawsteel

import (
	"fmt"
	"sort"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// This file is `battlemap move` and `battlemap resolve` for creatures on
// top of larger ones (Draw Steel, Climbing Other Creatures and Mounted
// Combat): --mount, --mode dismount, a rider's own move, and the tests
// (--result, --seed) those rules ask for.

// riderMoveJSON is a climb onto a creature, or a move off one, as
// `battlemap move` prints it: a move, the creature climbed or left,
// whether the climb succeeded and the test it asked for.
type riderMoveJSON struct {
	moveJSON
	Mount     string                `json:"mount"`
	Climbed   *bool                 `json:"climbed,omitempty"`
	Dismounts bool                  `json:"dismounts,omitempty"`
	Test      *drawsteel.TestResult `json:"test,omitempty"`
}

// testRoll is the test --result or --seed gives (a zero roll: neither),
// rolled with the creature's bonus (Might or Agility, the higher);
// rolled says the dice were rolled.
func testRoll(m *command.MoveFlags, c *drawsteel.Creature) (roll drawsteel.PowerRoll, rolled bool, err error) {
	switch res, seed := m.Given("result"), m.Given("seed"); {
	case res && seed:
		return roll, false, fmt.Errorf("give --result or --seed, not both")
	case res:
		return drawsteel.PowerResult(m.Result), false, nil
	case seed:
		return drawsteel.RollPower(m.Seed, drawsteel.RiderTestBonus(c)), true, nil
	}
	return roll, false, nil
}

// moveRider handles `battlemap move` for --mount, --mode dismount and a
// creature on top of another; done is false for any other move, which
// moves as usual.
func moveRider(call *command.Call, b *drawsteel.Board, c *drawsteel.Creature, m *command.MoveFlags, mode drawsteel.MoveMode, dismount bool) (code int, done bool) {
	mount, riding := b.MountOf(c.ID)
	switch {
	case m.Mount != "" && dismount:
		return call.UsageError("give --mount or --mode dismount, not both"), true
	case m.Mount != "" && m.Path != "":
		return call.UsageError("--mount climbs from the cheapest space beside the creature: give --to X,Y for the square of its top, not --path"), true
	case m.Mount != "":
		if err := knownCreatures(b, m.Mount); err != nil {
			return call.Fail("--mount: %v", err), true
		}
		req := drawsteel.ClimbRequest{Climber: c.ID, Onto: m.Mount, Mode: mode}
		if m.To != "" {
			p, _, err := parseSpace(m.To)
			if err != nil {
				return call.UsageError("--to: %v", err), true
			}
			sq := p.Square()
			req.On = &sq
		}
		roll, rolled, err := testRoll(m, c)
		if err != nil {
			return call.UsageError("%v", err), true
		}
		req.Test, req.Rolled = roll, rolled
		res, err := drawsteel.ClimbOnto(b, req)
		if err != nil {
			return call.Fail("%v", err), true
		}
		climbed := res.Climbed
		out := riderMoveJSON{moveJSON: mountMoveJSON(b, res), Mount: m.Mount, Climbed: &climbed, Test: res.Test}
		return call.JSON(out), true
	case dismount && !riding:
		return call.Fail("%s is not on top of a larger creature: there is nothing to dismount (Mounted Combat)", c.ID), true
	case !riding || mode == drawsteel.ModeTeleport:
		// "Riders and mounts teleport separately": a rider teleports as anyone does.
		return 0, false
	case mode == drawsteel.ModeCharge:
		return call.Fail("%s is on %s: it climbs down before it can charge (--mode dismount first)", c.ID, mount.ID), true
	case m.Path != "":
		return call.UsageError("%s is on %s: give --to X,Y (or nothing) and it climbs down the cheapest way; --path is for a move on the ground", c.ID, mount.ID), true
	}
	if m.To == "" && !dismount {
		reach, budget, err := drawsteel.DismountReach(b, c.ID, mode)
		if err != nil {
			return call.Fail("%v", err), true
		}
		out := reachJSON{Creature: c.ID, Speed: budget, Reach: []reachCost{}}
		for p, cost := range reach {
			out.Reach = append(out.Reach, reachCost{p, cost})
		}
		sort.Slice(out.Reach, func(i, j int) bool {
			a, b := out.Reach[i].To, out.Reach[j].To
			if a.Z != b.Z {
				return a.Z < b.Z
			}
			if a.Y != b.Y {
				return a.Y < b.Y
			}
			return a.X < b.X
		})
		return call.JSON(out), true
	}
	req := drawsteel.DismountRequest{Rider: c.ID, Mode: mode}
	if m.To != "" {
		p, hasZ, err := parseSpace(m.To)
		if err != nil {
			return call.UsageError("--to: %v", err), true
		}
		req.To, req.HasZ = &p, hasZ
	}
	res, err := drawsteel.Dismount(b, req)
	if err != nil {
		return call.Fail("%v", err), true
	}
	out := riderMoveJSON{moveJSON: mountMoveJSON(b, res), Mount: mount.ID, Dismounts: true}
	return call.JSON(out), true
}

// mountMoveJSON is the move part of a climb or dismount's JSON.
func mountMoveJSON(b *drawsteel.Board, res drawsteel.MountMove) moveJSON {
	out := moveJSON{Creature: res.Mover, To: res.Path[len(res.Path)-1], Path: res.Path, Cost: res.Cost, Speed: res.Budget,
		Remaining: res.Budget - res.Cost, OpportunityAttacks: []string{}, Events: res.Outcome.Events}
	if p, ok := res.Outcome.Positions[res.Mover]; ok {
		out.To = p
	}
	for _, e := range res.Outcome.Events {
		if e.Kind == drawsteel.EventOpportunityAttack && e.Creature == res.Mover {
			out.OpportunityAttacks = append(out.OpportunityAttacks, e.Other)
		}
	}
	if out.Events == nil {
		out.Events = []drawsteel.Event{}
	}
	out.Moved = othersMoved(b, res.Outcome, res.Mover)
	return out
}

// othersMoved is where the creatures other than mover that the outcome
// moved end (riders carried or thrown), or nil when it moved none.
func othersMoved(b *drawsteel.Board, o drawsteel.Outcome, mover string) map[string]drawsteel.Pos {
	var out map[string]drawsteel.Pos
	for _, c := range b.Creatures {
		if p, ok := o.Positions[c.ID]; ok && c.ID != mover && p != c.Pos() {
			if out == nil {
				out = map[string]drawsteel.Pos{}
			}
			out[c.ID] = p
		}
	}
	return out
}

// ridesOn reports whether creature id stands on top of a larger creature.
func ridesOn(b *drawsteel.Board, id string) bool {
	_, ok := b.MountOf(id)
	return ok
}

// resolveRider resolves a forced move; a rider as target is knocked off
// its mount and lands as the test --result or --seed gives says ("must
// make a test to determine how they land", Mounted Combat), and the
// command asks for the test rather than assume one.
func resolveRider(b *drawsteel.Board, fm drawsteel.ForcedMove, path []drawsteel.Pos, m *command.MoveFlags) (drawsteel.Outcome, error) {
	mount, ok := b.MountOf(fm.Target)
	if !ok {
		return drawsteel.ResolveForced(b, fm, path)
	}
	t, _ := b.Creature(fm.Target)
	roll, rolled, err := testRoll(m, t)
	if err != nil {
		return drawsteel.Outcome{}, err
	}
	if roll.Tier == 0 {
		return drawsteel.Outcome{}, fmt.Errorf("%s rides %s: force moved, it is knocked off and \"must make a test to determine how they land\" (Mounted Combat): give its Might or Agility test as --result N, or --seed N to roll it", fm.Target, mount.ID)
	}
	return drawsteel.ResolveForcedLanding(b, fm, path, roll, rolled)
}
