// Package drawsteel is what the command-line tools do on a Draw Steel
// square map: resolve a forced move, move a creature willingly (with the
// maneuvers Escape Grab and Dig, and climbing onto and off larger
// creatures), and export a figure with a forced move's preview. Commands
// is its command.Ruleset.
//
// It imports command, rules/drawsteel and session (and grid, maps, rules, assets where
// needed), never another ruleset's packages; only main imports it.
package drawsteel
