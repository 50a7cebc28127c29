package zones

import (
	"encoding/json"
	"os"
	"testing"
)

// loadTemple reads testdata/temple.json, the sample encounter in the zone
// file format (docs/format.md; the envelope's format, ruleset and grid are the
// loader's; the rest decodes into a Map).
func loadTemple(t *testing.T) *Board {
	t.Helper()
	data, err := os.ReadFile("testdata/temple.json")
	if err != nil {
		t.Fatal(err)
	}
	var m Map
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("temple.json: %v", err)
	}
	b, err := NewBoard(m)
	if err != nil {
		t.Fatalf("temple.json: %v", err)
	}
	return b
}

// A round at the cliff temple, told as the table would play it.
func TestTempleScenario(t *testing.T) {
	b := loadTemple(t)
	step := func(what string, o Outcome, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		b = b.Apply(o)
	}
	where := func(id string) string {
		c, _ := b.Creature(id)
		return c.Zone
	}

	// Mei and Jun climb to the roof together: each challenges the climb
	// of 10 on its own; Jun fails with 7 and spends his Action.
	o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "roof", Together: true}, ints(13, 7), Dice{})
	step("partners climb", o, err)
	if where("mei") != "roof" || where("jun") != "roof" {
		t.Fatalf("after the climb mei %s jun %s, want both on the roof", where("mei"), where("jun"))
	}
	if jun, _ := b.Creature("jun"); !jun.ActionSpent || jun.Partner != "mei" {
		t.Errorf("jun after failing the climb: %+v, want Action spent and still Mei's partner", jun)
	}

	// Oni charges into the yard (difficult 1, he rolls 4).
	o, err = ResolveMove(b, MoveRequest{Creature: "oni", To: "yard"}, ints(4), Dice{})
	step("oni to the yard", o, err)

	// Tengu on the ledge tries to haul Jun up from the roof: a throw up
	// the climb of 20 needs more than 20 (Seln: "Forced Movement").
	if _, err := Throw(b, ThrowRequest{Target: "jun", To: "ledge", Result: 20, By: "tengu"}, Dice{}); ruleOf(err) != RuleForced {
		t.Errorf("Throw(jun up to the ledge with 20): error %v, want the rule %q", err, RuleForced)
	}
	o, err = Throw(b, ThrowRequest{Target: "jun", To: "ledge", Result: 21, By: "tengu"}, Dice{})
	if _, ended := hasEvent(o.Events, EventPartnershipEnds, ""); err == nil && !ended {
		t.Errorf("Jun hauled away from Mei: no partnershipEnds event in %v", eventKinds(o.Events))
	}
	step("jun hauled up", o, err)

	// Mei, on the roof, pitches Oni (in the yard below, in sight) into
	// the creek.
	o, err = Throw(b, ThrowRequest{Target: "oni", To: "creek", Result: 9, By: "mei"}, Dice{})
	step("oni into the creek", o, err)

	// Tengu throws Jun off the ledge into the pool: 40 m into 6 m of
	// water, 1 damage per 20 m.
	o, err = Throw(b, ThrowRequest{Target: "jun", To: "pool", Result: 3, By: "tengu"}, Dice{})
	if err == nil && o.Damage["jun"] != 2 {
		t.Errorf("Jun thrown 40 m into the pool: damage %d, want 2", o.Damage["jun"])
	}
	step("jun into the pool", o, err)

	// In the pool Jun (1.8 m) swims: penalty 6, ranges halved, breath 2.
	jun, _ := b.Creature("jun")
	pool, _ := b.Zone("pool")
	if sw := SwimIn(jun, pool); sw != (Swim{Swimming: true, Penalty: 6, RangeFactor: 0.5, BreathRounds: 2}) {
		t.Errorf("Jun in the pool: %+v", sw)
	}

	// The end of the round: the creek carries Oni to the falls; the next,
	// the falls carry him to the basin.
	o = EndRound(b, Dice{})
	if o.Positions["oni"] != "falls" || o.Round != 2 {
		t.Errorf("end of round 1: oni in %s, round %d, want falls, 2", o.Positions["oni"], o.Round)
	}
	step("end of round 1", o, nil)
	o = EndRound(b, Dice{})
	if o.Positions["oni"] != "basin" {
		t.Errorf("end of round 2: oni in %s, want basin", o.Positions["oni"])
	}
	step("end of round 2", o, nil)
	if where("mei") != "roof" || where("jun") != "pool" || where("tengu") != "ledge" || where("kappa") != "hall" {
		t.Errorf("at the end: mei %s jun %s tengu %s kappa %s, want roof pool ledge hall", where("mei"), where("jun"), where("tengu"), where("kappa"))
	}
}
