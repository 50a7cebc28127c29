// Package zones is the zone map's play without a window: ZonePlay keeps
// session.Play for the board and its undo history, moves dropped on a
// zone with their challenges' results typed in, Sprint, with partner,
// throws, the height bands, the end of the round previewed then applied,
// the creature selected and the arrows' aim, and saving; its map editor
// (ZoneEditor, EditMap: zones, links and creatures drawn and changed);
// the toolkit-neutral model of the zone window's buttons; and the
// command line's zone moves and rounds (ZoneMoveResults, EndZoneRound).
//
// It imports session's shared machinery, rules/zones, its file schema
// (maps/zones) and its scene (render/zones), render, maps and rules,
// never another ruleset's package; the window and command/zones import it
// (as zonesplay).
package zones

import "github.com/battlemap/battlemap/session"

// ZonePlay keeps the contract every ruleset's play keeps.
var _ session.Play = (*ZonePlay)(nil)
