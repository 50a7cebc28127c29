// Package realms is the schema of an Enchanted Realms file's hex map
// (HexMap, which Encounter.Hex holds): the
// hex grid and its orientation, the terrain drawn in characters with its
// legend, and the creatures, read with their field paths and checked
// (Decode, CheckSize, Check), and written back with the characters the
// file used (Write). The envelope around it (format, name, ruleset,
// caption, autosave) is package maps, which calls it.
//
// It may import the standard library, grid, rules, rules/realms and
// maps/internal/{jsonfile, edgefile}; never maps (which imports it) or
// another ruleset. Wall materials are the names every ruleset shares
// (rules.MaterialNames).
package realms
