package maps

import (
	"fmt"
	"strconv"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
)

// Marshal writes the encounter in the file format: stable, indented JSON
// with one map row per line and one creature per line, fields left out
// where they equal their defaults. It first checks the map as Parse
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
	s := e.schema()
	add("ruleset", jsonfile.Quote(s.name))
	keep, err := s.write(e, add)
	if err != nil {
		return StateText{}, nil, err
	}
	if e.Caption != "" {
		add("caption", jsonfile.Quote(e.Caption))
	}
	if s.turns {
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

// check runs the checks Parse runs on a file against the encounter.
func (e *Encounter) check() error {
	var ps []Problem
	v := validator{jsonfile.Collect(&ps)}
	if err := e.schema().check(e, v); err != nil {
		return err
	}
	if len(ps) > 0 {
		return &BoardError{Problems: ps}
	}
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
