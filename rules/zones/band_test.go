package zones

import (
	"fmt"
	"testing"
)

// Seln, Height and Depth: "Ranged attacks and effects take a Penalty of 2
// * the number of bands crossed. Penalty 0 for Ground attacking Floating.
// Penalty 2 for Ground attacking Flying. Penalty 4 for Ground attacking
// Soaring".
func TestRangedBandPenalty(t *testing.T) {
	tests := []struct {
		from, to Band
		want     int
	}{
		{Ground, Floating, 0},
		{Ground, Flying, 2},
		{Ground, Soaring, 4},
		{Soaring, Ground, 4},
		{Ground, Ground, 0},
		{"", Flying, 2},
		{Soaring, FarDepths, 12},
		{Swimming, Depths, 2},
	}
	for _, tt := range tests {
		if got := RangedBandPenalty(tt.from, tt.to); got != tt.want {
			t.Errorf("RangedBandPenalty(%s, %s) = %d, want %d", tt.from, tt.to, got, tt.want)
		}
	}
}

// Seln, Height and Depth: "Assuming you have the relevant movement
// ability, you may use your movement to change to the next adjacent zone.
// For example, levitating from Ground to Floating or diving from Ground to
// Swimming".
func TestMoveBand(t *testing.T) {
	b := fixture(t, `
option bands
zone yard
zone lake surface=water depth=20
zone maelstrom surface=water depth=20 effect=whirlpool
link yard lake
link lake maelstrom
creature crane yard abilities=fly
creature mei yard
creature diver lake abilities=swim band=swimming
creature wader lake
creature paddler lake band=swimming
creature caught maelstrom abilities=swim band=underwater
creature moved yard abilities=fly moved
`)
	tests := []struct {
		name     string
		id       string
		to       Band
		wantRule string
	}{
		{"levitating from Ground to Floating", "crane", Floating, ""},
		{"no flight, no Floating", "mei", Floating, RuleBands},
		{"two bands at once", "crane", Flying, RuleBands},
		{"diving from Ground to Swimming", "wader", Swimming, ""},
		{"no band below Ground on dry land", "mei", Swimming, RuleBands},
		{"underwater needs the swim movement", "paddler", Underwater, RuleBands},
		{"two bands down at once", "wader", Underwater, RuleBands},
		{"a swimmer dives under", "diver", Underwater, ""},
		{"the whirlpool blocks upward movement", "caught", Swimming, RuleWhirlpool},
		{"down is fine in the whirlpool", "caught", Depths, ""},
		{"the Move is spent", "moved", Floating, RuleSpeed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := moveBand(b, tt.id, tt.to)
			if refused(t, err, tt.wantRule, fmt.Sprintf("moveBand(%s, %s)", tt.id, tt.to)) {
				return
			}
			after := b.Apply(o)
			if c, _ := after.Creature(tt.id); c.Band.norm() != tt.to || !c.Moved {
				t.Errorf("moveBand(%s, %s): band %s moved %v, want %s and the Move spent", tt.id, tt.to, c.Band, c.Moved, tt.to)
			}
		})
	}
	off := fixture(t, "zone yard\ncreature crane yard abilities=fly")
	if _, err := moveBand(off, "crane", Floating); ruleOf(err) != RuleBands {
		t.Errorf("MoveBand on a map without bands: error %v, want the rule %q", err, RuleBands)
	}
}

// Seln, Height and Depth: "When falling or sinking, you descend 1 height
// band per round".
func TestFallingThroughBands(t *testing.T) {
	b := fixture(t, `
option bands
zone yard
zone lake surface=water depth=30
link yard lake
creature icarus yard band=soaring
creature crane yard band=flying abilities=fly
creature stone lake band=underwater
creature fish lake band=underwater abilities=swim
`)
	var damage []int
	var bands []Band
	for round := 1; round <= 4; round++ {
		o := EndRound(b, Dice{})
		b = b.Apply(o)
		c, _ := b.Creature("icarus")
		bands = append(bands, c.Band.norm())
		damage = append(damage, o.Damage["icarus"])
	}
	// Soaring -> Flying -> Floating -> Ground: three bands of 5 m, 15 m
	// onto hard ground (1 per 5 m) on landing in the third round.
	wantBands := []Band{Flying, Floating, Ground, Ground}
	wantDamage := []int{0, 0, 3, 0}
	for i := range wantBands {
		if bands[i] != wantBands[i] || damage[i] != wantDamage[i] {
			t.Errorf("round %d: icarus %s damage %d, want %s %d", i+1, bands[i], damage[i], wantBands[i], wantDamage[i])
		}
	}
	crane, _ := b.Creature("crane")
	stone, _ := b.Creature("stone")
	fish, _ := b.Creature("fish")
	if crane.Band != Flying || stone.Band != FarDepths || fish.Band != Underwater {
		t.Errorf("after 4 rounds crane %s stone %s fish %s, want flying (it flies), farDepths (sank), underwater (it swims)", crane.Band, stone.Band, fish.Band)
	}
}
