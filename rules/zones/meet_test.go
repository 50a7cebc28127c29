package zones

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules"
)

// Seln, Falling: "Landing varies by surface: Water deep enough for a dive
// (about 5 meters): Take 1 damage for every 20 meters fallen". Seln,
// Swimming: "Once the water level reaches half your height or more, you
// must swim." Water is one notion: the depth that makes a zone water to
// swim in makes it water to land in once it is deep enough for a dive,
// whether or not the zone's surface word says water.
func TestWaterIsOneNotionForALanding(t *testing.T) {
	tests := []struct {
		name    string
		zone    string
		surface Surface
		damage  int
	}{
		{"a depth and no surface word", "depth=6", Water, 2},
		{"exactly 5 m is deep enough for a dive", "depth=5", Water, 2},
		{"4.9 m without a word lands on the hard floor", "depth=4.9", Hard, 8},
		{"4.9 m of water lands hard", "surface=water depth=4.9", Hard, 8},
		{"deep water over a soft floor is water", "surface=soft depth=6", Water, 2},
		{"shallow water over a soft floor is soft", "surface=soft depth=1", Soft, 1},
		{"deep water over ungodly rocks is still water", "surface=ungodly depth=10", Water, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := fixture(t, fmt.Sprintf(`
zone cliff elevation=40
zone pool %s
link cliff pool oneWay
creature mei cliff
`, tt.zone))
			o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "pool", Sprint: true}, nil, Dice{})
			if err != nil {
				t.Fatal(err)
			}
			e, ok := hasEvent(o.Events, EventFall, "mei")
			if !ok || e.Fall.Surface != tt.surface || o.Damage["mei"] != tt.damage {
				t.Errorf("a 40 m fall into %s: event %+v damage %d, want %s and %d", tt.zone, e.Fall, o.Damage["mei"], tt.surface, tt.damage)
			}
		})
	}
}

// Seln, Height and Depth: "When falling or sinking, you descend 1 height
// band per round"; the landing from the bands into a zone with a depth
// and no surface word is a landing in water (Seln, Falling: "Water deep
// enough for a dive").
func TestBandFallLandsInUnmarkedWater(t *testing.T) {
	b := fixture(t, `
option bands
zone lake depth=8
creature mei lake band=floating
`)
	o := EndRound(b, Dice{})
	e, ok := hasEvent(o.Events, EventFall, "mei")
	if !ok || e.Fall.Surface != Water || o.Damage["mei"] != 0 {
		t.Errorf("a fall from floating into 8 m of water: %+v damage %d, want water and 0 (5 m at 1 per 20 m)", e.Fall, o.Damage["mei"])
	}
}

// a closet with room for two between a hall, a full den and an empty yard.
const packed = `
zone hall limit=1
zone closet limit=2
zone den limit=1
zone yard
zone loft elevation=4 difficult=20
link hall closet
link closet den
link closet yard
link closet loft
creature mei hall side=heroes
creature oni closet side=foes earth=12
creature kappa closet side=foes earth=8
creature tanuki den side=foes
`

// Seln, Character limit: "Success, Flourish: You enter the zone and Throw
// the targetted character into a different adjacent zone of your choice".
// Seln, Character limit: "Once the zone fills up, additional characters
// (friend or foe) must challenge Earth against a chosen defender within
// the zone." A defender thrown out enters another zone and does not get
// to challenge: only an adjacent zone with room may take it.
func TestLimitThrowsOnlyIntoAZoneWithRoom(t *testing.T) {
	b := fixture(t, packed)
	tests := []struct {
		name     string
		throwTo  string
		result   int
		wantRule string
		wantOni  string
	}{
		{"into the full den: refused", "den", 14, RuleLimit, ""},
		{"into the empty yard", "yard", 14, "", "yard"},
		{"into the hall mei leaves: her place is free", "hall", 14, "", "hall"},
		{"into the loft with 21 (higher than 20)", "loft", 21, "", "loft"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := []ChallengeResult{{Result: tt.result, Won: true, Defender: "oni", ThrowTo: tt.throwTo}}
			o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "closet"}, res, Dice{})
			if refused(t, err, tt.wantRule, "ResolveMove(mei into closet, oni to "+tt.throwTo+")") {
				return
			}
			if o.Positions["oni"] != tt.wantOni || o.Positions["mei"] != "closet" {
				t.Errorf("oni %s mei %s, want oni %s and mei in the closet", o.Positions["oni"], o.Positions["mei"], tt.wantOni)
			}
		})
	}
	got := LimitThrows(b, "mei", "closet", 14)
	want := []LimitThrow{{"oni", "hall"}, {"oni", "yard"}, {"kappa", "hall"}, {"kappa", "yard"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("LimitThrows(mei into closet, 14) = %v, want %v (not the full den, not the loft's 20)", got, want)
	}
}

// Seln, Character limit: "must challenge Earth against a chosen defender
// within the zone." With a result alone (the command line), the defender
// is the first one that can be thrown and the challenge is won when the
// result reaches the defender's Earth defense.
func TestLimitByEarth(t *testing.T) {
	b := fixture(t, packed)
	tests := []struct {
		name             string
		res              ChallengeResult
		wantMei, wantOni string
		wantKappa        string
	}{
		{"12 reaches oni's Earth 12: oni thrown into the hall", ChallengeResult{Result: 12, ByEarth: true}, "closet", "hall", "closet"},
		{"11 does not: mei stays out", ChallengeResult{Result: 11, ByEarth: true}, "hall", "closet", "closet"},
		{"kappa chosen: 8 reaches Earth 8", ChallengeResult{Result: 8, ByEarth: true, Defender: "kappa"}, "closet", "closet", "hall"},
		{"a zone chosen: into the yard", ChallengeResult{Result: 12, ByEarth: true, ThrowTo: "yard"}, "closet", "yard", "closet"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "closet"}, []ChallengeResult{tt.res}, Dice{})
			if err != nil {
				t.Fatal(err)
			}
			if o.Positions["mei"] != tt.wantMei || o.Positions["oni"] != tt.wantOni || o.Positions["kappa"] != tt.wantKappa {
				t.Errorf("mei %s oni %s kappa %s, want %s %s %s", o.Positions["mei"], o.Positions["oni"], o.Positions["kappa"], tt.wantMei, tt.wantOni, tt.wantKappa)
			}
		})
	}
	// nobody can be thrown anywhere: the win cannot stand
	nowhere := fixture(t, `
zone hall
zone closet limit=1
zone den limit=1
link hall closet oneWay
link closet den
creature mei hall
creature oni closet
creature kappa den
`)
	_, err := ResolveMove(nowhere, MoveRequest{Creature: "mei", To: "closet"}, []ChallengeResult{{Result: 20, ByEarth: true}}, Dice{})
	if ruleOf(err) != RuleLimit {
		t.Errorf("a won limit challenge with no zone to throw into: error %v, want the rule %q", err, RuleLimit)
	}
}

// Seln, Anti-gravity: "When gravity turns off, everyone starts to float.
// Here the speed is how high you rise each round."
func TestAntiGravityRisesByItsSpeed(t *testing.T) {
	tests := []struct {
		effect string
		from   Band
		want   Band
	}{
		{"antiGravity", Ground, Floating},
		{"antiGravity/speed=1", Ground, Floating},
		{"antiGravity/speed=2", Ground, Flying},
		{"antiGravity/speed=3", Ground, Soaring},
		{"antiGravity/speed=5", Ground, Soaring}, // no higher than Soaring
		{"antiGravity/speed=5", Flying, Soaring},
		{"antiGravity/speed=2", Underwater, Ground},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s from %s", tt.effect, tt.from), func(t *testing.T) {
			b := fixture(t, fmt.Sprintf("option bands\nzone hall depth=10 effect=%s\ncreature mei hall band=%s height=20", tt.effect, tt.from))
			o := EndRound(b, Dice{})
			if got := b.Apply(o); func() Band { c, _ := got.Creature("mei"); return c.Band.norm() }() != tt.want {
				t.Errorf("EndRound under %s from %s: bands %v, want %s", tt.effect, tt.from, o.Bands, tt.want)
			}
		})
	}
}

// Seln, Partnering Up: "You may Partner with one other ally in a zone."
func TestPartnerIsOneOtherAlly(t *testing.T) {
	files := []struct {
		name, text, want string
	}{
		{"an enemy", "zone yard\ncreature mei yard side=heroes partner=oni\ncreature oni yard side=foes partner=mei", "creatures[0].partner"},
		{"itself", "zone yard\ncreature mei yard partner=mei", "creatures[0].partner"},
		{"an ally", "zone yard\ncreature mei yard side=heroes partner=jun\ncreature jun yard side=heroes partner=mei", ""},
	}
	for _, tt := range files {
		t.Run("file: "+tt.name, func(t *testing.T) {
			m, err := parseFixture(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			_, err = NewBoard(m)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("NewBoard: %v, want no error", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("NewBoard error %v, want one naming %s", err, tt.want)
			}
		})
	}
	b := fixture(t, "zone yard\ncreature mei yard side=heroes\ncreature oni yard side=foes\ncreature jun yard side=heroes")
	for _, tt := range []struct{ a, c, rule string }{{"mei", "oni", RulePartnering}, {"mei", "mei", RulePartnering}, {"mei", "jun", ""}} {
		_, err := b.Partner(tt.a, tt.c)
		refused(t, err, tt.rule, fmt.Sprintf("Partner(%s, %s)", tt.a, tt.c))
	}
}

// Seln, Forced Movement: "Elemental explosions, map effects, and other
// characters can shove, throw, and trip you." A creature does not throw
// itself.
func TestNoThrowingOneself(t *testing.T) {
	b := fixture(t, "zone yard\nzone pit elevation=-10\nlink yard pit\ncreature mei yard")
	if _, err := Throw(b, ThrowRequest{Target: "mei", By: "mei", To: "pit", Result: 20}, Dice{}); ruleOf(err) != RuleForced {
		t.Errorf("Throw(mei by mei): error %v, want the rule %q", err, RuleForced)
	}
}

// Seln, Moving with your Partner: "You both spend your Movement". Seln,
// Your Movement: "You may take the Sprint Action; this raises your Speed to
// 3". Each partner's Sprint is its own Action; and partners at different
// bands are not in the same (vertical) zone (Seln, Height and Depth:
// "change to the next adjacent zone").
func TestMovingTogetherSprintIsEachOnesOwn(t *testing.T) {
	b := fixture(t, `
zone a
zone b
zone c
link a b
link b c
creature mei a partner=jun
creature jun a partner=mei
`)
	if _, err := Move(b, MoveRequest{Creature: "mei", To: "c", Together: true, Sprint: true}); ruleOf(err) != RulePartner {
		t.Errorf("mei sprints, jun does not, 2 zones: error %v, want the rule %q (jun's speed is 1)", err, RulePartner)
	}
	o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "b", Together: true, Sprint: true}, nil, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(o.ActionSpent) != "[mei]" {
		t.Errorf("mei sprints alone: actions spent %v, want [mei]", o.ActionSpent)
	}
	o, err = ResolveMove(b, MoveRequest{Creature: "mei", To: "c", Together: true, Sprint: true, PartnerSprint: true}, nil, Dice{})
	if err != nil || o.Positions["jun"] != "c" || fmt.Sprint(o.ActionSpent) != "[mei jun]" {
		t.Errorf("both sprint to c: %v jun %s actions %v, want jun in c and both Actions spent", err, o.Positions["jun"], o.ActionSpent)
	}
	bands := fixture(t, `
option bands
zone a
zone b
link a b
creature mei a partner=jun band=floating abilities=fly
creature jun a partner=mei
`)
	if _, err := Move(bands, MoveRequest{Creature: "mei", To: "b", Together: true}); ruleOf(err) != RulePartner {
		t.Errorf("partners at floating and ground moving together: error %v, want the rule %q", err, RulePartner)
	}
}

// Seln, Swimming: "You may hold your breath for Rounds equal to your
// Prowess. Once you exceed that value, you take a stacking Penalty of 5
// per round. When that Penalty exceeds your Earth defense, you pass out."
func TestBreathOverRounds(t *testing.T) {
	b := fixture(t, `
option bands
zone lake depth=20
creature mei lake band=underwater prowess=2 earth=7 abilities=swim
creature jun lake band=swimming
`)
	want := []Breath{
		{Rounds: 1, Prowess: 2},
		{Rounds: 2, Prowess: 2}, // exactly Prowess: no penalty yet
		{Rounds: 3, Prowess: 2, Penalty: 5},
		{Rounds: 4, Prowess: 2, Penalty: 10, PassedOut: true}, // 10 exceeds Earth 7
	}
	for i, w := range want {
		o := EndRound(b, Dice{})
		e, ok := hasEvent(o.Events, EventBreath, "mei")
		if !ok || *e.Breath != w || o.BreathHeld["mei"] != w.Rounds {
			t.Fatalf("end of round %d: breath %+v held %d, want %+v", i+1, e.Breath, o.BreathHeld["mei"], w)
		}
		if _, ok := hasEvent(o.Events, EventBreath, "jun"); ok || o.BreathHeld["jun"] != 0 {
			t.Errorf("jun at the surface (swimming band) holds its breath: %v", o.Events)
		}
		b = b.Apply(o)
	}
	// back at the surface the count ends
	up := fixture(t, "option bands\nzone lake depth=20\ncreature mei lake band=swimming prowess=2 breathHeld=3")
	o := EndRound(up, Dice{})
	if _, ok := hasEvent(o.Events, EventBreath, "mei"); !ok || o.BreathHeld["mei"] != 0 {
		t.Errorf("mei at the surface after 3 rounds: %v held %d, want a breath event and 0", o.Events, o.BreathHeld["mei"])
	}
}

// Seln, Vertical distance: "When looking into water, take Penalty 1 for
// each 5 meters of depth you're trying to see through" / "Without Arts,
// your sight into water ends by 50 meters deep".
func TestSightIntoWater(t *testing.T) {
	b := fixture(t, `
zone shore
zone pool depth=12
zone abyss depth=80
zone far depth=5
link shore pool
link shore abyss
link pool far
creature mei shore
`)
	got, err := SightIntoWater(b, "mei")
	if err != nil {
		t.Fatal(err)
	}
	want := []Sight{{To: "pool", Depth: 12, Penalty: 2, Bottom: true, Reaches: 12}, {To: "abyss", Depth: 80, Penalty: 10, Bottom: false, Reaches: 50}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("SightIntoWater(mei) = %+v, want %+v (far is out of sight)", got, want)
	}
}

// The reach listing names each entry's zone "to", as square and hex reach
// entries do, and lists "reach" even when nothing is within it.
func TestReachJSON(t *testing.T) {
	b := fixture(t, "zone a\nzone b\nlink a b oneWay\ncreature mei b\ncreature jun a")
	for _, tt := range []struct{ id, want string }{{"mei", `"reach":[]`}, {"jun", `"reach":[{"to":"b","zone":"b"`}} {
		p, err := Move(b, MoveRequest{Creature: tt.id})
		if err != nil {
			t.Fatal(err)
		}
		out, _ := json.Marshal(p)
		if !strings.Contains(string(out), tt.want) {
			t.Errorf("Move(%s) JSON %s, want %s", tt.id, out, tt.want)
		}
	}
}

// Seln, Character limit: "Once the zone fills up, additional characters
// (friend or foe) must challenge Earth against a chosen defender within
// the zone." Partners moving together into a closet with room for one:
// the first wins against oni and enters; the second finds only its
// partner there, has nobody to challenge, and stays out, which ends the
// partnership (Seln, Moving with your Partner: "If any effect would
// separate you two into separate zones, the partnership ends").
func TestPartnersIntoAFullZone(t *testing.T) {
	b := fixture(t, `
zone yard
zone closet limit=1
link yard closet
creature mei yard partner=jun
creature jun yard partner=mei
creature oni closet earth=5
`)
	p, err := Move(b, MoveRequest{Creature: "mei", To: "closet", Together: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := showChallenges(p.Challenges); got != showChallenges([]Challenge{
		{Kind: KindLimit, Creature: "mei", From: "yard", To: "closet", OnFailure: FailStay},
		{Kind: KindLimit, Creature: "jun", From: "yard", To: "closet", OnFailure: FailStay}}) {
		t.Errorf("Move(mei and jun into the closet).Challenges = %s, want a limit challenge each", got)
	}
	o, err := ResolveMove(b, MoveRequest{Creature: "mei", To: "closet", Together: true},
		[]ChallengeResult{{Result: 9, ByEarth: true}, {Result: 9, ByEarth: true}}, Dice{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Positions["mei"] != "closet" || o.Positions["oni"] != "yard" || o.Positions["jun"] != "yard" || len(o.Unpartnered) != 2 {
		t.Errorf("mei %s oni %s jun %s unpartnered %v, want mei in, oni thrown to the yard, jun out and the pair ended",
			o.Positions["mei"], o.Positions["oni"], o.Positions["jun"], o.Unpartnered)
	}
}

// Seln, Character limit: "Once the zone fills up, additional characters
// (friend or foe) must challenge Earth against a chosen defender within
// the zone." A tile effect cannot challenge: a current or a wave does not
// carry anyone into a full zone (as a throw into it is refused); under
// Seln, Spill-over ("when an excess character enters a zone with a
// limit"), it enters and scatters the occupants.
func TestAutomaticMovementKeepsLimits(t *testing.T) {
	const creek = `
zone creek effect=current:pond
zone pond limit=1
zone bank
link creek pond
link pond bank
creature mei creek
creature oni pond
`
	o := EndRound(fixture(t, creek), Dice{})
	if o.Positions["mei"] != "creek" {
		t.Errorf("a current into a full pond: mei in %s, want still in the creek (%v)", o.Positions["mei"], o.Events)
	}
	if _, ok := hasEvent(o.Events, EventLimit, "mei"); !ok {
		t.Errorf("a current into a full pond: events %v, want a limit event", eventKinds(o.Events))
	}
	o = EndRound(fixture(t, creek+"option spillOver\n"), Dice{Rolls: []int{2}})
	if o.Positions["mei"] != "pond" || o.Positions["oni"] != "bank" {
		t.Errorf("under spill-over: mei %s oni %s, want mei in the pond and oni scattered to the bank", o.Positions["mei"], o.Positions["oni"])
	}
	// a wave sweeps outward only into zones with room
	wave := fixture(t, `
option round=2
zone centre effect=wave
zone east limit=1
zone west
link centre east
link centre west
creature mei centre
creature oni east
`)
	o = EndRound(wave, Dice{Rolls: []int{1}})
	if o.Positions["mei"] != "west" {
		t.Errorf("a wave with the east full: mei in %s, want west", o.Positions["mei"])
	}
}

// Seln, Moving with your Partner: "You and your Partner may move together
// to preserve any partnership effects" and "You both must have your turn
// available"; Partnering Up: "You and your Partner must be in the same
// zone." A move together refused quotes the sentence it breaks.
func TestMovingTogetherRefusalsQuoteTheirSentence(t *testing.T) {
	b := fixture(t, `
option bands
zone a
zone b
link a b
creature mei a partner=jun
creature jun a partner=mei moved
creature lin a band=floating partner=kai abilities=fly
creature kai a partner=lin
creature shiro a
`)
	for _, tt := range []struct{ who, want string }{
		{"shiro", "You and your Partner may move together"},
		{"lin", "You and your Partner must be in the same zone."},
		{"mei", "You both must have your turn available"},
	} {
		_, err := Move(b, MoveRequest{Creature: tt.who, To: "b", Together: true})
		var re *rules.Error
		if !errors.As(err, &re) || re.Rule != RulePartner || !strings.Contains(re.Source.Sentence, tt.want) {
			t.Errorf("%s moves together: error %v, want the rule %q quoting %q", tt.who, err, RulePartner, tt.want)
		}
	}
}
