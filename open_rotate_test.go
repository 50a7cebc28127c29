package main

import (
	"strings"
	"testing"
)

// TestOpenRefusesABadRotate: open --rotate takes 0, 90, 180 or 270 only, and
// says so.
func TestOpenRefusesABadRotate(t *testing.T) {
	for _, v := range []string{"45", "-90", "360", "1", "half"} {
		t.Run(v, func(t *testing.T) {
			code, _, stderr := runArgs("open", "assets/encounters/cliffside.json", "--rotate", v)
			if code != 2 || !strings.Contains(stderr, "rotate") {
				t.Errorf("open --rotate %s: exit %d, stderr %q; want 2 naming --rotate", v, code, stderr)
			}
			if v != "half" && !strings.Contains(stderr, "want 0, 90, 180 or 270, e.g. --rotate 180") {
				t.Errorf("open --rotate %s: stderr %q; want the valid form", v, stderr)
			}
		})
	}
}
