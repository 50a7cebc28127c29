// Package importfixture builds the files the importers' tests, fuzz seeds
// and benchmarks share: images of a given size (and headers claiming
// absurd ones), and Universal VTT files written from a few walls and
// portals. Nothing here is a third-party map.
//
// PNG, JPEG, WebP and PNGClaiming make the images; UVTT (with its Portal
// and Light) is a Universal VTT file to marshal, Big a large one. It
// imports only the standard library; only tests and benchmarks import it.
package importfixture
