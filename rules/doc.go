// Package rules is what every ruleset shares: the vocabulary the layers
// above (maps, render, session, game) use without knowing which rule
// system is on the table. Each rule system lives in its own package below
// it (rules/drawsteel, rules/realms, rules/zones), and no ruleset imports
// another.
//
// Shared today:
//   - Error and Source: one rule refusal for every ruleset, naming the rule,
//     the sentence it breaks and where that is written (seed file and
//     heading). Its text is the message users read, so the layers above
//     print it as it is. A ruleset that knows more (Draw Steel's forced
//     path: the step and square at fault) wraps it and unwraps to it, so
//     errors.As(err, new(*rules.Error)) finds every refusal.
//
// It imports only the standard library and grid, is deterministic, and
// knows nothing of drawing, files or input.
package rules
