package session

import "strings"

// Button is one large button of the hex and zone windows (every action reachable
// with a large touch target, no keyboard needed): its name, what
// it does, whether it is lit or does nothing now and why. Session says
// which buttons there are (HexTabButtons, ZonePlay.Buttons,
// ZonePlay.ResultButtons); the window makes each an ebitenui button and
// turns its press into the button's action.
type Button struct {
	// Name is the button's readable name, unique among the buttons shown:
	// what a script's "button NAME" presses ("Stand up", "Save as…").
	Name string
	// Label is what the button shows when session labels it: the name and
	// its key ("Stand up  7", the hex panel). "" when the window adds the
	// key itself (the zone bar).
	Label string
	// Right is a figure shown at the button's right end ("25 ft"), or "".
	Right string
	// Act is the keymap's action the button sends; ActNone for a key the
	// window reads itself (Key) or a step of the number typed (Step).
	Act Action
	// Key is the hex window's own key the button presses when Act is
	// ActNone: "L" (prone) or an effect's letter (HexEffects).
	Key string
	// Creature is the creature a per-creature toggle names (the hex
	// panel's permissions: "Through Orc"), pressed when Act is ActNone.
	Creature string
	// Step is the result pad's − (-1) and + (1): it changes the number
	// typed instead of sending an action.
	Step int
	// On marks a toggle that is on, an action chosen for the next move, or
	// what waits (the throw set up, the end of the round previewed: End
	// round again applies it).
	On bool
	// Off marks a button that can do nothing now (drawn dim); Why says
	// why, when known (tapping it shows Why in the status line).
	Off bool
	Why string
	// Cols is 1 for a button that takes a row of its own in the hex
	// panel (an action with its cost, a lone last one); 0 shares a row
	// of two.
	Cols int
}

// Matches reports whether a script's words name b: its name or its
// label, spaces aside ("Map editor B" is the Map editor's).
func (b Button) Matches(words string) bool {
	w := strings.Join(strings.Fields(words), " ")
	return w == b.Name || w == strings.Join(strings.Fields(b.Label), " ")
}

// Labelled gives each button of bs that sends an action and has no name
// the action table's label for that action in ruleset r (labelled).
func Labelled(r Rulesets, bs []Button) []Button { return labelled(r, bs) }
