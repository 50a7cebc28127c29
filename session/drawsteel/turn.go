package drawsteel

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Turn is where the encounter is in Draw Steel's turn order; the encounter
// file saves it (maps.Turn).
type Turn = maps.Turn

// Turn is the turn order as it is now.
func (in *Interaction) Turn() Turn { return in.hist.Turn() }

// NextSide is the side whose turn comes next: sides alternate, and a side
// with no creature left to act passes to the other.
func (in *Interaction) NextSide() string {
	t := in.Turn()
	waiting := map[string]int{}
	var order []string
	for _, c := range in.Board().Creatures {
		if !takesTurns(&c) || t.HasActed(c.ID) || c.ID == t.Acting {
			continue
		}
		if _, ok := waiting[c.Side]; !ok {
			order = append(order, c.Side)
		}
		waiting[c.Side]++
	}
	for _, s := range order {
		if s != t.Last {
			return s
		}
	}
	if len(order) > 0 {
		return order[0]
	}
	return ""
}

// takeTurn starts the selected creature's turn, or ends the acting one
// (Space). Ending the last turn of a round starts the next round. Each
// change is an undoable step.
func (in *Interaction) takeTurn() {
	t := in.Turn().Clone()
	b := in.Board()
	if t.Acting != "" {
		c, _ := b.Creature(t.Acting)
		name := in.Name(t.Acting)
		t.Acted = append(t.Acted, t.Acting)
		if c != nil {
			t.Last = c.Side
		}
		t.Acting, t.Moved = "", 0
		what := fmt.Sprintf("%s ends its turn", name)
		if in.everyoneActed(t) {
			t.Round++
			t.Acted, t.Last = nil, ""
			what += fmt.Sprintf("; round %d begins", t.Round)
		}
		in.hist.PushTurn(t, what)
		if next := in.NextSide(); next != "" {
			in.message = fmt.Sprintf("%s. Next: the %s. Select who acts and press %s.", what, next, in.key(session.ActTurn, "Turn"))
		} else {
			in.message = what + "."
		}
		return
	}
	c, ok := b.Creature(in.selected)
	switch {
	case !ok:
		in.message = "Select the creature whose turn it is, then press " + in.key(session.ActTurn, "Turn") + "."
		return
	case c.Object:
		in.message = "Objects don't take turns."
		return
	case c.Dead():
		in.message = fmt.Sprintf("%s is dead: the dead take no turns.", in.Name(c.ID))
		return
	case t.HasActed(c.ID):
		in.message = fmt.Sprintf("%s has already had its turn this round.", in.Name(c.ID))
		return
	}
	t.Round = max(t.Round, 1)
	t.Acting, t.Moved = c.ID, 0
	what := fmt.Sprintf("Round %d: %s's turn", t.Round, in.Name(c.ID))
	in.hist.PushTurn(t, what)
	in.message = what + ". Drag it to move; " + in.key(session.ActTurn, "Turn") + " ends the turn."
}

func (in *Interaction) everyoneActed(t Turn) bool {
	for _, c := range in.Board().Creatures {
		if takesTurns(&c) && !t.HasActed(c.ID) {
			return false
		}
	}
	return true
}

// TurnSummary is the turn tracker's line: round, who acts, movement used.
func (in *Interaction) TurnSummary() string {
	t := in.Turn()
	if t.Round == 0 {
		return "Turns: select who acts first and press " + in.key(session.ActTurn, "Turn") + "."
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "ROUND %d", t.Round)
	if t.Acting != "" {
		c, _ := in.Board().Creature(t.Acting)
		fmt.Fprintf(&sb, " · %s's turn", in.Name(t.Acting))
		if c != nil {
			fmt.Fprintf(&sb, ": moved %d of speed %d", t.Moved, drawsteel.EffectiveSpeed(c))
		}
	} else if next := in.NextSide(); next != "" {
		fmt.Fprintf(&sb, " · the %s act next", next)
	}
	acted, actors := in.countActors(t)
	fmt.Fprintf(&sb, " · %d of %d have acted", acted, actors)
	return sb.String()
}

// countActors counts the creatures who take turns this round and how many
// of them have acted (one who died after acting drops out of both).
func (in *Interaction) countActors(t Turn) (acted, actors int) {
	for _, c := range in.Board().Creatures {
		if takesTurns(&c) {
			actors++
			if t.HasActed(c.ID) {
				acted++
			}
		}
	}
	return acted, actors
}

// takesTurns reports whether c is in the turn order: not an object, and
// not dead (Draw Steel, Dying and Death: a hero "can still act" while
// dying; the dead take no turns).
func takesTurns(c *drawsteel.Creature) bool { return !c.Object && !c.Dead() }
