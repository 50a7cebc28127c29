package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/battlemap/battlemap/command"
	drawsteelcommand "github.com/battlemap/battlemap/command/drawsteel"
	"github.com/battlemap/battlemap/maps"
)

const moveUsage = `usage: battlemap move FILE --creature ID [--mode advance|shift|disengage|charge|teleport|dismount]
                     [--to X,Y[,Z] | --path "X,Y[,Z] X,Y[,Z] ..."]
       battlemap move FILE --creature ID --mount MOUNT [--to X,Y] [--result N | --seed N]
                     (climb onto or ride a larger creature, onto the square X,Y of its top;
                     the test when it is unwilling)
       battlemap move HEXFILE --creature ID [--action NAME ...] [--permit ID[,ID...]]
                     [--to C,R | --path "C,R C,R ..."]
                     (an Enchanted Realms hex map; NAME: mount-medium, dismount-medium, mount-huge,
                     dismount-huge, pick-up, ready-shield, stand-up, switch-weapon, pick-up-and-ready)
       battlemap move FILE --creature ID --mode escape-grab [--by ID] (--result N | --seed N)
       battlemap move FILE --creature ID --mode dig --to X,Y,Z   (the Draw Steel maneuvers)
       battlemap move ZONEFILE --creature ID [--sprint] [--together [--partner-sprint]]
                     [--to ZONE [--result N[,N...] [--defender ID] [--throw-to ZONE]]]
       battlemap move ZONEFILE --creature ID --band BAND   (a zone map: BAND the next band up or down)`

// moveFlags is move's flag set and the move flags it fills.
func moveFlags() (*flag.FlagSet, *command.MoveFlags) {
	fs := flag.NewFlagSet("battlemap move", flag.ContinueOnError)
	m := command.DefineMoveFlags(fs, map[string]string{
		"creature":       "id of the creature moving",
		"mode":           "advance, shift, disengage, charge or teleport; or the maneuver escape-grab or dig;\nor dismount (off the creature it is on)",
		"mount":          "id of a larger creature to climb onto or ride (Climbing Other Creatures, Mounted Combat)",
		"by":             "--mode escape-grab: id of the creature holding the grabbed one (judges the bane)",
		"result":         "--mode escape-grab: the power roll's total the table rolled (bane included);\n--mount: the climber's test, when the creature is unwilling;\non a zone map with --to: the result of each challenge the move asks, N[,N...] in the order listed",
		"seed":           "--mode escape-grab or --mount: roll 2d10 + Might or Agility with this seed instead",
		"to":             "end space X,Y[,Z] (top-left of the footprint); without Z, the cheapest height",
		"path":           `spaces moved through, in order: "X,Y[,Z] X,Y[,Z] ..."`,
		"sprint":         "on a zone map: Sprint (speed 3, giving up offensive actions)",
		"action":         "an action paid in movement before moving, on a hex map (repeatable): stand-up, dismount-medium, ...",
		"permit":         "on a hex map: ids of the hostile creatures whose hexes the move may enter\n(each gave permission or lost a competition), comma-separated",
		"together":       "on a zone map: the creature's partner moves with it",
		"partner-sprint": "on a zone map, with --together: the partner takes its own Sprint Action",
		"band":           "on a zone map with bands: move to the next height band up or down (soaring ... farDepths)",
		"defender":       "on a zone map, with --result: the defender of the mover's limit challenge (default: the first that can be thrown)",
		"throw-to":       "on a zone map, with --result: where the defender of a won limit challenge is thrown (default: the first adjacent zone with room)",
	})
	return fs, m
}

// move resolves a willing move the way the window's drag does, as JSON,
// by the encounter's ruleset.
func move(args []string, stdout, stderr io.Writer) int {
	fs, m := moveFlags()
	pos, code, ok := parseFlags("move", fs, args, stdout, stderr)
	if !ok {
		return code
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "battlemap move: "+format+"\n%s\n", append(a, moveUsage)...)
		return 2
	}
	switch {
	case len(pos) != 1:
		return usageErr("give one encounter file")
	case m.Creature == "":
		return usageErr("--creature is required")
	case m.To != "" && m.Path != "":
		return usageErr("give --to or --path, not both")
	}
	// --mode is Draw Steel's; it is checked before the file is read,
	// whatever the file's ruleset
	if err := drawsteelcommand.CheckMode(m.Mode); err != nil {
		return usageErr("%v", err)
	}
	enc, err := maps.Load(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	call := &command.Call{Command: "move", Usage: moveUsage, File: pos[0], Encounter: enc, Stdout: stdout, Stderr: stderr}
	return commandsFor(enc).Move(call, m)
}
