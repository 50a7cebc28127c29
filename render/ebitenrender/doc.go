// Package ebitenrender draws a render.Scene onto an Ebitengine image: the
// window's overlays (the map under them is drawn in tiles by render/raster).
package ebitenrender
