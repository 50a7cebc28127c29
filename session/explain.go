package session

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/rules"
)

// ExplainStep is one step of a narrated preview: what happens, and the
// sentence of the rules text it applies (the zero Source when the step
// applies no rule, such as a square the move cannot reach).
type ExplainStep struct {
	What string
	Rule rules.Source
}

// FormatExplain is the steps as the explain panel shows them: numbered,
// each "what happens" and below it "the rule: heading, “sentence”
// (ruleset)".
func FormatExplain(steps []ExplainStep) string {
	var sb strings.Builder
	for i, st := range steps {
		if i > 0 {
			sb.WriteByte('\n')
		}
		fmt.Fprintf(&sb, "%d. %s", i+1, st.What)
		if r := st.Rule; r.Sentence != "" {
			fmt.Fprintf(&sb, "\n   The rule: %s, “%s” (%s)", r.Heading, r.Sentence, r.Seed)
		}
	}
	return sb.String()
}
