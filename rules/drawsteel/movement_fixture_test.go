package drawsteel

import (
	"strings"
	"testing"

	"github.com/battlemap/battlemap/internal/boardtext"
)

// mvBoard parses a board drawn in text, one character per square:
//
//	.      flat ground
//	1-9    ground that many squares high
//	#      stone wall 9 squares high (too high to climb in one move)
//	=      wood wall 1 square high (a low wall)
//	,      difficult terrain
//	^      damaging terrain (3 damage)
//	~      liquid 1 square deep
//	@      the mover: id "@", side "heroes", size 1M, speed 5
//	A-Z    allies of the mover (side "heroes"), size 1M, speed 5
//	a-z    enemies (side "monsters"), size 1M, speed 5
//
// A letter (or @) drawn as an n x n block is one creature of size n. Lines
// are trimmed; blank lines are skipped. Creatures stand on the ground.
func mvBoard(tb testing.TB, text string) *Board {
	tb.Helper()
	g, err := boardtext.Parse(text, boardtext.Chars)
	if err != nil {
		tb.Fatalf("mvBoard: %v", err)
	}
	b := NewBoard(g.Width, g.Height)
	isCreature := func(r rune) bool { return r == '@' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' }
	for y := 0; y < g.Height; y++ {
		for x := 0; x < g.Width; x++ {
			t := g.At(x, y)
			c := Cell{Ground: t.Ground}
			switch ch := t.Sym; {
			case ch == 0 || ch == '.' || isCreature(ch):
			case ch == '#':
				c.Wall, c.WallHeight = Stone, 9
			case ch == '=':
				c.Wall, c.WallHeight = Wood, 1
			case ch == ',':
				c.Difficult = true
			case ch == '^':
				c.Damaging = 3
			case ch == '~':
				c.Liquid = 1
			default:
				tb.Fatalf("mvBoard: unknown square %q at %v", ch, Square{x, y})
			}
			b.SetCell(Square{x, y}, c)
		}
	}
	for _, a := range g.Anchors(isCreature) {
		side := "heroes"
		if a.Sym >= 'a' && a.Sym <= 'z' {
			side = "monsters"
		}
		b.Creatures = append(b.Creatures, Creature{ID: string(a.Sym), Name: string(a.Sym), Side: side, Size: SizeN(a.Side),
			At: Square{a.X, a.Y}, Speed: 5, Movement: []MoveType{Walk}})
	}
	return b
}

// mvHeights sets the ground height of every square from digits drawn in
// the board's shape (walls stay on top of the ground) and puts creatures
// back on the ground.
func mvHeights(tb testing.TB, b *Board, text string) {
	tb.Helper()
	g, err := boardtext.Parse(text, boardtext.Chars)
	if err != nil {
		tb.Fatalf("mvHeights: %v", err)
	}
	if g.Width != b.Width || g.Height != b.Height {
		tb.Fatalf("mvHeights: %dx%d heights, want %dx%d", g.Width, g.Height, b.Width, b.Height)
	}
	for y := 0; y < g.Height; y++ {
		for x := 0; x < g.Width; x++ {
			c := b.Cell(Square{x, y})
			c.Ground = g.At(x, y).Ground
			b.SetCell(Square{x, y}, c)
		}
	}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		c.Z = b.GroundUnder(c.At, c.Size.Squares())
	}
}

// mvCreature returns the creature id on b, failing the test if absent.
func mvCreature(tb testing.TB, b *Board, id string) *Creature {
	tb.Helper()
	c, ok := b.Creature(id)
	if !ok {
		tb.Fatalf("no creature %q on the board", id)
	}
	return c
}

// mvCostMap draws what the reach map says about each square, for the
// mover standing on the ground there (top-left square of its footprint):
// the cost as a digit (+ for 10 or more) where it can end its move; else
// the creature drawn there, the wall, the terrain, or '.'.
func mvCostMap(b *Board, r *ReachMap) string {
	var sb strings.Builder
	for y := 0; y < b.Height; y++ {
		if y > 0 {
			sb.WriteByte('\n')
		}
		for x := 0; x < b.Width; x++ {
			s := Square{x, y}
			n := r.e.n
			z := b.GroundUnder(s, n)
			if cost, ok := r.Cost(Pos{x, y, z}); ok && x+n <= b.Width && y+n <= b.Height {
				if cost >= 10 {
					sb.WriteByte('+')
				} else {
					sb.WriteByte(byte('0' + cost))
				}
				continue
			}
			sb.WriteByte(mvSquareChar(b, s, r.e.mover.ID))
		}
	}
	return sb.String()
}

// mvSquareChar is how a square looks with no cost on it.
func mvSquareChar(b *Board, s Square, mover string) byte {
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if c.ID != mover && c.Covers(s) {
			return c.ID[0]
		}
	}
	c := b.Cell(s)
	switch {
	case c.HasWall() && c.WallHeight == 1:
		return '='
	case c.HasWall():
		return '#'
	case c.Difficult:
		return ','
	case c.Damaging > 0:
		return '^'
	case c.Liquid > 0:
		return '~'
	}
	return '.'
}

// mvTrim removes the indentation of a drawn map so it compares with mvCostMap.
func mvTrim(text string) string {
	var rows []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			rows = append(rows, l)
		}
	}
	return strings.Join(rows, "\n")
}
