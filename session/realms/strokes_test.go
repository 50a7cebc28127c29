package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// hexRows draws a hex board's terrain row by row in [col, row] order:
// '.' open, 'd' difficult, '#' wall, 'X' impassable.
func hexRows(b *realms.Board) string {
	var rows []string
	for r := 0; r < b.Geometry.Height; r++ {
		var s strings.Builder
		for c := 0; c < b.Geometry.Width; c++ {
			s.WriteByte(map[realms.Terrain]byte{realms.Open: '.', realms.Difficult: 'd', realms.Wall: '#', realms.Impassable: 'X'}[b.TerrainAt(hexAt(c, r))])
		}
		rows = append(rows, s.String())
	}
	return strings.Join(rows, " ")
}

func hexAt(col, row int) grid.Cell { return grid.Pointy.Axial(grid.Offset{Col: col, Row: row}) }

func hexStroke(shape session.Shape, pts ...grid.Cell) HexStroke {
	return HexStroke{Shape: shape, Points: pts}
}

// A 5x4 pointy-top map ("odd-r": odd rows shoved right), a wall down
// column 2.
func walledHexes() *realms.Board {
	b := realms.NewBoard(grid.Hex{Width: 5, Height: 4, Orientation: grid.Pointy})
	for r := 0; r < 4; r++ {
		b.SetTerrain(hexAt(2, r), realms.Wall)
	}
	return b
}

func TestApplyHexStroke(t *testing.T) {
	for _, tc := range []struct {
		name   string
		brush  session.Brush
		stroke HexStroke
		want   string
		what   string
	}{
		// [3, 1] is on an odd row: its neighbours above and below are
		// columns 3 and 4.
		{"a dab of 3 is the hex and its six neighbours", session.Brush{Tool: session.MapDifficult, Size: 3}, hexStroke(session.ShapeDabs, hexAt(3, 1)),
			"..#dd ..ddd ..#dd ..#..", "Made 7 hexes difficult"}, // the wall at [2, 1] painted over
		{"erase a line along row 0", session.Brush{Tool: session.MapErase, Size: 1}, hexStroke(session.ShapeLine, hexAt(0, 0), hexAt(4, 0)),
			"..... ..#.. ..#.. ..#..", "Made 1 hex open"},
		{"a rectangle in [col, row]", session.Brush{Tool: session.MapDifficult, Size: 1}, hexStroke(session.ShapeRect, hexAt(3, 1), hexAt(4, 3)),
			"..#.. ..#dd ..#dd ..#dd", "Made 6 hexes difficult"},
		{"liquid fills the left of the wall as impassable", session.Brush{Tool: session.MapLiquid, Size: 5}, hexStroke(session.ShapeFill, hexAt(0, 0)),
			"XX#.. XX#.. XX#.. XX#..", "Made 8 hexes impassable"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := walledHexes()
			nb, what, err := ApplyHexStroke(b, tc.brush, tc.stroke)
			if err != nil {
				t.Fatalf("ApplyHexStroke(%v) error %v", tc.brush.Tool, err)
			}
			if got := hexRows(nb); got != tc.want || what != tc.what {
				t.Errorf("ApplyHexStroke(%v) = %q (%q), want %q (%q)", tc.brush.Tool, got, what, tc.want, tc.what)
			}
			if hexRows(b) != "..#.. ..#.. ..#.. ..#.." {
				t.Errorf("ApplyHexStroke(%v) changed the board it was given", tc.brush.Tool)
			}
		})
	}
}

func TestApplyHexStrokeRefuses(t *testing.T) {
	b := walledHexes()
	b.Creatures = []realms.Creature{{ID: "ada", Name: "Ada", At: hexAt(4, 1), Size: realms.Medium}}
	for _, tc := range []struct {
		name  string
		brush session.Brush
		s     HexStroke
		want  string
	}{
		{"a wall only on a creature", session.Brush{Tool: session.MapWall, Size: 1}, hexStroke(session.ShapeDabs, hexAt(4, 1)), "nothing made wall: the stroke is all [4, 1] where Ada stands"},
		{"heights", session.Brush{Tool: session.MapRaise, Size: 1}, hexStroke(session.ShapeDabs, hexAt(0, 0)), "raise does not apply on a hex map"},
		{"brush 2", session.Brush{Tool: session.MapWall, Size: 2}, hexStroke(session.ShapeDabs, hexAt(0, 0)), "brush size 2"},
		{"off the map", session.Brush{Tool: session.MapWall, Size: 1}, hexStroke(session.ShapeDabs, hexAt(9, 9)), "off the map"},
		{"nothing changes", session.Brush{Tool: session.MapWall, Size: 1}, hexStroke(session.ShapeLine, hexAt(2, 0), hexAt(2, 3)), "nothing to change"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, _, err := ApplyHexStroke(b, tc.brush, tc.s); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ApplyHexStroke(%v) error = %v, want one saying %q", tc.brush.Tool, err, tc.want)
			}
		})
	}
	// difficult terrain does not block: it may lie under a creature
	if _, _, err := ApplyHexStroke(b, session.Brush{Tool: session.MapDifficult, Size: 1}, hexStroke(session.ShapeDabs, hexAt(4, 1))); err != nil {
		t.Errorf("difficult under Ada: %v", err)
	}
}

// TestApplyHexStrokeSkipsOccupiedHexes: a wall stroke over creatures
// paints every hex but the ones they stand on, and says which it skipped
// and whose they are (by name, the id only to tell same names apart).
func TestApplyHexStrokeSkipsOccupiedHexes(t *testing.T) {
	b := walledHexes()
	b.Creatures = []realms.Creature{
		{ID: "ogre2", Name: "Ogre Juggernaut", At: hexAt(4, 1), Size: realms.Medium},
		{ID: "g1", Name: "Goblin", At: hexAt(0, 3), Size: realms.Medium},
		{ID: "g2", Name: "Goblin", At: hexAt(4, 3), Size: realms.Medium},
	}
	// a dab of 3 at [3, 1]: [2..4, 1], [3, 0], [4, 0], [3, 2], [4, 2]
	nb, what, err := ApplyHexStroke(b, session.Brush{Tool: session.MapWall, Size: 3}, hexStroke(session.ShapeDabs, hexAt(3, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := hexRows(nb), "..### ..##. ..###"+" ..#.."; got != want {
		t.Errorf("board after the stroke\n%s\nwant\n%s", got, want)
	}
	if want := "Made 5 hexes wall, skipping [4, 1] where Ogre Juggernaut stands"; what != want {
		t.Errorf("said %q, want %q", what, want)
	}
	// a line along row 3 runs over both goblins
	_, what, err = ApplyHexStroke(b, session.Brush{Tool: session.MapLiquid, Size: 1}, hexStroke(session.ShapeLine, hexAt(0, 3), hexAt(4, 3)))
	if err != nil {
		t.Fatal(err)
	}
	if want := "Made 3 hexes impassable, skipping [0, 3] where Goblin (g1) stands and [4, 3] where Goblin (g2) stands"; what != want {
		t.Errorf("said %q, want %q", what, want)
	}
}
