package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// maneuverField is a small encounter for `battlemap move --mode
// escape-grab|dig`: a grabbed 1M hero beside a size 2 ogre, a grabbed 1L
// bear, a burrowing worm on a 3-high ledge and a 1M mole burrowed just
// under the ledge's surface beside it, and a hero who is not grabbed.
const maneuverField = `{"format": 1, "grid": {"shape": "square", "width": 8, "height": 5},
 "ground": ["00000333", "00000333", "00000333", "00000000", "00000000"],
 "creatures": [
  {"id": "g", "name": "Grabbed", "side": "heroes", "at": [1, 1], "might": 1, "agility": 2, "conditions": ["grabbed"]},
  {"id": "ogre", "name": "Ogre", "side": "enemies", "at": [2, 1], "size": 2},
  {"id": "bear", "name": "Bear", "side": "heroes", "at": [0, 3], "size": "1L", "might": 3, "conditions": ["grabbed"]},
  {"id": "free", "name": "Free", "side": "heroes", "at": [4, 4]},
  {"id": "worm", "name": "Worm", "side": "enemies", "at": [6, 0], "z": 3, "movement": ["walk", "burrow"]},
  {"id": "mole", "name": "Mole", "side": "enemies", "at": [6, 1], "z": 2, "movement": ["walk", "burrow"]}
 ]}`

type maneuverOut struct {
	Creature, Maneuver, By, Text string
	From, To                     [3]int
	Roll                         *struct {
		Seed        *uint64
		Dice        *[2]int
		Bonus       *int
		Total, Tier int
	}
	Bane, FreeStrikeFirst bool
	Escaped               *bool
	Conditions            []string
}

// Draw Steel, Escape Grab: "Power Roll + Might or Agility: ≤11 No effect.
// 12–16 You can escape the grab, but if you do, a creature who has you
// grabbed can make a melee free strike against you before you are no
// longer grabbed. 17+ You are no longer grabbed." and "You take a bane on
// this maneuver if your size is smaller than the size of the creature,
// object, or effect that has you grabbed."
func TestMoveEscapeGrab(t *testing.T) {
	file := writeFile(t, "field.json", maneuverField)
	tests := []struct {
		name      string
		args      []string
		total     int
		tier      int
		escaped   bool
		strike    bool
		bane      bool
		dice      bool
		condition bool // still grabbed
	}{
		{"≤11 No effect", []string{"--creature", "g", "--result", "11"}, 11, 1, false, false, false, false, true},
		{"12–16 escape, a free strike first", []string{"--creature", "g", "--result", "12"}, 12, 2, true, true, false, false, false},
		{"17+ no longer grabbed", []string{"--creature", "g", "--result", "17"}, 17, 3, true, false, false, false, false},
		{"smaller than the ogre holding it: a bane", []string{"--creature", "g", "--by", "ogre", "--result", "16"}, 16, 2, true, true, true, false, false},
		// Seed 11 rolls 4 and 9 (TestGrabRollsFromTheSeed); g adds Agility 2, less 2 for the bane.
		{"rolled with a seed, with the bane", []string{"--creature", "g", "--by", "ogre", "--seed", "11"}, 13, 2, true, true, true, true, false},
		{"rolled with a seed, no bane", []string{"--creature", "g", "--seed", "11"}, 15, 2, true, true, false, true, false},
		// A 1L held by a size 2 is smaller too; Might 3 is its better characteristic.
		{"a 1L held by a size 2", []string{"--creature", "bear", "--by", "ogre", "--seed", "11"}, 14, 2, true, true, true, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"move", file, "--mode", "escape-grab"}, tt.args...)
			code, out, errs := runArgs(args...)
			if code != 0 {
				t.Fatalf("%v exited %d: %s", args, code, errs)
			}
			var got maneuverOut
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("no JSON: %v\n%s", err, out)
			}
			if got.Maneuver != "escape-grab" || got.Roll == nil || got.Roll.Total != tt.total || got.Roll.Tier != tt.tier || got.Escaped == nil || *got.Escaped != tt.escaped ||
				got.FreeStrikeFirst != tt.strike || got.Bane != tt.bane || (got.Roll.Dice != nil) != tt.dice || got.From != got.To {
				t.Errorf("%v =\n%s\nwant total %d tier %d escaped %v free strike %v bane %v dice shown %v", args, out, tt.total, tt.tier, tt.escaped, tt.strike, tt.bane, tt.dice)
			}
			if slices.Contains(got.Conditions, "grabbed") != tt.condition || got.Text == "" {
				t.Errorf("%v conditions %v text %q, want grabbed %v and a sentence", args, got.Conditions, got.Text, tt.condition)
			}
		})
	}
	code, once, _ := runArgs("move", file, "--creature", "g", "--mode", "escape-grab", "--seed", "5")
	_, again, _ := runArgs("move", file, "--creature", "g", "--mode", "escape-grab", "--seed", "5")
	if code != 0 || once != again {
		t.Errorf("the same seed printed\n%s\nthen\n%s", once, again)
	}
}

// Draw Steel, Dig Maneuver: "When a creature uses the Dig maneuver, they
// can move vertically up to a number of squares equal to their size."
func TestMoveDig(t *testing.T) {
	file := writeFile(t, "field.json", maneuverField)
	code, out, errs := runArgs("move", file, "--creature", "worm", "--mode", "dig", "--to", "6,0,2")
	if code != 0 {
		t.Fatalf("dig exited %d: %s", code, errs)
	}
	var got maneuverOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("no JSON: %v\n%s", err, out)
	}
	if got.Maneuver != "dig" || got.From != [3]int{6, 0, 3} || got.To != [3]int{6, 0, 2} || got.Roll != nil || !strings.Contains(got.Text, "down") {
		t.Errorf("dig down 1 =\n%s\nwant from 6,0,3 to 6,0,2", out)
	}
	// The mole under the surface digs up and stands on it.
	if code, out, errs := runArgs("move", file, "--creature", "mole", "--mode", "dig", "--to", "6,1,3"); code != 0 || !strings.Contains(out, `"to": [6, 1, 3]`) {
		t.Errorf("dig up to the surface = exit %d %s %s", code, out, errs)
	}
}

func TestMoveManeuverErrors(t *testing.T) {
	file := writeFile(t, "field.json", maneuverField)
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"not grabbed", []string{"--creature", "free", "--mode", "escape-grab", "--result", "17"}, 1, `"free" is not grabbed`},
		{"no roll", []string{"--creature", "g", "--mode", "escape-grab"}, 2, "--result N"},
		{"a result and a seed", []string{"--creature", "g", "--mode", "escape-grab", "--result", "3", "--seed", "4"}, 2, "--seed N"},
		{"escape to a square", []string{"--creature", "g", "--mode", "escape-grab", "--result", "17", "--to", "1,2"}, 2, "moves no one"},
		{"unknown holder", []string{"--creature", "g", "--mode", "escape-grab", "--by", "nobody", "--result", "17"}, 1, `unknown creature id "nobody"`},
		{"held by itself", []string{"--creature", "g", "--mode", "escape-grab", "--by", "g", "--result", "17"}, 1, "by itself"},
		{"dig without burrow", []string{"--creature", "free", "--mode", "dig", "--to", "4,4,-1"}, 1, "no burrow"},
		{"dig deeper than its size", []string{"--creature", "worm", "--mode", "dig", "--to", "6,0,1"}, 1, "not 2"},
		{"dig sideways", []string{"--creature", "worm", "--mode", "dig", "--to", "5,0,3"}, 2, "straight up or down"},
		{"dig without a height", []string{"--creature", "worm", "--mode", "dig", "--to", "6,0"}, 2, "straight up or down"},
		{"dig without --to", []string{"--creature", "worm", "--mode", "dig"}, 2, "needs --to X,Y,Z"},
		{"dig with a roll", []string{"--creature", "worm", "--mode", "dig", "--to", "6,0,2", "--result", "12"}, 2, "no roll"},
		{"a result on an advance", []string{"--creature", "free", "--to", "4,3", "--result", "12"}, 2, "--mode escape-grab"},
		{"a holder on an advance", []string{"--creature", "free", "--to", "4,3", "--by", "ogre"}, 2, "--mode escape-grab"},
		{"bad mode names the maneuvers", []string{"--creature", "g", "--mode", "escape"}, 2, "escape-grab or dig"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runArgs(append([]string{"move", file}, tt.args...)...)
			if code != tt.code || !strings.Contains(errs, tt.want) || out != "" {
				t.Errorf("move %v = exit %d, %q (stdout %q); want exit %d and an error mentioning %q", tt.args, code, errs, out, tt.code, tt.want)
			}
		})
	}
}
