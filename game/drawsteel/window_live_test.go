//go:build !race

package drawsteel

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/session"
)

// tableEncounter is the sample with what only the director may see: the
// giant hidden, the war dog at 12 of 16 Stamina (not winded), a private
// note "Pit" beside a public one "Ford".
func tableEncounter(t *testing.T, dir string) (string, *maps.Encounter) {
	t.Helper()
	enc := sampleEncounter(t)
	giant, _ := enc.Square.Board.Creature("giant")
	giant.HiddenFromPlayers = true
	dog, _ := enc.Square.Board.Creature("wardog")
	dog.Stamina, dog.MaxStamina = 12, 16
	enc.Annotations = []maps.Annotation{
		{Kind: maps.AnnotationLabel, Points: []maps.Point{{X: 9, Y: 12}}, Text: "Ford"},
		{Kind: maps.AnnotationLabel, Points: []maps.Point{{X: 14, Y: 12}}, Text: "Pit", Private: true},
	}
	return gametest.WriteEncounter(t, enc, dir, "table.json"), enc
}

// TestWindowLiveFilesGoWithTheWindow: the live files hold what only the
// director sees (hidden creatures, private notes); a window that closes
// removes them, a scripted one too unless its script says keep-live.
func TestWindowLiveFilesGoWithTheWindow(t *testing.T) {
	dir := t.TempDir()
	file, _ := tableEncounter(t, dir)
	cache := filepath.Join(dir, "cache")
	for _, c := range []struct {
		script string
		kept   bool
	}{{"click 14 5\nwait 3\nquit\n", false}, {"keep-live\nclick 14 5\nwait 3\nquit\n", true}} {
		testParts.Open(t, gametest.Open{File: file, LiveDir: cache, Script: c.script}).Run(gametest.MaxFrames)
		live := session.LiveFilesFor(cache, file)
		for _, f := range []string{live.Board, live.View} {
			if _, err := os.Lstat(f); (err == nil) != c.kept {
				t.Errorf("script %q: live file %s there: %v, want %v", c.script, filepath.Base(f), err == nil, c.kept)
			}
		}
	}
}
