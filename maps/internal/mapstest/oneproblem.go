package mapstest

import (
	"errors"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
)

// OneProblem checks that Parse finds exactly one problem in data, at
// want's line, column and path, its message starting with want's.
func OneProblem(t *testing.T, data string, want maps.Problem) {
	t.Helper()
	_, err := maps.Parse("enc.json", []byte(data))
	var le *maps.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("Parse(%q) = %v, want a *LoadError", data, err)
	}
	if len(le.Problems) != 1 {
		t.Fatalf("Parse(%q) found %d problems, want 1:\n%v", data, len(le.Problems), err)
	}
	got := le.Problems[0]
	if got.Line != want.Line || got.Column != want.Column || got.Path != want.Path ||
		!strings.HasPrefix(got.Message, want.Message) {
		t.Errorf("Parse(%q) = %q, want %q...", data, got.String(), want.String())
	}
	if !strings.HasPrefix(err.Error(), "enc.json:") {
		t.Errorf("Parse(%q) error = %q, want it to start with the file name", data, err)
	}
}
