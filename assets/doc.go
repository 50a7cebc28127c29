// Package assets holds what the program ships inside its binary: the fonts
// and the sample encounters. It exposes read-only values; callers pass them
// on explicitly.
package assets
