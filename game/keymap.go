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
	SquareWindow window = 1 << iota
	HexWindow
	ZoneWindow
	everyWindow = SquareWindow | HexWindow | ZoneWindow
)

// windowOf is the windows of a set of rulesets: a ruleset's window is
// the one that hears its actions.
func windowOf(r session.Rulesets) window {
	var w window
	if r&session.OnSquares != 0 {
		w |= SquareWindow
	}
	if r&session.OnHexes != 0 {
		w |= HexWindow
	}
	if r&session.OnZones != 0 {
		w |= ZoneWindow
	}
	return w
}

// actionWindows is the windows an action does something in (the action
// table's Heard): two actions may share a key only when no window has
// both.
func actionWindows(a session.Action) window {
	s, _ := session.Spec(a)
	return windowOf(s.Heard)
}

// FixedKeys are keys a window reads itself, outside the keymap, that no
// action of that window may be given (the action table's reserved
// OwnKeys): the hex window's edits of the creature shown, the zone
// window's Backspace and number pad digits (typing a result).
func FixedKeys(w window) []ebiten.Key {
	var keys []ebiten.Key
	for _, o := range session.OwnKeys() {
		if !o.Reserved || windowOf(o.Heard)&w == 0 {
			continue
		}
		for _, name := range o.Keys {
			if k, mods, err := ParseKey(name); err == nil && mods == 0 {
				keys = append(keys, k)
			}
		}
	}
	return keys
}

// windowName is a window as the settings' messages name it.
func windowName(w window) string {
	switch w {
	case HexWindow:
		return "the hex window"
	case ZoneWindow:
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

// DefaultKeymap is the default keys of the action table, in its order.
// A key there that ParseKey cannot read is a mistake in the table, which
// TestActionTableKeysParse catches; it is left out.
func DefaultKeymap() Keymap {
	var km Keymap
	for _, s := range session.Actions() {
		for _, name := range s.Keys {
			k, mods, err := ParseKey(name)
			if err != nil {
				continue
			}
			km = append(km, Binding{Key: k, Mods: mods, Held: s.Held, Act: s.Act})
		}
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
	if CtrlHeld(ks) {
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
// another key (those with a settings id), in the table's order.
func rebindableActions() []session.Action {
	var out []session.Action
	for _, s := range session.Actions() {
		if s.ID != "" {
			out = append(out, s.Act)
		}
	}
	return out
}

// actionID is the name an action is rebound by in the settings file
// ("push", "saveAs"); "" for an action that cannot be rebound.
func actionID(a session.Action) string {
	s, _ := session.Spec(a)
	return s.ID
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

// keysOf is every key bound to a, in the keymap's order, as the settings
// file writes them.
func (m Keymap) keysOf(a session.Action) []string {
	var out []string
	for _, b := range m {
		if b.Act == a {
			out = append(out, keyText(b.Key, b.Mods))
		}
	}
	return out
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

// Names is the keymap's key names for the messages that say which key to
// press (session.KeyNames): the defaults when m is nil; Escape and the
// page keys as sentences name them ("Esc cancels", "Page Up").
func (m Keymap) Names(a session.Action) string {
	if m == nil {
		m = DefaultKeymap()
	}
	if k := m.KeyOf(a); k != "" {
		return session.KeySaid(k)
	}
	return ""
}

// Say is the key bound to a as a message names it, or word (the
// button's) when none is (session.KeyNames.Key).
func (m Keymap) Say(a session.Action, word string) string {
	return session.KeyNames(m.Names).Key(a, word)
}

// KeyInBrackets is " (W)", the key bound to a after a toggle's name, or ""
// when none is.
func KeyInBrackets(m Keymap, a session.Action) string {
	if k := m.Names(a); k != "" {
		return " (" + k + ")"
	}
	return ""
}

// turnedMessage says the map turned to deg degrees and which keys turn it.
func (m Keymap) turnedMessage(deg int) string {
	return fmt.Sprintf("Map turned to %d degrees (%s: a quarter turn, %s: half round).", deg,
		m.Say(session.ActTurnView, "Rot 90°"), m.Say(session.ActTurnViewHalf, "Rot 180°"))
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
	out, err := m.Set(a, k, mods)
	if err != nil {
		return m, err
	}
	if err := out.shared(); err != nil {
		return m, err
	}
	return out, nil
}

// Set is the keymap with a's first key changed to k with mods.
func (m Keymap) Set(a session.Action, k ebiten.Key, mods mod) (Keymap, error) {
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
		for _, w := range []window{HexWindow, ZoneWindow} {
			if actionWindows(b.Act)&w != 0 && b.Mods == 0 && slices.Contains(FixedKeys(w), b.Key) {
				return fmt.Errorf("%s is one of %s's own keys and cannot also do %q", keyName(b), windowName(w), b.Act)
			}
		}
	}
	return nil
}

// firstWindow is the first window of a set: square, hex, zone.
func firstWindow(w window) window {
	for _, one := range []window{SquareWindow, HexWindow, ZoneWindow} {
		if w&one != 0 {
			return one
		}
	}
	return SquareWindow
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
		if out, err = out.Set(a, k, mods); err != nil {
			return m, fmt.Errorf("%s: %w", id, err)
		}
	}
	if err := out.shared(); err != nil {
		return m, err
	}
	return out, nil
}
