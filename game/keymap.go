package game

import (
	"fmt"
	"slices"
	"strings"

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
	ActOpen
	ActSaveAs
	ActSettings
	ActPlayerView
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
	case ActOpen:
		return "open a file (the file chooser; recent files)"
	case ActSaveAs:
		return "save as a new file"
	case ActSettings:
		return "settings: theme, scale, palette, keys, recent files"
	case ActPlayerView:
		return "player view on or off: the map as the players may see it (no hidden creatures, private notes or enemy Stamina numbers)"
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
		{Key: ebiten.KeyO, Mods: ModCtrl, Act: ActOpen},
		{Key: ebiten.KeyS, Mods: ModCtrl | ModShift, Act: ActSaveAs},
		{Key: ebiten.KeyComma, Mods: ModCtrl, Act: ActSettings},
		{Key: ebiten.KeyP, Mods: ModCtrl, Act: ActPlayerView},
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

// RebindableActions are the actions the settings panel lets a user give
// another key, in the order it lists them.
func RebindableActions() []Action {
	return []Action{ActPush, ActPull, ActSlide, ActCommit, ActCancel, ActUndo, ActRedo, ActSave, ActSaveAs, ActOpen,
		ActTurn, ActMoveMode, ActKnockback, ActGrab, ActRoll, ActTactics, ActEdit, ActAddCreature, ActNotes,
		ActExport, ActVertical, ActMelee, ActStability, ActFit, ActToggleHeights, ActTheme, ActHelp, ActSettings, ActFullscreen, ActQuit}
}

// ActionID is the name an action is rebound by in the settings file
// ("push", "saveAs"); "" for an action that cannot be rebound.
func ActionID(a Action) string {
	switch a {
	case ActPush:
		return "push"
	case ActPull:
		return "pull"
	case ActSlide:
		return "slide"
	case ActCommit:
		return "commit"
	case ActCancel:
		return "cancel"
	case ActUndo:
		return "undo"
	case ActRedo:
		return "redo"
	case ActSave:
		return "save"
	case ActSaveAs:
		return "saveAs"
	case ActOpen:
		return "open"
	case ActTurn:
		return "turn"
	case ActMoveMode:
		return "moveMode"
	case ActKnockback:
		return "knockback"
	case ActGrab:
		return "grab"
	case ActRoll:
		return "roll"
	case ActTactics:
		return "tactics"
	case ActEdit:
		return "edit"
	case ActAddCreature:
		return "addCreature"
	case ActNotes:
		return "notes"
	case ActExport:
		return "export"
	case ActVertical:
		return "vertical"
	case ActMelee:
		return "melee"
	case ActStability:
		return "stability"
	case ActFit:
		return "fit"
	case ActToggleHeights:
		return "heights"
	case ActTheme:
		return "theme"
	case ActHelp:
		return "help"
	case ActSettings:
		return "settings"
	case ActFullscreen:
		return "fullscreen"
	case ActQuit:
		return "quit"
	}
	return ""
}

// KeyOf is the first key bound to a, as ParseKey reads it ("ctrl+O"),
// or "" when none is.
func (m Keymap) KeyOf(a Action) string {
	for _, b := range m {
		if b.Act == a {
			return KeyText(b.Key, b.Mods)
		}
	}
	return ""
}

// KeyText is a key with its modifiers as the settings file writes it:
// "P", "ctrl+O", "ctrl+shift+S".
func KeyText(k ebiten.Key, mods Mod) string {
	name := k.String()
	if mods&ModShift != 0 {
		name = "shift+" + name
	}
	if mods&ModCtrl != 0 {
		name = "ctrl+" + name
	}
	return name
}

// ParseKey reads a key as the settings file and scripts write it: "P",
// "3", "Enter", "ctrl+O", "shift+Slash" (Ebitengine's key names, a letter
// or digit alone, modifiers ctrl and shift).
func ParseKey(s string) (ebiten.Key, Mod, error) {
	parts := strings.Split(s, "+")
	var mods Mod
	for _, m := range parts[:len(parts)-1] {
		switch strings.ToLower(m) {
		case "ctrl", "control":
			mods |= ModCtrl
		case "shift":
			mods |= ModShift
		default:
			return 0, 0, fmt.Errorf("unknown modifier %q in %q (want ctrl or shift)", m, s)
		}
	}
	name := parts[len(parts)-1]
	if len(name) == 1 && name[0] >= '0' && name[0] <= '9' {
		name = "Digit" + name
	}
	if len(name) == 1 {
		name = strings.ToUpper(name)
	}
	var key ebiten.Key
	if err := key.UnmarshalText([]byte(name)); err != nil {
		return 0, 0, fmt.Errorf("unknown key %q (Ebitengine key names: Enter, Escape, A, Digit3, ArrowLeft, Slash...)", name)
	}
	return key, mods, nil
}

// Rebind gives action a the key k with mods in place of its first key
// (its other keys, such as the number pad's, stay). A key another action
// already uses is refused, naming that action; so is an action that
// cannot be rebound.
func (m Keymap) Rebind(a Action, k ebiten.Key, mods Mod) (Keymap, error) {
	out, err := m.set(a, k, mods)
	if err != nil {
		return m, err
	}
	if err := out.shared(); err != nil {
		return m, err
	}
	return out, nil
}

// set is the keymap with a's first key changed to k with mods.
func (m Keymap) set(a Action, k ebiten.Key, mods Mod) (Keymap, error) {
	if ActionID(a) == "" {
		return m, fmt.Errorf("%q cannot be given another key", a)
	}
	out := slices.Clone(m)
	for i, b := range out {
		if b.Act == a {
			out[i].Key, out[i].Mods = k, mods
			return out, nil
		}
	}
	return m, fmt.Errorf("%q has no key to change", a)
}

// shared is an error naming a key two actions share, or nil.
func (m Keymap) shared() error {
	type key struct {
		k    ebiten.Key
		mods Mod
	}
	by := map[key]Action{}
	for _, b := range m {
		kk := key{b.Key, b.Mods}
		if a, ok := by[kk]; ok && a != b.Act {
			return fmt.Errorf("%s would do both %q and %q", keyName(Binding{Key: b.Key, Mods: b.Mods}), a, b.Act)
		}
		by[kk] = b.Act
	}
	return nil
}

// With is the keymap with the keys of the settings file (action id to
// key): an unknown action id, a key that cannot be read or one two actions
// would share is an error naming it.
func (m Keymap) With(keys map[string]string) (Keymap, error) {
	ids := make([]string, 0, len(keys))
	for id := range keys {
		ids = append(ids, id)
	}
	slices.Sort(ids) // the same error for the same file
	out := m
	for _, id := range ids {
		a := ActNone
		for _, r := range RebindableActions() {
			if ActionID(r) == id {
				a = r
			}
		}
		if a == ActNone {
			return m, fmt.Errorf("%q is not an action that can be rebound (e.g. push, commit, undo, saveAs)", id)
		}
		k, mods, err := ParseKey(keys[id])
		if err != nil {
			return m, fmt.Errorf("%s: %w", id, err)
		}
		if out, err = out.set(a, k, mods); err != nil {
			return m, fmt.Errorf("%s: %w", id, err)
		}
	}
	if err := out.shared(); err != nil {
		return m, err
	}
	return out, nil
}
