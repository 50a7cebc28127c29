// Package game is the Ebitengine window, one for every ruleset: Window
// is the one ebiten.Game; its Shell holds what every ruleset's part
// shares (the screen's size, the input and the --play script, the
// keymap, theme, UI scale and turn, the file flow, the idle gate, the
// player view's live state, the frames and screenshots), and the part
// (Part) is the map of one ruleset: game/drawsteel, game/realms or
// game/zones, handed over by main as Rulesets. Opening a file of another
// ruleset swaps the part in the same window.
//
// The shared machinery by file: window.go the Window, Shell, Part and
// Ruleset; options.go what main hands over; keymap.go the one keymap
// table; input.go the real and scripted input; script.go the --play
// scripts; camera.go the camera; idle.go the idle gate; explainbox.go
// every window's explain panel; toolpanel.go the ebitenui panel of rows
// of text and large buttons (uitheme.go the one look of every panel,
// statustext.go the status lines); sheet*.go the question box, its
// on-screen keyboard (game/keyboard its keys) and the file chooser
// (fileui.go), the settings (settings.go, settingspanel.go); persist.go
// opening and autosaves; mapdoc.go the file flow of a map; touch.go the
// large touch buttons (game/gesture the fingers' gestures); bgalign.go
// the background picture's placing and gestures; mappaint.go the map's
// picture; playerview.go and livestate.go the player view.
//
// game imports session, render (and its backends), maps and Ebitengine
// and ebitenui, and no ruleset's play or part (only Draw Steel's creature
// type, for the editors' templates); nothing but main and the rulesets'
// parts imports game.
package game
