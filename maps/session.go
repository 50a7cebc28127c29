package maps

import (
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules/drawsteel"
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

// creatureKinds maps every id on the board to whether it is a creature
// (true) or an object (false).
func creatureKinds(b *drawsteel.Board) map[string]bool {
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

// Autosave is what an autosave knows beyond the encounter: the version of
// the encounter file its changes were made on, so that opening the file
// can tell an autosave of newer work from one the file has moved past, and
// the steps that can be undone.
type Autosave struct {
	// Base is the Stamp.SumText of the encounter file as it was when the
	// changes began ("" when there was no file yet).
	Base string
	// Undo is the undo history, oldest first: each step is the encounter
	// before it and what it did; the last step led to the encounter itself.
	Undo []UndoStep
}

// UndoStep is one step of the undo history in an autosave.
type UndoStep struct {
	// State is the encounter before the step: its board, annotations,
	// caption and turn (no log, no autosave).
	State *Encounter
	// What says what the step did ("Goblin moves 2 squares"); Log is the
	// lines it added to the event log.
	What string
	Log  []string
	// StateJSON, when set, is State as Marshal writes it, kept by the
	// caller so that a long history is not written out again after every
	// change. Marshal writes it instead of State; Parse sets it.
	StateJSON []byte
}

// maxUndo is the most undo steps an autosave may hold.
const maxUndo = 100

func autosaveKeys() []string { return []string{"base", "undo"} }
func undoKeys() []string     { return []string{"what", "log", "state"} }

// autosaveField reads a file's "autosave" object, if any, into e: every
// ruleset's file may be an autosave.
func (d decoder) autosaveField(top jsonfile.Fields, e *Encounter, v validator) {
	if n := top.Get("autosave"); n != nil {
		e.Autosave = d.autosave(n)
		v.autosave(e.Autosave)
	}
}

// addAutosave adds e's "autosave" field, if any, through add (every
// ruleset's Marshal).
func (e *Encounter) addAutosave(add func(key, value string)) error {
	if e.Autosave == nil {
		return nil
	}
	a, err := autosaveJSON(e.Autosave)
	if err != nil {
		return err
	}
	add("autosave", a)
	return nil
}

// autosave reads the "autosave" object.
func (d decoder) autosave(n *jsonfile.Node) *Autosave {
	a := &Autosave{}
	f := d.Object(n, "autosave", autosaveKeys())
	if f == nil {
		return a
	}
	if v := f.Get("base"); v != nil {
		a.Base, _ = d.String(v, "autosave.base")
	}
	if v := f.Get("undo"); v != nil {
		if c := d.Count(*v); c > maxUndo {
			d.Fail(v, "autosave.undo", "%d steps is too many (at most %d)", c, maxUndo)
			return a
		}
		for i, e := range d.Array(v, "autosave.undo", `an array of undo steps like {"what": "...", "log": [...], "state": {...}}`) {
			a.Undo = append(a.Undo, d.undoStep(&e, jsonfile.Index("autosave.undo", i)))
		}
	}
	return a
}

// undoStep reads one step of the undo history. Its state is an encounter
// of its own, checked as a file is.
func (d decoder) undoStep(n *jsonfile.Node, path string) UndoStep {
	var u UndoStep
	f := d.Object(n, path, undoKeys())
	if f == nil {
		return u
	}
	if v := f.Get("what"); v != nil {
		u.What, _ = d.String(v, path+".what")
	}
	if v := f.Get("log"); v != nil {
		u.Log = d.lines(v, path+".log")
		validator{d.Validator()}.lines(path+".log", u.Log)
	}
	v := f.Get("state")
	if v == nil {
		d.Fail(n, path, `missing "state" (the encounter before this step)`)
		return u
	}
	if v.Kind != jsonfile.KindObject {
		d.Fail(v, path+".state", "got %s, want the encounter before this step {...}", v.Kind)
		return u
	}
	st, err := Parse("", d.Data()[v.Off:v.End])
	var le *jsonfile.LoadError
	switch {
	case errors.As(err, &le) && len(le.Problems) > 0:
		p := le.Problems[0]
		more := ""
		if n := len(le.Problems) - 1 + le.More; n > 0 {
			more = fmt.Sprintf(" (and %d more)", n)
		}
		off := v.Off
		if p.Offset() > 0 {
			off += p.Offset() // the problem's place in the file
		}
		d.Add(off, jsonfile.Join(path+".state", p.Path), "%s%s", p.Message, more)
	case err != nil:
		d.Fail(v, path+".state", "%v", err)
	case st.Autosave != nil || len(st.Log) > 0:
		d.Fail(v, path+".state", `a state holds no "log" or "autosave" of its own`)
	default:
		u.State = st
		u.StateJSON, _ = st.Marshal()
	}
	return u
}

// autosave checks the autosave's fields.
func (v validator) autosave(a *Autosave) {
	if a == nil {
		return
	}
	if a.Base != "" && !validSum(a.Base) {
		v.Report("autosave.base", `%s is not a file's hash (want "sha256:" and 64 hexadecimal digits)`, jsonfile.QuoteShort(a.Base))
	}
	if len(a.Undo) > maxUndo {
		v.Report("autosave.undo", "%d steps is too many (at most %d)", len(a.Undo), maxUndo)
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

// autosaveJSON writes the autosave object; each step's state is a whole
// encounter, indented under it.
func autosaveJSON(a *Autosave) (string, error) {
	var parts []string
	if a.Base != "" {
		parts = append(parts, `"base": `+jsonfile.Quote(a.Base))
	}
	if len(a.Undo) > 0 {
		steps := make([]string, len(a.Undo))
		for i, u := range a.Undo {
			data := u.StateJSON
			if data == nil {
				if u.State == nil {
					return "", fmt.Errorf("autosave.undo[%d]: no state", i)
				}
				var err error
				if data, err = u.State.Marshal(); err != nil {
					return "", fmt.Errorf("autosave.undo[%d].state: %w", i, err)
				}
			}
			state := strings.ReplaceAll(strings.TrimSuffix(string(data), "\n"), "\n", "\n      ")
			steps[i] = "{\n      \"what\": " + jsonfile.Quote(u.What) + ",\n      \"log\": " + jsonfile.StringList(u.Log) + ",\n      \"state\": " + state + "\n    }"
		}
		parts = append(parts, `"undo": [`+strings.Join(steps, ", ")+`]`)
	}
	if len(parts) <= 1 && len(a.Undo) == 0 {
		return "{" + strings.Join(parts, ", ") + "}", nil
	}
	return "{\n    " + strings.Join(parts, ",\n    ") + "\n  }", nil
}
