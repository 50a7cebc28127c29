//go:build window

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
)

// playHexTaps opens a copy of the river ford in the hex window at UI
// scale scale, plays script on it and returns the file as saved.
func playHexTaps(t *testing.T, scale, script string) *realms.Board {
	t.Helper()
	dir := t.TempDir()
	file := copyEncounter(t, dir, "river-ford.json")
	play := filepath.Join(dir, "taps.play")
	if err := os.WriteFile(play, []byte(script+"\nwait 2\nquit\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(binary, "open", file, "--ui-scale", scale, "--play", play).CombinedOutput(); err != nil {
		t.Fatalf("battlemap open %s --ui-scale %s --play: %v\n%s", file, scale, err, out)
	}
	enc, err := maps.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	return enc.Hex.Board
}

// hasEffect reports whether c has the effect named name.
func hasEffect(c *realms.Creature, name string) bool {
	return slices.ContainsFunc(c.Effects, func(e realms.Effect) bool { return e.Name == name })
}

// TestWindowHexPanelByTaps plays the hex window by taps alone (issue 14,
// "every action reachable with large touch targets, no keyboard"): tap
// Mira (prone), tap her Stand up button, hold and drag her to [5, 5] (75
// feet crawling, 004 "Crawling speed costs 3 feet for every 1 traveled";
// 25 standing up first and 25 walking) and Commit; tap Prone (she falls
// again) and Quick step; tap the File tab and Save. The file holds all
// of it.
func TestWindowHexPanelByTaps(t *testing.T) {
	b := playHexTaps(t, "1", `touch tap 3 2
touch button Stand up
wait 2
touch hold 1 3 2
touch move 1 5 5
wait 2
touch up 1
wait 2
touch button Commit
wait 2
touch button Prone
touch button Quick step
wait 2
touch button File
wait 2
touch button Save`)
	mira := b.Creature("mira")
	if p := b.Pos(mira.At); p != (realms.Pos{5, 5}) {
		t.Errorf("Mira is at %v, want [5 5] (stood up by the Stand up button, then walked)", p)
	}
	if !mira.Prone {
		t.Errorf("Mira is standing, want prone again (the Prone button after her move)")
	}
	if !hasEffect(mira, "quick step") {
		t.Errorf("Mira's effects %v, want quick step (its button)", mira.Effects)
	}
}

// TestWindowHexPanelScrollsAt2x: at UI scale 2 the Move tab is taller
// than the window; its last button, Ghoul touch, is reached by scrolling
// the panel and a tap on it gives Mira the effect; Save on the File tab
// keeps it.
func TestWindowHexPanelScrollsAt2x(t *testing.T) {
	b := playHexTaps(t, "2", `touch tap 3 2
touch down 2 1500px 800px
touch move 2 1500px 300px
touch up 2
wait 2
touch button Ghoul touch
wait 2
touch button File
wait 2
touch button Save`)
	if mira := b.Creature("mira"); !hasEffect(mira, "ghoul touch") || !mira.Prone {
		t.Errorf("Mira: effects %v, prone %v; want ghoul touch, still prone", mira.Effects, mira.Prone)
	}
}
