package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/maps"
)

// This file is `battlemap resolve`: a forced move's outcome as JSON (on a
// zone map, a throw), from the encounter's ruleset.

const resolveUsage = `usage: battlemap resolve FILE --target ID --move "push 3" [--by ID] [--melee]
                        [--stability full|ignore|N] [--to X,Y[,Z] | --path "X,Y[,Z] ..."]
                        [--result N | --seed N]   (a rider's landing test: Mounted Combat)
       battlemap resolve ZONEFILE --target ID --move throw --to ZONE --result N [--by ID]`

// resolveFlags is resolve's flag set and the move flags it fills.
func resolveFlags() (*flag.FlagSet, *command.MoveFlags) {
	fs := flag.NewFlagSet("battlemap resolve", flag.ContinueOnError)
	m := command.DefineMoveFlags(fs, map[string]string{
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
	return fs, m
}

func resolve(args []string, stdout, stderr io.Writer) int {
	fs, m := resolveFlags()
	pos, code, ok := parseFlags("resolve", fs, args, stdout, stderr)
	if !ok {
		return code
	}
	if len(pos) != 1 {
		fmt.Fprintf(stderr, "battlemap resolve: give one encounter file\n%s\n", resolveUsage)
		return 2
	}
	if m.Target == "" || m.Move == "" {
		fmt.Fprintf(stderr, "battlemap resolve: --target and --move are required\n%s\n", resolveUsage)
		return 2
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	call := &command.Call{Command: "resolve", Usage: resolveUsage, File: pos[0], Encounter: enc, Stdout: stdout, Stderr: stderr}
	return commandsFor(enc).Resolve(call, m)
}
