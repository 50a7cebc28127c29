package zones

import (
	"errors"
	"fmt"

	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// Explain narrates what the zone window previews, for its explain panel:
// the end of the round previewed (E), else the move declared and waiting
// for its challenges' results, else creature id's move into zone to as a
// drop would declare it (id or to "": none). Nil when nothing is
// previewed.
func (p *ZonePlay) Explain(id, to string) []session.ExplainStep {
	switch {
	case p.endRound != nil:
		return ExplainZoneOutcome(*p.endRound)
	case p.pending != nil:
		return p.explainPlan(p.pending.plan, nil)
	case id == "" || to == "":
		return nil
	}
	if c, ok := p.board.Creature(id); !ok || c.Zone == to {
		return nil
	}
	plan, err := p.preview(id, to)
	return p.explainPlan(plan, err)
}

// explainPlan narrates a move's plan: its cost against the Speed, each
// challenge it asks for, then what the move does (falls, arrivals,
// partnerships ending), each with its sentence of Seln; or the rule that
// refuses it.
func (p *ZonePlay) explainPlan(plan zones.MovePlan, err error) []session.ExplainStep {
	if err != nil {
		var re *rules.Error
		if errors.As(err, &re) {
			return []session.ExplainStep{{What: "The move is not allowed: " + re.Error(), Rule: re.Source}}
		}
		return []session.ExplainStep{{What: "The move is not allowed: " + err.Error()}}
	}
	who := p.name(plan.Creature)
	if plan.Partner != "" {
		who += " with " + p.name(plan.Partner)
	}
	steps := []session.ExplainStep{{What: fmt.Sprintf("%s moves into %s: costs %d of speed %d, %d left", who, p.zoneLabel(plan.To), plan.Cost, plan.Speed, plan.Remaining),
		Rule: zones.SpeedSource(plan.Sprint != nil)}}
	for _, ch := range plan.Challenges {
		steps = append(steps, session.ExplainStep{What: "Challenge: " + p.challengeText(ch), Rule: zones.ChallengeSource(ch)})
	}
	for _, e := range plan.Events {
		if e.Kind != zones.EventMoved {
			steps = append(steps, session.ExplainStep{What: e.Text, Rule: zones.EventSource(e)})
		}
	}
	return steps
}

// ExplainZoneOutcome narrates a move or throw on a zone map step by step,
// for the explain panel: each event of the outcome with the sentence of
// Seln it applies.
func ExplainZoneOutcome(o zones.Outcome) []session.ExplainStep {
	steps := make([]session.ExplainStep, 0, len(o.Events))
	for _, e := range o.Events {
		steps = append(steps, session.ExplainStep{What: e.Text, Rule: zones.EventSource(e)})
	}
	if len(steps) == 0 {
		steps = append(steps, session.ExplainStep{What: "Nothing happens."})
	}
	return steps
}
