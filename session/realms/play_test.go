package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
)

// TestHexPlayTurn checks that a creature's moves in one turn share its
// round's movement, and that the next turn (Space) gives it all back, as
// an undo step.
func TestHexPlayTurn(t *testing.T) {
	enc, err := maps.Load("../../assets/encounters/river-ford.json")
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Hex.Board
	v := NewHexPlay(b, "")
	at := func(id string) realms.Pos { return b.Pos(b.Creature(id).At) }
	// Enchanted Realms, subtract the hex cost until no movement remains: Brann has
	// 50 feet this round (40, quick step axiom +10): ten steps of 5 feet
	// between two open hexes, then no more until the next turn.
	hexes := [2]realms.Pos{{5, 4}, {4, 4}}
	for i := range 10 {
		v.Drop("brann", b.Cell(hexes[i%2]))
		if at("brann") != hexes[i%2] {
			t.Fatalf("step %d to %v refused: %q", i+1, hexes[i%2], v.Message())
		}
	}
	if u := v.Used("brann"); u.Feet != 50 {
		t.Errorf("after ten steps brann used %d ft, want 50", u.Feet)
	}
	v.Drop("brann", b.Cell(hexes[0]))
	if at("brann") != hexes[1] || !strings.Contains(v.Message(), "no-movement") {
		t.Errorf("an eleventh step: brann at %v, message %q; want refused (no movement left)", at("brann"), v.Message())
	}
	v.NextTurn()
	v.Drop("brann", b.Cell(hexes[0]))
	if at("brann") != hexes[0] || v.Used("brann").Feet != 5 {
		t.Errorf("after Space the step: brann at %v, used %+v (%q); want moved, 5 ft used", at("brann"), v.Used("brann"), v.Message())
	}
	v.Undo()
	v.Undo()
	if v.Used("brann").Feet != 50 || v.Turn() != 0 {
		t.Errorf("two undos: used %+v, turn %d; want the first turn's 50 ft back", v.Used("brann"), v.Turn())
	}
}

// TestHexPlayPermit checks P in the hex play: on a row of three hexes
// the only way past a hostile is through its hex, refused until the
// director records permission or a contest won, then crossed at the
// difficult cost, for that one move only.
func TestHexPlayPermit(t *testing.T) {
	b := realms.NewBoard(grid.Hex{Width: 3, Height: 1})
	b.Creatures = []realms.Creature{
		{ID: "hero", Name: "Hero", Side: "heroes", At: b.Cell(realms.Pos{0, 0}), Speed: 30},
		{ID: "orc", Name: "Orc", Side: "monsters", At: b.Cell(realms.Pos{1, 0}), Speed: 30},
	}
	v := NewHexPlay(b, "")
	v.Drop("hero", b.Cell(realms.Pos{2, 0}))
	if p := b.Pos(b.Creature("hero").At); p != (realms.Pos{0, 0}) || !strings.Contains(v.Message(), "no-path") {
		t.Errorf("without permission: hero at %v, message %q; want unmoved, no-path", p, v.Message())
	}
	v.TogglePermit("hero", "orc")
	v.Drop("hero", b.Cell(realms.Pos{2, 0}))
	// Enchanted Realms, Implied permission: a permitted hostile's space is crossed
	// like an ally's, at difficult-terrain cost: 10 + 5 feet.
	if p := b.Pos(b.Creature("hero").At); p != (realms.Pos{2, 0}) || !strings.Contains(v.Message(), "path 15 ft") || v.Permit() {
		t.Errorf("with permission: hero at %v, message %q, permit still %v; want [2, 0], path 15 ft, permit used up", p, v.Message(), v.Permit())
	}
	v.Drop("hero", b.Cell(realms.Pos{0, 0}))
	if p := b.Pos(b.Creature("hero").At); p != (realms.Pos{2, 0}) {
		t.Errorf("the next move went back through the orc without permission: hero at %v", p)
	}
}

// TestHexPlayEdits checks the hex play's edits: each is one undo step
// with its message, the species movement stops at 0, an effect key takes
// away the file's effect whose name begins with its own, and undo puts
// everything back.
func TestHexPlayEdits(t *testing.T) {
	b := realms.NewBoard(grid.Hex{Width: 2, Height: 1})
	b.Creatures = []realms.Creature{{ID: "mira", Name: "Mira", Side: "heroes", At: b.Cell(realms.Pos{0, 0}), Speed: 5,
		Effects: []realms.Effect{{Name: "quick step axiom", Kind: realms.Rate, Value: 10}}}}
	p := NewHexPlay(b, "")
	mira := b.Creature("mira")
	p.SpeciesStep("mira", false)
	if mira.Speed != 0 || p.Message() != "Mira: species movement 0 ft." {
		t.Errorf("SpeciesStep down from 5: speed %d, message %q; want 0, %q", mira.Speed, p.Message(), "Mira: species movement 0 ft.")
	}
	p.SpeciesStep("mira", false)
	if mira.Speed != 0 || p.Message() != "Mira's species movement is already 0." || p.UndoSteps() != 1 {
		t.Errorf("SpeciesStep down from 0: speed %d, message %q, %d undo steps; want 0, already 0, 1", mira.Speed, p.Message(), p.UndoSteps())
	}
	p.ToggleProne("mira")
	quick := HexEffects()[0].Effect
	p.ToggleEffect("mira", quick)
	if !mira.Prone || len(mira.Effects) != 0 || p.Message() != "Mira: no longer quick step." {
		t.Errorf("prone and quick step: prone %v, effects %v, message %q; want prone, none, no longer quick step", mira.Prone, mira.Effects, p.Message())
	}
	p.ToggleEffect("mira", quick)
	if len(mira.Effects) != 1 || mira.Effects[0] != quick {
		t.Errorf("quick step again: effects %v, want [%v]", mira.Effects, quick)
	}
	for range 4 {
		p.Undo()
	}
	mira = b.Creature("mira")
	if p.UndoSteps() != 0 || mira.Speed != 5 || mira.Prone || len(mira.Effects) != 1 || mira.Effects[0].Name != "quick step axiom" {
		t.Errorf("after 4 undos: %d undo steps, speed %d, prone %v, effects %v; want 0, 5, standing, quick step axiom", p.UndoSteps(), mira.Speed, mira.Prone, mira.Effects)
	}
}
