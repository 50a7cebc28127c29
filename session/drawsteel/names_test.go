package drawsteel

import (
	"errors"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

func TestNumberSameNames(t *testing.T) {
	tests := []struct {
		names, want []string
	}{
		{[]string{"Goblin", "Goblin"}, []string{"Goblin 1", "Goblin 2"}},
		{[]string{"Goblin", "Ogre", "Goblin", "Goblin"}, []string{"Goblin 1", "Ogre", "Goblin 2", "Goblin 3"}},
		{[]string{"Goblin", "Goblin 1", "Goblin"}, []string{"Goblin 2", "Goblin 1", "Goblin 3"}},
		{[]string{"Goblin", "Goblin Archer"}, []string{"Goblin", "Goblin Archer"}},
	}
	for _, tt := range tests {
		b := drawsteel.NewBoard(3, 3)
		for i, n := range tt.names {
			b.Creatures = append(b.Creatures, drawsteel.Creature{ID: string(rune('a' + i)), Name: n})
		}
		renamed := NumberSameNames(b)
		var got []string
		for _, c := range b.Creatures {
			got = append(got, c.Name)
		}
		if !slices.Equal(got, tt.want) || renamed != !slices.Equal(tt.names, tt.want) {
			t.Errorf("NumberSameNames(%q) = %q (renamed %v), want %q", tt.names, got, renamed, tt.want)
		}
	}
}

func TestNextName(t *testing.T) {
	tests := []struct {
		board      []string
		name, want string
		first      string // id of the creature that becomes number 1
	}{
		{nil, "Goblin", "Goblin", ""},
		{[]string{"Goblin Archer"}, "Goblin", "Goblin", ""},
		{[]string{"Goblin"}, "Goblin", "Goblin 2", "a"},
		{[]string{"Goblin 1", "Goblin 2"}, "Goblin 2", "Goblin 3", ""},
		{[]string{"Goblin 4"}, "Goblin", "Goblin 5", ""},
	}
	for _, tt := range tests {
		b := drawsteel.NewBoard(3, 3)
		for i, n := range tt.board {
			b.Creatures = append(b.Creatures, drawsteel.Creature{ID: string(rune('a' + i)), Name: n})
		}
		got, first := nextName(b, tt.name)
		if got != tt.want || first != tt.first {
			t.Errorf("nextName(%q on %q) = %q, %q; want %q, %q", tt.name, tt.board, got, first, tt.want, tt.first)
		}
	}
}

func TestMessagesUseNames(t *testing.T) {
	in := NewInteraction(field(t))
	tests := []struct{ err, want string }{
		{`Grab: "goblin" is not adjacent to "fury"`, "Grab: Goblin is not adjacent to Fury"},
		{`"dog" can't target itself`, "War Dog can't target itself"},
		{`no creature "nobody"`, `no creature "nobody"`},
	}
	for _, tt := range tests {
		if got := in.says(errors.New(tt.err)); got != tt.want {
			t.Errorf("says(%q) = %q, want %q", tt.err, got, tt.want)
		}
	}
	for n, want := range map[int]string{0: "0 squares", 1: "1 square", 2: "2 squares"} {
		if got := session.Count(n, "square"); got != want {
			t.Errorf("Count(%d, square) = %q, want %q", n, got, want)
		}
	}
}
