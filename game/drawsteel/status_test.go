package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

func TestSummarizeMoveNamesOpportunityAttacks(t *testing.T) {
	b := drawsteel.NewBoard(6, 6)
	walker := []drawsteel.MoveType{drawsteel.Walk}
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 1, Y: 1}, Speed: 5, Stamina: 30, MaxStamina: 30, Movement: walker},
		{ID: "goblin", Name: "Goblin", Side: "enemies", Size: drawsteel.SizeSmall, At: drawsteel.Square{X: 2, Y: 1}, Speed: 6, Stamina: 8, MaxStamina: 8, Movement: walker},
	}
	in := dsplay.NewInteraction(b)
	// the fury walks away from the adjacent goblin, without shifting
	plan := drawsteel.PlanMove(b, drawsteel.MoveRequest{Mover: "fury", Mode: drawsteel.ModeAdvance}, []drawsteel.Pos{{X: 0, Y: 1}, {X: 0, Y: 2}, {X: 0, Y: 3}})
	if len(plan.OpportunityAttacks) != 1 {
		t.Fatalf("PlanMove away from the goblin: %d opportunity attacks, want 1 (%s)", len(plan.OpportunityAttacks), plan.Why)
	}
	// Draw Steel, Opportunity Attacks: "Whenever a creature has an enemy adjacent
	// to them and the enemy willingly moves to a space that isn't adjacent
	// to the creature without shifting, the creature can take advantage of
	// that movement to quickly make a melee free strike". The summary names
	// the heading as the text writes it.
	got := summarizeMove(in, plan)
	if want := "Goblin gets a free strike (Opportunity Attacks)"; !strings.Contains(got, want) {
		t.Errorf("summarizeMove = %q, want it to hold %q", got, want)
	}
}
