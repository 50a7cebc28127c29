package drawsteel

import (
	"fmt"
	"iter"
	stdmaps "maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// This file reads a Draw Steel board: ground, legend and terrain into
// cells, and the creatures. The maps package reads the envelope.

// mapDecoder reads the ground, legend and terrain into cells.
type mapDecoder struct {
	*decoder
	w, h          int
	gridOK, mapOK bool
	cells         []drawsteel.Cell
	glyphs        []rune
}

func (m *mapDecoder) bad(n *jsonfile.Node, path, format string, args ...any) {
	m.mapOK = false
	m.Fail(n, path, format, args...)
}

// rows checks the number of rows against the grid height and returns the
// rows to walk.
func (m *mapDecoder) rows(n *jsonfile.Node, path string) iter.Seq2[int, jsonfile.Node] {
	rows := m.Array(n, path, "an array of rows")
	if n.Kind != jsonfile.KindArray {
		m.mapOK = false
	}
	if m.gridOK && n.Kind == jsonfile.KindArray {
		if c := m.Count(*n); c != m.h {
			m.bad(n, path, "%s, want %d (one per row; the grid height is %d)", jsonfile.Plural(c, "row"), m.h, m.h)
		}
	}
	return rows
}

// rowLength checks a row's length against the grid width.
func (m *mapDecoder) rowLength(n *jsonfile.Node, path string, got int) {
	if m.gridOK && got != m.w {
		m.bad(n, path, "row has %s, want %d (the grid width)", jsonfile.Plural(got, "square"), m.w)
	}
}

// cell is the cell at x, y, or nil off the grid.
func (m *mapDecoder) cell(x, y int) *drawsteel.Cell {
	if m.gridOK && x < m.w && y < m.h {
		return &m.cells[y*m.w+x]
	}
	return nil
}

func (m *mapDecoder) ground(n *jsonfile.Node) {
	for y, row := range m.rows(n, "ground") {
		path := func() string { return jsonfile.Index("ground", y) }
		switch row.Kind {
		case jsonfile.KindString:
			text := m.Str(row)
			m.rowLength(&row, path(), utf8.RuneCountInString(text))
			first, count := -1, 0
			var bad rune
			x := 0
			for _, r := range text {
				if r < '0' || r > '9' {
					if first < 0 {
						first, bad = x, r
					}
					count++
				} else if c := m.cell(x, y); c != nil {
					c.Ground = int(r - '0')
				}
				x++
			}
			if first >= 0 {
				more := ""
				if count > 1 {
					more = fmt.Sprintf("; %d more in this row", count-1)
				}
				m.mapOK = false
				m.Add(jsonfile.CharOffset(m.Data(), row, first), path(), "%s at x %d is not a digit (a row string holds digits 0-9; write the row as an array of numbers for other heights%s)", jsonfile.QuoteShort(string(bad)), first, more)
			}
		case jsonfile.KindArray:
			m.rowLength(&row, path(), m.Count(row))
			for x, v := range m.Elems(row) {
				g, ok := m.WholeNumber(v)
				if !ok || g < -MaxHeight || g > MaxHeight {
					m.mapOK = false
					// Build the path only for a problem that is kept: a
					// 1000x1000 map has a million of these.
					if m.Wants(v.Off) {
						m.Int(&v, jsonfile.Index(path(), x), -MaxHeight, MaxHeight)
					} else {
						m.Skip()
					}
					continue
				}
				if c := m.cell(x, y); c != nil {
					c.Ground = g
				}
			}
		default:
			m.bad(&row, path(), `got %s, want a string of digits like "0011" or an array of numbers like [0, 0, 12, -1]`, row.Kind)
		}
	}
}

func (m *mapDecoder) legend(n *jsonfile.Node) map[rune]drawsteel.Cell {
	legend := map[rune]drawsteel.Cell{}
	if n.Kind != jsonfile.KindObject {
		m.bad(n, "legend", "got %s, want an object {...}", n.Kind)
		return legend
	}
	seen := map[rune]bool{}
	for mem := range m.Members(*n) {
		path := "legend[" + strconv.Quote(mem.Key) + "]"
		r, size := utf8.DecodeRuneInString(mem.Key)
		switch {
		case size == 0 || size != len(mem.Key):
			m.mapOK = false
			m.Add(mem.KeyOff, path, "a legend key must be a single character")
			continue
		case seen[r]: // the first one counts
			m.Add(mem.KeyOff, path, "key %q appears twice", mem.Key)
			continue
		case r == '.':
			m.mapOK = false
			m.Add(mem.KeyOff, path, `"." always means plain ground and cannot be redefined`)
			continue
		case r == utf8.RuneError || unicode.IsSpace(r) || !unicode.IsPrint(r):
			m.mapOK = false
			m.Add(mem.KeyOff, path, "a legend key must be a printable character, not white space or a control character")
			continue
		}
		seen[r] = true
		legend[r] = m.legendEntry(&mem.Val, path)
	}
	return legend
}

func (m *mapDecoder) legendEntry(n *jsonfile.Node, path string) drawsteel.Cell {
	var c drawsteel.Cell
	f := m.Object(n, path, legendKeys())
	if f == nil {
		m.mapOK = false
		return c
	}
	ok := true
	if v := f.Get("wall"); v != nil {
		if s, sok := m.String(v, path+".wall"); !sok {
			ok = false
		} else if mat, err := drawsteel.ParseMaterial(s); err != nil {
			m.Fail(v, path+".wall", "%v", err)
			ok = false
		} else {
			c.Wall, c.WallHeight = mat, 1
		}
	}
	if v := f.Get("wallHeight"); v != nil {
		hgt, hok := m.Int(v, path+".wallHeight", 1, MaxHeight)
		switch {
		case !hok:
			ok = false
		case f.Get("wall") == nil:
			m.Fail(v, path+".wallHeight", `wallHeight needs "wall" (the material: glass, wood, stone, metal or unbreakable)`)
			ok = false
		default:
			c.WallHeight = hgt
		}
	}
	if v := f.Get("difficult"); v != nil {
		var bok bool
		c.Difficult, bok = m.Bool(v, path+".difficult")
		ok = ok && bok
	}
	if v := f.Get("damaging"); v != nil {
		var iok bool
		c.Damaging, iok = m.Int(v, path+".damaging", 0, jsonfile.MaxStat)
		ok = ok && iok
	}
	if v := f.Get("liquid"); v != nil {
		var iok bool
		c.Liquid, iok = m.Int(v, path+".liquid", 0, MaxHeight)
		ok = ok && iok
	}
	if !ok {
		m.mapOK = false
	}
	return normalize(c)
}

func (m *mapDecoder) terrain(n *jsonfile.Node, legend map[rune]drawsteel.Cell) {
	var known []string
	for _, r := range slices.Sorted(stdmaps.Keys(legend)) {
		known = append(known, strconv.Quote(string(r)))
	}
	knownText := "the legend is empty"
	if len(known) > 0 {
		knownText = "the legend has " + strings.Join(known, ", ")
	}
	for y, row := range m.rows(n, "terrain") {
		path := jsonfile.Index("terrain", y)
		s, ok := m.String(&row, path)
		if !ok {
			m.mapOK = false
			continue
		}
		m.rowLength(&row, path, utf8.RuneCountInString(s))
		type unknown struct{ x, count int }
		var order []rune
		unknowns := map[rune]*unknown{}
		x := -1
		for _, r := range s {
			x++
			if r == '.' {
				continue
			}
			kind, ok := legend[r]
			if !ok {
				if u := unknowns[r]; u != nil {
					u.count++
				} else if len(order) < maxUnknownGlyphs {
					unknowns[r] = &unknown{x: x, count: 1}
					order = append(order, r)
				}
				continue
			}
			if c := m.cell(x, y); c != nil {
				ground := c.Ground
				*c = kind
				c.Ground = ground
				m.glyphs[y*m.w+x] = r
			}
		}
		for _, r := range order {
			u := unknowns[r]
			more := ""
			if u.count > 1 {
				more = fmt.Sprintf("%d times in this row; ", u.count)
			}
			m.mapOK = false
			m.Add(jsonfile.CharOffset(m.Data(), row, u.x), path, `unknown character %s at x %d, y %d (%s"." is plain ground; %s)`, jsonfile.QuoteShort(string(r)), u.x, y, more, knownText)
		}
	}
}

// maxUnknownGlyphs is how many different unknown characters of one terrain
// row are told apart.
const maxUnknownGlyphs = 20

func (d *decoder) creatures(n *jsonfile.Node) ([]drawsteel.Creature, []check) {
	return jsonfile.CreatureList(d.Decoder, n, d.creature)
}

// creature reads one creature, applying the defaults for fields left out.
// The check says which further checks its fields are good enough for.
func (d *decoder) creature(n *jsonfile.Node, path string) (c drawsteel.Creature, ch check) {
	c = drawsteel.Creature{Size: drawsteel.SizeMedium}
	f := d.Object(n, path, creatureKeys())
	if f == nil {
		return c, check{}
	}
	ch = check{fields: true, bounds: true, overlap: true}
	// placed runs a step that reads where the creature is or how big; if it
	// fails, the creature is not tested for bounds and overlaps.
	placed := func(step func()) {
		fails := d.Failures()
		step()
		if d.Failures() > fails {
			ch.bounds, ch.overlap = false, false
		}
	}
	// str, num and flag read a field, building its path only for a
	// problem: a file may hold 10,000 creatures.
	str := func(key string, dst *string) bool {
		v := f.Get(key)
		switch {
		case v == nil:
			return false
		case v.Kind == jsonfile.KindString:
			*dst = d.Str(*v)
		default:
			*dst, _ = d.String(v, jsonfile.Join(path, key))
		}
		return true
	}
	num := func(key string, dst *int) bool {
		v := f.Get(key)
		if v == nil {
			return false
		}
		if n, ok := d.WholeNumber(*v); ok && n >= -1e9 && n <= 1e9 {
			*dst = n
		} else {
			*dst, _ = d.Whole(v, jsonfile.Join(path, key))
		}
		return true
	}
	flag := func(key string, dst *bool) {
		if v := f.Get(key); v != nil && v.Kind == jsonfile.KindBool {
			*dst = d.Boolean(*v)
		} else if v != nil {
			*dst, _ = d.Bool(v, jsonfile.Join(path, key))
		}
	}

	flag("object", &c.Object)
	flag("hidden", &c.HiddenFromPlayers)
	str("id", &c.ID)
	if !str("name", &c.Name) {
		c.Name = c.ID
	}
	if !str("side", &c.Side) && !c.Object {
		c.Side = DefaultSide
	}
	placed(func() {
		v := f.Get("at")
		if v == nil {
			d.Fail(n, path, `missing "at" (want the top-left square of the creature's space, e.g. "at": [2, 3])`)
			return
		}
		var xy [2]jsonfile.Node
		if d.Tuple(v, path+".at", "[x, y]", "number", xy[:]) {
			c.At.X, _ = d.Whole(&xy[0], path+".at[0]")
			c.At.Y, _ = d.Whole(&xy[1], path+".at[1]")
		}
	})
	placed(func() { ch.zLeftOut = !num("z", &c.Z) })
	placed(func() {
		v := f.Get("size")
		if v == nil {
			return
		}
		switch v.Kind {
		case jsonfile.KindString, jsonfile.KindNumber:
			text := d.Str(*v)
			if len(text) > 8 {
				d.Fail(v, path+".size", "unknown size %s (want 1T, 1S, 1M, 1L or a whole number from 1 to 64)", jsonfile.QuoteShort(text))
				return
			}
			s, err := drawsteel.ParseSize(text)
			if err != nil {
				d.Fail(v, path+".size", "%v", err)
			} else {
				c.Size = s
			}
		default:
			d.Fail(v, path+".size", `got %s, want "1T", "1S", "1M", "1L" or a whole number from 1 to 64`, v.Kind)
		}
	})
	if !num("speed", &c.Speed) && !c.Object {
		c.Speed = DefaultSpeed
	}
	num("stability", &c.Stability)
	num("might", &c.Might)
	num("agility", &c.Agility)
	num("stamina", &c.Stamina)
	if !num("maxStamina", &c.MaxStamina) {
		c.MaxStamina = max(c.Stamina, 0)
	}
	if v := f.Get("movement"); v != nil {
		c.Movement = []drawsteel.MoveType{}
		for j, m := range d.List(v, path+".movement", `an array like ["walk", "fly"]`, len(drawsteel.MoveTypes()), "movement type") {
			if s, ok := d.String(&m, jsonfile.Index(path+".movement", j)); ok {
				c.Movement = append(c.Movement, drawsteel.MoveType(s))
			}
		}
	} else if c.Object {
		c.Movement = []drawsteel.MoveType{}
	} else {
		c.Movement = []drawsteel.MoveType{drawsteel.Walk}
	}
	flag("prone", &c.Prone)
	if v := f.Get("conditions"); v != nil {
		for j, m := range d.List(v, path+".conditions", `an array like ["slowed", {"name": "taunted", "by": "ogre"}]`, len(drawsteel.Conditions()), "condition") {
			decodeCondition(d, &m, jsonfile.Index(path+".conditions", j), &c)
		}
	}
	return c, ch
}

// decodeCondition reads one entry of a creature's conditions: a name, or
// an object {"name": ..., "by": ...} naming the creature who imposes it.
// Validation checks the name and that "by" names a creature on the map.
func decodeCondition(d *decoder, m *jsonfile.Node, path string, c *drawsteel.Creature) {
	if m.Kind != jsonfile.KindObject {
		if s, ok := d.String(m, path); ok {
			c.Conditions = append(c.Conditions, drawsteel.Condition(s))
		}
		return
	}
	f := d.Object(m, path, []string{"name", "by"})
	nv := f.Get("name")
	if nv == nil {
		d.Fail(m, path, `missing "name" (want {"name": "taunted", "by": "<creature id>"})`)
		return
	}
	name, ok := d.String(nv, path+".name")
	if !ok {
		return
	}
	k := drawsteel.Condition(name)
	c.Conditions = append(c.Conditions, k)
	if bv := f.Get("by"); bv != nil {
		if by, ok := d.String(bv, path+".by"); ok {
			if c.ConditionBy == nil {
				c.ConditionBy = map[drawsteel.Condition]string{}
			}
			if _, dup := c.ConditionBy[k]; !dup {
				c.ConditionBy[k] = by
			}
		}
	}
}

func gridKeys() []string { return []string{"shape", "width", "height"} }

func legendKeys() []string {
	return []string{"wall", "wallHeight", "difficult", "damaging", "liquid"}
}

func creatureKeys() []string {
	return []string{"id", "name", "side", "object", "at", "z", "size", "speed", "stability",
		"might", "agility", "stamina", "maxStamina", "movement", "prone", "conditions", "hidden"}
}

func (d *decoder) grid(root, n *jsonfile.Node) (w, h int, ok bool) {
	if n == nil {
		d.Fail(root, "", `missing "grid" (want e.g. "grid": {"shape": "square", "width": 12, "height": 8})`)
		return 0, 0, false
	}
	g := d.Object(n, "grid", gridKeys())
	if g == nil {
		return 0, 0, false
	}
	if s := g.Get("shape"); s != nil {
		if shape, ok := d.String(s, "grid.shape"); ok && shape != "square" {
			if shape == "hex" {
				d.Fail(s, "grid.shape", `a hex map is a "ruleset": "realms" file (Draw Steel maps want "square")`)
			} else {
				d.Fail(s, "grid.shape", `unknown grid shape %q (want "square")`, shape)
			}
		}
	}
	side := func(key string) (int, bool) {
		v := g.Get(key)
		if v == nil {
			d.Fail(n, "grid", "missing %q (want a whole number of squares from 1 to %d)", key, jsonfile.MaxGridSide)
			return 0, false
		}
		return d.Int(v, "grid."+key, 1, jsonfile.MaxGridSide)
	}
	w, wok := side("width")
	h, hok := side("height")
	return w, h, wok && hok
}
