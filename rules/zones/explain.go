package zones

import "github.com/battlemap/battlemap/rules"

// EventSource is the sentence of Seln that an event applies, for the
// explain panel to quote beside it: a throw's adjacency, a fall's damage
// for its landing surface, a zone's effects on arrival, and so on. An
// event whose rule names no sentence here gives the zero Source.
func EventSource(e Event) rules.Source {
	src := func(heading, sentence string) rules.Source {
		return rules.Source{Seed: "Seln", Heading: heading, Sentence: sentence}
	}
	switch e.Kind {
	case EventThrown:
		return src(RuleForced, "The target zone must be Adjacent")
	case EventFall:
		if e.Fall == nil {
			return src(RuleFalling, "In general, you may fall into a lower zone easily.")
		}
		switch e.Fall.Surface {
		case Water:
			return src(RuleFalling, "Take 1 damage for every 20 meters fallen")
		case Soft:
			return src(RuleFalling, "Take 1 damage for every 40 meters fallen")
		case Ungodly:
			return src(RuleFalling, "Take 1 damage for every 1 meter fallen")
		}
		return src(RuleFalling, "Take 1 damage for every 5 meters fallen")
	case EventArrival:
		return src(RuleZone, "Zones may have elemental effects that help or hinder; traps that trigger based on luck or effect; and consumable items that anyone within that Zone can use for an edge.")
	case EventSpillOver:
		return src(RuleSpill, "Randomly distribute them into all Adjacent zones (for example, by rolling 1d6 and counting zones clockwise to find their new home)")
	case EventBreath:
		return src(RuleSwimming, "Once you exceed that value, you take a stacking Penalty of 5 per round. When that Penalty exceeds your Earth defense, you pass out.")
	case EventPartnershipEnds:
		return src(RulePartnering, "If your Partner moves to another zone, your Partnership ends")
	}
	if s := sentence(e.Rule); s != "" {
		return src(e.Rule, s)
	}
	return rules.Source{}
}

// SpeedSource is the sentence of Seln a move's cost is measured against:
// the Speed, or Sprint's when sprinting.
func SpeedSource(sprint bool) rules.Source {
	if sprint {
		return rules.Source{Seed: "Seln", Heading: RuleSpeed, Sentence: "You may take the Sprint Action; this raises your Speed to 3"}
	}
	return rules.Source{Seed: "Seln", Heading: RuleSpeed, Sentence: sentence(RuleSpeed)}
}

// ChallengeSource is the sentence of Seln that asks for a challenge on a
// move: difficult terrain's, climbing's or a full zone's.
func ChallengeSource(c Challenge) rules.Source {
	src := func(heading, sentence string) rules.Source {
		return rules.Source{Seed: "Seln", Heading: heading, Sentence: sentence}
	}
	switch c.Kind {
	case KindClimb:
		return src(RuleClimbing, "To enter a zone by climbing, you will need to defeat the matching Challenge.")
	case KindLimit:
		return src(RuleLimit, sentence(RuleLimit))
	}
	return src(RuleDifficult, "You must Challenge Air or Earth (your choice) against the Difficult Terrain rating")
}
