package zones

import (
	"slices"
	"strconv"
	"testing"
)

// a corridor of five zones in a row.
const corridor = `
zone z0
zone z1
zone z2
zone z3
zone z4
link z0 z1
link z1 z2
link z2 z3
link z3 z4
creature mei z0
creature fast z0 speed=4
creature tired z0 actionSpent
creature done z0 moved
`

func reachZones(p MovePlan) []string {
	var z []string
	for _, r := range p.Reach {
		z = append(z, r.Zone)
	}
	return z
}

// Seln, Your Movement: "This is how many zones you may move when you take
// your Move each round" / "The default is 1; you may move into a single
// adjacent zone on your round" / "You may take the Sprint Action; this
// raises your Speed to 3".
func TestSpeed(t *testing.T) {
	b := fixture(t, corridor)
	tests := []struct {
		name      string
		req       MoveRequest
		wantSpeed int
		wantReach []string
	}{
		{"default 1", MoveRequest{Creature: "mei"}, 1, []string{"z1"}},
		{"Sprint 3", MoveRequest{Creature: "mei", Sprint: true}, 3, []string{"z1", "z2", "z3"}},
		{"own speed 4", MoveRequest{Creature: "fast"}, 4, []string{"z1", "z2", "z3", "z4"}},
		{"Sprint does not lower a speed above 3", MoveRequest{Creature: "fast", Sprint: true}, 4, []string{"z1", "z2", "z3", "z4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Move(b, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if p.Speed != tt.wantSpeed || !slices.Equal(reachZones(p), tt.wantReach) {
				t.Errorf("Move(%+v) speed %d reach %v, want %d %v", tt.req, p.Speed, reachZones(p), tt.wantSpeed, tt.wantReach)
			}
		})
	}
}

func TestMoveCostAndRemaining(t *testing.T) {
	b := fixture(t, corridor)
	p, err := Move(b, MoveRequest{Creature: "mei", Sprint: true, To: "z2"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.Path, []string{"z0", "z1", "z2"}) || p.Cost != 2 || p.Remaining != 1 {
		t.Errorf("Move(mei sprint to z2) path %v cost %d remaining %d, want [z0 z1 z2] 2 1", p.Path, p.Cost, p.Remaining)
	}
}

// Illegal moves name their rule.
func TestMoveRefused(t *testing.T) {
	b := fixture(t, corridor+`
zone ledge elevation=30
zone pit elevation=-5
link ledge z0 oneWay
link z0 pit oneWay
zone island
`)
	tests := []struct {
		name string
		req  MoveRequest
		rule string
	}{
		// Seln, Your Movement: "The default is 1; you may move into a single adjacent zone on your round"
		{"beyond speed", MoveRequest{Creature: "mei", To: "z2"}, RuleSpeed},
		{"beyond Sprint", MoveRequest{Creature: "mei", Sprint: true, To: "z4"}, RuleSpeed},
		// Seln, Adjacent zones: "If you cannot reach a zone, it is not Adjacent"
		{"not reachable", MoveRequest{Creature: "mei", To: "island"}, RuleAdjacent},
		{"up a one-way drop", MoveRequest{Creature: "mei", To: "ledge"}, RuleOneWay},
		{"already moved", MoveRequest{Creature: "done", To: "z1"}, RuleSpeed},
		// Seln, Zones: "Exact movement within a zone is not tracked."
		{"into its own zone", MoveRequest{Creature: "mei", To: "z0"}, RuleZone},
		// Sprint is an Action: "this may require using Sprint and thus forfeiting offensive actions"
		{"Sprint with the Action spent", MoveRequest{Creature: "tired", Sprint: true, To: "z1"}, RuleSpeed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Move(b, tt.req)
			if got := ruleOf(err); got != tt.rule {
				t.Errorf("Move(%+v) error %v, want the rule %q", tt.req, err, tt.rule)
			}
		})
	}
}

// Seln, When you Move: "You may move through zones containing other
// characters" / "You do not provoke Opportunities from foes unless they
// have an Art or effect to cause it".
func TestMoveThroughOccupiedZones(t *testing.T) {
	b := fixture(t, corridor+`
creature oni z1 side=foes
creature kappa z1 side=foes
creature tengu z2 side=foes
`)
	o, err := ResolveMove(b, MoveRequest{Creature: "mei", Sprint: true, To: "z3"}, nil, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["mei"] != "z3" {
		t.Errorf("mei moved through z1 and z2 to %s, want z3", o.Positions["mei"])
	}
	if got := eventKinds(o.Events); !slices.Equal(got, []EventKind{EventMoved}) {
		t.Errorf("events %v, want only [moved]: moving provokes nothing", got)
	}
	if len(o.Damage) != 0 {
		t.Errorf("damage %v, want none", o.Damage)
	}
}

// Seln: "Your Movement" (Sprint): "this may require using Sprint and thus
// forfeiting offensive actions": the plan says what Sprint gives up.
func TestSprintGivesUpTheAction(t *testing.T) {
	b := fixture(t, corridor)
	p, err := Move(b, MoveRequest{Creature: "mei", Sprint: true, To: "z1"})
	if err != nil {
		t.Fatal(err)
	}
	if p.Sprint == nil || p.Sprint.Speed != 3 || p.Sprint.Text == "" {
		t.Fatalf("Move(sprint).Sprint = %+v, want speed 3 and what it gives up", p.Sprint)
	}
	o, err := ResolveMove(b, MoveRequest{Creature: "mei", Sprint: true, To: "z1"}, nil, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(o.ActionSpent, []string{"mei"}) {
		t.Errorf("ResolveMove(sprint).ActionSpent = %v, want [mei]", o.ActionSpent)
	}
	after := b.Apply(o)
	if c, _ := after.Creature("mei"); !c.ActionSpent || !c.Moved || c.Zone != "z1" {
		t.Errorf("after the sprint mei = %+v, want in z1, moved, Action spent", c)
	}
	if c, _ := b.Creature("mei"); c.Zone != "z0" || c.Moved {
		t.Errorf("the board before changed: mei = %+v", c)
	}
}

const mud = `
zone yard
zone mud difficult=8
zone rocks difficult=15
zone field
link yard mud
link mud field
link yard rocks
creature mei yard
creature tired yard actionSpent
creature fast yard speed=2
`

// Seln, Difficult Terrain: "Zones marked as Difficult Terrain have a
// movement penalty to enter or exit. When crossing the zone border: You
// must Challenge Air or Earth (your choice) against the Difficult Terrain
// rating".
func TestDifficultTerrainChallenges(t *testing.T) {
	b := fixture(t, mud+"creature bogged mud\n")
	tests := []struct {
		name string
		req  MoveRequest
		want []Challenge
	}{
		{"entering", MoveRequest{Creature: "mei", To: "mud"}, []Challenge{{Kind: KindDifficult, Rating: f(8), Creature: "mei", From: "yard", To: "mud", OnFailure: FailSpendAction}}},
		{"exiting", MoveRequest{Creature: "bogged", To: "field"}, []Challenge{{Kind: KindDifficult, Rating: f(8), Creature: "bogged", From: "mud", To: "field", OnFailure: FailSpendAction}}},
		{"through: in and out", MoveRequest{Creature: "mei", Sprint: true, To: "field"}, []Challenge{
			{Kind: KindDifficult, Rating: f(8), Creature: "mei", From: "yard", To: "mud", OnFailure: FailStop},
			{Kind: KindDifficult, Rating: f(8), Creature: "mei", From: "mud", To: "field", OnFailure: FailStop}}},
		{"Action spent: a failure stops", MoveRequest{Creature: "tired", To: "rocks"}, []Challenge{{Kind: KindDifficult, Rating: f(15), Creature: "tired", From: "yard", To: "rocks", OnFailure: FailStop}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Move(b, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if !equalChallenges(p.Challenges, tt.want) {
				t.Errorf("Move(%+v).Challenges = %s, want %s", tt.req, showChallenges(p.Challenges), showChallenges(tt.want))
			}
		})
	}
}

// Seln, Difficult Terrain: "Disaster, Failure: You spend your Action when
// crossing this border" / "If your Action has already been spent, you may
// not cross the border" / "Success, Flourish: You cross the zone border at
// no penalty" / "You must declare your intent to cross the zone before
// you Challenge. You must then abide by the Result."
func TestDifficultTerrainResults(t *testing.T) {
	b := fixture(t, mud)
	tests := []struct {
		name      string
		req       MoveRequest
		results   []int
		wantZone  string
		wantSpent bool
		wantKinds []EventKind
	}{
		{"success: no penalty", MoveRequest{Creature: "mei", To: "mud"}, []int{8}, "mud", false, []EventKind{EventChallenge, EventMoved}},
		{"failure: the Action is spent", MoveRequest{Creature: "mei", To: "mud"}, []int{7}, "mud", true, []EventKind{EventActionSpent, EventMoved}},
		{"failure, Action already spent: no crossing", MoveRequest{Creature: "tired", To: "mud"}, []int{3}, "yard", true, []EventKind{EventBlocked, EventMoved}},
		// Sprint spent the Action: declared through the mud, in with 9,
		// out with 2 fails and stops at the far border
		{"sprinting: a failure stops at the border", MoveRequest{Creature: "mei", To: "field", Sprint: true}, []int{9, 2}, "mud", true, []EventKind{EventChallenge, EventBlocked, EventMoved}},
		{"walking through: the first failure spends the Action, the second stops", MoveRequest{Creature: "fast", To: "field"}, []int{1, 2}, "mud", true, []EventKind{EventActionSpent, EventBlocked, EventMoved}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := ResolveMove(b, tt.req, ints(tt.results...), Dice{})
			if err != nil {
				t.Fatal(err)
			}
			after := b.Apply(o)
			c, _ := after.Creature(tt.req.Creature)
			if c.Zone != tt.wantZone || c.ActionSpent != tt.wantSpent || !slices.Equal(eventKinds(o.Events), tt.wantKinds) {
				t.Errorf("ResolveMove(%+v, %v) zone %s spent %v events %v, want %s %v %v", tt.req, tt.results, c.Zone, c.ActionSpent, eventKinds(o.Events), tt.wantZone, tt.wantSpent, tt.wantKinds)
			}
		})
	}
	// The results must answer the declared challenges, no more, no fewer.
	if _, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "mud"}, nil, Dice{}); err == nil {
		t.Errorf("ResolveMove into mud without a result: no error")
	}
}

// Seln, Climbing: "To enter a zone by climbing, you will need to defeat
// the matching Challenge. Default climb: Difficult Terrain 10. Sheer or
// slippery: Difficult Terrain 20. Crazy maneuvers: 30".
func TestClimb(t *testing.T) {
	b := fixture(t, `
zone yard difficult=1
zone wall elevation=5
zone cliff elevation=30
zone spire elevation=60
zone cellar elevation=-3
link yard wall climb=10
link wall cliff climb=20
link cliff spire climb=30
link yard cellar
creature mei yard speed=3
creature wallflower wall
`)
	tests := []struct {
		name string
		req  MoveRequest
		want []float64
	}{
		{"default climb 10", MoveRequest{Creature: "mei", To: "wall"}, []float64{10}},
		{"sheer 20, crazy 30", MoveRequest{Creature: "mei", To: "spire"}, []float64{10, 20, 30}},
		{"climbing down is climbing too", MoveRequest{Creature: "wallflower", To: "yard"}, []float64{10}},
		{"stairs are no climb", MoveRequest{Creature: "mei", To: "cellar"}, []float64{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Move(b, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			var got []float64
			for _, c := range p.Challenges {
				got = append(got, *c.Rating)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Move(%+v) ratings %v, want %v", tt.req, got, tt.want)
			}
		})
	}
}

// Seln, Climbing: "Attempts to climb come with Difficult Terrain
// challenges by default": a climb is its own kind in the plan.
func TestClimbKind(t *testing.T) {
	b := fixture(t, "zone yard\nzone roof elevation=6\nlink yard roof climb=10\ncreature mei yard")
	p, err := Move(b, MoveRequest{Creature: "mei", To: "roof"})
	if err != nil {
		t.Fatal(err)
	}
	want := []Challenge{{Kind: KindClimb, Rating: f(10), Creature: "mei", From: "yard", To: "roof", OnFailure: FailSpendAction}}
	if !equalChallenges(p.Challenges, want) {
		t.Errorf("Move(mei to roof).Challenges = %s, want %s", showChallenges(p.Challenges), showChallenges(want))
	}
}

func f(x float64) *float64 { return &x }

func equalChallenges(a, b []Challenge) bool {
	return slices.EqualFunc(a, b, func(x, y Challenge) bool {
		if (x.Rating == nil) != (y.Rating == nil) || (x.Rating != nil && *x.Rating != *y.Rating) {
			return false
		}
		x.Rating, y.Rating = nil, nil
		return x == y
	})
}

func showChallenges(cs []Challenge) string {
	s := "["
	for i, c := range cs {
		if i > 0 {
			s += " "
		}
		r := "-"
		if c.Rating != nil {
			r = strconv.FormatFloat(*c.Rating, 'g', -1, 64)
		}
		s += string(c.Kind) + " " + r + " " + c.Creature + " " + c.From + ">" + c.To + " " + c.OnFailure
	}
	return s + "]"
}

// Seln, Difficult Terrain: "When crossing the zone border: You must
// Challenge Air or Earth (your choice) against the Difficult Terrain
// rating". A border between two difficult zones is crossed once: one
// challenge, against the higher rating. A drop out of a difficult zone
// still crosses its border.
func TestOneChallengePerBorder(t *testing.T) {
	b := fixture(t, `
zone mud difficult=8
zone rocks difficult=15
zone ledge elevation=10 difficult=5
zone pit elevation=-10
link mud rocks
link ledge pit oneWay
creature mei mud
creature jun ledge
`)
	tests := []struct {
		req  MoveRequest
		want []Challenge
	}{
		{MoveRequest{Creature: "mei", To: "rocks"}, []Challenge{{Kind: KindDifficult, Rating: f(15), Creature: "mei", From: "mud", To: "rocks", OnFailure: FailSpendAction}}},
		{MoveRequest{Creature: "jun", To: "pit"}, []Challenge{{Kind: KindDifficult, Rating: f(5), Creature: "jun", From: "ledge", To: "pit", OnFailure: FailSpendAction}}},
	}
	for _, tt := range tests {
		p, err := Move(b, tt.req)
		if err != nil {
			t.Fatal(err)
		}
		if !equalChallenges(p.Challenges, tt.want) {
			t.Errorf("Move(%+v).Challenges = %s, want %s", tt.req, showChallenges(p.Challenges), showChallenges(tt.want))
		}
	}
}
