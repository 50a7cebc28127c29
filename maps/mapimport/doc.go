// Package mapimport brings another program's map into an encounter file:
// it tells the format from the file's content (Universal VTT, Tiled TMX),
// reads it with maps/uvtt or maps/tiled, and writes the encounter and its
// background image beside it. `battlemap import` and the window's import
// both use it.
package mapimport
