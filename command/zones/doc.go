// Package zones is what the command-line tools do on a zone map: move a
// creature between zones (its plan, or the outcome with the challenges'
// results), throw one into an adjacent zone, end the round, and export a
// figure with a throw's preview. Commands is its command.Ruleset.
package zones
