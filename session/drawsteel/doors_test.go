package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

func doorBoard() (*drawsteel.Board, grid.Edge) {
	b := drawsteel.NewBoard(5, 4)
	door := drawsteel.Side(drawsteel.Square{X: 1, Y: 1}, drawsteel.Square{X: 2, Y: 1}) // the side x = 2, y 1 to 2
	b.Edges = map[grid.Edge]drawsteel.Edge{
		door: {Kind: rules.EdgeDoor, Material: drawsteel.Wood},
		drawsteel.Side(drawsteel.Square{X: 1, Y: 2}, drawsteel.Square{X: 2, Y: 2}): {Kind: rules.EdgeWall, Material: drawsteel.Stone},
	}
	b.Creatures = []drawsteel.Creature{{ID: "fury", Side: "heroes", At: drawsteel.Square{X: 0, Y: 1}, Size: drawsteel.SizeMedium, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}}}
	return b, door
}

// TestNearestDoor checks which door the pointer reaches: the nearest
// door or window side within reach, never a wall.
func TestNearestDoor(t *testing.T) {
	b, door := doorBoard()
	tests := []struct {
		at    render.Point
		reach float64
		want  bool
	}{
		{render.Point{X: 2, Y: 1.5}, session.DoorClick, true},    // on the door
		{render.Point{X: 1.85, Y: 1.2}, session.DoorClick, true}, // just inside square 1,1
		{render.Point{X: 1.5, Y: 1.5}, session.DoorClick, false}, // the middle of the square: a click selects
		{render.Point{X: 1.5, Y: 1.5}, session.DoorReach, true},  // but D reaches it
		{render.Point{X: 2, Y: 2.7}, session.DoorReach, false},   // on the wall below it
		{render.Point{X: 4.5, Y: 3.5}, session.DoorReach, false}, // far away
	}
	for _, tt := range tests {
		got, ok := session.NearestDoor(b, tt.at, tt.reach)
		if ok != tt.want || (ok && got != door) {
			t.Errorf("NearestDoor(%v, %.2f) = %v, %v; want the door: %v", tt.at, tt.reach, got, ok, tt.want)
		}
	}
}

// TestToggleDoor checks that a door opens and closes as one undo step each,
// and that an open door lets a creature walk through ("doors open
// and close").
func TestToggleDoor(t *testing.T) {
	b, door := doorBoard()
	in := NewInteraction(b)
	through := func() bool {
		plan := drawsteel.PlanMove(in.Board(), drawsteel.MoveRequest{Mover: "fury"}, []drawsteel.Pos{{X: 1, Y: 1}, {X: 2, Y: 1}})
		return plan.Legal
	}
	if through() {
		t.Fatalf("PlanMove through the closed door is legal")
	}
	if !in.ToggleDoor(door) || !in.Board().Edges[door].Open {
		t.Fatalf("ToggleDoor(closed door): open = %v, message %q", in.Board().Edges[door].Open, in.Message())
	}
	if got, want := in.Message(), "Opened the wooden door between 1,1 and 2,1."; got != want {
		t.Errorf("ToggleDoor message = %q, want %q", got, want)
	}
	if b.Edges[door].Open {
		t.Errorf("ToggleDoor changed the board it started from")
	}
	if !through() {
		t.Errorf("PlanMove through the open door is not legal")
	}
	in.Do(session.ActUndo)
	if in.Board().Edges[door].Open || !strings.Contains(in.Message(), "Opened the wooden door") {
		t.Errorf("Undo after opening: open = %v, message %q; want closed again, one step", in.Board().Edges[door].Open, in.Message())
	}
	in.Do(session.ActRedo)
	in.ToggleDoor(door)
	if in.Board().Edges[door].Open || in.Message() != "Closed the wooden door between 1,1 and 2,1." {
		t.Errorf("ToggleDoor(open door): open = %v, message %q; want closed", in.Board().Edges[door].Open, in.Message())
	}
	wall := drawsteel.Side(drawsteel.Square{X: 1, Y: 2}, drawsteel.Square{X: 2, Y: 2})
	if in.ToggleDoor(wall) {
		t.Errorf("ToggleDoor(a wall) = true, want walls never to open")
	}
}

// TestHexToggleDoor checks the hex map's door: found from the pointer near
// its side, opened into a new edges map (the old one stays for undo), and
// then no longer in the way of a move.
func TestHexToggleDoor(t *testing.T) {
	g := grid.Hex{Width: 4, Height: 2, Orientation: grid.Pointy}
	b := realms.NewBoard(g)
	a, c := g.Cell(1), g.Cell(2) // [1, 0] and [2, 0]
	side := grid.EdgeBetween(a, c)
	b.Edges = map[grid.Edge]realms.Edge{side: {Kind: rules.EdgeDoor, Material: "wood"}}
	b.Creatures = []realms.Creature{{ID: "brann", Side: "heroes", At: a, Speed: 30}}
	l := render.NewHexLayout(g)
	ca, cc := l.Center(a), l.Center(c)
	mid := render.Point{X: (ca.X + cc.X) / 2, Y: (ca.Y + cc.Y) / 2}
	got, ok := session.HexNearestDoor(b, l, mid, session.DoorReach)
	if !ok || got != side {
		t.Fatalf("HexNearestDoor(the side's middle) = %v, %v; want %v", got, ok, side)
	}
	if _, ok := session.HexNearestDoor(b, l, l.Center(g.Cell(7)), session.DoorReach); ok {
		t.Errorf("HexNearestDoor(a far hex) found a door")
	}
	if _, err := b.PlanPath("brann", []grid.Cell{c}, realms.Options{}); err == nil {
		t.Fatalf("PlanPath through the closed door succeeded")
	}
	old := b.Edges
	edges, what, ok := session.HexToggleDoor(b, side)
	if !ok || !edges[side].Open || old[side].Open || what != "Opened the wooden door between [1, 0] and [2, 0]" {
		t.Fatalf("HexToggleDoor = %v, %q, %v; want a new map with the door open", edges, what, ok)
	}
	b.Edges = edges
	if _, err := b.PlanPath("brann", []grid.Cell{c}, realms.Options{}); err != nil {
		t.Errorf("PlanPath through the open door: %v", err)
	}
}
