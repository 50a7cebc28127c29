// Package boardtext reads boards drawn in text, the fixtures of tests: one
// parser for every package that draws a board (Draw Steel's forced-movement
// and movement tests, the hex tests, and any other package's tests). It
// reads the drawing into tokens and anchors; what a symbol means (a wall,
// a creature of a side) is the fixture's own legend.
//
// Parse reads a drawing into a Grid of Tokens and Anchors laid out as
// its Layout says. It imports only the standard library; only tests and
// test helpers import it.
package boardtext
