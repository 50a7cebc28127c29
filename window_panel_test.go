//go:build window

package main

import (
	"path/filepath"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
)

// TestWindowPanelAtUIScale3 drives the panel at UI scale 3 on a 1080p
// screen, where the edit page is taller than the window: the script's
// buttons are on another tab (Edit E is on Table) and below the fold
// (Remove, at the foot of the edit page), so the panel must switch tab
// and scroll for them to be pressed; the war dog is then gone.
func TestWindowPanelAtUIScale3(t *testing.T) {
	bin := buildBinary(t)
	enc := playScript(t, bin, "click 13 8\nwait 2\nbutton Edit E\nwait 2\nbutton Remove\nwait 2", "--ui-scale", "3")
	if _, ok := enc.Board.Creature("wardog"); ok {
		t.Errorf("after Edit E and Remove at UI scale 3 the war dog is still on the board")
	}
	sample, err := maps.Load(filepath.Join("assets", assets.SamplePath))
	if err != nil {
		t.Fatal(err)
	}
	if n, want := len(enc.Board.Creatures), len(sample.Board.Creatures)-1; n != want {
		t.Errorf("%d creatures after Remove, want %d", n, want)
	}
}
