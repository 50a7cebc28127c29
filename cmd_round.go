package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/battlemap/battlemap/maps"
	zonesplay "github.com/battlemap/battlemap/session/zones"
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
	pos, err := parseArgs(fs, args)
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
	if enc.Zones == nil {
		fmt.Fprintf(stderr, "battlemap round: %s is not a zone map (\"ruleset\": \"zones\"): the end of the round with automatic movement is the zone system's\n", pos[0])
		return 1
	}
	o, err := zonesplay.EndZoneRound(enc, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "battlemap round: %s\n", strings.TrimPrefix(err.Error(), "zones: "))
		return 1
	}
	if *write {
		if err := enc.Save(pos[0]); err != nil {
			fmt.Fprintf(stderr, "battlemap round: %v\n", err)
			return 1
		}
	}
	return writeJSON(stdout, stderr, o)
}
