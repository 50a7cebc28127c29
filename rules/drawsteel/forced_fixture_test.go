package drawsteel

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/battlemap/battlemap/internal/boardtext"
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
	g, err := boardtext.Parse(text, boardtext.Words)
	if err != nil {
		tb.Fatalf("forcedParseBoard: %v", err)
	}
	b := NewBoard(g.Width, g.Height)
	walls := map[rune]Material{'#': Wood, 'G': Glass, 'S': Stone, 'M': Metal, 'U': Unbreakable}
	for y := 0; y < g.Height; y++ {
		for x := 0; x < g.Width; x++ {
			t := g.At(x, y)
			c := Cell{Ground: t.Ground}
			switch sym := t.Sym; {
			case sym == 0 || sym == '.' || sym >= 'a' && sym <= 'z':
			case walls[sym] != NoMaterial:
				c.Wall, c.WallHeight = walls[sym], t.NumOr(4)
			case sym == '~':
				c.Liquid = t.NumOr(1)
			case sym == '^':
				c.Damaging = t.NumOr(1)
			default:
				tb.Fatalf("forcedParseBoard: square %d,%d: unknown symbol %q", x, y, sym)
			}
			b.SetCell(Square{x, y}, c)
		}
	}
	anchors := g.Anchors(func(r rune) bool { return r >= 'a' && r <= 'z' })
	slices.SortFunc(anchors, func(a, b boardtext.Anchor) int { return int(a.Sym - b.Sym) })
	for _, a := range anchors {
		c, ok := legend[a.Sym]
		if !ok {
			c = Creature{}
		}
		c = c.Clone()
		if c.ID == "" {
			c.ID = string(a.Sym)
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
		c.At = Square{a.X, a.Y}
		if !ok || c.Z <= 0 {
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
