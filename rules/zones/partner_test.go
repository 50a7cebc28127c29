package zones

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

const pair = `
zone yard
zone mud difficult=8
zone field
zone far
link yard mud
link mud field
link field far
link yard field
creature mei yard partner=jun speed=2
creature jun yard partner=mei
creature solo yard
`

// Seln, Moving with your Partner: "You and your Partner may move together
// to preserve any partnership effects" / "You both spend your Movement".
func TestPartnersMoveTogether(t *testing.T) {
	b := fixture(t, pair)
	o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "field", Together: true}, nil, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	after := b.Apply(o)
	mei, _ := after.Creature("mei")
	jun, _ := after.Creature("jun")
	if mei.Zone != "field" || jun.Zone != "field" || !mei.Moved || !jun.Moved || mei.Partner != "jun" || jun.Partner != "mei" {
		t.Errorf("after moving together mei %+v jun %+v, want both in field, both moved, still partners", mei, jun)
	}
	if _, ended := hasEvent(o.Events, EventPartnershipEnds, ""); ended {
		t.Errorf("moving together ended the partnership: %v", o.Events)
	}
	// "You both must have your turn available"
	moved := fixture(t, `
zone yard
zone field
link yard field
creature mei yard partner=jun
creature jun yard partner=mei moved
`)
	if _, err := Move(moved, MoveRequest{Creature: "mei", To: "field", Together: true}); ruleOf(err) != RulePartner {
		t.Errorf("Move together with a partner who has moved: error %v, want the rule %q", err, RulePartner)
	}
}

// Seln, Moving with your Partner: "If moving multiple zones, you both must
// have sufficient speed for the movement".
func TestPartnersBothNeedTheSpeed(t *testing.T) {
	b := fixture(t, pair)
	// mei has speed 2, jun 1: far is 2 zones away (yard, field, far).
	if _, err := Move(b, MoveRequest{Creature: "mei", To: "far"}); err != nil {
		t.Fatalf("mei alone to far: %v", err)
	}
	if _, err := Move(b, MoveRequest{Creature: "mei", To: "far", Together: true}); ruleOf(err) != RulePartner {
		t.Errorf("Move together to far with jun's speed 1: error %v, want the rule %q", err, RulePartner)
	}
	if _, err := Move(b, MoveRequest{Creature: "mei", To: "far", Together: true, PartnerSprint: true}); err != nil {
		t.Errorf("Move together to far with jun sprinting: %v", err)
	}
	p, _ := Move(b, MoveRequest{Creature: "mei", Together: true})
	// cheapest first, then fewer challenges: field (none) before mud (8)
	if got := reachZones(p); !slices.Equal(got, []string{"field", "mud"}) {
		t.Errorf("reach together = %v, want [field mud] (jun's speed 1)", got)
	}
}

// Seln, Moving with your Partner: "If there is an obstacle such as
// Difficult Terrain, you both Challenge independently" / "If any effect
// would separate you two into separate zones, the partnership ends".
func TestPartnersChallengeIndependently(t *testing.T) {
	b := fixture(t, pair+"creature tiredA yard partner=tiredB actionSpent\ncreature tiredB yard partner=tiredA actionSpent\n")
	req := MoveRequest{Creature: "mei", To: "mud", Together: true}
	p, err := Move(b, req)
	if err != nil {
		t.Fatal(err)
	}
	want := []Challenge{
		{Kind: KindDifficult, Rating: f(8), Creature: "mei", From: "yard", To: "mud", OnFailure: FailSpendAction},
		{Kind: KindDifficult, Rating: f(8), Creature: "jun", From: "yard", To: "mud", OnFailure: FailSpendAction},
	}
	if !equalChallenges(p.Challenges, want) {
		t.Fatalf("Move together into mud: %s, want %s", showChallenges(p.Challenges), showChallenges(want))
	}
	// jun fails but has an Action to spend: both cross, still partners
	o, err := ResolveMove(b, req, ints(10, 3), Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["mei"] != "mud" || o.Positions["jun"] != "mud" || !slices.Equal(o.ActionSpent, []string{"jun"}) || len(o.Unpartnered) != 0 {
		t.Errorf("mei 10, jun 3: %v spent %v unpartnered %v, want both in mud, jun's Action spent, partners", o.Positions, o.ActionSpent, o.Unpartnered)
	}
	// with their Actions spent, one fails and stays: they are separated and the outcome says so
	o, err = ResolveMove(b, MoveRequest{Creature: "tiredA", To: "mud", Together: true}, ints(3, 12), Dice{})
	if err != nil {
		t.Fatal(err)
	}
	e, ended := hasEvent(o.Events, EventPartnershipEnds, "")
	if o.Positions["tiredA"] != "yard" || o.Positions["tiredB"] != "mud" || !ended || !slices.Equal(o.Unpartnered, []string{"tiredA", "tiredB"}) {
		t.Errorf("tiredA 3, tiredB 12: %v unpartnered %v event %+v, want tiredA in yard, tiredB in mud, the partnership ended", o.Positions, o.Unpartnered, e)
	}
	if after := b.Apply(o); func() bool { c, _ := after.Creature("tiredB"); return c.Partner != "" }() {
		t.Errorf("after the separation tiredB still has a partner")
	}
}

// Seln, Partnering Up: "You and your Partner must be in the same zone. If
// your Partner moves to another zone, your Partnership ends".
func TestPartnershipEndsWhenOneMovesAlone(t *testing.T) {
	b := fixture(t, pair)
	p, err := Move(b, MoveRequest{Creature: "jun", To: "field"})
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := hasEvent(p.Events, EventPartnershipEnds, ""); !ok || e.Rule != "Partnering Up" {
		t.Errorf("Move(jun alone) events %v, want the partnership's end in the preview", eventKinds(p.Events))
	}
}

// Seln, Moving with your Partner: "In particular, watch out for Throws!"
func TestThrowEndsThePartnership(t *testing.T) {
	b := fixture(t, pair+"creature oni yard side=foes\n")
	o, err := Throw(b, ThrowRequest{Target: "jun", To: "field", Result: 12, By: "oni"}, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := hasEvent(o.Events, EventPartnershipEnds, ""); !ok || !slices.Equal(o.Unpartnered, []string{"jun", "mei"}) {
		t.Errorf("Throw(jun) events %v unpartnered %v, want the partnership ended", eventKinds(o.Events), o.Unpartnered)
	}
}

// Seln, Partnering Up: "Choosing a partner is a declaration; it does not
// require an Action" / "In other words, this is an exclusive pair between
// two and only two characters. No daisy chains." / "You and your Partner
// must be in the same zone."
func TestDeclarePartners(t *testing.T) {
	b := fixture(t, `
zone yard
zone hall
link yard hall
creature mei yard partner=jun
creature jun yard partner=mei
creature lin yard actionSpent
creature bo yard moved
creature far hall
`)
	tests := []struct {
		name string
		a, c string
		rule string
	}{
		{"a declaration, even with the Action spent and the Move taken", "lin", "bo", ""},
		{"no daisy chains", "lin", "mei", RulePartnering},
		{"no daisy chains (the other side)", "jun", "lin", RulePartnering},
		{"not in the same zone", "lin", "far", RulePartnering},
		{"not itself", "lin", "lin", RulePartnering},
		{"declaring again is no change", "mei", "jun", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			after, err := b.Partner(tt.a, tt.c)
			if refused(t, err, tt.rule, fmt.Sprintf("Partner(%s, %s)", tt.a, tt.c)) {
				return
			}
			x, _ := after.Creature(tt.a)
			y, _ := after.Creature(tt.c)
			if x.Partner != tt.c || y.Partner != tt.a {
				t.Errorf("Partner(%s, %s): partners %q and %q, want each other", tt.a, tt.c, x.Partner, y.Partner)
			}
			if c, _ := b.Creature(tt.a); tt.a == "lin" && c.Partner != "" {
				t.Errorf("Partner changed the board it was called on")
			}
		})
	}
	after, err := b.Unpartner("jun")
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := after.Creature("mei"); m.Partner != "" {
		t.Errorf("Unpartner(jun): mei's partner is still %q", m.Partner)
	}
}

// Seln, Moving with your Partner: "you both Challenge independently": a
// partner stopped at the first border does not take the other's results
// for the borders after it.
func TestPartnerStoppedEarlyKeepsTheOthersResults(t *testing.T) {
	req := MoveRequest{Creature: "tiredA", To: "field", Together: true}
	// the path goes through the mud: the direct link is taken out
	b2 := fixture(t, strings.Replace(pair, "link yard field\n", "", 1)+"creature tiredA yard partner=tiredB actionSpent speed=2\ncreature tiredB yard partner=tiredA actionSpent speed=2\n")
	p, err := Move(b2, req)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Challenges) != 4 {
		t.Fatalf("Move(pair through the mud) challenges %s, want 4", showChallenges(p.Challenges))
	}
	// in plan order: A in, B in, A out, B out. A fails in and stops; B
	// passes both.
	o, err := ResolveMove(b2, req, ints(3, 12, 1, 12), Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["tiredA"] != "yard" || o.Positions["tiredB"] != "field" {
		t.Errorf("A 3 then 1, B 12 and 12: A in %s, B in %s, want yard and field", o.Positions["tiredA"], o.Positions["tiredB"])
	}
}

// Seln, Partnering Up: "You and your Partner must be in the same zone" and
// no daisy chains: a refusal names the creatures and zones it is about,
// never their ids.
func TestPartnerRefusalsNameWhomAndWhere(t *testing.T) {
	b := fixture(t, `
zone y1 name=Courtyard
zone f1 name=Field
link y1 f1
creature m1 y1 name=Mei partner=j1
creature j1 y1 name=Jun partner=m1
creature s1 y1 name=Solo
creature o1 f1 name=Oni
`)
	for _, tc := range []struct{ a, c, want string }{
		{"s1", "m1", "Mei is already Jun's partner"},
		{"s1", "o1", "Solo is in Courtyard and Oni in Field"},
	} {
		_, err := b.Partner(tc.a, tc.c)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Partner(%s, %s) error %v, want one saying %q", tc.a, tc.c, err, tc.want)
		}
	}
}
