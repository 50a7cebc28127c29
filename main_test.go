package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/assets"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

var sample = filepath.Join("assets", assets.SamplePath)

// runArgs runs a command line and returns its exit status and output.
func runArgs(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestCheck(t *testing.T) {
	code, out, _ := runArgs("check", sample)
	if code != 0 || !strings.Contains(out, "Cliffside Ambush") || strings.Count(out, "\n") != 1 {
		t.Errorf("check sample = %d %q, want 0 and a one-line summary", code, out)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"format": 1, "grid": {"shape": "square", "width": 3, "height": 2},
 "terrain": ["..Q", "..."],
 "creatures": [{"id": "a", "at": [0, 0], "size": "XL"}, {"id": "a", "at": [5, 0]}]}`), 0o644)
	code, out, errs := runArgs("check", bad)
	if code != 1 || out != "" {
		t.Fatalf("check of a broken file exited %d and printed %q on standard output, want 1 and nothing (problems go to standard error)", code, out)
	}
	for _, want := range []string{"terrain[0]", `"Q"`, "creatures[0].size", `"XL"`, "duplicate", "outside"} {
		if !strings.Contains(errs, want) {
			t.Errorf("check's standard error lacks %q:\n%s", want, errs)
		}
	}
	if lines := strings.Count(strings.TrimSpace(errs), "\n") + 1; lines < 4 {
		t.Errorf("check listed %d problems, want every one (4 or more):\n%s", lines, errs)
	}
}

type outcomeJSON struct {
	Positions map[string][3]int `json:"positions"`
	Damage    map[string]int    `json:"damage"`
	Prone     []string          `json:"prone"`
	Destroyed [][3]int          `json:"destroyed"`
	Events    []struct {
		Kind, Rule, Text string
	} `json:"events"`
}

// TestResolveTo is the README's push: the archer slams into the tower,
// falls and lands prone; the JSON is what rules computes.
func TestResolveTo(t *testing.T) {
	code, out, errs := runArgs("resolve", sample, "--target", "archer", "--by", "tactician", "--move", "push 3", "--to", "19,9")
	if code != 0 {
		t.Fatalf("resolve exited %d: %s", code, errs)
	}
	var got outcomeJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("resolve printed no JSON outcome: %v\n%s", err, out)
	}
	enc, _ := maps.Load(sample)
	fm := drawsteel.ForcedMove{Move: drawsteel.Move{Kind: drawsteel.Push, Distance: 3}, Target: "archer", Source: "tactician"}
	path, _ := drawsteel.RouteForced(enc.Square.Board, fm, drawsteel.Pos{X: 19, Y: 9, Z: 3})
	want, err := drawsteel.ResolveForced(enc.Square.Board, fm, path)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Positions) != len(enc.Square.Board.Creatures) {
		t.Errorf("positions of %d creatures, want every creature (%d)", len(got.Positions), len(enc.Square.Board.Creatures))
	}
	a := want.Positions["archer"]
	if got.Positions["archer"] != [3]int{a.X, a.Y, a.Z} || got.Damage["archer"] != want.Damage["archer"] {
		t.Errorf("archer at %v damage %d, want %v damage %d", got.Positions["archer"], got.Damage["archer"], a, want.Damage["archer"])
	}
	if len(got.Prone) != 1 || got.Prone[0] != "archer" || len(got.Events) != len(want.Events) {
		t.Errorf("prone %v, %d events; want [archer] and %d events", got.Prone, len(got.Events), len(want.Events))
	}
	for _, e := range got.Events {
		if e.Rule == "" || e.Text == "" {
			t.Errorf("event %+v does not name its rule and say what happened", e)
		}
	}
}

func TestResolvePathAndOptions(t *testing.T) {
	code, out, errs := runArgs("resolve", sample, "--target", "goblin", "--by", "fury", "--move", "slide 5", "--path", "10,3 9,3 8,3")
	if code != 0 {
		t.Fatalf("resolve --path exited %d: %s", code, errs)
	}
	var got outcomeJSON
	json.Unmarshal([]byte(out), &got)
	if len(got.Destroyed) != 1 || got.Destroyed[0][0] != 9 || got.Destroyed[0][1] != 3 {
		t.Errorf("sliding the goblin through the glass at 9,3: destroyed %v, want [[9 3 z]]", got.Destroyed)
	}
	code, out, _ = runArgs("resolve", sample, "--target", "goblin", "--by", "fury", "--move", "push 2")
	var list struct {
		Options []struct {
			To      [3]int          `json:"to"`
			Path    [][3]int        `json:"path"`
			Outcome json.RawMessage `json:"outcome"`
		} `json:"options"`
	}
	if err := json.Unmarshal([]byte(out), &list); code != 0 || err != nil || len(list.Options) < 2 {
		t.Fatalf("resolve without --to lists %d options (exit %d, %v), want every legal option", len(list.Options), code, err)
	}
	stay := false
	for _, o := range list.Options {
		if len(o.Path) == 0 && o.To == [3]int{11, 3, 0} {
			stay = true // "including choosing to not move certain targets at all"
		}
		// The list reports for each option only what changes.
		var out outcomeJSON
		json.Unmarshal(o.Outcome, &out)
		for id, p := range out.Positions {
			if id != "goblin" || p == [3]int{11, 3, 0} {
				t.Errorf("option %v lists %s at %v, which it doesn't move", o.To, id, p)
			}
		}
	}
	if !stay {
		t.Error("the options leave out not moving the goblin at all")
	}
}

// TestResolveOwnHeight: a height in a horizontal move that is the
// target's own is the same move as none.
func TestResolveOwnHeight(t *testing.T) {
	args := []string{"resolve", sample, "--target", "archer", "--by", "tactician", "--move", "push 3", "--to"}
	_, without, _ := runArgs(append(args, "19,9")...)
	code, with, errs := runArgs(append(args, "19,9,3")...)
	if code != 0 || with != without {
		t.Errorf("resolve --to 19,9,3 = %d %s %s, want the outcome of --to 19,9:\n%s", code, errs, with, without)
	}
}

func TestResolveErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown target", []string{"--target", "nobody", "--move", "push 1"}, `unknown creature id "nobody"`},
		{"unknown source", []string{"--target", "goblin", "--by", "nobody", "--move", "push 1"}, `unknown creature id "nobody"`},
		{"bad move", []string{"--target", "goblin", "--move", "shove 2"}, "push, pull or slide"},
		{"pull the wrong way", []string{"--target", "goblin", "--by", "fury", "--move", "pull 2", "--path", "12,3 13,3"}, "Pull"},
		{"bad stability", []string{"--target", "goblin", "--move", "slide 1", "--stability", "most"}, "full, ignore"},
		// Draw Steel, Push X: ... without moving them vertically: the archer
		// stands at height 3 and stays there.
		{"height in a push", []string{"--target", "archer", "--by", "tactician", "--move", "push 3", "--to", "19,9,7"}, "without moving it vertically (Push X), so it stays at height 3"},
		{"height in a slide's path", []string{"--target", "archer", "--move", "slide 3", "--path", "17,6,4"}, "(Slide X), so it stays at height 3"},
		{"out of reach", []string{"--target", "goblin", "--by", "fury", "--move", "slide 2", "--to", "11,8"}, "can't be aimed at 11,8"},
		{"melee without a source", []string{"--target", "goblin", "--move", "slide 1", "--melee"}, "--melee needs --by"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := runArgs(append([]string{"resolve", sample}, tt.args...)...)
			if code == 0 || !strings.Contains(errs, tt.want) {
				t.Errorf("resolve %v = exit %d, %q; want an error mentioning %q", tt.args, code, errs, tt.want)
			}
		})
	}
}

// TestResolveUsage: a command line that isn't valid exits 2 with the
// valid form.
func TestResolveUsage(t *testing.T) {
	tests := [][]string{
		{"resolve", sample, "--target", "goblin"},
		{"resolve", "--target", "goblin", "--move", "push 1"},
		{"resolve", sample, "--target", "goblin", "--by", "fury", "--move", "push 1", "--to", "12,3", "--path", "12,3"},
		{"resolve", sample, "--target", "goblin", "--move", "push 1", "--shove"},
		{"resolve", sample, "--target", "goblin", "--move", "shove 1"},
		{"resolve", sample, "--target", "goblin", "--move", "slide 1", "--stability", "most"},
		{"resolve", sample, "--target", "goblin", "--move", "slide 1", "--to", "12;3"},
		{"resolve", sample, "--target", "goblin", "--move", "slide 1", "--path", "12,3,0,1"},
	}
	for _, args := range tests {
		code, out, errs := runArgs(args...)
		if code != 2 || out != "" || !strings.Contains(errs, "usage: battlemap resolve FILE --target ID --move") {
			t.Errorf("%v = exit %d, %q; want 2 and the valid form", args, code, errs)
		}
	}
}

func TestUnknownCommand(t *testing.T) {
	if code, _, errs := runArgs("frobnicate"); code != 2 || !strings.Contains(errs, "unknown command") {
		t.Errorf("unknown command = %d %q, want 2 and a message", code, errs)
	}
}

// TestExportRefusesBadFigures: a scale of 0 and a region of absurd or
// missing squares are errors, and nothing is written.
func TestExportRefusesBadFigures(t *testing.T) {
	out := filepath.Join(t.TempDir(), "figure.png")
	tests := []struct {
		name string
		args []string
		code int // 2 for a malformed command line, 1 for a figure the map can't give
		want string
	}{
		{"scale 0", []string{"--scale", "0"}, 2, "--scale 0: want pixels per square above 0"},
		{"negative scale", []string{"--scale", "-3"}, 2, "--scale -3: want pixels per square above 0"},
		{"region of 1e300 squares", []string{"--region", "0,0,1e300,1e300"}, 1, "the figure would be"},
		{"region of NaN", []string{"--region", "0,0,NaN,2"}, 2, `"NaN" is not a number`},
		{"region off the map", []string{"--region", "100,100,110,110"}, 1, "shows none of the"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := runArgs(append([]string{"export", sample, "-o", out}, tt.args...)...)
			if code != tt.code || !strings.HasPrefix(errs, "battlemap export: ") || !strings.Contains(errs, tt.want) {
				t.Errorf("export %v = %d %q, want %d and an error containing %q", tt.args, code, errs, tt.code, tt.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("export %v wrote %s", tt.args, out)
			}
		})
	}
}

// TestCheckPrintsNoControlCharacters: escape sequences in a file's names,
// keys and values reach the terminal quoted, never raw.
func TestCheckPrintsNoControlCharacters(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "escapes.json")
	os.WriteFile(bad, []byte(`{"format": 1, "name": "Evil\u001b[2J", "grid": {"width": 1, "height": 1},
 "legend": {"\u001b[2J": {}}, "x\u001b[31m": 1,
 "creatures": [{"id": "a", "at": [0, 0], "side": "\u001b]0;title\u0007", "movement": ["fly\u001b[31m"]}]}`), 0o644)
	code, out, errs := runArgs("check", bad)
	if code != 1 || strings.Count(errs, "\n") != 5 {
		t.Errorf("check escapes.json = %d, %d lines, want 1 and 5 problems:\n%s", code, strings.Count(errs, "\n"), errs)
	}
	if i := strings.IndexFunc(out+errs, func(r rune) bool { return r < ' ' && r != '\n' }); i >= 0 {
		t.Errorf("check escapes.json printed a control character raw at %d: %q", i, out+errs)
	}
}

// TestOpenRefusesAnUnknownTheme: open --theme takes the window's themes
// only, and says which.
func TestOpenRefusesAnUnknownTheme(t *testing.T) {
	for _, theme := range []string{"sepia", "print", "screen"} {
		code, _, stderr := runArgs("open", "assets/encounters/cliffside.json", "--theme", theme)
		if code != 2 || !strings.Contains(stderr, "want dark, light or contrast") {
			t.Errorf("open --theme %s: exit %d, stderr %q; want 2 and the valid themes", theme, code, stderr)
		}
	}
}
