package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/battlemap/battlemap/maps"
)

// This file is `battlemap check`: validate a file and summarise it.

func check(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "battlemap check: give one encounter file")
		return 2
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		var le *maps.LoadError
		if errors.As(err, &le) {
			fmt.Fprintln(stdout, le.Error())
		} else {
			fmt.Fprintln(stderr, err)
		}
		return 1
	}
	fmt.Fprintln(stdout, enc.Summary())
	return 0
}
