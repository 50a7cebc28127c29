package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	dsplay "github.com/battlemap/battlemap/session/drawsteel"
)

// moveField is a small encounter for `battlemap move`: a ledge 3 squares
// high on the east (x 5 to 7, rows 0 to 2), damaging terrain at 2,1,
// difficult terrain at 2,3, and:
//
//	h  hero at 1,2, speed 5        e  enemy at 1,3 (adjacent to h)
//	g  grabbed hero at 4,4         tp hero with teleport at 0,4, grabbed, adjacent to e
//	top hero on the ledge at 6,1   crate  an object at 3,0
//	ch hero at 4,2
const moveField = `{"format": 1, "grid": {"shape": "square", "width": 8, "height": 5},
 "ground": ["00000333", "00000333", "00000333", "00000000", "00000000"],
 "terrain": ["........", "..x.....", "........", "..d.....", "........"],
 "legend": {"x": {"damaging": 3}, "d": {"difficult": true}},
 "creatures": [
  {"id": "h", "name": "Hero", "side": "heroes", "at": [1, 2], "stamina": 30},
  {"id": "e", "name": "Enemy", "side": "enemies", "at": [1, 3], "stamina": 10},
  {"id": "g", "name": "Grabbed", "side": "heroes", "at": [4, 4], "conditions": ["grabbed"], "stamina": 10},
  {"id": "tp", "name": "Blinker", "side": "heroes", "at": [0, 4], "movement": ["walk", "teleport"], "conditions": ["grabbed"], "stamina": 10},
  {"id": "ch", "name": "Charger", "side": "heroes", "at": [4, 2], "stamina": 10},
  {"id": "top", "name": "Top", "side": "heroes", "at": [6, 1], "stamina": 30},
  {"id": "crate", "object": true, "at": [3, 0]}
 ]}`

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

type moveOut struct {
	Creature           string   `json:"creature"`
	To                 [3]int   `json:"to"`
	Path               [][3]int `json:"path"`
	Cost               int      `json:"cost"`
	Speed              int      `json:"speed"`
	Remaining          int      `json:"remaining"`
	OpportunityAttacks []string `json:"opportunityAttacks"`
	Events             []struct {
		Kind, Rule, Text, Creature, Other string
		Damage                            int
	} `json:"events"`
}

func TestMove(t *testing.T) {
	file := writeFile(t, "field.json", moveField)
	tests := []struct {
		name    string
		args    []string
		to      [3]int
		pathLen int // positions in the path, the start included
		cost    int
		speed   int
		oas     []string
		events  []string // event kinds, in order
		damage  int      // damage taken by the mover in the events
	}{
		// Draw Steel: "All squares adjacent to your character cost 1 movement".
		{"one step", []string{"--creature", "h", "--to", "2,2"}, [3]int{2, 2, 0}, 2, 1, 5, nil, nil, 0},
		// Draw Steel: "Whenever a creature has an enemy adjacent to them and the
		// enemy willingly moves to a space that isn't adjacent ...".
		{"leaving an enemy", []string{"--creature", "h", "--path", "1,1 1,0"}, [3]int{1, 0, 0}, 3, 2, 5, []string{"e"}, []string{"opportunity-attack"}, 0},
		// Draw Steel, Shifting: no opportunity attacks.
		{"shift", []string{"--creature", "h", "--mode", "shift", "--path", "1,1 1,0"}, [3]int{1, 0, 0}, 3, 2, 5, nil, nil, 0},
		{"the path may start at the creature", []string{"--creature", "h", "--mode", "shift", "--path", "1,2 1,1 1,0"}, [3]int{1, 0, 0}, 3, 2, 5, nil, nil, 0},
		// Draw Steel, Disengage: "they can shift 1 square".
		{"disengage 1", []string{"--creature", "h", "--mode", "disengage", "--to", "0,1"}, [3]int{0, 1, 0}, 2, 1, 1, nil, nil, 0},
		// Draw Steel, Damaging terrain, entered on the way.
		{"damaging terrain", []string{"--creature", "h", "--mode", "advance", "--path", "2,1 3,1"}, [3]int{3, 1, 0}, 3, 2, 5, []string{"e"}, []string{"opportunity-attack", "damaging-terrain"}, 3},
		// Draw Steel, Charge: a straight line; ending next to an enemy is the point.
		{"charge ends adjacent", []string{"--creature", "ch", "--mode", "charge", "--to", "2,4"}, [3]int{2, 4, 0}, 3, 2, 5, nil, nil, 0},
		// Draw Steel, Teleport: no path between, no opportunity attacks (tp leaves
		// e's reach), and teleporting ends grabbed.
		{"teleport", []string{"--creature", "tp", "--mode", "teleport", "--to", "3,2"}, [3]int{3, 2, 0}, 2, 3, 5, nil, []string{"condition-ended"}, 0},
		// Draw Steel, Falling: a 3-square drop deals 2 per square and lands prone.
		{"off the ledge", []string{"--creature", "top", "--to", "4,1,0"}, [3]int{4, 1, 0}, 3, 2, 5, nil, []string{"fall", "prone"}, 6},
		// Without Z, the cheapest height on the square, as the window's
		// drag picks it: clinging to the cliff face 2 up (1 + a climb of 2)
		// beats the fall.
		{"down the cliff", []string{"--creature", "top", "--to", "4,1"}, [3]int{4, 1, 2}, 3, 3, 5, nil, nil, 0},
		{"standing still", []string{"--creature", "h", "--to", "1,2"}, [3]int{1, 2, 0}, 1, 0, 5, nil, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runArgs(append([]string{"move", file}, tt.args...)...)
			if code != 0 {
				t.Fatalf("move %v exited %d: %s", tt.args, code, errs)
			}
			var got moveOut
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("move %v printed no JSON: %v\n%s", tt.args, err, out)
			}
			if got.Creature != tt.args[1] || got.To != tt.to || len(got.Path) != tt.pathLen || got.Cost != tt.cost || got.Speed != tt.speed || got.Remaining != tt.speed-tt.cost {
				t.Errorf("move %v = %s to %v, %d positions, cost %d, speed %d, remaining %d; want %s to %v, %d positions, cost %d, speed %d, remaining %d",
					tt.args, got.Creature, got.To, len(got.Path), got.Cost, got.Speed, got.Remaining, tt.args[1], tt.to, tt.pathLen, tt.cost, tt.speed, tt.speed-tt.cost)
			}
			if len(got.Path) > 0 && got.Path[len(got.Path)-1] != tt.to && tt.name != "off the ledge" {
				t.Errorf("move %v path ends at %v, want %v", tt.args, got.Path[len(got.Path)-1], tt.to)
			}
			if strings.Join(got.OpportunityAttacks, " ") != strings.Join(tt.oas, " ") {
				t.Errorf("move %v opportunity attacks %v, want %v", tt.args, got.OpportunityAttacks, tt.oas)
			}
			var kinds []string
			damage := 0
			for _, e := range got.Events {
				kinds = append(kinds, e.Kind)
				if e.Creature == tt.args[1] {
					damage += e.Damage
				}
				if e.Rule == "" || e.Text == "" || strings.Contains(e.Text, `"`+tt.args[1]+`"`) {
					t.Errorf("event %+v does not name its rule and say what happened in names", e)
				}
			}
			if strings.Join(kinds, " ") != strings.Join(tt.events, " ") || damage != tt.damage {
				t.Errorf("move %v events %v, damage %d; want %v, damage %d", tt.args, kinds, damage, tt.events, tt.damage)
			}
		})
	}
}

func TestMoveReach(t *testing.T) {
	file := writeFile(t, "field.json", moveField)
	code, out, errs := runArgs("move", file, "--creature", "h")
	if code != 0 {
		t.Fatalf("move without --to exited %d: %s", code, errs)
	}
	var got struct {
		Creature string `json:"creature"`
		Speed    int    `json:"speed"`
		Reach    []struct {
			To   [3]int `json:"to"`
			Cost int    `json:"cost"`
		} `json:"reach"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	costs := map[[3]int]int{}
	for _, r := range got.Reach {
		costs[r.To] = r.Cost
	}
	if got.Creature != "h" || got.Speed != 5 {
		t.Errorf("move --creature h = %s speed %d, want h speed 5", got.Creature, got.Speed)
	}
	tests := []struct {
		at   [3]int
		cost int // -1: not a space h can end in
	}{
		{[3]int{1, 2, 0}, 0},  // where it stands
		{[3]int{2, 2, 0}, 1},  // one step
		{[3]int{2, 3, 0}, 2},  // difficult terrain: 1 + 1
		{[3]int{1, 3, 0}, -1}, // the enemy's space: "You can't stop moving in any other creature's space"
		{[3]int{4, 4, 0}, -1}, // the grabbed hero's space
		{[3]int{5, 2, 3}, 6},  // up the 3-square cliff: 1 + 2 + 2 + 1 = too far at speed 5? see below
		{[3]int{1, 2, 1}, -1}, // in midair: h can't fly
	}
	for _, tt := range tests {
		c, ok := costs[tt.at]
		if tt.cost == 6 {
			// 4,2 (1), then climbing the face costs 2 a square: 5,2,3 costs
			// more than 5 and is out of reach.
			if ok {
				t.Errorf("reach lists %v at cost %d, want it out of reach (a climb of 3 costs more than speed 5)", tt.at, c)
			}
			continue
		}
		if tt.cost < 0 && ok || tt.cost >= 0 && (!ok || c != tt.cost) {
			t.Errorf("reach %v = %d (listed %v), want %d (-1: not listed)", tt.at, c, ok, tt.cost)
		}
	}
	for _, r := range got.Reach {
		if r.Cost > got.Speed {
			t.Errorf("reach lists %v at cost %d, more than speed %d", r.To, r.Cost, got.Speed)
		}
	}

	// A grabbed creature (speed 0) reaches only its own space.
	code, out, _ = runArgs("move", file, "--creature", "g")
	if code != 0 || !strings.Contains(out, `"speed": 0`) || strings.Count(out, `"to"`) != 1 {
		t.Errorf("move --creature g (grabbed) = %d %s, want speed 0 and only its own space", code, out)
	}
}

func TestMoveErrors(t *testing.T) {
	file := writeFile(t, "field.json", moveField)
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"beyond speed", []string{"--creature", "h", "--to", "7,4"}, 1, "Can't Exceed Speed"},
		{"beyond speed along a path", []string{"--creature", "h", "--path", "2,2 3,2 4,2 4,3 5,3 6,3"}, 1, "more than the 5 the move allows"},
		{"ends in the enemy's space", []string{"--creature", "h", "--to", "1,3"}, 1, "can't stop moving in any other creature's space"},
		{"ends in the enemy's space along a path", []string{"--creature", "h", "--path", "1,3"}, 1, "can't stop moving in any other creature's space"},
		{"disengage of 2", []string{"--creature", "h", "--mode", "disengage", "--to", "3,2"}, 1, "no disengage of at most 1 square"},
		{"disengage of 2 along a path", []string{"--creature", "h", "--mode", "disengage", "--path", "2,2 3,2"}, 1, "more than the 1 the move allows"},
		{"charge that isn't a straight line", []string{"--creature", "h", "--mode", "charge", "--path", "2,2 3,1"}, 1, "straight line (Charge)"},
		{"charge into the enemy's space", []string{"--creature", "ch", "--mode", "charge", "--to", "1,3"}, 1, "1,3"},
		{"charge through difficult terrain", []string{"--creature", "h", "--mode", "charge", "--path", "2,3 3,4"}, 1, "difficult"},
		{"path height off the ground", []string{"--creature", "h", "--path", "2,2,1"}, 1, "midair"},
		{"height that isn't the ground", []string{"--creature", "h", "--to", "2,2,2"}, 1, "only at height 0"},
		{"grabbed", []string{"--creature", "g", "--to", "3,4"}, 1, "grabbed (speed 0)"},
		{"path that doesn't start at the creature", []string{"--creature", "h", "--path", "5,4 6,4"}, 1, "not h's space 1,2,0 or next to it"},
		{"off the map", []string{"--creature", "h", "--to", "9,2"}, 1, "leave the 8x5 map"},
		{"teleport without teleport", []string{"--creature", "h", "--mode", "teleport", "--to", "2,2"}, 1, "no teleport in its speed entry (Teleport)"},
		{"teleport into an occupied space", []string{"--creature", "tp", "--mode", "teleport", "--to", "1,2"}, 1, "another creature's space"},
		{"teleport along a path", []string{"--creature", "tp", "--mode", "teleport", "--path", "1,4 2,4"}, 1, "a teleport goes straight to one destination space"},
		{"an object", []string{"--creature", "crate", "--to", "3,1"}, 1, "object"},
		{"unknown id", []string{"--creature", "nobody"}, 1, `unknown creature id "nobody"`},
		{"no creature", []string{"--to", "1,1"}, 2, "--creature is required"},
		{"both --to and --path", []string{"--creature", "h", "--to", "1,1", "--path", "1,1"}, 2, "not both"},
		{"bad mode", []string{"--creature", "h", "--mode", "fly"}, 2, "advance, shift, disengage, charge or teleport"},
		{"bad position", []string{"--creature", "h", "--to", "1;1"}, 2, "X,Y or X,Y,Z"},
		{"unknown flag", []string{"--creature", "h", "--speed", "3"}, 2, "battlemap move FILE --creature ID"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runArgs(append([]string{"move", file}, tt.args...)...)
			if code != tt.code || !strings.Contains(errs, tt.want) || out != "" {
				t.Errorf("move %v = exit %d, %q (stdout %q); want exit %d and an error mentioning %q", tt.args, code, errs, out, tt.code, tt.want)
			}
			if tt.code == 2 && !strings.Contains(errs, "usage: battlemap move FILE") {
				t.Errorf("move %v: a usage error without the valid form: %q", tt.args, errs)
			}
		})
	}
	if code, _, errs := runArgs("move", "--creature", "h"); code != 2 || !strings.Contains(errs, "one encounter file") {
		t.Errorf("move without a file = %d %q, want 2 and a message", code, errs)
	}
}

// TestMoveAgreesWithTheWindow: `battlemap move --to` gives the answer a
// drag to the same square gives in the window: where the creature ends,
// what the move costs, and the log's lines.
func TestMoveAgreesWithTheWindow(t *testing.T) {
	field := writeFile(t, "field.json", moveField)
	tests := []struct {
		file  string
		mover string
		to    drawsteel.Square
	}{
		{field, "h", drawsteel.Square{X: 2, Y: 2}}, // a step beside the enemy
		{field, "h", drawsteel.Square{X: 1, Y: 0}}, // away from the enemy: an opportunity attack
		{field, "h", drawsteel.Square{X: 3, Y: 1}}, // through damaging terrain, or around it
		{field, "top", drawsteel.Square{X: 4, Y: 1}},
		{field, "top", drawsteel.Square{X: 4, Y: 3}},    // only a fall reaches it
		{field, "top", drawsteel.Square{X: 3, Y: 1}},    // the fall ends the move before it
		{sample, "harpy", drawsteel.Square{X: 9, Y: 5}}, // a flyer: the cheapest height
		{sample, "bear", drawsteel.Square{X: 4, Y: 12}}, // size 2: the top-left square
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s to %d,%d", tt.mover, tt.to.X, tt.to.Y), func(t *testing.T) {
			file := tt.file
			enc, err := maps.Load(file)
			if err != nil {
				t.Fatal(err)
			}
			in := dsplay.NewInteraction(enc.Square.Board)
			c, _ := enc.Square.Board.Creature(tt.mover)
			tt.to.X, tt.to.Y = tt.to.X+(c.Size.Squares()-1)/2, tt.to.Y+(c.Size.Squares()-1)/2 // the drag points at the footprint's middle
			in.StartMove(tt.mover, false)
			in.Point(tt.to, true)
			plan, _ := in.MovePlan()
			in.DropMove()
			c, _ = in.Board().Creature(tt.mover)
			log := in.History().Log()

			at := plan.Path[len(plan.Path)-1]
			code, out, errs := runArgs("move", file, "--creature", tt.mover, "--to", fmt.Sprintf("%d,%d", at.X, at.Y))
			if !plan.Legal {
				if code != 1 {
					t.Errorf("move exited %d, %s; the window refuses the drag: %s", code, out, plan.Why)
				}
				return
			}
			if code != 0 {
				t.Fatalf("move exited %d: %s (the window: %s)", code, errs, in.Message())
			}
			var got moveOut
			json.Unmarshal([]byte(out), &got)
			if got.To != [3]int{c.At.X, c.At.Y, c.Z} || got.Cost != plan.Cost {
				t.Errorf("move --to = %v cost %d, the window's drag = %v cost %d", got.To, got.Cost, c.Pos(), plan.Cost)
			}
			for _, e := range got.Events {
				line := fmt.Sprintf("  %s (%s)", e.Text, e.Rule)
				if !slices.Contains(log, line) {
					t.Errorf("move's event %q is not in the window's log %q", line, log)
				}
			}
		})
	}
}
