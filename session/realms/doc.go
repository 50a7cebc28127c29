// Package realms is the hex map's play (Enchanted Realms) without a
// window: HexPlay keeps session.Play for the board, its undo history, the
// turn and what each creature used of its movement, the actions and
// permission taken before the next move, doors, edits, the creature
// selected and the arrows' aim; its map editor (strokes, thin walls and
// doors on hex sides, templates, resizing, the keyboard's cursor); and the
// toolkit-neutral model of the hex window's panel and buttons (HexPanel,
// HexTabButtons).
//
// It imports session's shared machinery, rules/realms and its file
// schema (maps/realms), render, maps, rules and grid, never another
// ruleset's package; the window imports it (as realmsplay).
package realms

import "github.com/battlemap/battlemap/session"

// HexPlay keeps the contract every ruleset's play keeps.
var _ session.Play = (*HexPlay)(nil)
