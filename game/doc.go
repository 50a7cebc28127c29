// Package game is the Ebitengine window: it turns raw input into actions
// through one keymap table, keeps the camera and what the user is doing,
// draws the map in cached tiles (render/raster, only those on screen) and
// the overlays over it each frame (render/ebitenrender), and shows the
// ebitenui side panel. It keeps edits safe (persist.go): an autosave after
// every change with the undo history, a question before Ctrl+S overwrites
// a file another program changed, and both versions offered at open when
// a file and its autosave disagree.
// A window left alone does no work and draws nothing new (Game.idle).
// It holds no rules of its own: what the user is doing to the encounter
// (selection, previews, edits, notes, turns, undo) is a session/drawsteel Interaction,
// and everything about the battle comes from the rules packages.
//
// The square window's files by job: game.go the loop (New, Update, input
// to session actions), pointer.go what the mouse or a finger does over the
// map, draw.go the frame and its caches, status.go and
// help.go the status bar, side view and help text (sideplace.go where the
// side view goes), explainbox.go every window's explain panel, panel.go the ebitenui
// panel (paneltabs.go its finger-sized buttons in tabs and its scrolling;
// textask.go its text fields asked in the question box when a finger
// reaches them), toolpanel.go the ebitenui panel of rows of text and large
// buttons of the hex and zone windows (uitheme.go the one look of every
// window's panels, statustext.go their status lines), sheet*.go the
// question box every window shares, the
// questions, the file chooser (fileui.go) and the settings
// (settingspanel.go): sheet.go its model and keys, sheetview.go its
// ebitenui widgets, sheetkeys.go its on-screen keyboard of ebitenui buttons
// (game/keyboard its keys), persist.go saving, autosave and the file watch, export.go the
// export page's figure, mapedit.go the map editor's palette, strokes
// (by pointer, finger or keyboard) and their preview, newmap.go its New map sheet. hexview.go and zoneview.go are the other two
// rulesets' windows (zonemapedit.go the zone window's map editor).
//
// game imports session, render (and its backends), maps, the rulesets,
// Ebitengine and ebitenui; nothing but main imports game.
package game
