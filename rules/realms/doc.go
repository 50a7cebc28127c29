// Package realms is the Enchanted Realms movement engine: movement in feet
// on a hex map, per the rules text Enchanted Realms, "Movement Revisited".
//
// It works out a creature's movement for the round (species movement, then
// changes to the movement rate, then percentage restrictions, then flat
// feet), what actions such as dismounting or standing up take from it, and
// where the creature can go with what is left: every hex costs 5 feet,
// difficult terrain and other creatures' spaces twice that, crawling three
// times; walls and hostile creatures' spaces block. Reach shades what a
// creature can reach; Plan and PlanPath answer one move with its figures or
// a *rules.Error naming the rule and the sentence it breaks.
//
// Its main types: Board (the hexes, their terrain and edges, and the
// Creatures), Movement (a creature's movement for the round with its
// breakdown), Action (something done on the turn that is paid for in
// movement) and Plan (one legal move with every figure the table needs).
//
// docs/rules-realms.md explains every choice, quoting the sentence it
// reads and naming its test.
//
// realms imports only the standard library, grid (the hex geometry) and
// the shared rules (its rule error); it imports no other ruleset. Positions are axial grid.Cells; offset
// [col, row] coordinates belong to files and messages.
package realms
