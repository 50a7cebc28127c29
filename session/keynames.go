package session

import "strings"

// KeyNames names the key the window's keymap binds to an action ("E",
// "Ctrl+Z"; "" for none), for the words that tell which key to press:
// a key rebound in the settings is the one named.
type KeyNames func(Action) string

// Label is a button's word with the key keys binds to a, as the windows
// label their buttons: "End round (E)", or the word alone when keys is
// nil or names no key.
func (keys KeyNames) Label(word string, a Action) string {
	if k := keys.name(a); k != "" {
		return word + " (" + k + ")"
	}
	return word
}

// Key is the key keys binds to a, as a sentence names it ("Ctrl+Z
// undoes it"), or word, the button's, when keys is nil or binds no key
// to a ("the Undo button undoes it").
func (keys KeyNames) Key(a Action, word string) string {
	if k := keys.name(a); k != "" {
		return k
	}
	return word
}

// name is the key bound to a, "" when none is (or keys is nil).
func (keys KeyNames) name(a Action) string {
	if keys == nil {
		return ""
	}
	return keys(a)
}

// KeyLabel is a key as the settings file writes it ("ctrl+shift+Z",
// "shift+Slash", "BracketRight", "Digit3") as the help and the buttons
// show it: "Ctrl+Shift+Z", "?", "]", "3".
func KeyLabel(key string) string {
	parts := strings.Split(key, "+")
	name := parts[len(parts)-1]
	var ctrl, shift bool
	for _, m := range parts[:len(parts)-1] {
		switch strings.ToLower(m) {
		case "ctrl", "control":
			ctrl = true
		case "shift":
			shift = true
		}
	}
	var out []string
	if ctrl {
		out = append(out, "Ctrl")
	}
	if shift && name == "Slash" {
		return strings.Join(append(out, "?"), "+")
	}
	if sym, ok := keySymbol(name); ok {
		name = sym
	}
	name = strings.TrimPrefix(name, "Digit")
	if shift {
		out = append(out, "Shift")
	}
	return strings.Join(append(out, name), "+")
}

// KeySaid is a key as a sentence names it: KeyLabel's, with Escape and the
// page keys as people say them ("Esc cancels", "Page Up").
func KeySaid(key string) string {
	switch k := KeyLabel(key); k {
	case "Escape":
		return "Esc"
	case "PageUp":
		return "Page Up"
	case "PageDown":
		return "Page Down"
	default:
		return k
	}
}

// keySymbol is what is printed on a key shown by a symbol, if it is one.
func keySymbol(name string) (string, bool) {
	switch name {
	case "Equal":
		return "+", true
	case "Minus":
		return "-", true
	case "BracketLeft":
		return "[", true
	case "BracketRight":
		return "]", true
	case "Comma":
		return ",", true
	case "Period":
		return ".", true
	case "ArrowLeft":
		return "←", true
	case "ArrowRight":
		return "→", true
	case "ArrowUp":
		return "↑", true
	case "ArrowDown":
		return "↓", true
	}
	return "", false
}
