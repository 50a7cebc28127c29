// Package ebitenrender draws a render.Scene onto an Ebitengine image: the
// window's overlays (the map under them is drawn in tiles by render/raster).
// New makes a Renderer from the fonts; Renderer.Draw draws a Scene through a
// render.View.
//
// It imports render and Ebitengine, and is, with the window (game and its
// sub-packages), the only package that imports Ebitengine; only the window
// imports it.
package ebitenrender
