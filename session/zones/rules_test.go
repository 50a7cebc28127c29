package zones

import (
	"fmt"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/zones"
)

// zoneFilePlay starts the zone play on a zone file given as its zones,
// links and creatures (JSON arrays) and the top-level switches.
func zoneFilePlay(t *testing.T, top, zs, links, creatures string) *ZonePlay {
	t.Helper()
	data := fmt.Sprintf(`{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}%s, "zones": %s, "links": %s, "creatures": %s}`, top, zs, links, creatures)
	enc, err := maps.Parse("enc.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	b, err := enc.Zones.Board()
	if err != nil {
		t.Fatal(err)
	}
	return NewZonePlay(b, nil, 0, "")
}

// Seln, Moving with your Partner: "You both spend your Movement"; Seln,
// Your Movement: "You may take the Sprint Action; this raises your Speed to
// 3". The mover's Sprint is its own Action: moving together, the partner
// sprints only when its own Sprint is on.
func TestZonePlayPartnerSprintIsItsOwn(t *testing.T) {
	zs := `[{"id": "a"}, {"id": "b"}, {"id": "c"}]`
	links := `[{"from": "a", "to": "b"}, {"from": "b", "to": "c"}]`
	pair := `[{"id": "mei", "zone": "a", "partner": "jun"}, {"id": "jun", "zone": "a", "partner": "mei"}]`

	p := zoneFilePlay(t, "", zs, links, pair)
	p.ToggleTogether()
	p.ToggleSprint()
	p.Drop("mei", "b")
	mei, _ := p.board.Creature("mei")
	jun, _ := p.board.Creature("jun")
	if mei.Zone != "b" || jun.Zone != "b" || !mei.ActionSpent || jun.ActionSpent {
		t.Errorf("mei sprints with jun to b: mei %s spent %v, jun %s spent %v; want both in b, only mei's Action spent (%s)",
			mei.Zone, mei.ActionSpent, jun.Zone, jun.ActionSpent, p.Message())
	}

	p = zoneFilePlay(t, "", zs, links, pair)
	p.ToggleTogether()
	p.ToggleSprint()
	p.Drop("mei", "c")
	if got := zoneOf(t, p, "jun"); got != "a" || !strings.Contains(p.Message(), "Moving with your Partner") {
		t.Errorf("mei sprints to c, jun at speed 1: jun in %s, message %q; want refused naming Moving with your Partner", got, p.Message())
	}
	p.TogglePartnerSprint()
	if !p.PartnerSprint() {
		t.Fatal("TogglePartnerSprint did not turn it on")
	}
	p.Drop("mei", "c")
	jun, _ = p.board.Creature("jun")
	if jun.Zone != "c" || !jun.ActionSpent || p.PartnerSprint() {
		t.Errorf("both sprint to c: jun %s spent %v, partner sprint still %v; want c, spent, and off after the move", jun.Zone, jun.ActionSpent, p.PartnerSprint())
	}
}

// Seln, Character limit: "Success, Flourish: You enter the zone and Throw
// the targetted character into a different adjacent zone of your choice".
// The window offers only adjacent zones with room.
func TestZonePlayLimitOffersOnlyRoom(t *testing.T) {
	p := zoneFilePlay(t, "",
		`[{"id": "hall"}, {"id": "closet", "limit": 1}, {"id": "den", "limit": 1}, {"id": "yard"}]`,
		`[{"from": "hall", "to": "closet"}, {"from": "closet", "to": "den"}, {"from": "closet", "to": "yard"}]`,
		`[{"id": "mei", "zone": "hall"}, {"id": "oni", "zone": "closet"}, {"id": "tanuki", "zone": "den"}]`)
	p.Drop("mei", "closet")
	ch, ok := p.asked()
	if !ok || ch.Kind != zones.KindLimit {
		t.Fatalf("asked %+v, want a limit challenge", ch)
	}
	if got, want := fmt.Sprint(p.limitChoices(ch)), "[[oni hall] [oni yard]]"; got != want {
		t.Errorf("limit choices %s, want %s (not the full den)", got, want)
	}
}

// Seln, Height and Depth: "Assuming you have the relevant movement
// ability, you may use your movement to change to the next adjacent zone".
// Seln, Swimming: "You may hold your breath for Rounds equal to your
// Prowess." Seln, Vertical distance: "When looking into water, take
// Penalty 1 for each 5 meters of depth you're trying to see through".
func TestZonePlayBandsBreathAndSight(t *testing.T) {
	p := zoneFilePlay(t, `, "bands": true`,
		`[{"id": "shore"}, {"id": "lake", "depth": 12}]`,
		`[{"from": "shore", "to": "lake"}]`,
		`[{"id": "mei", "zone": "lake", "band": "swimming", "prowess": 1, "abilities": ["swim"]}, {"id": "jun", "zone": "shore"}]`)
	p.MoveBand("mei", zones.Underwater)
	if c, _ := p.board.Creature("mei"); c.Band != zones.Underwater || !c.Moved {
		t.Fatalf("MoveBand(mei, underwater): band %s moved %v (%s)", c.Band, c.Moved, p.Message())
	}
	p.MoveBand("jun", zones.Floating)
	if !strings.Contains(p.Message(), "fly") {
		t.Errorf("jun without fly to floating: message %q, want the fly movement named", p.Message())
	}
	p.EndOfRound()
	p.EndOfRound()
	p.EndOfRound()
	p.EndOfRound()
	if br := p.Breath("mei"); br.Rounds != 2 || br.Penalty != 5 {
		t.Errorf("after two rounds underwater with Prowess 1: %+v, want 2 rounds, penalty 5", br)
	}
	lines := strings.Join(p.RulesLines("mei"), "\n")
	if !strings.Contains(lines, "round 2 of 1, penalty 5") {
		t.Errorf("RulesLines(mei) = %q, want the breath held", lines)
	}
	if got := strings.Join(p.RulesLines("jun"), "\n"); !strings.Contains(got, "Into lake (12m of water): penalty 2") {
		t.Errorf("RulesLines(jun) = %q, want the sight into the lake", got)
	}
}

// Seln, Partnering Up: "You may Partner with one other ally in a zone."
// The map editor's Partner field cycles through allies in the zone only:
// the goblin beside the hero is never offered.
func TestZoneEditorPartnersAlliesOnly(t *testing.T) {
	e, _ := buildLotus(t)
	p := e.play
	var hero string
	for _, c := range p.Board().Map().Creatures {
		if c.Side == "heroes" {
			hero = c.ID
		}
	}
	e.SetTool(ZoneSelect)
	at, ok := tokenCentre(p, hero)
	if !ok {
		t.Fatal("no hero token")
	}
	click(e, at)
	fieldNamed(t, e, "Partner").Next()
	if c, _ := p.Board().Creature(hero); c.Partner != "" || !strings.Contains(p.Message(), "has no partner") {
		t.Errorf("Partner of the hero beside a goblin: %q, message %q; want none offered", c.Partner, p.Message())
	}
}

// Seln, Height and Depth: "Assuming you have the relevant movement
// ability, you may use your movement to change to the next adjacent
// zone". The zone window's Band up and Band down (and their keys) move
// the selected creature one band; they stand on the Play tab only on a
// map with bands, dimmed until a creature is selected.
func TestZoneBandButtons(t *testing.T) {
	p := zoneFilePlay(t, `, "bands": true`,
		`[{"id": "shore"}, {"id": "lake", "depth": 12}]`,
		`[{"from": "shore", "to": "lake"}]`,
		`[{"id": "mei", "zone": "lake", "band": "swimming", "abilities": ["swim"]}, {"id": "kite", "zone": "shore", "band": "soaring", "abilities": ["fly"]}]`)
	names := func(w ZoneWindowState) string { return words(p.Buttons(ZonePlayTab, w)) }
	if got := names(ZoneWindowState{}); !strings.Contains(got, "Band up-, Band down-") {
		t.Errorf("no creature selected: %s, want Band up and Band down dimmed", got)
	}
	if got := names(ZoneWindowState{Selected: "mei"}); !strings.Contains(got, "Throw, Band up, Band down, Undo") {
		t.Errorf("mei selected: %s, want Band up and Band down after Throw", got)
	}
	if lines := strings.Join(p.RulesLines("mei"), "\n"); !strings.Contains(lines, "mei is in the swimming band") {
		t.Errorf("RulesLines(mei) = %q, want its band", lines)
	}
	p.StepBand("mei", false)
	if c, _ := p.board.Creature("mei"); c.Band != zones.Underwater {
		t.Errorf("Band down for mei at swimming: band %s (%s), want underwater", c.Band, p.Message())
	}
	p.StepBand("kite", true)
	if c, _ := p.board.Creature("kite"); c.Band != zones.Soaring || !strings.Contains(p.Message(), "no band above") {
		t.Errorf("Band up for kite at soaring: band %s, message %q; want soaring kept, no band above", c.Band, p.Message())
	}
	p.StepBand("", true)
	if !strings.Contains(p.Message(), "Select a creature") {
		t.Errorf("Band up with nobody selected: %q", p.Message())
	}
	plain, _ := monasteryPlay(t)
	if got := words(plain.Buttons(ZonePlayTab, ZoneWindowState{Selected: "mei"})); strings.Contains(got, "Band") {
		t.Errorf("the monastery has no bands: %s, want no band buttons", got)
	}
}
