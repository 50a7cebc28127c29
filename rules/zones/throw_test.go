package zones

import (
	"fmt"
	"slices"
	"testing"
)

const arena = `
zone yard
zone bog difficult=20
zone storm difficult=30
zone wall elevation=6
zone cliff elevation=-30
zone lake elevation=-30 surface=water depth=8
zone spikes damage=3
zone tower elevation=20
zone far
link yard bog
link yard storm
link yard wall climb=10
link yard cliff oneWay
link cliff lake
link yard spikes
link yard tower oneWay
link bog far
creature oni yard side=foes
creature mei yard side=heroes
creature archer wall side=heroes
creature distant far side=heroes
`

// Seln, Forced Movement: "The target zone must be Adjacent" / "When
// targetting a zone with Difficult Terrain, the Result on the forced
// movement must be higher than the Difficult Terrain" / "For example, if a
// foe rolls 25 to Throw you into a zone with Difficult Terrain 20, they may
// do so; upgrade that Difficult Terrain to 30, and the foe would need to
// choose another adjacent zone."
func TestThrow(t *testing.T) {
	b := fixture(t, arena)
	tests := []struct {
		name       string
		req        ThrowRequest
		wantRule   string
		wantZone   string
		wantDamage int
	}{
		{"the text: 25 into difficult terrain 20", ThrowRequest{Target: "mei", To: "bog", Result: 25, By: "oni"}, "", "bog", 0},
		{"the text: 25 into difficult terrain 30", ThrowRequest{Target: "mei", To: "storm", Result: 25, By: "oni"}, RuleForced, "", 0},
		{"20 is not higher than 20", ThrowRequest{Target: "mei", To: "bog", Result: 20, By: "oni"}, RuleForced, "", 0},
		{"not adjacent", ThrowRequest{Target: "mei", To: "far", Result: 40, By: "oni"}, RuleForced, "", 0},
		{"up a climb: the result must beat the climb", ThrowRequest{Target: "mei", To: "wall", Result: 10, By: "oni"}, RuleForced, "", 0},
		{"up a climb with 11", ThrowRequest{Target: "mei", To: "wall", Result: 11, By: "oni"}, "", "wall", 0},
		// "Fighting near a tall cliff? Pitch your enemy off it!" (Seln: "Tactical tips")
		{"off the cliff: 30 m onto hard ground", ThrowRequest{Target: "mei", To: "cliff", Result: 5, By: "oni"}, "", "cliff", 6},
		// "When a forced movement pushes you into a new square, you immediately trigger any location effects such as traps or damage."
		{"into the spikes", ThrowRequest{Target: "mei", To: "spikes", Result: 5, By: "oni"}, "", "spikes", 3},
		{"thrown up into the tower: no fall", ThrowRequest{Target: "mei", To: "tower", Result: 5}, "", "tower", 0},
		{"the thrower must see the target", ThrowRequest{Target: "mei", To: "bog", Result: 25, By: "distant"}, RuleSight, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Throw(b, tt.req, Dice{})
			if refused(t, err, tt.wantRule, fmt.Sprintf("Throw(%+v)", tt.req)) {
				return
			}
			if o.Positions[tt.req.Target] != tt.wantZone || o.Damage[tt.req.Target] != tt.wantDamage {
				t.Errorf("Throw(%+v) zone %s damage %d, want %s %d", tt.req, o.Positions[tt.req.Target], o.Damage[tt.req.Target], tt.wantZone, tt.wantDamage)
			}
			if e, ok := hasEvent(o.Events, EventThrown, tt.req.Target); !ok || e.Rule != RuleForced {
				t.Errorf("Throw(%+v) events %v, want a thrown event with its rule", tt.req, o.Events)
			}
		})
	}
}

// The outcome lands with the fall the drop causes, and the board after it
// has the target in the zone (Seln, Forced Movement: "the thrown
// character lands with any fall").
func TestThrowOutcomeApplies(t *testing.T) {
	b := fixture(t, arena)
	o, err := Throw(b, ThrowRequest{Target: "mei", To: "cliff", Result: 5, By: "oni"}, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if got := eventKinds(o.Events); !slices.Equal(got, []EventKind{EventThrown, EventFall}) {
		t.Errorf("Throw off the cliff events %v, want [thrown fall]", got)
	}
	after := b.Apply(o)
	if c, _ := after.Creature("mei"); c.Zone != "cliff" {
		t.Errorf("after the throw mei is in %s, want cliff", c.Zone)
	}
	if c, _ := b.Creature("mei"); c.Zone != "yard" {
		t.Errorf("the board before the throw changed: mei in %s", c.Zone)
	}
}

// A full zone refuses a thrown character (the thrower chooses another
// zone); with the spill-over rule it scatters its occupants.
func TestThrowIntoAFullZone(t *testing.T) {
	text := `
zone yard
zone closet limit=1
zone loft
link yard closet
link closet loft
creature oni yard
creature mei yard
creature kappa closet
`
	b := fixture(t, text)
	if _, err := Throw(b, ThrowRequest{Target: "mei", To: "closet", Result: 9, By: "oni"}, Dice{}); ruleOf(err) != RuleLimit {
		t.Errorf("Throw into a full closet: error %v, want the rule %q", err, RuleLimit)
	}
	b = fixture(t, "option spillOver\n"+text)
	o, err := Throw(b, ThrowRequest{Target: "mei", To: "closet", Result: 9, By: "oni"}, Dice{Rolls: []int{2}})
	if err != nil {
		t.Fatal(err)
	}
	// the closet's adjacent zones: yard, loft; a 2 counts to the loft
	if o.Positions["mei"] != "closet" || o.Positions["kappa"] != "loft" {
		t.Errorf("spill-over throw: mei %s kappa %s, want closet loft", o.Positions["mei"], o.Positions["kappa"])
	}
}

// The throw preview marks every adjacent zone legal or not with the result
// it needs and the landing damage (Seln: "Forced Movement", the text's 25
// against 20 and 30).
func TestThrowOptions(t *testing.T) {
	b := fixture(t, arena)
	opts, err := ThrowOptions(b, "mei", "oni", 25)
	if err != nil {
		t.Fatal(err)
	}
	want := []ThrowOption{
		{Zone: "bog", Needs: 21, Legal: true},
		{Zone: "storm", Needs: 31, Refused: RuleForced},
		{Zone: "wall", Needs: 11, Legal: true},
		{Zone: "cliff", Legal: true, Damage: 6, Fall: &Fall{Metres: 30, Surface: Hard, Damage: 6, Rounds: 1}},
		{Zone: "spikes", Legal: true, Damage: 3},
		{Zone: "tower", Legal: true},
	}
	if len(opts) != len(want) {
		t.Fatalf("ThrowOptions(mei, 25) = %+v, want %+v", opts, want)
	}
	for i := range want {
		g, w := opts[i], want[i]
		if g.Zone != w.Zone || g.Needs != w.Needs || g.Legal != w.Legal || g.Refused != w.Refused || g.Damage != w.Damage || (g.Fall == nil) != (w.Fall == nil) || (g.Fall != nil && *g.Fall != *w.Fall) {
			t.Errorf("ThrowOptions(mei, 25)[%d] = %+v (fall %v), want %+v (fall %v)", i, g, g.Fall, w, w.Fall)
		}
	}
}

// Seln, Forced Movement: a thrown character "lands with any fall the
// drop causes": thrown down a stair of 3 m it falls 3 m, and onto hard
// ground (1 per 5 m) that is no damage.
func TestThrowDownStairs(t *testing.T) {
	b := fixture(t, "zone hall\nzone cellar elevation=-3\nlink hall cellar\ncreature oni hall\ncreature mei hall")
	o, err := Throw(b, ThrowRequest{Target: "mei", To: "cellar", Result: 3, By: "oni"}, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	e, fell := hasEvent(o.Events, EventFall, "mei")
	if !fell || e.Fall.Metres != 3 || o.Damage["mei"] != 0 {
		t.Errorf("Throw down the stairs: fall %+v damage %d, want a 3 m fall and no damage", e.Fall, o.Damage["mei"])
	}
}
