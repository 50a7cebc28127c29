// Package drawsteel is the square map's play (Draw Steel) without a
// window: Interaction keeps session.Play for selecting, dragging a willing
// move, previewing and committing forced movement, the maneuvers (grab,
// knockback, escape, dig, mount), editing creatures, annotating, taking
// turns, the map editor's strokes and the background picture; its undo
// history (BoardHistory, on session.History) with the undo steps an
// autosave keeps; what is drawn over the map of all that (Interaction's
// Marks, for dsscene.BuildOverlay); and its part of the live view a
// player view follows.
//
// It imports session's shared machinery, rules/drawsteel and its scene
// (render/drawsteel), render, maps, rules and grid, never another
// ruleset's package; the window imports it (as dsplay).
package drawsteel

import "github.com/battlemap/battlemap/session"

// Interaction keeps the contract every ruleset's play keeps.
var _ session.Play = (*Interaction)(nil)
