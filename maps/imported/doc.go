// Package imported is a map read from another program's file (a Universal
// VTT export, a Tiled map), in this program's terms: a square or hex grid,
// what each cell holds, walls, doors and windows on the edges between
// cells, and a background picture. The importers (maps/uvtt, maps/tiled)
// produce a Map; Encounter turns it into an encounter file's contents.
//
// Its main types: Map (with its Cells, Edges and Background) and
// EdgeKind. It imports maps, maps/internal/edgefile, rules and grid, never
// a ruleset's rules; the importers and maps/mapimport import it.
package imported
