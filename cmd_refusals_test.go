package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRefusalsByRuleset pins which refusal each ruleset gives first for
// a flag that belongs to another ruleset: the checks the commands make
// before they hand over, and the ones each ruleset makes, in the order
// the command line has always given them (one message, one exit status).
func TestRefusalsByRuleset(t *testing.T) {
	square := filepath.Join("assets", "encounters", "cliffside.json")
	hex := filepath.Join("assets", "encounters", "river-ford.json")
	zone := filepath.Join("assets", "encounters", "monastery-zones.json")
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"move", square, "--creature", "fury", "--mode", "bogus"}, 2, `battlemap move: --mode: unknown move mode "bogus" (want advance, shift, disengage, charge or teleport), or the maneuver escape-grab or dig, or dismount (off the creature it is on)`},
		{[]string{"move", "no-such-file.json", "--creature", "fury", "--mode", "bogus"}, 2, `battlemap move: --mode: unknown move mode "bogus"`},
		{[]string{"move", square, "--creature", "fury", "--permit", "x", "--together"}, 2, "battlemap move: --permit is for Enchanted Realms hex maps; " + square + " is not one"},
		{[]string{"move", square, "--creature", "fury", "--throw-to", "x", "--band", "ground", "--sprint"}, 2, "battlemap move: --band is for zone maps; " + square + " is not one"},
		{[]string{"move", square, "--creature", "fury", "--sprint", "--action", "stand-up"}, 2, "battlemap move: --sprint is for zone maps; " + square + " is not one"},
		{[]string{"move", square, "--creature", "fury", "--action", "stand-up", "--by", "goblin"}, 2, "battlemap move: --action is for Enchanted Realms hex maps; " + square + " is a Draw Steel map"},
		{[]string{"move", square, "--creature", "fury", "--result", "4"}, 2, "battlemap move: --by, --result and --seed are for --mode escape-grab on a Draw Steel map (--result and --seed also for --mount)"},
		{[]string{"move", hex, "--creature", "aldric", "--mount", "mule", "--together"}, 2, "battlemap move: --mount is for Draw Steel square maps; " + hex + " is not one"},
		{[]string{"move", hex, "--creature", "aldric", "--partner-sprint", "--sprint"}, 2, "battlemap move: --partner-sprint is for zone maps; " + hex + " is not one"},
		{[]string{"move", hex, "--creature", "aldric", "--sprint", "--mode", "shift"}, 2, "battlemap move: --sprint is for zone maps; " + hex + " is not one"},
		{[]string{"move", hex, "--creature", "aldric", "--mode", "shift", "--seed", "3"}, 2, "battlemap move: --mode is Draw Steel's; on a hex map give the actions taken with --action"},
		{[]string{"move", hex, "--creature", "aldric", "--seed", "3"}, 2, "battlemap move: --by, --result and --seed are for Draw Steel's tests and zone challenges; a hex map's move asks none"},
		{[]string{"move", zone, "--creature", "mei", "--permit", "x", "--mount", "jun"}, 2, "battlemap move: --permit is for Enchanted Realms hex maps; " + zone + " is not one"},
		{[]string{"move", zone, "--creature", "mei", "--mount", "jun", "--mode", "shift"}, 2, "battlemap move: --mount is for Draw Steel square maps; " + zone + " is not one"},
		{[]string{"move", zone, "--creature", "mei", "--mode", "shift"}, 2, "battlemap move: --mode, --action and --path are for square and hex maps; on a zone map give --to ZONE and --sprint"},
		{[]string{"resolve", square, "--target", "fury", "--move", "push 3", "--seed", "3"}, 2, `battlemap resolve: --result is for a throw on a zone map, or (as --seed) for the landing test of a rider force moved off its mount; in ` + square + `, "fury" rides no creature`},
		{[]string{"resolve", hex, "--target", "aldric", "--move", "push 3", "--seed", "2", "--result", "2"}, 2, "battlemap resolve: --seed rolls a rider's landing test on a Draw Steel map; " + hex + " is not one"},
		{[]string{"resolve", hex, "--target", "aldric", "--move", "push 3", "--result", "2"}, 2, `battlemap resolve: --result is for a throw on a zone map, or (as --seed) for the landing test of a rider force moved off its mount; in ` + hex + `, "aldric" rides no creature`},
		{[]string{"resolve", hex, "--target", "aldric", "--move", "push 3"}, 1, `battlemap resolve: ` + hex + ` is an Enchanted Realms hex map ("ruleset": "realms"); forced movement is Draw Steel's (use battlemap move for a willing move)`},
		{[]string{"resolve", zone, "--target", "mei", "--move", "throw", "--to", "roof", "--result", "20", "--seed", "1"}, 2, "battlemap resolve: --seed rolls a rider's landing test on a Draw Steel map; " + zone + " is not one"},
		{[]string{"resolve", zone, "--target", "mei", "--move", "push 3"}, 2, `battlemap resolve: --move "push 3": on a zone map the forced movement is a throw (--move throw)`},
		{[]string{"round", square}, 1, `battlemap round: ` + square + ` is not a zone map ("ruleset": "zones"): the end of the round with automatic movement is the zone system's`},
		{[]string{"round", hex}, 1, `battlemap round: ` + hex + ` is not a zone map ("ruleset": "zones"): the end of the round with automatic movement is the zone system's`},
		{[]string{"export", square, "-o", filepath.Join(t.TempDir(), "a.svg"), "--result", "3", "--region", "1"}, 1, "battlemap export: --result goes with --preview throw on a zone map"},
		{[]string{"export", hex, "-o", filepath.Join(t.TempDir(), "a.svg"), "--region", "1", "--by", "x"}, 2, `battlemap export: --region "1": want X0,Y0,X1,Y1`},
		{[]string{"export", hex, "-o", filepath.Join(t.TempDir(), "a.svg"), "--by", "x"}, 1, "battlemap export: --by, --melee, --stability and --side-view are for Draw Steel's forced movement"},
		{[]string{"export", square, "-o", filepath.Join(t.TempDir(), "a.svg"), "--action", "stand-up"}, 1, "battlemap export: --action is for a hex map's --preview move; " + square + " is a Draw Steel map"},
		{[]string{"export", zone, "-o", filepath.Join(t.TempDir(), "a.svg"), "--region", "1", "--legend", "--preview", "throw"}, 1, "battlemap export: --legend, --region: not for a zone map"},
	}
	for _, tc := range tests {
		code, _, errs := runArgs(tc.args...)
		if first, _, _ := strings.Cut(errs, "\n"); code != tc.code || !strings.HasPrefix(first, tc.want) {
			t.Errorf("battlemap %q = %d %q, want %d and a message starting %q", tc.args, code, first, tc.code, tc.want)
		}
	}
}
