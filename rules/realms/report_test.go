package realms

import (
	"encoding/json"
	"testing"

	"github.com/battlemap/battlemap/grid"
)

// The JSON `battlemap move` will print ("speed is the round's
// movement after effects, cost what the path spends, remaining = speed -
// action costs - cost"), for the text's quick-stepped dwarf who dismounts:
// Enchanted Realms, This is also important when a magical effect: "... this would leave
// him with a remaining remaining 30 feet to use for other movement on his
// turn." He spends 20 of them on three hexes, the last one difficult.
func TestMoveReportJSON(t *testing.T) {
	b := textBoard(t, grid.Pointy, map[byte]spec{
		'D': {side: "heroes", speed: 40, effects: []Effect{{"quick step axiom", Rate, 10}}},
	}, "D..d....")
	p, err := b.Plan("D", b.Cell(Pos{3, 0}), Options{Actions: []Action{DismountMedium}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(b.MoveReport(p))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"creature":"D","to":[3,0],"path":[[0,0],[1,0],[2,0],[3,0]],"cost":20,"speed":50,"remaining":10,` +
		`"actionCost":20,"actions":[{"action":"dismount-medium","feet":20}],` +
		`"movement":{"species":40,"effects":[{"name":"quick step axiom","kind":"rate","value":10,"after":50}],"round":50},` +
		`"steps":[{"to":[1,0],"feet":5},{"to":[2,0],"feet":5},{"to":[3,0],"feet":10,"difficult":true}]}`
	if string(got) != want {
		t.Errorf("MoveReport JSON =\n%s\nwant\n%s", got, want)
	}
}

// Every hex a move can end in, with its cheapest cost: Enchanted Realms: "Implied
// permission happens most of the time": "Allies and other non-hostiles can
// walk through someone’s space; however, it does count as difficult
// terrain, but they may pass through it."
func TestReachReport(t *testing.T) {
	b := textBoard(t, grid.Pointy, map[byte]spec{'A': {side: "heroes", speed: 15}, 'B': {side: "heroes"}}, "AB.d.")
	r, err := b.Reach("A", Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(b.ReachReport(r))
	if err != nil {
		t.Fatal(err)
	}
	// A's own hex is listed at 0, as Draw Steel's reach lists the start; B's
	// hex costs 10 and cannot be ended in; [2,0] costs 15; the difficult
	// [3,0] is beyond 15 feet.
	want := `{"creature":"A","speed":15,"left":15,"movement":{"species":15,"effects":[],"round":15},"reach":[{"to":[0,0],"cost":0},{"to":[2,0],"cost":15}]}`
	if string(got) != want {
		t.Errorf("ReachReport JSON =\n%s\nwant\n%s", got, want)
	}
}
