// Package drawsteel is the schema of a Draw Steel file's square map
// (SquareMap, which Encounter.Square holds): the grid of squares, ground
// heights, the terrain drawn in characters with its legend, and the
// creatures, read with their field paths and checked (Decode, Check), and
// written back with the characters the file used (Write). The envelope around it (format, name, ruleset, annotations,
// caption, turn, log, autosave) is package maps, which calls it.
//
// It may import the standard library, grid, rules, rules/drawsteel and
// maps/internal/{jsonfile, edgefile}; never maps (which imports it) or another ruleset.
package drawsteel
