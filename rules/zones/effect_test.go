package zones

import (
	"reflect"
	"slices"
	"testing"
)

// Seln, Tile effects: "Currents follow predictable paths across the map.
// Think of a creek or river: you hop on at the top and end up at the
// bottom." / "Rather predictably, an elevator pushes you upwards or
// downwards." / "A whirlpool drags you down and prevents upwards
// movement." And Seln, Forced Movement: "Automatic movements are
// environmental effects and happen last in the round."
func TestTileEffectsCarry(t *testing.T) {
	b := fixture(t, `
zone spring effect=current:rapids
zone rapids effect=current:delta
zone delta
zone fast effect=current:rapids/speed=2
zone lift effect=elevator:loft
zone loft elevation=10 effect=elevator:lift
zone pool surface=water depth=6 effect=whirlpool:grotto
zone grotto elevation=-6 surface=water depth=6
zone trap damage=2
zone chute effect=current:trap
link spring rapids oneWay
link rapids delta oneWay
link fast rapids oneWay
link lift loft
link pool grotto
link chute trap oneWay
creature leaf spring
creature log fast
creature rider lift
creature descender loft
creature swimmer pool
creature unlucky chute
`)
	o := EndRound(b, Dice{})
	want := map[string]string{
		"leaf":      "rapids", // one zone a round along the route
		"log":       "delta",  // a current of speed 2 carries two zones
		"rider":     "loft",   // up
		"descender": "lift",   // down
		"swimmer":   "grotto", // dragged down
		"unlucky":   "trap",
	}
	if !reflect.DeepEqual(o.Positions, want) {
		t.Errorf("EndRound positions = %v, want %v", o.Positions, want)
	}
	if o.Damage["unlucky"] != 2 {
		t.Errorf("EndRound: carried into the trap, damage %d, want 2", o.Damage["unlucky"])
	}
	if _, fell := hasEvent(o.Events, EventFall, ""); fell {
		t.Errorf("EndRound: an elevator or a whirlpool caused a fall: %v", o.Events)
	}
	if o.Round != 2 {
		t.Errorf("EndRound.Round = %d, want 2", o.Round)
	}
	// The preview changes nothing; the same board and dice give the same outcome.
	if c, _ := b.Creature("leaf"); c.Zone != "spring" {
		t.Errorf("EndRound changed the board: leaf in %s", c.Zone)
	}
	if again := EndRound(b, Dice{}); !reflect.DeepEqual(again, o) {
		t.Errorf("EndRound is not deterministic")
	}
	after := b.Apply(o)
	if after.Round() != 2 {
		t.Errorf("after the end of round 1 the board is in round %d, want 2", after.Round())
	}
}

// Seln, Whirlpool: "A whirlpool drags you down and prevents upwards
// movement."
func TestWhirlpoolBlocksUpwardMovement(t *testing.T) {
	b := fixture(t, `
zone pool surface=water depth=6 effect=whirlpool
zone bank elevation=2
zone reeds surface=water depth=1
link pool bank
link pool reeds
creature swimmer pool speed=3
`)
	if _, err := Move(b, MoveRequest{Creature: "swimmer", To: "bank"}); ruleOf(err) != RuleWhirlpool {
		t.Errorf("Move out of the whirlpool up to the bank: error %v, want the rule %q", err, RuleWhirlpool)
	}
	if _, err := Move(b, MoveRequest{Creature: "swimmer", To: "reeds"}); err != nil {
		t.Errorf("Move out of the whirlpool on the level: %v", err)
	}
}

// Seln, Wave: "Waves spawn at a central location and sweep outwards across
// the field, carrying anyone they encounter. Waves often occur every
// couple rounds."
func TestWave(t *testing.T) {
	text := `
zone shore effect=wave/every=2
zone beach
zone dunes
zone cliff elevation=-10
link shore beach
link beach dunes
link beach cliff
creature crab shore
creature gull beach
`
	tests := []struct {
		name      string
		round     int
		dice      Dice
		wantCrab  string
		wantGull  string
		wantRolls []int
	}{
		{"round 1: no wave", 1, Dice{}, "shore", "beach", nil},
		// the gull is swept first (farthest first): from the beach one
		// zone farther: dunes or cliff; a 1 counts to the dunes. The crab
		// then goes from the shore to the beach.
		{"round 2: the wave, rolls 1 and 1", 2, Dice{Rolls: []int{1, 1}}, "beach", "dunes", []int{1, 1}},
		{"round 2: the wave, rolls 2 and 5", 2, Dice{Rolls: []int{2, 5}}, "beach", "cliff", []int{2, 5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := parseFixture(text)
			m.Round = tt.round
			b, err := NewBoard(m)
			if err != nil {
				t.Fatal(err)
			}
			o := EndRound(b, tt.dice)
			var rolls []int
			for _, e := range o.Events {
				rolls = append(rolls, e.Rolls...)
			}
			if o.Positions["crab"] != tt.wantCrab || o.Positions["gull"] != tt.wantGull || !slices.Equal(rolls, tt.wantRolls) {
				t.Errorf("EndRound(round %d) crab %s gull %s rolls %v, want %s %s %v", tt.round, o.Positions["crab"], o.Positions["gull"], rolls, tt.wantCrab, tt.wantGull, tt.wantRolls)
			}
			if tt.wantGull == "cliff" && o.Damage["gull"] != 2 {
				t.Errorf("swept off the 10 m cliff: damage %d, want 2 (the wave is a forced movement)", o.Damage["gull"])
			}
		})
	}
}

// Seln, Anti-gravity: "When gravity turns off, everyone starts to float.
// Here the speed is how high you rise each round. Mind the fall when it
// turns off! While under anti-gravity, treat all terrain as Difficult
// Terrain ½".
func TestAntiGravity(t *testing.T) {
	b := fixture(t, `
option bands
zone hall effect=antiGravity/until=2
zone yard
link hall yard
creature mei hall
creature oni hall
`)
	// all terrain is difficult ½: leaving the hall calls for a challenge
	p, err := Move(b, MoveRequest{Creature: "mei", To: "yard"})
	if err != nil {
		t.Fatal(err)
	}
	want := []Challenge{{Kind: KindDifficult, Rating: f(0.5), Creature: "mei", From: "hall", To: "yard", OnFailure: FailSpendAction}}
	if !equalChallenges(p.Challenges, want) {
		t.Errorf("Move out of anti-gravity: %s, want %s", showChallenges(p.Challenges), showChallenges(want))
	}
	// round 1: everyone floats up a band; round 2: up again, and it ends;
	// then a band a round down, and the landing hurts: 2 bands (10 m) onto
	// hard ground is 2.
	wantBands := []Band{Floating, Flying, Floating, Ground}
	wantDamage := []int{0, 0, 0, 2}
	for i := range wantBands {
		o := EndRound(b, Dice{})
		b = b.Apply(o)
		c, _ := b.Creature("oni")
		if c.Band.norm() != wantBands[i] || o.Damage["oni"] != wantDamage[i] {
			t.Errorf("end of round %d: oni %s damage %d, want %s %d", i+1, c.Band.norm(), o.Damage["oni"], wantBands[i], wantDamage[i])
		}
		if i == 1 {
			if _, ok := hasEvent(o.Events, EventEffectEnds, ""); !ok {
				t.Errorf("end of round 2: no event says anti-gravity ends: %v", eventKinds(o.Events))
			}
		}
	}
	// after it ends the hall is no longer difficult
	p, err = Move(b, MoveRequest{Creature: "mei", To: "yard"})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Challenges) != 0 {
		t.Errorf("Move out of the hall after anti-gravity: %s, want no challenge", showChallenges(p.Challenges))
	}
}

// The end of the round gives every creature its Move and Action back.
func TestEndRoundRefreshes(t *testing.T) {
	b := fixture(t, "zone a\ncreature mei a moved actionSpent")
	after := b.Apply(EndRound(b, Dice{}))
	if c, _ := after.Creature("mei"); c.Moved || c.ActionSpent {
		t.Errorf("after the end of the round mei = %+v, want Move and Action fresh", c)
	}
}
