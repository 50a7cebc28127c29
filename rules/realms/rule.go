package realms

import (
	"fmt"

	"github.com/battlemap/battlemap/rules"
)

// The rules a move can break; a refusal's rules.Error.Rule is one of these.
const (
	// RuleNoMovement: the round's movement is 0 or less.
	RuleNoMovement = "no-movement"
	// RuleMovementLeft: actions and path cost more than the round's movement.
	RuleMovementLeft = "movement-left"
	// RuleBlocked: a wall, impassable hex or the map's edge is in the way.
	RuleBlocked = "blocked"
	// RuleHostileSpace: the path enters a hostile creature's space.
	RuleHostileSpace = "hostile-space"
	// RuleOccupiedEnd: the move ends in another creature's space.
	RuleOccupiedEnd = "occupied-end"
	// RuleNotAdjacent: a path step is not to a neighbouring hex.
	RuleNotAdjacent = "not-adjacent"
	// RuleNotProne: standing up when not prone.
	RuleNotProne = "not-prone"
	// RuleNoPath: no path at all leads to the hex.
	RuleNoPath = "no-path"
	// RuleEdge: a thin wall, closed door or window stands on the side
	// the step crosses.
	RuleEdge = "edge"
)

// ruleSource is the sentence of the rules text that rule reads.
func ruleSource(rule string) rules.Source {
	switch rule {
	case RuleNoMovement:
		return rules.Source{Seed: "Enchanted Realms", Heading: "This is also important when a magical effect",
			Sentence: "Furthering this example, let’s assume the shackled but quick-stepped dwarf is now touched by a ghoul, having his “total” movement reduced by another 25 feet -- suddenly, the dwarf is effectively paralyzed, as his movement is now zero."}
	case RuleMovementLeft, RuleNotAdjacent, RuleNoPath:
		return rules.Source{Seed: "Enchanted Realms", Heading: "A quick reminder of what we know about movement",
			Sentence: "When moving, subtract the hex cost until no movement remains"}
	case RuleBlocked:
		return rules.Source{Seed: "battlemap", Heading: "Walls",
			Sentence: "Walls and impassable hexes block."}
	case RuleHostileSpace:
		return rules.Source{Seed: "Enchanted Realms", Heading: "Implied permission happens most of the time",
			Sentence: "Hostile creatures, however, can only access the space controlled by that person’s permission or by forcing a competition."}
	case RuleOccupiedEnd:
		return rules.Source{Seed: "Enchanted Realms", Heading: "Implied permission happens most of the time",
			Sentence: "Allies and other non-hostiles can walk through someone’s space; however, it does count as difficult terrain, but they may pass through it."}
	case RuleNotProne:
		return rules.Source{Seed: "Enchanted Realms", Heading: "ConditionPenalty",
			Sentence: "Standing up from prone50% species movement"}
	case RuleEdge:
		return rules.Source{Seed: "battlemap", Heading: "Thin walls and doors on cell edges",
			Sentence: "they block movement and line of effect; doors open and close"}
	}
	return rules.Source{}
}

// ruleError is a move the rules do not allow: which rule, the sentence it
// comes from, and what happened, worded "rule: what happened".
func ruleError(rule, format string, args ...any) *rules.Error {
	return &rules.Error{Rule: rule, Source: ruleSource(rule), Detail: rule + ": " + fmt.Sprintf(format, args...)}
}
