// Package realms draws an Enchanted Realms hex map (rules/realms) as a
// render.Scene (BuildScene, with its Options): terrain, walls, the grid and coordinates, tokens over
// their hexes, a creature's reach shaded by the feet left and a move's
// path with its costs, and the legend of a figure. Hexes are placed by
// render.HexLayout. It imports render, grid, rules/realms and the
// standard library.
package realms
