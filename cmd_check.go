package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/command"
	"github.com/battlemap/battlemap/internal/regfile"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/maps/mapimport"
)

// This file is `battlemap check`: validate a file and summarise it.

const checkUsage = `usage: battlemap check FILE`

// checkFlags is check's flag set: it takes none.
func checkFlags() *flag.FlagSet { return flag.NewFlagSet("battlemap check", flag.ContinueOnError) }

// check prints the summary on standard output and problems on standard
// error, so that a script can tell them apart.
func check(args []string, stdout, stderr io.Writer) int {
	pos, code, ok := parseFlags("check", checkFlags(), args, stdout, stderr)
	if !ok {
		return code
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "battlemap check: give one encounter file")
		return 2
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		var le *maps.LoadError
		switch {
		case importable(pos[0]):
			// Its problems as an encounter file would say nothing useful.
			fmt.Fprintf(stderr, "battlemap check: %s is a map for another program, not an encounter file: battlemap import %s -o %s makes one\n",
				command.QuoteArg(pos[0]), command.QuoteArg(pos[0]), command.QuoteArg(strings.TrimSuffix(filepath.Base(pos[0]), filepath.Ext(pos[0]))+".json"))
		case errors.As(err, &le):
			fmt.Fprintln(stderr, le.Error())
		default:
			fmt.Fprintln(stderr, err)
		}
		return 1
	}
	fmt.Fprintln(stdout, enc.Summary())
	if a := enc.Autosave; a != nil && a.Dropped > 0 {
		fmt.Fprintf(stderr, "battlemap check: the autosave's %d oldest undo steps are left out: with the %d newer ones they would take more than %d MiB\n",
			a.Dropped, len(a.Undo), maps.MaxUndoRead>>20)
	}
	return 0
}

// importable reports whether path is a map `battlemap import` reads:
// named as one, or, whatever its name (a .json from a VTT), its content
// is a Universal VTT file or a Tiled TMX map. Only the file's start is
// read, bounded, and only once the file has failed to load.
func importable(path string) bool {
	ext := strings.ToLower(filepath.Ext(path))
	if ext != "" && slices.Contains(strings.Fields(mapimport.Extensions()), ext) {
		return true
	}
	f, err := regfile.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 1<<20)
	n, _ := io.ReadFull(f, head)
	switch mapimport.Detect(head[:n]) {
	case mapimport.UniversalVTT, mapimport.TiledTMX:
		return true
	}
	return false
}
