// Package realms is what the command-line tools do on an Enchanted Realms
// hex map: move a creature in feet (with the actions paid in movement and
// the hostiles that let it through), and export a figure with a willing
// move's preview; forced movement is refused. Commands is its
// command.Ruleset.
package realms
