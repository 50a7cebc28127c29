package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// A large creature is never placed standing across a thin wall
// (rules-drawsteel.md, "Edges": "A large creature never stands across an
// edge"): the editor puts it in the nearest space without one, and a
// creature may not grow across one.

func withWall(b *drawsteel.Board, a, c drawsteel.Square) *drawsteel.Board {
	b.Edges = map[grid.Edge]drawsteel.Edge{drawsteel.Side(a, c): {Kind: rules.EdgeWall, Material: drawsteel.Stone}}
	return b
}

func TestAddLargeCreatureBesideEdge(t *testing.T) {
	in := NewInteraction(withWall(field(t), sq(5, 1), sq(6, 1)))
	ogre := drawsteel.Creature{ID: "ogre", Name: "Ogre", Side: "enemies", Size: drawsteel.SizeN(2), Speed: 5, Stamina: 60, MaxStamina: 60, Movement: []drawsteel.MoveType{drawsteel.Walk}}
	in.Add(ogre, sq(5, 1)) // 5..6 x 1..2 would stand across the wall between 5,1 and 6,1
	o, ok := in.Board().Creature("ogre")
	if !ok {
		t.Fatalf("the ogre was not added: %s", in.Message())
	}
	if side, _, across := in.Board().StraddledEdge(o.At, o.Z, o.Size); across {
		t.Errorf("Add(ogre at 5,1) put it at %v, across the wall %v", o.At, side)
	}
	if d := max(grid.Abs(o.At.X-5), grid.Abs(o.At.Y-1)); d != 1 {
		t.Errorf("Add(ogre at 5,1) put it at %v, %d squares away; want the nearest space, 1 away", o.At, d)
	}
}

func TestGrowingAcrossEdgeIsRefused(t *testing.T) {
	// fury at 1,1 with a wall below it: size 1L fits, size 2 (1..2 x
	// 1..2) would stand across the wall
	in := NewInteraction(withWall(field(t), sq(1, 1), sq(1, 2)))
	for range 4 {
		in.CycleSize("fury")
		if f, _ := in.Board().Creature("fury"); f.Size == drawsteel.SizeLarge {
			break
		}
	}
	in.CycleSize("fury")
	f, _ := in.Board().Creature("fury")
	if f.Size != drawsteel.SizeLarge || !strings.Contains(in.Message(), "would stand across the stone wall between 1,1 and 1,2") {
		t.Errorf("growing fury across a wall: size %v, message %q; want size 1L kept and the wall named", f.Size, in.Message())
	}
}

func TestClosingDoorOnLargeCreatureIsRefused(t *testing.T) {
	// an ogre (size 2, squares 4..5 x 1..2) stands in the open doorway
	// between 4,1 and 5,1; the door between 1,1 and 2,1 is far from it
	b := field(t)
	b.Edges = map[grid.Edge]drawsteel.Edge{
		drawsteel.Side(sq(4, 1), sq(5, 1)): {Kind: rules.EdgeDoor, Material: drawsteel.Wood, Open: true},
		drawsteel.Side(sq(1, 4), sq(2, 4)): {Kind: rules.EdgeDoor, Material: drawsteel.Wood, Open: true},
	}
	b.Creatures = append(b.Creatures, drawsteel.Creature{ID: "ogre", Name: "Ogre", Side: "enemies", Size: drawsteel.SizeN(2), At: sq(4, 1), Speed: 5, Stamina: 60, MaxStamina: 60})
	in := NewInteraction(b)
	if in.ToggleDoor(drawsteel.Side(sq(4, 1), sq(5, 1))) || !strings.Contains(in.Message(), "Ogre stands across the open wooden door between 4,1 and 5,1") {
		t.Errorf("ToggleDoor(the ogre's doorway) message %q, want it refused naming the ogre", in.Message())
	}
	if !in.Board().Edges[drawsteel.Side(sq(4, 1), sq(5, 1))].Open {
		t.Error("the door closed on the ogre")
	}
	if !in.ToggleDoor(drawsteel.Side(sq(1, 4), sq(2, 4))) {
		t.Errorf("ToggleDoor(a door nobody stands in) refused: %q", in.Message())
	}
}
