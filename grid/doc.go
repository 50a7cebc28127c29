// Package grid is the geometry every ruleset stands on: cells, their
// neighbours and distances on squares, on hexes and on a graph of zones.
//
// A Cell is a comparable value (like image.Point) and works as a map key.
// What its two numbers mean depends on the geometry that owns it:
//
//   - Square: X is the column, Y the row.
//   - Hex: X and Y are the axial coordinates q and r (the cube's third
//     coordinate is s = -q-r). Offset coordinates, the [col, row] of map
//     files, exist only at the edge as the distinct type Offset: "pointy"
//     is pointy-top hexes with odd rows shoved right (odd-r), "flat" is
//     flat-top hexes with odd columns shoved down (odd-q). Everything else
//     (neighbours, distance, rotation, lines, footprints) is axial, so a
//     shape never changes between odd and even rows.
//   - Graph: X is the node number, Y is 0.
//
// Geometry is the small interface every board answers (Len, Index, Cell,
// Neighbors, Distance). Lines and footprints are optional interfaces
// (Liner, Footprinter) that a geometry implements when the idea makes sense
// for it. Edge names the side shared by two neighbouring cells, for thin
// walls and doors.
//
// The hex functions follow Red Blob Games' guide to hexagonal grids
// (redblobgames.com/grids/hexagons) and are tested against its published
// test vectors.
//
// grid imports only the standard library, keeps no package-level state and
// knows nothing of pixels, drawing or input.
package grid
