package maps

import (
	"fmt"
	"strings"

	dsfile "github.com/battlemap/battlemap/maps/drawsteel"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	realmsfile "github.com/battlemap/battlemap/maps/realms"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
)

// This file is where the envelope meets the rulesets: their names, the
// field of Encounter that holds each one's map, and the table of what the
// envelope asks of each one's schema package. A new ruleset is a schema
// package and an entry here; nothing else in maps names a ruleset.

// The rulesets a file may name in its "ruleset" field.
const (
	DrawSteel = "drawsteel" // Draw Steel on squares, the default
	Realms    = "realms"    // Enchanted Realms on a hex map
	Zones     = "zones"     // the zone system: zones joined by links instead of squares
)

// FormatVersion is the version of the encounter format this package reads
// and writes, the "format" field of every file.
const FormatVersion = 1

// Limits on what a file may hold, so that a mistyped number cannot make the
// program allocate gigabytes or overflow arithmetic. Each ruleset's schema
// package has its own besides.
const (
	MaxFileSize  = 64 << 20              // bytes: several times the largest map the program writes
	MaxGridSide  = jsonfile.MaxGridSide  // width and height, in squares or hexes
	MaxStat      = jsonfile.MaxStat      // speed, stability, damaging, climb and the like
	MaxCreatures = jsonfile.MaxCreatures // creatures and objects on one map
)

// Encounter is an encounter file in memory: a named map with its creatures.
// Change the map freely; Marshal writes whatever it holds.
type Encounter struct {
	Name string
	// The map, in the field of the encounter's ruleset (see Ruleset):
	// Square for Draw Steel (the board and how the file drew it), Hex for
	// realms, Zones for the zone system. Exactly one of them is set.
	Square *dsfile.SquareMap
	Hex    *realmsfile.HexMap
	Zones  *zonesfile.ZoneMap
	// Background is the picture under the grid (square or hex map), or nil.
	Background *Background
	// Annotations are the marks of a figure drawn over the map (arrows,
	// areas, callouts, labels), in file order; Caption is the figure's
	// caption. Both are for exported diagrams; neither affects the rules.
	Annotations []Annotation
	Caption     string
	// Turn is the turn tracker's state (the zero Turn: no turn has started)
	// and Log the event log, oldest line first, so that a game saved in the
	// middle of a round goes on where it stopped.
	Turn Turn
	Log  []string
	// Autosave is set in an autosave file (nil in an encounter file).
	Autosave *Autosave
}

// Ruleset is the ruleset the encounter is for, the "ruleset" its file
// names: DrawSteel, Realms or Zones, by the map it holds (DrawSteel when
// it holds none).
func (e *Encounter) Ruleset() string { return e.schema().name }

// Variant is a copy of the encounter to hold another state of the same
// map (an undo step): it writes the map with the same characters. It has
// no log and no autosave; set its map's board, and its Annotations,
// Caption and Turn. Its map is its own, so that setting the board leaves
// the encounter's alone.
func (e *Encounter) Variant() *Encounter {
	v := *e
	v.Log, v.Autosave = nil, nil
	e.schema().variant(&v)
	return &v
}

// Summary is one line describing the encounter, for `battlemap check`:
// name, ruleset, size, creatures by side, objects, and terrain counts.
func (e *Encounter) Summary() string {
	name := e.Name
	if name == "" {
		name = "(unnamed)"
	}
	s := e.schema()
	return fmt.Sprintf("%s: %s, %s", name, s.name, s.summary(e))
}

// GridSize is the map's width and height in squares or hexes (0, 0 for a
// zone map, which has no background).
func (e *Encounter) GridSize() (cols, rows int) { return e.schema().gridSize(e) }

// schema is what the envelope asks of one ruleset's schema package.
type schema struct {
	// name is the "ruleset" its files name.
	name string
	// keys are the keys its files' top-level object may hold, the
	// envelope's among them, in the order messages list them.
	keys func() []string
	// holds reports whether the encounter holds the ruleset's map.
	holds func(e *Encounter) bool
	// decode reads a file's fields into e (its name read already): the
	// map, and those of the envelope's fields its files carry.
	decode func(d decoder, root *jsonfile.Node, top jsonfile.Fields, e *Encounter)
	// write adds, through add, the fields after "ruleset" and before
	// "caption"; what it returns is called once the file is written.
	write func(e *Encounter, add func(key, value string)) (remember, error)
	// turns says its files carry the turn tracker and the event log.
	turns bool
	// check runs the checks decode runs against e, through v; an error
	// is a map so broken nothing else can be checked.
	check func(e *Encounter, v validator) error
	// variant gives v, a copy of an encounter, a map of its own.
	variant func(v *Encounter)
	// gridSize is the map's size in cells (0, 0 when it has no grid).
	gridSize func(e *Encounter) (cols, rows int)
	// expanded is about how many bytes the map takes in memory beyond
	// its file's text (UndoCost).
	expanded func(e *Encounter) int
	// summary describes the map for Summary.
	summary func(e *Encounter) string
}

// rulesets is every ruleset the format knows. The first is the default: it
// reads a file that names no ruleset or one it does not know (and reports
// the name), and an encounter holding no map is taken for it. An array, so
// that asking an encounter its ruleset allocates nothing.
func rulesets() [3]schema { return [...]schema{drawSteelSchema(), realmsSchema(), zonesSchema()} }

// rulesetNames lists the rulesets a file may name, for messages.
func rulesetNames() string {
	var names []string
	for _, s := range rulesets() {
		names = append(names, s.name)
	}
	return strings.Join(names, ", ")
}

// schemaNamed is the schema of the ruleset a file names, or the default.
func schemaNamed(name string) schema {
	all := rulesets()
	for _, s := range all {
		if s.name == name {
			return s
		}
	}
	return all[0]
}

// schema is the schema of the map the encounter holds, or the default.
func (e *Encounter) schema() schema {
	all := rulesets()
	for _, s := range all {
		if s.holds(e) {
			return s
		}
	}
	return all[0]
}

// drawSteelSchema is Draw Steel's: a square map, with the figure's
// annotations, the turn tracker and the event log.
func drawSteelSchema() schema {
	return schema{
		name:  DrawSteel,
		keys:  dsfile.Keys,
		holds: func(e *Encounter) bool { return e.Square != nil },
		decode: func(d decoder, root *jsonfile.Node, top jsonfile.Fields, e *Encounter) {
			// The default schema reads files naming a ruleset no other
			// reads, so it is the one to say the name is wrong.
			if n := top.Get("ruleset"); n != nil {
				d.ruleset(n)
			}
			if n := top.Get("background"); n != nil {
				e.Background = d.background(n, "square")
			}
			m, gridOK := dsfile.Decode(d.Decoder, root, top)
			e.Square = m
			v := validator{d.Validator()}
			if n := top.Get("annotations"); n != nil {
				var read []bool
				if e.Annotations, read = d.annotations(n); gridOK {
					v.annotations(m.Board.Width, m.Board.Height, e.Annotations, read)
				}
			}
			d.caption(top, e, v)
			if n := top.Get("turn"); n != nil {
				if t, ok := d.turn(n); ok {
					e.Turn = t
					v.turn(t, dsfile.IDs(m.Board))
				}
			}
			if n := top.Get("log"); n != nil {
				e.Log = d.log(n)
				v.log(e.Log)
			}
			d.autosaveField(top, e, v)
		},
		write: func(e *Encounter, add func(key, value string)) (remember, error) {
			m := e.Square
			dsfile.WriteGrid(m.Board, add)
			if err := addBackground(e.Background, add); err != nil {
				return nil, err
			}
			drawn, p := dsfile.Write(m, add)
			if p != nil {
				return nil, &BoardError{Problems: []Problem{*p}}
			}
			addAnnotations(e.Annotations, add)
			return func() { m.Remember(drawn) }, nil
		},
		turns: true,
		check: func(e *Encounter, v validator) error {
			if e.Square == nil || e.Square.Board == nil {
				return &BoardError{Problems: []Problem{jsonfile.Unplaced("", "the encounter has no board")}}
			}
			b := e.Square.Board
			v.Name("name", "name", e.Name)
			if dsfile.Check(v.Validator, b) {
				v.annotations(b.Width, b.Height, e.Annotations, nil)
			}
			v.caption(e.Caption)
			v.turn(e.Turn, dsfile.IDs(b))
			v.log(e.Log)
			v.autosave(e.Autosave)
			return nil
		},
		variant: func(v *Encounter) {
			if v.Square != nil {
				m := *v.Square
				v.Square = &m
			}
		},
		gridSize: func(e *Encounter) (int, int) {
			if e.Square == nil || e.Square.Board == nil {
				return 0, 0
			}
			return e.Square.Board.Width, e.Square.Board.Height
		},
		expanded: func(e *Encounter) int {
			if e.Square == nil || e.Square.Board == nil {
				return 0
			}
			return dsfile.Expanded(e.Square.Board)
		},
		summary: func(e *Encounter) string {
			if e.Square == nil || e.Square.Board == nil {
				return "no board"
			}
			return dsfile.Summary(e.Square.Board)
		},
	}
}

// realmsSchema is Enchanted Realms': a hex map.
func realmsSchema() schema {
	return schema{
		name:  Realms,
		keys:  realmsfile.Keys,
		holds: func(e *Encounter) bool { return e.Hex != nil },
		decode: func(d decoder, root *jsonfile.Node, top jsonfile.Fields, e *Encounter) {
			e.Hex = realmsfile.Decode(d.Decoder, root, top)
			if n := top.Get("background"); n != nil {
				e.Background = d.background(n, "hex across its flats")
			}
			v := validator{d.Validator()}
			d.caption(top, e, v)
			d.autosaveField(top, e, v)
		},
		write: func(e *Encounter, add func(key, value string)) (remember, error) {
			h := e.Hex
			w := realmsfile.Write(h, add)
			if err := addBackground(e.Background, add); err != nil {
				return nil, err
			}
			return func() { h.Remember(w) }, nil
		},
		check: func(e *Encounter, v validator) error {
			if e.Hex.Board == nil {
				return &BoardError{Problems: []Problem{jsonfile.Unplaced("", "the encounter has no hex board")}}
			}
			if realmsfile.CheckSize(v.Validator, e.Hex.Board) {
				v.Name("name", "name", e.Name)
				realmsfile.Check(v.Validator, e.Hex.Board)
				v.caption(e.Caption)
			}
			return nil
		},
		variant: func(v *Encounter) {
			h := *v.Hex
			v.Hex = &h
		},
		gridSize: func(e *Encounter) (int, int) {
			return e.Hex.Board.Geometry.Width, e.Hex.Board.Geometry.Height
		},
		expanded: func(e *Encounter) int { return realmsfile.Expanded(e.Hex) },
		summary:  func(e *Encounter) string { return realmsfile.Summary(e.Hex) },
	}
}

// zonesSchema is the zone system's: zones joined by links, no grid.
func zonesSchema() schema {
	return schema{
		name:  Zones,
		keys:  zonesfile.Keys,
		holds: func(e *Encounter) bool { return e.Zones != nil },
		decode: func(d decoder, root *jsonfile.Node, top jsonfile.Fields, e *Encounter) {
			zm, mark := zonesfile.Decode(d.Decoder, root, top, e.Name)
			e.Zones = zm
			v := validator{d.Validator()}
			d.caption(top, e, v)
			d.autosaveField(top, e, v)
			zonesfile.CheckBoard(d.Decoder, zm, mark)
		},
		write: func(e *Encounter, add func(key, value string)) (remember, error) {
			zonesfile.Write(e.Zones, add)
			return func() {}, nil
		},
		check: func(e *Encounter, v validator) error {
			v.Name("name", "name", e.Name)
			v.caption(e.Caption)
			zonesfile.Check(v.Validator, e.Zones)
			return nil
		},
		variant: func(v *Encounter) {
			z := *v.Zones
			v.Zones = &z
		},
		gridSize: func(*Encounter) (int, int) { return 0, 0 },
		expanded: func(*Encounter) int { return 0 },
		summary:  func(e *Encounter) string { return zonesfile.Summary(e.Zones) },
	}
}
