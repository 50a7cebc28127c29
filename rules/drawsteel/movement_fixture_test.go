package drawsteel

import (
	"strings"
	"testing"
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
	var rows []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			rows = append(rows, l)
		}
	}
	if len(rows) == 0 {
		tb.Fatalf("mvBoard: empty board")
	}
	b := NewBoard(len(rows[0]), len(rows))
	seen := map[rune]bool{}
	for y, row := range rows {
		if len(row) != b.Width {
			tb.Fatalf("mvBoard: row %d is %d squares wide, want %d: %q", y, len(row), b.Width, row)
		}
		for x, ch := range row {
			s := Square{x, y}
			c := Cell{}
			switch {
			case ch == '.':
			case ch >= '1' && ch <= '9':
				c.Ground = int(ch - '0')
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
			case ch == '@' || ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z':
				if seen[ch] {
					continue
				}
				seen[ch] = true
				n := 1
				for x+n < b.Width && y+n < len(rows) && rune(rows[y][x+n]) == ch && rune(rows[y+n][x]) == ch {
					n++
				}
				side := "heroes"
				if ch >= 'a' && ch <= 'z' {
					side = "monsters"
				}
				b.Creatures = append(b.Creatures, Creature{ID: string(ch), Name: string(ch), Side: side, Size: SizeN(n),
					At: s, Speed: 5, Movement: []MoveType{Walk}})
			default:
				tb.Fatalf("mvBoard: unknown square %q at %v", ch, s)
			}
			b.SetCell(s, c)
		}
	}
	return b
}

// mvHeights sets the ground height of every square from digits drawn in
// the board's shape (walls stay on top of the ground) and puts creatures
// back on the ground.
func mvHeights(tb testing.TB, b *Board, text string) {
	tb.Helper()
	var rows []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			rows = append(rows, l)
		}
	}
	if len(rows) != b.Height {
		tb.Fatalf("mvHeights: %d rows, want %d", len(rows), b.Height)
	}
	for y, row := range rows {
		if len(row) != b.Width {
			tb.Fatalf("mvHeights: row %d is %d wide, want %d", y, len(row), b.Width)
		}
		for x, ch := range row {
			c := b.Cell(Square{x, y})
			c.Ground = int(ch - '0')
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
