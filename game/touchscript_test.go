package game

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/game/gesture"
)

// TestParseTouchScript: the touch commands' errors name the line and what
// would be valid.
func TestParseTouchScript(t *testing.T) {
	checkParseScript(t, "t.play", []parseCase{
		{"touch down 1 3 4\ntouch move 1 6 4\ntouch up 1\n", "", 3},
		{"touch down 2 640px 400px\n", "", 1},
		{"touch hold 1 3 4\n", "", 2},
		{"touch hold 1 3\n", "t.play:1: touch hold takes 3 whole numbers", 0},
		{"touch tap 3 4\ntouch button Commit\n", "", 4},
		{"touch\n", "t.play:1: touch takes down ID X Y, move ID X Y, hold ID X Y, up ID, tap X Y, button LABEL or type TEXT", 0},
		{"touch down 1\n", "t.play:1: touch down takes ID X Y", 0},
		{"touch down 1 mei\n", "", 1},
		{"touch down one 3 4\n", "t.play:1: touch down: finger \"one\" is not a whole number", 0},
		{"touch move 1 3px 4\n", "t.play:1: touch move: 3px 4 mixes pixels and squares", 0},
		{"touch down 1 a b\n", "t.play:1: touch down: a b is not a square", 0},
		{"touch up\n", "t.play:1: touch up takes 1 whole numbers", 0},
		{"touch button\n", "t.play:1: touch button takes a button's label", 0},
		{"touch type a b\n", "", 3},
		{"touch type\n", "t.play:1: touch type takes the text to type", 0},
		{"touch swipe 1\n", "t.play:1: touch takes down", 0},
	})
}

// parseCase is a script and the error ParseScript gives ("" none), or the
// steps it makes.
type parseCase struct {
	script, want string
	steps        int
}

// checkParseScript parses each script as file name.
func checkParseScript(t *testing.T, name string, cases []parseCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(strings.TrimSpace(c.script), func(t *testing.T) {
			s, err := ParseScript(name, strings.NewReader(c.script))
			if c.want != "" {
				if err == nil || !strings.Contains(err.Error(), c.want) {
					t.Fatalf("ParseScript(%q) error = %v, want %q", c.script, err, c.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(s.Steps) != c.steps {
				t.Errorf("ParseScript(%q): %d steps, want %d", c.script, len(s.Steps), c.steps)
			}
		})
	}
}

// TestScriptedFingers: the scripted input keeps fingers in the order they
// went down, moves them in place and lifts them.
func TestScriptedFingers(t *testing.T) {
	in := NewScriptedInput()
	in.Touch(1, 10, 10)
	in.Touch(2, 20, 20)
	in.Touch(1, 15, 10)
	got := in.Touches(nil)
	want := []gesture.Touch{{ID: 1, At: gesture.Point{X: 15, Y: 10}}, {ID: 2, At: gesture.Point{X: 20, Y: 20}}}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("Touches = %v, want %v", got, want)
	}
	if !in.Snapshot().Held {
		t.Error("fingers down: Snapshot().Held = false, want true (the window must not idle)")
	}
	in.Lift(1)
	in.Lift(2)
	if got := in.Touches(nil); len(got) != 0 {
		t.Errorf("after lifting both, Touches = %v, want none", got)
	}
}
