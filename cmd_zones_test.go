package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// zoneYard is a small zone map for `battlemap move` and `resolve`:
//
//	roof (6 m) --climb 10-- yard (difficult 1) -- hall (limit 1: oni) --one way--> pit (-10 m, ungodly)
//	                         |
//	                        pool (water 2 m) -- far
//	island (linked to nothing)
const zoneYard = `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"},
 "zones": [{"id": "yard", "difficult": 1}, {"id": "hall", "limit": 1}, {"id": "roof", "elevation": 6},
  {"id": "pit", "elevation": -10, "surface": "ungodly"}, {"id": "pool", "surface": "water", "depth": 2},
  {"id": "far"}, {"id": "island"}],
 "links": [{"from": "yard", "to": "roof", "climb": 10}, {"from": "yard", "to": "hall"}, {"from": "hall", "to": "pit", "oneWay": true},
  {"from": "yard", "to": "pool"}, {"from": "pool", "to": "far"}],
 "creatures": [{"id": "mei", "zone": "yard", "height": 1.7}, {"id": "oni", "zone": "hall"}, {"id": "imp", "zone": "pit"}]}`

type zoneMoveOut struct {
	To         string   `json:"to"`
	Path       []string `json:"path"`
	Cost       int      `json:"cost"`
	Speed      int      `json:"speed"`
	Challenges []struct {
		Kind   string   `json:"kind"`
		Rating *float64 `json:"rating"`
	} `json:"challenges"`
	Events []struct {
		Kind string `json:"kind"`
	} `json:"events"`
	Reach []struct {
		Zone string `json:"zone"`
		Cost int    `json:"cost"`
	} `json:"reach"`
}

func runZones(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestMoveZones(t *testing.T) {
	file := writeFile(t, "yard.json", zoneYard)
	tests := []struct {
		name       string
		args       []string
		path       string // zones joined by spaces
		cost       int
		speed      int
		challenges string // kind:rating joined by spaces
	}{
		// Seln, Climbing: climbing into the roof is a challenge at rating 10 (the yard's own 1 is the lesser rating of the same border).
		{"climb", []string{"--to", "roof"}, "yard roof", 1, 1, "climb:10"},
		// Seln, Character limit: the hall holds oni already: a limit challenge, no rating.
		{"into a full zone", []string{"--to", "hall"}, "yard hall", 1, 1, "difficult:1 limit"},
		// Seln, Swimming: "You must spend 2 movement to cross the border": Sprint gives the 3 it needs.
		{"swim with sprint", []string{"--to", "pool", "--sprint"}, "yard pool", 2, 3, "difficult:1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runZones(t, append([]string{"move", file, "--creature", "mei"}, tt.args...)...)
			if code != 0 {
				t.Fatalf("move %v = exit %d: %s", tt.args, code, errs)
			}
			var got zoneMoveOut
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("move %v printed %q: %v", tt.args, out, err)
			}
			var chs []string
			for _, c := range got.Challenges {
				if c.Rating != nil {
					chs = append(chs, c.Kind+":"+jsonNum(*c.Rating))
				} else {
					chs = append(chs, c.Kind)
				}
			}
			if p := strings.Join(got.Path, " "); p != tt.path || got.Cost != tt.cost || got.Speed != tt.speed || strings.Join(chs, " ") != tt.challenges {
				t.Errorf("move %v = path %q cost %d speed %d challenges %q, want %q %d %d %q", tt.args, p, got.Cost, got.Speed, strings.Join(chs, " "), tt.path, tt.cost, tt.speed, tt.challenges)
			}
		})
	}
}

func jsonNum(f float64) string { b, _ := json.Marshal(f); return string(b) }

// TestMoveZonesReach: without --to, every zone within speed (1: the
// adjacent ones; the pool costs 2 to swim into).
func TestMoveZonesReach(t *testing.T) {
	file := writeFile(t, "yard.json", zoneYard)
	code, out, errs := runZones(t, "move", file, "--creature", "mei")
	if code != 0 {
		t.Fatalf("move = exit %d: %s", code, errs)
	}
	var got zoneMoveOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var zs []string
	for _, r := range got.Reach {
		zs = append(zs, r.Zone)
	}
	if strings.Join(zs, " ") != "hall roof" {
		t.Errorf("move reach = %v, want hall roof", zs)
	}
}

// TestMoveZonesRefused: every illegal kind exits 1 naming the rule; bad
// flags exit 2.
func TestMoveZonesRefused(t *testing.T) {
	file := writeFile(t, "yard.json", zoneYard)
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"not adjacent", []string{"--creature", "mei", "--to", "island"}, 1, "Adjacent zones: mei cannot reach island from yard"},
		{"one way", []string{"--creature", "imp", "--to", "hall"}, 1, "Adjacent zones (one way): the link from hall to pit is one way"},
		{"beyond speed", []string{"--creature", "oni", "--to", "roof"}, 1, "Your Movement: oni needs 2 movement to reach roof and has Speed 1"},
		{"swimming without the movement", []string{"--creature", "mei", "--to", "pool"}, 1, "Swimming: mei needs 2 movement to reach pool"},
		{"unknown creature", []string{"--creature", "bob"}, 1, `unknown creature id "bob" (ids: mei, oni, imp)`},
		{"unknown zone", []string{"--creature", "mei", "--to", "moon"}, 1, `unknown zone "moon" (zones: yard, hall, roof, pit, pool, far, island)`},
		{"a square map's flag", []string{"--creature", "mei", "--mode", "shift"}, 2, "--mode, --action and --path are for square and hex maps"},
		{"no creature", []string{"--to", "roof"}, 2, "--creature is required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runZones(t, append([]string{"move", file}, tt.args...)...)
			if code != tt.code || !strings.Contains(errs, tt.want) || out != "" {
				t.Errorf("move %v = exit %d, stdout %q, stderr %q; want exit %d naming %q", tt.args, code, out, errs, tt.code, tt.want)
			}
		})
	}
}

func TestResolveZonesThrow(t *testing.T) {
	file := writeFile(t, "yard.json", zoneYard)
	code, out, errs := runZones(t, "resolve", file, "--target", "oni", "--move", "throw", "--to", "pit", "--result", "3", "--by", "mei")
	if code != 0 {
		t.Fatalf("resolve = exit %d: %s", code, errs)
	}
	var got struct {
		Positions map[string]string       `json:"positions"`
		Damage    map[string]int          `json:"damage"`
		Events    []struct{ Kind string } `json:"events"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// Seln, Falling: ungodly ground, 1 damage per metre: 10 m is 10.
	if got.Positions["oni"] != "pit" || got.Damage["oni"] != 10 || len(got.Events) != 2 || got.Events[1].Kind != "fall" {
		t.Errorf("throw oni into pit = %s, want oni in pit with 10 damage after a thrown and a fall event", out)
	}
}

func TestResolveZonesRefused(t *testing.T) {
	file := writeFile(t, "yard.json", zoneYard)
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"not adjacent", []string{"--target", "mei", "--to", "far", "--result", "30"}, 1, "Forced Movement: far is not adjacent to yard"},
		// Seln, Forced Movement: "the Result on the forced movement must be higher than the Difficult Terrain".
		{"not higher than the rating", []string{"--target", "mei", "--to", "roof", "--result", "10"}, 1, "a result of 10 into roof needs to be higher than its difficult terrain 10"},
		{"unknown target", []string{"--target", "bob", "--to", "roof", "--result", "11"}, 1, `unknown creature id "bob"`},
		{"unknown zone", []string{"--target", "mei", "--to", "moon", "--result", "11"}, 1, `unknown zone "moon"`},
		{"no result", []string{"--target", "mei", "--to", "roof"}, 2, "--result N is required"},
		{"a push", []string{"--target", "mei", "--to", "roof", "--result", "11", "--move", "push 2"}, 2, "on a zone map the forced movement is a throw"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"resolve", file, "--move", "throw"}, tt.args...)
			code, out, errs := runZones(t, args...)
			if code != tt.code || !strings.Contains(errs, tt.want) || out != "" {
				t.Errorf("resolve %v = exit %d, stdout %q, stderr %q; want exit %d naming %q", tt.args, code, out, errs, tt.code, tt.want)
			}
		})
	}
}

func TestExportZones(t *testing.T) {
	file := writeFile(t, "yard.json", zoneYard)
	dir := t.TempDir()
	tests := []struct {
		name string
		args []string
		code int
		want string // the file's first bytes, or the error
	}{
		{"png", []string{"-o", dir + "/m.png"}, 0, "\x89PNG"},
		{"svg throw", []string{"-o", dir + "/t.svg", "--preview", "throw", "--target", "oni", "--result", "12"}, 0, "<svg"},
		{"throw without result", []string{"-o", dir + "/x.png", "--preview", "throw", "--target", "oni"}, 2, "--preview throw needs --target ID and --result N"},
		{"a push", []string{"-o", dir + "/x.png", "--preview", "push 2", "--target", "oni"}, 1, "on a zone map the preview is a throw"},
		{"a region", []string{"-o", dir + "/x.png", "--region", "0,0,2,2"}, 1, "--region: not for a zone map"},
		{"unknown target", []string{"-o", dir + "/x.png", "--preview", "throw", "--target", "bob", "--result", "3"}, 1, `unknown creature id "bob"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := runZones(t, append([]string{"export", file}, tt.args...)...)
			if code != tt.code {
				t.Fatalf("export %v = exit %d (%s), want %d", tt.args, code, errs, tt.code)
			}
			if code != 0 {
				if !strings.Contains(errs, tt.want) {
					t.Errorf("export %v stderr = %q, want %q", tt.args, errs, tt.want)
				}
				return
			}
			data, err := os.ReadFile(tt.args[1])
			if err != nil || !strings.Contains(string(data[:min(len(data), 200)]), tt.want) {
				t.Errorf("export %v wrote %d bytes (%v), want a file starting %q", tt.args, len(data), err, tt.want)
			}
		})
	}
}

func TestCheckZones(t *testing.T) {
	good := writeFile(t, "yard.json", zoneYard)
	code, out, errs := runZones(t, "check", good)
	if want := "(unnamed): zones, 7 zones, 5 links, 3 creatures (no side 3), elevation -10 m to 6 m, laid out by the program\n"; code != 0 || out != want {
		t.Errorf("check yard = exit %d, %q (%s), want 0, %q", code, out, errs, want)
	}
	bad := writeFile(t, "bad.json", `{"format": 1, "ruleset": "zones", "grid": {"shape": "zones"},
 "zones": [{"id": "yard", "limit": -1}]}`)
	code, _, errs = runZones(t, "check", bad)
	if want := "bad.json:2:36: zones[0].limit: -1 is out of range (want a whole number from 0 to 10000)"; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("check bad = exit %d, %q on standard error, want 1 and %q", code, errs, want)
	}
}

// TestZoneFlagsElsewhere: the zone maps' flags on a Draw Steel map are
// usage errors.
func TestZoneFlagsElsewhere(t *testing.T) {
	file := "assets/encounters/cliffside.json"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"move", file, "--creature", "x", "--sprint"}, "--sprint is for zone maps"},
		{[]string{"resolve", file, "--target", "x", "--move", "push 1", "--result", "3"}, "--result is for a throw on a zone map"},
	} {
		code, out, errs := runZones(t, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) {
			t.Errorf("%v = exit %d, %q, %q; want exit 2 naming %q", tt.args, code, out, errs, tt.want)
		}
	}
}
