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
	ActTurnView
	ActTurnViewHalf
	// ActDistance0 to ActDistance9 set the distance to 0..9.
	ActDistance0
	ActDistance9 = ActDistance0 + 9
)

// actionName is the description of every action but ActDistance1 to 9.
func actionName(a Action) string {
	switch a {
	case ActPanLeft:
		return "pan left"
	case ActPanRight:
		return "pan right"
	case ActPanUp:
		return "pan up"
	case ActPanDown:
		return "pan down"
	case ActZoomIn:
		return "zoom in"
	case ActZoomOut:
		return "zoom out"
	case ActFit:
		return "fit the map to the window"
	case ActCancel:
		return "cancel: a slide's path, the move, the selection"
	case ActToggleHeights:
		return "show or hide height numbers"
	case ActQuit:
		return "quit"
	case ActPush:
		return "push (the selected creature pushes)"
	case ActPull:
		return "pull"
	case ActSlide:
		return "slide"
	case ActDistanceUp:
		return "distance +1"
	case ActDistanceDown:
		return "distance -1"
	case ActVertical:
		return "vertical on or off"
	case ActMelee:
		return "melee weapon ability (Big Versus Little)"
	case ActStability:
		return "stability used: full, none, or fewer"
	case ActAimUp:
		return "aim higher (vertical moves)"
	case ActAimDown:
		return "aim lower (vertical moves)"
	case ActNextCreature:
		return "next creature (to pick by keyboard)"
	case ActPrevCreature:
		return "previous creature"
	case ActCommit:
		return "commit the move / pick the target"
	case ActUndo:
		return "undo"
	case ActRedo:
		return "redo"
	case ActSave:
		return "save the encounter"
	case ActHelp:
		return "show or hide this help"
	case ActMoveMode:
		return "kind of drag: advance, shift, disengage, charge, teleport"
	case ActKnockback:
		return "Knockback maneuver by the selected creature"
	case ActGrab:
		return "Grab maneuver by the selected creature"
	case ActRoll:
		return "roll 2d10 + Might for a maneuver"
	case ActTurn:
		return "start the selected creature's turn, or end the turn"
	case ActTactics:
		return "tactics: line of effect, cover, high ground, flanking"
	case ActEdit:
		return "edit the selected creature"
	case ActAddCreature:
		return "add a creature from the templates"
	case ActNotes:
		return "annotate: arrows, areas, callouts, labels, caption"
	case ActExport:
		return "export a PNG or SVG figure"
	case ActTheme:
		return "theme: dark, light, high contrast (remembered)"
	case ActUIScaleUp:
		return "larger interface: panel, help, side view (1x to 3x, remembered)"
	case ActUIScaleDown:
		return "smaller interface"
	case ActFullscreen:
		return "full screen on or off"
	case ActTurnView:
		return "turn the map a quarter turn, for the players at the table's ends (remembered)"
	case ActTurnViewHalf:
		return "turn the map half round, for the players across the table"
	case ActDistance0:
		return "set the distance (0 to 9)"
	}
	return ""
}

// String is the action's description, as shown in help.
func (a Action) String() string {
	if a > ActDistance0 && a <= ActDistance9 {
		return fmt.Sprintf("set the distance to %d", a-ActDistance0)
	}
	return actionName(a)
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
		{Key: ebiten.KeyR, Mods: ModShift, Act: ActTurnView},
		{Key: ebiten.KeyR, Mods: ModCtrl, Act: ActTurnViewHalf},
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
