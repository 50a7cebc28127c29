// Package uvtt reads Universal VTT maps (.dd2vtt from Dungeondraft,
// .df2vtt from DungeonFog, .uvtt from Dungeon Alchemist and others: one
// JSON format) into an imported.Map: the grid from "resolution", thin
// walls from "line_of_sight" and "objects_line_of_sight" snapped to cell
// edges, doors and windows from "portals", the background from "image".
// How walls are snapped is in docs/import.md.
//
// Parse and Read read a file, Detect tells one by its content. It imports
// maps and maps/imported; only maps/mapimport imports it.
package uvtt
