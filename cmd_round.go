package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/maps"
)

const roundUsage = `usage: battlemap round ZONEFILE [--seed N] [--write]`

// round ends the round of a zone map: the automatic movements, tile
// effects, band falls and held breath, printed as the outcome JSON of
// `battlemap move` (positions by zone id); --write saves the board
// afterwards into the file.
func round(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap round", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 0, "the dice seed of the rolls the round makes (waves, spill-over)")
	write := fs.Bool("write", false, "save the board after the round into the file (atomically)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, roundUsage)
		fs.PrintDefaults()
	}
	pos, err := command.ParseArgs(fs, args)
	if err != nil {
		return 2
	}
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
