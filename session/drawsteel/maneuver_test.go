package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Draw Steel, Knockback: "... ≤11 Push 1, 12–16 Push 2, 17+
// Push 3": the tier entered becomes a push handed to the forced-movement
// preview.
func TestKnockbackHandsAPushToThePreview(t *testing.T) {
	b := field(t)
	// put the goblin next to fury
	g, _ := b.Creature("goblin")
	g.At = sq(2, 1)
	in := NewInteraction(b)
	in.Click(sq(1, 1), false) // fury
	in.Do(session.ActKnockback)
	in.Click(sq(2, 1), false) // the goblin
	if in.Mode() != ModeRoll {
		t.Fatalf("after picking the target: mode %v (%s), want waiting for the roll", in.Mode(), in.Message())
	}
	in.Do(session.ActDistance0 + 2) // tier 2
	p := in.Preview()
	if in.Mode() != ModePreview || p == nil {
		t.Fatalf("after tier 2: mode %v, want previewing a push", in.Mode())
	}
	if s := in.Settings(); s.Kind != drawsteel.Push || s.Distance != 2 || s.Melee {
		t.Errorf("knockback tier 2 settings = %+v, want push 2, not a melee weapon ability", s)
	}
	if p.Move.Source != "fury" || p.Target != "goblin" {
		t.Errorf("preview %s -> %s, want fury pushing the goblin", p.Move.Source, p.Target)
	}
}

// "You can usually target only creatures of your size or smaller."
func TestKnockbackRefusesAnAdjacentGiant(t *testing.T) {
	b := field(t)
	b.Creatures = append(b.Creatures, drawsteel.Creature{ID: "giant", Name: "Giant", Side: "enemies", Size: drawsteel.SizeN(3), At: sq(2, 0), Speed: 5})
	b.Creatures[1].At = sq(5, 5) // the goblin out of the way
	in := NewInteraction(b)
	in.Click(sq(1, 1), false) // fury, Might 2, size 1M
	in.Do(session.ActKnockback)
	in.Click(sq(3, 1), false)
	if in.Mode() == ModeRoll || !strings.Contains(in.Message(), "can't target") {
		t.Errorf("knockback on a size 3 giant by a Might 2 fury: mode %v, message %q; want refused", in.Mode(), in.Message())
	}
}

// Draw Steel, Grab: "12–16 You can grab the target, ..."; a roll from a seed is
// shown openly and is the same every time.
func TestGrabRollsFromTheSeed(t *testing.T) {
	run := func() (*Interaction, string) {
		b := field(t)
		b.Creatures[1].At = sq(2, 1)
		in := NewInteraction(b)
		in.SetSeed(11)
		in.Click(sq(1, 1), false)
		in.Do(session.ActGrab)
		in.Click(sq(2, 1), false)
		in.Do(session.ActRoll)
		return in, in.Message()
	}
	in, msg := run()
	_, again := run()
	if msg != again {
		t.Errorf("the same seed rolled differently: %q then %q", msg, again)
	}
	// Seed 11 gives the dice 4 and 9 (math/rand/v2 PCG(11, 0), two IntN(10)
	// plus one each); with the fury's Might 2 that is 15, tier 2, so the
	// goblin is grabbed.
	const want = "2d10 (4+9) +2 = 15, tier 2"
	if !strings.Contains(msg, want) {
		t.Errorf("message %q does not show the roll %q", msg, want)
	}
	if g, _ := in.Board().Creature("goblin"); !g.Has(drawsteel.Grabbed) {
		t.Errorf("grab with a tier 2 roll: goblin grabbed = false, want true")
	}
}

// Draw Steel, Creatures Take Turns: each creature takes one turn a round, and the
// sides alternate; movement used in the turn is counted.
func TestTurnTracker(t *testing.T) {
	in := NewInteraction(field(t))
	in.Click(sq(1, 1), false) // fury
	in.Do(session.ActTurn)
	if tr := in.Turn(); tr.Round != 1 || tr.Acting != "fury" {
		t.Fatalf("Space with fury selected: %+v, want round 1, fury acting", tr)
	}
	in.StartMove("fury", false)
	in.Point(sq(1, 3), true)
	in.DropMove()
	if tr := in.Turn(); tr.Moved != 2 {
		t.Errorf("fury moved 2 squares: turn %+v, want Moved 2", tr)
	}
	in.Do(session.ActTurn) // fury ends its turn
	if next := in.NextSide(); next != "enemies" {
		t.Errorf("after a hero's turn, next side %q, want enemies", next)
	}
	in.Click(sq(1, 3), false) // fury again
	in.Do(session.ActTurn)
	if in.Turn().Acting != "" || !strings.Contains(in.Message(), "already") {
		t.Errorf("fury's second turn in a round: %+v, %q; want refused", in.Turn(), in.Message())
	}
	for _, at := range []drawsteel.Square{sq(3, 1), sq(2, 3)} { // goblin, war dog
		in.Click(at, false)
		in.Do(session.ActTurn)
		in.Do(session.ActTurn)
	}
	if tr := in.Turn(); tr.Round != 2 || len(tr.Acted) != 0 {
		t.Errorf("after everyone acted: %+v, want round 2 with nobody acted", tr)
	}
	in.Do(session.ActUndo) // undo the war dog's end of turn: back in round 1
	if tr := in.Turn(); tr.Round != 1 || tr.Acting != "dog" {
		t.Errorf("undo of the round's last end of turn: %+v, want round 1 with the war dog acting", tr)
	}
}
