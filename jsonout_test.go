package main

import (
	"bytes"
	"encoding/json"
	"io"
	"regexp"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
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
		if got, want := string(appendPretty(nil, compact, 0)), reference(v); got != want {
			t.Errorf("appendPretty(%s) =\n%s\nwant\n%s", compact, got, want)
		}
	}
}

// TestWritePreviewStreams: the option list written one option at a time
// is what writeJSON prints for the whole preview.
func TestWritePreviewStreams(t *testing.T) {
	enc, err := maps.Load(sample)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"slide 3", "push 2", "vertical pull 2"} {
		mv, _ := drawsteel.ParseMove(m)
		p, err := drawsteel.PreviewForced(enc.Square.Board, drawsteel.ForcedMove{Move: mv, Target: "goblin", Source: "fury"})
		if err != nil {
			t.Fatal(err)
		}
		var streamed, whole bytes.Buffer
		if writePreview(&streamed, io.Discard, p) != 0 || writeJSON(&whole, io.Discard, p) != 0 {
			t.Fatalf("%s: writing failed", m)
		}
		if streamed.String() != whole.String() {
			t.Errorf("%s: writePreview printed\n%.300s\nwant writeJSON's\n%.300s", m, streamed.String(), whole.String())
		}
	}
}
