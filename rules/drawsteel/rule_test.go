package drawsteel

import (
	"errors"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules"
)

// Every rule refusal is a *rules.Error naming the rule and quoting its
// sentence; its text is the message users read.
func TestRefusalsAreRuleErrors(t *testing.T) {
	board := func(t *testing.T) *Board {
		return mvBoard(t, `
			@.a
			...`)
	}
	tests := []struct {
		name     string
		do       func(t *testing.T, b *Board) error
		rule     string
		seed     string
		sentence string // the sentence's first words
		text     string
	}{
		{
			name: `Draw Steel, Grab "A creature seeking to keep a foe close": not adjacent`,
			do: func(t *testing.T, b *Board) error {
				_, err := Grab(b, "@", "a", PowerRollOf([2]int{10, 5}, 0, 0))
				return err
			},
			rule: "Grab", seed: "Draw Steel", sentence: "A creature seeking to keep a foe close",
			text: `Grab: "a" is not adjacent to "@"`,
		},
		{
			name: `Draw Steel, Knockback "You can usually target only creatures of your size or smaller"`,
			do: func(t *testing.T, b *Board) error {
				mvCreature(t, b, "a").At = Square{1, 0}
				mvCreature(t, b, "a").Size = SizeLarge
				_, err := Knockback(b, "@", "a", PowerRollOf([2]int{10, 5}, 0, 0))
				return err
			},
			rule: "Knockback", seed: "Draw Steel", sentence: "You can usually target only creatures of your size or smaller.",
			text: `Knockback: "a" (size 1L) is bigger than "@" can target (size 1M, Might 0): "You can usually target only creatures of your size or smaller"`,
		},
		{
			name: `Draw Steel, Escape Grab "A creature who is grabbed"`,
			do: func(t *testing.T, b *Board) error {
				_, err := EscapeGrab(b, "@", "", PowerRollOf([2]int{10, 5}, 0, 0))
				return err
			},
			rule: "Escape Grab", seed: "Draw Steel", sentence: "A creature who is grabbed by another creature",
			text: `Escape Grab: "@" is not grabbed`,
		},
		{
			name: `Draw Steel, Dig Maneuver "To use the Dig maneuver, a creature must have "burrow""`,
			do: func(t *testing.T, b *Board) error {
				_, err := Dig(b, "@", 1)
				return err
			},
			rule: "Dig", seed: "Draw Steel", sentence: "To use the Dig maneuver",
			text: `Dig: "@" has no burrow in its speed entry`,
		},
		{
			name: `Draw Steel, Stand Up "A creature can use the Stand Up maneuver to stand up if they are prone"`,
			do: func(t *testing.T, b *Board) error {
				_, err := standUp(b, "@")
				return err
			},
			rule: "Stand Up", seed: "Draw Steel", sentence: "A creature can use the Stand Up maneuver",
			text: `"@" is not prone`,
		},
		{
			name: `Draw Steel, Fly "A creature who has “fly” in their speed entry"`,
			do: func(t *testing.T, b *Board) error {
				_, err := Reach(b, MoveRequest{Mover: "@", Using: Fly})
				return err
			},
			rule: "Fly", seed: "Draw Steel", sentence: "A creature who has “fly” in their speed entry",
			text: `"@" has no fly in its speed entry`,
		},
		{
			name: `Draw Steel, Push X "Each square the creature moves the target must put the target farther away"`,
			do: func(t *testing.T, b *Board) error {
				fm := ForcedMove{Move: Move{Kind: Push, Distance: 1}, Target: "a", Source: "@", Stability: IgnoreStability()}
				_, err := ResolveForced(b, fm, []Pos{{1, 0, 0}})
				return err
			},
			rule: "Push X", seed: "Draw Steel", sentence: "The creature moves the target up to X squares away from them",
			text: `push 1 a by @: square 1 of the path (1,0,0): this square does not put the target farther from the source: "The creature moves the target up to X squares away from them in a straight line... Each square the creature moves the target must put the target farther away from them." (Push X)`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.do(t, board(t))
			var re *rules.Error
			if !errors.As(err, &re) {
				t.Fatalf("error = %v (%T), want a *rules.Error", err, err)
			}
			if re.Rule != tc.rule || re.Source.Seed != tc.seed || !strings.HasPrefix(re.Source.Sentence, tc.sentence) {
				t.Errorf("rule = %q, source %v; want %q, %s %q...", re.Rule, re.Source, tc.rule, tc.seed, tc.sentence)
			}
			if err.Error() != tc.text || re.Error() != tc.text {
				t.Errorf("error text = %q (rule error's %q), want %q", err.Error(), re.Error(), tc.text)
			}
		})
	}
}

// Bad input is not a rule refusal.
func TestBadInputIsNoRuleError(t *testing.T) {
	b := mvBoard(t, `@.`)
	_, err := standUp(b, "nobody")
	var re *rules.Error
	if err == nil || errors.As(err, &re) {
		t.Errorf("standUp(unknown id) error = %v, want an error that is not a *rules.Error", err)
	}
}
