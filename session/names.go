package session

import (
	"fmt"
	"strings"
)

// Count is n and the noun, singular for one: "1 square", "3 squares".
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Slug is name in lower case with every run of other characters a single
// hyphen: a file name or id made from a display name ("encounter" if
// nothing is left).
func Slug(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	if s := strings.Trim(b.String(), "-"); s != "" {
		return s
	}
	return "encounter"
}

// Names is how messages call the creatures of a board, by id: a
// creature's name, its id when it has none, and its name with its id in
// parentheses when another creature on the board has the same name
// ("Goblin (gob2)"), so a message never leaves the table guessing which
// one it means. A file's ids stay in files and JSON; people read names.
type Names map[string]string

// NamesOf is the Names of a board's creatures, given as their ids and
// names in the board's order (names[i] is the name of ids[i]).
func NamesOf(ids, names []string) Names {
	count := make(map[string]int, len(names))
	for _, n := range names {
		count[n]++
	}
	out := make(Names, len(ids))
	for i, id := range ids {
		out[id] = Called(id, names[i], count[names[i]]-1)
	}
	return out
}

// Called is how messages call one creature, as Names does: others is how
// many other creatures on the board have the same name.
func Called(id, name string, others int) string {
	switch {
	case name == "":
		return id
	case others > 0:
		return name + " (" + id + ")"
	}
	return name
}

// Of is how messages call creature id: id itself when the board has no
// such creature.
func (n Names) Of(id string) string {
	if s, ok := n[id]; ok {
		return s
	}
	return id
}
