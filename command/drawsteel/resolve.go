package drawsteel

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Resolve is `battlemap resolve` on a square map: a forced move's outcome
// as JSON; with neither --to nor --path, every option.
func (Commands) Resolve(call *command.Call, m *command.MoveFlags) int {
	if (m.Given("result") || m.Given("seed")) && !ridesOn(board(call.Encounter), m.Target) {
		return call.UsageError("--result is for a throw on a zone map, or (as --seed) for the landing test of a rider force moved off its mount; in %s, %q rides no creature", call.File, m.Target)
	}
	b := board(call.Encounter)
	if err := knownCreatures(b, m.Target, m.By); err != nil {
		return call.Fail("%v", err)
	}
	mv, err := drawsteel.ParseMove(m.Move)
	if err != nil {
		return call.UsageError("--move: %v", err)
	}
	fm := drawsteel.ForcedMove{Move: mv, Target: m.Target, Source: m.By, Melee: m.Melee}
	if fm.Stability, err = drawsteel.ParseStability(m.Stability); err != nil {
		return call.UsageError("--%v", err)
	}
	if m.Melee && m.By == "" {
		return call.Fail("--melee needs --by ID: Big Versus Little compares the sizes of the creature using the melee weapon ability and its target")
	}
	tc, _ := b.Creature(m.Target)
	vertical := drawsteel.ForcedVertical(b, fm)
	// level checks that a height given in a horizontal move is the
	// target's own: "without moving them vertically".
	level := func(flag, text string, p drawsteel.Pos) error {
		if vertical || strings.Count(text, ",") != 2 || p.Z == tc.Z {
			return nil
		}
		kind := mv.Kind.String()
		rule := strings.ToUpper(kind[:1]) + kind[1:] + " X"
		return fmt.Errorf("%s %s: a %s moves the target without moving it vertically (%s), so it stays at height %d; only a vertical %s (or a flying target) can reach height %d", flag, command.QuoteArg(text), mv, rule, tc.Z, mv.Kind, p.Z)
	}
	var path []drawsteel.Pos
	switch {
	case m.Path != "" && m.To != "":
		return call.UsageError("give --to or --path, not both")
	case m.Path != "":
		for _, f := range strings.Fields(m.Path) {
			p, err := parsePos(f, tc.Z)
			if err != nil {
				return call.UsageError("--path: %v", err)
			}
			if err := level("--path", f, p); err != nil {
				return call.Fail("%v", err)
			}
			path = append(path, p)
		}
	case m.To != "":
		p, err := parsePos(m.To, tc.Z)
		if err != nil {
			return call.UsageError("--to: %v", err)
		}
		if err := level("--to", m.To, p); err != nil {
			return call.Fail("%v", err)
		}
		path, err = drawsteel.RouteForced(b, fm, p)
		if err != nil {
			return call.Fail("%v", err)
		}
	default:
		p, err := drawsteel.PreviewForcedWithin(b, fm, drawsteel.ForcedListLimit)
		if err != nil {
			return call.Fail("%v", err)
		}
		if p.Within > 0 {
			fmt.Fprintf(call.Stderr, "battlemap resolve: %v: only the options aimed at most %d squares from the start are listed (\"within\"): the whole %d-square move would aim at too many positions; give --to or --path for one farther away\n", fm, p.Within, p.Effective)
		}
		return writePreview(call.Stdout, call.Stderr, p)
	}
	o, err := resolveRider(b, fm, path, m)
	if err != nil {
		return call.Fail("%v", err)
	}
	return call.JSON(o)
}
