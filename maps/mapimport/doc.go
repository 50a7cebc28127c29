// Package mapimport brings another program's map into an encounter file:
// it tells the format from the file's content (Universal VTT, Tiled TMX),
// reads it with maps/uvtt or maps/tiled, and writes the encounter and its
// background image beside it. `battlemap import` and the window's import
// both use it.
//
// Detect and Read take a file in, Write, WriteOver and Beside write the
// encounter (a Written says what was written), Extensions are the file
// chooser's. It imports maps, maps/imported, maps/uvtt, maps/tiled and
// internal/regfile; main and game import it.
package mapimport
