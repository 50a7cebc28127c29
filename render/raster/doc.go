// Package raster draws a render.Scene into an image on the CPU, with no
// window or GPU: anti-aliased shapes and text at any scale, for PNG export
// and print (a 300 dpi figure is the same scene at a larger scale), and for
// the window's map tiles.
//
// It follows the window's drawing rules (render/ebitenrender): polygons are
// filled then stroked with mitred joins and butt caps, strokes are at least
// one pixel wide, text is centred vertically on its point and text under 5
// pixels tall is left out.
//
// New makes a Renderer from the fonts. It imports render, the standard
// library and golang.org/x/image; session (export) and the window import
// it.
package raster
