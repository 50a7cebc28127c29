package game

import (
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Options is what the window needs.
type Options struct {
	Encounter *maps.Encounter
	// Rulesets are the parts the window may show, the first that opens
	// a file showing it (Open and Run add more).
	Rulesets []Ruleset
	// Path is where Ctrl+S saves ("": the encounter came from the bundled
	// samples; it is saved as NAME.json in the current folder).
	Path string
	// RegularFont and BoldFont are TrueType data.
	RegularFont, BoldFont []byte
	// Screenshot, when set, writes the screen to this PNG after the first
	// frames are drawn and closes the window.
	Screenshot string
	// Script, when set, drives the window instead of the mouse and keyboard.
	Script *Script
	// Message is shown in the status bar at the start (e.g. "recovered
	// from autosave").
	Message string
	// NoAutosave turns off writing the autosave file after each change.
	NoAutosave bool
	// AutosaveDir is where an encounter without a file (a bundled sample)
	// is autosaved ("": it is not).
	AutosaveDir string
	// Base is the hash of the file version the encounter's changes were made
	// on (Opening.Base): Ctrl+S asks before overwriting any other version.
	Base string
	// Undo is the undo history a recovered autosave kept.
	Undo []maps.UndoStep
	// Choice, when set, is a file and an autosave that disagree: the window
	// asks which to keep before anything else.
	Choice *Choice
	// Recovered, when set, says the encounter holds changes recovered from
	// an autosave: the window asks whether to keep them.
	Recovered *Recovery
	// Keys are the keys rebound in the settings (action id to key name).
	Keys map[string]string
	// Palette is the side colours: "" or paletteColorBlind.
	Palette string
	// FirstFrame, when set, is called once the first frame is drawn (the
	// start-up time is measured with it: docs/performance.md).
	FirstFrame func()
	// Templates are the ready-made creatures the add page offers.
	Templates []drawsteel.Creature
	// Seed is the seed of the first power roll the program makes.
	Seed uint64
	// Theme is the window's theme at the start: dark (""), light or contrast.
	Theme string
	// UIScale is the interface's scale, 1 to 3 (0: chosen from the
	// window's size); the device scale multiplies it.
	UIScale float64
	// SettingsPath is the settings file the theme chosen in the window is
	// remembered in ("": it is not).
	SettingsPath string
	// LiveDir is where the window writes its live view for player views
	// (the user's cache folder; "": it does not), or, with PlayerView,
	// where it reads the director's.
	LiveDir string
	// Touch makes the left mouse button a finger, for touch screens that
	// reach the program as a mouse (desktops): a tap aims, a press and
	// hold drags, the large Commit commits.
	Touch bool
	// PlayerView opens the player view: the map as the players may see
	// it, following the director's window on the same file (LiveDir).
	PlayerView bool
	// Rotate is the map's turn at the start, in degrees clockwise: 0, 90,
	// 180 or 270 (for the players on another side of a screen laid flat).
	Rotate int
}

// ScreenshotFrame is the frame written by --screenshot: late enough that the
// panel has been laid out and the window has its final size.
const ScreenshotFrame = 5

// keepLive reports whether script asks the window to leave its live files
// when it closes (keep-live: a player view opened after it follows them).
func keepLive(s *Script) bool { return s != nil && s.KeepLive }
