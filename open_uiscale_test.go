package main

import (
	"strings"
	"testing"
)

// TestOpenRefusesABadUIScale: open --ui-scale takes 1 to 3 only, and says so.
func TestOpenRefusesABadUIScale(t *testing.T) {
	for _, v := range []string{"0", "0.5", "3.5", "-2", "NaN", "big"} {
		t.Run(v, func(t *testing.T) {
			code, _, stderr := runArgs("open", "assets/encounters/cliffside.json", "--ui-scale", v)
			if code != 2 || !strings.Contains(stderr, "ui-scale") {
				t.Errorf("open --ui-scale %s: exit %d, stderr %q; want 2 naming --ui-scale", v, code, stderr)
			}
			if v != "big" && !strings.Contains(stderr, "from 1 to 3, e.g. --ui-scale 2") {
				t.Errorf("open --ui-scale %s: stderr %q; want the valid form", v, stderr)
			}
		})
	}
}
