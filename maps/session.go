package maps

import (
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/battlemap/battlemap/rules"
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
func (d *decoder) turn(n *node) (t Turn, ok bool) {
	f := d.object(n, "turn", turnKeys())
	if f == nil {
		return t, false
	}
	t.Round = 1 // so that a missing or broken round reports nothing more
	if v := f.get("round"); v != nil {
		if r, ok := d.int(v, "turn.round", 1, MaxRound); ok {
			t.Round = r
		}
	} else {
		d.fail(n, "turn", `missing "round" (want the round number, from 1)`)
	}
	if v := f.get("acting"); v != nil {
		t.Acting, _ = d.string(v, "turn.acting")
	}
	if v := f.get("moved"); v != nil {
		t.Moved, _ = d.whole(v, "turn.moved")
	}
	if v := f.get("acted"); v != nil {
		for i, e := range d.array(v, "turn.acted", `an array of creature ids like ["fury", "goblin"]`) {
			if s, ok := d.string(&e, index("turn.acted", i)); ok {
				t.Acted = append(t.Acted, s)
			}
		}
	}
	if v := f.get("last"); v != nil {
		t.Last, _ = d.string(v, "turn.last")
	}
	return t, true
}

// log reads the "log" array.
func (d *decoder) log(n *node) []string {
	if c := d.t.count(*n); c > MaxLog {
		d.fail(n, "log", "%d lines is too many (at most %d)", c, MaxLog)
		return nil
	}
	var out []string
	for i, e := range d.array(n, "log", `an array of lines like ["Round 1: Fury's turn"]`) {
		if s, ok := d.string(&e, index("log", i)); ok {
			out = append(out, s)
		}
	}
	return out
}

// turn checks the turn tracker against the board: the creatures it names
// must be there, and be creatures, not objects.
func (v validator) turn(t Turn, known map[string]bool) {
	if t.Round == 0 && (t.Acting != "" || t.Moved != 0 || len(t.Acted) > 0 || t.Last != "") {
		v.report("turn.round", "round 0 means no turn has started, but the turn names who acts (want a round from 1 to %d)", MaxRound)
		return
	}
	v.inRange("turn", ".round", "round", t.Round, 0, MaxRound, "")
	v.inRange("turn", ".moved", "moved", t.Moved, 0, MaxMoved, "")
	creature := func(path, id string) {
		isCreature, ok := known[id]
		switch {
		case !ok:
			v.report(path, "no creature has the id %s", quoteShort(id))
		case !isCreature:
			v.report(path, "%s is an object; objects don't take turns", quoteShort(id))
		}
	}
	if t.Acting != "" {
		creature("turn.acting", t.Acting)
	} else if t.Moved != 0 {
		v.report("turn.moved", `moved %d needs "acting" (the creature whose movement it counts)`, t.Moved)
	}
	seen := map[string]bool{}
	for i, id := range t.Acted {
		path := index("turn.acted", i)
		switch {
		case seen[id]:
			v.report(path, "%q is listed twice (a creature acts once a round)", id)
		case id == t.Acting:
			v.report(path, "%q is acting now, so it has not yet acted this round", id)
		default:
			creature(path, id)
		}
		seen[id] = true
	}
}

// log checks the event log's length and lines.
func (v validator) log(lines []string) {
	if len(lines) > MaxLog {
		v.report("log", "%d lines is too many (at most %d)", len(lines), MaxLog)
		return
	}
	for i, l := range lines {
		if n := len([]rune(l)); n > MaxLogLine {
			v.report(index("log", i), "the line has %d characters, at most %d", n, MaxLogLine)
		} else if strings.ContainsFunc(l, unicode.IsControl) {
			v.report(index("log", i), "a log line is one line: no line breaks, tabs or control characters")
		}
	}
}

// creatureKinds maps every id on the board to whether it is a creature
// (true) or an object (false).
func creatureKinds(b *rules.Board) map[string]bool {
	known := make(map[string]bool, len(b.Creatures))
	for _, c := range b.Creatures {
		known[c.ID] = !c.Object
	}
	return known
}

// turnJSON writes the turn on one line, leaving out empty fields.
func turnJSON(t Turn) string {
	parts := []string{fmt.Sprintf(`"round": %d`, t.Round)}
	if t.Acting != "" {
		parts = append(parts, `"acting": `+quote(t.Acting))
	}
	if t.Moved != 0 {
		parts = append(parts, fmt.Sprintf(`"moved": %d`, t.Moved))
	}
	if len(t.Acted) > 0 {
		parts = append(parts, `"acted": `+stringList(t.Acted))
	}
	if t.Last != "" {
		parts = append(parts, `"last": `+quote(t.Last))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// Autosave is what an autosave knows beyond the encounter: the version of
// the encounter file its changes were made on, so that opening the file
// can tell an autosave of newer work from one the file has moved past.
type Autosave struct {
	// Base is the Stamp.SumText of the encounter file as it was when the
	// changes began ("" when there was no file yet).
	Base string
}

func autosaveKeys() []string { return []string{"base"} }

// autosave reads the "autosave" object.
func (d *decoder) autosave(n *node) *Autosave {
	a := &Autosave{}
	f := d.object(n, "autosave", autosaveKeys())
	if f == nil {
		return a
	}
	if v := f.get("base"); v != nil {
		a.Base, _ = d.string(v, "autosave.base")
	}
	return a
}

// autosave checks the autosave's fields.
func (v validator) autosave(a *Autosave) {
	if a != nil && a.Base != "" && !validSum(a.Base) {
		v.report("autosave.base", `%q is not a file's hash (want "sha256:" and 64 hexadecimal digits)`, a.Base)
	}
}

func validSum(s string) bool {
	h, ok := strings.CutPrefix(s, "sha256:")
	if !ok || len(h) != 64 {
		return false
	}
	_, err := hex.DecodeString(h)
	return err == nil && strings.ToLower(h) == h
}

func autosaveJSON(a *Autosave) string {
	var parts []string
	if a.Base != "" {
		parts = append(parts, `"base": `+quote(a.Base))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
