package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/battlemap/battlemap/internal/bigmap"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

func main() {
	size := flag.String("size", "200x200", "width x height in squares")
	creatures := flag.Int("creatures", 400, "creatures to place")
	walls := flag.Bool("walls", false, "every square a stone wall, no creatures")
	seed := flag.Uint64("seed", 1, "the generator's seed")
	out := flag.String("o", "", "the file to write")
	flag.Parse()
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 1 || h < 1 || *out == "" {
		fmt.Fprintln(os.Stderr, "usage: gen -size WxH [-creatures N] [-walls] -o FILE")
		os.Exit(2)
	}
	var b *drawsteel.Board
	if *walls {
		b = bigmap.Walls(w, h)
	} else {
		b = bigmap.Busy(w, h, *creatures, *seed)
	}
	if err := bigmap.Encounter(fmt.Sprintf("Generated %dx%d", w, h), b).Save(*out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
