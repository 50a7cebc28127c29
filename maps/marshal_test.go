package maps

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// TestMarshalChangedBoard changes a loaded Board the way the game does
// (walls destroyed, creatures moved, new kinds of square) and compares
// what Marshal writes with testdata/changed/<name>.golden.
func TestMarshalChangedBoard(t *testing.T) {
	tests := []struct {
		name    string
		fixture string
		change  func(e *Encounter)
	}{
		{"unchanged", "testdata/cliffside.json", func(e *Encounter) {}},
		{"wall-destroyed", "testdata/cliffside.json", func(e *Encounter) {
			b := e.Square.Board
			b.SetCell(drawsteel.Square{X: 4, Y: 0}, drawsteel.Cell{Ground: 0})
			// A wall knocked down to height 1 is a new kind of square.
			c := b.Cell(drawsteel.Square{X: 5, Y: 0})
			c.WallHeight = 1
			b.SetCell(drawsteel.Square{X: 5, Y: 0}, c)
			// A wall whose height reaches 0 is no wall, whatever its material.
			c = b.Cell(drawsteel.Square{X: 4, Y: 1})
			c.WallHeight = 0
			b.SetCell(drawsteel.Square{X: 4, Y: 1}, c)
		}},
		{"new-kinds", "testdata/cliffside.json", func(e *Encounter) {
			b := e.Square.Board
			b.SetCell(drawsteel.Square{X: 0, Y: 7}, drawsteel.Cell{Wall: drawsteel.Stone, WallHeight: 3})
			b.SetCell(drawsteel.Square{X: 1, Y: 7}, drawsteel.Cell{Wall: drawsteel.Stone, WallHeight: 3})
			b.SetCell(drawsteel.Square{X: 11, Y: 7}, drawsteel.Cell{Ground: 2, Difficult: true, Damaging: 2})
			b.SetCell(drawsteel.Square{X: 0, Y: 1}, drawsteel.Cell{Liquid: 1}) // an existing kind: '~'
			b.SetCell(drawsteel.Square{X: 6, Y: 6}, drawsteel.Cell{Ground: -3, Wall: drawsteel.Unbreakable, WallHeight: 5})
		}},
		{"creatures-moved", "testdata/cliffside.json", func(e *Encounter) {
			b := e.Square.Board
			fury, _ := b.Creature("fury")
			fury.At = drawsteel.Square{X: 9, Y: 6} // onto ground 2: z follows the ground
			fury.Z = b.GroundUnder(fury.At, 1)
			bat, _ := b.Creature("bat")
			bat.At, bat.Z = drawsteel.Square{X: 0, Y: 7}, 4 // aloft
			ogre, _ := b.Creature("ogre")
			ogre.Stamina, ogre.Prone = -10, true
			ogre.Conditions = append(ogre.Conditions, drawsteel.Restrained)
			b.Creatures = append(b.Creatures, drawsteel.Creature{ID: "summoned", Side: "heroes", Size: drawsteel.SizeSmall,
				At: drawsteel.Square{X: 6, Y: 6}, Z: 1, Speed: 5, Movement: []drawsteel.MoveType{drawsteel.Walk}})
		}},
		{"resized", "testdata/small.json", func(e *Encounter) {
			b := drawsteel.NewBoard(4, 2)
			b.Creatures = e.Square.Board.Creatures
			b.SetCell(drawsteel.Square{X: 3, Y: 0}, drawsteel.Cell{Ground: 11, Wall: drawsteel.Glass, WallHeight: 1})
			e.Square.Board = b
		}},
		{"from-scratch", "", func(e *Encounter) {
			b := drawsteel.NewBoard(5, 3)
			for x := range 5 {
				b.SetCell(drawsteel.Square{X: x, Y: 0}, drawsteel.Cell{Wall: drawsteel.Metal, WallHeight: 2})
			}
			b.SetCell(drawsteel.Square{X: 2, Y: 2}, drawsteel.Cell{Liquid: 1, Difficult: true})
			b.Creatures = []drawsteel.Creature{
				{ID: "crate", Object: true, Size: drawsteel.SizeLarge, At: drawsteel.Square{X: 0, Y: 1}, Z: 0},
				{ID: "knight", Name: "Sir \"Quote\" <Knight>", Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: 4, Y: 2},
					Speed: 5, Movement: nil, Stamina: 12, MaxStamina: 20},
			}
			*e = Encounter{Name: "Fresh", Square: &dsfile.SquareMap{Board: b}}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &Encounter{}
			if tt.fixture != "" {
				e = loadFixture(t, tt.fixture)
			}
			tt.change(e)
			got, err := e.Marshal()
			if err != nil {
				t.Fatalf("Marshal() error: %v", err)
			}
			golden(t, filepath.Join("testdata", "changed", tt.name+".golden"), got)
			if again := mustRoundTrip(t, tt.name, got); !bytes.Equal(again, got) {
				t.Errorf("Marshal(Parse(Marshal())) differs from Marshal():\n%s\n---\n%s", again, got)
			}
		})
	}
}

// TestMarshalManyKinds gives every square its own kind, more than there
// are ASCII characters, and checks the legend stays valid and stable.
func TestMarshalManyKinds(t *testing.T) {
	b := drawsteel.NewBoard(30, 10)
	for i := range b.Cells {
		b.Cells[i] = drawsteel.Cell{Damaging: i + 1}
	}
	e := &Encounter{Square: &dsfile.SquareMap{Board: b}}
	first, err := e.Marshal()
	if err != nil {
		t.Fatalf("Marshal() error: %v", err)
	}
	e2, err := Parse("first", first)
	if err != nil {
		t.Fatalf("Parse(Marshal()) error:\n%v", err)
	}
	for i, c := range e2.Square.Board.Cells {
		if c != b.Cells[i] {
			t.Fatalf("Parse(Marshal()) cell %d = %+v, want %+v", i, c, b.Cells[i])
		}
	}
	if second, _ := e2.Marshal(); !bytes.Equal(first, second) {
		t.Errorf("Marshal(Parse(Marshal())) differs from Marshal()")
	}
	if !utf8.Valid(first) || bytes.ContainsAny(first, "\t") {
		t.Errorf("Marshal() wrote invalid UTF-8 or tabs")
	}
}

// TestMarshalRefusesInvalidBoards checks that Marshal reports what Parse
// would reject instead of writing it.
func TestMarshalRefusesInvalidBoards(t *testing.T) {
	creature := func(id string, x, y int) drawsteel.Creature {
		return drawsteel.Creature{ID: id, Side: "heroes", Size: drawsteel.SizeMedium, At: drawsteel.Square{X: x, Y: y}, Speed: 5}
	}
	tests := []struct {
		name   string
		change func(e *Encounter)
		want   string
	}{
		{"overlap", func(e *Encounter) { e.Square.Board.Creatures = append(e.Square.Board.Creatures, creature("b", 0, 0)) },
			`creatures[1]: "b" overlaps "a" (creatures[0]) at square 0,0, z 0`},
		{"outside", func(e *Encounter) { e.Square.Board.Creatures[0].At.X = 3 }, `creatures[0].at: "a" (size 1M) at 3,0`},
		{"no id", func(e *Encounter) { e.Square.Board.Creatures[0].ID = "" }, "creatures[0].id: missing id"},
		{"bad move type", func(e *Encounter) { e.Square.Board.Creatures[0].Movement = []drawsteel.MoveType{"jump"} },
			`creatures[0].movement[0]: unknown movement type "jump"`},
		{"bad condition", func(e *Encounter) { e.Square.Board.Creatures[0].Conditions = []drawsteel.Condition{"prone"} },
			`creatures[0].conditions[0]: unknown condition "prone" (want slowed, grabbed, restrained, dazed, bleeding, frightened, taunted or weakened)`},
		{"bad size", func(e *Encounter) { e.Square.Board.Creatures[0].Size = 0 }, "creatures[0].size: size 0 is out of range"},
		{"bad material", func(e *Encounter) { e.Square.Board.Cells[1] = drawsteel.Cell{Wall: 9, WallHeight: 1} }, "square 1,0: unknown wall material(9)"},
		{"deep liquid", func(e *Encounter) { e.Square.Board.Cells[2].Liquid = -1 }, "square 2,0: liquid depth -1 is out of range"},
		{"cells", func(e *Encounter) { e.Square.Board.Cells = e.Square.Board.Cells[:3] }, "grid: the board has 3 cells, want 6"},
		{"turn of a removed creature", func(e *Encounter) { e.Turn = Turn{Round: 2, Acted: []string{"gone"}} },
			`turn.acted[0]: no creature has the id "gone"`},
		{"turn without a round", func(e *Encounter) { e.Turn = Turn{Acting: "a"} }, "turn.round: round 0 means no turn has started"},
		{"log line with a break", func(e *Encounter) { e.Log = []string{"a\nb"} }, "log[0]: a log line is one line"},
		{"log too long", func(e *Encounter) { e.Log = make([]string, MaxLog+1) }, "log: 10001 lines is too many (at most 10000)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := drawsteel.NewBoard(3, 2)
			b.Creatures = []drawsteel.Creature{creature("a", 0, 0)}
			e := &Encounter{Square: &dsfile.SquareMap{Board: b}}
			tt.change(e)
			_, err := e.Marshal()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Marshal() = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestSummary(t *testing.T) {
	tests := []struct {
		name string
		e    func(t *testing.T) *Encounter
		want string
	}{
		{"cliffside", func(t *testing.T) *Encounter { return loadFixture(t, "testdata/cliffside.json") },
			"Cliffside: drawsteel, 12x8 squares, 3 creatures (enemies 2, heroes 1), 1 object, ground 0 to 12, " +
				"4 wall squares (wood 4), 5 difficult, 1 damaging, 5 liquid"},
		{"small", func(t *testing.T) *Encounter { return loadFixture(t, "testdata/small.json") },
			"Tiny room: drawsteel, 3x2 squares, 2 creatures (enemies 1, heroes 1), ground 0"},
		{"flat", func(t *testing.T) *Encounter { return loadFixture(t, "testdata/flat.json") },
			"(unnamed): drawsteel, 2x1 squares, 0 creatures, ground 0"},
		{"no board", func(t *testing.T) *Encounter { return &Encounter{Name: "X"} }, "X: drawsteel, no board"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.e(t).Summary(); got != tt.want {
				t.Errorf("Summary() = %q, want %q", got, tt.want)
			}
		})
	}
}
