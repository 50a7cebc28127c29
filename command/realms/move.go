package realms

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/grid"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
)

// Move is `battlemap move` on a hex map: the same JSON as Draw Steel's,
// positions as [col, row] and every figure in feet.
func (Commands) Move(call *command.Call, m *command.MoveFlags) int {
	if m.Mount != "" {
		return call.UsageError("--mount is for Draw Steel square maps; %s is not one", call.File)
	}
	if bad := m.GivenAmong(command.ZoneOnly()...); len(bad) > 0 {
		return call.UsageError("%s is for zone maps; %s is not one", "--"+bad[0], call.File)
	}
	switch {
	case m.Sprint:
		return call.UsageError("--sprint is for zone maps; %s is not one", call.File)
	case m.Given("mode"):
		return call.UsageError("--mode is Draw Steel's; on a hex map give the actions taken with --action")
	case m.Given("result") || m.Given("seed") || m.Given("by"):
		return call.UsageError("--by, --result and --seed are for Draw Steel's tests and zone challenges; a hex map's move asks none")
	}
	return moveRealms(call, hexMap(call), m.Creature, m.Actions, m.Permit, m.To, m.Path)
}

// moveRealms is Move once the flags of other rulesets are refused.
func moveRealms(call *command.Call, h *realmsfile.HexMap, id string, actionNames []string, permit, to, pathText string) int {
	b := h.Board
	if b.Creature(id) == nil {
		return call.Fail("unknown creature id %q (ids: %s)", id, strings.Join(hexCreatureIDs(b), ", "))
	}
	var opt realms.Options
	if permit != "" {
		for _, p := range strings.Split(permit, ",") {
			p = strings.TrimSpace(p)
			if b.Creature(p) == nil {
				return call.UsageError("--permit: unknown creature id %q (ids: %s)", p, strings.Join(hexCreatureIDs(b), ", "))
			}
			opt.Permits = append(opt.Permits, p)
		}
	}
	for _, name := range actionNames {
		a, err := realms.ParseAction(name)
		if err != nil {
			return call.UsageError("--action: %s", strings.TrimPrefix(err.Error(), "realms: "))
		}
		opt.Actions = append(opt.Actions, a)
	}
	var plan realms.Plan
	var err error
	switch {
	case to == "" && pathText == "":
		r, err := b.Reach(id, opt)
		if err != nil {
			return failRule(call, err)
		}
		return call.JSON(b.ReachReport(r))
	case to != "":
		p, perr := parseHex(to)
		if perr != nil {
			return call.UsageError("--to: %v", perr)
		}
		plan, err = b.Plan(id, b.Cell(p), opt)
	default:
		var path []realms.Pos
		for _, f := range strings.Fields(pathText) {
			p, perr := parseHex(f)
			if perr != nil {
				return call.UsageError("--path: %v", perr)
			}
			path = append(path, p)
		}
		if len(path) == 0 {
			return call.UsageError("--path is empty")
		}
		cells := make([]grid.Cell, len(path))
		for i, p := range path {
			cells[i] = b.Cell(p)
		}
		plan, err = b.PlanPath(id, cells, opt)
	}
	if err != nil {
		return failRule(call, err)
	}
	return call.JSON(b.MoveReport(plan))
}

// failRule prints a rules error: the rule, what happened, and the
// sentence of the text it reads.
func failRule(call *command.Call, err error) int {
	var re *rules.Error
	if errors.As(err, &re) {
		return call.Fail("%s\n  the rule: %s", re, re.Source)
	}
	return call.Fail("%s", strings.TrimPrefix(err.Error(), "realms: "))
}

// parseHex reads "C,R".
func parseHex(s string) (realms.Pos, error) {
	f := strings.Split(s, ",")
	if len(f) != 2 {
		return realms.Pos{}, fmt.Errorf("%s: want C,R (column and row)", command.QuoteArg(s))
	}
	var p realms.Pos
	for i, x := range f {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil {
			return realms.Pos{}, fmt.Errorf("%s: %s is not a whole number", command.QuoteArg(s), command.QuoteArg(x))
		}
		p[i] = n
	}
	return p, nil
}

func hexCreatureIDs(b *realms.Board) []string {
	ids := make([]string, len(b.Creatures))
	for i, c := range b.Creatures {
		ids[i] = c.ID
	}
	sort.Strings(ids)
	return ids
}
