package drawsteel

import (
	"fmt"
	"strconv"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// typing is a number being typed for the selected creature: damage, or
// healing after a +.
type typing struct {
	on     string // the creature it is for ("" : nothing typed)
	heal   bool
	digits string
}

// typesAmount reports whether digits are damage or healing now rather
// than a forced move's distance: a creature is selected and nothing is
// being aimed.
func (in *Interaction) typesAmount() bool {
	return in.mode == ModeIdle && in.selected != ""
}

// Typing is the damage or healing typed so far for the selected creature,
// as the status says it; "" when none is being typed.
func (in *Interaction) Typing() string {
	if in.typed.on == "" {
		return ""
	}
	return in.typingMessage()
}

// typeKey takes a digit or a sign typed while a creature is selected.
func (in *Interaction) typeKey(a session.Action) {
	if in.typed.on != in.selected {
		in.typed = typing{on: in.selected}
	}
	switch a {
	case session.ActHealSign:
		in.typed.heal, in.typed.digits = true, ""
	case session.ActDamageSign:
		in.typed.heal, in.typed.digits = false, ""
	default:
		if len(in.typed.digits) < 4 {
			in.typed.digits += strconv.Itoa(int(a - session.ActDistance0))
		}
	}
	in.message = in.typingMessage()
}

// typingMessage says what Enter will do with the number typed.
func (in *Interaction) typingMessage() string {
	what := "Damage to"
	if in.typed.heal {
		what = "Healing for"
	}
	n := in.typed.digits
	if n == "" {
		n = "…"
	}
	return fmt.Sprintf("%s %s: %s — %s applies, %s cancels.", what, in.Name(in.typed.on), n,
		in.key(session.ActCommit, "Commit"), in.key(session.ActCancel, "Cancel"))
}

// applyTyped applies the number typed as damage or healing: one undo step.
func (in *Interaction) applyTyped() {
	t := in.typed
	in.typed = typing{}
	n, _ := strconv.Atoi(t.digits)
	if t.digits == "" {
		in.message = "Type a number first: damage, or + and a number for healing."
		return
	}
	if t.heal {
		in.Heal(t.on, n)
	} else {
		in.Damage(t.on, n)
	}
}

// Damage reduces creature id's Stamina by n: Draw Steel, Stamina: "your
// Stamina is reduced by an amount equal to the remaining damage". It goes
// no lower than the negative of the maximum, where the encounter format
// stops (a hero is dead long before, at the negative of its winded value).
func (in *Interaction) Damage(id string, n int) {
	in.edit(id, func(b *drawsteel.Board, c *drawsteel.Creature) (string, error) {
		if c.MaxStamina <= 0 {
			return "", fmt.Errorf("%s has no Stamina kept (give it a Max Stamina first)", called(b, c))
		}
		c.Stamina = max(c.Stamina-n, -c.MaxStamina)
		return fmt.Sprintf("%s takes %d damage (Stamina %d of %d)", called(b, c), n, c.Stamina, c.MaxStamina), nil
	})
}

// Heal gives creature id n Stamina back, never above its maximum: Draw
// Steel, Stamina: "Some effects can also reduce your Stamina maximum,
// limiting the amount of Stamina you can regain."
func (in *Interaction) Heal(id string, n int) {
	in.edit(id, func(b *drawsteel.Board, c *drawsteel.Creature) (string, error) {
		if c.MaxStamina <= 0 {
			return "", fmt.Errorf("%s has no Stamina kept (give it a Max Stamina first)", called(b, c))
		}
		was := c.Stamina
		c.Stamina = min(c.Stamina+n, c.MaxStamina)
		return fmt.Sprintf("%s regains %d Stamina (Stamina %d of %d)", called(b, c), c.Stamina-was, c.Stamina, c.MaxStamina), nil
	})
}
