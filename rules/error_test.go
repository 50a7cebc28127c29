package rules

import (
	"errors"
	"fmt"
	"testing"
)

func TestSourceString(t *testing.T) {
	s := Source{Seed: "Enchanted Realms", Heading: "Implied permission happens most of the time", Sentence: "Hostile creatures, however, can only access the space controlled by that person’s permission or by forcing a competition."}
	want := `Enchanted Realms, Implied permission happens most of the time: "Hostile creatures, however, can only access the space controlled by that person’s permission or by forcing a competition."`
	if got := s.String(); got != want {
		t.Errorf("Source.String() = %s, want %s", got, want)
	}
}

// The error's text is its Detail, and errors.As finds it through the
// wrapping a caller adds.
func TestErrorAs(t *testing.T) {
	e := &Error{Rule: "hostile-space", Source: Source{Seed: "Enchanted Realms"}, Detail: "hostile-space: [2, 1] is in the space of orc"}
	err := fmt.Errorf("move 3 of 4: %w", e)
	var re *Error
	if !errors.As(err, &re) || re != e {
		t.Fatalf("errors.As(%v) = %v, want the rule error", err, re)
	}
	if got, want := err.Error(), "move 3 of 4: hostile-space: [2, 1] is in the space of orc"; got != want {
		t.Errorf("error text = %q, want %q", got, want)
	}
}
