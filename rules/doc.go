// Package rules is what every ruleset shares: the vocabulary the layers
// above (maps, render, session, game) use without knowing which rule
// system is on the table. Each rule system lives in its own package below
// it (rules/drawsteel, rules/realms, rules/zones), and no ruleset imports
// another.
//
// Shared:
//   - Error and Source: one rule refusal for every ruleset, naming the rule,
//     the sentence it breaks and where that is written (seed file and
//     heading). Its text is the message users read, so the layers above
//     print it as it is. A ruleset that knows more (Draw Steel's forced
//     path: the step and square at fault) wraps it and unwraps to it, so
//     errors.As(err, new(*rules.Error)) finds every refusal.
//   - EdgeKind: what stands on a cell's edge (thin wall, door, window).
//   - Material names: what a wall, door, window or object is made of, by
//     the names files give them, and each edge kind's default. Draw
//     Steel's Material adds what each costs to break through.
//
// Geometry is not here but in grid: distances, neighbours, gaps and Abs.
//
// Not shared, and why:
//   - Tokens. The three creatures share an id, a name and a side, but not a
//     position or a size: Draw Steel stands on a square at a height with a
//     size like 1M or 3 (a cube), Enchanted Realms on an axial hex with a
//     size from tiny to gargantuan, the zone system in a named zone with a
//     height in metres and a partner. A shared token would be three strings;
//     embedding it would change every ruleset's literals and JSON for no
//     code it removes.
//   - Dice. Draw Steel's power roll is 2d10 drawn from a PCG stream of the
//     seed (drawsteel.RollPower); the zone system's dice are d6 drawn by
//     splitmix from the seed and the roll's index (zones.Dice). Unifying
//     them would change the rolls a seed gives, which saved encounters
//     and tests rely on.
//   - Outcomes and events. Each ruleset's outcome says what its rules
//     decide (Draw Steel: damage, positions, falls and collisions in
//     squares; Realms: feet of movement left; zones: challenges and zone
//     effects), and their JSON shapes are contracts of `battlemap resolve`
//     and `battlemap move`.
//
// It imports only the standard library and grid, is deterministic, and
// knows nothing of drawing, files or input.
package rules
