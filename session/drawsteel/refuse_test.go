package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// withGiant is field with a size 3 giant beside the fury (Might 2, size
// 1M), which Knockback can't target, and the goblin out of its way.
func withGiant(t *testing.T) *drawsteel.Board {
	b := field(t)
	b.Creatures = append(b.Creatures, drawsteel.Creature{ID: "giant", Name: "Hill Giant", Side: "enemies", Size: drawsteel.SizeN(3), At: sq(2, 0), Speed: 5})
	b.Creatures[1].At = sq(5, 5)
	return b
}

// TestRefusedKnockbackKeepsThePushAimed: a Knockback refused its target
// (Draw Steel, Knockback: "You can usually target only creatures of your
// size or smaller") puts back the push that was being aimed, its target
// and distance, as if the Knockback had never been pressed.
func TestRefusedKnockbackKeepsThePushAimed(t *testing.T) {
	in := NewInteraction(withGiant(t))
	start(t, in, "fury", session.ActPush, 3, sq(2, 3)) // the fury pushes the war dog 3
	in.Do(session.ActKnockback)
	in.Click(sq(3, 1), false) // the giant
	if !strings.Contains(in.Message(), "Knockback can't target Hill Giant") {
		t.Errorf("message %q, want the refusal naming the Hill Giant", in.Message())
	}
	if in.Mode() != ModePreview || in.Source() != "fury" || len(in.Targets()) != 1 || in.Targets()[0] != "dog" {
		t.Fatalf("after the refusal: mode %v, source %q, targets %v; want the fury's push of the war dog previewed again",
			in.Mode(), in.Source(), in.Targets())
	}
	if s := in.Settings(); s.Kind != drawsteel.Push || s.Distance != 3 {
		t.Errorf("after the refusal the move is %v %d, want push 3", s.Kind, s.Distance)
	}
	in.Do(session.ActCommit)
	if !strings.Contains(in.Message(), "Fury pushes War Dog") || !in.History().CanUndo() {
		t.Errorf("Enter after the refusal: %q, want the fury's push of the war dog done", in.Message())
	}
}

// TestRefusedKnockbackLeavesIdle: from idle, a refused Knockback leaves
// the window idle with the same creature selected and the tactics still
// shown; the digits then are damage again, not a Knockback's tier.
func TestRefusedKnockbackLeavesIdle(t *testing.T) {
	in := NewInteraction(withGiant(t))
	in.Click(sq(1, 1), false)
	in.Do(session.ActTactics)
	in.Do(session.ActKnockback)
	in.Click(sq(3, 1), false)
	if in.Mode() != ModeIdle || in.Selected() != "fury" || !in.ShowTactics() || in.Source() != "" {
		t.Fatalf("after the refusal: mode %v, selected %q, tactics %v, source %q; want idle, fury, tactics on, no source",
			in.Mode(), in.Selected(), in.ShowTactics(), in.Source())
	}
	in.Do(session.ActDistance0 + 2)
	if !strings.HasPrefix(in.Message(), "Damage to Fury: 2") {
		t.Errorf("2 after the refusal: message %q, want damage typed for the fury", in.Message())
	}
}
