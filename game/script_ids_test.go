package game

import "testing"

// TestParseScript: a zone window script's errors name the script, the
// line and what would be valid; a good script becomes one step a frame.
func TestParseScriptIDs(t *testing.T) {
	checkParseScript(t, "z.play", []parseCase{
		{"drag mei roof\n", "", 5},
		{"# a comment\nkey ctrl+S\nwait 2\nquit\n", "", 5},
		{"click hall\nscreenshot x.png\n", "", 5},
		{"drag mei\n", "z.play:1: drag takes X1 Y1 X2 Y2, or a creature id and a zone id", 0},
		{"key\n", "z.play:1: key takes one key", 0},
		{"\nkey Nope\n", "z.play:2: unknown key \"Nope\"", 0},
		{"point\n", "z.play:1: point takes X Y, or a creature or zone id", 0},
		{"click 1 2 3\n", "z.play:1: click takes X Y, or a creature or zone id", 0},
		{"wait -1\n", "z.play:1: wait: -1 frames is out of range", 0},
		{"fly mei\n", "z.play:1: unknown command \"fly\"", 0},
	})
}
