package maps

import (
	"fmt"
	"iter"
	stdmaps "maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// This file reads a Draw Steel board: ground, legend and terrain into
// cells, and the creatures. decode.go reads the envelope.

// mapDecoder reads the ground, legend and terrain into cells.
type mapDecoder struct {
	*decoder
	w, h          int
	gridOK, mapOK bool
	cells         []drawsteel.Cell
	glyphs        []rune
}

func (m *mapDecoder) bad(n *node, path, format string, args ...any) {
	m.mapOK = false
	m.fail(n, path, format, args...)
}

// rows checks the number of rows against the grid height and returns the
// rows to walk.
func (m *mapDecoder) rows(n *node, path string) iter.Seq2[int, node] {
	rows := m.array(n, path, "an array of rows")
	if n.kind != kindArray {
		m.mapOK = false
	}
	if m.gridOK && n.kind == kindArray {
		if c := m.t.count(*n); c != m.h {
			m.bad(n, path, "%s, want %d (one per row; the grid height is %d)", plural(c, "row"), m.h, m.h)
		}
	}
	return rows
}

// rowLength checks a row's length against the grid width.
func (m *mapDecoder) rowLength(n *node, path string, got int) {
	if m.gridOK && got != m.w {
		m.bad(n, path, "row has %s, want %d (the grid width)", plural(got, "square"), m.w)
	}
}

// cell is the cell at x, y, or nil off the grid.
func (m *mapDecoder) cell(x, y int) *drawsteel.Cell {
	if m.gridOK && x < m.w && y < m.h {
		return &m.cells[y*m.w+x]
	}
	return nil
}

func (m *mapDecoder) ground(n *node) {
	for y, row := range m.rows(n, "ground") {
		path := func() string { return index("ground", y) }
		switch row.kind {
		case kindString:
			text := m.t.str(row)
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
				m.ps.add(charOffset(m.t.b, row, first), path(), "%s at x %d is not a digit (a row string holds digits 0-9; write the row as an array of numbers for other heights%s)", quoteShort(string(bad)), first, more)
			}
		case kindArray:
			m.rowLength(&row, path(), m.t.count(row))
			for x, v := range m.t.elems(row) {
				g, ok := m.t.wholeNumber(v)
				if !ok || g < -MaxHeight || g > MaxHeight {
					m.mapOK = false
					// Build the path only for a problem that is kept: a
					// 1000x1000 map has a million of these.
					if m.ps.wants(v.off) {
						m.int(&v, index(path(), x), -MaxHeight, MaxHeight)
					} else {
						m.ps.more++
					}
					continue
				}
				if c := m.cell(x, y); c != nil {
					c.Ground = g
				}
			}
		default:
			m.bad(&row, path(), `got %s, want a string of digits like "0011" or an array of numbers like [0, 0, 12, -1]`, row.kind)
		}
	}
}

func (m *mapDecoder) legend(n *node) map[rune]drawsteel.Cell {
	legend := map[rune]drawsteel.Cell{}
	if n.kind != kindObject {
		m.bad(n, "legend", "got %s, want an object {...}", n.kind)
		return legend
	}
	seen := map[rune]bool{}
	for mem := range m.t.members(*n) {
		path := "legend[" + strconv.Quote(mem.key) + "]"
		r, size := utf8.DecodeRuneInString(mem.key)
		switch {
		case size == 0 || size != len(mem.key):
			m.mapOK = false
			m.ps.add(mem.keyOff, path, "a legend key must be a single character")
			continue
		case seen[r]: // the first one counts
			m.ps.add(mem.keyOff, path, "key %q appears twice", mem.key)
			continue
		case r == '.':
			m.mapOK = false
			m.ps.add(mem.keyOff, path, `"." always means plain ground and cannot be redefined`)
			continue
		case r == utf8.RuneError || unicode.IsSpace(r) || !unicode.IsPrint(r):
			m.mapOK = false
			m.ps.add(mem.keyOff, path, "a legend key must be a printable character, not white space or a control character")
			continue
		}
		seen[r] = true
		legend[r] = m.legendEntry(&mem.val, path)
	}
	return legend
}

func (m *mapDecoder) legendEntry(n *node, path string) drawsteel.Cell {
	var c drawsteel.Cell
	f := m.object(n, path, legendKeys())
	if f == nil {
		m.mapOK = false
		return c
	}
	ok := true
	if v := f.get("wall"); v != nil {
		if s, sok := m.string(v, path+".wall"); !sok {
			ok = false
		} else if mat, err := drawsteel.ParseMaterial(s); err != nil {
			m.fail(v, path+".wall", "%v", err)
			ok = false
		} else {
			c.Wall, c.WallHeight = mat, 1
		}
	}
	if v := f.get("wallHeight"); v != nil {
		hgt, hok := m.int(v, path+".wallHeight", 1, MaxHeight)
		switch {
		case !hok:
			ok = false
		case f.get("wall") == nil:
			m.fail(v, path+".wallHeight", `wallHeight needs "wall" (the material: glass, wood, stone, metal or unbreakable)`)
			ok = false
		default:
			c.WallHeight = hgt
		}
	}
	if v := f.get("difficult"); v != nil {
		var bok bool
		c.Difficult, bok = m.bool(v, path+".difficult")
		ok = ok && bok
	}
	if v := f.get("damaging"); v != nil {
		var iok bool
		c.Damaging, iok = m.int(v, path+".damaging", 0, MaxStat)
		ok = ok && iok
	}
	if v := f.get("liquid"); v != nil {
		var iok bool
		c.Liquid, iok = m.int(v, path+".liquid", 0, MaxHeight)
		ok = ok && iok
	}
	if !ok {
		m.mapOK = false
	}
	return normalize(c)
}

func (m *mapDecoder) terrain(n *node, legend map[rune]drawsteel.Cell) {
	var known []string
	for _, r := range slices.Sorted(stdmaps.Keys(legend)) {
		known = append(known, strconv.Quote(string(r)))
	}
	knownText := "the legend is empty"
	if len(known) > 0 {
		knownText = "the legend has " + strings.Join(known, ", ")
	}
	for y, row := range m.rows(n, "terrain") {
		path := index("terrain", y)
		s, ok := m.string(&row, path)
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
			m.ps.add(charOffset(m.t.b, row, u.x), path, `unknown character %s at x %d, y %d (%s"." is plain ground; %s)`, quoteShort(string(r)), u.x, y, more, knownText)
		}
	}
}

// maxUnknownGlyphs is how many different unknown characters of one terrain
// row are told apart.
const maxUnknownGlyphs = 20

func (d *decoder) creatures(n *node) ([]drawsteel.Creature, []check) {
	return creatureList(d, n, d.creature)
}

// creatureList reads the "creatures" array with one, the ruleset's reader
// of a creature, refusing more than MaxCreatures before reading any; each
// creature comes with what one says of it.
func creatureList[C, K any](d *decoder, n *node, one func(n *node, path string) (C, K)) ([]C, []K) {
	elems := d.array(n, "creatures", "an array of creatures")
	count := d.t.count(*n)
	if count > MaxCreatures {
		d.fail(n, "creatures", "%d creatures is too many (at most %d)", count, MaxCreatures)
		return nil, nil
	}
	out := make([]C, 0, count)
	said := make([]K, 0, count)
	for i, e := range elems {
		c, k := one(&e, index("creatures", i))
		out = append(out, c)
		said = append(said, k)
	}
	return out, said
}

// creature reads one creature, applying the defaults for fields left out.
// The check says which further checks its fields are good enough for.
func (d *decoder) creature(n *node, path string) (c drawsteel.Creature, ch check) {
	c = drawsteel.Creature{Size: drawsteel.SizeMedium}
	f := d.object(n, path, creatureKeys())
	if f == nil {
		return c, check{}
	}
	ch = check{fields: true, bounds: true, overlap: true}
	// placed runs a step that reads where the creature is or how big; if it
	// fails, the creature is not tested for bounds and overlaps.
	placed := func(step func()) {
		fails := d.ps.count()
		step()
		if d.ps.count() > fails {
			ch.bounds, ch.overlap = false, false
		}
	}
	// str, num and flag read a field, building its path only for a
	// problem: a file may hold 10,000 creatures.
	str := func(key string, dst *string) bool {
		v := f.get(key)
		switch {
		case v == nil:
			return false
		case v.kind == kindString:
			*dst = d.t.str(*v)
		default:
			*dst, _ = d.string(v, join(path, key))
		}
		return true
	}
	num := func(key string, dst *int) bool {
		v := f.get(key)
		if v == nil {
			return false
		}
		if n, ok := d.t.wholeNumber(*v); ok && n >= -1e9 && n <= 1e9 {
			*dst = n
		} else {
			*dst, _ = d.whole(v, join(path, key))
		}
		return true
	}
	flag := func(key string, dst *bool) {
		if v := f.get(key); v != nil && v.kind == kindBool {
			*dst = d.t.boolean(*v)
		} else if v != nil {
			*dst, _ = d.bool(v, join(path, key))
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
		v := f.get("at")
		if v == nil {
			d.fail(n, path, `missing "at" (want the top-left square of the creature's space, e.g. "at": [2, 3])`)
			return
		}
		var xy [2]node
		if d.tuple(v, path+".at", "[x, y]", "number", xy[:]) {
			c.At.X, _ = d.whole(&xy[0], path+".at[0]")
			c.At.Y, _ = d.whole(&xy[1], path+".at[1]")
		}
	})
	placed(func() { ch.zLeftOut = !num("z", &c.Z) })
	placed(func() {
		v := f.get("size")
		if v == nil {
			return
		}
		switch v.kind {
		case kindString, kindNumber:
			text := d.t.str(*v)
			if len(text) > 8 {
				d.fail(v, path+".size", "unknown size %s (want 1T, 1S, 1M, 1L or a whole number from 1 to 64)", quoteShort(text))
				return
			}
			s, err := drawsteel.ParseSize(text)
			if err != nil {
				d.fail(v, path+".size", "%v", err)
			} else {
				c.Size = s
			}
		default:
			d.fail(v, path+".size", `got %s, want "1T", "1S", "1M", "1L" or a whole number from 1 to 64`, v.kind)
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
	if v := f.get("movement"); v != nil {
		c.Movement = []drawsteel.MoveType{}
		for j, m := range d.list(v, path+".movement", `an array like ["walk", "fly"]`, len(drawsteel.MoveTypes()), "movement type") {
			if s, ok := d.string(&m, index(path+".movement", j)); ok {
				c.Movement = append(c.Movement, drawsteel.MoveType(s))
			}
		}
	} else if c.Object {
		c.Movement = []drawsteel.MoveType{}
	} else {
		c.Movement = []drawsteel.MoveType{drawsteel.Walk}
	}
	flag("prone", &c.Prone)
	if v := f.get("conditions"); v != nil {
		for j, m := range d.list(v, path+".conditions", `an array like ["slowed", "dazed"]`, len(drawsteel.Conditions()), "condition") {
			if s, ok := d.string(&m, index(path+".conditions", j)); ok {
				c.Conditions = append(c.Conditions, drawsteel.Condition(s))
			}
		}
	}
	return c, ch
}
