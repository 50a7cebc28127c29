package drawsteel

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Boards for the forced-movement tests are drawn in text, one token per
// square, squares separated by spaces, rows by lines:
//
//	.      flat ground, height 0
//	3      ground 3 squares high
//	#      a wood wall 4 squares high; #1 a wood wall 1 square high
//	G S M U  glass, stone, metal, unbreakable walls (same height suffix)
//	~      liquid 1 square deep (~2: 2 deep)
//	^      damaging terrain, 1 damage (^3: 3 damage)
//	a..z   a creature (a size 2 creature is drawn in all 4 squares)
//
// A token may start with a ground height: "2#" is a wood wall on ground
// 2, "2a" creature a standing on ground 2, "1~" liquid in a pit whose
// surface is at 1. Creatures stand on the ground unless their legend
// entry says Z (set Z to -1 for "on the ground", the default).

// forcedLegend describes the creatures drawn as letters. ID defaults to
// the letter, Name to the ID, Size to 1M, Stamina to 100.
type forcedLegend map[rune]Creature

// forcedParseBoard reads a board drawn in text (see above).
func forcedParseBoard(tb testing.TB, text string, legend forcedLegend) *Board {
	tb.Helper()
	var rows [][]string
	for _, line := range strings.Split(text, "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			rows = append(rows, f)
		}
	}
	if len(rows) == 0 {
		tb.Fatalf("forcedParseBoard: empty board")
	}
	w := len(rows[0])
	b := NewBoard(w, len(rows))
	type seen struct {
		at Square
		z  int
	}
	found := map[rune]*seen{}
	var order []rune
	for y, row := range rows {
		if len(row) != w {
			tb.Fatalf("forcedParseBoard: row %d has %d squares, want %d", y+1, len(row), w)
		}
		for x, tok := range row {
			i := 0
			for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
				i++
			}
			var c Cell
			if i > 0 {
				c.Ground, _ = strconv.Atoi(tok[:i])
			}
			rest := tok[i:]
			if rest == "" {
				b.SetCell(Square{x, y}, c)
				continue
			}
			sym := rune(rest[0])
			num := -1
			if len(rest) > 1 {
				n, err := strconv.Atoi(rest[1:])
				if err != nil {
					tb.Fatalf("forcedParseBoard: square %d,%d: bad token %q", x, y, tok)
				}
				num = n
			}
			or := func(v, d int) int {
				if v < 0 {
					return d
				}
				return v
			}
			switch {
			case sym == '.':
			case strings.ContainsRune("#GSMU", sym):
				c.Wall = map[rune]Material{'#': Wood, 'G': Glass, 'S': Stone, 'M': Metal, 'U': Unbreakable}[sym]
				c.WallHeight = or(num, 4)
			case sym == '~':
				c.Liquid = or(num, 1)
			case sym == '^':
				c.Damaging = or(num, 1)
			case sym >= 'a' && sym <= 'z':
				if _, ok := found[sym]; !ok {
					found[sym] = &seen{at: Square{x, y}, z: c.Ground}
					order = append(order, sym)
				}
			default:
				tb.Fatalf("forcedParseBoard: square %d,%d: unknown token %q", x, y, tok)
			}
			b.SetCell(Square{x, y}, c)
		}
	}
	slices.Sort(order)
	for _, r := range order {
		c, ok := legend[r]
		if !ok {
			c = Creature{}
		}
		c = c.Clone()
		if c.ID == "" {
			c.ID = string(r)
		}
		if c.Name == "" {
			c.Name = c.ID
		}
		if c.Size == 0 {
			c.Size = SizeMedium
		}
		if c.Stamina == 0 && c.MaxStamina == 0 {
			c.Stamina, c.MaxStamina = 100, 100
		}
		c.At = found[r].at
		if _, ok := legend[r]; !ok || c.Z == 0 {
			c.Z = b.GroundUnder(c.At, c.Size.Squares())
		}
		if c.Z < 0 {
			c.Z = b.GroundUnder(c.At, c.Size.Squares())
		}
		b.Creatures = append(b.Creatures, c)
	}
	return b
}

// forcedAt places creature id at p, for legends that need a height.
func forcedAt(b *Board, id string, p Pos) {
	c, _ := b.Creature(id)
	c.At, c.Z = p.Square(), p.Z
}

// forcedRender draws the board with the squares of marks shown as '*'
// (creatures drawn over them), one character per square: '.' ground,
// the wall letter ('#' wood), '~' liquid, '^' damaging, a creature's
// letter (its ID's first letter).
func forcedRender(b *Board, marks []Pos) string {
	set := map[Square]bool{}
	for _, p := range marks {
		set[p.Square()] = true
	}
	var sb strings.Builder
	for y := 0; y < b.Height; y++ {
		for x := 0; x < b.Width; x++ {
			s := Square{x, y}
			c := b.Cell(s)
			ch := "."
			switch {
			case c.HasWall():
				ch = map[Material]string{Wood: "#", Glass: "G", Stone: "S", Metal: "M", Unbreakable: "U"}[c.Wall]
			case c.Liquid > 0:
				ch = "~"
			case c.Damaging > 0:
				ch = "^"
			}
			if set[s] {
				ch = "*"
			}
			for i := range b.Creatures {
				if b.Creatures[i].Covers(s) {
					ch = b.Creatures[i].ID[:1]
				}
			}
			if x > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(ch)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// forcedPicture normalises a board drawn in a test: trimmed lines, single
// spaces, no blank lines.
func forcedPicture(s string) string {
	var sb strings.Builder
	for _, line := range strings.Split(s, "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			sb.WriteString(strings.Join(f, " "))
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// forcedStops lists where the target ends up for every option of p
// (after falls), as marks for forcedRender.
func forcedStops(p *ForcedPreview) []Pos {
	var out []Pos
	for _, to := range p.Ends() {
		end, _ := p.Stop(to)
		out = append(out, end)
	}
	return out
}

// forcedDamage formats an outcome's damage map in id order, for messages.
func forcedDamage(o Outcome) string {
	ids := make([]string, 0, len(o.Damage))
	for id := range o.Damage {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	var parts []string
	for _, id := range ids {
		parts = append(parts, fmt.Sprintf("%s:%d", id, o.Damage[id]))
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// forcedEvents formats an outcome's events one per line, for messages.
func forcedEvents(o Outcome) string {
	var sb strings.Builder
	for _, e := range o.Events {
		fmt.Fprintf(&sb, "\n  [%s] %s", e.Rule, e.Text)
	}
	return sb.String()
}

// forcedP is shorthand for a position in tables.
