package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// hexField is a small hex map for `battlemap move` (pointy, odd rows
// shoved right), difficult terrain at [3, 0]:
//
//	row 0:  dwarf . . d . ghoul . .
//	row 1:    . . . . . . . .
//	row 2:  lying ally . . . . . stuck
const hexField = `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 8, "height": 3},
 "terrain": ["...d....", "........", "........"], "legend": {"d": {"difficult": true}},
 "creatures": [
  {"id": "dwarf", "side": "heroes", "at": [0, 0], "speed": 40, "effects": [{"name": "quick step axiom", "rate": 10}]},
  {"id": "ghoul", "side": "monsters", "at": [5, 0], "speed": 30},
  {"id": "lying", "side": "heroes", "at": [0, 2], "speed": 50, "prone": true},
  {"id": "ally", "side": "heroes", "at": [1, 2], "speed": 30},
  {"id": "stuck", "side": "heroes", "at": [7, 2], "speed": 40, "effects": [{"name": "bound", "percent": 50}, {"name": "ghoul touch", "feet": -25}]}
 ]}`

type hexMoveOut struct {
	Creature   string   `json:"creature"`
	To         [2]int   `json:"to"`
	Path       [][2]int `json:"path"`
	Cost       int      `json:"cost"`
	Speed      int      `json:"speed"`
	Remaining  int      `json:"remaining"`
	ActionCost int      `json:"actionCost"`
	Steps      []struct {
		Feet      int    `json:"feet"`
		Difficult bool   `json:"difficult"`
		Through   string `json:"through"`
		Crawling  bool   `json:"crawling"`
	} `json:"steps"`
}

func TestMoveRealms(t *testing.T) {
	file := writeFile(t, "ford.json", hexField)
	tests := []struct {
		name                          string
		args                          []string
		to                            [2]int
		pathLen                       int // hexes in the path, the start included
		speed, actions, cost, remains int
	}{
		// Enchanted Realms, This is also important when a magical effect: "the penalty to
		// dismount is still only 20 feet, i.e., half his species movement;
		// this would leave him with a remaining remaining 30 feet". Three
		// hexes, the last difficult (Enchanted Realms: "Difficult terrain costs 2 feet for
		// every 1 traveled"): 5 + 5 + 10.
		{"dismount, then walk", []string{"--creature", "dwarf", "--action", "dismount-medium", "--to", "3,0"}, [2]int{3, 0}, 4, 50, 20, 20, 10},
		// Enchanted Realms, ConditionPenalty table: "Standing up from prone50% species movement".
		{"stand up, then step", []string{"--creature", "lying", "--action", "stand-up", "--to", "0,1"}, [2]int{0, 1}, 2, 50, 25, 5, 20},
		// Enchanted Realms: "Crawling speed costs 3 feet for every 1 traveled".
		{"crawl", []string{"--creature", "lying", "--to", "0,1"}, [2]int{0, 1}, 2, 50, 0, 15, 35},
		// Enchanted Realms: "Allies and other non-hostiles can walk through someone’s space;
		// however, it does count as difficult terrain".
		{"through an ally", []string{"--creature", "ally", "--path", "0,2 0,1"}, [2]int{0, 1}, 3, 30, 0, 15, 15},
		{"two actions", []string{"--creature", "dwarf", "--action", "switch-weapon", "--action", "pick-up", "--path", "1,0"}, [2]int{1, 0}, 2, 50, 20, 5, 25},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errText := runArgs(append([]string{"move", file}, tt.args...)...)
			if code != 0 {
				t.Fatalf("move %v: exit %d, %s", tt.args, code, errText)
			}
			var got hexMoveOut
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("move %v: %v in\n%s", tt.args, err, out)
			}
			if got.To != tt.to || len(got.Path) != tt.pathLen || got.Speed != tt.speed || got.ActionCost != tt.actions || got.Cost != tt.cost || got.Remaining != tt.remains {
				t.Errorf("move %v = to %v, %d hexes, speed %d, actions %d, cost %d, remaining %d; want %v, %d, %d, %d, %d, %d",
					tt.args, got.To, len(got.Path), got.Speed, got.ActionCost, got.Cost, got.Remaining, tt.to, tt.pathLen, tt.speed, tt.actions, tt.cost, tt.remains)
			}
			if got.Remaining != got.Speed-got.ActionCost-got.Cost {
				t.Errorf("move %v: remaining %d, want speed - actions - cost = %d", tt.args, got.Remaining, got.Speed-got.ActionCost-got.Cost)
			}
		})
	}

	t.Run("reach", func(t *testing.T) {
		code, out, errText := runArgs("move", file, "--creature", "lying")
		if code != 0 {
			t.Fatalf("move --creature lying: exit %d, %s", code, errText)
		}
		var got struct {
			Speed, Left int
			Crawling    bool
			Reach       []struct {
				To   [2]int
				Cost int
			}
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		costs := map[[2]int]int{}
		for _, r := range got.Reach {
			costs[r.To] = r.Cost
		}
		// where it lies at 0; a crawl of one hex 15; never the ally's hex
		if c, ok := costs[[2]int{0, 2}]; !ok || c != 0 || costs[[2]int{0, 1}] != 15 || !got.Crawling || got.Speed != 50 {
			t.Errorf("reach of the prone creature = %s, want its own hex at 0, [0, 1] at 15, crawling, speed 50", out)
		}
		if _, ok := costs[[2]int{1, 2}]; ok {
			t.Errorf("reach lists [1, 2], the ally's hex: nothing ends in an occupied hex")
		}
	})

	// Every illegal kind exits 1 and names the rule.
	for _, tt := range []struct {
		name string
		args []string
		rule string
	}{
		{"beyond the movement left", []string{"--creature", "dwarf", "--action", "dismount-medium", "--to", "7,1"}, "movement-left"},
		{"a hostile's hex", []string{"--creature", "dwarf", "--path", "1,0 2,0 3,0 4,0 5,0"}, "hostile-space"},
		{"ending in an occupied hex", []string{"--creature", "ally", "--to", "0,2"}, "occupied-end"},
		{"no movement at all", []string{"--creature", "stuck", "--to", "6,2"}, "no-movement"},
		{"a wall or the edge", []string{"--creature", "ally", "--to", "9,2"}, "blocked"},
		{"a jump", []string{"--creature", "ally", "--path", "4,2"}, "not-adjacent"},
		{"standing while standing", []string{"--creature", "ally", "--action", "stand-up"}, "not-prone"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errText := runArgs(append([]string{"move", file}, tt.args...)...)
			if code != 1 || out != "" || !strings.Contains(errText, tt.rule+": ") || !strings.Contains(errText, "the rule: ") {
				t.Errorf("move %v = exit %d, %q, %q; want exit 1 naming %s and its sentence", tt.args, code, out, errText, tt.rule)
			}
		})
	}

	for _, tt := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"unknown id", []string{"--creature", "bob"}, 1, `unknown creature id "bob" (ids: ally, dwarf, ghoul, lying, stuck)`},
		{"unknown action", []string{"--creature", "dwarf", "--action", "dance"}, 2, `action "dance": want one of mount-medium`},
		{"Draw Steel's mode", []string{"--creature", "dwarf", "--mode", "shift"}, 2, "--mode is Draw Steel's"},
		{"bad --to", []string{"--creature", "dwarf", "--to", "3"}, 2, `--to: "3": want C,R`},
		{"a height", []string{"--creature", "dwarf", "--path", "1,0,2"}, 2, `--path: "1,0,2": want C,R`},
		{"both", []string{"--creature", "dwarf", "--to", "1,0", "--path", "1,0"}, 2, "give --to or --path, not both"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errText := runArgs(append([]string{"move", file}, tt.args...)...)
			if code != tt.code || !strings.Contains(errText, tt.want) {
				t.Errorf("move %v = exit %d, %q; want exit %d saying %q", tt.args, code, errText, tt.code, tt.want)
			}
		})
	}
}

// A Draw Steel file refuses --action, and the commands that work on
// squares only refuse a hex map with a clear message instead of failing.
func TestRealmsFileBoundaries(t *testing.T) {
	hex := writeFile(t, "ford.json", hexField)
	square := writeFile(t, "field.json", moveField)
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"move", square, "--creature", "h", "--action", "stand-up"}, 2, "--action is for Enchanted Realms hex maps"},
		{[]string{"resolve", hex, "--target", "dwarf", "--move", "push 1"}, 1, "is an Enchanted Realms hex map"},
		{[]string{"check", hex}, 0, ""},
		{[]string{"export", hex, "-o", "x.png", "--preview", "push 3", "--target", "dwarf"}, 1, `--preview "push 3": a hex map previews a willing move`},
		{[]string{"export", hex, "-o", "x.png", "--preview", "move", "--target", "dwarf", "--by", "ghoul"}, 1, "--by, --melee, --stability and --side-view are for Draw Steel's"},
		{[]string{"export", hex, "-o", "x.png", "--preview", "move"}, 2, "--preview move needs --target ID"},
		{[]string{"export", hex, "-o", "x.png", "--preview", "move", "--target", "bob"}, 1, `unknown creature id "bob"`},
		{[]string{"export", hex, "-o", "x.png", "--preview", "move", "--target", "dwarf", "--to", "5,0"}, 1, "hostile-space"},
		{[]string{"export", hex, "-o", "x.png", "--action", "stand-up"}, 1, "go with --preview move"},
		{[]string{"export", square, "-o", "x.png", "--action", "stand-up"}, 1, "--action is for a hex map's --preview move"},
	} {
		code, out, errText := runArgs(tt.args...)
		if code != tt.code || !strings.Contains(errText, tt.want) {
			t.Errorf("%v = exit %d, %q; want exit %d saying %q", tt.args, code, errText, tt.code, tt.want)
		}
		if tt.args[0] == "check" && out != "(unnamed): realms, 8x3 hexes (pointy), 5 creatures (heroes 4, monsters 1), 1 difficult\n" {
			t.Errorf("check = %q", out)
		}
	}
}

// TestMoveRealmsPermit: Enchanted Realms, "Implied permission happens most
// of the time": "Hostile creatures, however, can only access the space
// controlled by that person's permission or by forcing a competition."
// --permit names whose permission was given, creature by creature.
func TestMoveRealmsPermit(t *testing.T) {
	// a row of five hexes: the dwarf, then a ghoul and an orc hostile to it
	file := writeFile(t, "row.json", `{"format": 1, "ruleset": "realms", "grid": {"shape": "hex", "width": 5, "height": 1},
 "creatures": [
  {"id": "dwarf", "side": "heroes", "at": [0, 0], "speed": 40},
  {"id": "ghoul", "side": "monsters", "at": [1, 0], "speed": 30},
  {"id": "orc", "side": "monsters", "at": [2, 0], "speed": 30}
 ]}`)
	code, out, errText := runArgs("move", file, "--creature", "dwarf", "--permit", "ghoul", "--path", "1,0 2,0 3,0")
	if code != 1 || out != "" || !strings.Contains(errText, "hostile-space: ") || !strings.Contains(errText, "orc") {
		t.Errorf("--permit ghoul past the orc = exit %d, %q, %q; want exit 1, hostile-space naming the orc", code, out, errText)
	}
	code, out, errText = runArgs("move", file, "--creature", "dwarf", "--permit", "ghoul,orc", "--to", "3,0")
	if code != 0 {
		t.Fatalf("--permit ghoul,orc: exit %d, %s", code, errText)
	}
	var got hexMoveOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// "Allies and other non-hostiles can walk through someone's space;
	// however, it does count as difficult terrain": a permitted hostile's
	// hex likewise, 10 + 10 + 5 feet
	if got.To != [2]int{3, 0} || got.Cost != 25 || len(got.Steps) != 3 || got.Steps[0].Through != "ghoul" || got.Steps[1].Through != "orc" {
		t.Errorf("--permit ghoul,orc = %s\nwant to [3, 0] for 25 ft through the ghoul then the orc", out)
	}
	// the reach with the ghoul's permission alone stops at the orc
	code, out, _ = runArgs("move", file, "--creature", "dwarf", "--permit", "ghoul")
	if code != 0 || strings.Contains(out, "[3,0]") || strings.Contains(out, "[4,0]") {
		t.Errorf("reach with --permit ghoul = exit %d, %s; want no hex past the orc", code, out)
	}
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"unknown id", []string{"--creature", "dwarf", "--permit", "ghoul,bob"}, `--permit: unknown creature id "bob" (ids: dwarf, ghoul, orc)`},
		{"a test result", []string{"--creature", "dwarf", "--result", "12", "--to", "1,0"}, "a hex map's move asks none"},
		{"a seed", []string{"--creature", "dwarf", "--seed", "3"}, "a hex map's move asks none"},
	} {
		code, _, errText := runArgs(append([]string{"move", file}, tt.args...)...)
		if code != 2 || !strings.Contains(errText, tt.want) {
			t.Errorf("%s: move %v = exit %d, %q; want exit 2 saying %q", tt.name, tt.args, code, errText, tt.want)
		}
	}
	square := writeFile(t, "square.json", `{"format": 1, "grid": {"shape": "square", "width": 3, "height": 1}, "creatures": [{"id": "a", "at": [0, 0], "speed": 5}]}`)
	if code, _, errText := runArgs("move", square, "--creature", "a", "--permit", "a"); code != 2 || !strings.Contains(errText, "--permit is for Enchanted Realms hex maps") {
		t.Errorf("--permit on a square map = exit %d, %q; want exit 2, hex maps only", code, errText)
	}
}
