// Package maps reads and writes encounter files: the JSON format that
// describes a battle map (ground heights, walls and terrain) and the
// creatures on it, documented in docs/format.md. A Draw Steel file gives
// an Encounter with a square Board; a "ruleset": "realms" file one with a
// HexMap (realms.go), a "ruleset": "zones" file one with a ZoneMap
// (zones.go), all read and written with the same positioned decoder.
//
// Load and Parse check a file completely and report its problems at once
// as a *LoadError (the first 100 in file order, and a count of the rest),
// with line, column and field path. A file is read in place, without a
// tree of its values, so that checking it takes memory in proportion to
// the encounter it holds (see the limits in docs/format.md). Marshal and Save
// write an Encounter back, stable and tidy enough to edit by hand and to
// keep under version control; Save replaces the file atomically. WriteFile
// is how the program writes any file: through symbolic links, keeping hard
// links, atomically; StampFile identifies a file's contents, so that an
// edit made by another program is noticed.
package maps
