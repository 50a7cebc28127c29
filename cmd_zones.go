package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// This file holds what the commands do with a zone map ("ruleset":
// "zones", issue 13); cmd_resolve.go, cmd_move.go and cmd_export.go hand
// such files over here.

// zoneBoard checks the zone map into the rules' board (a file that loaded
// always checks; the error is for safety).
func zoneBoard(cmd string, zm *zonesfile.ZoneMap, stderr io.Writer) (*zones.Board, bool) {
	b, err := zm.Board()
	if err != nil {
		fmt.Fprintf(stderr, "battlemap %s: %v\n", cmd, err)
		return nil, false
	}
	return b, true
}

// moveZones is `battlemap move` on a zone map: the engine's move plan as
// JSON, positions as zone ids; without --to, every zone within speed.
func moveZones(zm *zonesfile.ZoneMap, id, to string, sprint bool, stdout, stderr io.Writer) int {
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
func resolveZones(zm *zonesfile.ZoneMap, m *moveFlags, stdout, stderr io.Writer) int {
	target, by, to := m.target, m.by, m.to
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap resolve: "+format+"\n%s\n", append(a, resolveUsage)...)
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap resolve: "+format+"\n", a...)
		return 1
	}
	switch {
	case m.move != "throw":
		return usageErr("--move %q: on a zone map the forced movement is a throw (--move throw)", m.move)
	case to == "":
		return usageErr("--to ZONE is required: the adjacent zone the target is thrown into")
	case !m.given("result"):
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
	o, err := zones.Throw(b, zones.ThrowRequest{Target: target, To: to, Result: m.result, By: by}, zones.Dice{})
	if err != nil {
		return failZoneRule(fail, err)
	}
	return writeJSON(stdout, stderr, o)
}

// failZoneRule prints a zone rules error: the rule, what was asked, and
// the sentence of 003 it reads.
func failZoneRule(fail func(string, ...any) int, err error) int {
	var re *rules.Error
	if errors.As(err, &re) {
		if re.Source.Sentence == "" {
			return fail("%s", re)
		}
		return fail("%s\n  the rule: %q", re, re.Source.Sentence)
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

// exportZones is `battlemap export` of a zone map, with a throw preview
// when --preview throw is given.
func exportZones(enc *maps.Encounter, out string, format session.ExportFormat, scale float64, theme string, m *moveFlags, stderr io.Writer) int {
	preview, target, by, result := m.move, m.target, m.by, m.result
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap export: "+format+"\n", a...)
		return 1
	}
	var bad []string
	m.fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "region", "legend", "coordinates", "melee", "stability", "to", "path", "side-view", "no-area":
			bad = append(bad, "--"+f.Name)
		}
	})
	if len(bad) > 0 {
		return fail("%s: not for a zone map (give -o, --scale, --theme, and --preview throw --target ID --result N [--by ID])", strings.Join(bad, ", "))
	}
	var throw *session.ZoneThrowPreview
	switch {
	case preview == "throw":
		if target == "" || !m.given("result") {
			return fail("--preview throw needs --target ID and --result N")
		}
		for _, id := range []string{target, by} {
			if _, ok := findZoneCreature(enc.Zones.Map, id); id != "" && !ok {
				return fail("unknown creature id %q (ids: %s)", id, strings.Join(zoneCreatureIDs(enc.Zones.Map), ", "))
			}
		}
		throw = &session.ZoneThrowPreview{Target: target, By: by, Result: result}
	case preview != "":
		return fail("--preview %q: on a zone map the preview is a throw (--preview throw)", preview)
	case target != "" || by != "" || result != 0:
		return fail("--target, --by and --result go with --preview throw")
	}
	f, err := session.BuildZoneExport(enc, format, theme, scale, throw)
	if err != nil {
		return fail("%v", strings.TrimPrefix(strings.TrimPrefix(err.Error(), "game: export: "), "zones: "))
	}
	regular, bold := assets.Fonts()
	var buf bytes.Buffer
	if err := f.Write(&buf, regular, bold); err != nil {
		return fail("%v", err)
	}
	if err := maps.WriteFile(out, buf.Bytes()); err != nil {
		return fail("%v", strings.TrimPrefix(err.Error(), "maps: "))
	}
	return 0
}

func findZoneCreature(m zones.Map, id string) (zones.Creature, bool) {
	for _, c := range m.Creatures {
		if c.ID == id {
			return c, true
		}
	}
	return zones.Creature{}, false
}
