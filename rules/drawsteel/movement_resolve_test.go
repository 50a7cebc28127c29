package drawsteel

import (
	"strings"
	"testing"
)

func TestParseMoveMode(t *testing.T) {
	for _, m := range []MoveMode{ModeAdvance, ModeShift, ModeDisengage, ModeCharge, ModeTeleport} {
		if got, err := ParseMoveMode(m.String()); got != m || err != nil {
			t.Errorf("ParseMoveMode(%q) = %v, %v; want %v", m.String(), got, err, m)
		}
	}
	if _, err := ParseMoveMode("fly"); err == nil || !strings.Contains(err.Error(), "advance, shift") {
		t.Errorf("ParseMoveMode(fly) = %v, want an error listing the modes", err)
	}
}

// TestResolveMove resolves what a plan leaves to the caller, in step order.
func TestResolveMove(t *testing.T) {
	t.Run("an enemy's reach and damaging terrain", func(t *testing.T) {
		// @ steps east into damaging terrain (3 damage), leaving goblin
		// g's reach with that step. Draw Steel, Opportunity Attacks: "Whenever a
		// creature has an enemy adjacent to them and the enemy willingly
		// moves to a space that isn't adjacent to the creature without
		// shifting"; Draw Steel damaging terrain: "takes the damage ... when they
		// enter".
		b := mvBoard(t, `g@^.`)
		b.Creatures[1].Stamina = 20
		plan := PlanMove(b, MoveRequest{Mover: "@"}, []Pos{{2, 0, 0}, {3, 0, 0}})
		nb, o, err := ResolveMove(b, plan)
		if err != nil {
			t.Fatal(err)
		}
		if got := mvEventKinds(o); got != "opportunity-attack damaging-terrain" {
			t.Errorf("ResolveMove events %q, want the opportunity attack, then the damaging terrain", got)
		}
		if m, _ := nb.Creature("@"); o.Damage["@"] != 3 || m.Stamina != 17 || m.At != (Square{3, 0}) {
			t.Errorf("ResolveMove: damage %v, @ at %v with stamina %d; want 3 damage, at 3,0 with 17", o.Damage, m.At, m.Stamina)
		}
		if o.Events[0].Other != "g" || o.Events[0].Creature != "@" {
			t.Errorf("opportunity attack %+v, want g striking @", o.Events[0])
		}
	})
	t.Run("off a ledge", func(t *testing.T) {
		// Draw Steel, Falling: "When a creature falls 2 or more squares, they take
		// 2 damage for each square they fell ... and land prone."
		b := mvBoard(t, `.@..`)
		mvHeights(t, b, `3300`)
		b.Creatures[0].Stamina = 20
		plan := PlanMove(b, MoveRequest{Mover: "@", AllowFalls: true}, []Pos{{2, 0, 0}})
		nb, o, err := ResolveMove(b, plan)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := nb.Creature("@")
		if got := mvEventKinds(o); got != "fall prone" || o.Damage["@"] != 6 || m.Stamina != 14 || !m.Prone || m.Pos() != (Pos{2, 0, 0}) {
			t.Errorf("ResolveMove off 3 squares: %q, damage %v, @ at %v stamina %d prone %v; want a fall of 6 to 2,0,0, prone", got, o.Damage, m.Pos(), m.Stamina, m.Prone)
		}
	})
	t.Run("an illegal plan", func(t *testing.T) {
		b := mvBoard(t, `@..a`)
		plan := PlanMove(b, MoveRequest{Mover: "@"}, []Pos{{1, 0, 0}, {2, 0, 0}, {3, 0, 0}})
		if _, _, err := ResolveMove(b, plan); err == nil {
			t.Errorf("ResolveMove into a's space = nil error, want %q", plan.Why)
		}
	})
}

func mvEventKinds(o Outcome) string {
	var kinds []string
	for _, e := range o.Events {
		kinds = append(kinds, e.Kind.String())
	}
	return strings.Join(kinds, " ")
}
