// Package edgefile reads and writes the "edges" list that Draw Steel and
// realms files share: thin walls, doors and windows on the sides cells
// share, given by two cells or (on squares) a line of corners, checked with
// field paths. Each schema package turns the entries into its board's edges.
// On squares, SquareSides gathers alike edges along a grid line into runs,
// written as one "line" entry each, for the Draw Steel writer and the
// importers' (maps/imported).
//
// It is internal to maps and knows no ruleset: materials are the names
// every ruleset shares (rules.MaterialNames). It may import the standard
// library, grid, rules and maps/internal/jsonfile.
//
// Its main types: Entry (one item of the list), Run (a line of alike
// edges) and SquareSides.
package edgefile
