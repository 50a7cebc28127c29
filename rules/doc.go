// Package rules is the game: the battlefield state, creatures, and the
// Draw Steel rules that move them. It is pure Go (standard library only),
// deterministic, and knows nothing of drawing, files or input.
//
// The state is a Board: a grid of Cells (ground height, walls and objects,
// terrain) and the Creatures on it. Operations never mutate a Board behind
// the caller's back: they return outcomes, and applying an outcome returns
// a new Board.
package rules
