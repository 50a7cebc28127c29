package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/maps"
)

const roundUsage = `usage: battlemap round ZONEFILE [--seed N] [--write]`

// roundFlagValues are the values round's flags fill.
type roundFlagValues struct {
	seed  *uint64
	write *bool
}

// roundFlags is round's flag set.
func roundFlags() (*flag.FlagSet, roundFlagValues) {
	fs := flag.NewFlagSet("battlemap round", flag.ContinueOnError)
	return fs, roundFlagValues{
		seed:  fs.Uint64("seed", 0, "the dice seed of the rolls the round makes (waves, spill-over)"),
		write: fs.Bool("write", false, "save the board after the round into the file (atomically)"),
	}
}

// round ends the round of a zone map: the automatic movements, tile
// effects, band falls and held breath, printed as the outcome JSON of
// `battlemap move` (positions by zone id); --write saves the board
// afterwards into the file.
func round(args []string, stdout, stderr io.Writer) int {
	fs, f := roundFlags()
	pos, code, ok := parseFlags("round", fs, args, stdout, stderr)
	if !ok {
		return code
	}
	seed, write := f.seed, f.write
	if len(pos) != 1 {
		fmt.Fprintf(stderr, "battlemap round: give one zone file\n%s\n", roundUsage)
		return 2
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	call := &command.Call{Command: "round", Usage: roundUsage, File: pos[0], Encounter: enc, Stdout: stdout, Stderr: stderr}
	return commandsFor(enc).Round(call, *seed, *write)
}
