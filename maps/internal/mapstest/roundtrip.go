package mapstest

import (
	"bytes"
	"testing"

	"github.com/battlemap/battlemap/maps"
)

// RoundTrips is the fuzzers' check: Parse never panics, an error
// has a text, and whatever Parse accepts Marshal writes and Parse reads
// back to the same document.
func RoundTrips(t *testing.T, data []byte) {
	e, err := maps.Parse("fuzz.json", data)
	if err != nil {
		if err.Error() == "" {
			t.Errorf("Parse(%q) error has no text", data)
		}
		return
	}
	first, err := e.Marshal()
	if err != nil {
		t.Fatalf("Parse(%q) accepted, but Marshal() = %v", data, err)
	}
	e2, err := maps.Parse("first.json", first)
	if err != nil {
		t.Fatalf("Parse(Marshal(Parse(%q))) = %v, want no error; Marshal wrote:\n%s", data, err, first)
	}
	second, err := e2.Marshal()
	if err != nil {
		t.Fatalf("Marshal(Parse(Marshal(Parse(%q)))) = %v", data, err)
	}
	if !bytes.Equal(first, second) {
		t.Fatalf("load, save, load of %q is not stable:\n%s\n---\n%s", data, first, second)
	}
}
