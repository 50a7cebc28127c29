package realms

import (
	"fmt"

	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// ExplainHexMove narrates a willing move on an Enchanted Realms hex map
// step by step, for the explain panel: the actions taken first, each hex
// with what it costs and the sentence that prices it, then what is left of
// the round's movement.
func ExplainHexMove(b *realms.Board, p realms.Plan) []session.ExplainStep {
	name := p.Creature
	if c := b.Creature(p.Creature); c != nil {
		name = calledOn(b, c)
	}
	var steps []session.ExplainStep
	for _, a := range p.Budget.Actions {
		steps = append(steps, session.ExplainStep{What: fmt.Sprintf("%s: %d ft", a.Action, a.Feet)})
	}
	spent := p.Budget.ActionCost
	for _, s := range p.Steps {
		spent += s.Feet
		at := b.Pos(s.To)
		what := fmt.Sprintf("%s enters [%d, %d]: %d ft", name, at[0], at[1], s.Feet)
		switch {
		case s.Crawling:
			what += ", crawling"
		case s.Through != "":
			who := s.Through
			if o := b.Creature(who); o != nil {
				who = calledOn(b, o)
			}
			what += fmt.Sprintf(", through %s's space (as difficult terrain)", who)
		case s.Difficult:
			what += ", difficult terrain"
		}
		steps = append(steps, session.ExplainStep{What: fmt.Sprintf("%s (%d of %d ft spent)", what, spent, p.Speed()), Rule: realms.StepSource(s)})
	}
	steps = append(steps, session.ExplainStep{What: fmt.Sprintf("%d ft of movement this round − %d spent = %d ft left", p.Speed(), spent, p.Remaining), Rule: realms.RemainingSource()})
	return steps
}
