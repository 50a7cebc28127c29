package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// This file is climbing onto a larger creature and moving off it willingly
// (Draw Steel, Climbing Other Creatures and Mounted Combat); riders.go
// says what standing on top of a creature is.

// MountMove is a willing move onto or off a larger creature, resolved.
type MountMove struct {
	Mover string
	// Path is every position from the start to the end, both included.
	Path []Pos
	// Cost is the squares of movement used; Budget is what the move allows.
	Cost, Budget int
	// Climbed says, for a climb, whether the creature got on.
	Climbed bool
	// Test is the test climbing an unwilling creature asked for, or nil.
	Test *TestResult
	// Outcome is what happened (positions, damage, events in order);
	// Board is the board afterwards.
	Outcome Outcome
	Board   *Board
}

// ClimbRequest asks for a creature to climb onto a larger one.
type ClimbRequest struct {
	// Climber climbs onto (or mounts) Onto.
	Climber, Onto string
	// Mode is the move that takes the climber there: advance, shift or
	// disengage.
	Mode MoveMode
	// On is the top-left square the climber's footprint takes on top of
	// Onto ("You determine which space you occupy"); nil: the square
	// nearest to where it climbs from.
	On *Square
	// Test is the climber's Might or Agility test, needed when Onto is
	// unwilling (a zero roll: none made); Rolled says the engine rolled it.
	Test   PowerRoll
	Rolled bool
}

// climbCost is the movement a climb of rise squares up or down a
// creature's side costs: a rise of 1 is a step (as stairs are), a bigger
// one is climbing, each square 2 without climb in the speed entry
// ("each square of climbing or swimming costs 2 squares of movement").
func climbCost(rise int, climbs bool) int {
	rise = grid.Abs(rise)
	switch {
	case rise <= 1:
		return 1
	case climbs:
		return rise
	}
	return 2 * rise
}

// ClimbOnto moves the climber up to a space beside Onto that it can reach
// (the cheapest) and climbs onto its top, on the square req.On or the
// nearest free one. "If the creature is willing, you can climb them
// without any trouble. If the creature is unwilling, you make the
// following test": ≤11 fail, and Onto may make a free strike; 12-16 fail;
// 17+ climb. Allies are read as willing, enemies as unwilling. A failed
// climb spends no movement on the attempt (read from Climb or Swim: "On a
// failure, a creature can't climb ... but wastes no movement in the
// attempt"). Climbing up the creature's side costs as any climb
// (climbCost). Leaving an enemy's reach on the way provokes it.
func ClimbOnto(b *Board, req ClimbRequest) (MountMove, error) {
	ri := slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == req.Climber })
	mi := slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == req.Onto })
	switch {
	case ri < 0:
		return MountMove{}, fmt.Errorf("%w: %q", errNoMover, req.Climber)
	case mi < 0:
		return MountMove{}, fmt.Errorf("no creature %q to climb", req.Onto)
	case ri == mi:
		return MountMove{}, fmt.Errorf("%q can't climb onto itself", req.Climber)
	case req.Mode != ModeAdvance && req.Mode != ModeShift && req.Mode != ModeDisengage:
		return MountMove{}, fmt.Errorf("%q can't climb onto %q with a %s move: climbing onto a creature is an advance, a shift or a disengage", req.Climber, req.Onto, req.Mode)
	}
	r, m := &b.Creatures[ri], &b.Creatures[mi]
	src := combat(RuleClimbingOthers, climbOthersSentence)
	switch {
	case m.Object || r.Object:
		return MountMove{}, refuse(RuleClimbingOthers, src, "%q can't climb onto %q: only a creature climbs or is climbed (an object is not)", req.Climber, req.Onto)
	case m.Size <= r.Size:
		return MountMove{}, refuse(RuleClimbingOthers, src, "%q (size %v) can't climb onto %q (size %v): its size must be greater", req.Climber, r.Size, req.Onto, m.Size)
	case b.mountIndex(ri) == mi:
		return MountMove{}, refuse(RuleClimbingOthers, src, "%q is already on %q", req.Climber, req.Onto)
	case b.mountIndex(ri) >= 0:
		return MountMove{}, refuse(RuleClimbingOthers, src, "%q is on %q: move off it first (--mode dismount)", req.Climber, b.Creatures[b.mountIndex(ri)].ID)
	case r.Prone:
		return MountMove{}, refuse(RuleClimbingOthers, combat("Crawl", "If you are prone, you can remain prone and crawl on the ground."), "%q is prone and can only crawl on the ground: it can't climb onto %q", req.Climber, req.Onto)
	}
	willing := !mvHostile(r, m)
	if !willing && req.Test.Tier == 0 {
		return MountMove{}, refuse(RuleClimbingOthers, combat(RuleClimbingOthers, "If the creature is unwilling, you make the following test"),
			"%q is unwilling to be climbed: climbing it needs %q's Might or Agility test (give its result, or a seed to roll it)", req.Onto, req.Climber)
	}
	reach, err := Reach(b, MoveRequest{Mover: req.Climber, Mode: req.Mode})
	if err != nil {
		return MountMove{}, err
	}
	n, mn := r.Size.Squares(), m.Size.Squares()
	top := m.Z + m.Size.Height()
	taken := func(s Square) bool {
		return b.spaceTaken(Space{At: Pos{s.X, s.Y, top}, Side: n, Height: r.Size.Height()}, ri, nil)
	}
	onMount := func(s Square) bool {
		return s.X >= m.At.X && s.Y >= m.At.Y && s.X+n <= m.At.X+mn && s.Y+n <= m.At.Y+mn
	}
	if req.On != nil {
		switch {
		case !onMount(*req.On):
			return MountMove{}, refuse(RuleClimbingOthers, src, "%v is not on top of %q (its footprint is %v to %v)", *req.On, req.Onto, m.At, Square{m.At.X + mn - 1, m.At.Y + mn - 1})
		case taken(*req.On):
			return MountMove{}, refuse(RuleClimbingOthers, src, "the space at %v on top of %q is taken", *req.On, req.Onto)
		}
	}
	// the cheapest space beside the creature to climb from
	from, total := Pos{}, -1
	positions := append([]Pos{reach.Start()}, reach.Positions()...)
	for _, p := range positions {
		cost := 0
		if p != reach.Start() {
			c, ok := reach.Cost(p)
			if !ok {
				continue
			}
			cost = c
		}
		if Distance(p, n, m.Pos(), mn) != 1 || p.Z > top || p.Z != b.GroundUnder(p.Square(), n) {
			continue
		}
		t := cost + climbCost(top-p.Z, r.Can(Climb))
		if t <= reach.Budget() && (total < 0 || t < total) {
			from, total = p, t
		}
	}
	if total < 0 {
		return MountMove{}, refuse(RuleClimbingOthers, src, "%q can't reach %q and climb it with %s of movement (climbing its side costs %d)", req.Climber, req.Onto, countSquares(reach.Budget()), climbCost(top-m.Z, r.Can(Climb)))
	}
	// where on top: the square asked for, else the free one nearest to where it climbs from
	on, found := Square{}, false
	if req.On != nil {
		on, found = *req.On, true
	} else {
		best := -1
		for y := m.At.Y; y+n <= m.At.Y+mn; y++ {
			for x := m.At.X; x+n <= m.At.X+mn; x++ {
				s := Square{x, y}
				d := max(grid.Gap(x, n, from.X, n), grid.Gap(y, n, from.Y, n))
				if !taken(s) && (best < 0 || d < best) {
					on, found, best = s, true, d
				}
			}
		}
	}
	if !found {
		return MountMove{}, refuse(RuleClimbingOthers, src, "there is no room on top of %q for %q", req.Onto, req.Climber)
	}
	// the approach
	res := MountMove{Mover: req.Climber, Path: []Pos{reach.Start()}, Budget: reach.Budget(), Board: b,
		Outcome: Outcome{Positions: map[string]Pos{}, Damage: map[string]int{}, Prone: []string{}, Destroyed: []Pos{}, Events: []Event{}}}
	if from != reach.Start() {
		plan := reach.Plan(from)
		nb, o, err := ResolveMove(b, plan)
		if err != nil {
			return MountMove{}, err
		}
		res.Path, res.Cost, res.Board, res.Outcome = plan.Path, plan.Cost, nb, o
	}
	dest := Pos{on.X, on.Y, top}
	who, whom := forcedName(r), forcedName(m)
	ev := Event{Kind: EventClimbed, Rule: RuleClimbingOthers, Creature: r.ID, Other: m.ID, At: dest}
	climbs := willing || req.Test.Tier >= 3
	if !willing {
		res.Test = testResult(req.Test, req.Rolled)
		ev.Test = res.Test
	}
	var tail []Event
	switch {
	case willing:
		ev.Text = fmt.Sprintf("%s climbs onto %s, which is willing", who, whom)
	case climbs:
		ev.Text = fmt.Sprintf("%s climbs onto %s (%s)", who, whom, testText(req.Test))
	case req.Test.Tier == 2:
		ev.Text, ev.At = fmt.Sprintf("%s fails to climb %s (%s)", who, whom, testText(req.Test)), from
	default:
		ev.Text, ev.At = fmt.Sprintf("%s fails to climb %s (%s): %s can make a free strike against it", who, whom, testText(req.Test), whom), from
	}
	if climbs {
		ev.Squares = 1
		res.Climbed = true
		res.Cost = total
		res.Path = append(res.Path, dest)
		if !req.Mode.shifting() {
			tail = stepOpportunityAttacks(res.Board, ri, from, dest, mi)
		}
		res.Board = res.Board.Apply(Outcome{Positions: map[string]Pos{r.ID: dest}})
		res.Outcome.Positions[r.ID] = dest
	}
	res.Outcome.Events = append(res.Outcome.Events, tail...)
	res.Outcome.Events = append(res.Outcome.Events, ev)
	return res, nil
}

// stepOpportunityAttacks lists the opportunity attacks a willing step of
// creature ci from one space to another provokes: each enemy adjacent
// before and not after, able to strike (Draw Steel, Opportunity Attacks).
// skip is a creature that never strikes here (the one climbed: the
// climber stays on or beside it).
func stepOpportunityAttacks(b *Board, ci int, from, to Pos, skip int) []Event {
	c := &b.Creatures[ci]
	n := c.Size.Squares()
	var out []Event
	for ei := range b.Creatures {
		e := &b.Creatures[ei]
		if ei == ci || ei == skip || !mvHostile(c, e) || !mvCanStrike(e) {
			continue
		}
		en := e.Size.Squares()
		if Distance(from, n, e.Pos(), en) <= 1 && Distance(to, n, e.Pos(), en) > 1 {
			out = append(out, Event{Kind: EventOpportunityAttack, Rule: RuleOpportunityAttacks, Creature: c.ID, Other: e.ID, At: from,
				Text: fmt.Sprintf("%s may make a melee free strike as %s leaves its reach", forcedName(e), forcedName(c))})
		}
	}
	return out
}

// DismountRequest asks for a rider or climber to move off the creature it
// is on (Board.MountOf), and perhaps on.
type DismountRequest struct {
	Rider string
	// Mode is the move: advance, shift or disengage.
	Mode MoveMode
	// To is where the move ends; nil: the space beside the mount where it
	// climbs down (the nearest free one to it, the highest first). HasZ
	// says whether To's height was given; without it, the cheapest height
	// on the square.
	To   *Pos
	HasZ bool
}

// Dismount moves a rider or climber off the creature it is on: it climbs
// down its side into an unoccupied space beside it (climbCost: a drop of 1
// is a step, more is a climb), then, when To lies farther, moves on with
// the movement left, as any move from there ("You can climb onto your
// mount freely"; the rider moves off as freely). The space beside the mount
// is chosen to make the whole move cheapest. Leaving an enemy's reach, on
// the way down or after, provokes it, except in a shift.
func Dismount(b *Board, req DismountRequest) (MountMove, error) {
	ri := slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == req.Rider })
	if ri < 0 {
		return MountMove{}, fmt.Errorf("%w: %q", errNoMover, req.Rider)
	}
	r := &b.Creatures[ri]
	mi := b.mountIndex(ri)
	if mi < 0 {
		return MountMove{}, refuse(RuleMountedCombat, combat(RuleClimbingOthers, climbOthersSentence), "%q is not on top of a larger creature: there is nothing to dismount", req.Rider)
	}
	if req.Mode != ModeAdvance && req.Mode != ModeShift && req.Mode != ModeDisengage {
		return MountMove{}, fmt.Errorf("%q can't move off %q with a %s move: it climbs down with an advance, a shift or a disengage", req.Rider, b.Creatures[mi].ID, req.Mode)
	}
	m := &b.Creatures[mi]
	n, mn := r.Size.Squares(), m.Size.Squares()
	budget := EffectiveSpeed(r)
	if req.Mode == ModeDisengage {
		budget = min(1, budget)
	}
	if budget <= 0 {
		why := "its speed is 0"
		if r.Has(Grabbed) || r.Has(Restrained) {
			why = "grabbed or restrained, its speed is 0"
		}
		return MountMove{}, refuse(RuleMountedCombat, combat(RuleMountedCombat, "You can climb onto your mount freely (see Climbing Other Creatures above)."), "%q can't move off %q: %s", req.Rider, m.ID, why)
	}
	type way struct {
		land Pos
		cost int
		plan MovePlan
		nb   *Board
	}
	var best *way
	consider := func(w way) {
		if best == nil || w.cost < best.cost {
			best = &w
		}
	}
	// every free space beside the mount that the rider can climb down to
	lands := []Pos{}
	for y := m.At.Y - n; y <= m.At.Y+mn; y++ {
		for x := m.At.X - n; x <= m.At.X+mn; x++ {
			if max(grid.Gap(x, n, m.At.X, mn), grid.Gap(y, n, m.At.Y, mn)) != 1 || x < 0 || y < 0 || x+n > b.Width || y+n > b.Height {
				continue
			}
			z := b.GroundUnder(Square{x, y}, n)
			p := Pos{x, y, z}
			if z > r.Z || b.spaceTaken(Space{At: p, Side: n, Height: r.Size.Height()}, ri, nil) {
				continue
			}
			lands = append(lands, p)
		}
	}
	if len(lands) == 0 {
		return MountMove{}, refuse(RuleMountedCombat, combat(RuleClimbingOthers, climbOthersSentence), "there is no unoccupied space beside %q for %q to climb down to", m.ID, req.Rider)
	}
	// the nearest to the rider first, then the highest, then y, then x
	slices.SortStableFunc(lands, func(a, c Pos) int {
		da := max(grid.Gap(a.X, n, r.At.X, n), grid.Gap(a.Y, n, r.At.Y, n))
		dc := max(grid.Gap(c.X, n, r.At.X, n), grid.Gap(c.Y, n, r.At.Y, n))
		if da != dc {
			return da - dc
		}
		if a.Z != c.Z {
			return c.Z - a.Z
		}
		if a.Y != c.Y {
			return a.Y - c.Y
		}
		return a.X - c.X
	})
	var whyNot string
	for _, l := range lands {
		down := climbCost(r.Z-l.Z, r.Can(Climb))
		if down > budget {
			whyNot = fmt.Sprintf("climbing down costs %d", down)
			continue
		}
		if req.To == nil || (req.To.Square() == l.Square() && (!req.HasZ || req.To.Z == l.Z)) {
			consider(way{land: l, cost: down})
			if req.To == nil {
				break
			}
			continue
		}
		if down == budget {
			continue
		}
		nb := b.Apply(Outcome{Positions: map[string]Pos{r.ID: l}})
		reach, err := Reach(nb, MoveRequest{Mover: r.ID, Mode: req.Mode, Budget: budget - down})
		if err != nil {
			whyNot = err.Error()
			continue
		}
		to := *req.To
		if !req.HasZ {
			c, ok := cheapestAt(reach, to.Square())
			if !ok {
				whyNot = fmt.Sprintf("%v is out of reach from beside it (%d to climb down, %s left)", to.Square(), down, countSquares(budget-down))
				continue
			}
			to = c
		}
		c, ok := reach.Cost(to)
		if !ok {
			whyNot = reach.Why(to)
			continue
		}
		consider(way{land: l, cost: down + c, plan: reach.Plan(to), nb: nb})
	}
	if best == nil {
		where := "beside it"
		if req.To != nil {
			where = fmt.Sprintf("to %v", req.To.Square())
		}
		if whyNot == "" {
			whyNot = "no such space"
		}
		return MountMove{}, refuse(RuleMountedCombat, combat(RuleClimbingOthers, climbOthersSentence), "%q can't move off %q %s with %s of movement: %s", req.Rider, m.ID, where, countSquares(budget), whyNot)
	}
	res := MountMove{Mover: r.ID, Path: []Pos{r.Pos(), best.land}, Cost: best.cost, Budget: budget}
	ev := Event{Kind: EventDismounted, Rule: RuleMountedCombat, Creature: r.ID, Other: m.ID, At: best.land, Squares: climbCost(r.Z-best.land.Z, r.Can(Climb)),
		Text: fmt.Sprintf("%s climbs down from %s to %v", forcedName(r), forcedName(m), best.land.Square())}
	var evs []Event
	if !req.Mode.shifting() {
		evs = stepOpportunityAttacks(b, ri, r.Pos(), best.land, mi)
	}
	evs = append(evs, ev)
	nb := b.Apply(Outcome{Positions: map[string]Pos{r.ID: best.land}})
	o := Outcome{Positions: map[string]Pos{}, Damage: map[string]int{}, Prone: []string{}, Destroyed: []Pos{}}
	if best.nb != nil {
		var err error
		nb, o, err = ResolveMove(best.nb, best.plan)
		if err != nil {
			return MountMove{}, err
		}
		res.Path = append(res.Path, best.plan.Path[1:]...)
	}
	o.Events = append(evs, o.Events...)
	for i := range nb.Creatures {
		o.Positions[nb.Creatures[i].ID] = nb.Creatures[i].Pos()
	}
	res.Outcome, res.Board = o, nb
	return res, nil
}

// cheapestAt is the cheapest position on square s where the move can end.
func cheapestAt(r *ReachMap, s Square) (Pos, bool) {
	var best Pos
	bestCost := -1
	for _, p := range r.Positions() {
		if c, _ := r.Cost(p); p.Square() == s && (bestCost < 0 || c < bestCost) {
			best, bestCost = p, c
		}
	}
	return best, bestCost >= 0
}

// DismountReach is every position a rider or climber can end a move in by
// climbing down from the creature it is on (Dismount) and moving on with
// the movement left, with the cheapest cost: what `battlemap move` lists
// for a creature on top of another.
func DismountReach(b *Board, rider string, mode MoveMode) (map[Pos]int, int, error) {
	ri := slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == rider })
	if ri < 0 {
		return nil, 0, fmt.Errorf("%w: %q", errNoMover, rider)
	}
	r := &b.Creatures[ri]
	mi := b.mountIndex(ri)
	if mi < 0 {
		return nil, 0, refuse(RuleMountedCombat, combat(RuleClimbingOthers, climbOthersSentence), "%q is not on top of a larger creature: there is nothing to dismount", rider)
	}
	budget := EffectiveSpeed(r)
	if mode == ModeDisengage {
		budget = min(1, budget)
	}
	out := map[Pos]int{}
	m := &b.Creatures[mi]
	n, mn := r.Size.Squares(), m.Size.Squares()
	for y := m.At.Y - n; y <= m.At.Y+mn; y++ {
		for x := m.At.X - n; x <= m.At.X+mn; x++ {
			if max(grid.Gap(x, n, m.At.X, mn), grid.Gap(y, n, m.At.Y, mn)) != 1 || x < 0 || y < 0 || x+n > b.Width || y+n > b.Height {
				continue
			}
			l := Pos{x, y, b.GroundUnder(Square{x, y}, n)}
			down := climbCost(r.Z-l.Z, r.Can(Climb))
			if l.Z > r.Z || down > budget || b.spaceTaken(Space{At: l, Side: n, Height: r.Size.Height()}, ri, nil) {
				continue
			}
			if c, ok := out[l]; !ok || down < c {
				out[l] = down
			}
			if down == budget {
				continue
			}
			nb := b.Apply(Outcome{Positions: map[string]Pos{r.ID: l}})
			reach, err := Reach(nb, MoveRequest{Mover: r.ID, Mode: mode, Budget: budget - down})
			if err != nil {
				continue
			}
			for _, p := range reach.Positions() {
				c, _ := reach.Cost(p)
				if old, ok := out[p]; !ok || down+c < old {
					out[p] = down + c
				}
			}
		}
	}
	return out, budget, nil
}
