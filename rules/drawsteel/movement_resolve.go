package drawsteel

import (
	"cmp"
	"fmt"
	"slices"
)

// ParseMoveMode reads a mode's name: "advance", "shift", "disengage",
// "charge" or "teleport".
func ParseMoveMode(s string) (MoveMode, error) {
	for i, n := range moveModeNames() {
		if n == s {
			return MoveMode(i), nil
		}
	}
	return 0, fmt.Errorf("unknown move mode %q (want advance, shift, disengage, charge or teleport)", s)
}

// ResolveMove carries out a legal willing move and returns the board
// afterwards and what happened: the mover goes to the end of the plan,
// takes the damage of the damaging terrain it enters and, after a step off
// a ledge, falls (ResolveFall). Outcome.Events lists, in step order, each
// opportunity attack the move provokes (the enemy decides whether to
// strike; the strike is not resolved), each square of damaging terrain,
// a teleport ending grabbed or restrained, then the fall's events.
// Outcome.Positions holds every creature's position afterwards. b is not
// changed.
func ResolveMove(b *Board, plan MovePlan) (*Board, Outcome, error) {
	nb, err := applyMove(b, plan.Mover, plan)
	if err != nil {
		return nil, Outcome{}, err
	}
	c, _ := b.Creature(plan.Mover)
	who := forcedName(c)
	o := Outcome{Damage: map[string]int{}, Prone: []string{}, Destroyed: []Pos{}, Events: []Event{}}
	type stepEvent struct {
		step int
		ev   Event
	}
	var evs []stepEvent
	for _, oa := range plan.OpportunityAttacks {
		by, _ := b.Creature(oa.By)
		at := plan.Path[oa.Step]
		evs = append(evs, stepEvent{oa.Step, Event{Kind: EventOpportunityAttack, Rule: RuleOpportunityAttacks,
			Text:     fmt.Sprintf("%s may make a melee free strike as %s leaves its reach", forcedName(by), who),
			Creature: plan.Mover, Other: oa.By, At: at}})
	}
	dmg := 0
	for _, h := range plan.TerrainHits {
		dmg += h.Damage
		evs = append(evs, stepEvent{h.Step, Event{Kind: EventDamagingTerrain, Rule: "Damaging Terrain",
			Text:     fmt.Sprintf("%s enters damaging terrain at %v: takes %d", who, h.At, h.Damage),
			Creature: plan.Mover, At: h.At, Damage: h.Damage}})
	}
	slices.SortStableFunc(evs, func(a, b stepEvent) int { return cmp.Compare(a.step, b.step) })
	for _, e := range evs {
		o.Events = append(o.Events, e.ev)
	}
	if plan.EndsGrab {
		for _, k := range []Condition{Grabbed, Restrained} {
			if c.Has(k) {
				o.Events = append(o.Events, Event{Kind: EventConditionEnded, Rule: "Teleport",
					Text:     fmt.Sprintf("%s teleports and is no longer %s", who, k),
					Creature: plan.Mover, At: plan.Path[len(plan.Path)-1]})
			}
		}
	}
	if dmg > 0 {
		o.Damage[plan.Mover] = dmg
		nb = nb.Apply(Outcome{Damage: o.Damage})
	}
	if len(plan.Drops) > 0 {
		fall, err := resolveFall(nb, plan.Mover)
		if err != nil {
			return nil, Outcome{}, err
		}
		nb = nb.Apply(fall)
		for id, d := range fall.Damage {
			o.Damage[id] += d
		}
		o.Prone = fall.Prone
		o.Events = append(o.Events, fall.Events...)
	}
	o.Positions = make(map[string]Pos, len(nb.Creatures))
	for i := range nb.Creatures {
		o.Positions[nb.Creatures[i].ID] = nb.Creatures[i].Pos()
	}
	nb, o = settleMove(b, nb, o, plan)
	return nb, o, nil
}

// Why explains why the move can't end at p, naming the rule; "" when it
// can.
func (r *ReachMap) Why(p Pos) string {
	if _, ok := r.Cost(p); ok {
		return ""
	}
	e := r.e
	name := forcedName(e.mover)
	rule := map[MoveMode]string{ModeAdvance: "Can't Exceed Speed", ModeShift: "Shifting: no difficult or damaging terrain",
		ModeDisengage: "Disengage: \"they can shift 1 square\"", ModeCharge: "Charge: a straight line, no difficult terrain, no jumping",
		ModeTeleport: "Teleport: unoccupied, in line of effect, within the distance"}[e.mode]
	if p.X < 0 || p.Y < 0 || p.X+e.n > e.b.Width || p.Y+e.n > e.b.Height {
		return fmt.Sprintf("%s's space at %v would leave the %dx%d map", name, p, e.b.Width, e.b.Height)
	}
	if p == e.start {
		if e.teleportHome(p) {
			return fmt.Sprintf("%s %s", name, whyTeleportHome)
		}
		return ""
	}
	if e.budget == 0 {
		why := "its speed is 0"
		switch {
		case e.mover.Has(Grabbed):
			why = "it is grabbed (speed 0)"
		case e.mover.Has(Restrained):
			why = "it is restrained (speed 0)"
		}
		return fmt.Sprintf("%s can't %s: %s", name, e.mode, why)
	}
	if i := e.stateIndex(p); i >= 0 && !e.canEnd(p) {
		return e.endWhy(p)
	}
	ground := e.b.GroundUnder(p.Square(), e.n)
	var heights []string
	for z := e.zLo; z <= e.zHi; z++ {
		q := Pos{p.X, p.Y, z}
		if c, ok := r.Cost(q); ok {
			heights = append(heights, fmt.Sprintf("height %d (cost %d)", z, c))
		}
	}
	if len(heights) > 0 {
		return fmt.Sprintf("%s can't end at height %d on %d,%d: the %s reaches that square only at %s", name, p.Z, p.X, p.Y, e.mode, joinOr(heights))
	}
	switch {
	case p.Z < ground && !e.burrow:
		return fmt.Sprintf("%v is inside the ground or a wall: the surface there is at height %d", p, ground)
	case p.Z > ground && !e.fly && !e.hover && e.mode != ModeTeleport && !e.clingAt(p):
		return fmt.Sprintf("%v is in midair (the surface there is at height %d) and %s can't fly", p, ground, name)
	}
	return fmt.Sprintf("out of reach: no %s of at most %s ends at %v (%s)", e.mode, forcedPlural(e.budget, "square"), p, rule)
}

// joinOr joins "a", "b" and "c" as "a, b or c".
func joinOr(s []string) string {
	if len(s) == 1 {
		return s[0]
	}
	out := s[0]
	for _, x := range s[1 : len(s)-1] {
		out += ", " + x
	}
	return out + " or " + s[len(s)-1]
}
