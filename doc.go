// Command battlemap is a tactical battle map for tabletop role-playing
// games: a window that shows an encounter and previews forced movement, and
// command-line tools that check encounters and resolve moves.
//
// main.go holds the usage and sends each subcommand to its file:
// cmd_open.go, cmd_check.go, cmd_import.go, cmd_resolve.go, cmd_move.go and
// cmd_export.go (cmd_realms.go and cmd_zones.go are their hex and zone
// halves). moveflags.go is the one parser of the flags that say who moves
// and where; jsonout.go writes their JSON. Exit status: 0 done, 1 refused
// (a rule forbids it, an unknown id, a file that does not load), 2 a
// malformed command line.
//
// The command builds the pieces and hands them over: it may import every
// package of the module (game, maps, render, rules/..., assets); nothing
// imports it.
package main
