package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/session"
)

// typeDigits sends each digit of s as the digit keys do.
func typeDigits(in *Interaction, s string) {
	for _, r := range s {
		in.Do(session.ActDistance0 + session.Action(r-'0'))
	}
}

// TestTypedNumberIsDamage: Draw Steel, Stamina: "After any damage you take
// is reduced by damage immunity or other effects, your Stamina is reduced
// by an amount equal to the remaining damage." A creature selected, 1 2
// and Enter take 12 Stamina off it, one undo step, the status naming it
// before and after.
func TestTypedNumberIsDamage(t *testing.T) {
	in := NewInteraction(field(t))
	in.Click(sq(1, 1), false)
	typeDigits(in, "12")
	if want := "Damage to Fury: 12"; !strings.HasPrefix(in.Message(), want) {
		t.Errorf("typing 12: message %q, want it to start %q", in.Message(), want)
	}
	if in.Settings().Distance != 2 {
		t.Errorf("typing damage changed the forced move's distance to %d", in.Settings().Distance)
	}
	in.Do(session.ActCommit)
	if f, _ := in.Board().Creature("fury"); f.Stamina != 18 {
		t.Fatalf("Fury at 30 takes 12: Stamina %d, want 18 (%s)", f.Stamina, in.Message())
	}
	if want := "Fury takes 12 damage (Stamina 18 of 30)"; !strings.HasPrefix(in.Message(), want) {
		t.Errorf("message %q, want it to start %q", in.Message(), want)
	}
	in.Do(session.ActUndo)
	if f, _ := in.Board().Creature("fury"); f.Stamina != 30 {
		t.Errorf("after one undo Fury's Stamina is %d, want 30", f.Stamina)
	}
}

// TestTypedHealingStopsAtMaximum: Draw Steel, Stamina: "Some effects can
// also reduce your Stamina maximum, limiting the amount of Stamina you can
// regain." + 9 Enter on a War Dog at 10 of 16 regains 6, not 9.
func TestTypedHealingStopsAtMaximum(t *testing.T) {
	b := field(t)
	b.Creatures[2].Stamina = 10
	in := NewInteraction(b)
	in.Click(sq(2, 3), false)
	in.Do(session.ActHealSign)
	typeDigits(in, "9")
	if want := "Healing for War Dog: 9"; !strings.HasPrefix(in.Message(), want) {
		t.Errorf("typing +9: message %q, want it to start %q", in.Message(), want)
	}
	in.Do(session.ActCommit)
	if d, _ := in.Board().Creature("dog"); d.Stamina != 16 {
		t.Fatalf("War Dog at 10 of 16 heals 9: Stamina %d, want 16", d.Stamina)
	}
	if want := "War Dog regains 6 Stamina (Stamina 16 of 16)"; !strings.HasPrefix(in.Message(), want) {
		t.Errorf("message %q, want it to start %q", in.Message(), want)
	}
}

// TestTypedDamageBelowZero: Draw Steel, Dying and Death: "When your Stamina
// is 0 or lower, you are dying." Damage past 0 leaves the Stamina negative
// (down to the negative of the maximum, where the file format stops), and
// an explicit - is damage too.
func TestTypedDamageBelowZero(t *testing.T) {
	in := NewInteraction(field(t))
	in.Click(sq(3, 1), false)
	in.Do(session.ActDamageSign)
	typeDigits(in, "11")
	in.Do(session.ActCommit)
	if g, _ := in.Board().Creature("goblin"); g.Stamina != -3 || !g.Dying() {
		t.Errorf("Goblin at 8 takes 11: Stamina %d (dying %v), want -3, dying", g.Stamina, g.Dying())
	}
	in.Click(sq(3, 1), false)
	typeDigits(in, "50")
	in.Do(session.ActCommit)
	if g, _ := in.Board().Creature("goblin"); g.Stamina != -8 {
		t.Errorf("Goblin at -3 of 8 takes 50: Stamina %d, want -8", g.Stamina)
	}
}

// TestDigitsAimingAForcedMoveAreItsDistance: while a push is being aimed
// the digits set its distance and nobody takes damage.
func TestDigitsAimingAForcedMoveAreItsDistance(t *testing.T) {
	in := NewInteraction(field(t))
	start(t, in, "fury", session.ActPush, 2, sq(3, 1))
	in.Do(session.ActDistance0 + 4)
	in.Do(session.ActCommit)
	if in.Settings().Distance != 4 {
		t.Errorf("digit 4 while aiming: distance %d, want 4", in.Settings().Distance)
	}
	for _, id := range []string{"fury", "goblin"} {
		if c, _ := in.Board().Creature(id); c.Stamina != c.MaxStamina {
			t.Errorf("%s's Stamina changed to %d while a push was aimed", id, c.Stamina)
		}
	}
}

// TestTypedDamageCancelled: Esc drops the number typed and nothing changes.
func TestTypedDamageCancelled(t *testing.T) {
	in := NewInteraction(field(t))
	in.Click(sq(1, 1), false)
	typeDigits(in, "5")
	in.Do(session.ActCancel)
	in.Do(session.ActCommit)
	if f, _ := in.Board().Creature("fury"); f.Stamina != 30 {
		t.Errorf("5, Esc, Enter: Fury's Stamina %d, want 30", f.Stamina)
	}
	if in.History().CanUndo() {
		t.Errorf("5, Esc, Enter left an undo step")
	}
}
