// Package importfixture builds the files the importers' tests, fuzz seeds
// and benchmarks share: images of a given size (and headers claiming
// absurd ones), and Universal VTT files written from a few walls and
// portals. Nothing here is a third-party map.
package importfixture
