// Command battlemap is a tactical battle map for tabletop role-playing
// games: a window that shows an encounter, and command-line tools that check
// and resolve it.
//
//	battlemap                       open the bundled sample encounter
//	battlemap open FILE [--screenshot OUT.png]
//	battlemap check FILE
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
)

const usage = `battlemap: a tactical battle map for tabletop role-playing games

Usage:
  battlemap                          open the bundled sample encounter
  battlemap open FILE [--screenshot OUT.png]
                                     open FILE in a window; with --screenshot, write
                                     the window's first frames to OUT.png and exit
  battlemap check FILE               validate FILE: a one-line summary, or every problem
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run carries out one command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return open("", nil, stderr)
	}
	switch args[0] {
	case "open":
		return open("open", args[1:], stderr)
	case "check":
		return check(args[1:], stdout, stderr)
	case "help", "-h", "--help", "-help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "battlemap: unknown command %q\n\n%s", args[0], usage)
	return 2
}

// parseArgs parses flags that may come before or after the positional
// arguments ("open map.json --screenshot x.png").
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// loadEncounter reads FILE, or the bundled sample when file is "".
func loadEncounter(file string) (*maps.Encounter, error) {
	if file == "" {
		return maps.Load(assets.SamplePath, maps.WithFileSystem(assets.Encounters()))
	}
	return maps.Load(file)
}

func open(cmd string, args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("battlemap open", flag.ContinueOnError)
	fs.SetOutput(stderr)
	shot := fs.String("screenshot", "", "write the window to this PNG after the first frames and exit")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return 2
	}
	if cmd == "open" && len(pos) != 1 {
		fmt.Fprintln(stderr, "battlemap open: give one encounter file")
		return 2
	}
	file := ""
	if len(pos) == 1 {
		file = pos[0]
	}
	enc, err := loadEncounter(file)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	regular, bold := assets.Fonts()
	err = game.Run(game.Options{Title: enc.Name, Board: enc.Board, RegularFont: regular, BoldFont: bold, Screenshot: *shot})
	if err != nil {
		fmt.Fprintln(stderr, "battlemap:", err)
		return 1
	}
	return 0
}

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
