package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/session"
)

// TestActionTableKeysParse: every default key of the action table is one
// ParseKey reads and keyText writes back the same, so the keymap has
// every key the table gives.
func TestActionTableKeysParse(t *testing.T) {
	for _, s := range session.Actions() {
		for _, name := range s.Keys {
			k, mods, err := ParseKey(name)
			if err != nil {
				t.Errorf("%q: default key %q: %v", s.Act, name, err)
				continue
			}
			if back := keyText(k, mods); back != name {
				t.Errorf("%q: default key %q reads back as %q", s.Act, name, back)
			}
		}
	}
	for _, o := range session.OwnKeys() {
		for _, name := range o.Keys {
			if _, _, err := ParseKey(name); err != nil {
				t.Errorf("own key %q (%s): %v", name, o.Help, err)
			}
		}
	}
}

// TestHelpShowsEveryAction: the help of each ruleset's window has a row
// for every action that ruleset hears, with the line the table gives it
// there, beside its key. Declared merges: the arrows share one row (the
// left arrow's line), and the digits share the 0's row where 0 is heard.
func TestHelpShowsEveryAction(t *testing.T) {
	km := DefaultKeymap()
	for _, w := range []window{SquareWindow, HexWindow, ZoneWindow} {
		r := rulesetOf(w)
		rows := HelpRows(km, w)
		find := func(line string) (string, bool) {
			for _, row := range rows {
				if row[1] == line {
					return row[0], true
				}
			}
			return "", false
		}
		zero, _ := session.Spec(session.ActDistance0)
		for _, s := range session.Actions() {
			if s.Heard&r == 0 {
				continue
			}
			line, key := s.HelpIn(r), session.KeySaid(s.Keys[0])
			switch {
			case s.Act >= session.ActPanLeft && s.Act <= session.ActPanDown:
				left, _ := session.Spec(session.ActPanLeft)
				line = left.HelpIn(r)
			case s.Act > session.ActDistance0 && s.Act <= session.ActDistance9 && zero.Heard&r != 0:
				line, key = zero.HelpIn(r), "0 … 9"
			}
			keys, ok := find(line)
			if !ok {
				t.Errorf("%s: help has no row %q for %q", windowName(w), line, s.Act)
				continue
			}
			if !slices.Contains(strings.FieldsFunc(keys, func(r rune) bool { return r == ',' || r == ' ' }), key) && keys != key {
				t.Errorf("%s: help row %q says keys %q, want %s among them", windowName(w), line, keys, key)
			}
		}
		for _, row := range rows {
			if row[1] == "" {
				t.Errorf("%s: help row for %q has no line", windowName(w), row[0])
			}
		}
	}
}

// TestHelpNamesReboundKeys: a key rebound in the settings is the one the
// help shows.
func TestHelpNamesReboundKeys(t *testing.T) {
	km, err := DefaultKeymap().With(map[string]string{"push": "U"})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, row := range HelpRows(km, SquareWindow) {
		if row[1] == session.ActPush.String() {
			found = true
			if row[0] != "U" {
				t.Errorf("help row for push: keys %q, want U", row[0])
			}
		}
	}
	if !found {
		t.Errorf("help has no row for push")
	}
}
