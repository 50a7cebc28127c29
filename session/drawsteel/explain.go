package drawsteel

import (
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// ExplainShown narrates a previewed forced move step by step, for the
// explain panel: each event of the outcome with the sentence its rule
// reads. A square the move cannot be aimed at is one step saying why.
func ExplainShown(s Shown) []session.ExplainStep {
	if !s.Legal {
		why := s.Why
		if why == "" {
			why = "the move cannot be aimed there"
		}
		return []session.ExplainStep{{What: "Not here: " + why}}
	}
	steps := make([]session.ExplainStep, 0, len(s.Outcome.Events))
	for _, e := range s.Outcome.Events {
		steps = append(steps, session.ExplainStep{What: e.Text, Rule: drawsteel.EventSource(e)})
	}
	if len(steps) == 0 {
		steps = append(steps, session.ExplainStep{What: "Nothing happens: the target stays where it is."})
	}
	return steps
}
