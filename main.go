package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/battlemap/battlemap/command"
	drawsteelcommand "github.com/battlemap/battlemap/command/drawsteel"
	realmscommand "github.com/battlemap/battlemap/command/realms"
	zonescommand "github.com/battlemap/battlemap/command/zones"
	"github.com/battlemap/battlemap/maps"
)

const usage = `battlemap: a tactical battle map for tabletop role-playing games

Usage:
  battlemap                          open the bundled sample encounter
  battlemap open FILE [--screenshot OUT.png] [--play SCRIPT] [--autosave]
                    [--theme dark|light|contrast] [--ui-scale 1..3] [--player-view] [--touch]
                                     open FILE in a window; --screenshot writes the
                                     window's first frames to OUT.png and exits;
                                     --play drives the window with a script;
                                     --autosave writes the autosave even then;
                                     --theme wins over the theme last chosen (C);
                                     --ui-scale over the scale last chosen (Ctrl+=)
  battlemap check FILE               validate FILE: a one-line summary, or every problem
  battlemap import FILE -o OUT.json [--ruleset drawsteel|realms]
                                     a Universal VTT (.dd2vtt, .uvtt, .df2vtt) or Tiled
                                     (.tmx) map to an encounter file, with its background
  battlemap resolve FILE --target ID --move "push 3" [--by ID] [--melee]
                    [--stability full|ignore|N] [--to X,Y[,Z]] [--path "X,Y[,Z] ..."]
                                     resolve a forced move and print the outcome as
                                     JSON; with neither --to nor --path, every option
  battlemap move FILE --creature ID [--mode advance|shift|disengage|charge|teleport]
                    [--to X,Y[,Z] | --path "X,Y[,Z] ..."]
                                     resolve a willing move as the window's drag does and
                                     print it as JSON; with neither, every space it can
                                     end in with the cheapest cost
  battlemap move FILE --creature ID --mount MOUNT [--to X,Y] [--result N | --seed N]
  battlemap move FILE --creature ID --mode dismount|escape-grab|dig [...]
                                     climb onto a larger creature or off it; Escape
                                     Grab (--by ID, --result N or --seed N); Dig
                                     (--to X,Y,Z)
  battlemap move HEXFILE --creature ID [--action NAME ...] [--permit ID[,ID...]]
                    [--to C,R | --path "C,R ..."]
                                     the same on a hex map, in feet; --permit names
                                     the hostiles whose hexes the move may enter
  battlemap move ZONEFILE --creature ID [--sprint] [--together [--partner-sprint]]
                    [--to ZONE [--result N[,N...] [--defender ID] [--throw-to ZONE]]]
                    [--band BAND]
                                     on a zone map: the plan (or every zone in reach);
                                     with --result, one result per challenge in the
                                     order listed, the outcome; --band moves to the
                                     next height band
  battlemap round ZONEFILE [--seed N] [--write]
                                     end the round of a zone map (automatic movement,
                                     tile effects, band falls, held breath) and print
                                     the outcome; --write saves it into the file
  battlemap export FILE -o OUT.png|OUT.svg [--region X0,Y0,X1,Y1] [--scale PX]
                    [--theme print|screen|light|contrast] [--legend[=false]] [--coordinates[=false]]
                    [--preview "push 3" --target ID [--by ID] [--melee] [--stability S]
                     [--to X,Y[,Z] | --path "X,Y[,Z] ..."] [--no-area] [--side-view]]
  battlemap export HEXFILE -o OUT.png|OUT.svg [...] [--preview move --target ID [--action NAME ...]
                     [--to C,R | --path "C,R ..."] [--no-area]]
                                     draw FILE as a figure, without a window: the map (or
                                     the region between two corners, in squares), its
                                     annotations and caption, and optionally a forced
                                     move's preview; PX pixels per square (default 64;
                                     300 for a 300 dpi print at one inch per square)
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run carries out one command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	started := time.Now()
	if len(args) == 0 {
		return open(nil, true, started, stderr)
	}
	switch args[0] {
	case "open":
		return open(args[1:], false, started, stderr)
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
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "battlemap: unknown command %q\n\n%s", args[0], usage)
	return 2
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
