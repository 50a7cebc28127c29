// Package rules is what every ruleset shares: the vocabulary the layers
// above (maps, render, session, game) use without knowing which rule
// system is on the table. Each rule system lives in its own package below
// it (rules/drawsteel, rules/realms, rules/zones), and no ruleset imports
// another.
//
// It imports only the standard library and grid, is deterministic, and
// knows nothing of drawing, files or input.
package rules
