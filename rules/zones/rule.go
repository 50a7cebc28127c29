package zones

import "fmt"

// RuleError is a move or throw the rules forbid: the rule's heading in
// 003, the sentence broken, and what was asked.
type RuleError struct {
	// Rule is the heading of the rule broken ("Adjacent zones", "Speed").
	Rule string
	// Sentence quotes the rule from 003.
	Sentence string
	// Detail says what was asked and why it breaks the rule.
	Detail string
}

func (e *RuleError) Error() string {
	return fmt.Sprintf("zones: %s: %s (%q)", e.Rule, e.Detail, e.Sentence)
}

// The rules a RuleError can name, with their sentences from 003.
const (
	ruleAdjacent  = "Adjacent zones"
	ruleSpeed     = "Your Movement"
	ruleOneWay    = "Adjacent zones (one way)"
	ruleSwimming  = "Swimming"
	ruleDifficult = "Difficult Terrain"
	ruleForced    = "Forced Movement"
	ruleLimit     = "Character limit"
	rulePartner   = "Moving with your Partner"
	ruleWhirlpool = "Whirlpool"
	ruleBands     = "Height and Depth"
	ruleSight     = "Line of sight"
	ruleFalling   = "Falling"
	ruleSpill     = "Spill-over"
	ruleClimbing  = "Climbing"
	ruleEffects   = "Tile effects"
	ruleZone      = "Zones"
)

func sentence(rule string) string {
	switch rule {
	case ruleAdjacent:
		return "If you cannot reach a zone, it is not Adjacent"
	case ruleOneWay:
		return "a sharp drop may grant access to the Pit of Deadly Vipers zone"
	case ruleSpeed:
		return "This is how many zones you may move when you take your Move each round"
	case ruleSwimming:
		return "You must spend 2 movement to cross the border; this may require using Sprint and thus forfeiting offensive actions"
	case ruleDifficult:
		return "If your Action has already been spent, you may not cross the border"
	case ruleForced:
		return "When targetting a zone with Difficult Terrain, the Result on the forced movement must be higher than the Difficult Terrain"
	case ruleLimit:
		return "Once the zone fills up, additional characters (friend or foe) must challenge Earth against a chosen defender within the zone."
	case rulePartner:
		return "If moving multiple zones, you both must have sufficient speed for the movement"
	case ruleWhirlpool:
		return "A whirlpool drags you down and prevents upwards movement."
	case ruleBands:
		return "Assuming you have the relevant movement ability, you may use your movement to change to the next adjacent zone"
	case ruleZone:
		return "Exact movement within a zone is not tracked."
	case ruleSight:
		return "You have line of sight on anything within your current zone."
	}
	return ""
}

func ruleErr(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Sentence: sentence(rule), Detail: fmt.Sprintf(format, args...)}
}
