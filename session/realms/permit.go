// The hex window's permissions: which hostiles let the next move through
// their hexes. Enchanted Realms, "Implied permission happens most of the
// time": "Hostile creatures, however, can only access the space controlled
// by that person's permission or by forcing a competition." Permission is
// one person's, so it is given creature by creature, never to every
// hostile at once.

package realms

import (
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/rules/realms"
	"github.com/battlemap/battlemap/session"
)

// Permit reports whether the next move may enter some hostile's hexes.
func (p *HexPlay) Permit() bool { return len(p.permits) > 0 }

// Permits are the creatures whose hexes the next move may enter, in the
// order given.
func (p *HexPlay) Permits() []string { return p.permits }

// Permitted reports whether creature id lets the next move through.
func (p *HexPlay) Permitted(id string) bool { return slices.Contains(p.permits, id) }

// TogglePermit records that creature id gave the next move of mover
// permission to enter its hexes (or lost a competition), or takes that
// back. A creature not hostile to mover needs no permission: it is
// refused with a message that says so.
func (p *HexPlay) TogglePermit(mover, id string) {
	m, h := p.board.Creature(mover), p.board.Creature(id)
	switch {
	case h == nil:
		p.message = fmt.Sprintf("No creature %q.", id)
		return
	case m == nil:
		p.message = "Select the creature that moves first; then give it permission to enter a hostile's hexes."
		return
	case m.ID == h.ID:
		p.message = calledOn(p.board, m) + " needs no permission to stay in its own hexes."
		return
	case !realms.Hostile(m, h):
		p.message = fmt.Sprintf("%s is not hostile to %s: its hexes are crossed as difficult terrain without permission.", calledOn(p.board, h), calledOn(p.board, m))
		return
	}
	if i := slices.Index(p.permits, id); i >= 0 {
		p.permits = slices.Delete(slices.Clone(p.permits), i, i+1)
		p.message = fmt.Sprintf("%s no longer lets %s through.", calledOn(p.board, h), calledOn(p.board, m))
	} else {
		p.permits = append(slices.Clone(p.permits), id)
		p.message = fmt.Sprintf("%s lets %s through its hexes on the next move (permission, or a competition won).", calledOn(p.board, h), calledOn(p.board, m))
	}
	p.version++
}

// PermitPointed is the permission key: it toggles the permission of the
// hostile pointed at (pointed, "" when none) for mover's next move; with
// no hostile pointed at, it takes back every permission given, or says
// how to give one.
func (p *HexPlay) PermitPointed(mover, pointed, key string) {
	if pointed != "" && pointed != mover {
		p.TogglePermit(mover, pointed)
		return
	}
	if len(p.permits) > 0 {
		p.permits = nil
		p.version++
		p.message = "Permissions taken back: the next move enters no hostile's hexes."
		return
	}
	if key == "" {
		key = "the permission key"
	}
	p.message = fmt.Sprintf("Point at the hostile whose hexes may be entered and press %s, or tap its name on the Move tab.", key)
}

// PermitNames are the creatures permitted, by name, for the panel:
// "Orc, Goblin".
func (p *HexPlay) PermitNames() string {
	var names []string
	for _, id := range p.permits {
		if c := p.board.Creature(id); c != nil {
			names = append(names, calledOn(p.board, c))
		}
	}
	return strings.Join(names, ", ")
}

// calledOn is how messages call creature c of board b: as session.Names
// does, its name (told apart by its id from another of the same name),
// or its id when it has none.
func calledOn(b *realms.Board, c *realms.Creature) string {
	others := 0
	for i := range b.Creatures {
		if o := &b.Creatures[i]; o.Name == c.Name && o.ID != c.ID {
			others++
		}
	}
	return session.Called(c.ID, c.Name, others)
}

// creatureName is c's name, or its id when it has none.
func creatureName(c *realms.Creature) string {
	if c.Name != "" {
		return c.Name
	}
	return c.ID
}

// Hostiles are the creatures hostile to creature id, in the board's
// order: those whose permission its move may need.
func (p *HexPlay) Hostiles(id string) []*realms.Creature {
	m := p.board.Creature(id)
	if m == nil {
		return nil
	}
	var out []*realms.Creature
	for i := range p.board.Creatures {
		if h := &p.board.Creatures[i]; realms.Hostile(m, h) {
			out = append(out, h)
		}
	}
	return out
}

// says is a rules error as a message: without the package's prefix, and
// with every creature id written as a whole word (the rules' reasons name
// creatures by id) replaced by how messages call it.
func says(b *realms.Board, err error) string {
	s := strings.TrimPrefix(err.Error(), "realms: ")
	for i := range b.Creatures {
		c := &b.Creatures[i]
		s = replaceWord(s, c.ID, calledOn(b, c))
	}
	return s
}

// replaceWord is s with every whole-word old (not inside a longer id or
// word) replaced by new.
func replaceWord(s, old, new string) string {
	if old == "" || old == new {
		return s
	}
	inWord := func(r byte) bool {
		return r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	var b strings.Builder
	for {
		i := strings.Index(s, old)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(old)
		whole := (i == 0 || !inWord(s[i-1])) && (end == len(s) || !inWord(s[end]))
		b.WriteString(s[:i])
		if whole {
			b.WriteString(new)
		} else {
			b.WriteString(old)
		}
		s = s[end:]
	}
}
