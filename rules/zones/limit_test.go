package zones

import (
	"fmt"
	"slices"
	"testing"
)

// a closet with room for two, between a hall and a loft.
const closet = `
zone hall
zone closet limit=2
zone loft elevation=4 difficult=20
zone shaft elevation=-8
link hall closet
link closet loft
link closet shaft oneWay
creature mei hall
creature oni closet side=foes
creature kappa closet side=foes
`

// Seln, Character limit: "Once the zone fills up, additional characters
// (friend or foe) must challenge Earth against a chosen defender within
// the zone."
func TestLimitCallsForAChallenge(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []Challenge
	}{
		{"full", closet, []Challenge{{Kind: KindLimit, Creature: "mei", From: "hall", To: "closet", OnFailure: FailStay}}},
		{"room for one more", "zone hall\nzone closet limit=2\nlink hall closet\ncreature mei hall\ncreature oni closet", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := fixture(t, tt.text)
			p, err := Move(b, MoveRequest{Creature: "mei", To: "closet"})
			if err != nil {
				t.Fatal(err)
			}
			if !equalChallenges(p.Challenges, tt.want) {
				t.Errorf("Move(mei to closet).Challenges = %s, want %s", showChallenges(p.Challenges), showChallenges(tt.want))
			}
			if tt.want != nil {
				if p.Challenges[0].Rating != nil {
					t.Errorf("a limit challenge has a rating %v, want none", *p.Challenges[0].Rating)
				}
				if _, ok := hasEvent(p.Events, EventLimit, "mei"); !ok {
					t.Errorf("Move(mei to closet) events %v, want a limit event", eventKinds(p.Events))
				}
			}
		})
	}
}

// Seln, Character limit: "Disaster, Failure: You are unable to enter" /
// "Success, Flourish: You enter the zone and Throw the targetted character
// into a different adjacent zone of your choice".
func TestLimitResults(t *testing.T) {
	b := fixture(t, closet)
	tests := []struct {
		name      string
		res       ChallengeResult
		wantMei   string
		wantOni   string
		wantRule  string
		wantFalls int
	}{
		{"failure: unable to enter", ChallengeResult{Result: 5, Won: false, Defender: "oni"}, "hall", "closet", "", 0},
		{"success: oni thrown into the hall", ChallengeResult{Result: 14, Won: true, Defender: "oni", ThrowTo: "hall"}, "closet", "hall", "", 0},
		{"success: oni thrown down the shaft falls", ChallengeResult{Result: 14, Won: true, Defender: "oni", ThrowTo: "shaft"}, "closet", "shaft", "", 1},
		// a throw into difficult terrain must beat its rating (Seln: "Forced Movement")
		{"success, but 14 does not beat the loft's 20", ChallengeResult{Result: 14, Won: true, Defender: "oni", ThrowTo: "loft"}, "", "", RuleForced, 0},
		{"success: 21 throws oni into the loft", ChallengeResult{Result: 21, Won: true, Defender: "oni", ThrowTo: "loft"}, "closet", "loft", "", 0},
		{"the defender must go to a different zone", ChallengeResult{Result: 14, Won: true, Defender: "oni", ThrowTo: "closet"}, "", "", RuleLimit, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "closet"}, []ChallengeResult{tt.res}, Dice{})
			if refused(t, err, tt.wantRule, fmt.Sprintf("ResolveMove(%+v)", tt.res)) {
				return
			}
			falls := 0
			for _, e := range o.Events {
				if e.Kind == EventFall {
					falls++
				}
			}
			if o.Positions["mei"] != tt.wantMei || o.Positions["oni"] != tt.wantOni || falls != tt.wantFalls {
				t.Errorf("ResolveMove(%+v) mei %s oni %s falls %d, want %s %s %d", tt.res, o.Positions["mei"], o.Positions["oni"], falls, tt.wantMei, tt.wantOni, tt.wantFalls)
			}
		})
	}
}

// Seln, Spill-over: "Instead of the Challenge above, when an excess
// character enters a zone with a limit: Take all characters currently in
// the limited zone. Randomly distribute them into all Adjacent zones (for
// example, by rolling 1d6 and counting zones clockwise to find their new
// home)".
func TestSpillOver(t *testing.T) {
	b := fixture(t, "option spillOver\n"+closet)
	// the closet's adjacent zones, in link order: hall, loft, shaft.
	tests := []struct {
		name      string
		dice      Dice
		wantOni   string
		wantKappa string
		wantRolls []int
	}{
		// 1 counts to the first zone, 3 to the third
		{"rolled 1 and 3", Dice{Rolls: []int{1, 3}}, "hall", "shaft", []int{1, 3}},
		// 5 counts round past the three zones: hall, loft, shaft, hall, loft
		{"rolled 5 and 6", Dice{Rolls: []int{5, 6}}, "loft", "shaft", []int{5, 6}},
		// seed 7's dice are 4 and 1 (pinned): 4 counts round to the hall
		{"seed 7", Dice{Seed: 7}, "hall", "hall", []int{4, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Move(b, MoveRequest{Creature: "mei", To: "closet"})
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Challenges) != 0 {
				t.Errorf("spill-over: Move calls for %s, want no challenge", showChallenges(p.Challenges))
			}
			o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "closet"}, nil, tt.dice)
			if err != nil {
				t.Fatal(err)
			}
			var rolls []int
			for _, e := range o.Events {
				if e.Kind == EventSpillOver {
					rolls = append(rolls, e.Rolls...)
				}
			}
			if o.Positions["mei"] != "closet" || o.Positions["oni"] != tt.wantOni || o.Positions["kappa"] != tt.wantKappa || !slices.Equal(rolls, tt.wantRolls) {
				t.Errorf("spill-over with %+v: mei %s oni %s kappa %s rolls %v, want closet %s %s %v", tt.dice, o.Positions["mei"], o.Positions["oni"], o.Positions["kappa"], rolls, tt.wantOni, tt.wantKappa, tt.wantRolls)
			}
		})
	}
}

// Seln, When you Move: "You may move through zones containing other
// characters": the limit is challenged where the move ends, not in the
// zones it passes through.
func TestLimitOnlyWhereTheMoveEnds(t *testing.T) {
	b := fixture(t, closet+"zone attic\nlink closet attic\n")
	p, err := Move(b, MoveRequest{Creature: "mei", Sprint: true, To: "attic"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.Path, []string{"hall", "closet", "attic"}) || len(p.Challenges) != 0 {
		t.Errorf("Move(mei through the full closet) path %v challenges %s, want [hall closet attic] and none", p.Path, showChallenges(p.Challenges))
	}
}

// Partners moving together into a full zone under the spill-over rule
// arrive together: the pair is not scattered by its own second member.
func TestSpillOverKeepsThePair(t *testing.T) {
	b := fixture(t, `
option spillOver
zone hall
zone closet limit=2
zone loft
link hall closet
link closet loft
creature mei hall partner=jun
creature jun hall partner=mei
creature oni closet
`)
	o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "closet", Together: true}, nil, Dice{Rolls: []int{2}})
	if err != nil {
		t.Fatal(err)
	}
	// jun is the excess character: oni is scattered, a 2 counting to the loft
	if o.Positions["mei"] != "closet" || o.Positions["jun"] != "closet" || o.Positions["oni"] != "loft" || len(o.Unpartnered) != 0 {
		t.Errorf("pair into the closet: %v unpartnered %v, want mei and jun in the closet, oni in the loft", o.Positions, o.Unpartnered)
	}
}
