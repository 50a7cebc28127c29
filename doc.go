// Command battlemap is a tactical battle map for tabletop role-playing
// games: a window that shows an encounter and previews forced movement, and
// command-line tools that check encounters and resolve moves.
//
// main.go holds the dispatch to one file per subcommand (cmd_open.go,
// cmd_check.go, cmd_import.go, cmd_resolve.go, cmd_move.go, cmd_round.go,
// cmd_export.go) and commandsFor, which picks the encounter's ruleset.
// help.go is the help: each subcommand's page (summary, synopsis,
// examples) and parseFlags, which every subcommand parses with, so that
// --help lists the flag set the command really takes and an unknown flag
// names the nearest. A subcommand file defines its flag set in a function
// of its own (moveFlags, exportFlags, ...), parses, loads the file and
// hands over: what the commands share is in package command, and what
// a ruleset answers is in command/drawsteel, command/realms and
// command/zones. Exit status: 0 done, 1 refused (a rule forbids it, an
// unknown id, a file that does not load), 2 a malformed command line.
//
// The command builds the pieces and hands them over: it imports the
// command layer (command and each ruleset's command/NAME), the window
// (game), the files (maps, and maps/mapimport and maps/imported for
// import), session, render, assets and internal/regfile; never a ruleset
// under rules/. Nothing imports it. Its one entry point is run, which
// carries out a command line and returns the exit status.
package main
