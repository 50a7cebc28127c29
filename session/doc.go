// Package session is the open encounter without a window: the machinery
// every ruleset's play shares, with each ruleset's play in its own
// sub-package (session/drawsteel for the square map, session/realms for
// the hex map, session/zones for the zone map).
//
// At the root: the Play contract every play keeps (actions, the arrows,
// the pointer in map units, cancel, undo and redo, the message, the
// change count, the overlay and the live view) and the generic undo
// History the plays record their steps in; the Action enum the window's
// keymap and buttons produce and its table (Actions: each action's keys,
// button label, the rulesets that hear it and its help line) and the keys
// the messages name (KeyNames);
// the toolkit-neutral model of an offered button (Button); the map
// editor's brushes and tools; the background picture's placing and
// alignment; PNG and SVG export (Export, BuildZoneExport) and the explain
// panel's steps; the live view a player view follows (LiveView,
// LiveFiles, LiveFollower); what every window says and decides about
// unsaved work (WindowTitle, AskLeave, RecoveredQuestion, AutosavePath,
// DiscardAutosave, the recent files); and new maps of every ruleset.
//
// A window feeds a play actions and pointer points and draws what it
// says; every interaction is tested here with no display.
//
// session may import the standard library, grid, rules and its rulesets,
// maps and render (with its raster and svg backends, for export). It never
// imports Ebitengine or ebitenui (TestNoWindowImports checks, for the
// sub-packages too): those belong to game, which imports session and not
// the other way round. No ruleset's play imports another's.
package session
