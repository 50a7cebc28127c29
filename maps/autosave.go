package maps

import (
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
)

// This file reads and writes the "autosave" key: the version of the file
// the changes were made on, and the undo history. Each undo step is
// written as what the encounter before it held that differs from the
// state after it (a move changes "creatures", not the terrain), so that an
// autosave is about the size of its encounter, and read newest first
// within a bound on what the states take, so that a small file cannot
// expand into gigabytes of maps.

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
	// Dropped is how many of the oldest steps the file held were not
	// read, because the newer ones already took MaxUndoRead.
	Dropped int
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
	// Text, when set, is State as Marshal writes it (State.StateText), kept
	// by the caller so that a long history is not written out again after
	// every change. Marshal uses it instead of State.
	Text StateText
}

// StateText is an encounter as Marshal writes it, key by key, without a
// log or an autosave: what an undo step compares with the state after it.
type StateText struct{ keys, vals []string }

// StateText writes the encounter as the state of an undo step.
func (e *Encounter) StateText() (StateText, error) {
	st, _, err := e.Variant().fields()
	return st, err
}

// IsZero reports whether the text was never written.
func (s StateText) IsZero() bool { return len(s.keys) == 0 }

// Len is the length of the text as a file, in bytes.
func (s StateText) Len() int {
	n := 4
	for i, k := range s.keys {
		n += len(jsonfile.Quote(k)) + 5 + len(s.vals[i])
	}
	return n
}

func (s StateText) get(key string) (string, bool) {
	if i := slices.Index(s.keys, key); i >= 0 {
		return s.vals[i], true
	}
	return "", false
}

func (s StateText) without(key string) StateText {
	i := slices.Index(s.keys, key)
	if i < 0 {
		return s
	}
	return StateText{keys: slices.Delete(slices.Clone(s.keys), i, i+1), vals: slices.Delete(slices.Clone(s.vals), i, i+1)}
}

// json is the text as a whole file.
func (s StateText) json() []byte {
	var b strings.Builder
	b.Grow(s.Len())
	b.WriteString("{\n  ")
	for i, k := range s.keys {
		if i > 0 {
			b.WriteString(",\n  ")
		}
		b.WriteString(jsonfile.Quote(k))
		b.WriteString(": ")
		b.WriteString(s.vals[i])
	}
	b.WriteString("\n}\n")
	return []byte(b.String())
}

// Bounds on the undo history of an autosave.
const (
	// maxUndo is the most undo steps an autosave may hold.
	maxUndo = 100
	// MaxUndoRead bounds what the undo steps of one autosave take once
	// read, as UndoCost counts it: reading stops at the newest steps that
	// fit, and the older ones are dropped (Autosave.Dropped).
	MaxUndoRead = 256 << 20
	// MaxUndoWrite is what a program writing an autosave should keep its
	// steps within: half of MaxUndoRead, so that the steps it writes are
	// all read back whatever the file's spacing.
	MaxUndoWrite = MaxUndoRead / 2
)

// UndoCost is about how many bytes the state of an undo step takes once
// read: its text (textLen bytes long) and what its map expands to, a
// square or hex and an edge each (a small file can describe a large empty
// map).
func UndoCost(st *Encounter, textLen int) int {
	n := textLen
	if st != nil {
		n += st.schema().expanded(st)
	}
	return n
}

func autosaveKeys() []string { return []string{"base", "undo"} }
func undoKeys() []string     { return []string{"what", "log", "changes", "state"} }

// stateKeys are the keys the "changes" of an undo step may hold: the
// ruleset's, less those a state has none of or shares with the file.
func stateKeys(ruleset string) []string {
	return slices.DeleteFunc(schemaNamed(ruleset).keys(), fixedKey)
}

// fixedKey reports whether an undo step cannot change key: the format and
// ruleset are the file's, and a state has no log or autosave.
func fixedKey(key string) bool {
	return key == "format" || key == "ruleset" || key == "log" || key == "autosave"
}

// autosaveField reads a file's "autosave" object, if any, into e, whose
// map is set already: every ruleset's file may be an autosave.
func (d decoder) autosaveField(top jsonfile.Fields, e *Encounter, v validator) {
	if n := top.Get("autosave"); n != nil {
		e.Autosave = d.autosave(n, top, e.Ruleset())
		v.autosave(e.Autosave)
	}
}

// member is one key of a state and its value's text, with the value's
// offset in the file, where its problems are reported.
type member struct {
	key string
	val []byte
	off int
}

// autosave reads the "autosave" object; top is the file's top-level
// object, the state after the last step.
func (d decoder) autosave(n *jsonfile.Node, top jsonfile.Fields, ruleset string) *Autosave {
	a := &Autosave{}
	f := d.Object(n, "autosave", autosaveKeys())
	if f == nil {
		return a
	}
	if v := f.Get("base"); v != nil {
		a.Base, _ = d.String(v, "autosave.base")
	}
	v := f.Get("undo")
	if v == nil {
		return a
	}
	if c := d.Count(*v); c > maxUndo {
		d.Fail(v, "autosave.undo", "%d steps is too many (at most %d)", c, maxUndo)
		return a
	}
	var nodes []jsonfile.Node
	for _, e := range d.Array(v, "autosave.undo", `an array of undo steps like {"what": "...", "log": [...], "changes": {...}}`) {
		nodes = append(nodes, e)
	}
	var later []member
	for _, m := range top {
		if m.Key != "log" && m.Key != "autosave" {
			later = append(later, member{m.Key, d.Data()[m.Val.Off:m.Val.End], m.Val.Off})
		}
	}
	keys := stateKeys(ruleset)
	cost := 0
	// Newest first: each step's state is told from the state after it.
	// After a step that cannot be read, older steps are only checked for
	// their own fields: their states are not worth expanding.
	for i := len(nodes) - 1; i >= 0; i-- {
		u, state, c, ok := d.undoStep(&nodes[i], jsonfile.Index("autosave.undo", i), later, keys)
		if cost += c; cost > MaxUndoRead {
			a.Dropped = i + 1
			break
		}
		if !ok {
			later = nil
			continue
		}
		a.Undo = append(a.Undo, u)
		later = state
	}
	slices.Reverse(a.Undo)
	return a
}

// undoStep reads one step of the undo history; later is the state after
// it (nil: unknown, so the state is not read). It returns the step, its state's members (for the step before it)
// and what the state took (UndoCost). ok is false after a problem.
func (d decoder) undoStep(n *jsonfile.Node, path string, later []member, keys []string) (u UndoStep, state []member, cost int, ok bool) {
	f := d.Object(n, path, undoKeys())
	if f == nil {
		return u, nil, 0, false
	}
	if v := f.Get("what"); v != nil {
		u.What, _ = d.String(v, path+".what")
	}
	if v := f.Get("log"); v != nil {
		u.Log = d.lines(v, path+".log")
		validator{d.Validator()}.lines(path+".log", u.Log)
	}
	whole, changes := f.Get("state"), f.Get("changes")
	switch {
	case whole != nil && changes != nil:
		d.Fail(whole, path, `has both "state" and "changes" (want one: "changes", what the encounter before this step held that differs from the state after it)`)
		return u, nil, 0, false
	case whole != nil:
		if whole.Kind != jsonfile.KindObject {
			d.Fail(whole, path+".state", "got %s, want the encounter before this step {...}", whole.Kind)
			return u, nil, 0, false
		}
		for m := range d.Members(*whole) {
			if m.Key == "log" || m.Key == "autosave" {
				d.Fail(whole, path+".state", `a state holds no "log" or "autosave" of its own`)
				return u, nil, 0, false
			}
			state = append(state, member{m.Key, d.Data()[m.Val.Off:m.Val.End], m.Val.Off})
		}
		path += ".state"
	case changes != nil:
		failed := d.Failures()
		cf := d.Object(changes, path+".changes", append(slices.Clone(keys), "format", "ruleset", "log", "autosave"))
		for _, m := range cf {
			if fixedKey(m.Key) {
				d.Add(m.KeyOff, jsonfile.Join(path+".changes", m.Key), "an undo step cannot change %q (want only keys of the encounter that a step changes: %s)", m.Key, strings.Join(keys, ", "))
			}
		}
		if cf == nil || d.Failures() > failed {
			return u, nil, 0, false
		}
		state = slices.Clone(later)
		for _, m := range cf {
			i := slices.IndexFunc(state, func(s member) bool { return s.key == m.Key })
			switch {
			case m.Val.Kind == jsonfile.KindNull && i >= 0:
				state = slices.Delete(state, i, i+1) // the state before had none
			case m.Val.Kind == jsonfile.KindNull:
			case i >= 0:
				state[i] = member{m.Key, d.Data()[m.Val.Off:m.Val.End], m.Val.Off}
			default:
				state = append(state, member{m.Key, d.Data()[m.Val.Off:m.Val.End], m.Val.Off})
			}
		}
		path += ".state"
	default:
		d.Fail(n, path, `missing "changes" (what the encounter before this step held that differs from the state after it)`)
		return u, nil, 0, false
	}
	if later == nil {
		return u, nil, 0, false
	}
	text, starts := stateJSON(state)
	st, err := Parse("", text)
	var le *jsonfile.LoadError
	switch {
	case errors.As(err, &le) && len(le.Problems) > 0:
		p := le.Problems[0]
		more := ""
		if n := len(le.Problems) - 1 + le.More; n > 0 {
			more = fmt.Sprintf(" (and %d more)", n)
		}
		d.Add(fileOffset(state, starts, p.Offset(), n.Off), jsonfile.Join(path, p.Path), "%s%s", p.Message, more)
		return u, nil, 0, false
	case err != nil:
		d.Fail(n, path, "%v", err)
		return u, nil, 0, false
	}
	u.State = st
	return u, state, UndoCost(st, len(text)), true
}

// stateJSON writes a state's members as one object, and where each value
// starts in it.
func stateJSON(state []member) ([]byte, []int) {
	n := 2
	for _, m := range state {
		n += len(m.key) + len(m.val) + 8
	}
	out := make([]byte, 0, n)
	starts := make([]int, len(state))
	out = append(out, '{')
	for i, m := range state {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, jsonfile.Quote(m.key)...)
		out = append(out, ':')
		starts[i] = len(out)
		out = append(out, m.val...)
	}
	return append(out, '}'), starts
}

// fileOffset is where offset off of a state's text is in the file: in the
// value it falls in, or else at def.
func fileOffset(state []member, starts []int, off, def int) int {
	for i, m := range state {
		if off >= starts[i] && off < starts[i]+len(m.val) {
			return m.off + off - starts[i]
		}
	}
	return def
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

// ErrAutosaveTooLarge is the error Marshal wraps for an autosave whose
// encounter alone is larger than MaxFileSize: it could not be opened again.
var ErrAutosaveTooLarge = errors.New("the autosave would be too large to open again")

// withAutosave writes a file of the encounter st with the autosave a. Each
// step is written as its changes from the state after it. The oldest
// steps are left out while the file would be larger than MaxFileSize: an
// autosave that cannot be loaded recovers nothing.
func withAutosave(st StateText, a *Autosave) ([]byte, error) {
	return withAutosaveWithin(st, a, MaxFileSize)
}

// withAutosaveWithin is withAutosave with limit for MaxFileSize.
func withAutosaveWithin(st StateText, a *Autosave, limit int) ([]byte, error) {
	later := st.without("log")
	steps := make([]string, len(a.Undo))
	for i := len(a.Undo) - 1; i >= 0; i-- {
		u := a.Undo[i]
		text := u.Text
		if text.IsZero() {
			if u.State == nil {
				return nil, fmt.Errorf("autosave.undo[%d]: no state", i)
			}
			var err error
			if text, err = u.State.StateText(); err != nil {
				return nil, fmt.Errorf("autosave.undo[%d].state: %w", i, err)
			}
		}
		steps[i] = "{\n      \"what\": " + jsonfile.Quote(u.What) + ",\n      \"log\": " + jsonfile.StringList(u.Log) + ",\n      \"changes\": " + changesJSON(text, later) + "\n    }"
		later = text
	}
	size := st.Len() + len(`,  "autosave": {    "base": "",    "undo": []  }`) + len(a.Base)
	for _, s := range steps {
		size += len(s) + 2
	}
	for len(steps) > 0 && size > limit {
		size -= len(steps[0]) + 2
		steps = steps[1:]
	}
	if size > limit {
		return nil, fmt.Errorf("%w: the encounter alone writes %s, more than the %s a file may hold", ErrAutosaveTooLarge, sizeText(size), sizeText(limit))
	}
	var parts []string
	if a.Base != "" {
		parts = append(parts, `"base": `+jsonfile.Quote(a.Base))
	}
	if len(steps) > 0 {
		parts = append(parts, `"undo": [`+strings.Join(steps, ", ")+`]`)
	}
	obj := "{" + strings.Join(parts, ", ") + "}"
	if len(steps) > 0 {
		obj = "{\n    " + strings.Join(parts, ",\n    ") + "\n  }"
	}
	st.keys, st.vals = append(slices.Clone(st.keys), "autosave"), append(slices.Clone(st.vals), obj)
	return st.json(), nil
}

// changesJSON is what the state before a step (earlier) holds that differs
// from the state after it (later): its value of each key that differs, and
// null for a key it lacks.
func changesJSON(earlier, later StateText) string {
	var parts []string
	for i, k := range earlier.keys {
		if v, ok := later.get(k); !ok || v != earlier.vals[i] {
			parts = append(parts, jsonfile.Quote(k)+": "+strings.ReplaceAll(earlier.vals[i], "\n", "\n      "))
		}
	}
	for _, k := range later.keys {
		if _, ok := earlier.get(k); !ok {
			parts = append(parts, jsonfile.Quote(k)+": null")
		}
	}
	if len(parts) == 0 {
		return "{}"
	}
	return "{\n        " + strings.Join(parts, ",\n        ") + "\n      }"
}

// sizeText is a size in MiB, or in bytes when under one.
func sizeText(n int) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d bytes", n)
	}
	return fmt.Sprintf("%d MiB", n>>20)
}
