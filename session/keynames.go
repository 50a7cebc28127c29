package session

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
