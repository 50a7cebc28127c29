package boardtext

import (
	"reflect"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		layout Layout
		want   []Token
		w, h   int
	}{
		{"chars", "\n\t.a\n\t3#\n", Chars, []Token{{Sym: '.', Num: -1}, {Sym: 'a', Num: -1}, {Ground: 3, Num: -1}, {Sym: '#', Num: -1}}, 2, 2},
		{"chars, spaces ignored (shoved hex rows)", "a . .\n . b .", Chars, []Token{{Sym: 'a', Num: -1}, {Sym: '.', Num: -1}, {Sym: '.', Num: -1}, {Sym: '.', Num: -1}, {Sym: 'b', Num: -1}, {Sym: '.', Num: -1}}, 3, 2},
		{"words", ". 2#3 12\n~2 a 1~", Words, []Token{{Sym: '.', Num: -1}, {Ground: 2, Sym: '#', Num: 3}, {Ground: 12, Num: -1}, {Sym: '~', Num: 2}, {Sym: 'a', Num: -1}, {Ground: 1, Sym: '~', Num: -1}}, 3, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.text, tt.layout)
			if err != nil {
				t.Fatal(err)
			}
			if g.Width != tt.w || g.Height != tt.h || !reflect.DeepEqual(g.Tokens, tt.want) {
				t.Errorf("Parse(%q) = %dx%d %v, want %dx%d %v", tt.text, g.Width, g.Height, g.Tokens, tt.w, tt.h, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, text string
		layout     Layout
		want       string
	}{
		{"empty", "\n \n", Chars, "empty board"},
		{"ragged", "..\n.", Chars, "row 2 has 1 cells, want 2"},
		{"bad number", ". #x", Words, `cell 1,0: bad token "#x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.text, tt.layout)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse(%q) error = %v, want one containing %q", tt.text, err, tt.want)
			}
		})
	}
}

func TestAnchors(t *testing.T) {
	g, err := Parse(`
		.bb.
		abb.
		..c.`, Chars)
	if err != nil {
		t.Fatal(err)
	}
	got := g.Anchors(func(r rune) bool { return r >= 'a' && r <= 'z' })
	want := []Anchor{{Sym: 'b', X: 1, Y: 0, Side: 2}, {Sym: 'a', X: 0, Y: 1, Side: 1}, {Sym: 'c', X: 2, Y: 2, Side: 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Anchors() = %v, want %v", got, want)
	}
}
