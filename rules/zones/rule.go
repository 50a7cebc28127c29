package zones

import (
	"fmt"

	"github.com/battlemap/battlemap/rules"
)

// The rules an error or an event names: the headings of Seln: "Movement
// and Position" (a refusal's rules.Error.Rule is one of them).
const (
	RuleAdjacent   = "Adjacent zones"
	RuleOneWay     = "Adjacent zones (one way)"
	RuleSpeed      = "Your Movement"
	RuleSwimming   = "Swimming"
	RuleDifficult  = "Difficult Terrain"
	RuleClimbing   = "Climbing"
	RuleForced     = "Forced Movement"
	RuleLimit      = "Character limit"
	RuleSpill      = "Spill-over"
	RulePartnering = "Partnering Up"
	RulePartner    = "Moving with your Partner"
	RuleFalling    = "Falling"
	RuleWhirlpool  = "Whirlpool"
	RuleBands      = "Height and Depth"
	RuleSight      = "Line of sight"
	RuleZone       = "Zones"
)

func sentence(rule string) string {
	switch rule {
	case RuleAdjacent:
		return "If you cannot reach a zone, it is not Adjacent"
	case RuleOneWay:
		return "a sharp drop may grant access to the Pit of Deadly Vipers zone"
	case RuleSpeed:
		return "This is how many zones you may move when you take your Move each round"
	case RuleSwimming:
		return "You must spend 2 movement to cross the border; this may require using Sprint and thus forfeiting offensive actions"
	case RuleDifficult:
		return "If your Action has already been spent, you may not cross the border"
	case RuleForced:
		return "When targetting a zone with Difficult Terrain, the Result on the forced movement must be higher than the Difficult Terrain"
	case RuleLimit:
		return "Once the zone fills up, additional characters (friend or foe) must challenge Earth against a chosen defender within the zone."
	case RulePartner:
		return "If moving multiple zones, you both must have sufficient speed for the movement"
	case RuleWhirlpool:
		return "A whirlpool drags you down and prevents upwards movement."
	case RuleBands:
		return "Assuming you have the relevant movement ability, you may use your movement to change to the next adjacent zone"
	case RuleZone:
		return "Exact movement within a zone is not tracked."
	case RulePartnering:
		return "In other words, this is an exclusive pair between two and only two characters. No daisy chains."
	case RuleSight:
		return "You have line of sight on anything within your current zone."
	}
	return ""
}

// ruleErr is a move or throw the rules forbid: the rule's heading in
// Seln, the sentence broken, and what was asked, worded "rule: what".
func ruleErr(rule, format string, args ...any) *rules.Error {
	return refusal(rule, sentence(rule), fmt.Sprintf(format, args...))
}

// refusal is ruleErr with a sentence other than the rule's own.
func refusal(rule, sentence, detail string) *rules.Error {
	return &rules.Error{Rule: rule, Source: rules.Source{Seed: "Seln", Heading: rule, Sentence: sentence}, Detail: rule + ": " + detail}
}
