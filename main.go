package main

import (
	"io"
	"os"
	"time"

	"github.com/battlemap/battlemap/command"
	drawsteelcommand "github.com/battlemap/battlemap/command/drawsteel"
	realmscommand "github.com/battlemap/battlemap/command/realms"
	zonescommand "github.com/battlemap/battlemap/command/zones"
	"github.com/battlemap/battlemap/maps"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run carries out one command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	started := time.Now()
	if len(args) == 0 {
		return open(nil, true, started, stdout, stderr)
	}
	switch args[0] {
	case "open":
		return open(args[1:], false, started, stdout, stderr)
	case "check":
		return check(args[1:], stdout, stderr)
	case "resolve":
		return resolve(args[1:], stdout, stderr)
	case "export":
		return export(args[1:], stdout, stderr)
	case "move":
		return move(args[1:], stdout, stderr)
	case "round":
		return round(args[1:], stdout, stderr)
	case "import":
		return importMap(args[1:], stdout, stderr)
	case "--version", "-version":
		return printVersion(stdout)
	case "help", "-h", "--help", "-help":
		return helpCommand(args[1:], stdout, stderr)
	}
	return unknownCommand(args[0], stderr)
}

// commandsFor is the commands of the encounter's ruleset: the one place
// the command line meets the rulesets.
func commandsFor(enc *maps.Encounter) command.Ruleset {
	switch enc.Ruleset() {
	case maps.Realms:
		return realmscommand.Commands{}
	case maps.Zones:
		return zonescommand.Commands{}
	}
	return drawsteelcommand.Commands{}
}
