package drawsteel

import (
	"strings"
	"testing"
)

// Every rule heading an event names quotes a sentence of the seed it
// cites, and the sentence is the one that heading's paragraph opens or
// holds (a few words of it are checked).
func TestEventSourceQuotesEveryEventRule(t *testing.T) {
	tests := []struct {
		ev         Event
		seed, want string
	}{
		{Event{Kind: EventMoved, Rule: "Push X"}, "Draw Steel", "away from them in a straight line"},
		{Event{Kind: EventMoved, Rule: "Pull X"}, "Draw Steel", "toward them in a straight line"},
		{Event{Kind: EventMoved, Rule: "Slide X"}, "Draw Steel", "in any direction, except for vertically"},
		{Event{Kind: EventStability, Rule: "Stability"}, "Draw Steel", "equal to their stability"},
		{Event{Kind: EventBigVersusLittle, Rule: "Big Versus Little"}, "Draw Steel", "increased by 1"},
		{Event{Kind: EventSlamCreature, Rule: "Slamming into Creatures"}, "Draw Steel", "both creatures take 1 damage"},
		{Event{Kind: EventSlamObject, Rule: "Slamming Into Objects"}, "Draw Steel", "2 damage plus 1 damage"},
		{Event{Kind: EventFall, Rule: "Slamming Into Objects"}, "Draw Steel", "as if they had fallen the distance force moved"},
		{Event{Kind: EventHurled, Rule: "Hurling Through Objects"}, "Draw Steel", "the object can break"},
		{Event{Kind: EventFall, Rule: "Forced Into a Fall"}, "Draw Steel", "you fall"},
		{Event{Kind: EventFall, Rule: "Vertical"}, "Draw Steel", "left in midair"},
		{Event{Kind: EventBurrowed, Rule: "Burrowing Forced Movement"}, "Draw Steel", "they aren't moved"},
		{Event{Kind: EventDamagingTerrain, Rule: "Damaging Terrain"}, "Draw Steel", "is damaging terrain"},
		{Event{Kind: EventFall, Rule: "Falling"}, "Draw Steel", "2 damage for each square they fall"},
		{Event{Kind: EventProne, Rule: "Falling"}, "Draw Steel", "land prone"},
		{Event{Kind: EventFallOnto, Rule: "Falling onto Another Creature"}, "Draw Steel", "take the same damage"},
		{Event{Kind: EventFall, Rule: "Fly"}, "Draw Steel", "knocked prone or has their speed reduced to 0, they fall"},
		{Event{Kind: EventProne, Rule: "Falling onto Another Creature"}, "Draw Steel", "knocked prone"},
		{Event{Kind: EventOpportunityAttack, Rule: "Opportunity Attacks"}, "Draw Steel", "melee free strike"},
		{Event{Kind: EventConditionEnded, Rule: "Teleport"}, "Draw Steel", "those conditions end"},
	}
	for _, tt := range tests {
		t.Run(tt.ev.Kind.String()+" "+tt.ev.Rule, func(t *testing.T) {
			got := EventSource(tt.ev)
			if got.Seed != tt.seed || got.Heading != tt.ev.Rule || !strings.Contains(got.Sentence, tt.want) {
				t.Errorf("EventSource(%s, %q) = %s, want seed %s, heading %q, a sentence with %q", tt.ev.Kind, tt.ev.Rule, got, tt.seed, tt.ev.Rule, tt.want)
			}
		})
	}
	if got := EventSource(Event{Rule: "no such rule"}); got.Sentence != "" {
		t.Errorf("EventSource(unknown rule) = %s, want the zero Source", got)
	}
}
