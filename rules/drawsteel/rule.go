package drawsteel

import (
	"fmt"

	"github.com/battlemap/battlemap/rules"
)

// The rules a Draw Steel refusal names (rules.Error.Rule) besides the
// forced movements' own ("Push X", "Pull X", "Slide X", "Stability").
const (
	ruleGrab        = "Grab"
	ruleKnockback   = "Knockback"
	ruleEscapeGrab  = "Escape Grab"
	ruleDig         = "Dig"
	ruleStandUp     = "Stand Up"
	ruleFly         = "Fly"
	ruleBurrow      = "Burrow"
	ruleTeleport    = "Teleport"
	ruleStability   = "Stability"
	seedCombat      = "Draw Steel" // the Combat chapter
	seedForced      = "Draw Steel" // the Forced Movement section
	stopSentence    = "You can't stop moving in any other creature's space, including to make a strike or use a main action or maneuver while in that space and then continuing your move, unless that creature's size is two or more sizes greater or smaller than your own."
	grabbedSentence = "A creature who is grabbed by another creature, an object, or an effect (see Grab below) can attempt to escape by using the following ability."
)

// The headings of rules that messages outside the package name beside
// what they explain, as the rules texts write them: Draw Steel: "Opportunity
// Attacks"; Draw Steel "Can't Cut Corners".
const (
	RuleOpportunityAttacks = "Opportunity Attacks"
	RuleCantCutCorners     = "Can't Cut Corners"
)

// refuse is a rule refusal: the rule, the sentence it reads, and the
// message users read (detail, formatted).
func refuse(rule string, src rules.Source, format string, args ...any) *rules.Error {
	return &rules.Error{Rule: rule, Source: src, Detail: fmt.Sprintf(format, args...)}
}

// combat is a sentence of Draw Steel's Combat chapter, under heading.
func combat(heading, sentence string) rules.Source {
	return rules.Source{Seed: seedCombat, Heading: heading, Sentence: sentence}
}

// maneuverSource is the sentence that says whom the one-creature melee
// maneuver name (Grab or Knockback) targets; size: the size limit.
func maneuverSource(name string, size bool) rules.Source {
	switch {
	case size:
		return combat(name, "You can usually target only creatures of your size or smaller. If your Might score is 2 or higher, you can target any creature with a size equal to or less than your Might score.")
	case name == ruleKnockback:
		return combat(name, "A creature wanting to push an adjacent creature away from them can attempt to shove that creature using the following ability.")
	}
	return combat(name, "A creature seeking to keep a foe close and locked down can attempt to grab a creature using the following ability.")
}

// movementTypeSource is the sentence of the movement type a creature
// lacks in its speed entry (Fly, Burrow or Teleport).
func movementTypeSource(rule string) rules.Source {
	switch rule {
	case ruleFly:
		return combat("Fly", "A creature who has “fly” in their speed entry, or who gains the temporary ability to fly, can move through the air vertically or horizontally at full speed and remain in midair.")
	case ruleBurrow:
		return combat("Burrow", "A creature who has “burrow” in their speed entry, or who gains the temporary ability to burrow, can move through dirt horizontally, and either has the means to breathe while doing so or doesn't require air to live.")
	}
	return combat("Teleport", "If a creature can teleport as part of their usual movement, they can use the Advance move action to teleport a number of squares up to their usual speed, unmodified by conditions or effects.")
}

// digSource is the Dig maneuver's sentence: what it takes (moving false)
// or how far it goes (moving true).
func digSource(moving bool) rules.Source {
	if moving {
		return combat("Dig Maneuver", "When a creature uses the Dig maneuver, they can move vertically up to a number of squares equal to their size.")
	}
	return combat("Dig Maneuver", "To use the Dig maneuver, a creature must have \"burrow\" in their speed entry, they must have a speed that is equal to or greater than their size, and they must be touching terrain that can be burrowed through.")
}

// forcedSource is the sentence of Draw Steel that rule (a forced movement's
// heading or "Stability") reads; sentence is the quoted text the message
// cites (see forcedRuleForMove).
func forcedSource(rule, sentence string) rules.Source {
	if rule == ruleStability {
		sentence = "When a creature is force moved, they can reduce that movement up to a number of squares equal to their stability."
	}
	if len(sentence) >= 2 && sentence[0] == '"' && sentence[len(sentence)-1] == '"' {
		sentence = sentence[1 : len(sentence)-1]
	}
	return rules.Source{Seed: seedForced, Heading: rule, Sentence: sentence}
}
