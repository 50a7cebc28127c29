// Package drawsteel is the Draw Steel rule system on a square grid with
// elevation: the battlefield state, creatures, and the rules that move
// them (forced movement, willing movement, falling, maneuvers, tactics,
// riders and mounts).
// It is pure Go (standard library, grid and rules only), deterministic,
// and knows nothing of drawing, files or input.
//
// The state is a Board: a grid of Cells (ground height, walls and objects,
// terrain) and the Creatures on it. Operations never mutate a Board behind
// the caller's back: they return outcomes, and applying an outcome returns
// a new Board. A move or maneuver the rules forbid is a *rules.Error
// naming the rule and quoting its sentence (an illegal forced path is a
// *ForcedError that unwraps to one); bad input (an unknown id) is an
// ordinary error.
package drawsteel
