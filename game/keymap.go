package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/session"
	"github.com/hajimehoshi/ebiten/v2"
)

// mod is a set of modifier keys that must be held.
type mod uint8

const (
	modCtrl mod = 1 << iota
	modShift
)

// Binding ties a key (with modifiers) to an action. Held bindings repeat
// every frame while the key is down (panning); the others fire once.
type Binding struct {
	Key  ebiten.Key
	Mods mod
	Held bool
	Act  session.Action
}

// Keymap is the table of key bindings: one for the square, hex and zone
// windows, each window reacting to the actions it has (actionWindows), so
// a key rebound in the settings is rebound in all of them.
type Keymap []Binding

// window is a set of the program's windows.
type window uint8

const (
	squareWindow window = 1 << iota
	hexWindow
	zoneWindow
	everyWindow = squareWindow | hexWindow | zoneWindow
)

// actionWindows is the windows an action does something in: two actions
// may share a key only when no window has both.
func actionWindows(a session.Action) window {
	switch {
	case a >= session.ActDistance0 && a <= session.ActDistance9:
		return everyWindow // the hex window's actions 1-9, the zone window's results
	}
	switch a {
	case session.ActPanLeft, session.ActPanRight, session.ActPanUp, session.ActPanDown:
		return everyWindow // the zone window's aim (zonekeyplay.go)
	case session.ActZoomIn, session.ActZoomOut, session.ActFit,
		session.ActTurn, session.ActToggleDoor:
		return squareWindow | hexWindow
	case session.ActDistanceUp, session.ActDistanceDown:
		return squareWindow | hexWindow // the hex window's species movement
	case session.ActCancel, session.ActQuit, session.ActUndo, session.ActRedo, session.ActSave, session.ActSaveAs, session.ActOpen, session.ActImport,
		session.ActSettings, session.ActUIScaleUp, session.ActUIScaleDown, session.ActTurnView, session.ActTurnViewHalf, session.ActPlayerView,
		session.ActExplain, session.ActExplainPrev, session.ActExplainNext:
		return everyWindow
	case session.ActCommit:
		return everyWindow // the hex window's move aimed by the arrows
	case session.ActNextCreature:
		return squareWindow | hexWindow // the zone window's is its next choice's key (zonekeyplay.go)
	case session.ActPrevCreature:
		return everyWindow
	case session.ActPermit:
		return hexWindow
	case session.ActTheme, session.ActFullscreen:
		return everyWindow
	case session.ActMapEdit:
		return everyWindow // the zone window's editor reads B itself
	case session.ActSprint, session.ActTogether, session.ActThrow, session.ActEndRound, session.ActLose, session.ActNextChoice, session.ActPartnerSprint,
		session.ActBandUp, session.ActBandDown:
		return zoneWindow
	}
	return squareWindow
}

// fixedKeys are keys a window reads itself, outside the keymap, that no
// action of that window may be given: the hex window's editing keys (L
// prone and the effects' letters, session.HexEffects), the zone window's
// Backspace and number pad digits (typing a result).
func fixedKeys(w window) []ebiten.Key {
	switch w {
	case hexWindow:
		keys := []ebiten.Key{ebiten.KeyL}
		for _, e := range session.HexEffects() {
			var k ebiten.Key
			if k.UnmarshalText([]byte(e.Key)) == nil {
				keys = append(keys, k)
			}
		}
		return keys
	case zoneWindow:
		keys := []ebiten.Key{ebiten.KeyBackspace}
		for d := range 10 {
			keys = append(keys, ebiten.KeyNumpad0+ebiten.Key(d))
		}
		return keys
	}
	return nil
}

// windowName is a window as the settings' messages name it.
func windowName(w window) string {
	switch w {
	case hexWindow:
		return "the hex window"
	case zoneWindow:
		return "the zone window"
	}
	return "the square window"
}

// In is the bindings of the actions window w has.
func (m Keymap) In(w window) Keymap {
	var out Keymap
	for _, b := range m {
		if actionWindows(b.Act)&w != 0 {
			out = append(out, b)
		}
	}
	return out
}

// defaultKeymap is the bindings listed in the README.
func defaultKeymap() Keymap {
	km := Keymap{
		{Key: ebiten.KeyArrowLeft, Held: true, Act: session.ActPanLeft},
		{Key: ebiten.KeyArrowRight, Held: true, Act: session.ActPanRight},
		{Key: ebiten.KeyArrowUp, Held: true, Act: session.ActPanUp},
		{Key: ebiten.KeyArrowDown, Held: true, Act: session.ActPanDown},
		{Key: ebiten.KeyEqual, Act: session.ActZoomIn},
		{Key: ebiten.KeyNumpadAdd, Act: session.ActZoomIn},
		{Key: ebiten.KeyMinus, Act: session.ActZoomOut},
		{Key: ebiten.KeyNumpadSubtract, Act: session.ActZoomOut},
		{Key: ebiten.KeyF, Act: session.ActFit},
		{Key: ebiten.KeyEscape, Act: session.ActCancel},
		{Key: ebiten.KeyH, Act: session.ActToggleHeights},
		{Key: ebiten.KeyQ, Mods: modCtrl, Act: session.ActQuit},
		{Key: ebiten.KeyP, Act: session.ActPush},
		{Key: ebiten.KeyL, Act: session.ActPull},
		{Key: ebiten.KeyS, Act: session.ActSlide},
		{Key: ebiten.KeyBracketRight, Act: session.ActDistanceUp},
		{Key: ebiten.KeyBracketLeft, Act: session.ActDistanceDown},
		{Key: ebiten.KeyV, Act: session.ActVertical},
		{Key: ebiten.KeyM, Act: session.ActMelee},
		{Key: ebiten.KeyT, Act: session.ActStability},
		{Key: ebiten.KeyPageUp, Act: session.ActAimUp},
		{Key: ebiten.KeyPageDown, Act: session.ActAimDown},
		{Key: ebiten.KeyTab, Act: session.ActNextCreature},
		{Key: ebiten.KeyTab, Mods: modShift, Act: session.ActPrevCreature},
		{Key: ebiten.KeyEnter, Act: session.ActCommit},
		{Key: ebiten.KeyNumpadEnter, Act: session.ActCommit},
		{Key: ebiten.KeyZ, Mods: modCtrl, Act: session.ActUndo},
		{Key: ebiten.KeyZ, Mods: modCtrl | modShift, Act: session.ActRedo},
		{Key: ebiten.KeyY, Mods: modCtrl, Act: session.ActRedo},
		{Key: ebiten.KeyS, Mods: modCtrl, Act: session.ActSave},
		{Key: ebiten.KeySlash, Mods: modShift, Act: session.ActHelp},
		{Key: ebiten.KeyF1, Act: session.ActHelp},
		{Key: ebiten.KeyN, Act: session.ActMoveMode},
		{Key: ebiten.KeyK, Act: session.ActKnockback},
		{Key: ebiten.KeyG, Act: session.ActGrab},
		{Key: ebiten.KeyG, Mods: modShift, Act: session.ActEscapeGrab},
		{Key: ebiten.KeyD, Mods: modShift, Act: session.ActDig},
		{Key: ebiten.KeyM, Mods: modShift, Act: session.ActMount},
		{Key: ebiten.KeyR, Act: session.ActRoll},
		{Key: ebiten.KeySpace, Act: session.ActTurn},
		{Key: ebiten.KeyI, Act: session.ActTactics},
		{Key: ebiten.KeyE, Act: session.ActEdit},
		{Key: ebiten.KeyA, Act: session.ActAddCreature},
		{Key: ebiten.KeyO, Act: session.ActNotes},
		{Key: ebiten.KeyE, Mods: modCtrl, Act: session.ActExport},
		{Key: ebiten.KeyC, Act: session.ActTheme},
		{Key: ebiten.KeyEqual, Mods: modCtrl, Act: session.ActUIScaleUp},
		{Key: ebiten.KeyNumpadAdd, Mods: modCtrl, Act: session.ActUIScaleUp},
		{Key: ebiten.KeyMinus, Mods: modCtrl, Act: session.ActUIScaleDown},
		{Key: ebiten.KeyNumpadSubtract, Mods: modCtrl, Act: session.ActUIScaleDown},
		{Key: ebiten.KeyF11, Act: session.ActFullscreen},
		{Key: ebiten.KeyR, Mods: modShift, Act: session.ActTurnView},
		{Key: ebiten.KeyR, Mods: modCtrl, Act: session.ActTurnViewHalf},
		{Key: ebiten.KeyO, Mods: modCtrl, Act: session.ActOpen},
		{Key: ebiten.KeyS, Mods: modCtrl | modShift, Act: session.ActSaveAs},
		{Key: ebiten.KeyComma, Mods: modCtrl, Act: session.ActSettings},
		{Key: ebiten.KeyP, Mods: modCtrl, Act: session.ActPlayerView},
		{Key: ebiten.KeyI, Mods: modCtrl, Act: session.ActImport},
		{Key: ebiten.KeyD, Act: session.ActToggleDoor},
		{Key: ebiten.KeyB, Act: session.ActMapEdit},
		{Key: ebiten.KeyX, Act: session.ActExplain},
		{Key: ebiten.KeyComma, Act: session.ActExplainPrev},
		{Key: ebiten.KeyPeriod, Act: session.ActExplainNext},
		{Key: ebiten.KeyP, Act: session.ActPermit},
		{Key: ebiten.KeyS, Act: session.ActSprint},
		{Key: ebiten.KeyW, Act: session.ActTogether},
		{Key: ebiten.KeyS, Mods: modShift, Act: session.ActPartnerSprint},
		{Key: ebiten.KeyPageUp, Act: session.ActBandUp},
		{Key: ebiten.KeyPageDown, Act: session.ActBandDown},
		{Key: ebiten.KeyT, Act: session.ActThrow},
		{Key: ebiten.KeyE, Act: session.ActEndRound},
		{Key: ebiten.KeyL, Act: session.ActLose},
		{Key: ebiten.KeyTab, Act: session.ActNextChoice},
	}
	for d := range 10 {
		km = append(km, Binding{Key: ebiten.KeyDigit0 + ebiten.Key(d), Act: session.ActDistance0 + session.Action(d)})
	}
	return km
}

// keyState is what the keymap needs to know about the keyboard this frame.
type keyState interface {
	Down(k ebiten.Key) bool
	JustPressed(k ebiten.Key) bool
}

// Actions returns the actions the keyboard asks for this frame in window
// w, in table order. A binding fires only when exactly its modifiers are
// held, so Ctrl+Q does not also press Q.
func (m Keymap) Actions(w window, ks keyState) []session.Action {
	var mods mod
	if ctrlHeld(ks) {
		mods |= modCtrl
	}
	if ks.Down(ebiten.KeyShiftLeft) || ks.Down(ebiten.KeyShiftRight) {
		mods |= modShift
	}
	var out []session.Action
	for _, b := range m {
		if actionWindows(b.Act)&w == 0 || (b.Mods != mods && !(b.Held && b.Mods == 0)) {
			continue
		}
		if (b.Held && ks.Down(b.Key)) || (!b.Held && ks.JustPressed(b.Key)) {
			out = append(out, b.Act)
		}
	}
	return out
}

// rebindableActions are the actions the settings panel lets a user give
// another key, in the order it lists them.
func rebindableActions() []session.Action {
	return []session.Action{session.ActPush, session.ActPull, session.ActSlide, session.ActCommit, session.ActCancel, session.ActUndo, session.ActRedo, session.ActSave, session.ActSaveAs, session.ActOpen, session.ActImport,
		session.ActTurn, session.ActMoveMode, session.ActKnockback, session.ActGrab, session.ActEscapeGrab, session.ActDig, session.ActMount, session.ActRoll, session.ActTactics, session.ActEdit, session.ActAddCreature, session.ActNotes,
		session.ActExport, session.ActVertical, session.ActMelee, session.ActStability, session.ActFit, session.ActToggleHeights, session.ActTheme, session.ActHelp, session.ActSettings, session.ActFullscreen, session.ActPlayerView, session.ActToggleDoor, session.ActMapEdit, session.ActExplain, session.ActExplainPrev, session.ActExplainNext, session.ActQuit,
		session.ActPermit, session.ActSprint, session.ActTogether, session.ActPartnerSprint, session.ActBandUp, session.ActBandDown, session.ActThrow, session.ActEndRound, session.ActLose, session.ActNextChoice}
}

// actionID is the name an action is rebound by in the settings file
// ("push", "saveAs"); "" for an action that cannot be rebound.
func actionID(a session.Action) string {
	switch a {
	case session.ActPush:
		return "push"
	case session.ActPull:
		return "pull"
	case session.ActSlide:
		return "slide"
	case session.ActCommit:
		return "commit"
	case session.ActCancel:
		return "cancel"
	case session.ActUndo:
		return "undo"
	case session.ActRedo:
		return "redo"
	case session.ActSave:
		return "save"
	case session.ActSaveAs:
		return "saveAs"
	case session.ActOpen:
		return "open"
	case session.ActImport:
		return "import"
	case session.ActTurn:
		return "turn"
	case session.ActMoveMode:
		return "moveMode"
	case session.ActKnockback:
		return "knockback"
	case session.ActGrab:
		return "grab"
	case session.ActEscapeGrab:
		return "escapeGrab"
	case session.ActDig:
		return "dig"
	case session.ActMount:
		return "mount"
	case session.ActRoll:
		return "roll"
	case session.ActTactics:
		return "tactics"
	case session.ActEdit:
		return "edit"
	case session.ActAddCreature:
		return "addCreature"
	case session.ActNotes:
		return "notes"
	case session.ActExport:
		return "export"
	case session.ActVertical:
		return "vertical"
	case session.ActMelee:
		return "melee"
	case session.ActStability:
		return "stability"
	case session.ActFit:
		return "fit"
	case session.ActToggleHeights:
		return "heights"
	case session.ActTheme:
		return "theme"
	case session.ActHelp:
		return "help"
	case session.ActSettings:
		return "settings"
	case session.ActFullscreen:
		return "fullscreen"
	case session.ActPlayerView:
		return "playerView"
	case session.ActToggleDoor:
		return "door"
	case session.ActMapEdit:
		return "mapEditor"
	case session.ActExplain:
		return "explain"
	case session.ActExplainPrev:
		return "explainPrev"
	case session.ActExplainNext:
		return "explainNext"
	case session.ActQuit:
		return "quit"
	case session.ActPermit:
		return "permit"
	case session.ActSprint:
		return "sprint"
	case session.ActTogether:
		return "together"
	case session.ActThrow:
		return "throw"
	case session.ActEndRound:
		return "endRound"
	case session.ActLose:
		return "lose"
	case session.ActNextChoice:
		return "nextChoice"
	case session.ActPartnerSprint:
		return "partnerSprint"
	case session.ActBandUp:
		return "bandUp"
	case session.ActBandDown:
		return "bandDown"
	}
	return ""
}

// KeyOf is the first key bound to a, as ParseKey reads it ("ctrl+O"),
// or "" when none is.
func (m Keymap) KeyOf(a session.Action) string {
	for _, b := range m {
		if b.Act == a {
			return keyText(b.Key, b.Mods)
		}
	}
	return ""
}

// Name is the first key bound to a as the help writes it ("Ctrl+Z",
// "X"), or "" when none is: for the words of a window that name a key.
func (m Keymap) Name(a session.Action) string {
	for _, b := range m {
		if b.Act == a {
			return keyName(b)
		}
	}
	return ""
}

// names is the keymap's key names for the messages that say which key to
// press (session.KeyNames): the defaults when m is nil; Escape and the
// page keys as sentences name them ("Esc cancels", "Page Up").
func (m Keymap) names(a session.Action) string {
	if m == nil {
		m = defaultKeymap()
	}
	k := m.Name(a)
	switch k {
	case "Escape":
		return "Esc"
	case "PageUp":
		return "Page Up"
	case "PageDown":
		return "Page Down"
	}
	return k
}

// say is the key bound to a as a message names it, or word (the
// button's) when none is (session.KeyNames.Key).
func (m Keymap) say(a session.Action, word string) string {
	return session.KeyNames(m.names).Key(a, word)
}

// keyInBrackets is " (W)", the key bound to a after a toggle's name, or ""
// when none is.
func keyInBrackets(m Keymap, a session.Action) string {
	if k := m.names(a); k != "" {
		return " (" + k + ")"
	}
	return ""
}

// turnedMessage says the map turned to deg degrees and which keys turn it.
func (m Keymap) turnedMessage(deg int) string {
	return fmt.Sprintf("Map turned to %d degrees (%s: a quarter turn, %s: half round).", deg,
		m.say(session.ActTurnView, "Rot 90°"), m.say(session.ActTurnViewHalf, "Rot 180°"))
}

// keyText is a key with its modifiers as the settings file writes it:
// "P", "ctrl+O", "ctrl+shift+S".
func keyText(k ebiten.Key, mods mod) string {
	name := k.String()
	if mods&modShift != 0 {
		name = "shift+" + name
	}
	if mods&modCtrl != 0 {
		name = "ctrl+" + name
	}
	return name
}

// ParseKey reads a key as the settings file and scripts write it: "P",
// "3", "Enter", "ctrl+O", "shift+Slash" (Ebitengine's key names, a letter
// or digit alone, modifiers ctrl and shift).
func ParseKey(s string) (ebiten.Key, mod, error) {
	parts := strings.Split(s, "+")
	var mods mod
	for _, m := range parts[:len(parts)-1] {
		switch strings.ToLower(m) {
		case "ctrl", "control":
			mods |= modCtrl
		case "shift":
			mods |= modShift
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
func (m Keymap) Rebind(a session.Action, k ebiten.Key, mods mod) (Keymap, error) {
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
func (m Keymap) set(a session.Action, k ebiten.Key, mods mod) (Keymap, error) {
	if actionID(a) == "" {
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

// shared is an error naming a key two actions of one window share, or a
// key a window reads itself (fixedKeys) given to one of its actions; nil
// when there is none.
func (m Keymap) shared() error {
	type key struct {
		k    ebiten.Key
		mods mod
	}
	by := map[key][]session.Action{}
	for _, b := range m {
		kk := key{b.Key, b.Mods}
		for _, a := range by[kk] {
			if w := actionWindows(a) & actionWindows(b.Act); a != b.Act && w != 0 {
				return fmt.Errorf("%s would do both %q and %q in %s", keyName(Binding{Key: b.Key, Mods: b.Mods}), a, b.Act, windowName(firstWindow(w)))
			}
		}
		by[kk] = append(by[kk], b.Act)
		for _, w := range []window{hexWindow, zoneWindow} {
			if actionWindows(b.Act)&w != 0 && b.Mods == 0 && slices.Contains(fixedKeys(w), b.Key) {
				return fmt.Errorf("%s is one of %s's own keys and cannot also do %q", keyName(b), windowName(w), b.Act)
			}
		}
	}
	return nil
}

// firstWindow is the first window of a set: square, hex, zone.
func firstWindow(w window) window {
	for _, one := range []window{squareWindow, hexWindow, zoneWindow} {
		if w&one != 0 {
			return one
		}
	}
	return squareWindow
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
		a := session.ActNone
		for _, r := range rebindableActions() {
			if actionID(r) == id {
				a = r
			}
		}
		if a == session.ActNone {
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
