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
	zonesplay "github.com/battlemap/battlemap/session/zones"
)

// This file holds what the commands do with a zone map ("ruleset":
// "zones"); cmd_resolve.go, cmd_move.go and cmd_export.go hand
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

// zoneMoveFlags are the flags of `battlemap move` only a zone map takes.
type zoneMoveFlags struct {
	together, partnerSprint bool
	band, defender, throwTo string
}

func defineZoneMoveFlags(fs *flag.FlagSet) *zoneMoveFlags {
	z := &zoneMoveFlags{}
	fs.BoolVar(&z.together, "together", false, "on a zone map: the creature's partner moves with it")
	fs.BoolVar(&z.partnerSprint, "partner-sprint", false, "on a zone map, with --together: the partner takes its own Sprint Action")
	fs.StringVar(&z.band, "band", "", "on a zone map with bands: move to the next height band up or down (soaring ... farDepths)")
	fs.StringVar(&z.defender, "defender", "", "on a zone map, with --result: the defender of the mover's limit challenge (default: the first that can be thrown)")
	fs.StringVar(&z.throwTo, "throw-to", "", "on a zone map, with --result: where the defender of a won limit challenge is thrown (default: the first adjacent zone with room)")
	return z
}

// given names the first zone-only flag the command line gave ("" for
// none).
func (z *zoneMoveFlags) given(fs *flag.FlagSet) string {
	bad := ""
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "together", "partner-sprint", "band", "defender", "throw-to":
			if bad == "" {
				bad = "--" + f.Name
			}
		}
	})
	return bad
}

// moveZones is `battlemap move` on a zone map: the engine's move plan as
// JSON, positions as zone ids; without --to, every zone within speed;
// with --result, the outcome of the move with those results; with
// --band, the outcome of moving to the next height band.
func moveZones(zm *zonesfile.ZoneMap, m *moveFlags, zf *zoneMoveFlags, stdout, stderr io.Writer) int {
	id, to := m.creature, m.to
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap move: "+format+"\n%s\n", append(a, moveUsage)...)
		return 2
	}
	withResult := m.given("result")
	switch {
	case zf.band != "" && (to != "" || zf.together || m.sprint || withResult):
		return usageErr("--band moves between height bands in the creature's zone: give it without --to, --sprint, --together and --result")
	case zf.partnerSprint && !zf.together:
		return usageErr("--partner-sprint is the partner's Sprint when it moves together: give --together too")
	case withResult && to == "":
		return usageErr("--result gives the results of a move's challenges: give the move's --to ZONE too")
	case (zf.defender != "" || zf.throwTo != "") && !withResult:
		return usageErr("--defender and --throw-to choose the throw of a won limit challenge: give --result too")
	}
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
	for _, z := range []string{to, zf.throwTo} {
		if _, ok := b.Zone(z); z != "" && !ok {
			return fail("unknown zone %q (zones: %s)", z, strings.Join(zoneIDs(zm.Map), ", "))
		}
	}
	if _, ok := b.Creature(zf.defender); zf.defender != "" && !ok {
		return fail("--defender: unknown creature id %q (ids: %s)", zf.defender, strings.Join(zoneCreatureIDs(zm.Map), ", "))
	}
	if zf.band != "" {
		band, ok := zones.ParseBand(zf.band)
		if !ok {
			return usageErr("--band %q: not a band (soaring, flying, floating, ground, swimming, underwater, depths, farDepths)", zf.band)
		}
		o, err := zones.MoveBand(b, id, band)
		if err != nil {
			return failZoneRule(fail, err)
		}
		return writeJSON(stdout, stderr, o)
	}
	req := zones.MoveRequest{Creature: id, To: to, Sprint: m.sprint, Together: zf.together, PartnerSprint: zf.partnerSprint}
	plan, err := zones.Move(b, req)
	if err != nil {
		return failZoneRule(fail, err)
	}
	if !withResult {
		return writeJSON(stdout, stderr, plan)
	}
	results, err := zonesplay.ZoneMoveResults(plan, m.results, zf.defender, zf.throwTo)
	if err != nil {
		return fail("--result: %v", err)
	}
	o, err := zones.ResolveMove(b, req, results, zones.Dice{})
	if err != nil {
		return failZoneRule(fail, err)
	}
	return writeJSON(stdout, stderr, o)
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
	case !m.given("result") || len(m.results) != 1:
		return usageErr("--result N is required: the result of the throw's challenge (one number)")
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
	var throw *zonesplay.ZoneThrowPreview
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
		throw = &zonesplay.ZoneThrowPreview{Target: target, By: by, Result: result}
	case preview != "":
		return fail("--preview %q: on a zone map the preview is a throw (--preview throw)", preview)
	case target != "" || by != "" || result != 0:
		return fail("--target, --by and --result go with --preview throw")
	}
	if len(m.results) > 1 {
		return fail("--result %s: a throw takes one result", m.fs.Lookup("result").Value)
	}
	f, err := zonesplay.BuildZoneExport(enc, format, theme, scale, throw)
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
