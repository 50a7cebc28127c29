package rules

import "fmt"

// Source is where a rule is written: the ruleset whose text it is, the
// heading (or the opening words of the paragraph) and the sentence itself.
type Source struct {
	// Seed names the rules text by its ruleset ("Draw Steel", "Enchanted
	// Realms", "Seln"), or is "battlemap" for the few things the texts
	// leave to the map, which the ruleset's docs/rules-*.md page decides.
	Seed string
	// Heading is the heading of the rule, or the opening words of the
	// paragraph (or table line) that holds the sentence.
	Heading string
	// Sentence is the sentence, word for word.
	Sentence string
}

// String is the source as tests and messages quote it:
// Ruleset, Heading: "Sentence".
func (s Source) String() string {
	return fmt.Sprintf("%s, %s: %q", s.Seed, s.Heading, s.Sentence)
}

// Error is something a ruleset refuses because a rule forbids it: which
// rule, the sentence it breaks and where that is written, and what was
// asked. Every ruleset returns it (or a type that wraps it) for every
// rule refusal, so errors.As(err, new(*rules.Error)) finds the rule
// whatever the ruleset. Bad input (an unknown id, a position off the map)
// is an ordinary error, not an *Error.
type Error struct {
	// Rule is the rule's name in its ruleset ("Push X", "Grab",
	// "hostile-space", "Adjacent zones").
	Rule string
	// Source is the sentence the refusal reads.
	Source Source
	// Detail is what was asked and why the rule forbids it, in the words
	// a user reads: it is the error's text.
	Detail string
}

func (e *Error) Error() string { return e.Detail }
