// Package maps reads and writes encounter files: the JSON format that
// describes a battle map and the creatures on it, documented in
// docs/format.md. maps is the envelope every file shares (format, name,
// ruleset, caption, autosave, and where a ruleset's files carry them the
// figure's annotations, the turn tracker and the event log); the
// "ruleset" field chooses the schema package that reads the rest:
// maps/drawsteel gives an Encounter with a square map (Encounter.Square),
// maps/realms one with a hex map (Encounter.Hex), maps/zones one with a
// zone map (Encounter.Zones). Encounter.Ruleset names which.
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
//
// The arrows: maps imports the schema packages, and they and maps import
// maps/internal/jsonfile (the positioned reader), Draw Steel and realms
// maps/internal/edgefile (their shared "edges" list); no schema imports
// maps, so the envelope calls them through a fixed table (encounter.go),
// the one file of maps that names a ruleset. maps and maps/internal know
// no ruleset's rules: they may import rules and grid, never rules/NAME,
// render, session or game.
//
// Its main types: Encounter (a file's contents: the envelope and the map
// of its ruleset), LoadError and Problem (what is wrong with a file, and
// where), Annotation (a figure's notes), Autosave and UndoStep (what an
// autosave keeps), Background (the picture under a map).
package maps
