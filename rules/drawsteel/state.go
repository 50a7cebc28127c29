package drawsteel

// State is a creature's state at a glance, from its Stamina: the worst of
// winded, dying and dead that applies (a dying hero is also winded, and
// the token shows the dying).
type State int

const (
	// StateFine: Stamina above the winded value, or not tracked.
	StateFine State = iota
	// StateWinded: Stamina at or below half the maximum, above 0.
	StateWinded
	// StateDying: a hero at 0 Stamina or below, above the negative of its
	// winded value. "While you are dying, you can still act."
	StateDying
	// StateDead: a Director-controlled creature at 0 or below, or a hero
	// at the negative of its winded value or below.
	StateDead
	// StateDestroyed: an object at 0 Stamina or below.
	StateDestroyed
)

// String names the state as the token shows it ("" for StateFine).
func (s State) String() string {
	switch s {
	case StateWinded:
		return "winded"
	case StateDying:
		return "dying"
	case StateDead:
		return "dead"
	case StateDestroyed:
		return "destroyed"
	}
	return ""
}

// State is the creature's state from its Stamina (Draw Steel, Winded:
// "When your Stamina is equal to or less than your winded value, you are
// winded"; Dying and Death: "When your Stamina is 0 or lower, you are
// dying" and "if it reaches the negative of your winded value, you die";
// Director-Controlled Creatures: "die or are destroyed when their Stamina
// drops to 0"). Heroes are the creatures on the side "heroes"; every other
// creature is Director-controlled. The winded value is half the maximum,
// rounded down, as Dead reads it. Untracked Stamina (MaxStamina 0) is fine.
func (c *Creature) State() State {
	switch {
	case c.MaxStamina <= 0:
		return StateFine
	case c.Object && c.Stamina <= 0:
		return StateDestroyed
	case c.Dead():
		return StateDead
	case c.Dying():
		return StateDying
	case c.Stamina*2 <= c.MaxStamina:
		return StateWinded
	}
	return StateFine
}
