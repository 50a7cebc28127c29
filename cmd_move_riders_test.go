package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// riderField is a small encounter with a rider on its mount:
//
//	p  a foe at 0,1                h  the heroes' horse, size 2, at 1,1 (x 1-2, y 1-2)
//	r  a hero riding h, on 1,1 at height 2
//	c  a hero at 4,3, speed 6      o  an ogre (size 2, a foe) at 5,0
const riderField = `{"format": 1, "grid": {"shape": "square", "width": 7, "height": 4},
 "creatures": [
  {"id": "p", "name": "Pusher", "side": "foes", "at": [0, 1], "stamina": 30},
  {"id": "h", "name": "Horse", "side": "heroes", "size": 2, "at": [1, 1], "stamina": 20, "maxStamina": 20, "speed": 6},
  {"id": "r", "name": "Rider", "side": "heroes", "at": [1, 1], "z": 2, "stamina": 20, "speed": 5, "might": 2},
  {"id": "c", "name": "Climber", "side": "heroes", "at": [4, 3], "stamina": 20, "speed": 6, "agility": 1},
  {"id": "o", "name": "Ogre", "side": "foes", "size": 2, "at": [5, 0], "stamina": 30}
 ]}`

type riderOut struct {
	To        [3]int            `json:"to"`
	Cost      int               `json:"cost"`
	Mount     string            `json:"mount"`
	Climbed   *bool             `json:"climbed"`
	Dismounts bool              `json:"dismounts"`
	Moved     map[string][3]int `json:"moved"`
	Test      *struct {
		Result, Tier int
		Dice         []int
	} `json:"test"`
	Positions map[string][3]int `json:"positions"`
	Damage    map[string]int    `json:"damage"`
	Prone     []string          `json:"prone"`
	Events    []struct {
		Kind, Creature, Other string
		Damage                int
		Test                  *struct{ Result, Tier int }
	} `json:"events"`
}

func (o riderOut) kinds(id string) string {
	var k []string
	for _, e := range o.Events {
		if e.Creature == id {
			k = append(k, e.Kind)
		}
	}
	return strings.Join(k, " ")
}

func runRider(t *testing.T, args ...string) riderOut {
	t.Helper()
	code, out, errs := runArgs(args...)
	if code != 0 {
		t.Fatalf("%v exited %d: %s", args, code, errs)
	}
	var got riderOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v printed no JSON: %v\n%s", args, err, out)
	}
	return got
}

func TestResolveRiders(t *testing.T) {
	file := writeFile(t, "riders.json", riderField)
	// Draw Steel, Mounted Combat: "If a mount is force moved, they carry
	// any riders with them."
	got := runRider(t, "resolve", file, "--target", "h", "--move", "push 2", "--by", "p", "--to", "3,1")
	if got.Positions["r"] != [3]int{3, 1, 2} || got.kinds("r") != "carried" {
		t.Errorf("push the horse: r at %v, events %q; want 3,1,2 carried", got.Positions["r"], got.kinds("r"))
	}
	// "If a creature riding a mount is force moved, they are knocked off
	// the mount and must make a test to determine how they land (see
	// Climbing Other Creatures)." ≤11: falls 2 squares, 4 damage, prone;
	// 12-16: slides down, no damage, not prone.
	for _, tt := range []struct {
		result string
		damage int
		prone  bool
	}{{"9", 4, true}, {"14", 0, false}} {
		got = runRider(t, "resolve", file, "--target", "r", "--move", "push 2", "--by", "p", "--to", "3,1", "--result", tt.result)
		prone := strings.Contains(strings.Join(got.Prone, " "), "r")
		if got.Positions["r"] != [3]int{3, 1, 0} || got.Damage["r"] != tt.damage || prone != tt.prone || got.kinds("r") == "" {
			t.Errorf("push the rider, --result %s: r at %v, damage %d, prone %v; want 3,1,0, %d, %v", tt.result, got.Positions["r"], got.Damage["r"], prone, tt.damage, tt.prone)
		}
		var test string
		for _, e := range got.Events {
			if e.Kind == "knocked-off" && e.Test != nil {
				test = tt.result
				if want := map[string]int{"9": 1, "14": 2}[tt.result]; e.Test.Tier != want {
					t.Errorf("--result %s: tier %d, want %d", tt.result, e.Test.Tier, want)
				}
			}
		}
		if test == "" {
			t.Errorf("--result %s: no knocked-off event with the test", tt.result)
		}
	}
	// --seed rolls the same dice every time.
	a := runRider(t, "resolve", file, "--target", "r", "--move", "push 2", "--by", "p", "--to", "3,1", "--seed", "7")
	b := runRider(t, "resolve", file, "--target", "r", "--move", "push 2", "--by", "p", "--to", "3,1", "--seed", "7")
	if a.Positions["r"] != b.Positions["r"] || a.Damage["r"] != b.Damage["r"] {
		t.Errorf("--seed 7 twice: %v %d, then %v %d", a.Positions["r"], a.Damage["r"], b.Positions["r"], b.Damage["r"])
	}
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--target", "r", "--move", "push 2", "--by", "p", "--to", "3,1"}, 1, "--result N, or --seed N"},
		{[]string{"--target", "h", "--move", "push 2", "--by", "p", "--to", "3,1", "--result", "9"}, 2, `"h" rides no creature`},
		{[]string{"--target", "r", "--move", "push 2", "--by", "p", "--to", "3,1", "--result", "9", "--seed", "2"}, 1, "not both"},
	} {
		code, _, errs := runArgs(append([]string{"resolve", file}, tt.args...)...)
		if code != tt.code || !strings.Contains(errs, tt.want) {
			t.Errorf("resolve %v = exit %d, %q; want %d naming %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}

func TestMoveRiders(t *testing.T) {
	file := writeFile(t, "riders.json", riderField)
	// Draw Steel, Climbing Other Creatures: "If the creature is willing,
	// you can climb them without any trouble." c walks 1 square to the
	// horse's side and climbs its 2 squares at 2 a square.
	got := runRider(t, "move", file, "--creature", "c", "--mount", "h")
	if got.To != [3]int{2, 1, 2} || got.Cost != 5 || got.Climbed == nil || !*got.Climbed || got.Mount != "h" {
		t.Errorf("mount the horse: to %v, cost %d, climbed %v; want 2,1,2, 5, true", got.To, got.Cost, got.Climbed)
	}
	// "You determine which space you occupy."
	got = runRider(t, "move", file, "--creature", "c", "--mount", "h", "--to", "2,2")
	if got.To != [3]int{2, 2, 2} {
		t.Errorf("mount the horse at 2,2: to %v", got.To)
	}
	// The ogre is unwilling: "≤11 You fail to climb the creature, and they
	// can make a free strike against you. ... 17+ You climb the creature."
	got = runRider(t, "move", file, "--creature", "c", "--mount", "o", "--result", "18")
	if got.Climbed == nil || !*got.Climbed || got.Test == nil || got.Test.Tier != 3 || got.To != [3]int{5, 1, 2} {
		t.Errorf("climb the ogre on 18: climbed %v, test %+v, to %v; want climbed, tier 3, 5,1,2", got.Climbed, got.Test, got.To)
	}
	got = runRider(t, "move", file, "--creature", "c", "--mount", "o", "--result", "8")
	if got.Climbed == nil || *got.Climbed || got.To[2] != 0 {
		t.Errorf("climb the ogre on 8: climbed %v, to %v; want not climbed, on the ground", got.Climbed, got.To)
	}
	got = runRider(t, "move", file, "--creature", "c", "--mount", "o", "--seed", "3")
	if got.Test == nil || len(got.Test.Dice) != 2 || got.Test.Result != got.Test.Dice[0]+got.Test.Dice[1]+1 {
		t.Errorf("climb the ogre --seed 3: test %+v, want two dice + Agility 1", got.Test)
	}
	// --mode dismount: down the horse's 2-square side (4) to the nearest space.
	got = runRider(t, "move", file, "--creature", "r", "--mode", "dismount")
	if got.To != [3]int{0, 0, 0} || got.Cost != 4 || !got.Dismounts {
		t.Errorf("dismount: to %v, cost %d; want 0,0,0, 4", got.To, got.Cost)
	}
	// A rider's own move climbs down first.
	got = runRider(t, "move", file, "--creature", "r", "--to", "4,2")
	if got.To != [3]int{4, 2, 0} || got.Cost != 5 {
		t.Errorf("rider to 4,2: to %v, cost %d; want 4,2,0, 5 (4 down, 1 on)", got.To, got.Cost)
	}
	// The horse's willing move takes its rider ("taking the rider with them").
	got = runRider(t, "move", file, "--creature", "h", "--to", "3,1")
	if got.Moved["r"] != [3]int{3, 1, 2} {
		t.Errorf("the horse moves: moved %v, want r at 3,1,2", got.Moved)
	}
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--creature", "c", "--mount", "o"}, 1, "needs"},
		{[]string{"--creature", "c", "--mount", "p"}, 1, "must be greater"},
		{[]string{"--creature", "c", "--mode", "dismount"}, 1, "nothing to dismount"},
		{[]string{"--creature", "c", "--to", "3,3", "--result", "12"}, 2, "--result and --seed also for --mount"},
		{[]string{"--creature", "c", "--mount", "h", "--mode", "dismount"}, 2, "not both"},
		{[]string{"--creature", "r", "--mode", "charge", "--to", "5,3"}, 1, "climbs down before it can charge"},
	} {
		code, _, errs := runArgs(append([]string{"move", file}, tt.args...)...)
		if code != tt.code || !strings.Contains(errs, tt.want) {
			t.Errorf("move %v = exit %d, %q; want %d naming %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}
