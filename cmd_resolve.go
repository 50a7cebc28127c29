package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// This file is `battlemap resolve`: a forced move's outcome as JSON (on a zone map, a
// throw: cmd_zones.go).

const resolveUsage = `usage: battlemap resolve FILE --target ID --move "push 3" [--by ID] [--melee]
                        [--stability full|ignore|N] [--to X,Y[,Z] | --path "X,Y[,Z] ..."]
                        [--result N | --seed N]   (a rider's landing test: Mounted Combat)
       battlemap resolve ZONEFILE --target ID --move throw --to ZONE --result N [--by ID]`

func resolve(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap resolve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	m := defineMoveFlags(fs, map[string]string{
		"target":    "id of the creature moved",
		"move":      `the forced move in the rulebook's words: "push 3", "vertical slide 2"`,
		"by":        "id of the creature doing it",
		"melee":     "a melee weapon ability (Big Versus Little)",
		"stability": "stability the target uses: full, ignore, or a number of squares",
		"to":        "end square X,Y[,Z] (top-left of the footprint)",
		"path":      `squares moved into, in order: "X,Y[,Z] X,Y[,Z] ..."`,
		"result":    "on a zone map: the result of the throw's challenge; on a square map: the landing test of a rider force moved off its mount",
		"seed":      "on a square map: roll a rider's landing test with these seeded dice instead of --result",
	})
	fs.Usage = func() {
		fmt.Fprintln(stderr, resolveUsage)
		fs.PrintDefaults()
	}
	pos, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap resolve: "+format+"\n", a...)
		return 1
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap resolve: "+format+"\n%s\n", append(a, resolveUsage)...)
		return 2
	}
	if len(pos) != 1 {
		fmt.Fprintf(stderr, "battlemap resolve: give one encounter file\n%s\n", resolveUsage)
		return 2
	}
	if m.target == "" || m.move == "" {
		fmt.Fprintf(stderr, "battlemap resolve: --target and --move are required\n%s\n", resolveUsage)
		return 2
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if m.given("seed") && enc.Square == nil {
		fmt.Fprintf(stderr, "battlemap resolve: --seed rolls a rider's landing test on a Draw Steel map; %s is not one\n%s\n", pos[0], resolveUsage)
		return 2
	}
	if enc.Zones != nil {
		return resolveZones(enc.Zones, m, stdout, stderr)
	}
	if (m.given("result") || m.given("seed")) && (enc.Square == nil || !ridesOn(enc.Square.Board, m.target)) {
		fmt.Fprintf(stderr, "battlemap resolve: --result is for a throw on a zone map, or (as --seed) for the landing test of a rider force moved off its mount; in %s, %q rides no creature\n%s\n", pos[0], m.target, resolveUsage)
		return 2
	}
	if enc.Hex != nil {
		return squaresOnly("resolve", pos[0], "forced movement is Draw Steel's (use battlemap move for a willing move)", stderr)
	}
	b := enc.Square.Board
	if err := knownCreatures(b, m.target, m.by); err != nil {
		return fail("%v", err)
	}
	mv, err := drawsteel.ParseMove(m.move)
	if err != nil {
		return usageErr("--move: %v", err)
	}
	fm := drawsteel.ForcedMove{Move: mv, Target: m.target, Source: m.by, Melee: m.melee}
	if fm.Stability, err = drawsteel.ParseStability(m.stability); err != nil {
		return usageErr("--%v", err)
	}
	if m.melee && m.by == "" {
		return fail("--melee needs --by ID: Big Versus Little compares the sizes of the creature using the melee weapon ability and its target")
	}
	tc, _ := b.Creature(m.target)
	vertical := drawsteel.ForcedVertical(b, fm)
	// level checks that a height given in a horizontal move is the
	// target's own: "without moving them vertically".
	level := func(flag, text string, p drawsteel.Pos) error {
		if vertical || strings.Count(text, ",") != 2 || p.Z == tc.Z {
			return nil
		}
		kind := mv.Kind.String()
		rule := strings.ToUpper(kind[:1]) + kind[1:] + " X"
		return fmt.Errorf("%s %s: a %s moves the target without moving it vertically (%s), so it stays at height %d; only a vertical %s (or a flying target) can reach height %d", flag, quoteArg(text), mv, rule, tc.Z, mv.Kind, p.Z)
	}
	var path []drawsteel.Pos
	switch {
	case m.path != "" && m.to != "":
		fmt.Fprintf(stderr, "battlemap resolve: give --to or --path, not both\n%s\n", resolveUsage)
		return 2
	case m.path != "":
		for _, f := range strings.Fields(m.path) {
			p, err := parsePos(f, tc.Z)
			if err != nil {
				return usageErr("--path: %v", err)
			}
			if err := level("--path", f, p); err != nil {
				return fail("%v", err)
			}
			path = append(path, p)
		}
	case m.to != "":
		p, err := parsePos(m.to, tc.Z)
		if err != nil {
			return usageErr("--to: %v", err)
		}
		if err := level("--to", m.to, p); err != nil {
			return fail("%v", err)
		}
		path, err = drawsteel.RouteForced(b, fm, p)
		if err != nil {
			return fail("%v", err)
		}
	default:
		p, err := drawsteel.PreviewForcedWithin(b, fm, drawsteel.ForcedListLimit)
		if err != nil {
			return fail("%v", err)
		}
		if p.Within > 0 {
			fmt.Fprintf(stderr, "battlemap resolve: %v: only the options aimed at most %d squares from the start are listed (\"within\"): the whole %d-square move would aim at too many positions; give --to or --path for one farther away\n", fm, p.Within, p.Effective)
		}
		return writePreview(stdout, stderr, p)
	}
	o, err := resolveRider(b, fm, path, m)
	if err != nil {
		return fail("%v", err)
	}
	return writeJSON(stdout, stderr, o)
}
