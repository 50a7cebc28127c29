package realms

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/internal/boardtext"
)

// spec is a creature of a text board, placed where its letter stands.
type spec struct {
	side    string
	size    Size
	speed   int
	prone   bool
	effects []Effect
	on      Terrain // the terrain under the anchor (open by default)
}

// textBoard reads a hex board drawn in text, one string per row of offset
// coordinates; spaces are ignored, so odd rows of a pointy map can be
// drawn shoved right by half a hex:
//
//	.  open        d  difficult     #  wall     x  impassable
//	A-Z (except x) the anchor of the creature of that letter in specs, on
//	               the spec's terrain (open by default); its id is the letter.
func textBoard(t testing.TB, o grid.Orientation, specs map[byte]spec, rows ...string) *Board {
	t.Helper()
	g, err := boardtext.Parse(strings.Join(rows, "\n"), boardtext.Chars)
	if err != nil {
		t.Fatalf("textBoard: %v", err)
	}
	b := NewBoard(grid.Hex{Width: g.Width, Height: g.Height, Orientation: o})
	for row := 0; row < g.Height; row++ {
		for col := 0; col < g.Width; col++ {
			at := o.Axial(grid.Offset{Col: col, Row: row})
			switch ch := g.At(col, row).Sym; {
			case ch == '.':
			case ch == 'd':
				b.SetTerrain(at, Difficult)
			case ch == '#':
				b.SetTerrain(at, Wall)
			case ch == 'x':
				b.SetTerrain(at, Impassable)
			case ch >= 'A' && ch <= 'Z':
				s, ok := specs[byte(ch)]
				if !ok {
					t.Fatalf("textBoard: creature %c at [%d, %d] has no spec", ch, col, row)
				}
				b.SetTerrain(at, s.on)
				if s.speed == 0 {
					s.speed = 30
				}
				b.Creatures = append(b.Creatures, Creature{ID: string(ch), Side: s.side, At: at, Size: s.size,
					Speed: s.speed, Prone: s.prone, Effects: s.effects})
			default:
				t.Fatalf("textBoard: %q at [%d, %d]: want . d # x or a creature letter", ch, col, row)
			}
		}
	}
	if err := b.Validate(); err != nil {
		t.Fatalf("textBoard: %v", err)
	}
	return b
}

// hexAt is the axial cell of offset [col, row] on a pointy map.
func hexAt(col, row int) grid.Cell { return grid.Pointy.Axial(grid.Offset{Col: col, Row: row}) }
