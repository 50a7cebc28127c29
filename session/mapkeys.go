package session

import (
	"slices"
)

// This file is the map editor by keyboard alone (a table
// without a mouse): a cursor moved a square at a time, a key that starts
// and ends a stroke at it, and keys that choose the tool and the shape.
// The cursor is the interaction's pointer square (Cursor); for the edge
// tools it names a grid corner, as MapDown's points do.

// CycleDir is the element after x in xs (dir 1) or before it (dir -1),
// wrapping around; an x not in xs counts as just before the first.
func CycleDir[T comparable](xs []T, x T, dir int) T {
	return xs[((slices.Index(xs, x)+dir)%len(xs)+len(xs))%len(xs)]
}
