package drawsteel

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// moveJSON is a resolved willing move as `battlemap move` prints it.
type moveJSON struct {
	Creature string          `json:"creature"`
	To       drawsteel.Pos   `json:"to"`
	Path     []drawsteel.Pos `json:"path"`
	Cost     int             `json:"cost"`
	// Speed is the squares this move allows: the creature's speed after
	// conditions (1 for a disengage, the distance for a teleport).
	Speed              int               `json:"speed"`
	Remaining          int               `json:"remaining"`
	OpportunityAttacks []string          `json:"opportunityAttacks"`
	Events             []drawsteel.Event `json:"events"`
	// Moved is where the other creatures the move moved end: riders
	// carried by their mount, or thrown off it.
	Moved map[string]drawsteel.Pos `json:"moved,omitempty"`
}

// reachJSON is every space a willing move can end in, with the cheapest
// cost, as `battlemap move` prints it without --to or --path.
type reachJSON struct {
	Creature string      `json:"creature"`
	Speed    int         `json:"speed"`
	Reach    []reachCost `json:"reach"`
}

type reachCost struct {
	To   drawsteel.Pos `json:"to"`
	Cost int           `json:"cost"`
}

// Move is `battlemap move` on a square map: a willing move resolved the
// way the window's drag does, as JSON; with neither --to nor --path,
// every space the creature can end in with the cheapest cost.
func (Commands) Move(call *command.Call, m *command.MoveFlags) int {
	maneuver := m.Mode == modeEscapeGrab || m.Mode == modeDig
	dismount := m.Mode == "dismount"
	modeName := m.Mode
	if dismount {
		modeName = "advance"
	}
	mode, _ := drawsteel.ParseMoveMode(modeName) // CheckMode checked it
	if m.Permit != "" {
		return call.UsageError("--permit is for Enchanted Realms hex maps; %s is not one", call.File)
	}
	if bad := m.GivenAmong(command.ZoneOnly()...); len(bad) > 0 {
		return call.UsageError("%s is for zone maps; %s is not one", "--"+bad[0], call.File)
	}
	switch {
	case m.Sprint:
		return call.UsageError("--sprint is for zone maps; %s is not one", call.File)
	case len(m.Actions) > 0:
		return call.UsageError("--action is for Enchanted Realms hex maps; %s is a Draw Steel map", call.File)
	case !maneuver && (m.By != "" || m.Mount == "" && (m.Given("result") || m.Given("seed"))):
		return call.UsageError("--by, --result and --seed are for --mode %s on a Draw Steel map (--result and --seed also for --mount)", modeEscapeGrab)
	}
	b := board(call.Encounter)
	if err := knownCreatures(b, m.Creature); err != nil {
		return call.Fail("%v", err)
	}
	if maneuver {
		return moveManeuver(call, b, m)
	}
	c, _ := b.Creature(m.Creature)
	if code, done := moveRider(call, b, c, m, mode, dismount); done {
		return code
	}
	req := drawsteel.MoveRequest{Mover: m.Creature, Mode: mode}
	reach, err := drawsteel.Reach(b, req)
	if err != nil {
		if mode == drawsteel.ModeTeleport && !c.Can(drawsteel.Teleport) {
			return call.Fail("%s can't teleport: it has no teleport in its speed entry (Teleport)", m.Creature)
		}
		return call.Fail("%s", err)
	}
	var plan drawsteel.MovePlan
	switch {
	case m.To == "" && m.Path == "":
		out := reachJSON{Creature: m.Creature, Speed: reach.Budget(), Reach: []reachCost{}}
		for _, p := range reach.Positions() {
			cost, _ := reach.Cost(p)
			out.Reach = append(out.Reach, reachCost{p, cost})
		}
		return call.JSON(out)
	case m.To != "":
		p, hasZ, err := parseSpace(m.To)
		if err != nil {
			return call.UsageError("--to: %v", err)
		}
		req.AllowFalls = true
		falls, err := drawsteel.Reach(b, req)
		if err != nil {
			return call.Fail("%s", err)
		}
		if !hasZ {
			// The cheapest height on the square, as the window's drag picks it: a safe way there beats a fall.
			p.Z = c.Z
			if q, ok := cheapestOn(reach, p.Square()); ok {
				p = q
			} else if q, ok := cheapestOn(falls, p.Square()); ok {
				p = q
			} else {
				p.Z = b.GroundUnder(p.Square(), c.Size.Squares())
			}
		}
		switch _, safe := reach.Cost(p); {
		case safe:
			plan = reach.Plan(p)
		default:
			if _, ok := falls.Cost(p); !ok {
				return call.Fail("%s can't %s to %v: %s", m.Creature, mode, p, reach.Why(p))
			}
			plan = falls.Plan(p)
		}
	default:
		var path []drawsteel.Pos
		for _, f := range strings.Fields(m.Path) {
			p, hasZ, err := parseSpace(f)
			if err != nil {
				return call.UsageError("--path: %v", err)
			}
			if !hasZ {
				p.Z = defaultHeight(b, c, p.Square())
			}
			path = append(path, p)
		}
		if len(path) == 0 {
			return call.UsageError("--path is empty")
		}
		req.AllowFalls = true
		plan = drawsteel.PlanMove(b, req, path)
	}
	if !plan.Legal {
		why := plan.Why
		if first := plan.Path[min(1, len(plan.Path)-1)]; m.Path != "" && strings.HasPrefix(why, "step 1 ") && max(grid.Abs(first.X-c.At.X), grid.Abs(first.Y-c.At.Y)) > 1 {
			why = fmt.Sprintf("the path starts at %v, which is not %s's space %v or next to it: %s", plan.Path[1], m.Creature, c.Pos(), why)
		}
		return call.Fail("%s can't %s along %s: %s", m.Creature, mode, formatPath(plan.Path), why)
	}
	_, o, err := drawsteel.ResolveMove(b, plan)
	if err != nil {
		return call.Fail("%s", err)
	}
	out := moveJSON{Creature: m.Creature, To: o.Positions[m.Creature], Path: plan.Path, Cost: plan.Cost, Speed: plan.Budget,
		Remaining: plan.Budget - plan.Cost, OpportunityAttacks: []string{}, Events: o.Events}
	for _, oa := range plan.OpportunityAttacks {
		out.OpportunityAttacks = append(out.OpportunityAttacks, oa.By)
	}
	out.Moved = othersMoved(b, o, m.Creature)
	return call.JSON(out)
}

// defaultHeight is the height a path square without Z means: the mover's
// own height on its own square or when it is flying, else the ground (or
// wall top) there.
func defaultHeight(b *drawsteel.Board, c *drawsteel.Creature, s drawsteel.Square) int {
	if s == c.At || (b.Aloft(c) && c.Can(drawsteel.Fly)) {
		return c.Z
	}
	return b.GroundUnder(s, c.Size.Squares())
}

// cheapestOn is the cheapest position on square s where the move can end.
func cheapestOn(r *drawsteel.ReachMap, s drawsteel.Square) (drawsteel.Pos, bool) {
	var best drawsteel.Pos
	bestCost := -1
	for _, p := range r.Positions() {
		if c, _ := r.Cost(p); p.Square() == s && (bestCost < 0 || c < bestCost) {
			best, bestCost = p, c
		}
	}
	return best, bestCost >= 0
}

// formatPath writes positions as the command line takes them: "1,2,0 2,2,0".
// A long path keeps its first positions and its last, and says how many
// it has: a refused path of thousands of positions is not printed whole.
func formatPath(path []drawsteel.Pos) string {
	const head, tail = 8, 2
	pos := func(p drawsteel.Pos) string { return fmt.Sprintf("%d,%d,%d", p.X, p.Y, p.Z) }
	var s []string
	for i, p := range path {
		switch {
		case len(path) <= head+tail+1 || i < head || i >= len(path)-tail:
			s = append(s, pos(p))
		case i == head:
			s = append(s, fmt.Sprintf("... (%d positions in all) ...", len(path)))
		}
	}
	return strings.Join(s, " ")
}
