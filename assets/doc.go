// Package assets holds what the program ships inside its binary: the fonts
// and the sample encounters. It exposes read-only values; callers pass them
// on explicitly.
//
// Fonts are the Go fonts' regular and bold TrueType files, Encounters the
// bundled encounters as a file system (SamplePath the one a bare
// `battlemap` opens), Templates the map editor's templates. It imports the
// standard library and the Go fonts only; any layer may import it.
package assets
