package drawsteel

import (
	"strings"
	"testing"
)

// Draw Steel, Movement: "Your hero can move freely through an ally's
// space. ... You can't stop moving in any other creature's space ...
// unless that creature's size is two or more sizes greater or smaller than
// your own." Sizes count on the ladder 1T, 1S, 1M, 1L, 2, 3.
func TestStopInAnotherCreaturesSpaceBySize(t *testing.T) {
	sizes := []Size{SizeTiny, SizeSmall, SizeMedium, SizeLarge, SizeN(2), SizeN(3)}
	for _, mover := range sizes {
		for _, other := range sizes {
			for _, side := range []string{"heroes", "monsters"} {
				b := mvBoard(t, `
					@.......
					........
					........
					........`)
				m := mvMover(t, b)
				m.Size, m.Speed = mover, 6
				b.Creatures = append(b.Creatures, Creature{ID: "o", Name: "o", Side: side, Size: other, At: Square{4, 0}, Speed: 5})
				r, err := Reach(b, MoveRequest{Mover: "@"})
				if err != nil {
					t.Fatal(err)
				}
				dist := SizeSteps(mover, other)
				_, ok := r.Cost(Pos{4, 0, 0})
				if ok != (dist >= 2) {
					t.Errorf("%v mover, %v %s at 4,0: can end there %v, want %v (sizes %d apart)", mover, other, side, ok, dist >= 2, dist)
				}
				if !ok && !strings.Contains(r.Why(Pos{4, 0, 0}), "another creature's space") {
					t.Errorf("%v mover, %v %s: Why = %q, want the rule named", mover, other, side, r.Why(Pos{4, 0, 0}))
				}
			}
		}
	}
}

// Draw Steel, Climbing Other Creatures: "You can attempt to climb a
// creature whose size is greater than yours." That rule, not ordinary
// movement, puts a creature on top of another: creatures are neither
// floors nor slopes, so a willing move never ends with its bottom on
// another creature's head, even clinging to a corridor wall beside it.
func TestWillingMoveNeverEndsOnACreature(t *testing.T) {
	corridor := func(t *testing.T, walls string) *Board {
		b := mvBoard(t, `
			......
			@.a...
			......`)
		mvHeights(t, b, walls)
		return b
	}
	low := `
		222222
		000000
		222222`
	high := `
		999999
		000000
		999999`
	t.Run("2-high corridor", func(t *testing.T) {
		b := corridor(t, low)
		r, err := Reach(b, MoveRequest{Mover: "@"})
		if err != nil {
			t.Fatal(err)
		}
		if c, ok := r.CostAt(Square{2, 1}); ok {
			t.Errorf("CostAt(enemy's square) = %d, want no end there (its space, or on its head clinging to the wall)", c)
		}
		if why := r.Why(Pos{2, 1, 1}); !strings.Contains(why, "standing on another creature") {
			t.Errorf("Why(on the enemy's head) = %q, want the reason", why)
		}
		// Passing over is still allowed: clinging above it to the far side.
		if _, ok := r.Cost(Pos{3, 1, 0}); !ok {
			t.Error("Cost(3,1,0) false: the mover may still pass the enemy")
		}
		plan := PlanMove(b, MoveRequest{Mover: "@"}, []Pos{{1, 1, 0}, {2, 1, 1}})
		if plan.Legal || !strings.Contains(plan.Why, "standing on another creature") {
			t.Errorf("PlanMove(onto its head) = legal %v (%s), want refused", plan.Legal, plan.Why)
		}
	})
	t.Run("9-high corridor: clinging higher up touches no one", func(t *testing.T) {
		b := corridor(t, high)
		r, err := Reach(b, MoveRequest{Mover: "@"})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := r.Cost(Pos{2, 1, 1}); ok {
			t.Error("Cost(2,1,1) true: the mover would rest on the enemy's head")
		}
		if _, ok := r.Cost(Pos{2, 1, 2}); !ok {
			t.Errorf("Cost(2,1,2) false (%s): clinging to the wall a square above the enemy's head is climbing, not standing on it", r.Why(Pos{2, 1, 2}))
		}
	})
	t.Run("a flyer stays in the air over a creature", func(t *testing.T) {
		b := corridor(t, low)
		mvMover(t, b).Movement = []MoveType{Walk, Fly}
		r, err := Reach(b, MoveRequest{Mover: "@"})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := r.Cost(Pos{2, 1, 1}); !ok {
			t.Errorf("Cost(2,1,1) false for a flyer (%s): it flies in its own space", r.Why(Pos{2, 1, 1}))
		}
		// Walking (no flight in this move) it would stand on the head.
		r, err = Reach(b, MoveRequest{Mover: "@", Using: Walk})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := r.Cost(Pos{2, 1, 1}); ok {
			t.Error("Cost(2,1,1) true for a walk: the mover would rest on the enemy")
		}
	})
	t.Run("an ally's head is no floor either", func(t *testing.T) {
		b := mvBoard(t, `
			......
			@.A...
			......`)
		mvHeights(t, b, low)
		r, err := Reach(b, MoveRequest{Mover: "@"})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := r.Cost(Pos{2, 1, 1}); ok {
			t.Error("Cost(2,1,1) true: the mover would rest on its ally's head")
		}
	})
	t.Run("a 1T on a size 2's head clinging to a wall", func(t *testing.T) {
		b := mvBoard(t, `
			.......
			@.aa...
			..aa...
			.......`)
		mvHeights(t, b, `
			5555555
			0000000
			0000000
			5555555`)
		mvMover(t, b).Size = SizeTiny
		r, err := Reach(b, MoveRequest{Mover: "@"})
		if err != nil {
			t.Fatal(err)
		}
		// Inside the size 2 space (three sizes apart) it may stop; on top
		// of it only by climbing it, which is not an ordinary move.
		if _, ok := r.Cost(Pos{2, 1, 0}); !ok {
			t.Errorf("Cost(2,1,0) false (%s): a 1T may stop in a size 2's space", r.Why(Pos{2, 1, 0}))
		}
		if _, ok := r.Cost(Pos{2, 1, 2}); ok {
			t.Error("Cost(2,1,2) true: a 1T clinging to the wall would rest on the size 2's head")
		}
	})
	t.Run("a size 2 mover's corner on a head", func(t *testing.T) {
		b := mvBoard(t, `
			........
			@@.a....
			@@......
			........`)
		mvHeights(t, b, `
			99999999
			00000000
			00000000
			99999999`)
		m := mvMover(t, b)
		m.Speed = 6
		r, err := Reach(b, MoveRequest{Mover: "@"})
		if err != nil {
			t.Fatal(err)
		}
		// Footprint 2,1-3,2 at height 1 rests on the 1M at 3,1.
		if _, ok := r.Cost(Pos{2, 1, 1}); ok {
			t.Error("Cost(2,1,1) true: the size 2 mover would rest partly on the enemy's head")
		}
		// At height 0 it stops in the 1M's space (two sizes apart).
		if _, ok := r.Cost(Pos{2, 1, 0}); !ok {
			t.Errorf("Cost(2,1,0) false (%s): size 2 and 1M are two sizes apart", r.Why(Pos{2, 1, 0}))
		}
	})
}

// Draw Steel, Jump: "you can automatically long jump a number of squares
// up to your Might or Agility score" lands on the ground; a jump never
// lands in a space it can't stop in, nor on a creature.
func TestJumpNeverLandsInACreature(t *testing.T) {
	b := mvBoard(t, `
		@..a.`)
	m := mvMover(t, b)
	m.Might = 3
	plan := PlanMove(b, MoveRequest{Mover: "@"}, []Pos{{3, 0, 0}})
	if plan.Legal || !strings.Contains(plan.Why, "another creature's space") {
		t.Errorf("PlanMove(jump into the enemy) = legal %v (%s), want refused", plan.Legal, plan.Why)
	}
	m.Size = SizeN(3)
	b2 := mvBoard(t, `
		@@@..a.
		@@@....
		@@@....`)
	mvMover(t, b2).Might = 3
	// A size 3 may stop over a 1M (three sizes apart).
	if plan := PlanMove(b2, MoveRequest{Mover: "@"}, []Pos{{3, 0, 0}}); !plan.Legal {
		t.Errorf("PlanMove(size 3 jumps over a 1M's square) illegal: %s", plan.Why)
	}
}

// Draw Steel, Teleport: "When a creature teleports, they must leave the
// space where they start and enter a new space. A creature can't teleport
// to and from the same space."
func TestTeleportLeavesItsSpace(t *testing.T) {
	b := mvBoard(t, `
		@@...
		@@...`)
	m := mvMover(t, b)
	m.Movement = []MoveType{Walk, Teleport}
	m.Conditions = []Condition{Grabbed}
	r, err := Reach(b, MoveRequest{Mover: "@", Mode: ModeTeleport})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r.Cost(Pos{0, 0, 0}); ok {
		t.Error("Reach(teleport).Cost(start) true, want no teleport to the same space")
	}
	if why := r.Why(Pos{0, 0, 0}); !strings.Contains(why, "can't teleport to and from the same space") {
		t.Errorf("Why(start) = %q, want the rule", why)
	}
	for _, path := range [][]Pos{{{0, 0, 0}}, {{0, 0, 0}, {0, 0, 0}}} {
		plan := PlanMove(b, MoveRequest{Mover: "@", Mode: ModeTeleport}, path)
		if plan.Legal || plan.EndsGrab || !strings.Contains(plan.Why, "same space") {
			t.Errorf("PlanMove(teleport %v) = legal %v endsGrab %v (%s), want refused", path, plan.Legal, plan.EndsGrab, plan.Why)
		}
	}
	// One square over is a new space for a size 2, though it overlaps the
	// old one: the creature leaves its space and enters another.
	if plan := PlanMove(b, MoveRequest{Mover: "@", Mode: ModeTeleport}, []Pos{{1, 0, 0}}); !plan.Legal || !plan.EndsGrab {
		t.Errorf("PlanMove(teleport 1 square over) = legal %v (%s), want legal, ending the grab", plan.Legal, plan.Why)
	}
	// Every other mode may end where it starts (no move at all).
	if plan := PlanMove(b, MoveRequest{Mover: "@", Mode: ModeShift}, []Pos{{0, 0, 0}}); !plan.Legal {
		t.Errorf("PlanMove(shift, no move) illegal: %s", plan.Why)
	}
}

// Draw Steel, Crawl: "If you are prone, you can remain prone and crawl on
// the ground. Doing so costs you 1 additional square of movement for every
// square you crawl." The square crawled over a ledge's edge is crawled too;
// the fall after it is not movement and costs nothing.
func TestCrawlOffALedge(t *testing.T) {
	b := mvBoard(t, `
		@...`)
	mvHeights(t, b, `
		3300`)
	for _, prone := range []bool{false, true} {
		mvMover(t, b).Prone = prone
		path := []Pos{{1, 0, 3}, {2, 0, 0}}
		plan := PlanMove(b, MoveRequest{Mover: "@", AllowFalls: true}, path)
		want := 2 // 1 + 1 standing
		if prone {
			want = 4 // 2 + 2 crawling
		}
		if !plan.Legal || plan.Cost != want || len(plan.Drops) != 1 {
			t.Errorf("prone %v: PlanMove(off the ledge) = legal %v (%s) cost %d drops %v, want legal cost %d with a drop", prone, plan.Legal, plan.Why, plan.Cost, plan.Drops, want)
		}
		r, err := Reach(b, MoveRequest{Mover: "@", AllowFalls: true})
		if err != nil {
			t.Fatal(err)
		}
		if c, ok := r.Cost(Pos{2, 0, 0}); !ok || c != want {
			t.Errorf("prone %v: Reach cost at the foot = %d, %v; want %d", prone, c, ok, want)
		}
	}
	// Speed 3 crawling: 2 to the edge, 2 more over it is one too many.
	m := mvMover(t, b)
	m.Prone, m.Speed = true, 3
	if plan := PlanMove(b, MoveRequest{Mover: "@", AllowFalls: true}, []Pos{{1, 0, 3}, {2, 0, 0}}); plan.Legal {
		t.Error("prone, speed 3: crawling 2 squares and off the ledge (4) legal, want Can't Exceed Speed")
	}
}
