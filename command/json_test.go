package command

import (
	"bytes"
	"encoding/json"
	"regexp"
	"testing"
)

// TestAppendPretty checks the indenter against json.MarshalIndent with
// arrays of numbers joined on one line by a regular expression (the
// simple way to print the same, kept here as the reference).
func TestAppendPretty(t *testing.T) {
	numberArray := regexp.MustCompile(`\[\s*-?\d+(?:,\s*-?\d+)*\s*\]`)
	spaces := regexp.MustCompile(`\s+`)
	reference := func(v any) string {
		data, _ := json.MarshalIndent(v, "", "  ")
		return string(numberArray.ReplaceAllFunc(data, func(m []byte) []byte {
			m = spaces.ReplaceAll(m, []byte(" "))
			return bytes.ReplaceAll(bytes.ReplaceAll(m, []byte("[ "), []byte("[")), []byte(" ]"), []byte("]"))
		}))
	}
	tests := []any{
		map[string]any{"to": []int{1, -2, 3}, "path": [][]int{{1, 2, 0}, {2, 2, 0}}, "empty": []int{}, "none": map[string]int{}},
		[]any{"a [1, 2] string", `with "quotes" \ and [brackets] {braces}`, 1.5, true, nil, []any{1, "x"}},
		map[string]any{"events": []map[string]any{{"kind": "fall", "at": []int{0, 0, 0}, "text": "a, b: c"}}},
		[]int{},
		"<&>",
	}
	for _, v := range tests {
		compact, _ := json.Marshal(v)
		if got, want := string(AppendPretty(nil, compact, 0)), reference(v); got != want {
			t.Errorf("AppendPretty(%s) =\n%s\nwant\n%s", compact, got, want)
		}
	}
}
