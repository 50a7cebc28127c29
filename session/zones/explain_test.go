package zones

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// The zone window's narration of what it previews, on the monastery:
// Mei dragged onto the roof is a climb, narrated with its cost and the
// sentences that ask for it (Seln, Your Movement: "This is how many zones
// you may move when you take your Move each round"; Seln, Climbing: "To
// enter a zone by climbing, you will need to defeat the matching
// Challenge."); out of reach, the rule that refuses it; once declared, the
// same narration while the result is asked; the end of the round
// previewed narrates the stream's current; nothing previewed, nothing.
func TestExplainZonePlay(t *testing.T) {
	p, _ := monasteryPlay(t)
	check := func(name string, steps []session.ExplainStep, want []struct{ what, heading, sentence string }) {
		t.Helper()
		if len(steps) < len(want) {
			t.Fatalf("%s: %d steps, want at least %d:\n%s", name, len(steps), len(want), session.FormatExplain(steps))
		}
		for i, w := range want {
			st := steps[i]
			if !strings.Contains(st.What, w.what) || st.Rule.Heading != w.heading || !strings.HasPrefix(st.Rule.Sentence, w.sentence) {
				t.Errorf("%s: step %d = %q, rule %q %q; want %q, rule %q %q", name, i+1, st.What, st.Rule.Heading, st.Rule.Sentence, w.what, w.heading, w.sentence)
			}
		}
	}
	if got := p.Explain("", ""); got != nil {
		t.Errorf("Explain(nothing) = %v, want nil", got)
	}
	if got := p.Explain("mei", "yard"); got != nil {
		t.Errorf("Explain(Mei over her own zone) = %v, want nil", got)
	}
	roof := []struct{ what, heading, sentence string }{
		{"Mei moves into", "Your Movement", "This is how many zones you may move"},
		{"Challenge: climb 10", "Climbing", "To enter a zone by climbing"},
	}
	check("Mei over the roof", p.Explain("mei", "roof"), roof)
	check("Mei over the stream", p.Explain("mei", "stream"), []struct{ what, heading, sentence string }{{"not allowed", "Your Movement", "This is how many zones"}})
	p.Drop("mei", "roof")
	check("the climb declared", p.Explain("", ""), roof)
	p.Cancel()
	p.Drop("shiro", "stream")
	typeResult(p, "9")
	p.EndOfRound()
	steps := p.Explain("", "")
	if !strings.Contains(session.FormatExplain(steps), "Shiro") {
		t.Errorf("end of round previewed: narration\n%s\nwant Shiro carried by the stream", session.FormatExplain(steps))
	}
}

// A throw from a ledge down into a courtyard narrates the throw, the fall
// with the damage its landing surface gives, and the arrival:
// Seln, Forced Movement: "The target zone must be Adjacent"; Seln: "Falling":
// "Hard landing material: Take 1 damage for every 5 meters fallen".
func TestExplainZoneThrow(t *testing.T) {
	b, err := zones.NewBoard(zones.Map{
		Name: "Temple",
		Zones: []zones.Zone{
			{ID: "yard", Name: "Courtyard", Surface: zones.Hard},
			{ID: "ledge", Name: "Ledge", Elevation: 20},
		},
		Links:     []zones.Link{{From: "yard", To: "ledge"}},
		Creatures: []zones.Creature{{ID: "mei", Name: "Mei", Side: "heroes", Zone: "ledge"}, {ID: "oni", Name: "Oni", Side: "foes", Zone: "ledge"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	o, err := zones.Throw(b, zones.ThrowRequest{Target: "mei", To: "yard", Result: 10, By: "oni"}, zones.Dice{})
	if err != nil {
		t.Fatalf("Throw(mei into yard): %v", err)
	}
	steps := ExplainZoneOutcome(o)
	want := []struct{ what, heading, sentence string }{
		{"Mei is thrown from Ledge into Courtyard", "Forced Movement", "The target zone must be Adjacent"},
		{"20", "Falling", "Take 1 damage for every 5 meters fallen"},
	}
	if len(steps) < len(want) {
		t.Fatalf("ExplainZoneOutcome(throw) = %d steps, want at least %d:\n%s", len(steps), len(want), session.FormatExplain(steps))
	}
	for i, w := range want {
		st := steps[i]
		if !strings.Contains(st.What, w.what) || st.Rule.Heading != w.heading || st.Rule.Sentence != w.sentence || st.Rule.Seed != "Seln" {
			t.Errorf("step %d = %q, rule %s; want %q, rule Seln, %q: %q", i+1, st.What, st.Rule, w.what, w.heading, w.sentence)
		}
	}
	if !strings.Contains(steps[1].What, ": 4 damage") {
		t.Errorf("step 2 = %q, want the fall's 4 damage (20 m on a hard landing, 1 per 5 m)", steps[1].What)
	}
}
