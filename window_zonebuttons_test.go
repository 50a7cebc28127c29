//go:build window

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/zones"
)

// TestWindowZoneButtonsByTaps plays the zone window by taps alone (issue
// 14: "every action reachable with large touch targets, no keyboard"): Mei
// held, slid onto the roof and committed (the climb's result 0 by OK: she
// climbs, her Action spent), then the File tab's Save writes her there;
// the View tab's Settings opens the settings panel (its Close button is
// there to tap) and Close shuts it (the bar's buttons are tapped again).
// At --ui-scale 2 the View tab's Rot 180° turns the map half round, which
// the settings remember.
func TestWindowZoneButtonsByTaps(t *testing.T) {
	dir := t.TempDir()
	file := copyEncounter(t, dir, "monastery-zones.json")
	run := func(script string, args ...string) {
		t.Helper()
		play := filepath.Join(dir, "taps.play")
		if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(binary, append([]string{"open", file, "--play", play}, args...)...)
		cmd.Env = append(os.Environ(), "BATTLEMAP_CONFIG_DIR="+dir)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("battlemap open %v --play:\n%s\n%v\n%s", args, script, err, out)
		}
	}
	run("touch down 1 mei\nwait 40\ntouch move 1 roof\nwait 2\ntouch up 1\nwait 2\ntouch button Commit\nwait 2\ntouch button OK\nwait 2\n" +
		"touch button File\nwait 2\ntouch button Save\nwait 2\n" +
		"touch button View\nwait 2\ntouch button Settings\nwait 3\ntouch button Close\nwait 3\ntouch button Play\nwait 2\nquit\n")
	b := zoneBoardOf(t, file)
	if mei, _ := b.Creature("mei"); mei.Zone != "roof" || !mei.ActionSpent {
		t.Errorf("saved by the File tab's Save: Mei in %s, Action spent %v; want roof, spent (climb 10 failed with 0)", mei.Zone, mei.ActionSpent)
	}
	settings := filepath.Join(dir, game.SettingsFile)
	os.Remove(settings)
	run("touch button View\nwait 2\ntouch button Rot 180°\nwait 2\nquit\n", "--ui-scale", "2")
	s, err := game.LoadSettings(settings)
	if err != nil || s.Rotate != 180 {
		t.Errorf("after Rot 180° at --ui-scale 2: settings rotate %d (error %v), want 180", s.Rotate, err)
	}
}

// TestWindowZoneThrowByTaps: the oni throws Mei by taps alone: the oni
// tapped (the thrower), the Throw button, Mei tapped (the target), the
// result 12 by the + button and OK, then the moss garden tapped (it needs
// 6): the saved file has her there. 003 "Forced Movement": "When
// targetting a zone with Difficult Terrain, the Result on the forced
// movement must be higher than the Difficult Terrain".
func TestWindowZoneThrowByTaps(t *testing.T) {
	dir := t.TempDir()
	file := copyEncounter(t, dir, "monastery-zones.json")
	play := filepath.Join(dir, "throw.play")
	script := "wait 2\ntouch down 1 oni\ntouch up 1\nwait 2\ntouch button Throw\nwait 2\ntouch down 1 mei\ntouch up 1\nwait 2\n" +
		strings.Repeat("touch button +\n", 12) + "touch button OK\nwait 2\ntouch down 1 garden\ntouch up 1\nwait 2\n" +
		"touch button File\nwait 2\ntouch button Save\nwait 2\nquit\n"
	if err := os.WriteFile(play, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "open", file, "--touch", "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open --touch --play: %v\n%s", err, out)
	}
	if mei, _ := zoneBoardOf(t, file).Creature("mei"); mei.Zone != "garden" {
		t.Errorf("thrown by taps into the moss garden with 12: Mei in %s, want garden", mei.Zone)
	}
}

// zoneBoardOf is the zone board of the zone map saved in file.
func zoneBoardOf(t *testing.T, file string) *zones.Board {
	t.Helper()
	enc, err := maps.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	b, err := enc.Zones.Board()
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return b
}
