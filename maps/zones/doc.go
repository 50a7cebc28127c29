// Package zones is the schema of a zone file's map (ZoneMap, which
// Encounter.Zones holds): the zones with their
// drawing on the canvas, the links between them and the creatures, read
// with their field paths (Decode), checked as a whole by rules/zones
// (CheckBoard, Check), and written back (Write). The envelope around it
// (format, name, ruleset, caption, autosave) is package maps, which calls
// it.
//
// It may import the standard library, maps/internal/jsonfile and
// rules/zones; never maps (which imports it) or another ruleset.
package zones
