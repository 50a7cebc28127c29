package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// A hex move through difficult terrain costs 5 feet a hex, 10 for the
// difficult one, and says what is left:
// Enchanted Realms, A quick reminder of what we know about movement: "Difficult terrain
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
	steps := ExplainHexMove(b, plan)
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
		if steps[i].What != w.what || steps[i].Rule.Sentence != w.sentence || steps[i].Rule.Seed != "Enchanted Realms" {
			t.Errorf("step %d = %q, rule %s; want %q, rule Enchanted Realms %q", i+1, steps[i].What, steps[i].Rule, w.what, w.sentence)
		}
	}
	if text := session.FormatExplain(steps); !strings.Contains(text, "” (Enchanted Realms)") {
		t.Errorf("FormatExplain(hex move) lacks the ruleset:\n%s", text)
	}
}
