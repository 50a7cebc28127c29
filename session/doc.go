// Package session is the open encounter without a window: what the user
// is doing to it and everything that can be undone. It holds the undo
// history (History) and the interaction state machines (Interaction:
// select, drag a willing move, preview and commit forced movement, edit
// creatures, annotate, take turns, maneuvers), the map editor's tools,
// brushes and strokes (ApplyStroke, PaintStroke, Resize, and ApplyHexStroke
// on hex maps: each stroke one undo step), the Action enum the window's
// keymap and buttons produce and its table (Actions: each action's keys,
// button label, the rulesets that hear it and its help line), the undo
// steps an autosave keeps, PNG and SVG
// export (Export, BuildZoneExport), what is drawn over the map of all that
// (Interaction.Overlay, for dsscene.BuildOverlay), the live view a player
// view follows (LiveView), and the window-free half of the hex and zone
// windows: the zone window's play (ZonePlay: moves, challenges, throws,
// the end of the round, undo; its map editor, ZoneEditor and EditMap), the hex window's play (HexPlay: drops, the
// turn and what each creature used, doors, edits, undo) and the hex
// panel's text (HexPanel, HexMoveSummary, ZoneBoxes), and what every
// window says and decides about unsaved work (WindowTitle, AskLeave,
// RecoveredQuestion, AutosavePath, DiscardAutosave, the recent files).
//
// A window feeds it pointer squares and actions and draws what it says;
// every interaction is tested here with no display.
//
// session may import the standard library, grid, rules and its rulesets,
// maps and render (with its raster and svg backends, for export). It never
// imports Ebitengine or ebitenui (TestNoWindowImports checks): those belong
// to game, which imports session and not the other way round.
package session
