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
	"github.com/battlemap/battlemap/session"
)

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

// hexExportPreview reads `battlemap export`'s preview flags for a hex map:
// --preview move --target ID [--action NAME ...] [--to C,R | --path "C,R ..."].
func hexExportPreview(h *realmsfile.HexMap, preview, target string, actionNames []string, to, pathText string, noArea bool) (*session.HexPreview, error) {
	if preview == "" {
		if target != "" || len(actionNames) > 0 || to != "" || pathText != "" || noArea {
			return nil, errors.New("--target, --action, --to, --path and --no-area go with --preview move")
		}
		return nil, nil
	}
	if preview != "move" {
		return nil, fmt.Errorf("--preview %q: a hex map previews a willing move: --preview move --target ID", preview)
	}
	if target == "" {
		return nil, errors.New("--preview move needs --target ID")
	}
	if h.Board.Creature(target) == nil {
		return nil, fmt.Errorf("unknown creature id %q (ids: %s)", target, strings.Join(hexCreatureIDs(h.Board), ", "))
	}
	p := &session.HexPreview{Creature: target, NoArea: noArea}
	for _, name := range actionNames {
		a, err := realms.ParseAction(name)
		if err != nil {
			return nil, fmt.Errorf("--action: %s", strings.TrimPrefix(err.Error(), "realms: "))
		}
		p.Actions = append(p.Actions, a)
	}
	switch {
	case to != "" && pathText != "":
		return nil, errors.New("give --to or --path, not both")
	case to != "":
		q, err := parseHex(to)
		if err != nil {
			return nil, fmt.Errorf("--to: %w", err)
		}
		p.To = &q
	case pathText != "":
		for _, f := range strings.Fields(pathText) {
			q, err := parseHex(f)
			if err != nil {
				return nil, fmt.Errorf("--path: %w", err)
			}
			p.Path = append(p.Path, q)
		}
	}
	return p, nil
}
