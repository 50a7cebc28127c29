package drawsteel

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// says is a rules error as a message, with creatures called by their
// names, never their ids.
func (in *Interaction) says(err error) string {
	return in.withNames(err.Error())
}

// withNames writes every quoted creature id in s ("goblin") as the
// creature's name (Goblin).
func (in *Interaction) withNames(s string) string {
	if !strings.Contains(s, `"`) {
		return s
	}
	b := in.Board()
	for _, c := range b.Creatures {
		s = strings.ReplaceAll(s, strconv.Quote(c.ID), session.Called(c.ID, c.Name, sameNames(b, c.ID, c.Name)))
	}
	return s
}

// called is how messages call creature c of board b (session.Called).
func called(b *drawsteel.Board, c *drawsteel.Creature) string {
	return session.Called(c.ID, c.Name, sameNames(b, c.ID, c.Name))
}

// sameNames is how many creatures of b other than id are called name.
func sameNames(b *drawsteel.Board, id, name string) int {
	n := 0
	for i := range b.Creatures {
		if c := &b.Creatures[i]; c.Name == name && c.ID != id {
			n++
		}
	}
	return n
}

// baseName splits "Goblin 2" into "Goblin" and 2; a name without a number
// is itself and 0.
func baseName(name string) (string, int) {
	i := strings.LastIndexByte(name, ' ')
	if i < 0 {
		return name, 0
	}
	n, err := strconv.Atoi(name[i+1:])
	if err != nil || n <= 0 {
		return name, 0
	}
	return name[:i], n
}

// nextName is the name for one more creature called name on the board:
// the name itself when no creature has it, else the base name with the
// next free number ("Goblin 3"). first is the creature still called by the
// bare base name, if any: it becomes number 1, so every one of them is
// told apart.
func nextName(b *drawsteel.Board, name string) (next, first string) {
	base, _ := baseName(name)
	top, taken := 0, false
	for _, c := range b.Creatures {
		cb, n := baseName(c.Name)
		if cb != base {
			continue
		}
		taken = true
		top = max(top, n)
		if n == 0 {
			first = c.ID
		}
	}
	if !taken {
		return name, ""
	}
	if first != "" {
		top = max(top, 1)
	}
	return fmt.Sprintf("%s %d", base, top+1), first
}

// NumberSameNames tells apart creatures that share a name, as the window
// opens a file: in the order of the file, "Goblin", "Goblin" become
// "Goblin 1", "Goblin 2" (numbers already in use are skipped). It changes
// the board in place and reports whether it renamed any.
func NumberSameNames(b *drawsteel.Board) bool {
	count := map[string]int{}
	used := map[string]bool{}
	for _, c := range b.Creatures {
		count[c.Name]++
		used[c.Name] = true
	}
	next := map[string]int{}
	renamed := false
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if c.Name == "" || count[c.Name] < 2 {
			continue
		}
		base := c.Name
		for {
			next[base]++
			if name := fmt.Sprintf("%s %d", base, next[base]); !used[name] {
				c.Name, used[name] = name, true
				break
			}
		}
		renamed = true
	}
	return renamed
}
