package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/rules/zones"
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
// 000 "Slamming Into Objects": "When a creature force moves a target into a
// stationary object ... the target takes 2 damage plus 1 damage for each
// square remaining in their forced movement."
// 000 "Forced Into a Fall": "If you are still in a position to fall when the
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
	for _, w := range []string{"1. Goblin is pushed", "\n   The rule: Push X, “The creature moves", "(000_aa0e2bbacaeadbf0.txt)", "\n4. Goblin lands prone", "(002_f77a00482932047c.txt)"} {
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

// A hex move through difficult terrain costs 5 feet a hex, 10 for the
// difficult one, and says what is left:
// 004 "A quick reminder of what we know about movement": "Difficult terrain
// costs 2 feet for every 1 traveled".
func TestExplainHexMoveThroughDifficultTerrain(t *testing.T) {
	b := realms.NewBoard(grid.Hex{Width: 5, Height: 1, Orientation: grid.Pointy})
	at := func(col int) grid.Cell { return b.Cell(realms.Pos{col, 0}) }
	b.SetTerrain(at(2), realms.Difficult)
	b.Creatures = []realms.Creature{{ID: "mira", Name: "Mira", Side: "heroes", At: at(0), Size: realms.Medium, Speed: 30}}
	plan, err := b.Plan("mira", at(3), realms.Options{})
	if err != nil {
		t.Fatalf("Plan(mira to [3, 0]): %v", err)
	}
	steps := session.ExplainHexMove(b, plan)
	want := []struct{ what, sentence string }{
		{"Mira enters [1, 0]: 5 ft (5 of 30 ft spent)", "A hex on the battlemap equals 5 feet"},
		{"Mira enters [2, 0]: 10 ft, difficult terrain (15 of 30 ft spent)", "Difficult terrain costs 2 feet for every 1 traveled"},
		{"Mira enters [3, 0]: 5 ft (20 of 30 ft spent)", "A hex on the battlemap equals 5 feet"},
		{"30 ft of movement this round − 20 spent = 10 ft left", "When moving, subtract the hex cost until no movement remains"},
	}
	if len(steps) != len(want) {
		t.Fatalf("ExplainHexMove(mira to [3, 0]) = %d steps, want %d:\n%s", len(steps), len(want), session.FormatExplain(steps))
	}
	for i, w := range want {
		if steps[i].What != w.what || steps[i].Rule.Sentence != w.sentence || steps[i].Rule.Seed != "004" {
			t.Errorf("step %d = %q, rule %s; want %q, rule 004 %q", i+1, steps[i].What, steps[i].Rule, w.what, w.sentence)
		}
	}
	if text := session.FormatExplain(steps); !strings.Contains(text, "(004_8017e2fcb2dc3df7.txt)") {
		t.Errorf("FormatExplain(hex move) lacks the seed file:\n%s", text)
	}
}

// A throw from a ledge down into a courtyard narrates the throw, the fall
// with the damage its landing surface gives, and the arrival:
// 003 "Forced Movement": "The target zone must be Adjacent"; 003 "Falling":
// "Hard landing material: Take 1 damage for every 5 meters fallen".
func TestExplainZoneThrow(t *testing.T) {
	b, err := zones.NewBoard(zones.Map{
		Name: "Temple",
		Zones: []zones.Zone{
			{ID: "yard", Name: "Courtyard", Surface: zones.Hard},
			{ID: "ledge", Name: "Ledge", Elevation: 20},
		},
		Links:     []zones.Link{{From: "yard", To: "ledge"}},
		Creatures: []zones.Creature{{ID: "mei", Name: "Mei", Side: "heroes", Zone: "ledge"}, {ID: "oni", Name: "Oni", Side: "foes", Zone: "ledge"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	o, err := zones.Throw(b, zones.ThrowRequest{Target: "mei", To: "yard", Result: 10, By: "oni"}, zones.Dice{})
	if err != nil {
		t.Fatalf("Throw(mei into yard): %v", err)
	}
	steps := session.ExplainZoneOutcome(o)
	want := []struct{ what, heading, sentence string }{
		{"Mei is thrown from Ledge into Courtyard", "Forced Movement", "The target zone must be Adjacent"},
		{"20", "Falling", "Take 1 damage for every 5 meters fallen"},
	}
	if len(steps) < len(want) {
		t.Fatalf("ExplainZoneOutcome(throw) = %d steps, want at least %d:\n%s", len(steps), len(want), session.FormatExplain(steps))
	}
	for i, w := range want {
		st := steps[i]
		if !strings.Contains(st.What, w.what) || st.Rule.Heading != w.heading || st.Rule.Sentence != w.sentence || st.Rule.Seed != "003" {
			t.Errorf("step %d = %q, rule %s; want %q, rule 003 %q %q", i+1, st.What, st.Rule, w.what, w.heading, w.sentence)
		}
	}
	if !strings.Contains(steps[1].What, ": 4 damage") {
		t.Errorf("step 2 = %q, want the fall's 4 damage (20 m on a hard landing, 1 per 5 m)", steps[1].What)
	}
}
