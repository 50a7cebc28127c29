package maps

import (
	"fmt"
	"slices"
	"strconv"

	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
)

// Marshal writes the encounter in the file format: stable, indented JSON
// with one map row per line and one creature per line, fields left out
// where they equal their defaults. It first checks the Board as Parse
// would check a file, and returns a *BoardError instead of writing a file
// that would not load.
//
// Terrain characters come from the file the encounter was loaded from
// where a square still matches what its character meant; other squares
// reuse a legend character with the same meaning, or get a new one.
// Legend entries no square uses are dropped.
func (e *Encounter) Marshal() ([]byte, error) {
	data, _, err := e.marshal()
	return data, err
}

// remember is what Save keeps of a marshal once the file is written: how
// it drew the terrain, so that later saves reuse the characters this one
// chose.
type remember func()

// marshal writes the envelope around the ruleset's fields, which the
// ruleset's schema package writes.
func (e *Encounter) marshal() ([]byte, remember, error) {
	st, keep, err := e.fields()
	if err != nil {
		return nil, nil, err
	}
	if e.Autosave == nil {
		return st.json(), keep, nil
	}
	data, err := withAutosave(st, e.Autosave)
	return data, keep, err
}

// fields writes the encounter key by key, without its autosave.
func (e *Encounter) fields() (StateText, remember, error) {
	if err := e.check(); err != nil {
		return StateText{}, nil, err
	}
	var st StateText
	add := func(key, value string) { st.keys, st.vals = append(st.keys, key), append(st.vals, value) }
	add("format", strconv.Itoa(FormatVersion))
	if e.Name != "" {
		add("name", jsonfile.Quote(e.Name))
	}
	var keep remember
	drawSteel := e.Hex == nil && e.Zones == nil
	switch {
	case e.Hex != nil:
		add("ruleset", jsonfile.Quote(Realms))
		w := realmsfile.Write(e.Hex, add)
		if err := addBackground(e.Background, add); err != nil {
			return StateText{}, nil, err
		}
		keep = func() { e.Hex.Remember(w) }
	case e.Zones != nil:
		add("ruleset", jsonfile.Quote(Zones))
		zonesfile.Write(e.Zones, add)
		keep = func() {}
	default:
		add("ruleset", jsonfile.Quote(e.ruleset()))
		dsfile.WriteGrid(e.Board, add)
		if err := addBackground(e.Background, add); err != nil {
			return StateText{}, nil, err
		}
		drawn, p := dsfile.Write(e.Board, e.drawn, add)
		if p != nil {
			return StateText{}, nil, &BoardError{Problems: []Problem{*p}}
		}
		keep = func() { e.drawn = drawn }
		// The figure's marks, the turn tracker and the event log go with
		// a Draw Steel board.
		if len(e.Annotations) > 0 {
			rows := make([]string, len(e.Annotations))
			for i := range e.Annotations {
				rows[i] = annotationJSON(&e.Annotations[i])
			}
			add("annotations", jsonfile.Block(rows, "  "))
		}
	}
	if e.Caption != "" {
		add("caption", jsonfile.Quote(e.Caption))
	}
	if drawSteel {
		if e.Turn.Round > 0 {
			add("turn", turnJSON(e.Turn))
		}
		if len(e.Log) > 0 {
			rows := make([]string, len(e.Log))
			for i, l := range e.Log {
				rows[i] = jsonfile.Quote(l)
			}
			add("log", jsonfile.Block(rows, "  "))
		}
	}
	return st, keep, nil
}

func (e *Encounter) ruleset() string {
	if e.Ruleset == "" {
		return DrawSteel
	}
	return e.Ruleset
}

// check runs the checks Parse runs on a file against the encounter.
func (e *Encounter) check() error {
	var ps []Problem
	v := validator{jsonfile.Collect(&ps)}
	switch {
	case e.Hex != nil:
		if e.Hex.Board == nil {
			return &BoardError{Problems: []Problem{jsonfile.Unplaced("", "the encounter has no hex board")}}
		}
		if realmsfile.CheckSize(v.Validator, e.Hex.Board) {
			v.Name("name", "name", e.Name)
			realmsfile.Check(v.Validator, e.Hex.Board)
			v.caption(e.Caption)
		}
	case e.Zones != nil:
		v.Name("name", "name", e.Name)
		v.caption(e.Caption)
		zonesfile.Check(v.Validator, e.Zones)
	default:
		if err := e.checkDrawSteel(v); err != nil {
			return err
		}
	}
	if len(ps) > 0 {
		return &BoardError{Problems: ps}
	}
	return nil
}

// checkDrawSteel checks a Draw Steel encounter: its board and what goes
// with it.
func (e *Encounter) checkDrawSteel(v validator) error {
	if e.Board == nil {
		return &BoardError{Problems: []Problem{jsonfile.Unplaced("", "the encounter has no board")}}
	}
	switch r := e.ruleset(); {
	case r == DrawSteel:
	case slices.Contains(plannedRulesets(), r):
		v.Report("ruleset", "ruleset %q is planned but not supported yet (supported: %s, %s, %s)", r, DrawSteel, Realms, Zones)
	default:
		v.Report("ruleset", "unknown ruleset %q (supported: %s, %s, %s)", r, DrawSteel, Realms, Zones)
	}
	v.Name("name", "name", e.Name)
	if dsfile.Check(v.Validator, e.Board) {
		v.annotations(e.Board, e.Annotations, nil)
	}
	v.caption(e.Caption)
	v.turn(e.Turn, creatureKinds(e.Board))
	v.log(e.Log)
	v.autosave(e.Autosave)
	return nil
}

// Save writes the encounter to path with WriteFile: atomically, through
// symbolic links to the file they point to, keeping hard links.
//
// After a successful Save the Encounter remembers the terrain characters
// it wrote, as if it had been loaded from the new file, so that the next
// Save keeps them.
func (e *Encounter) Save(path string) error {
	data, keep, err := e.marshal()
	if be, ok := err.(*BoardError); ok {
		return &BoardError{File: path, Problems: be.Problems}
	}
	if err != nil {
		return fmt.Errorf("maps: save %s: %w", path, err)
	}
	if err := WriteFile(path, data); err != nil {
		return err
	}
	keep()
	return nil
}

// SaveNew is Save to a file that does not exist yet: when path exists it
// writes nothing and returns an error wrapping fs.ErrExist (WriteNew).
func (e *Encounter) SaveNew(path string) error { return e.saveWith(path, WriteNew) }

// SavePrivate is Save for the program's own copies of an encounter (an
// autosave, the player view's live copy): written as WritePrivate writes,
// readable by the user only and never through a symbolic link.
func (e *Encounter) SavePrivate(path string) error { return e.saveWith(path, WritePrivate) }

// saveWith is Save writing the file with write.
func (e *Encounter) saveWith(path string, write func(string, []byte) error) error {
	data, keep, err := e.marshal()
	if be, ok := err.(*BoardError); ok {
		return &BoardError{File: path, Problems: be.Problems}
	}
	if err != nil {
		return fmt.Errorf("maps: save %s: %w", path, err)
	}
	if err := write(path, data); err != nil {
		return err
	}
	keep()
	return nil
}
