// Command gen writes a generated encounter file (internal/bigmap's busy
// map or its map of walls), for trying the window and the export on maps
// too large to keep in the repository:
//
//	go run ./internal/bigmap/gen -size 200x200 -creatures 400 -o /tmp/big.json
//	go run ./internal/bigmap/gen -size 1000x1000 -walls -o /tmp/walls.json
//
// It imports internal/bigmap (the maps and the encounter they are saved
// as) and rules/drawsteel (the board); nothing imports it.
package main
