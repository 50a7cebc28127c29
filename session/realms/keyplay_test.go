package realms

import (
	"testing"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// newHexTrio is a 6x4 hex map with three creatures, in this order: a at
// [1, 1], b at [4, 2], c at [0, 3].
func newHexTrio(t *testing.T) *HexPlay {
	t.Helper()
	enc, err := session.NewMap("Test", maps.Realms, 6, 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id       string
		col, row int
	}{{"a", 1, 1}, {"b", 4, 2}, {"c", 0, 3}} {
		enc.Hex.Board.Creatures = append(enc.Hex.Board.Creatures, realms.Creature{ID: c.id, Name: c.id, At: hexAt(c.col, c.row)})
	}
	return NewHexMapPlay(enc.Hex, "")
}

func TestHexNextCreature(t *testing.T) {
	p := newHexTrio(t)
	for _, c := range []struct {
		from string
		dir  int
		want string
	}{
		{"", 1, "a"}, {"", -1, "c"}, {"a", 1, "b"}, {"b", 1, "c"}, {"c", 1, "a"},
		{"a", -1, "c"}, {"c", -1, "b"}, {"gone", 1, "a"},
	} {
		if got := p.NextCreature(c.from, c.dir); got != c.want {
			t.Errorf("NextCreature(%q, %d) = %q, want %q", c.from, c.dir, got, c.want)
		}
	}
	enc, err := session.NewMap("Empty", maps.Realms, 3, 3)
	if err != nil {
		t.Fatal(err)
	}
	empty := NewHexMapPlay(enc.Hex, "")
	if got := empty.NextCreature("", 1); got != "" {
		t.Errorf("NextCreature on a map with no creature = %q, want \"\"", got)
	}
}

func TestHexAimStep(t *testing.T) {
	p := newHexTrio(t)
	for _, c := range []struct {
		name                 string
		col, row, dcol, drow int
		wantCol, wantRow     int
	}{
		{"right a column", 1, 1, 1, 0, 2, 1},
		{"down a row, same column", 1, 1, 0, 1, 1, 2},
		{"left off the map stays", 0, 3, -1, 0, 0, 3},
		{"down off the map stays", 0, 3, 0, 1, 0, 3},
		{"right off the map stays", 5, 0, 1, 0, 5, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := p.AimStep(hexAt(c.col, c.row), c.dcol, c.drow)
			if want := hexAt(c.wantCol, c.wantRow); got != want {
				t.Errorf("AimStep([%d, %d], %d, %d) = %v, want [%d, %d] %v", c.col, c.row, c.dcol, c.drow, got, c.wantCol, c.wantRow, want)
			}
		})
	}
}
