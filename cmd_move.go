package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

const moveUsage = `usage: battlemap move FILE --creature ID [--mode advance|shift|disengage|charge|teleport|dismount]
                     [--to X,Y[,Z] | --path "X,Y[,Z] X,Y[,Z] ..."]
       battlemap move FILE --creature ID --mount MOUNT [--to X,Y] [--result N | --seed N]
                     (climb onto or ride a larger creature, onto the square X,Y of its top;
                     the test when it is unwilling)
       battlemap move HEXFILE --creature ID [--action NAME ...] [--permit ID[,ID...]]
                     [--to C,R | --path "C,R C,R ..."]
                     (an Enchanted Realms hex map; NAME: mount-medium, dismount-medium, mount-huge,
                     dismount-huge, pick-up, ready-shield, stand-up, switch-weapon, pick-up-and-ready)
       battlemap move FILE --creature ID --mode escape-grab [--by ID] (--result N | --seed N)
       battlemap move FILE --creature ID --mode dig --to X,Y,Z   (the Draw Steel maneuvers)
       battlemap move ZONEFILE --creature ID [--sprint] [--together [--partner-sprint]]
                     [--to ZONE [--result N[,N...] [--defender ID] [--throw-to ZONE]]]
       battlemap move ZONEFILE --creature ID --band BAND   (a zone map: BAND the next band up or down)`

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

// move resolves a willing move the way the window's drag does, as JSON.
func move(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap move", flag.ContinueOnError)
	fs.SetOutput(stderr)
	m := defineMoveFlags(fs, map[string]string{
		"creature": "id of the creature moving",
		"mode":     "advance, shift, disengage, charge or teleport; or the maneuver escape-grab or dig;\nor dismount (off the creature it is on)",
		"mount":    "id of a larger creature to climb onto or ride (Climbing Other Creatures, Mounted Combat)",
		"by":       "--mode escape-grab: id of the creature holding the grabbed one (judges the bane)",
		"result":   "--mode escape-grab: the power roll's total the table rolled (bane included);\n--mount: the climber's test, when the creature is unwilling;\non a zone map with --to: the result of each challenge the move asks, N[,N...] in the order listed",
		"seed":     "--mode escape-grab or --mount: roll 2d10 + Might or Agility with this seed instead",
		"to":       "end space X,Y[,Z] (top-left of the footprint); without Z, the cheapest height",
		"path":     `spaces moved through, in order: "X,Y[,Z] X,Y[,Z] ..."`,
		"sprint":   "on a zone map: Sprint (speed 3, giving up offensive actions)",
		"action":   "an action paid in movement before moving, on a hex map (repeatable): stand-up, dismount-medium, ...",
	})
	permit := fs.String("permit", "", "on a hex map: ids of the hostile creatures whose hexes the move may enter\n(each gave permission or lost a competition), comma-separated")
	zf := defineZoneMoveFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, moveUsage)
		fs.PrintDefaults()
	}
	pos, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap move: "+format+"\n%s\n", append(a, moveUsage)...)
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap move: "+format+"\n", a...)
		return 1
	}
	switch {
	case len(pos) != 1:
		return usageErr("give one encounter file")
	case m.creature == "":
		return usageErr("--creature is required")
	case m.to != "" && m.path != "":
		return usageErr("give --to or --path, not both")
	}
	maneuver := m.mode == modeEscapeGrab || m.mode == modeDig
	dismount := m.mode == "dismount"
	modeName := m.mode
	if dismount {
		modeName = "advance"
	}
	mode, err := drawsteel.ParseMoveMode(modeName)
	if err != nil && !maneuver {
		return usageErr("--mode: %s, or the maneuver %s or %s, or dismount (off the creature it is on)", err, modeEscapeGrab, modeDig)
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	modeSet := m.given("mode")
	if *permit != "" && enc.Hex == nil {
		return usageErr("--permit is for Enchanted Realms hex maps; %s is not one", pos[0])
	}
	if (enc.Zones != nil || enc.Hex != nil) && m.mount != "" {
		return usageErr("--mount is for Draw Steel square maps; %s is not one", pos[0])
	}
	if enc.Zones != nil {
		if modeSet || len(m.actions) > 0 || m.path != "" {
			return usageErr("--mode, --action and --path are for square and hex maps; on a zone map give --to ZONE and --sprint")
		}
		return moveZones(enc.Zones, m, zf, stdout, stderr)
	}
	if bad := zf.given(fs); bad != "" {
		return usageErr("%s is for zone maps; %s is not one", bad, pos[0])
	}
	switch {
	case m.sprint:
		return usageErr("--sprint is for zone maps; %s is not one", pos[0])
	case enc.Hex != nil && modeSet:
		return usageErr("--mode is Draw Steel's; on a hex map give the actions taken with --action")
	case enc.Hex != nil && (m.given("result") || m.given("seed") || m.given("by")):
		return usageErr("--by, --result and --seed are for Draw Steel's tests and zone challenges; a hex map's move asks none")
	case enc.Hex != nil:
		return moveRealms(enc.Hex, m.creature, m.actions, *permit, m.to, m.path, stdout, stderr, usageErr, fail)
	case len(m.actions) > 0:
		return usageErr("--action is for Enchanted Realms hex maps; %s is a Draw Steel map", pos[0])
	case !maneuver && (m.by != "" || m.mount == "" && (m.given("result") || m.given("seed"))):
		return usageErr("--by, --result and --seed are for --mode %s on a Draw Steel map (--result and --seed also for --mount)", modeEscapeGrab)
	}
	b := enc.Square.Board
	if err := knownCreatures(b, m.creature); err != nil {
		return fail("%v", err)
	}
	if maneuver {
		return moveManeuver(b, m, stdout, stderr, usageErr, fail)
	}
	c, _ := b.Creature(m.creature)
	if code, done := moveRider(b, c, m, mode, dismount, stdout, stderr, usageErr, fail); done {
		return code
	}
	req := drawsteel.MoveRequest{Mover: m.creature, Mode: mode}
	reach, err := drawsteel.Reach(b, req)
	if err != nil {
		if mode == drawsteel.ModeTeleport && !c.Can(drawsteel.Teleport) {
			return fail("%s can't teleport: it has no teleport in its speed entry (Teleport)", m.creature)
		}
		return fail("%s", err)
	}
	var plan drawsteel.MovePlan
	switch {
	case m.to == "" && m.path == "":
		out := reachJSON{Creature: m.creature, Speed: reach.Budget(), Reach: []reachCost{}}
		for _, p := range reach.Positions() {
			cost, _ := reach.Cost(p)
			out.Reach = append(out.Reach, reachCost{p, cost})
		}
		return writeJSON(stdout, stderr, out)
	case m.to != "":
		p, hasZ, err := parseSpace(m.to)
		if err != nil {
			return usageErr("--to: %v", err)
		}
		req.AllowFalls = true
		falls, err := drawsteel.Reach(b, req)
		if err != nil {
			return fail("%s", err)
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
				return fail("%s can't %s to %v: %s", m.creature, mode, p, reach.Why(p))
			}
			plan = falls.Plan(p)
		}
	default:
		var path []drawsteel.Pos
		for _, f := range strings.Fields(m.path) {
			p, hasZ, err := parseSpace(f)
			if err != nil {
				return usageErr("--path: %v", err)
			}
			if !hasZ {
				p.Z = defaultHeight(b, c, p.Square())
			}
			path = append(path, p)
		}
		if len(path) == 0 {
			return usageErr("--path is empty")
		}
		req.AllowFalls = true
		plan = drawsteel.PlanMove(b, req, path)
	}
	if !plan.Legal {
		why := plan.Why
		if first := plan.Path[min(1, len(plan.Path)-1)]; m.path != "" && strings.HasPrefix(why, "step 1 ") && max(grid.Abs(first.X-c.At.X), grid.Abs(first.Y-c.At.Y)) > 1 {
			why = fmt.Sprintf("the path starts at %v, which is not %s's space %v or next to it: %s", plan.Path[1], m.creature, c.Pos(), why)
		}
		return fail("%s can't %s along %s: %s", m.creature, mode, formatPath(plan.Path), why)
	}
	_, o, err := drawsteel.ResolveMove(b, plan)
	if err != nil {
		return fail("%s", err)
	}
	out := moveJSON{Creature: m.creature, To: o.Positions[m.creature], Path: plan.Path, Cost: plan.Cost, Speed: plan.Budget,
		Remaining: plan.Budget - plan.Cost, OpportunityAttacks: []string{}, Events: o.Events}
	for _, oa := range plan.OpportunityAttacks {
		out.OpportunityAttacks = append(out.OpportunityAttacks, oa.By)
	}
	out.Moved = othersMoved(b, o, m.creature)
	return writeJSON(stdout, stderr, out)
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
