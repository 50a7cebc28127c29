package zones

import (
	"fmt"
	"strings"
	"testing"
)

// Seln, Swimming: "You can tolerate water levels up to half of your height
// without penalty. Once the water level reaches half your height or more,
// you must swim." / "Take a Penalty equal to depth (minimum 1 and maximum
// 10)" / "Reduce your range of all Arts and abilities by ½" / "You may hold
// your breath for Rounds equal to your Prowess."
func TestSwimIn(t *testing.T) {
	tests := []struct {
		name   string
		height float64
		depth  float64
		want   Swim
	}{
		{"dry", 1.7, 0, Swim{}},
		{"below half height", 1.7, 0.8, Swim{}},
		{"exactly half: swim, penalty at least 1", 1.6, 0.8, Swim{Swimming: true, Penalty: 1, RangeFactor: 0.5, BreathRounds: 3}},
		{"a child in the same water swims", 1.0, 0.8, Swim{Swimming: true, Penalty: 1, RangeFactor: 0.5, BreathRounds: 3}},
		{"3.5 m deep: penalty 3", 1.7, 3.5, Swim{Swimming: true, Penalty: 3, RangeFactor: 0.5, BreathRounds: 3}},
		{"40 m deep: penalty at most 10", 1.7, 40, Swim{Swimming: true, Penalty: 10, RangeFactor: 0.5, BreathRounds: 3}},
		{"default height 1.7", 0, 0.85, Swim{Swimming: true, Penalty: 1, RangeFactor: 0.5, BreathRounds: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SwimIn(Creature{Height: tt.height, Prowess: 3}, Zone{Depth: tt.depth})
			if got != tt.want {
				t.Errorf("SwimIn(height %g, depth %g) = %+v, want %+v", tt.height, tt.depth, got, tt.want)
			}
		})
	}
}

// Seln, Swimming: "Once you exceed that value, you take a stacking Penalty
// of 5 per round. When that Penalty exceeds your Earth defense, you pass
// out."
func TestHoldBreath(t *testing.T) {
	tests := []struct {
		prowess, earth, rounds int
		want                   Breath
	}{
		{3, 12, 3, Breath{Penalty: 0}},
		{3, 12, 4, Breath{Penalty: 5}},
		{3, 12, 5, Breath{Penalty: 10}},
		{3, 12, 6, Breath{Penalty: 15, PassedOut: true}},
		{3, 10, 5, Breath{Penalty: 10}}, // 10 does not exceed 10
	}
	for _, tt := range tests {
		tt.want.Rounds, tt.want.Prowess = tt.rounds, tt.prowess
		if got := holdBreath(tt.prowess, tt.earth, tt.rounds); got != tt.want {
			t.Errorf("holdBreath(prowess %d, earth %d, %d rounds) = %+v, want %+v", tt.prowess, tt.earth, tt.rounds, got, tt.want)
		}
	}
}

const lake = `
zone shore
zone shallows surface=water depth=0.5
zone lake surface=water depth=4
zone island
link shore shallows
link shore lake
link lake island
creature mei shore
creature swimmer lake speed=3
`

// Seln, Swimming: "Entering or leaving the zone costs extra movement. You
// must spend 2 movement to cross the border; this may require using
// Sprint and thus forfeiting offensive actions".
func TestSwimmingCostsTwo(t *testing.T) {
	b := fixture(t, lake)
	tests := []struct {
		name     string
		req      MoveRequest
		wantCost int
		wantRule string
	}{
		{"wading in the shallows costs 1", MoveRequest{Creature: "mei", To: "shallows"}, 1, ""},
		{"into the lake with speed 1: refused", MoveRequest{Creature: "mei", To: "lake"}, 0, RuleSwimming},
		{"into the lake with Sprint: 2", MoveRequest{Creature: "mei", To: "lake", Sprint: true}, 2, ""},
		{"out of the lake: 2", MoveRequest{Creature: "swimmer", To: "island"}, 2, ""},
		{"across the lake: in 2, out 2 is beyond Sprint", MoveRequest{Creature: "mei", To: "island", Sprint: true}, 0, RuleSwimming},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Move(b, tt.req)
			if refused(t, err, tt.wantRule, fmt.Sprintf("Move(%+v)", tt.req)) {
				return
			}
			if p.Cost != tt.wantCost {
				t.Errorf("Move(%+v) cost %d, want %d", tt.req, p.Cost, tt.wantCost)
			}
		})
	}
	p, err := Move(b, MoveRequest{Creature: "mei", To: "lake", Sprint: true})
	if err != nil {
		t.Fatal(err)
	}
	if p.Swim == nil || p.Swim.Penalty != 4 || p.Swim.RangeFactor != 0.5 {
		t.Errorf("Move(mei into the lake).Swim = %+v, want penalty 4, ranges halved", p.Swim)
	}
}

// Seln, Falling: "Water deep enough for a dive (about 5 meters): Take 1
// damage for every 20 meters fallen. Soft landing material or padding:
// Take 1 damage for every 40 meters fallen. Hard landing material: Take 1
// damage for every 5 meters fallen. Ungodly suicidal landing: Take 1
// damage for every 1 meter fallen".
func TestFallDamage(t *testing.T) {
	tests := []struct {
		name   string
		metres float64
		zone   Zone
		want   int
	}{
		{"hard 5 m", 5, Zone{Surface: Hard}, 1},
		{"hard 4.9 m: rounds down", 4.9, Zone{Surface: Hard}, 0},
		{"hard 40 m", 40, Zone{}, 8},
		{"hard 42 m", 42, Zone{}, 8},
		{"soft 40 m", 40, Zone{Surface: Soft}, 1},
		{"soft 79 m", 79, Zone{Surface: Soft}, 1},
		{"deep water 40 m", 40, Zone{Surface: Water, Depth: 5}, 2},
		{"deep water 100 m", 100, Zone{Surface: Water, Depth: 12}, 5},
		{"shallow water lands hard", 40, Zone{Surface: Water, Depth: 1}, 8},
		{"ungodly 12 m", 12, Zone{Surface: Ungodly}, 12},
		{"ungodly 0.5 m", 0.5, Zone{Surface: Ungodly}, 0},
		{"no fall", 0, Zone{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fallDamage(tt.metres, tt.zone); got != tt.want {
				t.Errorf("fallDamage(%g, %+v) = %d, want %d", tt.metres, tt.zone, got, tt.want)
			}
		})
	}
}

// Seln, Falling: "Accelerate by 50 meters / Round until you hit a terminal
// velocity of 250 meters / Round".
func TestFallRounds(t *testing.T) {
	speeds := []float64{50, 100, 150, 200, 250, 250, 250}
	for i, want := range speeds {
		if got := fallSpeed(i + 1); got != want {
			t.Errorf("fallSpeed(%d) = %g, want %g", i+1, got, want)
		}
	}
	tests := []struct {
		metres float64
		want   int
	}{
		{0, 0},
		{10, 1},
		{50, 1},
		{51, 2},
		{150, 2},  // 50 + 100
		{300, 3},  // 50 + 100 + 150
		{750, 5},  // 50 + 100 + 150 + 200 + 250
		{1000, 6}, // then 250 a round
		{1001, 7},
		{250750, 1005},
	}
	for _, tt := range tests {
		if got := fallRounds(tt.metres); got != tt.want {
			t.Errorf("fallRounds(%g) = %d, want %d", tt.metres, got, tt.want)
		}
	}
}

// Seln, Falling: "In general, you may fall into a lower zone easily." A
// one-way drop is a fall; a walk down stairs is not.
func TestFallIntoALowerZone(t *testing.T) {
	b := fixture(t, `
zone ledge elevation=40
zone pool elevation=0 surface=water depth=6
zone yard elevation=0
zone cellar elevation=-3
zone pit elevation=-10 surface=ungodly
link ledge pool oneWay
link ledge yard drop
link yard cellar
link yard pit oneWay
creature mei ledge speed=2
creature jun yard
creature crane ledge abilities=fly
`)
	tests := []struct {
		name       string
		req        MoveRequest
		wantDamage int
		wantMetres float64
	}{
		{"dive from the ledge into the pool: 40 m, 1 per 20", MoveRequest{Creature: "mei", To: "pool"}, 2, 40},
		{"jump from the ledge into the yard: 40 m, 1 per 5", MoveRequest{Creature: "mei", To: "yard"}, 8, 40},
		{"down the stairs: no fall", MoveRequest{Creature: "jun", To: "cellar"}, 0, 0},
		{"into the pit of spikes: 10 m, 1 per metre", MoveRequest{Creature: "jun", To: "pit"}, 10, 10},
		{"a flyer flies down the drop", MoveRequest{Creature: "crane", To: "yard"}, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := ResolveMove(b, tt.req, nil, Dice{})
			if err != nil {
				t.Fatal(err)
			}
			e, fell := hasEvent(o.Events, EventFall, tt.req.Creature)
			if tt.wantMetres == 0 {
				if fell {
					t.Errorf("ResolveMove(%+v) fell: %s", tt.req, e.Text)
				}
				return
			}
			if !fell || e.Fall.Metres != tt.wantMetres || o.Damage[tt.req.Creature] != tt.wantDamage {
				t.Errorf("ResolveMove(%+v) fall %+v damage %d, want %gm and %d", tt.req, e.Fall, o.Damage[tt.req.Creature], tt.wantMetres, tt.wantDamage)
			}
		})
	}
	// the preview shows the fall before anyone commits
	p, err := Move(b, MoveRequest{Creature: "mei", To: "yard"})
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := hasEvent(p.Events, EventFall, "mei"); !ok || e.Damage != 8 {
		t.Errorf("Move(mei to yard) events %v, want the fall with 8 damage", p.Events)
	}
}

// Seln, Vertical distance: "When looking into water, take Penalty 1 for
// each 5 meters of depth you're trying to see through" / "Without Arts,
// your sight into water ends by 50 meters deep".
func TestWaterSight(t *testing.T) {
	tests := []struct {
		metres  float64
		penalty int
		sees    bool
	}{
		{0, 0, true},
		{4, 0, true},
		{5, 1, true},
		{12, 2, true},
		{50, 10, true},
		{51, 10, false},
	}
	for _, tt := range tests {
		p, sees := waterSight(tt.metres)
		if p != tt.penalty || sees != tt.sees {
			t.Errorf("waterSight(%g) = %d, %v, want %d, %v", tt.metres, p, sees, tt.penalty, tt.sees)
		}
	}
}

// Seln, Falling: "In general, you may fall into a lower zone easily." The
// fall's sentence writes its metres as a person does: from 4 m to 2.2 m
// is a fall of 1.8 m, not the 1.7999999999999998 float subtraction leaves.
func TestFallSentenceWritesMetresAsAPersonDoes(t *testing.T) {
	b := fixture(t, `
zone sill elevation=4
zone step elevation=2.2
link sill step oneWay
creature mei sill
`)
	o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "step"}, nil, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	e, fell := hasEvent(o.Events, EventFall, "mei")
	if !fell || !strings.Contains(e.Text, "falls 1.8m onto") {
		t.Errorf("fall event %q (fell %v), want one saying %q", e.Text, fell, "falls 1.8m onto")
	}
}
