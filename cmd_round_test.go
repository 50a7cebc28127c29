package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// zonePair is a zone map for moving together and for limits:
//
//	yard (mei+jun partners, kaze alone) --climb 10-- roof
//	yard -- closet (limit 1: oni, Earth 12) -- den (limit 1: tanuki) / -- court
const zonePair = `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "bands": true,
 "zones": [{"id": "yard"}, {"id": "roof", "elevation": 6}, {"id": "closet", "limit": 1}, {"id": "den", "limit": 1}, {"id": "court"}],
 "links": [{"from": "yard", "to": "roof", "climb": 10}, {"from": "yard", "to": "closet"}, {"from": "closet", "to": "den"}, {"from": "closet", "to": "court"}],
 "creatures": [{"id": "mei", "zone": "yard", "side": "heroes", "partner": "jun"}, {"id": "jun", "zone": "yard", "side": "heroes", "partner": "mei"},
  {"id": "kaze", "zone": "yard", "side": "heroes", "band": "floating", "abilities": ["fly"]},
  {"id": "oni", "zone": "closet", "side": "foes", "earth": 12}, {"id": "tanuki", "zone": "den", "side": "foes"}]}`

type zoneOutcome struct {
	Positions   map[string]string `json:"positions"`
	Damage      map[string]int    `json:"damage"`
	Bands       map[string]string `json:"bands"`
	ActionSpent []string          `json:"actionSpent"`
	BreathHeld  map[string]int    `json:"breathHeld"`
	Round       int               `json:"round"`
	Events      []struct {
		Kind   string `json:"kind"`
		Breath *struct {
			Rounds, Penalty int
			PassedOut       bool
		} `json:"breath"`
	} `json:"events"`
}

func decodeOutcome(t *testing.T, out string) zoneOutcome {
	t.Helper()
	var o zoneOutcome
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return o
}

// Seln, Moving with your Partner: "If there is an obstacle such as
// Difficult Terrain, you both Challenge independently"; --result gives one
// result per challenge in the order listed.
func TestMoveZonesTogetherWithResults(t *testing.T) {
	file := writeFile(t, "pair.json", zonePair)
	tests := []struct {
		name     string
		args     []string
		mei, jun string
		spent    string
	}{
		{"both climb", []string{"--result", "10,12"}, "roof", "roof", ""},
		// "Disaster, Failure: You spend your Action when crossing this border"
		{"jun fails and spends the Action", []string{"--result", "10,4"}, "roof", "roof", "jun"},
		// Sprint is each one's own Action: a failure with it spent stops at the border
		{"jun sprints and fails: stays", []string{"--partner-sprint", "--result", "10,4"}, "roof", "yard", "jun"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"move", file, "--creature", "mei", "--to", "roof", "--together"}, tt.args...)
			code, out, errs := runZones(t, args...)
			if code != 0 {
				t.Fatalf("move %v = exit %d: %s", tt.args, code, errs)
			}
			o := decodeOutcome(t, out)
			if o.Positions["mei"] != tt.mei || o.Positions["jun"] != tt.jun || strings.Join(o.ActionSpent, ",") != tt.spent {
				t.Errorf("move %v: mei %s jun %s spent %v, want %s %s [%s]", tt.args, o.Positions["mei"], o.Positions["jun"], o.ActionSpent, tt.mei, tt.jun, tt.spent)
			}
		})
	}
}

// TestMoveZonesResultErrors: a results list of the wrong length, a partner
// that cannot come, and zone-only flags elsewhere give clear errors.
func TestMoveZonesResultErrors(t *testing.T) {
	file := writeFile(t, "pair.json", zonePair)
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"too few results", []string{"--creature", "mei", "--to", "roof", "--together", "--result", "12"}, 1,
			"the move to roof asks 2 challenge(s) (climb 10 for mei into roof, climb 10 for jun into roof), got 1 result(s)"},
		{"too many results", []string{"--creature", "mei", "--to", "roof", "--result", "12,12"}, 1, "asks 1 challenge(s) (climb 10 for mei into roof), got 2"},
		{"not a number", []string{"--creature", "mei", "--to", "roof", "--result", "12,x"}, 2, `"x" is not a whole number`},
		{"results without a destination", []string{"--creature", "mei", "--result", "12"}, 2, "give the move's --to ZONE too"},
		{"no partner", []string{"--creature", "kaze", "--to", "roof", "--together"}, 1, "Moving with your Partner: kaze has no partner to move with"},
		{"partner sprint alone", []string{"--creature", "mei", "--to", "roof", "--partner-sprint"}, 2, "give --together too"},
		{"defender without a limit", []string{"--creature", "mei", "--to", "roof", "--result", "12", "--defender", "oni"}, 1, "asks none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runZones(t, append([]string{"move", file}, tt.args...)...)
			if code != tt.code || !strings.Contains(errs, tt.want) || out != "" {
				t.Errorf("move %v = exit %d, stdout %q, stderr %q; want exit %d naming %q", tt.args, code, out, errs, tt.code, tt.want)
			}
		})
	}
	square := writeFile(t, "square.json", `{"format": 1, "grid": {"width": 3, "height": 3}, "creatures": [{"id": "a", "at": [0, 0]}]}`)
	if code, _, errs := runZones(t, "move", square, "--creature", "a", "--together"); code != 2 || !strings.Contains(errs, "--together is for zone maps") {
		t.Errorf("move SQUAREFILE --together = exit %d, %q; want 2 naming zone maps", code, errs)
	}
}

// Seln, Character limit: "Success, Flourish: You enter the zone and Throw
// the targetted character into a different adjacent zone of your choice";
// the den is full, so oni goes only where there is room.
func TestMoveZonesLimitResult(t *testing.T) {
	file := writeFile(t, "pair.json", zonePair)
	tests := []struct {
		name         string
		args         []string
		code         int
		kaze, oni    string
		wantInStderr string
	}{
		{"12 reaches oni's Earth 12: thrown into the first zone with room", []string{"--result", "12"}, 0, "closet", "yard", ""},
		{"11 does not: kaze stays out", []string{"--result", "11"}, 0, "yard", "closet", ""},
		{"thrown into the court by choice", []string{"--result", "12", "--throw-to", "court"}, 0, "closet", "court", ""},
		{"not into the full den", []string{"--result", "12", "--throw-to", "den"}, 1, "", "", "den is full (1/1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"move", file, "--creature", "kaze", "--to", "closet"}, tt.args...)
			code, out, errs := runZones(t, args...)
			if code != tt.code || !strings.Contains(errs, tt.wantInStderr) {
				t.Fatalf("move %v = exit %d, %q; want exit %d naming %q", tt.args, code, errs, tt.code, tt.wantInStderr)
			}
			if code != 0 {
				return
			}
			o := decodeOutcome(t, out)
			if o.Positions["kaze"] != tt.kaze || o.Positions["oni"] != tt.oni {
				t.Errorf("move %v: kaze %s oni %s, want %s %s", tt.args, o.Positions["kaze"], o.Positions["oni"], tt.kaze, tt.oni)
			}
		})
	}
}

// The reach listing: each entry's zone is "to" (and "zone"), and "reach"
// is present even when nothing is within it.
func TestMoveZonesReachTo(t *testing.T) {
	file := writeFile(t, "yard.json", zoneYard)
	_, out, _ := runZones(t, "move", file, "--creature", "mei")
	if !strings.Contains(out, `"to": "hall"`) || !strings.Contains(out, `"zone": "hall"`) {
		t.Errorf("move reach = %s, want entries with \"to\" and \"zone\"", out)
	}
	code, out, errs := runZones(t, "move", file, "--creature", "imp")
	if code != 0 || !strings.Contains(out, `"reach": []`) {
		t.Errorf("move imp (nowhere to go) = exit %d %s %s, want \"reach\": []", code, out, errs)
	}
}

// Seln, Height and Depth: "Assuming you have the relevant movement
// ability, you may use your movement to change to the next adjacent zone".
func TestMoveZonesBand(t *testing.T) {
	file := writeFile(t, "pair.json", zonePair)
	code, out, errs := runZones(t, "move", file, "--creature", "kaze", "--band", "flying")
	if code != 0 || decodeOutcome(t, out).Bands["kaze"] != "flying" {
		t.Errorf("move kaze --band flying = exit %d %s %s, want kaze flying", code, out, errs)
	}
	code, _, errs = runZones(t, "move", file, "--creature", "mei", "--band", "floating")
	if code != 1 || !strings.Contains(errs, "Height and Depth: mei needs the fly movement to reach floating") {
		t.Errorf("move mei --band floating = exit %d %q, want the fly movement named", code, errs)
	}
	code, _, errs = runZones(t, "move", file, "--creature", "mei", "--band", "hovering")
	if code != 2 || !strings.Contains(errs, `"hovering": not a band`) {
		t.Errorf("move --band hovering = exit %d %q, want a usage error", code, errs)
	}
}

// Seln, Swimming: "You may hold your breath for Rounds equal to your
// Prowess. Once you exceed that value, you take a stacking Penalty of 5 per
// round. When that Penalty exceeds your Earth defense, you pass out."
// `battlemap round --write` keeps the rounds held in the file, so rounds
// follow one another.
func TestRoundBreathOverRounds(t *testing.T) {
	file := writeFile(t, "lake.json", `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "bands": true,
 "zones": [{"id": "lake", "depth": 30}],
 "creatures": [{"id": "mei", "zone": "lake", "band": "underwater", "prowess": 1, "earth": 7, "abilities": ["swim"], "moved": true}]}`)
	want := []struct {
		held, penalty int
		out           bool
	}{{1, 0, false}, {2, 5, false}, {3, 10, true}}
	for i, w := range want {
		code, out, errs := runZones(t, "round", file, "--write")
		if code != 0 {
			t.Fatalf("round %d = exit %d: %s", i+1, code, errs)
		}
		o := decodeOutcome(t, out)
		var br *struct {
			Rounds, Penalty int
			PassedOut       bool
		}
		for _, e := range o.Events {
			if e.Kind == "breath" {
				br = e.Breath
			}
		}
		if br == nil || o.BreathHeld["mei"] != w.held || br.Penalty != w.penalty || br.PassedOut != w.out || o.Round != i+2 || o.Positions["mei"] != "lake" {
			t.Errorf("round %d: %s; want held %d, penalty %d, passed out %v, next round %d", i+1, out, w.held, w.penalty, w.out, i+2)
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(data); !strings.Contains(s, `"breathHeld": 3`) || !strings.Contains(s, `"round": 4`) || strings.Contains(s, `"moved"`) {
		t.Errorf("file after three rounds:\n%s\nwant breathHeld 3, round 4 and the Move given back", s)
	}
}

// Seln, Anti-gravity: "Here the speed is how high you rise each round";
// without --write the file is left as it was.
func TestRoundAntiGravity(t *testing.T) {
	text := `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "bands": true,
 "zones": [{"id": "hall", "effect": {"kind": "antiGravity", "speed": 2}}],
 "creatures": [{"id": "mei", "zone": "hall"}]}`
	file := writeFile(t, "hall.json", text)
	code, out, errs := runZones(t, "round", file, "--seed", "7")
	if code != 0 || decodeOutcome(t, out).Bands["mei"] != "flying" {
		t.Errorf("round under anti-gravity speed 2 = exit %d %s %s, want mei flying", code, out, errs)
	}
	if data, _ := os.ReadFile(file); string(data) != text {
		t.Errorf("round without --write changed the file:\n%s", data)
	}
	square := writeFile(t, "square.json", `{"format": 1, "grid": {"width": 3, "height": 3}, "creatures": [{"id": "a", "at": [0, 0]}]}`)
	if code, _, errs := runZones(t, "round", square); code != 1 || !strings.Contains(errs, "is not a zone map") {
		t.Errorf("round SQUAREFILE = exit %d %q, want 1 naming a zone map", code, errs)
	}
	if code, _, errs := runZones(t, "round"); code != 2 || !strings.Contains(errs, "usage: battlemap round") {
		t.Errorf("round without a file = exit %d %q, want the usage", code, errs)
	}
}

// Seln, Vertical distance: "When looking into water, take Penalty 1 for
// each 5 meters of depth you're trying to see through" / "Without Arts,
// your sight into water ends by 50 meters deep". The reach listing says
// what seeing into each zone in sight with water costs.
func TestMoveZonesSightIntoWater(t *testing.T) {
	file := writeFile(t, "lake.json", `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"},
 "zones": [{"id": "shore"}, {"id": "pool", "depth": 15}, {"id": "abyss", "depth": 60}],
 "links": [{"from": "shore", "to": "pool"}, {"from": "shore", "to": "abyss"}],
 "creatures": [{"id": "mei", "zone": "shore"}]}`)
	code, out, errs := runZones(t, "move", file, "--creature", "mei")
	var got struct {
		Sight []struct {
			To      string  `json:"to"`
			Penalty int     `json:"penalty"`
			Bottom  bool    `json:"bottom"`
			Reaches float64 `json:"reaches"`
		} `json:"sight"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil || len(got.Sight) != 2 {
		t.Fatalf("move mei = exit %d %s %s, want two zones in sight with water", code, out, errs)
	}
	if s := got.Sight[0]; s.To != "pool" || s.Penalty != 3 || !s.Bottom {
		t.Errorf("sight into the pool (15 m) = %+v, want penalty 3 to the bottom", s)
	}
	if s := got.Sight[1]; s.To != "abyss" || s.Penalty != 10 || s.Bottom || s.Reaches != 50 {
		t.Errorf("sight into the abyss (60 m) = %+v, want penalty 10, ending at 50 m", s)
	}
}

// Seln, Partnering Up: "You may Partner with one other ally in a zone."
// `battlemap check` refuses an enemy partner and a creature partnering
// itself, naming the field.
func TestCheckZonesPartnerIsAnAlly(t *testing.T) {
	for _, tt := range []struct{ name, creatures, want string }{
		{"an enemy", `[{"id": "mei", "zone": "yard", "side": "heroes", "partner": "oni"}, {"id": "oni", "zone": "yard", "side": "foes", "partner": "mei"}]`,
			`creatures[0].partner: "mei" is on side "heroes" and "oni" on side "foes": a partner is an ally`},
		{"itself", `[{"id": "mei", "zone": "yard", "partner": "mei"}]`, `creatures[0].partner: "mei" names itself`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			file := writeFile(t, "pair.json", `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"}, "zones": [{"id": "yard"}], "creatures": `+tt.creatures+`}`)
			code, out, errs := runZones(t, "check", file)
			if code != 1 || !strings.Contains(out+errs, tt.want) {
				t.Errorf("check = exit %d %q %q, want 1 naming %q", code, out, errs, tt.want)
			}
		})
	}
}
