//go:build !race

package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game/gametest"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The square window's panel and map editor driven by script in the test
// process.

// TestWindowPanelAtUIScale3 drives the panel at UI scale 3 on a 1080p
// screen, where the edit page is taller than the window: the script's
// buttons are on another tab (Edit E is on Table) and below the fold
// (Remove, at the foot of the edit page), so the panel must switch tab
// and scroll for them to be pressed; the war dog is then gone.
func TestWindowPanelAtUIScale3(t *testing.T) {
	enc := testParts.PlayFile(t, gametest.SamplePath, "click 13 8\nwait 2\nbutton Edit E\nwait 2\nbutton Remove\nwait 2", gametest.Open{UIScale: 3})
	if _, ok := enc.Square.Board.Creature("wardog"); ok {
		t.Errorf("after Edit E and Remove at UI scale 3 the war dog is still on the board")
	}
	if n, want := len(enc.Square.Board.Creatures), len(sampleEncounter(t).Square.Board.Creatures)-1; n != want {
		t.Errorf("%d creatures after Remove, want %d", n, want)
	}
}

// TestWindowMapEditorWithoutAMouse works the map editor by keyboard and by
// finger alone: B, Tab to the liquid tool, Page Down to lines, the arrows
// (the first press shows the cursor in the middle, 12,8) down to 12,11,
// Enter, three squares right, Enter: a line of water; A and 1 place the
// first template (Hero) at the cursor. Then a finger drags a line of water
// along row 14 from 10 to 13.
func TestWindowMapEditorWithoutAMouse(t *testing.T) {
	script := "key B\nwait 2\n" + strings.Repeat("key Tab\n", 6) + "key PageDown\n" +
		strings.Repeat("key ArrowDown\n", 4) + "key Enter\n" + strings.Repeat("key ArrowRight\n", 3) + "key Enter\nwait 2\n" +
		"key A\nwait 2\nkey Digit1\nwait 2\n" +
		"touch down 1 10 14\ntouch move 1 13 14\nwait 2\ntouch up 1\nwait 2"
	b := testParts.PlayFile(t, gametest.SamplePath, script, gametest.Open{}).Square.Board
	for _, q := range []drawsteel.Square{{X: 12, Y: 11}, {X: 15, Y: 11}, {X: 10, Y: 14}, {X: 13, Y: 14}} {
		if b.Cell(q).Liquid == 0 {
			t.Errorf("square %d,%d has no water, want the line painted there", q.X, q.Y)
		}
	}
	for _, q := range []drawsteel.Square{{X: 11, Y: 11}, {X: 16, Y: 11}, {X: 12, Y: 12}, {X: 9, Y: 14}, {X: 14, Y: 14}} {
		if b.Cell(q).Liquid != 0 {
			t.Errorf("square %d,%d has water, want the lines to stop short of it", q.X, q.Y)
		}
	}
	var hero *drawsteel.Creature
	for i := range b.Creatures {
		if b.Creatures[i].Name == "Hero" {
			hero = &b.Creatures[i]
		}
	}
	if hero == nil {
		t.Fatalf("no Hero placed by A, 1")
	}
	if d := max(absInt(hero.At.X-15), absInt(hero.At.Y-11)); d > 1 {
		t.Errorf("Hero placed at %v, want at or beside the cursor 15,11", hero.At)
	}
}

func absInt(n int) int { return max(n, -n) }
