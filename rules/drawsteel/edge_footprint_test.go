package drawsteel

import (
	"strings"
	"testing"
)

// The Draw Steel text has no thin walls; these tests check the reading in
// rules-drawsteel.md ("Edges", "A large creature never stands across an
// edge"): an edge between two squares of a large creature's footprint is
// in the creature's way, as a wall square inside it would be. Draw Steel
// "Creature Size": "A creature's size determines how many squares it
// occupies", and a creature can't occupy a square it can't enter.

// TestMoveLargeAcrossEdge: a size 2 creature steps sideways into a column
// where a thin wall ends: the wall would run into its body.
func TestMoveLargeAcrossEdge(t *testing.T) {
	b := mvBoard(t, `
		@.....
		......
		......
		......
	`)
	tests := []struct {
		name  string
		edge  string
		from  Square // 0,0 when zero
		to    Pos
		legal bool
	}{
		// the horizontal wall at y = 1 under square 2,0: the step right
		// from 0,0 to 1,0 puts squares 2,0 and 2,1 on either side of it
		{"wall across the column entered", "2,0|2,1 wall stone", Square{}, Pos{1, 0, 0}, false},
		{"closed door across the column entered", "2,0|2,1 door wood", Square{}, Pos{1, 0, 0}, false},
		{"open door across the column entered", "2,0|2,1 door wood open", Square{}, Pos{1, 0, 0}, true},
		{"window across the column entered", "2,0|2,1 window glass open", Square{}, Pos{1, 0, 0}, false},
		// the vertical wall at x = 1 right of square 0,2: the step down
		{"wall across the row entered", "0,2|1,2 wall stone", Square{}, Pos{0, 1, 0}, false},
		{"diagonal into a wall", "2,1|2,2 wall stone", Square{}, Pos{1, 1, 0}, false},
		{"wall one column further", "3,0|3,1 wall stone", Square{}, Pos{1, 0, 0}, true},
		// leftwards and upwards from 3,1 (squares 3..4 x 1..2)
		{"wall across the column entered leftwards", "2,1|2,2 wall stone", Square{3, 1}, Pos{2, 1, 0}, false},
		{"wall across the row entered upwards", "3,0|4,0 wall stone", Square{3, 1}, Pos{3, 0, 0}, false},
		{"wall beside the path", "0,2|0,3 wall stone", Square{}, Pos{1, 0, 0}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bb := withEdges(t, b.Clone(), tc.edge)
			c, _ := bb.Creature("@")
			c.Size = SizeN(2)
			if tc.from != (Square{}) {
				c.At = tc.from
			}
			plan := PlanMove(bb, MoveRequest{Mover: "@"}, []Pos{tc.to})
			if plan.Legal != tc.legal {
				t.Errorf("PlanMove(size 2 to %v, %s) legal = %v (%s), want %v", tc.to, tc.edge, plan.Legal, plan.Why, tc.legal)
			}
		})
	}
}

// TestForcedLargeAcrossEdge: a size 2 target pushed into a column where a
// thin wall ends slams into it, as into a wall square ("When a creature
// force moves a target into a stationary object that is the target's
// size or larger and the object doesn't break ... the movement ends and
// the target takes 2 damage plus 1 damage for each square remaining",
// Draw Steel: "SLAMMING INTO OBJECTS"), or breaks it with enough squares left.
func TestForcedLargeAcrossEdge(t *testing.T) {
	legend := forcedLegend{'a': {Size: SizeN(2)}}
	base := `
		f a a . . .
		. a a . . .
	`
	path := []Pos{{2, 0, 0}, {3, 0, 0}, {4, 0, 0}}
	for _, tc := range []struct {
		name     string
		edge     string
		distance int
		at       Pos
		damage   int
		event    string
	}{
		// the wall under square 3,0: the first step, to 2,0, runs into it
		// with 3 squares remaining: 2 + 3
		{"slams into a stone wall's end", "3,0|3,1 wall stone", 3, Pos{1, 0, 0}, 5, "slams into the stone wall between 3,0 and 3,1"},
		// "It costs 3 remaining squares of forced movement to destroy 1
		// square of wood. The creature moved takes 5 damage." (Draw Steel): 6
		// squares: the step across the side costs 3 instead of 1, the
		// two steps after it 1 each
		{"breaks a wooden wall's end", "3,0|3,1 wall wood", 6, Pos{4, 0, 0}, 5, "hurled through the wooden wall between 3,0 and 3,1"},
		{"open door", "3,0|3,1 door wood open", 3, Pos{4, 0, 0}, 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := withEdges(t, forcedParseBoard(t, base, legend), tc.edge)
			fm := ForcedMove{Move: Move{Kind: Push, Distance: tc.distance}, Target: "a", Source: "f", Stability: IgnoreStability()}
			o := forcedResolve(t, b, fm, path[:min(tc.distance, 3)]...)
			if got := o.Positions["a"]; got != tc.at || o.Damage["a"] != tc.damage || !strings.Contains(forcedEvents(o), tc.event) {
				t.Errorf("Resolve(push %d, %s) a at %v, damage %d; want %v, %d and %q%s", tc.distance, tc.edge, got, o.Damage["a"], tc.at, tc.damage, tc.event, forcedEvents(o))
			}
		})
	}
}

// TestStraddledEdge finds the edge a large creature would stand across.
func TestStraddledEdge(t *testing.T) {
	b := withEdges(t, NewBoard(6, 6), "1,1|2,1 wall stone", "4,4|4,5 door wood open", "4,0|5,0 wall stone h1", "0,4|1,4 window glass")
	for _, tc := range []struct {
		at   Square
		z    int
		size Size
		want string // the edge, "" for none
	}{
		{Square{1, 0}, 0, SizeN(2), "1,1|2,1"},
		{Square{0, 0}, 0, SizeN(3), "1,1|2,1"},
		{Square{2, 1}, 0, SizeN(2), ""},        // beside the wall, not across it
		{Square{1, 1}, 0, SizeMedium, ""},      // one square: nothing between
		{Square{3, 4}, 0, SizeN(2), ""},        // an open door is no obstacle
		{Square{4, 0}, 0, SizeN(2), "4,0|5,0"}, // a low wall in its height
		{Square{4, 0}, 1, SizeN(2), ""},        // flying above the low wall
		{Square{0, 3}, 0, SizeN(2), "0,4|1,4"}, // a window always blocks
		{Square{0, 0}, 0, SizeN(6), "4,0|5,0"}, // the first row by row: the low wall in row 0
	} {
		side, _, ok := b.StraddledEdge(tc.at, tc.z, tc.size)
		got := ""
		if ok {
			got = side.A.String() + "|" + side.B.String()
		}
		if got != tc.want {
			t.Errorf("StraddledEdge(%v, z %d, size %s) = %q, want %q", tc.at, tc.z, tc.size, got, tc.want)
		}
	}
}
