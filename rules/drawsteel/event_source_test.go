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
		{Event{Kind: EventMoved, Rule: "Push X"}, "000", "away from them in a straight line"},
		{Event{Kind: EventMoved, Rule: "Pull X"}, "000", "toward them in a straight line"},
		{Event{Kind: EventMoved, Rule: "Slide X"}, "000", "in any direction, except for vertically"},
		{Event{Kind: EventStability, Rule: "Stability"}, "000", "equal to their stability"},
		{Event{Kind: EventBigVersusLittle, Rule: "Big Versus Little"}, "000", "increased by 1"},
		{Event{Kind: EventSlamCreature, Rule: "Slamming into Creatures"}, "000", "both creatures take 1 damage"},
		{Event{Kind: EventSlamObject, Rule: "Slamming Into Objects"}, "000", "2 damage plus 1 damage"},
		{Event{Kind: EventFall, Rule: "Slamming Into Objects"}, "000", "as if they had fallen the distance force moved"},
		{Event{Kind: EventHurled, Rule: "Hurling Through Objects"}, "000", "the object can break"},
		{Event{Kind: EventFall, Rule: "Forced Into a Fall"}, "000", "you fall"},
		{Event{Kind: EventFall, Rule: "Vertical"}, "000", "left in midair"},
		{Event{Kind: EventBurrowed, Rule: "Burrowing Forced Movement"}, "002", "they aren't moved"},
		{Event{Kind: EventDamagingTerrain, Rule: "Damaging Terrain"}, "002", "is damaging terrain"},
		{Event{Kind: EventFall, Rule: "Falling"}, "002", "2 damage for each square they fall"},
		{Event{Kind: EventProne, Rule: "Falling"}, "002", "land prone"},
		{Event{Kind: EventFallOnto, Rule: "Falling onto Another Creature"}, "002", "take the same damage"},
		{Event{Kind: EventFall, Rule: "Fly"}, "002", "knocked prone or has their speed reduced to 0, they fall"},
		{Event{Kind: EventProne, Rule: "Falling onto Another Creature"}, "002", "knocked prone"},
		{Event{Kind: EventOpportunityAttack, Rule: "Opportunity Attacks"}, "002", "melee free strike"},
		{Event{Kind: EventConditionEnded, Rule: "Teleport"}, "002", "those conditions end"},
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
