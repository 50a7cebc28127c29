package drawsteel

import (
	"strings"
	"testing"
)

// TestCheckMode: the willing moves' modes, the maneuvers and dismount
// pass; anything else is refused naming every kind the flag takes.
func TestCheckMode(t *testing.T) {
	for _, ok := range []string{"advance", "shift", "disengage", "charge", "teleport", "escape-grab", "dig", "dismount"} {
		if err := CheckMode(ok); err != nil {
			t.Errorf("CheckMode(%q) = %v, want nil", ok, err)
		}
	}
	err := CheckMode("fly")
	if err == nil {
		t.Fatal(`CheckMode("fly") = nil, want an error`)
	}
	for _, want := range []string{"--mode", "escape-grab", "dig", "dismount"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf(`CheckMode("fly") = %q, want it to name %s`, err, want)
		}
	}
}
