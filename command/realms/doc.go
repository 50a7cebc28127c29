// Package realms is what the command-line tools do on an Enchanted Realms
// hex map: move a creature in feet (with the actions paid in movement and
// the hostiles that let it through), and export a figure with a willing
// move's preview; forced movement is refused. Commands is its
// command.Ruleset.
//
// It imports command, rules/realms, maps/realms and session (and grid, maps, rules, assets where
// needed), never another ruleset's packages; only main imports it.
package realms
