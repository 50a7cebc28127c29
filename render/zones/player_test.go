package zones

import (
	"testing"

	"github.com/battlemap/battlemap/rules/zones"
)

// TestPlayerBoard: the players' board leaves the hidden creature out, and
// its partner's partnership with it; the director's board keeps both.
func TestPlayerBoard(t *testing.T) {
	b, err := zones.NewBoard(zones.Map{Zones: []zones.Zone{{ID: "yard"}}, Creatures: []zones.Creature{
		{ID: "mei", Side: "heroes", Zone: "yard", Partner: "spy"},
		{ID: "spy", Side: "heroes", Zone: "yard", Partner: "mei", Hidden: true},
		{ID: "guard", Zone: "yard"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := PlayerBoard(b)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := p.Creature("spy"); ok {
		t.Error("PlayerBoard keeps the hidden spy")
	}
	if c, ok := p.Creature("mei"); !ok || c.Partner != "" {
		t.Errorf("PlayerBoard: mei = %+v, %v; want shown, partner cleared", c, ok)
	}
	if c, ok := b.Creature("spy"); !ok || c.Partner != "mei" {
		t.Errorf("PlayerBoard changed the director's board: spy = %+v, %v", c, ok)
	}
}
