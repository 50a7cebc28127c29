package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// ledge is a 9x3 board: the left four columns are a ledge 3 high, a stone
// wall 4 high stands at x 6, the Fury and the goblin stand on the ledge.
//
//	 012345678
//	0333......
//	1Fg3..#...
//	2333......
func ledge(t *testing.T) *drawsteel.Board {
	t.Helper()
	b := drawsteel.NewBoard(9, 3)
	for y := 0; y < 3; y++ {
		for x := 0; x < 4; x++ {
			b.SetCell(drawsteel.Square{X: x, Y: y}, drawsteel.Cell{Ground: 3})
		}
	}
	b.SetCell(drawsteel.Square{X: 6, Y: 1}, drawsteel.Cell{Wall: drawsteel.Stone, WallHeight: 4})
	b.Creatures = []drawsteel.Creature{
		{ID: "fury", Name: "Fury", Side: "heroes", Size: drawsteel.SizeMedium, At: sq(0, 1), Z: 3, Speed: 5, Might: 2, Stamina: 30, MaxStamina: 30, Movement: []drawsteel.MoveType{drawsteel.Walk}},
		{ID: "goblin", Name: "Goblin", Side: "enemies", Size: drawsteel.SizeSmall, At: sq(1, 1), Z: 3, Speed: 6, Stamina: 20, MaxStamina: 20, Movement: []drawsteel.MoveType{drawsteel.Walk}},
	}
	return b
}

// A push off a ledge into a wall narrates the move, the slam and the
// fall, in that order, each with the sentence it applies:
// Draw Steel, Slamming Into Objects: "When a creature force moves a target into a
// stationary object ... the target takes 2 damage plus 1 damage for each
// square remaining in their forced movement."
// Draw Steel, Forced Into a Fall: "If you are still in a position to fall when the
// forced movement ends, you fall."
func TestExplainPushIntoAWallWithAFall(t *testing.T) {
	in := NewInteraction(ledge(t))
	start(t, in, "fury", session.ActPush, 6, sq(1, 1))
	in.Point(sq(7, 1), true)
	shown, ok := in.Shown()
	if !ok {
		t.Fatalf("Shown() after pointing at 7,1: none (message %q)", in.Message())
	}
	steps := ExplainShown(shown)
	want := []struct{ what, heading, sentence string }{
		{"Goblin is pushed 4 squares", "Push X", "The creature moves the target up to X squares away from them in a straight line"},
		{"slams into the stone wall at 6,1,3 with 2 squares remaining: the movement ends and Goblin takes 2 + 2 = 4", "Slamming Into Objects", "the target takes 2 damage plus 1 damage for each square remaining"},
		{"falls 3 squares: takes 6", "Forced Into a Fall", "If you are still in a position to fall when the forced movement ends, you fall."},
		{"Goblin lands prone", "Falling", "and land prone"},
	}
	if len(steps) != len(want) {
		t.Fatalf("ExplainShown(push 6 off the ledge) = %d steps, want %d:\n%s", len(steps), len(want), session.FormatExplain(steps))
	}
	for i, w := range want {
		st := steps[i]
		if !strings.Contains(st.What, w.what) || st.Rule.Heading != w.heading || !strings.Contains(st.Rule.Sentence, w.sentence) {
			t.Errorf("step %d = %q, rule %s; want %q, rule %q quoting %q", i+1, st.What, st.Rule, w.what, w.heading, w.sentence)
		}
	}
	text := session.FormatExplain(steps)
	for _, w := range []string{"1. Goblin is pushed", "\n   The rule: Push X, “The creature moves", "farther away from them.” (Draw Steel)", "\n4. Goblin lands prone"} {
		if !strings.Contains(text, w) {
			t.Errorf("FormatExplain(push 6 off the ledge) lacks %q:\n%s", w, text)
		}
	}
}

// A square the move cannot reach is one step saying why, with no rule.
func TestExplainIllegalAim(t *testing.T) {
	steps := ExplainShown(Shown{Legal: false, Why: "a push must move the target away"})
	if len(steps) != 1 || steps[0].What != "Not here: a push must move the target away" || steps[0].Rule.Sentence != "" {
		t.Errorf("ExplainShown(illegal) = %+v, want one step \"Not here: a push must move the target away\" with no rule", steps)
	}
}
