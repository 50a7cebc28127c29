//go:build window

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestWindowZoneTouchEndRoundButton ends a round in the zone window by
// finger alone (issue 14): a tap on the End round button previews the end
// of the round (nothing changes yet), a second tap applies it, and the
// Undo button takes it back.
func TestWindowZoneTouchEndRoundButton(t *testing.T) {
	dir := t.TempDir()
	file := copyEncounter(t, dir, "monastery-zones.json")
	saved := func(n string) string { return filepath.Join(dir, n+".json") }
	script := "wait 2\ntouch button End round\nwait 2\nsave " + saved("previewed") +
		"\ntouch button End round\nwait 2\nsave " + saved("ended") +
		"\ntouch button Undo\nwait 2\nsave " + saved("undone") + "\nquit\n"
	play := filepath.Join(dir, "touch.play")
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "open", file, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --play: %v\n%s", err, out)
	}
	round := func(name string) int { return zoneBoardOf(t, saved(name)).Round() }
	first := round("previewed")
	for _, tc := range []struct {
		name string
		want int
	}{{"ended", first + 1}, {"undone", first}} {
		if got := round(tc.name); got != tc.want {
			t.Errorf("%s by the touch buttons: round %d, want %d", tc.name, got, tc.want)
		}
	}
}
