// Package drawsteel draws a Draw Steel board (rules/drawsteel) as a
// render.Scene: ground by height, terrain, walls and edges by material,
// the grid, coordinates and the creature tokens (BuildScene); a figure's
// annotations and legend; the forced-movement preview with its badges,
// a move's reach and path, the interaction overlay, the side view and the
// tactics hints; and what the players' copy of a board shows. Its main
// types: Options (what BuildScene draws), Overlay (what BuildOverlay
// draws over it), SideView. Squares are
// placed by render.SquareLayout. It imports render, grid, rules,
// rules/drawsteel and the standard library; importers name it dsscene.
package drawsteel
