package session

import "github.com/battlemap/battlemap/render"

// Play is one ruleset's play of the open encounter as a window drives it:
// the window turns keys, buttons and the pointer into these calls and
// draws what the play holds. Every ruleset's play implements it (the
// square map's drawsteel.Interaction, the hex map's realms.HexPlay, the
// zone map's zones.ZonePlay, in session's sub-packages); what only one
// ruleset has stays on its own type.
type Play interface {
	// Do does what an action of the keymap or a button asks of the play
	// and reports whether the play took it. An action it does not take
	// is the window's: the camera, files, the view.
	Do(a Action) bool
	// Arrow is an arrow key toward (dx, dy) on the map (the window turns
	// the screen's direction with the view, ScreenArrow), pressed this
	// frame or held. The play reports whether it took it, stepping what
	// it aims at one cell or zone a press; otherwise the window pans.
	Arrow(dx, dy int, pressed bool) bool
	// Hover, Press, Drag and Release are the pointer on the map, in map
	// units; each play finds its cells with its own layout.
	Hover(p Pointer)
	Press(p Pointer)
	Drag(p Pointer)
	Release(p Pointer)
	// Cancel drops what is under way: a drag, an aim, a declared move.
	Cancel()
	// Undo and Redo step the play's History back and forward, saying
	// what they did in the message.
	Undo()
	Redo()
	// Message is the last thing done or refused; SetMessage replaces it
	// with news from the window (a save, a file opened).
	Message() string
	SetMessage(m string)
	// SetKeys makes the messages name the keys the window binds.
	SetKeys(keys KeyNames)
	// Changes counts the changes the undo history recorded: the window's
	// unsaved mark and autosave watch it.
	Changes() int
	// Overlay is what the play draws over the map's scene, in map units,
	// in theme t: the aim, the cursor, the move under way (empty when the
	// map's own scene holds all of it).
	Overlay(t render.Theme) *render.Scene
	// LiveView is the play's view as a player view follows it.
	LiveView() LiveView
}

// Pointer is the pointer on the map: where (in map units), whether it is
// over the window's map area (not over a panel; whether the point is on
// the board the play finds with its layout), and the modifier keys held.
type Pointer struct {
	At          render.Point
	On          bool
	Shift, Ctrl bool
}
