// Package render describes what a frame looks like, independent of any
// graphics library: a Scene is a list of shapes and text in map units
// (1 unit = 1 square), built from a rules.Board and what the user is doing.
// Backends (the Ebitengine window in render/ebitenrender, image and SVG
// export) draw the same Scene, so the window and an exported diagram agree.
package render
