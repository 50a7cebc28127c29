package session

import (
	"strings"
	"testing"
)

// TestEveryActionHasARow: the table has one row for every action, each
// heard somewhere, with a help line and at least one default key.
func TestEveryActionHasARow(t *testing.T) {
	rows := map[Action]int{}
	for _, s := range Actions() {
		rows[s.Act]++
	}
	for a := ActNone + 1; a <= ActDistance9; a++ {
		s, ok := Spec(a)
		if rows[a] != 1 || !ok {
			t.Errorf("action %d (%q) has %d rows in the table, want 1", a, a, rows[a])
			continue
		}
		if s.Help == "" || s.Heard == 0 || len(s.Keys) == 0 {
			t.Errorf("action %d: help %q, heard %v, keys %v; want all three", a, s.Help, s.Heard, s.Keys)
		}
		if s.Heard&^OnEvery != 0 {
			t.Errorf("action %q: heard by %b, outside the three rulesets", a, s.Heard)
		}
	}
	if _, ok := Spec(ActNone); ok {
		t.Errorf("ActNone has a row; it is no action")
	}
}

// canonicalKey is key with its modifiers in the settings file's order
// (ctrl, then shift), lower case.
func canonicalKey(key string) string {
	parts := strings.Split(key, "+")
	var ctrl, shift bool
	for _, m := range parts[:len(parts)-1] {
		ctrl = ctrl || strings.EqualFold(m, "ctrl")
		shift = shift || strings.EqualFold(m, "shift")
	}
	out := parts[len(parts)-1]
	if shift {
		out = "shift+" + out
	}
	if ctrl {
		out = "ctrl+" + out
	}
	return out
}

// TestNoKeySharedWithinARuleset: two actions one ruleset hears never
// share a default key, nor take a key that ruleset's window keeps for
// itself (OwnKeys, Reserved). The same key may do different things in
// different rulesets (S slides on squares and Sprints on zones).
func TestNoKeySharedWithinARuleset(t *testing.T) {
	for _, r := range EachRuleset() {
		by := map[string]Action{}
		for _, s := range Actions() {
			if s.Heard&r == 0 {
				continue
			}
			for _, k := range s.Keys {
				if canonicalKey(k) != k {
					t.Errorf("%q: key %q, want it written as the settings file writes it, %q", s.Act, k, canonicalKey(k))
				}
				if other, ok := by[k]; ok && other != s.Act {
					t.Errorf("%s: %s does both %q and %q", r, k, other, s.Act)
				}
				by[k] = s.Act
			}
		}
		for _, o := range OwnKeys() {
			if !o.Reserved || o.Heard&r == 0 {
				continue
			}
			for _, k := range o.Keys {
				if a, ok := by[k]; ok {
					t.Errorf("%s: %s is the window's own key (%s) and also does %q", r, k, o.Help, a)
				}
			}
		}
	}
}

// TestSettingsIDsAreUnchanged: the settings file's Keys name actions by
// these ids, with these default keys; a file written before must still
// read the same.
func TestSettingsIDsAreUnchanged(t *testing.T) {
	want := map[string]string{
		"push": "P", "pull": "L", "slide": "S", "commit": "Enter", "cancel": "Escape", "undo": "ctrl+Z", "redo": "ctrl+shift+Z",
		"save": "ctrl+S", "saveAs": "ctrl+shift+S", "open": "ctrl+O", "import": "ctrl+I", "turn": "Space", "moveMode": "N",
		"knockback": "K", "grab": "G", "escapeGrab": "shift+G", "dig": "shift+D", "mount": "shift+M", "roll": "R", "tactics": "I",
		"edit": "E", "addCreature": "A", "notes": "O", "export": "ctrl+E", "vertical": "V", "melee": "M", "stability": "T", "fit": "F",
		"heights": "H", "theme": "C", "help": "shift+Slash", "settings": "ctrl+Comma", "fullscreen": "F11", "playerView": "ctrl+P",
		"door": "D", "mapEditor": "B", "explain": "X", "explainPrev": "Comma", "explainNext": "Period", "quit": "ctrl+Q",
		"permit": "P", "sprint": "S", "together": "W", "partnerSprint": "shift+S", "bandUp": "PageUp", "bandDown": "PageDown",
		"throw": "T", "endRound": "E", "lose": "L", "nextChoice": "Tab",
		"prone": "L", "quickStep": "Q", "encumbered": "E", "bound": "K", "ghoulTouch": "G",
		"heal": "shift+Equal", "damage": "shift+Minus",
	}
	got := map[string]string{}
	for _, s := range Actions() {
		if s.ID == "" {
			continue
		}
		if _, dup := got[s.ID]; dup {
			t.Errorf("two actions have the settings id %q", s.ID)
		}
		got[s.ID] = s.Keys[0]
	}
	for id, k := range want {
		if got[id] != k {
			t.Errorf("settings id %q: first default key %q, want %q", id, got[id], k)
		}
	}
	for id := range got {
		if _, ok := want[id]; !ok {
			t.Errorf("settings id %q is new: add it to this test's list once it is a contract", id)
		}
	}
}

func TestKeyLabel(t *testing.T) {
	for _, c := range []struct{ key, label, said string }{
		{"P", "P", "P"},
		{"ctrl+shift+Z", "Ctrl+Shift+Z", "Ctrl+Shift+Z"},
		{"shift+Slash", "?", "?"},
		{"BracketRight", "]", "]"},
		{"Digit3", "3", "3"},
		{"ctrl+Comma", "Ctrl+,", "Ctrl+,"},
		{"ArrowLeft", "←", "←"},
		{"Escape", "Escape", "Esc"},
		{"PageUp", "PageUp", "Page Up"},
		{"ctrl+Equal", "Ctrl++", "Ctrl++"},
	} {
		if got := KeyLabel(c.key); got != c.label {
			t.Errorf("KeyLabel(%q) = %q, want %q", c.key, got, c.label)
		}
		if got := KeySaid(c.key); got != c.said {
			t.Errorf("KeySaid(%q) = %q, want %q", c.key, got, c.said)
		}
	}
}
