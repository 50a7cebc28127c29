package maps

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
)

// Turn is where an encounter is in Draw Steel's turn order: rounds in
// which the sides take turns one creature at a time, each creature once.
// The zero Turn is an encounter whose first turn has not started.
type Turn struct {
	// Round is the round number, 0 before the first turn.
	Round int
	// Acting is the creature taking its turn ("" between turns).
	Acting string
	// Moved is how many squares of movement the acting creature has used.
	Moved int
	// Acted lists, in order, the creatures that have had their turn this round.
	Acted []string
	// Last is the side of the creature that took the last turn.
	Last string
}

// Clone copies the turn, so that the copy's Acted can change on its own.
func (t Turn) Clone() Turn { t.Acted = slices.Clone(t.Acted); return t }

// HasActed reports whether a creature has had its turn this round.
func (t Turn) HasActed(id string) bool { return slices.Contains(t.Acted, id) }

// Limits on the turn tracker and the event log.
const (
	MaxRound   = 100000 // rounds
	MaxMoved   = 100000 // squares moved in one turn
	MaxLog     = 10000  // lines in the event log
	MaxLogLine = 2000   // runes in one line of the event log
)

func turnKeys() []string { return []string{"round", "acting", "moved", "acted", "last"} }

// turn reads the "turn" object. ok is false when there is no object to
// check further.
func (d decoder) turn(n *jsonfile.Node) (t Turn, ok bool) {
	f := d.Object(n, "turn", turnKeys())
	if f == nil {
		return t, false
	}
	t.Round = 1 // so that a missing or broken round reports nothing more
	if v := f.Get("round"); v != nil {
		if r, ok := d.Int(v, "turn.round", 1, MaxRound); ok {
			t.Round = r
		}
	} else {
		d.Fail(n, "turn", `missing "round" (want the round number, from 1)`)
	}
	if v := f.Get("acting"); v != nil {
		t.Acting, _ = d.String(v, "turn.acting")
	}
	if v := f.Get("moved"); v != nil {
		t.Moved, _ = d.Whole(v, "turn.moved")
	}
	if v := f.Get("acted"); v != nil {
		for i, e := range d.List(v, "turn.acted", `an array of creature ids like ["fury", "goblin"]`, jsonfile.MaxCreatures, "creature") {
			if s, ok := d.String(&e, jsonfile.Index("turn.acted", i)); ok {
				t.Acted = append(t.Acted, s)
			}
		}
	}
	if v := f.Get("last"); v != nil {
		t.Last, _ = d.String(v, "turn.last")
	}
	return t, true
}

// log reads the "log" array.
func (d decoder) log(n *jsonfile.Node) []string { return d.lines(n, "log") }

// lines reads an array of event log lines at path.
func (d decoder) lines(n *jsonfile.Node, path string) []string {
	var out []string
	for i, e := range d.List(n, path, `an array of lines like ["Round 1: Fury's turn"]`, MaxLog, "line") {
		if s, ok := d.String(&e, jsonfile.Index(path, i)); ok {
			out = append(out, s)
		}
	}
	return out
}

// turn checks the turn tracker against the board: the creatures it names
// must be there, and be creatures, not objects.
func (v validator) turn(t Turn, known map[string]bool) {
	if t.Round == 0 && (t.Acting != "" || t.Moved != 0 || len(t.Acted) > 0 || t.Last != "") {
		v.Report("turn.round", "round 0 means no turn has started, but the turn names who acts (want a round from 1 to %d)", MaxRound)
		return
	}
	v.InRange("turn", ".round", "round", t.Round, 0, MaxRound, "")
	v.InRange("turn", ".moved", "moved", t.Moved, 0, MaxMoved, "")
	creature := func(path, id string) {
		isCreature, ok := known[id]
		switch {
		case !ok:
			v.Report(path, "no creature has the id %s", jsonfile.QuoteShort(id))
		case !isCreature:
			v.Report(path, "%s is an object; objects don't take turns", jsonfile.QuoteShort(id))
		}
	}
	if t.Acting != "" {
		creature("turn.acting", t.Acting)
	} else if t.Moved != 0 {
		v.Report("turn.moved", `moved %d needs "acting" (the creature whose movement it counts)`, t.Moved)
	}
	seen := map[string]bool{}
	for i, id := range t.Acted {
		path := jsonfile.Index("turn.acted", i)
		switch {
		case seen[id]:
			v.Report(path, "%q is listed twice (a creature acts once a round)", id)
		case id == t.Acting:
			v.Report(path, "%q is acting now, so it has not yet acted this round", id)
		default:
			creature(path, id)
		}
		seen[id] = true
	}
}

// log checks the event log's length and lines.
func (v validator) log(lines []string) { v.lines("log", lines) }

// lines checks event log lines at path.
func (v validator) lines(path string, lines []string) {
	if len(lines) > MaxLog {
		v.Report(path, "%d lines is too many (at most %d)", len(lines), MaxLog)
		return
	}
	for i, l := range lines {
		if n := len([]rune(l)); n > MaxLogLine {
			v.Report(jsonfile.Index(path, i), "the line has %d characters, at most %d", n, MaxLogLine)
		} else if strings.ContainsFunc(l, unicode.IsControl) {
			v.Report(jsonfile.Index(path, i), "a log line is one line: no line breaks, tabs or control characters")
		}
	}
}

// turnJSON writes the turn on one line, leaving out empty fields.
func turnJSON(t Turn) string {
	parts := []string{fmt.Sprintf(`"round": %d`, t.Round)}
	if t.Acting != "" {
		parts = append(parts, `"acting": `+jsonfile.Quote(t.Acting))
	}
	if t.Moved != 0 {
		parts = append(parts, fmt.Sprintf(`"moved": %d`, t.Moved))
	}
	if len(t.Acted) > 0 {
		parts = append(parts, `"acted": `+jsonfile.StringList(t.Acted))
	}
	if t.Last != "" {
		parts = append(parts, `"last": `+jsonfile.Quote(t.Last))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
