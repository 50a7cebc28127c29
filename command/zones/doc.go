// Package zones is what the command-line tools do on a zone map: move a
// creature between zones (its plan, or the outcome with the challenges'
// results), throw one into an adjacent zone, end the round, and export a
// figure with a throw's preview. Commands is its command.Ruleset.
//
// It imports command, rules/zones, maps/zones, session and session/zones (and grid, maps, rules, assets where
// needed), never another ruleset's packages; only main imports it.
package zones
