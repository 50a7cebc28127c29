package game

import (
	"slices"
	"strings"
	"unicode"

	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules"
)

// savedTurn is the turn order as the file can hold it: creatures removed
// since they acted are forgotten (a file names only creatures it has).
func savedTurn(b *rules.Board, t Turn) Turn {
	t = t.Clone()
	isCreature := func(id string) bool {
		c, ok := b.Creature(id)
		return ok && !c.Object
	}
	t.Acted = slices.DeleteFunc(t.Acted, func(id string) bool { return !isCreature(id) })
	if t.Acting != "" && !isCreature(t.Acting) {
		t.Acting, t.Moved = "", 0
	}
	return t
}

// savedLog is the event log as the file can hold it: the latest
// maps.MaxLog lines, each cut to maps.MaxLogLine characters, control
// characters (from a creature's name, say) as spaces.
func savedLog(log []string) []string {
	if len(log) > maps.MaxLog {
		log = log[len(log)-maps.MaxLog:]
	}
	out := make([]string, len(log))
	for i, l := range log {
		if r := []rune(l); len(r) > maps.MaxLogLine {
			l = string(r[:maps.MaxLogLine-1]) + "…"
		}
		out[i] = strings.Map(func(r rune) rune {
			if unicode.IsControl(r) {
				return ' '
			}
			return r
		}, l)
	}
	return out
}
