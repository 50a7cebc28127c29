package realms

import "fmt"

// The rules a move can break; RuleError.Rule is one of these.
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
)

// RuleSource is the paragraph and sentence of the rules text that a rule
// reads.
type RuleSource struct {
	// Text is the rules text: "004" (the seed file 004_8017e2fcb2dc3df7.txt)
	// or, for the few things the text leaves to the map, "issue 12".
	Text string
	// Paragraph is the opening words of the paragraph (or table line).
	Paragraph string
	// Sentence is the sentence itself, word for word.
	Sentence string
}

// String formats the source as the tests quote it: 004 "Paragraph": "Sentence".
func (s RuleSource) String() string {
	return fmt.Sprintf("%s %q: %q", s.Text, s.Paragraph, s.Sentence)
}

// Source is the sentence of the rules text that rule reads.
func Source(rule string) RuleSource {
	switch rule {
	case RuleNoMovement:
		return RuleSource{"004", "This is also important when a magical effect",
			"Furthering this example, let’s assume the shackled but quick-stepped dwarf is now touched by a ghoul, having his “total” movement reduced by another 25 feet -- suddenly, the dwarf is effectively paralyzed, as his movement is now zero."}
	case RuleMovementLeft:
		return RuleSource{"004", "A quick reminder of what we know about movement",
			"When moving, subtract the hex cost until no movement remains"}
	case RuleBlocked:
		return RuleSource{"issue 12", "The rules", "Walls and impassable hexes block."}
	case RuleHostileSpace:
		return RuleSource{"004", "Implied permission happens most of the time",
			"Hostile creatures, however, can only access the space controlled by that person’s permission or by forcing a competition."}
	case RuleOccupiedEnd:
		return RuleSource{"004", "Implied permission happens most of the time",
			"Allies and other non-hostiles can walk through someone’s space; however, it does count as difficult terrain, but they may pass through it."}
	case RuleNotAdjacent:
		return RuleSource{"004", "A quick reminder of what we know about movement",
			"When moving, subtract the hex cost until no movement remains"}
	case RuleNotProne:
		return RuleSource{"004", "ConditionPenalty", "Standing up from prone50% species movement"}
	case RuleNoPath:
		return RuleSource{"004", "A quick reminder of what we know about movement",
			"When moving, subtract the hex cost until no movement remains"}
	}
	return RuleSource{}
}

// RuleError is a move the rules do not allow: which rule, the sentence it
// comes from, and what happened.
type RuleError struct {
	// Rule is one of the Rule* names.
	Rule string
	// Source is the sentence of the rules text the move breaks.
	Source RuleSource
	// Detail says what happened, with the creature and hexes involved.
	Detail string
}

func (e *RuleError) Error() string { return "realms: " + e.Rule + ": " + e.Detail }

func ruleError(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Source: Source(rule), Detail: fmt.Sprintf(format, args...)}
}
