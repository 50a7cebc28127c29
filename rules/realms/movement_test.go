package realms

import (
	"errors"
	"testing"

	"github.com/battlemap/battlemap/rules"
)

// The text's worked examples, word for word.
func TestRoundMovementWorkedExamples(t *testing.T) {
	quickStep := Effect{"quick step axiom", Rate, 10}
	shackles := Effect{"shackles (bound)", Percent, 50}
	ghoul := Effect{"ghoul's touch", Feet, -25}
	armour := Effect{"heavy armour and equipment", Rate, -10}
	tests := []struct {
		name    string
		quote   string
		species int
		effects []Effect
		actions []Action
		round   int // movement for the round
		left    int // after the actions
	}{
		{
			name: "human dismounts",
			// Enchanted Realms, There is a bit of semantics involved: "Thus, dismounting a horse for a human costs 25 feet of movement, ..."
			// and "... remember that after dismounting, the human has 25 feet of movement remaining, ..."
			quote:   "dismounting a horse for a human costs 25 feet of movement",
			species: 50, actions: []Action{DismountMedium}, round: 50, left: 25,
		},
		{
			name: "dwarf dismounts",
			// Enchanted Realms, There is a bit of semantics involved: "... but for a dwarf it costs 20 feet."
			// and "... while the dwarf only has 20 feet to use."
			quote:   "for a dwarf it costs 20 feet",
			species: 40, actions: []Action{DismountMedium}, round: 40, left: 20,
		},
		{
			name: "quick-stepped dwarf dismounts",
			// Enchanted Realms, This is also important when a magical effect: "For example, if that mounted dwarf had a quick step
			// axiom previously cast upon him, then the penalty to dismount is still only 20 feet, i.e., half his
			// species movement; this would leave him with a remaining remaining 30 feet to use for other movement on his turn."
			quote:   "the penalty to dismount is still only 20 feet",
			species: 40, effects: []Effect{quickStep}, actions: []Action{DismountMedium}, round: 50, left: 30,
		},
		{
			name: "quick-stepped dwarf in shackles",
			// Enchanted Realms, This is also important when a magical effect: "Since his augmented movement rate has not become
			// 50 feet, this means while bound, the dwarf’s only has 25 feet of movement to use each round."
			quote:   "while bound, the dwarf’s only has 25 feet of movement to use each round",
			species: 40, effects: []Effect{quickStep, shackles}, round: 25, left: 25,
		},
		{
			name: "shackled quick-stepped dwarf touched by a ghoul",
			// Enchanted Realms, This is also important when a magical effect: "... having his “total” movement reduced by another
			// 25 feet -- suddenly, the dwarf is effectively paralyzed, as his movement is now zero."
			quote:   "the dwarf is effectively paralyzed, as his movement is now zero",
			species: 40, effects: []Effect{quickStep, shackles, ghoul}, round: 0, left: 0,
		},
		{
			name: "armoured human",
			// Enchanted Realms, That example did not even consider encumbrance: "It's species rate is 50 feet. However, the armor and
			// equipment used is so heavy that it lowers his “total” movement for the round down to only 40 feet."
			quote:   "lowers his “total” movement for the round down to only 40 feet",
			species: 50, effects: []Effect{armour}, round: 40, left: 40,
		},
		{
			name: "armoured human in shackles",
			// Enchanted Realms, That example did not even consider encumbrance: "Let's place him in shackles, which would reduce his movement to 20 feet."
			quote:   "which would reduce his movement to 20 feet",
			species: 50, effects: []Effect{armour, shackles}, round: 20, left: 20,
		},
		{
			name: "armoured shackled human touched by the ghoul",
			// Enchanted Realms, That example did not even consider encumbrance: "Now if that ghoul touches him, his movement becomes negative, and he too is paralyzed."
			quote:   "his movement becomes negative, and he too is paralyzed",
			species: 50, effects: []Effect{armour, shackles, ghoul}, round: -5, left: -5,
		},
		{
			name: "effects listed out of order still apply rate, percent, feet",
			// Enchanted Realms, Probably, a few opportunist-style players: "We use PEMDAS here. In other words, always apply the
			// percentage or fraction first, then add or subtract the static values."
			quote:   "always apply the percentage or fraction first, then add or subtract the static values",
			species: 50, effects: []Effect{ghoul, shackles, armour}, round: -5, left: -5,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Creature{ID: "pc", Speed: tt.species, Effects: tt.effects}
			m := c.Movement()
			if m.Round != tt.round {
				t.Fatalf("%q: roundMovement(%d, %v).Round = %d, want %d", tt.quote, tt.species, tt.effects, m.Round, tt.round)
			}
			if tt.round <= 0 {
				if m.CanMove() {
					t.Errorf("%q: CanMove() with %d feet = true, want false", tt.quote, m.Round)
				}
				return
			}
			bu, err := c.Budget(tt.actions)
			if err != nil {
				t.Fatalf("%q: Budget(%v) error %v", tt.quote, tt.actions, err)
			}
			if bu.Left != tt.left {
				t.Errorf("%q: Budget(%v).Left = %d, want %d", tt.quote, tt.actions, bu.Left, tt.left)
			}
		})
	}
}

// Fractions of a foot from a percentage are dropped (docs/rules-realms.md,
// "Movement for the round"): Enchanted Realms: "This is also important when a magical
// effect": "... the bound restriction, which restricts his “total” movement
// by 50%."
func TestPercentDropsFractions(t *testing.T) {
	tests := []struct {
		species, percent, want int
	}{{45, 50, 22}, {35, 50, 17}, {50, 50, 25}, {25, 30, 7}}
	for _, tt := range tests {
		m := roundMovement(tt.species, []Effect{{"bound", Percent, tt.percent}})
		if m.Round != tt.want {
			t.Errorf("roundMovement(%d, %d%%) = %d, want %d", tt.species, tt.percent, m.Round, tt.want)
		}
	}
}

// Enchanted Realms, Probably, a few opportunist-style players: "Wait, he has 50 feet of movement normally. The ghoul touch
// subtracts 25, leaving him with 25 feet of movement. He is also shackled, so that’s half of his movement --
// shouldn’t he have 12 feet remaining? Okay, smarty; here are the rules to the party."
func TestSmartyReadingIsNotTheRule(t *testing.T) {
	for _, effects := range [][]Effect{
		{{"ghoul's touch", Feet, -25}, {"shackles", Percent, 50}},
		{{"shackles", Percent, 50}, {"ghoul's touch", Feet, -25}},
	} {
		m := roundMovement(50, effects)
		if m.Round == 12 || m.Round == 13 {
			t.Errorf("roundMovement(50, %v) = %d: the smarty's reading (ghoul first, then halve), want the rules' 0", effects, m.Round)
		}
		if m.Round != 0 {
			t.Errorf("roundMovement(50, %v) = %d, want 50 x 50%% - 25 = 0", effects, m.Round)
		}
		// The breakdown lists the percentage before the flat value.
		if len(m.Steps) != 2 || m.Steps[0].Effect.Kind != Percent || m.Steps[0].After != 25 || m.Steps[1].After != 0 {
			t.Errorf("roundMovement(50, %v).Steps = %v, want shackles -> 25, then ghoul -> 0", effects, m.Steps)
		}
	}
}

// Enchanted Realms: "ConditionPenalty" table, one row per line, for a human (50 feet) and a dwarf (40 feet); and
// Enchanted Realms, There is a bit of semantics involved: "Note that some of the penalties are percentages of the species movement."
func TestActionCosts(t *testing.T) {
	tests := []struct {
		name           string
		line           string // the table's line
		human, dwarf   int
		quickStepDwarf int // a dwarf under a +10 quick step: percentages stay of the species movement
	}{
		{"mount-medium", "Mounting/dismounting medium or large steed50% species movement", 25, 20, 20},
		{"dismount-medium", "Mounting/dismounting medium or large steed50% species movement", 25, 20, 20},
		{"mount-huge", "Mounting/dismounting huge or bigger-sized steed100% species movement", 50, 40, 40},
		{"dismount-huge", "Mounting/dismounting huge or bigger-sized steed100% species movement", 50, 40, 40},
		{"pick-up", "Pick up item from ground-10 feet", 10, 10, 10},
		{"ready-shield", "Ready shield without shield-use-10 feet", 10, 10, 10},
		{"stand-up", "Standing up from prone50% species movement", 25, 20, 20},
		{"switch-weapon", "Unsheath/switch weapon-10 feet", 10, 10, 10},
		{"pick-up-and-ready", "Both picking up a weapon and readying it for use-20 feet", 20, 20, 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := ParseAction(tt.name)
			if err != nil {
				t.Fatal(err)
			}
			if a.String() != tt.name {
				t.Errorf("ParseAction(%q).String() = %q", tt.name, a.String())
			}
			if got := a.Cost(50); got != tt.human {
				t.Errorf("%q: %s.Cost(50) = %d, want %d", tt.line, tt.name, got, tt.human)
			}
			if got := a.Cost(40); got != tt.dwarf {
				t.Errorf("%q: %s.Cost(40) = %d, want %d", tt.line, tt.name, got, tt.dwarf)
			}
			dwarf := Creature{ID: "dwarf", Speed: 40, Prone: true, Effects: []Effect{{"quick step", Rate, 10}}}
			bu, err := dwarf.Budget([]Action{a})
			if err != nil {
				t.Fatal(err)
			}
			if bu.ActionCost != tt.quickStepDwarf || bu.Left != 50-tt.quickStepDwarf {
				t.Errorf("%q: quick-stepped dwarf Budget(%s) = cost %d, left %d, want %d, %d", tt.line, tt.name, bu.ActionCost, bu.Left, tt.quickStepDwarf, 50-tt.quickStepDwarf)
			}
			if a.Condition() == "" || a.Condition() == a.String() {
				t.Errorf("%s.Condition() = %q, want the table's line", tt.name, a.Condition())
			}
		})
	}
	if _, err := ParseAction("dismount"); err == nil {
		t.Errorf(`ParseAction("dismount") = nil error, want one listing the names`)
	}
}

func TestBudgetRules(t *testing.T) {
	tests := []struct {
		name    string
		c       Creature
		actions []Action
		rule    string
	}{
		// Enchanted Realms, ConditionPenalty: "Standing up from prone50% species movement" — only a prone creature stands up.
		{"standing creature stands up", Creature{ID: "a", Speed: 30}, []Action{StandUp}, RuleNotProne},
		// Enchanted Realms, This is also important when a magical effect: "... the dwarf is effectively paralyzed, as his movement is now zero."
		{"paralysed dwarf picks up an item", Creature{ID: "a", Speed: 40, Effects: []Effect{{"ghoul", Feet, -40}}}, []Action{PickUp}, RuleNoMovement},
		// Enchanted Realms, That example did not even consider encumbrance: "... his movement becomes negative, and he too is paralyzed" —
		// with no action taken, the rule broken is having no movement, not the actions' cost.
		{"negative movement, no action", Creature{ID: "a", Speed: 40, Effects: []Effect{{"bound", Percent, 50}, {"ghoul", Feet, -25}}}, nil, RuleNoMovement},
		// Enchanted Realms, A quick reminder: "When moving, subtract the hex cost until no movement remains" — actions are paid
		// from the same movement, and none is left for a huge steed.
		{"bound dwarf dismounts a huge steed", Creature{ID: "a", Speed: 40, Effects: []Effect{{"bound", Percent, 50}}}, []Action{DismountHuge}, RuleMovementLeft},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.c.Budget(tt.actions)
			var re *rules.Error
			if !errors.As(err, &re) || re.Rule != tt.rule {
				t.Fatalf("Budget(%v) error = %v, want rule %s", tt.actions, err, tt.rule)
			}
			if re.Source.Sentence == "" {
				t.Errorf("Budget(%v) error %v carries no sentence", tt.actions, err)
			}
		})
	}
}
