package drawsteel

import (
	"reflect"
	"testing"
)

func TestHighGround(t *testing.T) {
	// Draw Steel, High Ground caption "The talent stands atop a 3-square-high tower,
	// which is higher than any other creature. They gain an edge on all power
	// rolls made against their enemies in the diagram. The goblin assassin
	// and war dog commando stand on structures that are 2 squares high. They
	// gain an edge on ability rolls against the tactician, who is standing
	// on the ground, but not against the talent."
	b := mvBoard(t, `
		T.a.w.X.`)
	mvHeights(t, b, `
		30202000`)
	tests := []struct {
		name  string
		setup func(b *Board)
		a, t  string
		want  bool
	}{
		{name: "talent on the tower against the assassin (bordering on its top)", a: "T", t: "a", want: true},
		{name: "talent against the commando", a: "T", t: "w", want: true},
		{name: "assassin against the tactician on the ground", a: "a", t: "X", want: true},
		{name: "commando against the tactician", a: "w", t: "X", want: true},
		{name: "assassin against the talent", a: "a", t: "T", want: false},
		{name: "tactician against the assassin", a: "X", t: "a", want: false},
		{name: "equal heights", a: "a", t: "w", want: false},
		{
			name:  `Draw Steel, High Ground "while standing on the ground": a flyer above has none`,
			setup: func(b *Board) { c := mvCreature(t, b, "X"); c.Movement = []MoveType{Fly}; c.Z = 5 },
			a:     "X", t: "w", want: false,
		},
		{
			name: `Draw Steel, High Ground "A creature can gain this benefit while climbing only if they have "climb" in their speed entry"`,
			setup: func(b *Board) {
				c := mvCreature(t, b, "X")
				c.At, c.Z = Square{7, 0}, 3 // clinging to a 4-high cliff, above the commando
				b.SetCell(Square{6, 0}, Cell{Ground: 4})
			},
			a: "X", t: "w", want: false,
		},
		{
			name: `Draw Steel, High Ground: climbing with climb in the speed entry`,
			setup: func(b *Board) {
				c := mvCreature(t, b, "X")
				c.At, c.Z, c.Movement = Square{7, 0}, 3, []MoveType{Walk, Climb}
				b.SetCell(Square{6, 0}, Cell{Ground: 4})
			},
			a: "X", t: "w", want: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := b.Clone()
			if tc.setup != nil {
				tc.setup(b)
			}
			if got := HighGround(b, tc.a, tc.t); got != tc.want {
				t.Errorf("HighGround(%s, %s) = %v, want %v", tc.a, tc.t, got, tc.want)
			}
		})
	}
}

func TestFlanking(t *testing.T) {
	tests := []struct {
		name   string // the seed and the paragraph's first words
		board  string
		setup  func(b *Board)
		target string
		want   [][2]string
	}{
		{
			name: `Draw Steel, Flanking caption "The censor flanks the war dog commando with the fury, since they are on directly opposite sides ... The troubadour isn't flanking"`,
			board: `
				.....
				.CwF.
				..T..`,
			target: "w",
			want:   [][2]string{{"C", "F"}},
		},
		{
			name: `Draw Steel, Flanking "If that line passes through opposite sides or corners of the enemy's space": opposite corners`,
			board: `
				C..
				.w.
				..F`,
			target: "w",
			want:   [][2]string{{"C", "F"}},
		},
		{
			name: `Draw Steel, Flanking: a corner and the far side are not opposite`,
			board: `
				C..
				.w.
				.F.`,
			target: "w",
		},
		{
			name: `Draw Steel, Flanking caption "The shadow can't flank the crucibite with the conduit because the conduit is dazed"`,
			board: `
				SxD`,
			setup:  func(b *Board) { mvCreature(t, b, "D").Conditions = []Condition{Dazed} },
			target: "x",
		},
		{
			name: `Draw Steel, Flanking "When you and one or more allies are adjacent to the same enemy": a size 2 enemy`,
			board: `
				....
				Cww.
				.wwF
				....`,
			target: "w",
			want:   [][2]string{{"C", "F"}},
		},
		{
			name: `Draw Steel, Flanking caption "The censor, using an ability with a distance of melee 2, isn't adjacent"`,
			board: `
				C.wF`,
			target: "w",
		},
		{
			name: `Draw Steel, Director-Controlled Creatures "Director-controlled creatures die ... when their Stamina drops to 0": the dead flank no one`,
			board: `
				aXb`,
			setup:  func(b *Board) { c := mvCreature(t, b, "b"); c.Stamina, c.MaxStamina = 0, 12 },
			target: "X",
		},
		{
			name: `Draw Steel, Flanking: two living enemies of a hero`,
			board: `
				aXb`,
			target: "X",
			want:   [][2]string{{"a", "b"}},
		},
		{
			name: `Draw Steel, Flanking: allies of each other only`,
			board: `
				CwF`,
			setup:  func(b *Board) { mvCreature(t, b, "F").Side = "third" },
			target: "w",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, tc.board)
			if tc.setup != nil {
				tc.setup(b)
			}
			if got := Flanking(b, tc.target); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Flanking(%s) = %v, want %v", tc.target, got, tc.want)
			}
		})
	}
}

func TestLineOfEffect(t *testing.T) {
	tests := []struct {
		name    string // the seed and the paragraph's first words
		board   string
		heights string
		a, t    string
		los     bool
		cover   Cover
	}{
		{
			name:  "open ground",
			board: `A...w`,
			a:     "A", t: "w", los: true, cover: NoCover,
		},
		{
			name:  `Draw Steel, Cover caption "much higher walls completely block the crucibite's body, and therefore the tactician does not have line of effect"`,
			board: `A.#.w`,
			a:     "A", t: "w", los: false,
		},
		{
			name:    `Draw Steel, Cover caption "a low wall between them covers half of the commando's body"`,
			board:   `A..=w`,
			heights: `20000`,
			a:       "A", t: "w", los: true, cover: InCover,
		},
		{
			name: `Draw Steel, Cover "that target has at least half their form blocked by a solid object": a wall corner hides part of the target`,
			board: `
				A....
				..#.w
				.....`,
			a: "A", t: "w", los: true, cover: InCover,
		},
		{
			name:    `Draw Steel, Hiding caption "get out of the crucibite's line of effect ... by moving to put a wall between them ... or moving up onto a roof"`,
			board:   `x..S`,
			heights: `0033`,
			a:       "x", t: "S", los: false,
		},
		{
			name:  "creatures do not block line of effect",
			board: `AbBcw`,
			a:     "A", t: "w", los: true, cover: NoCover,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, tc.board)
			if tc.heights != "" {
				mvHeights(t, b, tc.heights)
			}
			los, cover := LineOfEffect(b, tc.a, tc.t)
			if los != tc.los || cover != tc.cover {
				t.Errorf("LineOfEffect(%s, %s) = %v, %v; want %v, %v", tc.a, tc.t, los, cover, tc.los, tc.cover)
			}
		})
	}
}

func TestLineOfEffectBurrowing(t *testing.T) {
	// Draw Steel, Targeting Burrowing Creatures. The ground
	// is 2 high everywhere; X stands on it; b and c are burrowers.
	tests := []struct {
		name      string
		board     string
		setup     func(b *Board)
		a, t      string
		wantLine  bool
		wantCover Cover
	}{
		{
			name:  `"you have line of effect to a burrowing creature if that creature occupies 1 or more squares of terrain ... that touch the ground" ... "The burrowing creature gains the benefit of cover from you."`,
			board: `X..b`,
			setup: func(b *Board) { mvCreature(t, b, "b").Z = 1 },
			a:     "X", t: "b", wantLine: true, wantCover: InCover,
		},
		{
			name:  `deeper, its squares don't touch the ground: no line of effect`,
			board: `X..b`,
			setup: func(b *Board) { mvCreature(t, b, "b").Z = 0 },
			a:     "X", t: "b",
		},
		{
			name:  `"and if you have line of effect to any of those squares": a wall in between`,
			board: `X.#b`,
			setup: func(b *Board) { mvCreature(t, b, "b").Z = 1 },
			a:     "X", t: "b",
		},
		{
			name:  `"If you are completely beneath the ground while burrowing, you don't have line of effect to any creature on the surface"`,
			board: `X..b`,
			setup: func(b *Board) { mvCreature(t, b, "b").Z = 1 },
			a:     "b", t: "X",
		},
		{
			name:  `"adjacent to another creature who is burrowing, you have line of effect to that creature, though you both have cover from each other"`,
			board: `X.cb`,
			setup: func(b *Board) { mvCreature(t, b, "b").Z = 0; mvCreature(t, b, "c").Z = 1 },
			a:     "b", t: "c", wantLine: true, wantCover: InCover,
		},
		{
			name:  `the same pair the other way`,
			board: `X.cb`,
			setup: func(b *Board) { mvCreature(t, b, "b").Z = 0; mvCreature(t, b, "c").Z = 1 },
			a:     "c", t: "b", wantLine: true, wantCover: InCover,
		},
		{
			name:  `two burrowers not adjacent: none`,
			board: `c..b`,
			setup: func(b *Board) { mvCreature(t, b, "b").Z = 1; mvCreature(t, b, "c").Z = 1 },
			a:     "c", t: "b",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mvBoard(t, tc.board)
			mvHeights(t, b, `2222`)
			for i := range b.Creatures {
				c := &b.Creatures[i]
				c.Z = 2
				c.Movement = append(c.Movement, Burrow)
			}
			tc.setup(b)
			line, cover := LineOfEffect(b, tc.a, tc.t)
			if line != tc.wantLine || cover != tc.wantCover {
				t.Errorf("LineOfEffect(%s, %s) = %v, %v, want %v, %v", tc.a, tc.t, line, cover, tc.wantLine, tc.wantCover)
			}
		})
	}
}
