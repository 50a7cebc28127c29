//go:build window

package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestWindowPanelAtUIScale3 drives the panel at UI scale 3 on a 1080p
// screen, where the edit page is taller than the window: the script's
// buttons are on another tab (Edit E is on Table) and below the fold
// (Remove, at the foot of the edit page), so the panel must switch tab
// and scroll for them to be pressed; the war dog is then gone.
func TestWindowPanelAtUIScale3(t *testing.T) {
	bin := buildBinary(t)
	enc := playScript(t, bin, "click 13 8\nwait 2\nbutton Edit E\nwait 2\nbutton Remove\nwait 2", "--ui-scale", "3")
	if _, ok := enc.Square.Board.Creature("wardog"); ok {
		t.Errorf("after Edit E and Remove at UI scale 3 the war dog is still on the board")
	}
	sample, err := maps.Load(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	if n, want := len(enc.Square.Board.Creatures), len(sample.Square.Board.Creatures)-1; n != want {
		t.Errorf("%d creatures after Remove, want %d", n, want)
	}
}

// TestWindowMapEditorWithoutAMouse works the map editor by keyboard and by
// finger alone (issue 14): B, Tab to the liquid tool, Page Down to lines,
// the arrows (the first press shows the cursor in the middle, 12,8) down
// to 12,11, Enter, three squares right, Enter: a line of water; A and 1
// place the first template (Hero) at the cursor. Then a finger drags a line of water along
// row 14 from 10 to 13.
func TestWindowMapEditorWithoutAMouse(t *testing.T) {
	script := "key B\nwait 2\n" + strings.Repeat("key Tab\n", 6) + "key PageDown\n" +
		strings.Repeat("key ArrowDown\n", 4) + "key Enter\n" + strings.Repeat("key ArrowRight\n", 3) + "key Enter\nwait 2\n" +
		"key A\nwait 2\nkey Digit1\nwait 2\n" +
		"touch down 1 10 14\ntouch move 1 13 14\nwait 2\ntouch up 1\nwait 2"
	enc := playScript(t, buildBinary(t), script)
	b := enc.Square.Board
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
	if d := max(abs(hero.At.X-15), abs(hero.At.Y-11)); d > 1 {
		t.Errorf("Hero placed at %v, want at or beside the cursor 15,11", hero.At)
	}
}

func abs(n int) int { return max(n, -n) }
