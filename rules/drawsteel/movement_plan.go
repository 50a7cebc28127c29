package drawsteel

import (
	"fmt"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// OpportunityAttack is a free strike a move provokes: "Whenever a creature
// has an enemy adjacent to them and the enemy willingly moves to a space
// that isn't adjacent to the creature without shifting". Banes, which
// forbid the attack, are not modelled: the enemy decides.
type OpportunityAttack struct {
	// By is the id of the enemy who may strike.
	By string
	// Step is the index in MovePlan.Steps of the step that leaves its
	// adjacency; the strike happens before that step completes.
	Step int
}

// TerrainHit is damaging terrain a move enters.
type TerrainHit struct {
	Step   int // index in MovePlan.Steps
	At     Pos
	Damage int
}

// LedgeDrop is a step off a ledge 2 or more squares high. The move ends
// there. ApplyMove leaves the creature in the air over the landing square;
// resolveFall then drops it and applies the falling rules.
type LedgeDrop struct {
	Step     int // index in MovePlan.Steps
	From, To Pos // the ledge and the landing
	Height   int // squares fallen
	// Damage and Prone preview the fall (FallEffective, FallDamage): the
	// height less the mover's Agility and 4 for liquid; 2 damage a square
	// from an effective 2 squares, and landing prone.
	Damage int
	Prone  bool
}

// MovePlan explains a move along a path: what each step costs and why, what
// it provokes, and whether the move is legal.
type MovePlan struct {
	Mover string
	Mode  MoveMode
	// Path is every position from the start to the end, both included.
	Path []Pos
	// Cost is the squares of movement used; Budget is what the move allows.
	Cost, Budget int
	// Steps explains each step: Steps[i] goes from Path[i] to Path[i+1].
	Steps              []MoveStep
	OpportunityAttacks []OpportunityAttack
	TerrainHits        []TerrainHit
	Drops              []LedgeDrop
	// EndsGrab: the move is a teleport, which ends grabbed and restrained
	// ("If you teleport while affected by the grabbed or restrained
	// conditions, those conditions end for you").
	EndsGrab bool
	// Legal says whether the move may be made; Why gives the first rule it
	// breaks. Steps holds the legal steps before that point.
	Legal bool
	Why   string
}

// PlanMove explains a move along path, as a player drew it. path lists the
// positions to move through; it may start with the mover's position or
// leave it out. Consecutive positions are adjacent (in three dimensions),
// or a straight long jump, or a step off a ledge, or for a teleport the
// single destination. The plan is returned even when the move is illegal,
// with Why saying which rule it breaks.
func PlanMove(b *Board, req MoveRequest, path []Pos) MovePlan {
	plan := MovePlan{Mover: req.Mover, Mode: req.Mode}
	c, ok := b.Creature(req.Mover)
	if !ok {
		plan.Why = fmt.Sprintf("no creature %q", req.Mover)
		return plan
	}
	start := c.Pos()
	if len(path) == 0 || path[0] != start {
		path = append([]Pos{start}, path...)
	}
	plan.Path = slices.Clone(path)
	radius := 0
	for _, p := range path {
		radius = max(radius, grid.Abs(p.X-start.X)+1, grid.Abs(p.Y-start.Y)+1)
	}
	e, err := newMvEngine(b, req, radius)
	if err != nil {
		plan.Why = err.Error()
		return plan
	}
	plan.Mode, plan.Budget = e.mode, e.budget
	if err := e.startProblem(); err != nil {
		plan.Why = err.Error()
		return plan
	}
	if len(path) == 1 {
		if e.mode == ModeTeleport {
			plan.Why = whyTeleportHome
			return plan
		}
		plan.Legal = true
		return plan
	}
	if e.shiftBlocked() {
		plan.Why = whyShift + ": the shift starts within it"
		return plan
	}
	if e.mode == ModeTeleport {
		return e.planTeleport(plan)
	}
	if e.mode == ModeCharge {
		end := path[len(path)-1].Square()
		dx, dy := end.X-start.X, end.Y-start.Y
		n := squareSteps(start.Square(), end)
		straight := len(path) == n+1
		for k := 1; straight && k <= n; k++ {
			straight = path[k].Square() == Square{start.X + mvRoundDiv(k*dx, n), start.Y + mvRoundDiv(k*dy, n)}
		}
		if !straight {
			plan.Why = fmt.Sprintf("a charge moves in a straight line (Charge): %v to %v", start, end)
			return plan
		}
	}
	var adj []int32
	for i := 1; i < len(path); i++ {
		from, to := path[i-1], path[i]
		if len(plan.Steps) > 0 && plan.Steps[len(plan.Steps)-1].Kind == StepDrop {
			plan.Why = fmt.Sprintf("step %d (%v to %v): the fall at the previous step ends the move", i, from, to)
			return plan
		}
		var st MoveStep
		if why := e.step(from, to, &st); why != "" {
			plan.Why = fmt.Sprintf("step %d (%v to %v): %s", i, from, to, why)
			return plan
		}
		k := len(plan.Steps)
		adj = e.opportunists(from, adj)
		e.leaves(adj, &st, func(o int32) {
			plan.OpportunityAttacks = append(plan.OpportunityAttacks, OpportunityAttack{By: b.Creatures[e.others[o].i].ID, Step: k})
		})
		if st.Damage > 0 {
			plan.TerrainHits = append(plan.TerrainHits, TerrainHit{Step: k, At: to, Damage: st.Damage})
		}
		if st.Kind == StepDrop {
			h := fallEffective(st.Fall, c.Agility, b.Cell(to.Square()).Liquid)
			plan.Drops = append(plan.Drops, LedgeDrop{Step: k, From: from, To: to, Height: st.Fall, Damage: fallDamageOf(h), Prone: h >= 2})
		}
		plan.Steps = append(plan.Steps, st)
		plan.Cost += st.Cost
	}
	end := path[len(path)-1]
	switch {
	case plan.Cost > e.budget:
		plan.Why = fmt.Sprintf("costs %s, more than the %d the move allows (Can't Exceed Speed)", countSquares(plan.Cost), e.budget)
	case !e.canEnd(end):
		plan.Why = e.endWhy(end)
	default:
		plan.Legal = true
	}
	return plan
}

func (e *mvEngine) planTeleport(plan MovePlan) MovePlan {
	if len(plan.Path) != 2 {
		plan.Why = "a teleport goes straight to one destination space"
		return plan
	}
	st, why := e.teleportStep(plan.Path[1])
	if why != "" {
		plan.Why = fmt.Sprintf("teleport to %v: %s", plan.Path[1], why)
		return plan
	}
	plan.Steps = []MoveStep{st}
	plan.Cost = st.Cost
	if st.Damage > 0 {
		plan.TerrainHits = []TerrainHit{{Step: 0, At: st.To, Damage: st.Damage}}
	}
	plan.EndsGrab = e.mover.Has(Grabbed) || e.mover.Has(Restrained)
	plan.Legal = true
	return plan
}

// errorText is an error that is its text, so that a sentinel is a
// constant, not a package-level variable.
type errorText string

func (e errorText) Error() string { return string(e) }

const (
	// errIllegalMove is returned by ApplyMove for a plan that is not legal
	// or no longer matches the board.
	errIllegalMove errorText = "illegal move"
	// errNoMover: no creature has the id asked for.
	errNoMover errorText = "no such creature"
)

// applyMove returns a new board with the mover at the end of the plan. It
// changes nothing else: the plan's opportunity attacks, damaging terrain
// and falls are for the caller to resolve, in step order. A move that ends
// with a drop leaves the mover in the air over the landing square, at the
// ledge's height, for ResolveFall. A teleport ends grabbed and restrained.
// b is not modified.
func applyMove(b *Board, mover string, plan MovePlan) (*Board, error) {
	switch {
	case !plan.Legal:
		return nil, fmt.Errorf("%w: %s", errIllegalMove, plan.Why)
	case plan.Mover != mover:
		return nil, fmt.Errorf("%w: the plan moves %q, not %q", errIllegalMove, plan.Mover, mover)
	case len(plan.Path) == 0:
		return nil, fmt.Errorf("%w: empty path", errIllegalMove)
	}
	c, ok := b.Creature(mover)
	if !ok {
		return nil, fmt.Errorf("%w: %q", errNoMover, mover)
	}
	if c.Pos() != plan.Path[0] {
		return nil, fmt.Errorf("%w: %q is at %v, the plan starts at %v", errIllegalMove, mover, c.Pos(), plan.Path[0])
	}
	nb := b.Clone()
	m, _ := nb.Creature(mover)
	end := plan.Path[len(plan.Path)-1]
	if n := len(plan.Steps); n > 0 && plan.Steps[n-1].Kind == StepDrop {
		end.Z = plan.Steps[n-1].From.Z
	}
	m.At, m.Z = end.Square(), end.Z
	if plan.EndsGrab {
		m.End(Grabbed, Restrained)
	}
	return nb, nil
}

// Plan explains the cheapest move to p (see PlanMove).
func (r *ReachMap) Plan(p Pos) MovePlan {
	path := r.PathTo(p)
	if path == nil {
		return MovePlan{Mover: r.req.Mover, Mode: r.e.mode, Path: []Pos{r.Start(), p}, Why: fmt.Sprintf("%v can't be reached", p)}
	}
	return PlanMove(r.e.b, r.req, path)
}

// standUp returns a new board where the prone creature id has used the
// Stand Up maneuver: "A creature can use the Stand Up maneuver to stand up
// if they are prone, ending that condition."
func standUp(b *Board, id string) (*Board, error) {
	c, ok := b.Creature(id)
	switch {
	case !ok:
		return nil, fmt.Errorf("%w: %q", errNoMover, id)
	case !c.Prone:
		return nil, refuse(ruleStandUp, combat(ruleStandUp, "A creature can use the Stand Up maneuver to stand up if they are prone, ending that condition."), "%q is not prone", id)
	}
	nb := b.Clone()
	m, _ := nb.Creature(id)
	m.Prone = false
	return nb, nil
}
