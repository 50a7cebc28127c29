package maps

import (
	"fmt"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/rules/drawsteel"
)

// The keys each object of the format may hold. Anything else is an error,
// so that a typo ("stamnia") is caught instead of silently ignored; later
// versions of the format add keys here.
func topKeys() []string {
	return []string{"format", "name", "ruleset", "grid", "background", "ground", "terrain", "legend", "edges", "creatures", "annotations", "caption", "turn", "log", "autosave"}
}

func gridKeys() []string { return []string{"shape", "width", "height"} }

func legendKeys() []string {
	return []string{"wall", "wallHeight", "difficult", "damaging", "liquid"}
}

func creatureKeys() []string {
	return []string{"id", "name", "side", "object", "at", "z", "size", "speed", "stability",
		"might", "agility", "stamina", "maxStamina", "movement", "prone", "conditions", "hidden"}
}

// plannedRulesets are rulesets the format reserves but cannot load yet.
func plannedRulesets() []string { return nil }

// rulesetOf is the "ruleset" the file's top-level object names, or "".
func (d *decoder) rulesetOf(root node) string {
	for m := range d.t.members(root) {
		if m.key == "ruleset" && m.val.kind == kindString {
			return d.t.str(m.val)
		}
	}
	return ""
}

// decoder turns the JSON tree of a file into an Encounter, collecting
// every problem on the way.
type decoder struct {
	t    jsonText
	root node
	ps   problems
	// cursors remember, for each array a path was looked up in, the last
	// element found, so that the validator's problems, reported in order,
	// are located in one pass over each array.
	cursors map[int]cursor
}

type cursor struct {
	i int
	e node
}

// fail records a problem at node n.
func (d *decoder) fail(n *node, path, format string, args ...any) {
	d.ps.add(n.off, path, format, args...)
}

// at is the offset of the value at path, or of its nearest parent that the
// file has: a problem with a field left out points at the object lacking it.
func (d *decoder) at(path string) int {
	n := d.root
	for rest := path; rest != ""; {
		var ok bool
		switch rest[0] {
		case '[':
			if len(rest) > 1 && rest[1] == '"' {
				q, err := strconv.QuotedPrefix(rest[1:])
				if err != nil {
					return n.off
				}
				key, _ := strconv.Unquote(q)
				rest = strings.TrimPrefix(rest[1+len(q):], "]")
				n, ok = d.member(n, key)
				break
			}
			j := strings.IndexByte(rest, ']')
			i, err := strconv.Atoi(rest[1:max(j, 1)])
			if j < 0 || err != nil {
				return n.off
			}
			rest = rest[j+1:]
			n, ok = d.elem(n, i)
		default:
			rest = strings.TrimPrefix(rest, ".")
			j := strings.IndexAny(rest, ".[")
			if j < 0 {
				j = len(rest)
			}
			var key string
			key, rest = rest[:j], rest[j:]
			n, ok = d.member(n, key)
		}
		if !ok {
			break
		}
	}
	return n.off
}

// member is the value of the first key of object n, or n itself.
func (d *decoder) member(n node, key string) (node, bool) {
	for m := range d.t.members(n) {
		if m.key == key {
			return m.val, true
		}
	}
	return n, false
}

// elem is the i-th element of array n, or n itself.
func (d *decoder) elem(n node, i int) (node, bool) {
	if n.kind != kindArray || i < 0 {
		return n, false
	}
	c, ok := d.cursors[n.off]
	if !ok || c.i > i {
		if c.e, ok = d.t.first(n); !ok {
			return n, false
		}
		c.i = 0
	}
	for c.i < i {
		if c.e, ok = d.t.next(c.e); !ok {
			return n, false
		}
		c.i++
	}
	if d.cursors == nil {
		d.cursors = map[int]cursor{}
	}
	d.cursors[n.off] = c
	return c.e, true
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

// object checks that n is an object with no duplicate keys and no keys
// outside known. It returns the members with known keys, or nil.
func (d *decoder) object(n *node, path string, known []string) fields {
	if n.kind != kindObject {
		d.fail(n, path, "got %s, want an object {...}", n.kind)
		return nil
	}
	out := fields{}
	for m := range d.t.members(*n) {
		if out.get(m.key) != nil {
			d.ps.add(m.keyOff, join(path, m.key), "key %q appears twice", m.key)
			continue
		}
		if !slices.Contains(known, m.key) {
			if d.ps.wants(m.keyOff) { // not worth building the message of one past the first 100
				d.ps.add(m.keyOff, path, "unknown key %s (known keys: %s)", quoteShort(m.key), strings.Join(known, ", "))
			} else {
				d.ps.more++
			}
			continue
		}
		out = append(out, m)
	}
	return out
}

// fields are the members of an object that have known keys, the first of
// each key.
type fields []member

// get is the value of key, or nil.
func (f fields) get(key string) *node {
	for i := range f {
		if f[i].key == key {
			return &f[i].val
		}
	}
	return nil
}

// array checks that n is an array and returns its elements to walk.
func (d *decoder) array(n *node, path string, want string) iter.Seq2[int, node] {
	if n.kind != kindArray {
		d.fail(n, path, "got %s, want %s", n.kind, want)
	}
	return d.t.elems(*n)
}

// list checks that n is an array of at most most elements and returns them
// to walk. A longer one is reported (what names an element) and not read:
// a list of a million movement types must not take a million strings.
func (d *decoder) list(n *node, path, want string, most int, what string) iter.Seq2[int, node] {
	if n.kind == kindArray {
		if c := d.t.count(*n); c > most {
			d.fail(n, path, "%s is too many (at most %d)", plural(c, what), most)
			return func(func(int, node) bool) {}
		}
	}
	return d.array(n, path, want)
}

// tuple reads an array of exactly len(out) values, such as [x, y].
func (d *decoder) tuple(n *node, path, want, what string, out []node) bool {
	if n.kind != kindArray {
		d.fail(n, path, "got %s, want %s", n.kind, want)
		return false
	}
	if c := d.t.count(*n); c != len(out) {
		d.fail(n, path, "got %s, want %d: %s", plural(c, what), len(out), want)
		return false
	}
	for i, e := range d.t.elems(*n) {
		out[i] = e
	}
	return true
}

func (d *decoder) string(n *node, path string) (string, bool) {
	if n.kind != kindString {
		d.fail(n, path, "got %s, want a string", n.kind)
		return "", false
	}
	return d.t.str(*n), true
}

func (d *decoder) bool(n *node, path string) (bool, bool) {
	if n.kind != kindBool {
		d.fail(n, path, "got %s, want true or false", n.kind)
		return false, false
	}
	return d.t.boolean(*n), true
}

// wholeNumber reads a JSON number that is a whole number (2, 2.0 and 2e0
// all are) and fits an int. Plain integers, by far the most common, are
// read without allocating.
func (t jsonText) wholeNumber(n node) (int, bool) {
	if n.kind != kindNumber {
		return 0, false
	}
	b := t.b[n.off:n.end]
	digits := b
	if digits[0] == '-' {
		digits = digits[1:]
	}
	if len(digits) > 0 && len(digits) <= 15 {
		v := 0
		for _, c := range digits {
			if c < '0' || c > '9' {
				v = -1
				break
			}
			v = v*10 + int(c-'0')
		}
		if v >= 0 {
			if len(digits) < len(b) {
				v = -v
			}
			return v, true
		}
	}
	text := string(b)
	if v, err := strconv.Atoi(text); err == nil {
		return v, true
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1e15 {
		return 0, false
	}
	return int(f), true
}

// int reads a whole number from lo to hi.
func (d *decoder) int(n *node, path string, lo, hi int) (int, bool) {
	v, ok := d.t.wholeNumber(*n)
	switch {
	case n.kind != kindNumber:
		d.fail(n, path, "got %s, want a whole number from %d to %d", n.kind, lo, hi)
	case !ok:
		d.fail(n, path, "%s is not a whole number (want one from %d to %d)", d.t.str(*n), lo, hi)
	case v < lo || v > hi:
		d.fail(n, path, "%d is out of range (want a whole number from %d to %d)", v, lo, hi)
		ok = false
	}
	return v, ok
}

// whole reads a whole number whose range the validator checks later; the
// bound here only keeps arithmetic on it from overflowing.
func (d *decoder) whole(n *node, path string) (int, bool) {
	const limit = 1e9
	v, ok := d.t.wholeNumber(*n)
	switch {
	case n.kind != kindNumber:
		d.fail(n, path, "got %s, want a whole number", n.kind)
	case !ok:
		d.fail(n, path, "%s is not a whole number", d.t.str(*n))
	case v < -limit || v > limit:
		d.fail(n, path, "%d is far out of range", v)
		return 0, false
	}
	return v, ok
}

// decode reads the whole file. It returns nil if there were problems.
func (d *decoder) decode() *Encounter {
	root, err := parseTree(d.t.b)
	if err != nil {
		se := err.(*syntaxError)
		d.ps.add(se.off, "", "%s", se.msg)
		return nil
	}
	d.root = root
	if root.kind == kindObject {
		// Check the version first: another version's file may have other
		// keys, which are not worth listing as unknown.
		for m := range d.t.members(root) {
			if m.key == "format" && !d.format(&root, &m.val) {
				return nil
			}
		}
		switch d.rulesetOf(root) {
		case Realms:
			return d.decodeRealms(&root)
		case Zones:
			return d.decodeZones(&root)
		}
	}
	top := d.object(&root, "", topKeys())
	if top == nil {
		return nil
	}
	if top.get("format") == nil {
		d.format(&root, nil)
	}
	e := &Encounter{Ruleset: DrawSteel}
	if n := top.get("name"); n != nil {
		e.Name, _ = d.string(n, "name")
	}
	if n := top.get("ruleset"); n != nil {
		e.Ruleset = d.ruleset(n)
	}

	w, h, gridOK := d.grid(&root, top.get("grid"))
	if n := top.get("background"); n != nil {
		e.Background = d.background(n)
	}
	m := &mapDecoder{decoder: d, w: w, h: h, gridOK: gridOK, mapOK: gridOK}
	if gridOK {
		m.cells = make([]drawsteel.Cell, w*h)
		m.glyphs = make([]rune, w*h)
		for i := range m.glyphs {
			m.glyphs[i] = '.'
		}
	}
	if n := top.get("ground"); n != nil {
		m.ground(n)
	}
	legend := map[rune]drawsteel.Cell{}
	if n := top.get("legend"); n != nil {
		legend = m.legend(n)
	}
	if n := top.get("terrain"); n != nil {
		m.terrain(n, legend)
	}

	var b *drawsteel.Board
	if gridOK {
		b = &drawsteel.Board{Width: w, Height: h, Cells: m.cells}
	} else {
		b = &drawsteel.Board{}
	}
	if n := top.get("edges"); n != nil {
		b.Edges = squareEdges(d.edges(n, edgeGeometry{square: true, w: w, h: h}, gridOK))
	}
	var checks []check
	if n := top.get("creatures"); n != nil {
		b.Creatures, checks = d.creatures(n)
	}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		checks[i].bounds = checks[i].bounds && gridOK
		if checks[i].zLeftOut && gridOK {
			c.Z = b.GroundUnder(c.At, c.Size.Squares())
			// A z taken from a broken map is a guess: report no overlaps from it.
			checks[i].overlap = checks[i].overlap && m.mapOK
		}
		checks[i].overlap = checks[i].overlap && gridOK
	}
	v := validator{report: func(path, format string, args ...any) {
		d.ps.add(d.at(path), path, format, args...)
	}}
	if top.get("name") != nil {
		v.name("name", "name", e.Name)
	}
	v.creatures(b, checks)
	if n := top.get("annotations"); n != nil {
		var read []bool
		if e.Annotations, read = d.annotations(n); gridOK {
			v.annotations(b, e.Annotations, read)
		}
	}
	if n := top.get("caption"); n != nil {
		if s, ok := d.string(n, "caption"); ok {
			e.Caption = s
			v.caption(s)
		}
	}
	if n := top.get("turn"); n != nil {
		if t, ok := d.turn(n); ok {
			e.Turn = t
			v.turn(t, creatureKinds(b))
		}
	}
	if n := top.get("log"); n != nil {
		e.Log = d.log(n)
		v.log(e.Log)
	}
	d.autosaveField(top, e, v)
	if d.ps.count() > 0 {
		return nil
	}
	e.Board = b
	e.glyphs, e.glyphW, e.glyphH, e.legend = m.glyphs, w, h, legend
	return e
}

func (d *decoder) format(root, n *node) bool {
	if n == nil {
		d.fail(root, "", `missing "format" (want "format": %d)`, FormatVersion)
		return true
	}
	v, ok := d.t.wholeNumber(*n)
	switch {
	case !ok:
		d.fail(n, "format", "got %s, want the number %d", d.describe(n), FormatVersion)
		return false
	case v != FormatVersion:
		d.fail(n, "format", "format version %d is not supported (this program reads version %d)", v, FormatVersion)
		return false
	}
	return true
}

// describe is a short rendering of a scalar node for messages.
func (d *decoder) describe(n *node) string {
	switch n.kind {
	case kindString:
		return quoteShort(d.t.str(*n))
	case kindNumber:
		return quoteShort(d.t.str(*n))
	case kindBool:
		return strconv.FormatBool(d.t.boolean(*n))
	}
	return n.kind.String()
}

func (d *decoder) ruleset(n *node) string {
	s, ok := d.string(n, "ruleset")
	switch {
	case !ok:
	case s == DrawSteel:
	case slices.Contains(plannedRulesets(), s):
		d.fail(n, "ruleset", "ruleset %q is planned but not supported yet (supported: %s, %s, %s)", s, DrawSteel, Realms, Zones)
	default:
		d.fail(n, "ruleset", "unknown ruleset %q (supported: %s, %s, %s)", s, DrawSteel, Realms, Zones)
	}
	return s
}

func (d *decoder) grid(root, n *node) (w, h int, ok bool) {
	if n == nil {
		d.fail(root, "", `missing "grid" (want e.g. "grid": {"shape": "square", "width": 12, "height": 8})`)
		return 0, 0, false
	}
	g := d.object(n, "grid", gridKeys())
	if g == nil {
		return 0, 0, false
	}
	if s := g.get("shape"); s != nil {
		if shape, ok := d.string(s, "grid.shape"); ok && shape != "square" {
			if shape == "hex" {
				d.fail(s, "grid.shape", `a hex map is a "ruleset": "realms" file (Draw Steel maps want "square")`)
			} else {
				d.fail(s, "grid.shape", `unknown grid shape %q (want "square")`, shape)
			}
		}
	}
	side := func(key string) (int, bool) {
		v := g.get(key)
		if v == nil {
			d.fail(n, "grid", "missing %q (want a whole number of squares from 1 to %d)", key, MaxGridSide)
			return 0, false
		}
		return d.int(v, "grid."+key, 1, MaxGridSide)
	}
	w, wok := side("width")
	h, hok := side("height")
	return w, h, wok && hok
}
