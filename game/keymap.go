package game

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// Action is something the user asks for. Game code reacts to actions, never
// to keys, so the keymap is the one place that knows which key does what.
type Action int

const (
	ActNone Action = iota
	ActPanLeft
	ActPanRight
	ActPanUp
	ActPanDown
	ActZoomIn
	ActZoomOut
	ActFit
	ActCancel
	ActToggleHeights
	ActQuit
	ActPush
	ActPull
	ActSlide
	ActDistanceUp
	ActDistanceDown
	ActVertical
	ActMelee
	ActStability
	ActAimUp
	ActAimDown
	ActNextCreature
	ActPrevCreature
	ActCommit
	ActUndo
	ActRedo
	ActSave
	ActHelp
	ActMoveMode
	ActKnockback
	ActGrab
	ActRoll
	ActTurn
	ActTactics
	ActEdit
	ActAddCreature
	ActNotes
	ActExport
	ActTheme
	ActUIScaleUp
	ActUIScaleDown
	ActFullscreen
	// ActDistance0 to ActDistance9 set the distance to 0..9.
	ActDistance0
	ActDistance9 = ActDistance0 + 9
)

var actionNames = map[Action]string{
	ActPanLeft: "pan left", ActPanRight: "pan right", ActPanUp: "pan up", ActPanDown: "pan down",
	ActZoomIn: "zoom in", ActZoomOut: "zoom out", ActFit: "fit the map to the window",
	ActCancel: "cancel: a slide's path, the move, the selection", ActToggleHeights: "show or hide height numbers", ActQuit: "quit",
	ActPush: "push (the selected creature pushes)", ActPull: "pull", ActSlide: "slide",
	ActDistanceUp: "distance +1", ActDistanceDown: "distance -1", ActVertical: "vertical on or off",
	ActMelee: "melee weapon ability (Big Versus Little)", ActStability: "stability used: full, none, or fewer",
	ActAimUp: "aim higher (vertical moves)", ActAimDown: "aim lower (vertical moves)",
	ActNextCreature: "next creature (to pick by keyboard)", ActPrevCreature: "previous creature",
	ActCommit: "commit the move / pick the target",
	ActUndo:   "undo", ActRedo: "redo", ActSave: "save the encounter", ActHelp: "show or hide this help",
	ActMoveMode:  "kind of drag: advance, shift, disengage, charge, teleport",
	ActKnockback: "Knockback maneuver by the selected creature", ActGrab: "Grab maneuver by the selected creature",
	ActRoll: "roll 2d10 + Might for a maneuver", ActTurn: "start the selected creature's turn, or end the turn",
	ActTactics: "tactics: line of effect, cover, high ground, flanking", ActEdit: "edit the selected creature",
	ActAddCreature: "add a creature from the templates",
	ActNotes:       "annotate: arrows, areas, callouts, labels, caption", ActExport: "export a PNG or SVG figure",
	ActTheme:     "theme: dark, light, high contrast (remembered)",
	ActUIScaleUp: "larger interface: panel, help, side view (1x to 3x, remembered)", ActUIScaleDown: "smaller interface",
	ActFullscreen: "full screen on or off",
	ActDistance0:  "set the distance (0 to 9)",
}

// String is the action's description, as shown in help.
func (a Action) String() string {
	if a > ActDistance0 && a <= ActDistance9 {
		return fmt.Sprintf("set the distance to %d", a-ActDistance0)
	}
	return actionNames[a]
}

// Mod is a set of modifier keys that must be held.
type Mod uint8

const (
	ModCtrl Mod = 1 << iota
	ModShift
)

// Binding ties a key (with modifiers) to an action. Held bindings repeat
// every frame while the key is down (panning); the others fire once.
type Binding struct {
	Key  ebiten.Key
	Mods Mod
	Held bool
	Act  Action
}

// Keymap is the table of key bindings.
type Keymap []Binding

// DefaultKeymap is the bindings listed in the README.
func DefaultKeymap() Keymap {
	km := Keymap{
		{Key: ebiten.KeyArrowLeft, Held: true, Act: ActPanLeft},
		{Key: ebiten.KeyArrowRight, Held: true, Act: ActPanRight},
		{Key: ebiten.KeyArrowUp, Held: true, Act: ActPanUp},
		{Key: ebiten.KeyArrowDown, Held: true, Act: ActPanDown},
		{Key: ebiten.KeyEqual, Act: ActZoomIn},
		{Key: ebiten.KeyNumpadAdd, Act: ActZoomIn},
		{Key: ebiten.KeyMinus, Act: ActZoomOut},
		{Key: ebiten.KeyNumpadSubtract, Act: ActZoomOut},
		{Key: ebiten.KeyF, Act: ActFit},
		{Key: ebiten.KeyEscape, Act: ActCancel},
		{Key: ebiten.KeyH, Act: ActToggleHeights},
		{Key: ebiten.KeyQ, Mods: ModCtrl, Act: ActQuit},
		{Key: ebiten.KeyP, Act: ActPush},
		{Key: ebiten.KeyL, Act: ActPull},
		{Key: ebiten.KeyS, Act: ActSlide},
		{Key: ebiten.KeyBracketRight, Act: ActDistanceUp},
		{Key: ebiten.KeyBracketLeft, Act: ActDistanceDown},
		{Key: ebiten.KeyV, Act: ActVertical},
		{Key: ebiten.KeyM, Act: ActMelee},
		{Key: ebiten.KeyT, Act: ActStability},
		{Key: ebiten.KeyPageUp, Act: ActAimUp},
		{Key: ebiten.KeyPageDown, Act: ActAimDown},
		{Key: ebiten.KeyTab, Act: ActNextCreature},
		{Key: ebiten.KeyTab, Mods: ModShift, Act: ActPrevCreature},
		{Key: ebiten.KeyEnter, Act: ActCommit},
		{Key: ebiten.KeyNumpadEnter, Act: ActCommit},
		{Key: ebiten.KeyZ, Mods: ModCtrl, Act: ActUndo},
		{Key: ebiten.KeyZ, Mods: ModCtrl | ModShift, Act: ActRedo},
		{Key: ebiten.KeyY, Mods: ModCtrl, Act: ActRedo},
		{Key: ebiten.KeyS, Mods: ModCtrl, Act: ActSave},
		{Key: ebiten.KeySlash, Mods: ModShift, Act: ActHelp},
		{Key: ebiten.KeyF1, Act: ActHelp},
		{Key: ebiten.KeyN, Act: ActMoveMode},
		{Key: ebiten.KeyK, Act: ActKnockback},
		{Key: ebiten.KeyG, Act: ActGrab},
		{Key: ebiten.KeyR, Act: ActRoll},
		{Key: ebiten.KeySpace, Act: ActTurn},
		{Key: ebiten.KeyI, Act: ActTactics},
		{Key: ebiten.KeyE, Act: ActEdit},
		{Key: ebiten.KeyA, Act: ActAddCreature},
		{Key: ebiten.KeyO, Act: ActNotes},
		{Key: ebiten.KeyE, Mods: ModCtrl, Act: ActExport},
		{Key: ebiten.KeyC, Act: ActTheme},
		{Key: ebiten.KeyEqual, Mods: ModCtrl, Act: ActUIScaleUp},
		{Key: ebiten.KeyNumpadAdd, Mods: ModCtrl, Act: ActUIScaleUp},
		{Key: ebiten.KeyMinus, Mods: ModCtrl, Act: ActUIScaleDown},
		{Key: ebiten.KeyNumpadSubtract, Mods: ModCtrl, Act: ActUIScaleDown},
		{Key: ebiten.KeyF11, Act: ActFullscreen},
	}
	for d := range 10 {
		km = append(km, Binding{Key: ebiten.KeyDigit0 + ebiten.Key(d), Act: ActDistance0 + Action(d)})
	}
	return km
}

// KeyState is what the keymap needs to know about the keyboard this frame.
type KeyState interface {
	Down(k ebiten.Key) bool
	JustPressed(k ebiten.Key) bool
}

// Actions returns the actions the keyboard asks for this frame, in table
// order. A binding fires only when exactly its modifiers are held, so Ctrl+Q
// does not also press Q.
func (m Keymap) Actions(ks KeyState) []Action {
	var mods Mod
	if ks.Down(ebiten.KeyControlLeft) || ks.Down(ebiten.KeyControlRight) || ks.Down(ebiten.KeyMetaLeft) || ks.Down(ebiten.KeyMetaRight) {
		mods |= ModCtrl
	}
	if ks.Down(ebiten.KeyShiftLeft) || ks.Down(ebiten.KeyShiftRight) {
		mods |= ModShift
	}
	var out []Action
	for _, b := range m {
		if b.Mods != mods && !(b.Held && b.Mods == 0) {
			continue
		}
		if (b.Held && ks.Down(b.Key)) || (!b.Held && ks.JustPressed(b.Key)) {
			out = append(out, b.Act)
		}
	}
	return out
}
