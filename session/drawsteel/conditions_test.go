package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/maps"
	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// Removing the creature who taunts another leaves the taunt (the director
// ends it) but forgets its source, so the encounter can still be saved.
// Ending a condition forgets its source too.
func TestRemovingASourceKeepsTheFileValid(t *testing.T) {
	b := field(t)
	fury, _ := b.Creature("fury")
	fury.Impose(drawsteel.Taunted, "goblin")
	fury.Impose(drawsteel.Grabbed, "dog")
	in := NewInteraction(b)
	in.SetKeys(testKeys)
	in.Remove("goblin")
	f, _ := in.Board().Creature("fury")
	if !f.Has(drawsteel.Taunted) || f.Source(drawsteel.Taunted) != "" || f.Source(drawsteel.Grabbed) != "dog" {
		t.Errorf("after removing the goblin: conditions %v by %v; want taunted (no source), grabbed by dog", f.Conditions, f.ConditionBy)
	}
	e := &maps.Encounter{Square: &dsfile.SquareMap{Board: in.Board()}}
	if _, err := e.Marshal(); err != nil {
		t.Errorf("saving after the removal: %v", err)
	}
	in.ToggleCondition("fury", "grabbed")
	f, _ = in.Board().Creature("fury")
	if f.Has(drawsteel.Grabbed) || f.Source(drawsteel.Grabbed) != "" {
		t.Errorf("after ending grabbed: conditions %v by %v; want no grab and no grabber", f.Conditions, f.ConditionBy)
	}
	in.ToggleCondition("fury", "grabbed")
	if f, _ = in.Board().Creature("fury"); f.Source(drawsteel.Grabbed) != "" {
		t.Errorf("grabbed again by the toggle: source %q, want none (the old grabber is not remembered)", f.Source(drawsteel.Grabbed))
	}
}

// The creature panel names a condition's source by name and the state in
// words: Draw Steel, Director-Controlled Creatures "In most circumstances,
// Director-controlled creatures die or are destroyed when their Stamina
// drops to 0".
func TestDescribeNamesSourcesAndState(t *testing.T) {
	b := field(t)
	dog, _ := b.Creature("dog")
	dog.Stamina = 0
	dog.Impose(drawsteel.Taunted, "fury")
	dog.Impose(drawsteel.Bleeding, "")
	got := DescribeCreature(b, dog)
	for _, want := range []string{"Stamina 0 / 16  DEAD", "Conditions: taunted by Fury, bleeding"} {
		if !strings.Contains(got, want) {
			t.Errorf("DescribeCreature =\n%s\nwant it to contain %q", got, want)
		}
	}
	fury, _ := b.Creature("fury")
	fury.Stamina = 15
	if got := DescribeCreature(b, fury); !strings.Contains(got, "Stamina 15 / 30  winded") {
		t.Errorf("DescribeCreature(fury at 15 of 30) =\n%s\nwant winded", got)
	}
}
