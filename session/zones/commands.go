package zones

import (
	"fmt"
	"strings"

	"github.com/battlemap/battlemap/render"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/zones"
)

// What the command line asks of a zone board beyond the rules' own calls:
// a move's results typed as numbers, and the end of a round kept in the
// file.

// ZoneMoveResults turns the numbers given for a planned move into its
// challenges' results: one number a challenge, in the order the plan (and
// its reach entry) lists them. A limit challenge's number is the Earth
// challenge's result, won when it reaches the defender's Earth defense;
// defender and throwTo choose the mover's own limit challenge's defender
// and the zone it is thrown into ("": the first that can be thrown, into
// the first adjacent zone with room).
func ZoneMoveResults(plan zones.MovePlan, ns []int, defender, throwTo string) ([]zones.ChallengeResult, error) {
	if len(ns) != len(plan.Challenges) {
		return nil, fmt.Errorf("the move to %s asks %d challenge(s)%s, got %d result(s): give one result per challenge, in that order",
			plan.To, len(plan.Challenges), listChallenges(plan.Challenges), len(ns))
	}
	out := make([]zones.ChallengeResult, len(ns))
	chose := false
	for i, n := range ns {
		out[i].Result = n
		if ch := plan.Challenges[i]; ch.Kind == zones.KindLimit {
			out[i].ByEarth = true
			if ch.Creature == plan.Creature {
				out[i].Defender, out[i].ThrowTo, chose = defender, throwTo, true
			}
		}
	}
	if !chose && (defender != "" || throwTo != "") {
		return nil, fmt.Errorf("--defender and --throw-to choose the throw of %s's limit challenge, and the move to %s asks none", plan.Creature, plan.To)
	}
	return out, nil
}

// listChallenges names challenges in order: " (climb 10 for mei, limit
// for jun)", or "" for none.
func listChallenges(chs []zones.Challenge) string {
	if len(chs) == 0 {
		return ""
	}
	s := make([]string, len(chs))
	for i, ch := range chs {
		s[i] = string(ch.Kind)
		if ch.Rating != nil {
			s[i] += " " + render.Num(*ch.Rating)
		}
		s[i] += " for " + ch.Creature + " into " + ch.To
	}
	return " (" + strings.Join(s, ", ") + ")"
}

// EndZoneRound ends the round of a zone encounter with dice from seed:
// the automatic movements, tile effects, band falls and held breath
// (zones.EndRound), and keeps the board afterwards in enc (the next
// round, fresh Moves and Actions, the rounds of held breath), ready to be
// saved. The outcome is what happened.
func EndZoneRound(enc *maps.Encounter, seed uint64) (zones.Outcome, error) {
	if enc.Zones == nil {
		return zones.Outcome{}, fmt.Errorf("not a zone map: the end of the round is the zone system's")
	}
	b, err := enc.Zones.Board()
	if err != nil {
		return zones.Outcome{}, err
	}
	o := zones.EndRound(b, zones.Dice{Seed: seed})
	enc.Zones.Map = b.Apply(o).Map()
	return o, nil
}
