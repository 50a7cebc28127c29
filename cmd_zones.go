package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/zones"
)

// This file holds what the commands do with a zone map ("ruleset":
// "zones", issue 13); main.go and cmd_move.go hand such files over here.

// zoneBoard checks the zone map into the rules' board (a file that loaded
// always checks; the error is for safety).
func zoneBoard(cmd string, zm *maps.ZoneMap, stderr io.Writer) (*zones.Board, bool) {
	b, err := zm.Board()
	if err != nil {
		fmt.Fprintf(stderr, "battlemap %s: %v\n", cmd, err)
		return nil, false
	}
	return b, true
}

// moveZones is `battlemap move` on a zone map: the engine's move plan as
// JSON, positions as zone ids; without --to, every zone within speed.
func moveZones(zm *maps.ZoneMap, id, to string, sprint bool, stdout, stderr io.Writer) int {
	b, ok := zoneBoard("move", zm, stderr)
	if !ok {
		return 1
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap move: "+format+"\n", a...)
		return 1
	}
	if _, ok := b.Creature(id); !ok {
		return fail("unknown creature id %q (ids: %s)", id, strings.Join(zoneCreatureIDs(zm.Map), ", "))
	}
	if _, ok := b.Zone(to); to != "" && !ok {
		return fail("unknown zone %q (zones: %s)", to, strings.Join(zoneIDs(zm.Map), ", "))
	}
	plan, err := zones.Move(b, zones.MoveRequest{Creature: id, To: to, Sprint: sprint})
	if err != nil {
		return failZoneRule(fail, err)
	}
	return writeJSON(stdout, stderr, plan)
}

// resolveZones is `battlemap resolve --move throw` on a zone map: the
// outcome of throwing the target into an adjacent zone.
func resolveZones(zm *maps.ZoneMap, target, by, moveText, to string, result int, hasResult bool, stdout, stderr io.Writer) int {
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap resolve: "+format+"\n%s\n", append(a, resolveUsage)...)
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap resolve: "+format+"\n", a...)
		return 1
	}
	switch {
	case moveText != "throw":
		return usageErr("--move %q: on a zone map the forced movement is a throw (--move throw)", moveText)
	case to == "":
		return usageErr("--to ZONE is required: the adjacent zone the target is thrown into")
	case !hasResult:
		return usageErr("--result N is required: the result of the throw's challenge")
	}
	b, ok := zoneBoard("resolve", zm, stderr)
	if !ok {
		return 1
	}
	for _, id := range []string{target, by} {
		if _, ok := b.Creature(id); id != "" && !ok {
			return fail("unknown creature id %q (ids: %s)", id, strings.Join(zoneCreatureIDs(zm.Map), ", "))
		}
	}
	if _, ok := b.Zone(to); !ok {
		return fail("unknown zone %q (zones: %s)", to, strings.Join(zoneIDs(zm.Map), ", "))
	}
	o, err := zones.Throw(b, zones.ThrowRequest{Target: target, To: to, Result: result, By: by}, zones.Dice{})
	if err != nil {
		return failZoneRule(fail, err)
	}
	return writeJSON(stdout, stderr, o)
}

// failZoneRule prints a zone rules error: the rule, what was asked, and
// the sentence of 003 it reads.
func failZoneRule(fail func(string, ...any) int, err error) int {
	var re *zones.RuleError
	if errors.As(err, &re) {
		if re.Sentence == "" {
			return fail("%s: %s", re.Rule, re.Detail)
		}
		return fail("%s: %s\n  the rule: %q", re.Rule, re.Detail, re.Sentence)
	}
	return fail("%s", strings.TrimPrefix(err.Error(), "zones: "))
}

func zoneCreatureIDs(m zones.Map) []string {
	ids := make([]string, len(m.Creatures))
	for i, c := range m.Creatures {
		ids[i] = c.ID
	}
	return ids
}

func zoneIDs(m zones.Map) []string {
	ids := make([]string, len(m.Zones))
	for i, z := range m.Zones {
		ids[i] = z.ID
	}
	return ids
}
