// Package zones is the zone rule system of Seln (Seln cultivators,
// "Movement and Position"): positions are zones joined by links, not
// squares. It plans and resolves willing moves (speed, Sprint, difficult
// terrain and climbs, character limits and spill-over, partners moving
// together, swimming, falls), throws into adjacent zones, the optional
// height bands and the tile effects that move everyone at the end of the
// round.
//
// A Map is the encounter as plain data in the shape of the zone file
// format; NewBoard checks it into a Board, which is never changed: Move
// and EndRound preview, ResolveMove and Throw resolve, and Board.Apply
// returns the board after an Outcome. Dice are a value passed in.
//
// The zones and links stand on grid.Graph (zone i of the map is the cell
// {i, 0}); what a link means to the rules (one way, climb, drop) stays
// here. A move or throw the rules forbid is a *rules.Error naming the
// heading of Seln and quoting its sentence. The package imports only the
// standard library, grid and the shared rules, and no other ruleset;
// docs/rules-zones.md records how it reads the text.
package zones
