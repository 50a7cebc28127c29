package boardtext

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Layout is how a row is drawn.
type Layout int

const (
	// Chars: one character a cell. Spaces are ignored, so that odd rows of
	// a hex map can be drawn shoved by half a cell. A digit is a ground
	// height with no symbol.
	Chars Layout = iota
	// Words: cells separated by spaces, each a token: an optional ground
	// height, a symbol, and an optional number after it ("2#3": ground 2,
	// symbol '#', number 3; "4": ground 4 and no symbol).
	Words
)

// Token is what one cell is drawn as.
type Token struct {
	// Ground is the number in front of the symbol (0 if none).
	Ground int
	// Sym is the symbol, 0 when the token is only a number.
	Sym rune
	// Num is the number after the symbol, -1 if none.
	Num int
}

// NumOr is Num, or d when the token has no number after its symbol.
func (t Token) NumOr(d int) int {
	if t.Num < 0 {
		return d
	}
	return t.Num
}

// Grid is a board read from text: Width x Height tokens, row by row.
type Grid struct {
	Width, Height int
	Tokens        []Token // row-major: Tokens[y*Width+x]
}

// At is the token of the cell in column x, row y.
func (g *Grid) At(x, y int) Token { return g.Tokens[y*g.Width+x] }

// Anchor is where a symbol is first drawn (its top-left cell, reading
// row by row) and the side of the square block it fills from there.
type Anchor struct {
	Sym  rune
	X, Y int
	// Side is n for a symbol drawn as an n x n block (a size 2 creature
	// fills 2 x 2 cells).
	Side int
}

// Anchors lists, in the order they are first met reading row by row,
// the anchors of the symbols for which is reports true.
func (g *Grid) Anchors(is func(rune) bool) []Anchor {
	var out []Anchor
	seen := map[rune]bool{}
	for y := 0; y < g.Height; y++ {
		for x := 0; x < g.Width; x++ {
			s := g.At(x, y).Sym
			if s == 0 || seen[s] || !is(s) {
				continue
			}
			seen[s] = true
			n := 1
			for x+n < g.Width && y+n < g.Height && g.At(x+n, y).Sym == s && g.At(x, y+n).Sym == s {
				n++
			}
			out = append(out, Anchor{Sym: s, X: x, Y: y, Side: n})
		}
	}
	return out
}

// Parse reads a board drawn in text. Lines are trimmed and blank lines
// skipped; every row must have as many cells as the first.
func Parse(text string, layout Layout) (*Grid, error) {
	var rows [][]string
	for _, line := range strings.Split(text, "\n") {
		var cells []string
		switch layout {
		case Words:
			cells = strings.Fields(line)
		default:
			for _, r := range line {
				if !unicode.IsSpace(r) {
					cells = append(cells, string(r))
				}
			}
		}
		if len(cells) > 0 {
			rows = append(rows, cells)
		}
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("boardtext: empty board")
	}
	g := &Grid{Width: len(rows[0]), Height: len(rows)}
	g.Tokens = make([]Token, 0, g.Width*g.Height)
	for y, row := range rows {
		if len(row) != g.Width {
			return nil, fmt.Errorf("boardtext: row %d has %d cells, want %d: %q", y+1, len(row), g.Width, strings.Join(row, " "))
		}
		for x, cell := range row {
			t, err := token(cell)
			if err != nil {
				return nil, fmt.Errorf("boardtext: cell %d,%d: %w", x, y, err)
			}
			g.Tokens = append(g.Tokens, t)
		}
	}
	return g, nil
}

// token reads one cell: digits, then a symbol, then digits.
func token(s string) (Token, error) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	t := Token{Num: -1}
	if i > 0 {
		t.Ground, _ = strconv.Atoi(s[:i])
	}
	rest := s[i:]
	if rest == "" {
		return t, nil
	}
	r := []rune(rest)
	t.Sym = r[0]
	if len(r) > 1 {
		n, err := strconv.Atoi(string(r[1:]))
		if err != nil || n < 0 {
			return Token{}, fmt.Errorf("bad token %q: want [ground]symbol[number], e.g. \"2#3\"", s)
		}
		t.Num = n
	}
	return t, nil
}
