// Package drawsteel is what the command-line tools do on a Draw Steel
// square map: resolve a forced move, move a creature willingly (with the
// maneuvers Escape Grab and Dig, and climbing onto and off larger
// creatures), and export a figure with a forced move's preview. Commands
// is its command.Ruleset.
package drawsteel
