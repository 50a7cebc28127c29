package maps

import (
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestFormatDoc keeps docs/format.md true: every block marked
// <!-- check: KIND --> is checked against the code.
//
//	ok       a file that must load
//	summary  the Summary of the last ok file
//	marshal  what Marshal writes for the complete example (the first ok file)
//	rewritten what Marshal writes for the last ok file
//	error    a file that must not load
//	errors   the error listing for the last error file, named cave.json
func TestFormatDoc(t *testing.T) {
	doc, err := os.ReadFile("../docs/format.md")
	if errors.Is(err, os.ErrNotExist) {
		t.Skip("docs/format.md is not here")
	}
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)<!-- check: (\\w+) -->\n```\\w+\n(.*?)```").FindAllSubmatch(doc, -1)
	if len(blocks) < 5 {
		t.Fatalf("docs/format.md has %d checked blocks, want at least 5", len(blocks))
	}
	var last, first *Encounter
	var lastErr error
	for i, b := range blocks {
		kind, text := string(b[1]), string(b[2])
		switch kind {
		case "ok":
			last, err = Parse("example.json", []byte(text))
			if err != nil {
				t.Errorf("block %d: Parse(example) error:\n%v", i, err)
			}
			if first == nil {
				first = last
			}
		case "summary":
			if last == nil {
				continue
			}
			if got := last.Summary() + "\n"; got != text {
				t.Errorf("block %d: Summary() = %q, docs say %q", i, got, text)
			}
		case "marshal":
			if first == nil {
				continue
			}
			if got, _ := first.Marshal(); string(got) != text {
				t.Errorf("block %d: Marshal() =\n%s\ndocs say\n%s", i, got, text)
			}
		case "rewritten":
			if last == nil {
				continue
			}
			if got, _ := last.Marshal(); string(got) != text {
				t.Errorf("block %d: Marshal() =\n%s\ndocs say\n%s", i, got, text)
			}
		case "error":
			_, lastErr = Parse("cave.json", []byte(text))
			if lastErr == nil {
				t.Errorf("block %d: Parse(cave.json) = nil error, docs show it failing", i)
			}
		case "errors":
			if lastErr == nil {
				continue
			}
			if got := lastErr.Error() + "\n"; got != text {
				t.Errorf("block %d: Parse(cave.json) error =\n%s\ndocs say\n%s", i, got, text)
			}
		default:
			t.Errorf("block %d: unknown check %q", i, kind)
		}
	}
	if !strings.Contains(string(doc), "FILE:LINE:COLUMN: PATH: MESSAGE") {
		t.Errorf("docs/format.md no longer describes the error format")
	}
}
