// Package tiled reads Tiled maps (.tmx) with github.com/lafriks/go-tiled
// into an imported.Map: orthogonal maps as square maps, hexagonal ones as
// hex maps in our offset layouts, and the rules' view of each cell from a
// convention of custom properties on tiles and objects (docs/import.md).
// Tiled's JSON format (.tmj) is not read: go-tiled reads TMX only.
//
// go-tiled trusts a file's sizes, so the file is first scanned here:
// its size, the map's dimensions, the number of layers, objects,
// tilesets and templates and what each layer's compressed data holds are
// checked before go-tiled sees it. go-tiled's own map loader is not used
// (load.go says why): go-tiled decodes one element at a time.
//
// Parse reads a map (with the file system its tilesets and templates are
// in), Detect tells a TMX file by its content. It imports maps,
// maps/imported, maps/drawsteel, maps/internal/jsonfile, grid and go-tiled;
// only maps/mapimport imports it.
package tiled
