// Package maps reads and writes encounter files: the JSON format that
// describes a battle map (ground heights, walls and terrain) and the
// creatures on it, documented in docs/format.md.
//
// Load and Parse check a file completely and report every problem at once
// as a *LoadError, with line, column and field path. Marshal and Save
// write an Encounter back, stable and tidy enough to edit by hand and to
// keep under version control; Save replaces the file atomically.
package maps
