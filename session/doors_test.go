package session

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
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
		{render.Point{X: 2, Y: 1.5}, DoorClick, true},    // on the door
		{render.Point{X: 1.85, Y: 1.2}, DoorClick, true}, // just inside square 1,1
		{render.Point{X: 1.5, Y: 1.5}, DoorClick, false}, // the middle of the square: a click selects
		{render.Point{X: 1.5, Y: 1.5}, DoorReach, true},  // but D reaches it
		{render.Point{X: 2, Y: 2.7}, DoorReach, false},   // on the wall below it
		{render.Point{X: 4.5, Y: 3.5}, DoorReach, false}, // far away
	}
	for _, tt := range tests {
		got, ok := NearestDoor(b, tt.at, tt.reach)
		if ok != tt.want || (ok && got != door) {
			t.Errorf("NearestDoor(%v, %.2f) = %v, %v; want the door: %v", tt.at, tt.reach, got, ok, tt.want)
		}
	}
}

// TestToggleDoor checks that a door opens and closes as one undo step each,
// and that an open door lets a creature walk through (issue 15: "doors open
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
	in.Do(ActUndo)
	if in.Board().Edges[door].Open || !strings.Contains(in.Message(), "Opened the wooden door") {
		t.Errorf("Undo after opening: open = %v, message %q; want closed again, one step", in.Board().Edges[door].Open, in.Message())
	}
	in.Do(ActRedo)
	in.ToggleDoor(door)
	if in.Board().Edges[door].Open || in.Message() != "Closed the wooden door between 1,1 and 2,1." {
		t.Errorf("ToggleDoor(open door): open = %v, message %q; want closed", in.Board().Edges[door].Open, in.Message())
	}
	wall := drawsteel.Side(drawsteel.Square{X: 1, Y: 2}, drawsteel.Square{X: 2, Y: 2})
	if in.ToggleDoor(wall) {
		t.Errorf("ToggleDoor(a wall) = true, want walls never to open")
	}
}
