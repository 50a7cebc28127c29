// Package command is what the command-line tools (check, resolve, move,
// round, export, import) share below package main: the one parser of
// their arguments and of the flags that say who moves and where, the JSON
// they print, the checks that keep a figure from replacing a file it must
// not, and the ruleset seam (Ruleset): what each ruleset answers to those
// commands, in its own sub-package (command/drawsteel, command/realms,
// command/zones). Package main picks the ruleset by the encounter's and
// hands the parsed flags over; no ruleset's package imports another's.
//
// Its main types: Ruleset and Call (one command on one encounter),
// MoveFlags (the move flags, from DefineMoveFlags), ExportRequest. It
// imports session, maps, render, game (the export's background picture),
// assets and internal/regfile, never a ruleset's package: each
// command/NAME imports command, its own ruleset's rules/NAME, maps/NAME and
// session/NAME, and session. Only main imports the command layer.
package command
