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
// each "what happens" and below it "the rule: heading, “sentence” (seed
// file)".
func FormatExplain(steps []ExplainStep) string {
	var sb strings.Builder
	for i, st := range steps {
		if i > 0 {
			sb.WriteByte('\n')
		}
		fmt.Fprintf(&sb, "%d. %s", i+1, st.What)
		if r := st.Rule; r.Sentence != "" {
			file := r.Seed
			if f, ok := seedFiles()[r.Seed]; ok {
				file = f
			}
			fmt.Fprintf(&sb, "\n   The rule: %s, “%s” (%s)", r.Heading, r.Sentence, file)
		}
	}
	return sb.String()
}

// seedFiles are the rules texts by seed number (see the seeds' README).
func seedFiles() map[string]string {
	return map[string]string{
		"000": "000_aa0e2bbacaeadbf0.txt",
		"001": "001_f59f50f324d7ade2.txt",
		"002": "002_f77a00482932047c.txt",
		"003": "003_ef4f627e9f36809f.txt",
		"004": "004_8017e2fcb2dc3df7.txt",
	}
}
