// Package svg writes a render.Scene as a standalone SVG 1.1 document of real
// vector elements (rect, polygon, polyline, circle, text; no embedded
// bitmap), for figures that stay sharp at any size and can be edited in a
// drawing program. The output is deterministic byte for byte.
//
// It follows the window's drawing rules (render/ebitenrender): polygons are
// filled then stroked with mitred joins and butt caps (SVG's defaults),
// strokes are at least one pixel wide, and text is centred vertically on its
// point. Unlike the window, small text is kept: a reader can zoom in.
//
// Write is its one entry point. It imports render and the standard
// library; session's export imports it.
package svg
