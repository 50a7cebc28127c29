package drawsteel

import (
	"testing"
)

// The quotes in these tests are Draw Steel's: Draw Steel marks the Movement
// section, Draw Steel the Combat chapter (two editions of the same rules).

// mvMover returns the mover "@" of b.
func mvMover(tb testing.TB, b *Board) *Creature { return mvCreature(tb, b, "@") }

func TestReachCostMaps(t *testing.T) {
	tests := []struct {
		name    string // the seed and the paragraph's first words
		board   string
		heights string
		setup   func(b *Board, m *Creature)
		req     MoveRequest
		want    string
	}{
		{
			name: `Draw Steel, "All squares adjacent to your character cost 1 movement"`,
			board: `
				.......
				.......
				.......
				...@...
				.......
				.......
				.......`,
			setup: func(b *Board, m *Creature) { m.Speed = 3 },
			want: `
				3333333
				3222223
				3211123
				3210123
				3211123
				3222223
				3333333`,
		},
		{
			name: `Draw Steel, Difficult Terrain "It costs 1 additional square of movement to enter a square of difficult terrain"`,
			board: `
				@,..
				....`,
			setup: func(b *Board, m *Creature) { m.Speed = 3 },
			want: `
				0223
				1123`,
		},
		{
			name: `Draw Steel, "Your hero can move freely through an ally's space. You can move through an enemy's space, but that space is difficult terrain"`,
			board: `
				######
				@A.b..
				######`,
			setup: func(b *Board, m *Creature) { m.Speed = 5 },
			want: `
				######
				0A2b5.
				######`,
		},
		{
			name: `Draw Steel, Can't Cut Corners "A creature can't move diagonally when doing so would involve passing through the corner of a wall"`,
			board: `
				@#.
				...`,
			setup: func(b *Board, m *Creature) { m.Speed = 3 },
			want: `
				0#.
				123`,
		},
		{
			name: `Draw Steel, Can't Cut Corners "This rule applies only to moving past objects, not moving past other creatures"`,
			board: `
				@b
				..`,
			want: `
				0b
				11`,
		},
		{
			name: `Draw Steel, Can't Cut Corners "some other object that completely fills the corner": ground 1 square higher beside a flat diagonal`,
			board: `
				@.
				..`,
			heights: `
				01
				00`,
			want: `
				01
				12`,
		},
		{
			name: `Draw Steel, Can't Cut Corners: a diagonal step up onto a plateau passes its corner at the same height`,
			board: `
				@.
				..`,
			heights: `
				01
				01`,
			want: `
				01
				11`,
		},
		{
			name: `Draw Steel, Can't Exceed Speed "speed reduced to 2 by the slowed condition ... the creature can move only 2 squares"`,
			board: `
				@....`,
			setup: func(b *Board, m *Creature) { m.Conditions = []Condition{Slowed} },
			req:   MoveRequest{Budget: 3},
			want: `
				012..`,
		},
		{
			name: `Draw Steel, Climb or Swim "each square of climbing or swimming costs 2 squares of movement" (swimming)`,
			board: `
				@~~..`,
			want: `
				0245.`,
		},
		{
			name: `Draw Steel, Climb or Swim "can swim in liquid at full speed" with swim in the speed entry`,
			board: `
				@~~..`,
			setup: func(b *Board, m *Creature) { m.Movement = append(m.Movement, Swim) },
			want: `
				01234`,
		},
		{
			name: `Draw Steel, Climb or Swim "each square of climbing ... costs 2 squares": a 3-square cliff is 3 squares of climbing, the last onto the top included`,
			board: `
				@3.`,
			setup: func(b *Board, m *Creature) { m.Speed = 9 },
			want: `
				06.`,
		},
		{
			name: `Draw Steel, Climb or Swim "each square of climbing or swimming costs 2 squares of movement": up a 2-square face and down the far side, every square`,
			board: `
				@2.`,
			setup: func(b *Board, m *Creature) { m.Speed = 9 },
			want: `
				048`,
		},
		{
			name: `Draw Steel, Climb or Swim "each square of climbing ... costs 2 squares": down a face too high to step, the last square included`,
			board: `
				@..`,
			heights: `
				200`,
			// Two squares of climbing either way: to the foot of the face,
			// or down and away from it.
			want: `
				044`,
		},
		{
			name: `Draw Steel, Jump "The height of your jump is automatically 1 square": a 1-square rise is a step, not a climb`,
			board: `
				@..`,
			heights: `
				010`,
			want: `
				012`,
		},
		{
			name: `Draw Steel, Climb or Swim "can climb across vertical and horizontal surfaces at full speed" with climb`,
			board: `
				@3.`,
			setup: func(b *Board, m *Creature) { m.Speed = 6; m.Movement = append(m.Movement, Climb) },
			want: `
				036`,
		},
		{
			name: `Draw Steel, Crawl "Doing so costs you 1 additional square of movement for every square you crawl"`,
			board: `
				@...`,
			setup: func(b *Board, m *Creature) { m.Prone = true },
			want: `
				024.`,
		},
		{
			name: `Draw Steel, Fly "can move through the air vertically or horizontally at full speed": over a 3-square pillar`,
			board: `
				@3.`,
			setup: func(b *Board, m *Creature) { m.Speed = 6; m.Movement = []MoveType{Walk, Fly} },
			want: `
				036`,
		},
		{
			name: `Draw Steel, Fly "If a flying creature is knocked prone ... they fall": a prone flyer only crawls`,
			board: `
				@#.`,
			setup: func(b *Board, m *Creature) { m.Speed = 6; m.Movement = []MoveType{Walk, Fly}; m.Prone = true },
			want: `
				0#.`,
		},
		{
			name: `Draw Steel, Movement Types: a flyer asked to walk climbs ("Using: Walk")`,
			board: `
				@3.`,
			setup: func(b *Board, m *Creature) { m.Speed = 9; m.Movement = []MoveType{Walk, Fly} },
			req:   MoveRequest{Using: Walk},
			want: `
				06.`,
		},
		{
			name: `Draw Steel, Charge "they can't climb or swim while charging unless they can automatically use that movement at full speed"`,
			board: `
				@...`,
			heights: `
				0200`,
			req: MoveRequest{Mode: ModeCharge},
			want: `
				0...`,
		},
		{
			name: `Draw Steel, Movement "can't stop moving in any other creature's space ... unless that creature's size is two or more sizes greater or smaller"`,
			board: `
				@ab.`,
			setup: func(b *Board, m *Creature) { mvCreature(t, b, "b").Size = SizeTiny },
			want: `
				0a45`,
		},
		{
			name: `Draw Steel, "unless that creature's size is two or more sizes greater or smaller": a size 2 creature stops over a 1T one`,
			board: `
				@@..
				@@b.`,
			setup: func(b *Board, m *Creature) { mvCreature(t, b, "b").Size = SizeTiny; m.Speed = 2 },
			want: `
				02..
				..b.`,
		},
		{
			name: `Draw Steel, Jump "you can automatically long jump a number of squares up to your Might or Agility score": over a pit`,
			board: `
				@......`,
			heights: `
				2220222`,
			setup: func(b *Board, m *Creature) { m.Agility = 2 },
			want: `
				012.45.`,
		},
		{
			name: `Draw Steel, Jump, baseline 1 square (Might and Agility 0): the pit is climbed down and out`,
			board: `
				@......`,
			heights: `
				2220222`,
			setup: func(b *Board, m *Creature) { m.Speed = 8 },
			want: `
				0126678`,
		},
		{
			name: `Draw Steel, Jump "12-16: You jump 1 square longer and higher than your baseline jump allows": a 2-square pit`,
			board: `
				@......`,
			heights: `
				2200222`,
			setup: func(b *Board, m *Creature) { m.Agility = 2 },
			req:   MoveRequest{JumpTest: 2},
			want: `
				015545.`,
		},
		{
			name: `Draw Steel, Jump: the same pit with the baseline jump of 2`,
			board: `
				@......`,
			heights: `
				2200222`,
			setup: func(b *Board, m *Creature) { m.Agility = 2 },
			want: `
				0155...`,
		},
		{
			name: `Draw Steel, Jump "17+: You jump 2 squares longer and higher": onto a 2-square ledge instead of climbing`,
			board: `
				@..`,
			heights: `
				022`,
			req: MoveRequest{JumpTest: 3},
			want: `
				022`,
		},
		{
			name: `Draw Steel, Jump: the same ledge climbed without a jump test`,
			board: `
				@..`,
			heights: `
				022`,
			want: `
				045`,
		},
		{
			name: `Draw Steel, Jump: a long jump passes over difficult terrain but lands in it`,
			board: `
				@,,..`,
			setup: func(b *Board, m *Creature) { m.Might = 2 },
			want: `
				02345`,
		},
		{
			name: `Draw Steel, Jump "You can't jump out of difficult terrain or damaging terrain"`,
			board: `
				@,,..`,
			setup: func(b *Board, m *Creature) {
				m.Might = 2
				b.SetCell(Square{0, 0}, Cell{Difficult: true})
			},
			want: `
				0245.`,
		},
		{
			name: `Draw Steel, Movement: stepping up or down 1 square is walking; a drop of 2 is not part of the move`,
			board: `
				@....`,
			heights: `
				01220`,
			setup: func(b *Board, m *Creature) { m.Speed = 3 },
			want: `
				0123.`,
		},
		{
			name: `Draw Steel, Shifting "You can't shift into or while within difficult terrain or damaging terrain"`,
			board: `
				@,^..
				...b.`,
			req: MoveRequest{Mode: ModeShift, Budget: 4},
			want: `
				0,^34
				112b4`,
		},
		{
			name: `Draw Steel, Disengage "they can shift 1 square"`,
			board: `
				.....
				.,@b.
				.....`,
			req: MoveRequest{Mode: ModeDisengage},
			want: `
				.111.
				.,0b.
				.111.`,
		},
		{
			name: `Draw Steel, Charge "move up to their speed in a straight line ... can't move through difficult terrain"`,
			board: `
				@....
				..,..
				.....`,
			req: MoveRequest{Mode: ModeCharge},
			want: `
				01234
				11,..
				222..`,
		},
		{
			name: `Draw Steel, Movement: a size 2 creature moves its whole footprint ("Can't Cut Corners" applies to its corners)`,
			board: `
				@@.#..
				@@.#..
				......
				......`,
			setup: func(b *Board, m *Creature) { m.Speed = 4 },
			want: `
				01.#..
				11.#..
				2234..
				......`,
		},
		{
			name: `Draw Steel, Grabbed "speed 0": a grabbed creature reaches only its own space`,
			board: `
				.@.`,
			setup: func(b *Board, m *Creature) { m.Conditions = []Condition{Grabbed} },
			want: `
				.0.`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, tc.board)
			if tc.heights != "" {
				mvHeights(t, b, tc.heights)
			}
			m := mvMover(t, b)
			if tc.setup != nil {
				tc.setup(b, m)
			}
			req := tc.req
			req.Mover = "@"
			r, err := Reach(b, req)
			if err != nil {
				t.Fatalf("Reach(%v) error: %v", req.Mode, err)
			}
			if got, want := mvCostMap(b, r), mvTrim(tc.want); got != want {
				t.Errorf("Reach(%v, speed %d) costs =\n%s\nwant\n%s", req.Mode, m.Speed, got, want)
			}
		})
	}
}

func TestMustFall(t *testing.T) {
	tests := []struct {
		name  string // the seed and the paragraph's first words
		setup func(m *Creature)
		want  bool
	}{
		{"standing on the ground", func(m *Creature) {}, false},
		{"in midair without fly", func(m *Creature) { m.Z = 1; m.At = Square{3, 0} }, true},
		{`Draw Steel, Climb or Swim "can climb across vertical and horizontal surfaces": clinging to the cliff`, func(m *Creature) { m.Z = 1 }, false},
		{`Draw Steel, Climbing Other Creatures "If you are knocked prone while climbing ... you fall"`, func(m *Creature) { m.Z = 1; m.Prone = true }, true},
		{`Draw Steel, Fly "can move through the air ... and remain in midair"`, func(m *Creature) { m.Z = 2; m.At = Square{3, 0}; m.Movement = []MoveType{Fly} }, false},
		{`Draw Steel, Fly "If a flying creature is knocked prone ... they fall"`, func(m *Creature) {
			m.Z, m.At, m.Movement, m.Prone = 2, Square{3, 0}, []MoveType{Fly}, true
		}, true},
		{`Draw Steel, Fly "... or has their speed reduced to 0, they fall"`, func(m *Creature) {
			m.Z, m.At, m.Movement, m.Conditions = 2, Square{3, 0}, []MoveType{Fly}, []Condition{Restrained}
		}, true},
		{`Draw Steel, Hover "They don't fall even if they are knocked prone or their speed is reduced to 0"`, func(m *Creature) {
			m.Z, m.At, m.Movement, m.Prone = 2, Square{3, 0}, []MoveType{Fly, Hover}, true
		}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, `
				3@..`)
			tc.setup(mvMover(t, b))
			if got, why := mustFall(b, "@"); got != tc.want {
				t.Errorf("MustFall = %v (%s), want %v", got, why, tc.want)
			}
		})
	}
}

func TestChargeFlying(t *testing.T) {
	// Draw Steel, Charge "A creature can't move through difficult terrain ... They
	// can fly or burrow as part of the Charge main action": a flyer in the
	// air charges over the difficult terrain a walker can't cross.
	b := mvBoard(t, `
		@,,.`)
	m := mvMover(t, b)
	req := MoveRequest{Mover: "@", Mode: ModeCharge}
	r, err := Reach(b, req)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r.CostAt(Square{3, 0}); ok {
		t.Errorf("Reach(walker charge).CostAt(3,0) reachable, want blocked by difficult terrain")
	}
	m.Movement, m.Z = []MoveType{Walk, Fly}, 1
	if r, err = Reach(b, req); err != nil {
		t.Fatal(err)
	}
	if cost, ok := r.Cost(Pos{3, 0, 1}); !ok || cost != 3 {
		t.Errorf("Reach(flyer charge).Cost(3,0,1) = %d, %v; want 3, true", cost, ok)
	}
}
