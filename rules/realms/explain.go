package realms

import "github.com/battlemap/battlemap/rules"

// StepSource is the sentence of Enchanted Realms that prices a step of a move: the
// hex's 5 feet, difficult terrain at twice that, a non-hostile's space as
// difficult terrain, or crawling at three times. The explain panel quotes
// it beside the step.
func StepSource(s Step) rules.Source {
	const heading = "A quick reminder of what we know about movement"
	switch {
	case s.Crawling:
		return rules.Source{Seed: "Enchanted Realms", Heading: heading, Sentence: "Crawling speed costs 3 feet for every 1 traveled"}
	case s.Through != "":
		return ruleSource(RuleOccupiedEnd)
	case s.Difficult:
		return rules.Source{Seed: "Enchanted Realms", Heading: heading, Sentence: "Difficult terrain costs 2 feet for every 1 traveled"}
	}
	return rules.Source{Seed: "Enchanted Realms", Heading: heading, Sentence: "A hex on the battlemap equals 5 feet"}
}

// RemainingSource is the sentence of Enchanted Realms that takes a move's cost from
// the round's movement.
func RemainingSource() rules.Source { return ruleSource(RuleMovementLeft) }
