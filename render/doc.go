// Package render describes what a frame looks like, independent of any
// graphics library: a Scene is a list of shapes and text in map units
// (1 unit = 1 square), drawn by backends (the Ebitengine window in
// render/ebitenrender, image and SVG export) so that the window and an
// exported diagram agree. The core knows no ruleset: Scene, View, the
// layouts of squares, hexes and zones, themes, tokens, labels, legends,
// figures and thin-wall edges. Each ruleset's scene and overlays live in
// render/drawsteel, render/realms and render/zones.
//
// Its main types: Scene (the shapes and text), View (scale, offset and
// quarter turns: ToScreen and ToMap), Layout (SquareLayout, HexLayout,
// ZoneLayout: a cell's outline and centre, the cell at a point), Theme.
// It imports only grid, rules (the kinds of edge) and the standard
// library, never a ruleset, Ebitengine or a file format: every layer
// above may import it.
package render
