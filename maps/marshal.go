package maps

import (
	"bytes"
	"encoding/json"
	"fmt"
	stdmaps "maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/battlemap/battlemap/rules/drawsteel"
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
	if e.Hex != nil {
		data, _, err := e.marshalRealms()
		return data, err
	}
	if e.Zones != nil {
		return e.marshalZones()
	}
	data, _, err := e.marshal()
	return data, err
}

// written is how a file drew the terrain: kept after Save, so that later
// saves reuse the characters this one chose.
type written struct {
	glyphs []rune
	legend map[rune]drawsteel.Cell
}

func (e *Encounter) marshal() ([]byte, written, error) {
	if err := e.check(); err != nil {
		return nil, written{}, err
	}
	b := e.Board
	var fields []string
	add := func(key, value string) { fields = append(fields, quote(key)+": "+value) }

	add("format", strconv.Itoa(FormatVersion))
	if e.Name != "" {
		add("name", quote(e.Name))
	}
	add("ruleset", quote(e.ruleset()))
	add("grid", fmt.Sprintf(`{"shape": "square", "width": %d, "height": %d}`, b.Width, b.Height))
	if e.Background != nil {
		if err := CheckImagePath(e.Background.Image); err != nil {
			return nil, written{}, fmt.Errorf("maps: background.image: %w", err)
		}
		add("background", backgroundJSON(e.Background))
	}

	if slices.ContainsFunc(b.Cells, func(c drawsteel.Cell) bool { return c.Ground != 0 }) {
		rows := make([]string, b.Height)
		for y := range rows {
			rows[y] = groundRow(b.Cells[y*b.Width : (y+1)*b.Width])
		}
		add("ground", block(rows, "  "))
	}

	terrain, legend, err := e.terrain()
	if err != nil {
		return nil, written{}, err
	}
	if len(legend) > 0 {
		rows := make([]string, b.Height)
		for y := range rows {
			rows[y] = quote(string(terrain[y*b.Width : (y+1)*b.Width]))
		}
		add("terrain", block(rows, "  "))
		add("legend", legendJSON(legend, legendEntry))
	}
	if len(b.Edges) > 0 {
		add("edges", squareEdgesJSON(b))
	}

	if len(b.Creatures) > 0 {
		add("creatures", blockOf(len(b.Creatures), func(i int) string { return creatureJSON(b, &b.Creatures[i]) }))
	}
	if len(e.Annotations) > 0 {
		rows := make([]string, len(e.Annotations))
		for i := range e.Annotations {
			rows[i] = annotationJSON(&e.Annotations[i])
		}
		add("annotations", block(rows, "  "))
	}
	if e.Caption != "" {
		add("caption", quote(e.Caption))
	}
	if e.Turn.Round > 0 {
		add("turn", turnJSON(e.Turn))
	}
	if len(e.Log) > 0 {
		rows := make([]string, len(e.Log))
		for i, l := range e.Log {
			rows[i] = quote(l)
		}
		add("log", block(rows, "  "))
	}
	if err := e.addAutosave(add); err != nil {
		return nil, written{}, err
	}
	return []byte("{\n  " + strings.Join(fields, ",\n  ") + "\n}\n"), written{terrain, legend}, nil
}

func (e *Encounter) ruleset() string {
	if e.Ruleset == "" {
		return DrawSteel
	}
	return e.Ruleset
}

// check runs the checks Parse runs on a file against the Board.
func (e *Encounter) check() error {
	if e.Board == nil {
		return &BoardError{Problems: []Problem{{Message: "the encounter has no board", off: -1}}}
	}
	var ps []Problem
	report := func(path, format string, args ...any) {
		ps = append(ps, Problem{Path: path, Message: fmt.Sprintf(format, args...), off: -1})
	}
	switch r := e.ruleset(); {
	case r == DrawSteel:
	case slices.Contains(plannedRulesets(), r):
		report("ruleset", "ruleset %q is planned but not supported yet (supported: %s, %s, %s)", r, DrawSteel, Realms, Zones)
	default:
		report("ruleset", "unknown ruleset %q (supported: %s, %s, %s)", r, DrawSteel, Realms, Zones)
	}
	v := validator{report: report}
	v.name("name", "name", e.Name)
	var checks []check
	if !v.board(e.Board) {
		checks = make([]check, len(e.Board.Creatures))
		for i := range checks {
			checks[i].fields = true
		}
	} else {
		v.squareEdges(e.Board)
	}
	if len(e.Board.Creatures) > MaxCreatures {
		report("creatures", "%d creatures is too many (at most %d)", len(e.Board.Creatures), MaxCreatures)
	}
	v.creatures(e.Board, checks)
	if checks == nil {
		v.annotations(e.Board, e.Annotations, nil)
	}
	v.caption(e.Caption)
	v.turn(e.Turn, creatureKinds(e.Board))
	v.log(e.Log)
	v.autosave(e.Autosave)
	if len(ps) > 0 {
		return &BoardError{Problems: ps}
	}
	return nil
}

// legendJSON writes a legend object, one entry a line, sorted by character.
func legendJSON[V any](legend map[rune]V, entry func(V) string) string {
	var entries []string
	for _, r := range slices.Sorted(stdmaps.Keys(legend)) {
		entries = append(entries, quote(string(r))+": "+entry(legend[r]))
	}
	return "{\n    " + strings.Join(entries, ",\n    ") + "\n  }"
}

// blockOf lays out n JSON values, row(0) to row(n-1), as block does.
func blockOf(n int, row func(i int) string) string {
	rows := make([]string, n)
	for i := range rows {
		rows[i] = row(i)
	}
	return block(rows, "  ")
}

// block lays out JSON values one per line inside [ ].
func block(rows []string, indent string) string {
	return "[\n" + indent + "  " + strings.Join(rows, ",\n"+indent+"  ") + "\n" + indent + "]"
}

// groundRow is a string of digits when every height is 0 to 9, else an
// array of numbers.
func groundRow(cells []drawsteel.Cell) string {
	digits := !slices.ContainsFunc(cells, func(c drawsteel.Cell) bool { return c.Ground < 0 || c.Ground > 9 })
	var b strings.Builder
	if digits {
		b.WriteByte('"')
		for _, c := range cells {
			b.WriteByte(byte('0' + c.Ground))
		}
		b.WriteByte('"')
		return b.String()
	}
	b.WriteByte('[')
	for i, c := range cells {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(c.Ground))
	}
	b.WriteByte(']')
	return b.String()
}

// normalize is the cell as a legend entry describes it: without ground,
// and without a wall unless one is really there.
func normalize(c drawsteel.Cell) drawsteel.Cell {
	c.Ground = 0
	if !c.HasWall() {
		c.Wall, c.WallHeight = drawsteel.NoMaterial, 0
	}
	return c
}

// terrain picks a character for every square and returns them (row-major)
// with the legend of the characters used, plain ground ('.') excluded.
func (e *Encounter) terrain() ([]rune, map[rune]drawsteel.Cell, error) {
	b := e.Board
	out := make([]rune, len(b.Cells))
	used := map[rune]drawsteel.Cell{}
	chosen := map[drawsteel.Cell]rune{}
	original := e.glyphW == b.Width && e.glyphH == b.Height && len(e.glyphs) == len(b.Cells)
	plain := drawsteel.Cell{}
	p := glyphPicker{legend: e.legend, original: slices.Sorted(stdmaps.Keys(e.legend)), used: used, next: '!'}
	for i, c := range b.Cells {
		k := normalize(c)
		if original {
			if g := e.glyphs[i]; (g == '.' && k == plain) || (g != '.' && e.legend[g] == k && hasKey(e.legend, g)) {
				out[i] = g
				if g != '.' {
					used[g] = k
				}
				continue
			}
		}
		if k == plain {
			out[i] = '.'
			continue
		}
		r, ok := chosen[k]
		if !ok {
			r, ok = p.pick(k)
			if !ok {
				return nil, nil, &BoardError{Problems: []Problem{{Path: fmt.Sprintf("square %d,%d", i%b.Width, i/b.Width),
					Message: "too many different kinds of square: no characters left for the legend", off: -1}}}
			}
			chosen[k] = r
		}
		out[i] = r
		used[r] = k
	}
	return out, used, nil
}

func hasKey(m map[rune]drawsteel.Cell, r rune) bool { _, ok := m[r]; return ok }

// glyphPicker finds characters for kinds of square: one the file's legend
// used for it, else a new one, never one the file's legend used for
// something else or one already used in this output.
type glyphPicker struct {
	legend   map[rune]drawsteel.Cell // the file's legend
	original []rune                  // its characters, sorted
	used     map[rune]drawsteel.Cell // characters used so far
	next     rune                    // where to look on for a new character
}

func (p *glyphPicker) free(r rune) bool {
	if r == '.' || r == '"' || r == '\\' || r == utf8.RuneError || !utf8.ValidRune(r) ||
		unicode.IsSpace(r) || !unicode.IsPrint(r) {
		return false
	}
	return !hasKey(p.legend, r) && !hasKey(p.used, r)
}

func (p *glyphPicker) pick(k drawsteel.Cell) (rune, bool) {
	for _, r := range p.original {
		if p.legend[r] == k {
			return r, true
		}
	}
	for _, r := range preferredGlyphs(k) {
		if p.free(r) {
			return r, true
		}
	}
	// Characters once skipped stay taken, so the search can go on from
	// where it stopped last time.
	for ; p.next <= unicode.MaxRune; p.next++ {
		if p.free(p.next) {
			return p.next, true
		}
	}
	return 0, false
}

// preferredGlyphs are the characters a person would likely choose for a
// kind of square.
func preferredGlyphs(k drawsteel.Cell) []rune {
	var out []rune
	if k.HasWall() {
		switch k.Wall {
		case drawsteel.Glass:
			out = append(out, 'G', 'g')
		case drawsteel.Wood:
			out = append(out, 'W', 'w')
		case drawsteel.Stone:
			out = append(out, 'S', 's')
		case drawsteel.Metal:
			out = append(out, 'M', 'm')
		case drawsteel.Unbreakable:
			out = append(out, '#', 'U')
		}
	}
	if k.Liquid > 0 {
		out = append(out, '~')
	}
	if k.Damaging > 0 {
		out = append(out, 'x', 'X')
	}
	if k.Difficult {
		out = append(out, 'd', 'D')
	}
	return out
}

func legendEntry(c drawsteel.Cell) string {
	var parts []string
	if c.HasWall() {
		parts = append(parts, `"wall": `+quote(c.Wall.String()))
		if c.WallHeight != 1 {
			parts = append(parts, `"wallHeight": `+strconv.Itoa(c.WallHeight))
		}
	}
	if c.Difficult {
		parts = append(parts, `"difficult": true`)
	}
	if c.Damaging != 0 {
		parts = append(parts, `"damaging": `+strconv.Itoa(c.Damaging))
	}
	if c.Liquid != 0 {
		parts = append(parts, `"liquid": `+strconv.Itoa(c.Liquid))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// creatureJSON writes one creature on one line, leaving out fields that
// equal their defaults.
func creatureJSON(b *drawsteel.Board, c *drawsteel.Creature) string {
	var parts []string
	add := func(key, value string) { parts = append(parts, quote(key)+": "+value) }
	num := func(key string, n, def int) {
		if n != def {
			add(key, strconv.Itoa(n))
		}
	}
	add("id", quote(c.ID))
	// An empty name loads as the id, the default.
	if c.Name != c.ID && c.Name != "" {
		add("name", quote(c.Name))
	}
	speed, movement := DefaultSpeed, []drawsteel.MoveType{drawsteel.Walk}
	if c.Object {
		speed, movement = 0, nil
	}
	// The side is written even when it is the default: it is the first
	// thing a reader wants to know about a creature.
	if !c.Object || c.Side != "" {
		add("side", quote(c.Side))
	}
	if c.Object {
		add("object", "true")
	}
	add("at", fmt.Sprintf("[%d, %d]", c.At.X, c.At.Y))
	num("z", c.Z, b.GroundUnder(c.At, c.Size.Squares()))
	if c.Size != drawsteel.SizeMedium {
		if c.Size > drawsteel.SizeLarge {
			add("size", strconv.Itoa(c.Size.Number()))
		} else {
			add("size", quote(c.Size.String()))
		}
	}
	num("speed", c.Speed, speed)
	num("stability", c.Stability, 0)
	num("might", c.Might, 0)
	num("agility", c.Agility, 0)
	if c.Stamina != 0 || c.MaxStamina != 0 {
		add("stamina", strconv.Itoa(c.Stamina))
	}
	num("maxStamina", c.MaxStamina, c.Stamina)
	if !slices.Equal(c.Movement, movement) {
		add("movement", stringList(moveTypeNames(c.Movement)))
	}
	if c.Prone {
		add("prone", "true")
	}
	if len(c.Conditions) > 0 {
		add("conditions", stringList(conditionNames(c.Conditions)))
	}
	if c.HiddenFromPlayers {
		add("hidden", "true")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func stringList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// quote writes s as a JSON string, leaving <, > and & alone (they need no
// escaping outside HTML, and a person reads these files).
func quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

// Save writes the encounter to path with WriteFile: atomically, through
// symbolic links to the file they point to, keeping hard links.
//
// After a successful Save the Encounter remembers the terrain characters
// it wrote, as if it had been loaded from the new file, so that the next
// Save keeps them.
func (e *Encounter) Save(path string) error {
	if e.Hex != nil {
		return e.saveRealms(path)
	}
	if e.Zones != nil {
		return e.saveZones(path)
	}
	data, w, err := e.marshal()
	if err := writeMarshalled(path, data, err); err != nil {
		return err
	}
	e.glyphs, e.glyphW, e.glyphH, e.legend = w.glyphs, e.Board.Width, e.Board.Height, w.legend
	return nil
}

// writeMarshalled writes what a marshal made to path with WriteFile, or
// reports the marshal's error (a *BoardError naming the file).
func writeMarshalled(path string, data []byte, err error) error {
	if be, ok := err.(*BoardError); ok {
		return &BoardError{File: path, Problems: be.Problems}
	}
	if err != nil {
		return fmt.Errorf("maps: save %s: %w", path, err)
	}
	return WriteFile(path, data)
}
