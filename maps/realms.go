package maps

import (
	"fmt"
	stdmaps "maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/rules/realms"
)

// Realms is the ruleset name for Enchanted Realms on a hex map (issue 12).
const Realms = "realms"

// HexMap is an Enchanted Realms encounter's map: the rules board and how
// the file drew its terrain. Encounter.Hex holds it, and Encounter.Board is
// nil, for a file whose "ruleset" is "realms".
type HexMap struct {
	Board *realms.Board

	// glyphs holds one character per hex (row-major offset order, '.' for
	// open ground) and legend what each means, so that Marshal writes the
	// same characters back and a wall keeps its material.
	glyphs []rune
	legend map[rune]HexTerrain
}

// HexTerrain is one legend entry of a hex map: difficult terrain, a wall of
// a material, or an impassable hex (a chasm, deep water).
type HexTerrain struct {
	Difficult  bool
	Wall       string // material name: glass, wood, stone, metal or unbreakable
	Impassable bool
}

// Terrain is what the entry means to the rules.
func (t HexTerrain) Terrain() realms.Terrain {
	switch {
	case t.Wall != "":
		return realms.Wall
	case t.Impassable:
		return realms.Impassable
	case t.Difficult:
		return realms.Difficult
	}
	return realms.Open
}

// DefaultWall is the material of a wall hex the file did not draw (one the
// program added).
const DefaultWall = "stone"

// Material is the material of the wall at row-major hex index i, or ""
// when the hex is no wall.
func (h *HexMap) Material(i int) string {
	if i < 0 || i >= len(h.Board.Terrain) || h.Board.Terrain[i] != realms.Wall {
		return ""
	}
	if i < len(h.glyphs) {
		if e, ok := h.legend[h.glyphs[i]]; ok && e.Wall != "" {
			return e.Wall
		}
	}
	return DefaultWall
}

// The keys of a realms file's objects.
func realmsKeys() []string {
	return []string{"format", "name", "ruleset", "grid", "terrain", "legend", "edges", "creatures", "caption", "autosave"}
}
func hexGridKeys() []string   { return []string{"shape", "width", "height", "orientation"} }
func hexLegendKeys() []string { return []string{"difficult", "wall", "impassable"} }
func hexCreatureKeys() []string {
	return []string{"id", "name", "side", "at", "speed", "prone", "size", "effects"}
}
func effectKeys() []string { return []string{"name", "rate", "percent", "feet"} }

// decodeRealms reads a realms file (the format version is checked). It
// returns nil if there were problems.
func (d *decoder) decodeRealms(root *node) *Encounter {
	top := d.object(root, "", realmsKeys())
	if top == nil {
		return nil
	}
	if top.get("format") == nil {
		d.format(root, nil)
	}
	e := &Encounter{Ruleset: Realms}
	v := validator{report: func(path, format string, args ...any) {
		d.ps.add(d.at(path), path, format, args...)
	}}
	if n := top.get("name"); n != nil {
		if e.Name, _ = d.string(n, "name"); n.kind == kindString {
			v.name("name", "name", e.Name)
		}
	}
	g, gridOK := d.hexGrid(root, top.get("grid"))
	h := &HexMap{legend: map[rune]HexTerrain{}}
	if gridOK {
		h.Board = realms.NewBoard(g)
		h.glyphs = make([]rune, g.Len())
		for i := range h.glyphs {
			h.glyphs[i] = '.'
		}
	} else {
		h.Board = &realms.Board{}
	}
	mapOK := gridOK
	if n := top.get("legend"); n != nil {
		mapOK = d.hexLegend(n, h.legend) && mapOK
	}
	if n := top.get("terrain"); n != nil {
		mapOK = d.hexTerrain(n, h, g, gridOK) && mapOK
	}
	if n := top.get("edges"); n != nil {
		h.Board.Edges = hexEdges(d.edges(n, edgeGeometry{hex: g}, gridOK), g.Orientation)
	}
	var placed []bool
	if n := top.get("creatures"); n != nil {
		h.Board.Creatures, placed = d.hexCreatures(n, g, gridOK)
	}
	validateHex(v, h.Board, placed, mapOK)
	if n := top.get("caption"); n != nil {
		if s, ok := d.string(n, "caption"); ok {
			e.Caption = s
			v.caption(s)
		}
	}
	d.autosaveField(top, e, v)
	if d.ps.count() > 0 {
		return nil
	}
	e.Hex = h
	return e
}

func (d *decoder) hexGrid(root, n *node) (g grid.Hex, ok bool) {
	if n == nil {
		d.fail(root, "", `missing "grid" (want e.g. "grid": {"shape": "hex", "width": 12, "height": 9, "orientation": "pointy"})`)
		return g, false
	}
	f := d.object(n, "grid", hexGridKeys())
	if f == nil {
		return g, false
	}
	ok = true
	if s := f.get("shape"); s == nil {
		d.fail(n, "grid", `missing "shape" (a realms map is "shape": "hex")`)
		ok = false
	} else if shape, sok := d.string(s, "grid.shape"); sok && shape != "hex" {
		d.fail(s, "grid.shape", `%s: a realms map is drawn on hexes (want "hex")`, quoteShort(shape))
		ok = false
	} else if !sok {
		ok = false
	}
	if o := f.get("orientation"); o != nil {
		if s, sok := d.string(o, "grid.orientation"); sok && s != "pointy" && s != "flat" {
			// the rest of the file is still worth checking, as pointy
			d.fail(o, "grid.orientation", `unknown orientation %s (want "pointy": pointy-top hexes, odd rows shoved right; or "flat": flat-top hexes, odd columns shoved down)`, quoteShort(s))
		} else if sok {
			g.Orientation, _ = grid.ParseOrientation(s)
		}
	}
	side := func(key string) (int, bool) {
		v := f.get(key)
		if v == nil {
			d.fail(n, "grid", "missing %q (want a whole number of hexes from 1 to %d)", key, MaxGridSide)
			return 0, false
		}
		return d.int(v, "grid."+key, 1, MaxGridSide)
	}
	var wok, hok bool
	g.Width, wok = side("width")
	g.Height, hok = side("height")
	return g, ok && wok && hok
}

// hexLegend reads the legend into legend and reports whether every entry
// was good.
func (d *decoder) hexLegend(n *node, legend map[rune]HexTerrain) bool {
	if n.kind != kindObject {
		d.fail(n, "legend", "got %s, want an object {...}", n.kind)
		return false
	}
	ok := true
	for mem := range d.t.members(*n) {
		path := "legend[" + strconv.Quote(mem.key) + "]"
		r, size := utf8.DecodeRuneInString(mem.key)
		_, seen := legend[r]
		switch {
		case size == 0 || size != len(mem.key):
			d.ps.add(mem.keyOff, path, "a legend key must be a single character")
		case seen:
			d.ps.add(mem.keyOff, path, "key %q appears twice", mem.key)
		case r == '.':
			d.ps.add(mem.keyOff, path, `"." always means open ground and cannot be redefined`)
		case r == utf8.RuneError || unicode.IsSpace(r) || !unicode.IsPrint(r):
			d.ps.add(mem.keyOff, path, "a legend key must be a printable character, not white space or a control character")
		default:
			t, eok := d.hexLegendEntry(&mem.val, path)
			legend[r] = t
			ok = ok && eok
			continue
		}
		ok = false
	}
	return ok
}

func (d *decoder) hexLegendEntry(n *node, path string) (t HexTerrain, ok bool) {
	f := d.object(n, path, hexLegendKeys())
	if f == nil {
		return t, false
	}
	fails := d.ps.count()
	if v := f.get("wall"); v != nil {
		if s, sok := d.string(v, path+".wall"); sok {
			if _, err := drawsteel.ParseMaterial(s); err != nil {
				d.fail(v, path+".wall", "%v", err)
			} else {
				t.Wall = s
			}
		}
	}
	if v := f.get("difficult"); v != nil {
		t.Difficult, _ = d.bool(v, path+".difficult")
	}
	if v := f.get("impassable"); v != nil {
		t.Impassable, _ = d.bool(v, path+".impassable")
	}
	kinds := 0
	for _, on := range []bool{t.Wall != "", t.Difficult, t.Impassable} {
		if on {
			kinds++
		}
	}
	switch {
	case d.ps.count() > fails:
	case kinds == 0:
		d.fail(n, path, `says nothing (want {"difficult": true}, {"wall": "stone"} or {"impassable": true})`)
	case kinds > 1:
		d.fail(n, path, `a hex is one of difficult, wall or impassable (want one of {"difficult": true}, {"wall": "stone"}, {"impassable": true})`)
	}
	return t, d.ps.count() == fails
}

// hexTerrain reads the terrain rows into h and reports whether they were good.
func (d *decoder) hexTerrain(n *node, h *HexMap, g grid.Hex, gridOK bool) bool {
	if n.kind != kindArray {
		d.fail(n, "terrain", "got %s, want an array of rows", n.kind)
		return false
	}
	ok := true
	if c := d.t.count(*n); gridOK && c != g.Height {
		d.fail(n, "terrain", "%s, want %d (one per row; the grid height is %d)", plural(c, "row"), g.Height, g.Height)
		ok = false
	}
	var known []string
	for _, r := range slices.Sorted(stdmaps.Keys(h.legend)) {
		known = append(known, strconv.Quote(string(r)))
	}
	knownText := "the legend is empty"
	if len(known) > 0 {
		knownText = "the legend has " + strings.Join(known, ", ")
	}
	for y, row := range d.t.elems(*n) {
		path := index("terrain", y)
		s, sok := d.string(&row, path)
		if !sok {
			ok = false
			continue
		}
		if got := utf8.RuneCountInString(s); gridOK && got != g.Width {
			d.fail(&row, path, "row has %s, want %d (the grid width)", hexes(got), g.Width)
			ok = false
		}
		x, unknowns := -1, 0
		for _, r := range s {
			x++
			if r == '.' {
				continue
			}
			t, known := h.legend[r]
			if !known {
				ok = false
				// one message per row is enough to act on
				if unknowns++; unknowns == 1 {
					d.ps.add(charOffset(d.t.b, row, x), path, `unknown character %s at col %d, row %d ("." is open ground; %s)`, quoteShort(string(r)), x, y, knownText)
				}
				continue
			}
			if gridOK && x < g.Width && y < g.Height {
				i := y*g.Width + x
				h.glyphs[i] = r
				h.Board.Terrain[i] = t.Terrain()
			}
		}
	}
	return ok
}

func (d *decoder) hexCreatures(n *node, g grid.Hex, gridOK bool) ([]realms.Creature, []bool) {
	return creatureList(d, n, func(e *node, path string) (realms.Creature, bool) {
		c, ok := d.hexCreature(e, path, g)
		return c, ok && gridOK
	})
}

// hexCreature reads one creature; ok says whether its place and size read
// well enough to check its space against the map and the others.
func (d *decoder) hexCreature(n *node, path string, g grid.Hex) (c realms.Creature, ok bool) {
	c.Size, c.Side = realms.Medium, DefaultSide
	f := d.object(n, path, hexCreatureKeys())
	if f == nil {
		return c, false
	}
	if v := f.get("id"); v != nil {
		c.ID, _ = d.string(v, path+".id")
	}
	c.Name = c.ID
	if v := f.get("name"); v != nil {
		c.Name, _ = d.string(v, path+".name")
	}
	if v := f.get("side"); v != nil {
		c.Side, _ = d.string(v, path+".side")
	}
	if v := f.get("speed"); v == nil {
		d.fail(n, path, `missing "speed" (want the species movement in feet, e.g. "speed": 40)`)
	} else {
		c.Speed, _ = d.whole(v, path+".speed")
	}
	if v := f.get("prone"); v != nil {
		c.Prone, _ = d.bool(v, path+".prone")
	}
	if v := f.get("effects"); v != nil {
		c.Effects = []realms.Effect{}
		for j, en := range d.array(v, path+".effects", `an array like [{"name": "bound", "percent": 50}]`) {
			if e, eok := d.effect(&en, index(path+".effects", j)); eok {
				c.Effects = append(c.Effects, e)
			}
		}
	}
	placeFails := d.ps.count()
	if v := f.get("size"); v != nil {
		if s, sok := d.string(v, path+".size"); sok {
			if z, err := realms.ParseSize(s); err != nil || s == "" {
				d.fail(v, path+".size", "unknown size %s (want tiny, small, medium, large, huge or gargantuan)", quoteShort(s))
			} else {
				c.Size = z
			}
		}
	}
	if v := f.get("at"); v == nil {
		d.fail(n, path, `missing "at" (want the creature's hex as [col, row], e.g. "at": [2, 3])`)
	} else {
		var xy [2]node
		if d.tuple(v, path+".at", "[col, row]", "number", xy[:]) {
			col, _ := d.whole(&xy[0], path+".at[0]")
			row, _ := d.whole(&xy[1], path+".at[1]")
			c.At = g.Orientation.Axial(grid.Offset{Col: col, Row: row})
		}
	}
	return c, d.ps.count() == placeFails
}

// effect reads {"name": ..., "rate"|"percent"|"feet": N}.
func (d *decoder) effect(n *node, path string) (e realms.Effect, ok bool) {
	f := d.object(n, path, effectKeys())
	if f == nil {
		return e, false
	}
	fails := d.ps.count()
	if v := f.get("name"); v == nil {
		d.fail(n, path, `missing "name" (want what the effect is, e.g. "name": "bound")`)
	} else {
		e.Name, _ = d.string(v, path+".name")
	}
	kinds := 0
	for _, k := range []realms.EffectKind{realms.Rate, realms.Percent, realms.Feet} {
		if v := f.get(k.String()); v != nil {
			kinds++
			e.Kind = k
			e.Value, _ = d.whole(v, path+"."+k.String())
		}
	}
	switch kinds {
	case 0:
		d.fail(n, path, `missing the change (want "rate": feet added to the movement rate, "percent": the movement restricted to this percentage, or "feet": feet added afterwards)`)
	case 2, 3:
		d.fail(n, path, `an effect has one of "rate", "percent" or "feet"; give each change as its own effect`)
	}
	return e, d.ps.count() == fails
}

// validateHex checks what the decoder cannot see field by field, and what
// Marshal checks before writing: names, ranges, each creature's space on
// the map and on ground it may stand on, ids and spaces unique. placed[i]
// (nil: all) says whether creature i's place read well enough to check;
// mapOK whether the terrain did.
func validateHex(v validator, b *realms.Board, placed []bool, mapOK bool) {
	g := b.Geometry
	ids := make(map[string]int, len(b.Creatures))
	owner := map[grid.Cell]int{}
	var fp []grid.Cell
	for i := range b.Creatures {
		c := &b.Creatures[i]
		path := index("creatures", i)
		if c.ID == "" {
			v.report(path+".id", `missing id (want a unique id, e.g. "id": "brann")`)
		} else if j, dup := ids[c.ID]; dup {
			v.report(path+".id", "%s is also the id of creatures[%d] (want unique ids)", quoteShort(c.ID), j)
		} else {
			ids[c.ID] = i
		}
		v.name(path+".id", "id", c.ID)
		v.name(path+".name", "name", c.Name)
		v.name(path+".side", "side", c.Side)
		v.inRange(path, ".speed", "speed", c.Speed, 0, MaxStat, " feet of species movement")
		for k, e := range c.Effects {
			ep := index(path+".effects", k)
			v.name(ep+".name", "name", e.Name)
			switch e.Kind {
			case realms.Percent:
				v.inRange(ep, ".percent", "percent", e.Value, 0, MaxStat, " (50 halves the movement)")
			case realms.Rate, realms.Feet:
				v.inRange(ep, "."+e.Kind.String(), e.Kind.String(), e.Value, -MaxStat, MaxStat, " feet")
			default:
				v.report(ep, "kind %d, want rate, percent or feet", int(e.Kind))
			}
		}
		if placed != nil && !placed[i] || g.Len() == 0 {
			continue
		}
		at := g.Orientation.Offset(c.At)
		fp = c.Size.Footprint(c.At, fp[:0])
		inside := true
		for _, hx := range fp {
			if !g.In(hx) {
				inside = false
			}
		}
		if !inside {
			v.report(path+".at", "%s (%s) at [%d, %d] has hexes outside the %dx%d map (a %s creature covers %s)",
				quoteShort(c.ID), c.Size, at.Col, at.Row, g.Width, g.Height, c.Size, hexes(len(fp)))
			continue
		}
		for _, hx := range fp {
			if t := b.TerrainAt(hx); mapOK && t.Blocks() {
				o := g.Orientation.Offset(hx)
				v.report(path+".at", "%s stands on [%d, %d], which is %s (want open or difficult ground)", quoteShort(c.ID), o.Col, o.Row, t)
				break
			}
		}
		for _, hx := range fp {
			if j, taken := owner[hx]; taken {
				o := g.Orientation.Offset(hx)
				v.report(path, "%s overlaps %s (creatures[%d]) at hex [%d, %d]", quoteShort(c.ID), quoteShort(b.Creatures[j].ID), j, o.Col, o.Row)
				break
			}
		}
		for _, hx := range fp {
			if _, taken := owner[hx]; !taken {
				owner[hx] = i
			}
		}
	}
}

// hexes is "1 hex" or "N hexes".
func hexes(n int) string {
	if n == 1 {
		return "1 hex"
	}
	return strconv.Itoa(n) + " hexes"
}

// marshalRealms writes a realms encounter; see Marshal.
func (e *Encounter) marshalRealms() ([]byte, hexWritten, error) {
	h := e.Hex
	if err := e.checkRealms(); err != nil {
		return nil, hexWritten{}, err
	}
	b := h.Board
	g := b.Geometry
	var fields []string
	add := func(key, value string) { fields = append(fields, quote(key)+": "+value) }
	add("format", strconv.Itoa(FormatVersion))
	if e.Name != "" {
		add("name", quote(e.Name))
	}
	add("ruleset", quote(Realms))
	add("grid", fmt.Sprintf(`{"shape": "hex", "width": %d, "height": %d, "orientation": %s}`, g.Width, g.Height, quote(g.Orientation.String())))
	w := h.written()
	if len(w.legend) > 0 {
		rows := make([]string, g.Height)
		for y := range rows {
			rows[y] = quote(string(w.glyphs[y*g.Width : (y+1)*g.Width]))
		}
		add("terrain", block(rows, "  "))
		add("legend", legendJSON(w.legend, hexLegendJSON))
	}
	if len(b.Edges) > 0 {
		add("edges", hexEdgesJSON(b))
	}
	if len(b.Creatures) > 0 {
		add("creatures", blockOf(len(b.Creatures), func(i int) string { return hexCreatureJSON(b, &b.Creatures[i]) }))
	}
	if e.Caption != "" {
		add("caption", quote(e.Caption))
	}
	if err := e.addAutosave(add); err != nil {
		return nil, hexWritten{}, err
	}
	return []byte("{\n  " + strings.Join(fields, ",\n  ") + "\n}\n"), w, nil
}

// hexWritten is how a realms file drew its terrain.
type hexWritten struct {
	glyphs []rune
	legend map[rune]HexTerrain
}

// written picks a character for every hex: the one the file used where it
// still means the hex's terrain, else a legend character that does, else
// a new one; the legend keeps only characters in use.
func (h *HexMap) written() hexWritten {
	b := h.Board
	w := hexWritten{glyphs: make([]rune, len(b.Terrain)), legend: map[rune]HexTerrain{}}
	byTerrain := map[realms.Terrain]rune{}
	for _, r := range slices.Sorted(stdmaps.Keys(h.legend)) {
		if t := h.legend[r].Terrain(); t != realms.Open {
			if _, ok := byTerrain[t]; !ok {
				byTerrain[t] = r
			}
		}
	}
	for i, t := range b.Terrain {
		r := '.'
		if t != realms.Open {
			if i < len(h.glyphs) && h.legend[h.glyphs[i]].Terrain() == t {
				r = h.glyphs[i]
			} else if q, ok := byTerrain[t]; ok {
				r = q
			} else {
				r = newHexGlyph(t, h.legend, w.legend)
				byTerrain[t] = r
				w.legend[r] = defaultHexTerrain(t)
			}
			if _, ok := w.legend[r]; !ok {
				w.legend[r] = h.legend[r]
			}
		}
		w.glyphs[i] = r
	}
	return w
}

// newHexGlyph is a character for terrain t that neither legend uses.
func newHexGlyph(t realms.Terrain, a, b map[rune]HexTerrain) rune {
	prefer := map[realms.Terrain]string{realms.Difficult: "d~,;", realms.Wall: "#WS", realms.Impassable: "X_"}[t]
	for _, r := range prefer + "abcefghijklmnopqrstuvwxyz" {
		_, inA := a[r]
		_, inB := b[r]
		if !inA && !inB {
			return r
		}
	}
	return '?'
}

func defaultHexTerrain(t realms.Terrain) HexTerrain {
	switch t {
	case realms.Wall:
		return HexTerrain{Wall: DefaultWall}
	case realms.Impassable:
		return HexTerrain{Impassable: true}
	}
	return HexTerrain{Difficult: true}
}

func hexLegendJSON(t HexTerrain) string {
	switch {
	case t.Wall != "":
		return `{"wall": ` + quote(t.Wall) + `}`
	case t.Impassable:
		return `{"impassable": true}`
	}
	return `{"difficult": true}`
}

func hexCreatureJSON(b *realms.Board, c *realms.Creature) string {
	var parts []string
	add := func(key, value string) { parts = append(parts, quote(key)+": "+value) }
	add("id", quote(c.ID))
	if c.Name != c.ID {
		add("name", quote(c.Name))
	}
	add("side", quote(c.Side))
	p := b.Pos(c.At)
	add("at", fmt.Sprintf("[%d, %d]", p[0], p[1]))
	add("speed", strconv.Itoa(c.Speed))
	if c.Size != realms.Medium {
		add("size", quote(c.Size.String()))
	}
	if c.Prone {
		add("prone", "true")
	}
	if len(c.Effects) > 0 {
		es := make([]string, len(c.Effects))
		for i, e := range c.Effects {
			es[i] = fmt.Sprintf(`{"name": %s, %s: %d}`, quote(e.Name), quote(e.Kind.String()), e.Value)
		}
		add("effects", "["+strings.Join(es, ", ")+"]")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// checkRealms runs the checks Parse runs on a file against the hex board.
func (e *Encounter) checkRealms() error {
	var ps []Problem
	report := func(path, format string, args ...any) {
		ps = append(ps, Problem{Path: path, Message: fmt.Sprintf(format, args...), off: -1})
	}
	v := validator{report: report}
	b := e.Hex.Board
	if b == nil {
		return &BoardError{Problems: []Problem{{Message: "the encounter has no hex board", off: -1}}}
	}
	g := b.Geometry
	switch {
	case g.Width < 1 || g.Height < 1 || g.Width > MaxGridSide || g.Height > MaxGridSide:
		report("grid", "%dx%d hexes, want a width and height from 1 to %d", g.Width, g.Height, MaxGridSide)
	case len(b.Terrain) != g.Len():
		report("terrain", "%d hexes, want %d (width x height)", len(b.Terrain), g.Len())
	case len(b.Creatures) > MaxCreatures:
		report("creatures", "%d creatures is too many (at most %d)", len(b.Creatures), MaxCreatures)
	default:
		v.name("name", "name", e.Name)
		validateHex(v, b, nil, true)
		v.hexEdges(b)
		v.caption(e.Caption)
	}
	if len(ps) > 0 {
		return &BoardError{Problems: ps}
	}
	return nil
}

// hexSummary is Summary for a realms encounter.
func (e *Encounter) hexSummary(name string) string {
	b := e.Hex.Board
	g := b.Geometry
	parts := []string{fmt.Sprintf("%dx%d hexes (%s)", g.Width, g.Height, g.Orientation)}
	sides := map[string]int{}
	for _, c := range b.Creatures {
		sides[c.Side]++
	}
	cs := plural(len(b.Creatures), "creature")
	if len(b.Creatures) > 0 {
		var bySide []string
		for _, s := range slices.Sorted(stdmaps.Keys(sides)) {
			bySide = append(bySide, fmt.Sprintf("%s %d", s, sides[s]))
		}
		cs += " (" + strings.Join(bySide, ", ") + ")"
	}
	parts = append(parts, cs)
	var counts [realms.Impassable + 1]int
	for _, t := range b.Terrain {
		counts[t]++
	}
	if n := counts[realms.Wall]; n > 0 {
		parts = append(parts, strings.Replace(hexes(n), " ", " wall ", 1))
	}
	for _, t := range []realms.Terrain{realms.Difficult, realms.Impassable} {
		if counts[t] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[t], t))
		}
	}
	var kinds []rules.EdgeKind
	for _, e := range b.Edges {
		kinds = append(kinds, e.Kind)
	}
	if s := edgeSummary(kinds); s != "" {
		parts = append(parts, s)
	}
	return fmt.Sprintf("%s: %s, %s", name, Realms, strings.Join(parts, ", "))
}

// saveRealms is Save for a realms encounter.
func (e *Encounter) saveRealms(path string) error {
	data, w, err := e.marshalRealms()
	if err := writeMarshalled(path, data, err); err != nil {
		return err
	}
	e.Hex.glyphs, e.Hex.legend = w.glyphs, w.legend
	return nil
}
