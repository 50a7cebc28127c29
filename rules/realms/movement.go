package realms

import (
	"fmt"
	"strings"
)

// EffectKind is how an effect changes a creature's movement.
type EffectKind int

const (
	// Rate changes the movement rate by Value feet (armour and
	// encumbrance lower it, a quick step axiom raises it). Applied first.
	Rate EffectKind = iota
	// Percent restricts the movement to Value percent (bound: 50).
	// Applied after every rate change.
	Percent
	// Feet adds Value feet, usually negative (a ghoul's touch: -25).
	// Applied last.
	Feet
)

// String is "rate", "percent" or "feet", the effect's field in map files.
func (k EffectKind) String() string {
	switch k {
	case Percent:
		return "percent"
	case Feet:
		return "feet"
	}
	return "rate"
}

// Effect is a condition or magic that changes a creature's movement.
type Effect struct {
	Name  string
	Kind  EffectKind
	Value int
}

// MovementStep is one line of a movement breakdown: an effect and the
// movement after it.
type MovementStep struct {
	Effect Effect
	After  int
}

// Movement is a creature's movement for the round with its breakdown.
type Movement struct {
	// Species is the species movement in feet.
	Species int
	// Steps are the effects in the order they apply, each with the
	// movement after it.
	Steps []MovementStep
	// Round is the movement for the round after every effect. At 0 or
	// less the creature cannot move.
	Round int
}

// roundMovement is the movement for the round of a creature with the given
// species movement and effects: the species movement, then every rate
// change, then every percentage restriction, then every flat value; within
// each kind in the order given. A percentage drops fractions of a foot.
func roundMovement(species int, effects []Effect) Movement {
	m := Movement{Species: species, Round: species}
	for _, kind := range []EffectKind{Rate, Percent, Feet} {
		for _, e := range effects {
			if e.Kind != kind {
				continue
			}
			if kind == Percent {
				m.Round = m.Round * e.Value / 100
			} else {
				m.Round += e.Value
			}
			m.Steps = append(m.Steps, MovementStep{e, m.Round})
		}
	}
	return m
}

// CanMove reports whether the round's movement is above 0.
func (m Movement) CanMove() bool { return m.Round > 0 }

// Movement is the creature's movement for the round.
func (c *Creature) Movement() Movement { return roundMovement(c.Speed, c.Effects) }

// Action is something done on the turn that is paid for in movement.
type Action int

const (
	MountMedium    Action = iota // mounting a medium or large steed: 50% of species movement
	DismountMedium               // dismounting a medium or large steed: 50% of species movement
	MountHuge                    // mounting a huge or bigger steed: 100% of species movement
	DismountHuge                 // dismounting a huge or bigger steed: 100% of species movement
	PickUp                       // picking up an item from the ground: 10 feet
	ReadyShield                  // readying a shield without shield-use: 10 feet
	StandUp                      // standing up from prone: 50% of species movement
	SwitchWeapon                 // unsheathing or switching a weapon: 10 feet
	PickUpAndReady               // picking up a weapon and readying it for use: 20 feet
	actionCount
)

// String is the action's command-line name (mount-medium, stand-up, ...).
func (a Action) String() string {
	switch a {
	case MountMedium:
		return "mount-medium"
	case DismountMedium:
		return "dismount-medium"
	case MountHuge:
		return "mount-huge"
	case DismountHuge:
		return "dismount-huge"
	case PickUp:
		return "pick-up"
	case ReadyShield:
		return "ready-shield"
	case StandUp:
		return "stand-up"
	case SwitchWeapon:
		return "switch-weapon"
	case PickUpAndReady:
		return "pick-up-and-ready"
	}
	return fmt.Sprintf("action(%d)", int(a))
}

// ParseAction reads an action's command-line name.
func ParseAction(name string) (Action, error) {
	names := make([]string, 0, actionCount)
	for a := Action(0); a < actionCount; a++ {
		if a.String() == name {
			return a, nil
		}
		names = append(names, a.String())
	}
	return 0, fmt.Errorf("realms: action %q: want one of %s", name, strings.Join(names, ", "))
}

// Condition is the line of the text's table the action comes from.
func (a Action) Condition() string {
	switch a {
	case MountMedium, DismountMedium:
		return "Mounting/dismounting medium or large steed"
	case MountHuge, DismountHuge:
		return "Mounting/dismounting huge or bigger-sized steed"
	case PickUp:
		return "Pick up item from ground"
	case ReadyShield:
		return "Ready shield without shield-use"
	case StandUp:
		return "Standing up from prone"
	case SwitchWeapon:
		return "Unsheath/switch weapon"
	case PickUpAndReady:
		return "Both picking up a weapon and readying it for use"
	}
	return a.String()
}

// Cost is what the action takes from the round's movement, in feet, for a
// creature of the given species movement. Percentages are of the species
// movement, not of the movement after effects, and drop fractions of a
// foot.
func (a Action) Cost(species int) int {
	switch a {
	case MountMedium, DismountMedium, StandUp:
		return species * 50 / 100
	case MountHuge, DismountHuge:
		return species
	case PickUp, ReadyShield, SwitchWeapon:
		return 10
	case PickUpAndReady:
		return 20
	}
	return 0
}
