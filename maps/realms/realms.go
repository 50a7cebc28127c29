package realms

import (
	"fmt"
	stdmaps "maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps/internal/edgefile"
	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules"
	"github.com/battlemap/battlemap/rules/realms"
)

// HexMap is an Enchanted Realms encounter's map: the rules board and how
// the file drew its terrain. Encounter.Hex holds it for a file whose
// "ruleset" is "realms".
type HexMap struct {
	Board *realms.Board

	// glyphs holds one character per hex (row-major offset order, '.' for
	// open ground) and legend what each means, so that Marshal writes the
	// same characters back and a wall keeps its material.
	glyphs []rune
	legend map[rune]hexTerrain
}

// hexTerrain is one legend entry of a hex map: difficult terrain, a wall of
// a material, or an impassable hex (a chasm, deep water).
type hexTerrain struct {
	Difficult  bool
	Wall       string // material name: glass, wood, stone, metal or unbreakable
	Impassable bool
}

// Terrain is what the entry means to the rules.
func (t hexTerrain) Terrain() realms.Terrain {
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

// defaultSide is the side of a creature whose file leaves it out.
const defaultSide = "enemies"

// defaultWall is the material of a wall hex the file did not draw (one the
// program added).
const defaultWall = "stone"

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
	return defaultWall
}

// Keys are the keys a realms file's top-level object may hold, in the
// order messages list them: the envelope's and the hex map's.
func Keys() []string {
	return []string{"format", "name", "ruleset", "grid", "terrain", "legend", "edges", "creatures", "background", "caption", "autosave"}
}
func hexGridKeys() []string   { return []string{"shape", "width", "height", "orientation"} }
func hexLegendKeys() []string { return []string{"difficult", "wall", "impassable"} }
func hexCreatureKeys() []string {
	return []string{"id", "name", "side", "at", "speed", "prone", "size", "effects", "hidden"}
}
func effectKeys() []string { return []string{"name", "rate", "percent", "feet"} }

// Decode reads the hex map of a realms file (grid, legend, terrain,
// creatures) from its top-level fields and checks it.
func Decode(jd *jsonfile.Decoder, root *jsonfile.Node, top jsonfile.Fields) *HexMap {
	d := &decoder{jd}
	g, gridOK := d.hexGrid(root, top.Get("grid"))
	h := &HexMap{legend: map[rune]hexTerrain{}}
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
	if n := top.Get("legend"); n != nil {
		mapOK = d.hexLegend(n, h.legend) && mapOK
	}
	if n := top.Get("terrain"); n != nil {
		mapOK = d.hexTerrain(n, h, g, gridOK) && mapOK
	}
	if n := top.Get("edges"); n != nil {
		h.Board.Edges = hexEdges(edgefile.Read(jd, n, edgefile.Hexes(g), gridOK), g.Orientation)
	}
	var placed []bool
	if n := top.Get("creatures"); n != nil {
		h.Board.Creatures, placed = d.hexCreatures(n, g, gridOK)
	}
	validateHex(jd.Validator(), h.Board, placed, mapOK)
	return h
}

// decoder reads a realms file's hex map.
type decoder struct{ *jsonfile.Decoder }

func (d *decoder) hexGrid(root, n *jsonfile.Node) (g grid.Hex, ok bool) {
	if n == nil {
		d.Fail(root, "", `missing "grid" (want e.g. "grid": {"shape": "hex", "width": 12, "height": 9, "orientation": "pointy"})`)
		return g, false
	}
	f := d.Object(n, "grid", hexGridKeys())
	if f == nil {
		return g, false
	}
	ok = true
	if s := f.Get("shape"); s == nil {
		d.Fail(n, "grid", `missing "shape" (a realms map is "shape": "hex")`)
		ok = false
	} else if shape, sok := d.String(s, "grid.shape"); sok && shape != "hex" {
		d.Fail(s, "grid.shape", `%s: a realms map is drawn on hexes (want "hex")`, jsonfile.QuoteShort(shape))
		ok = false
	} else if !sok {
		ok = false
	}
	if o := f.Get("orientation"); o != nil {
		if s, sok := d.String(o, "grid.orientation"); sok && s != "pointy" && s != "flat" {
			// the rest of the file is still worth checking, as pointy
			d.Fail(o, "grid.orientation", `unknown orientation %s (want "pointy": pointy-top hexes, odd rows shoved right; or "flat": flat-top hexes, odd columns shoved down)`, jsonfile.QuoteShort(s))
		} else if sok {
			g.Orientation, _ = grid.ParseOrientation(s)
		}
	}
	side := func(key string) (int, bool) {
		v := f.Get(key)
		if v == nil {
			d.Fail(n, "grid", "missing %q (want a whole number of hexes from 1 to %d)", key, jsonfile.MaxGridSide)
			return 0, false
		}
		return d.Int(v, "grid."+key, 1, jsonfile.MaxGridSide)
	}
	var wok, hok bool
	g.Width, wok = side("width")
	g.Height, hok = side("height")
	return g, ok && wok && hok
}

// hexLegend reads the legend into legend and reports whether every entry
// was good.
func (d *decoder) hexLegend(n *jsonfile.Node, legend map[rune]hexTerrain) bool {
	if n.Kind != jsonfile.KindObject {
		d.Fail(n, "legend", "got %s, want an object {...}", n.Kind)
		return false
	}
	ok := true
	for mem := range d.Members(*n) {
		path := "legend[" + strconv.Quote(mem.Key) + "]"
		r, size := utf8.DecodeRuneInString(mem.Key)
		_, seen := legend[r]
		switch {
		case size == 0 || size != len(mem.Key):
			d.Add(mem.KeyOff, path, "a legend key must be a single character")
		case seen:
			d.Add(mem.KeyOff, path, "key %q appears twice", mem.Key)
		case r == '.':
			d.Add(mem.KeyOff, path, `"." always means open ground and cannot be redefined`)
		case r == utf8.RuneError || unicode.IsSpace(r) || !unicode.IsPrint(r):
			d.Add(mem.KeyOff, path, "a legend key must be a printable character, not white space or a control character")
		default:
			t, eok := d.hexLegendEntry(&mem.Val, path)
			legend[r] = t
			ok = ok && eok
			continue
		}
		ok = false
	}
	return ok
}

func (d *decoder) hexLegendEntry(n *jsonfile.Node, path string) (t hexTerrain, ok bool) {
	f := d.Object(n, path, hexLegendKeys())
	if f == nil {
		return t, false
	}
	fails := d.Failures()
	if v := f.Get("wall"); v != nil {
		if s, sok := d.String(v, path+".wall"); sok {
			if err := rules.CheckMaterial(s); err != nil {
				d.Fail(v, path+".wall", "%v", err)
			} else {
				t.Wall = s
			}
		}
	}
	if v := f.Get("difficult"); v != nil {
		t.Difficult, _ = d.Bool(v, path+".difficult")
	}
	if v := f.Get("impassable"); v != nil {
		t.Impassable, _ = d.Bool(v, path+".impassable")
	}
	kinds := 0
	for _, on := range []bool{t.Wall != "", t.Difficult, t.Impassable} {
		if on {
			kinds++
		}
	}
	switch {
	case d.Failures() > fails:
	case kinds == 0:
		d.Fail(n, path, `says nothing (want {"difficult": true}, {"wall": "stone"} or {"impassable": true})`)
	case kinds > 1:
		d.Fail(n, path, `a hex is one of difficult, wall or impassable (want one of {"difficult": true}, {"wall": "stone"}, {"impassable": true})`)
	}
	return t, d.Failures() == fails
}

// hexTerrain reads the terrain rows into h and reports whether they were good.
func (d *decoder) hexTerrain(n *jsonfile.Node, h *HexMap, g grid.Hex, gridOK bool) bool {
	if n.Kind != jsonfile.KindArray {
		d.Fail(n, "terrain", "got %s, want an array of rows", n.Kind)
		return false
	}
	ok := true
	if c := d.Count(*n); gridOK && c != g.Height {
		d.Fail(n, "terrain", "%s, want %d (one per row; the grid height is %d)", jsonfile.Plural(c, "row"), g.Height, g.Height)
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
	for y, row := range d.Elems(*n) {
		path := jsonfile.Index("terrain", y)
		s, sok := d.String(&row, path)
		if !sok {
			ok = false
			continue
		}
		if got := utf8.RuneCountInString(s); gridOK && got != g.Width {
			d.Fail(&row, path, "row has %s, want %d (the grid width)", hexes(got), g.Width)
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
					d.Add(jsonfile.CharOffset(d.Data(), row, x), path, `unknown character %s at col %d, row %d ("." is open ground; %s)`, jsonfile.QuoteShort(string(r)), x, y, knownText)
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

func (d *decoder) hexCreatures(n *jsonfile.Node, g grid.Hex, gridOK bool) ([]realms.Creature, []bool) {
	return jsonfile.CreatureList(d.Decoder, n, func(e *jsonfile.Node, path string) (realms.Creature, bool) {
		c, ok := d.hexCreature(e, path, g)
		return c, ok && gridOK
	})
}

// hexCreature reads one creature; ok says whether its place and size read
// well enough to check its space against the map and the others.
func (d *decoder) hexCreature(n *jsonfile.Node, path string, g grid.Hex) (c realms.Creature, ok bool) {
	c.Size, c.Side = realms.Medium, defaultSide
	f := d.Object(n, path, hexCreatureKeys())
	if f == nil {
		return c, false
	}
	if v := f.Get("id"); v != nil {
		c.ID, _ = d.String(v, path+".id")
	}
	c.Name = c.ID
	if v := f.Get("name"); v != nil {
		c.Name, _ = d.String(v, path+".name")
	}
	if v := f.Get("side"); v != nil {
		c.Side, _ = d.String(v, path+".side")
	}
	if v := f.Get("speed"); v == nil {
		d.Fail(n, path, `missing "speed" (want the species movement in feet, e.g. "speed": 40)`)
	} else {
		c.Speed, _ = d.Whole(v, path+".speed")
	}
	if v := f.Get("prone"); v != nil {
		c.Prone, _ = d.Bool(v, path+".prone")
	}
	if v := f.Get("hidden"); v != nil {
		c.HiddenFromPlayers, _ = d.Bool(v, path+".hidden")
	}
	if v := f.Get("effects"); v != nil {
		c.Effects = []realms.Effect{}
		for j, en := range d.Array(v, path+".effects", `an array like [{"name": "bound", "percent": 50}]`) {
			if e, eok := d.effect(&en, jsonfile.Index(path+".effects", j)); eok {
				c.Effects = append(c.Effects, e)
			}
		}
	}
	placeFails := d.Failures()
	if v := f.Get("size"); v != nil {
		if s, sok := d.String(v, path+".size"); sok {
			if z, err := realms.ParseSize(s); err != nil || s == "" {
				d.Fail(v, path+".size", "unknown size %s (want tiny, small, medium, large, huge or gargantuan)", jsonfile.QuoteShort(s))
			} else {
				c.Size = z
			}
		}
	}
	if v := f.Get("at"); v == nil {
		d.Fail(n, path, `missing "at" (want the creature's hex as [col, row], e.g. "at": [2, 3])`)
	} else {
		var xy [2]jsonfile.Node
		if d.Tuple(v, path+".at", "[col, row]", "number", xy[:]) {
			col, _ := d.Whole(&xy[0], path+".at[0]")
			row, _ := d.Whole(&xy[1], path+".at[1]")
			c.At = g.Orientation.Axial(grid.Offset{Col: col, Row: row})
		}
	}
	return c, d.Failures() == placeFails
}

// effect reads {"name": ..., "rate"|"percent"|"feet": N}.
func (d *decoder) effect(n *jsonfile.Node, path string) (e realms.Effect, ok bool) {
	f := d.Object(n, path, effectKeys())
	if f == nil {
		return e, false
	}
	fails := d.Failures()
	if v := f.Get("name"); v == nil {
		d.Fail(n, path, `missing "name" (want what the effect is, e.g. "name": "bound")`)
	} else {
		e.Name, _ = d.String(v, path+".name")
	}
	kinds := 0
	for _, k := range []realms.EffectKind{realms.Rate, realms.Percent, realms.Feet} {
		if v := f.Get(k.String()); v != nil {
			kinds++
			e.Kind = k
			e.Value, _ = d.Whole(v, path+"."+k.String())
		}
	}
	switch kinds {
	case 0:
		d.Fail(n, path, `missing the change (want "rate": feet added to the movement rate, "percent": the movement restricted to this percentage, or "feet": feet added afterwards)`)
	case 2, 3:
		d.Fail(n, path, `an effect has one of "rate", "percent" or "feet"; give each change as its own effect`)
	}
	return e, d.Failures() == fails
}

// validateHex checks what the decoder cannot see field by field, and what
// Marshal checks before writing: names, ranges, each creature's space on
// the map and on ground it may stand on, ids and spaces unique. placed[i]
// (nil: all) says whether creature i's place read well enough to check;
// mapOK whether the terrain did.
func validateHex(v jsonfile.Validator, b *realms.Board, placed []bool, mapOK bool) {
	g := b.Geometry
	ids := make(map[string]int, len(b.Creatures))
	owner := map[grid.Cell]int{}
	var fp []grid.Cell
	for i := range b.Creatures {
		c := &b.Creatures[i]
		path := jsonfile.Index("creatures", i)
		if c.ID == "" {
			v.Report(path+".id", `missing id (want a unique id, e.g. "id": "brann")`)
		} else if j, dup := ids[c.ID]; dup {
			v.Report(path+".id", "%s is also the id of creatures[%d] (want unique ids)", jsonfile.QuoteShort(c.ID), j)
		} else {
			ids[c.ID] = i
		}
		v.Name(path+".id", "id", c.ID)
		v.Name(path+".name", "name", c.Name)
		v.Name(path+".side", "side", c.Side)
		v.InRange(path, ".speed", "speed", c.Speed, 0, jsonfile.MaxStat, " feet of species movement")
		for k, e := range c.Effects {
			ep := jsonfile.Index(path+".effects", k)
			v.Name(ep+".name", "name", e.Name)
			switch e.Kind {
			case realms.Percent:
				v.InRange(ep, ".percent", "percent", e.Value, 0, jsonfile.MaxStat, " (50 halves the movement)")
			case realms.Rate, realms.Feet:
				v.InRange(ep, "."+e.Kind.String(), e.Kind.String(), e.Value, -jsonfile.MaxStat, jsonfile.MaxStat, " feet")
			default:
				v.Report(ep, "kind %d, want rate, percent or feet", int(e.Kind))
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
			v.Report(path+".at", "%s (%s) at [%d, %d] has hexes outside the %dx%d map (a %s creature covers %s)",
				jsonfile.QuoteShort(c.ID), c.Size, at.Col, at.Row, g.Width, g.Height, c.Size, hexes(len(fp)))
			continue
		}
		for _, hx := range fp {
			if t := b.TerrainAt(hx); mapOK && t.Blocks() {
				o := g.Orientation.Offset(hx)
				v.Report(path+".at", "%s stands on [%d, %d], which is %s (want open or difficult ground)", jsonfile.QuoteShort(c.ID), o.Col, o.Row, t)
				break
			}
		}
		for _, hx := range fp {
			if j, taken := owner[hx]; taken {
				o := g.Orientation.Offset(hx)
				v.Report(path, "%s overlaps %s (creatures[%d]) at hex [%d, %d]", jsonfile.QuoteShort(c.ID), jsonfile.QuoteShort(b.Creatures[j].ID), j, o.Col, o.Row)
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

// Write adds the hex map's fields (grid, terrain, legend, creatures)
// through add, drawing each hex with the character the file used where it
// still means the hex's terrain; Remember keeps how it drew them once the
// file is written.
func Write(h *HexMap, add func(key, value string)) Written {
	b := h.Board
	g := b.Geometry
	add("grid", fmt.Sprintf(`{"shape": "hex", "width": %d, "height": %d, "orientation": %s}`, g.Width, g.Height, jsonfile.Quote(g.Orientation.String())))
	w := h.written()
	if len(w.legend) > 0 {
		rows := make([]string, g.Height)
		for y := range rows {
			rows[y] = jsonfile.Quote(string(w.glyphs[y*g.Width : (y+1)*g.Width]))
		}
		add("terrain", jsonfile.Block(rows, "  "))
		add("legend", jsonfile.LegendJSON(w.legend, hexLegendJSON))
	}
	if len(b.Edges) > 0 {
		add("edges", hexEdgesJSON(b))
	}
	if len(b.Creatures) > 0 {
		add("creatures", jsonfile.BlockOf(len(b.Creatures), func(i int) string { return hexCreatureJSON(b, &b.Creatures[i]) }))
	}
	return w
}

// Remember makes the map draw its hexes as w did, as if it had been
// loaded from the file Write wrote.
func (h *HexMap) Remember(w Written) { h.glyphs, h.legend = w.glyphs, w.legend }

// Written is how a realms file drew its terrain.
type Written struct {
	glyphs []rune
	legend map[rune]hexTerrain
}

// written picks a character for every hex: the one the file used where it
// still means the hex's terrain, else a legend character that does, else
// a new one; the legend keeps only characters in use.
func (h *HexMap) written() Written {
	b := h.Board
	w := Written{glyphs: make([]rune, len(b.Terrain)), legend: map[rune]hexTerrain{}}
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
func newHexGlyph(t realms.Terrain, a, b map[rune]hexTerrain) rune {
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

func defaultHexTerrain(t realms.Terrain) hexTerrain {
	switch t {
	case realms.Wall:
		return hexTerrain{Wall: defaultWall}
	case realms.Impassable:
		return hexTerrain{Impassable: true}
	}
	return hexTerrain{Difficult: true}
}

func hexLegendJSON(t hexTerrain) string {
	switch {
	case t.Wall != "":
		return `{"wall": ` + jsonfile.Quote(t.Wall) + `}`
	case t.Impassable:
		return `{"impassable": true}`
	}
	return `{"difficult": true}`
}

func hexCreatureJSON(b *realms.Board, c *realms.Creature) string {
	var parts []string
	add := func(key, value string) { parts = append(parts, jsonfile.Quote(key)+": "+value) }
	add("id", jsonfile.Quote(c.ID))
	if c.Name != c.ID {
		add("name", jsonfile.Quote(c.Name))
	}
	add("side", jsonfile.Quote(c.Side))
	p := b.Pos(c.At)
	add("at", fmt.Sprintf("[%d, %d]", p[0], p[1]))
	add("speed", strconv.Itoa(c.Speed))
	if c.Size != realms.Medium {
		add("size", jsonfile.Quote(c.Size.String()))
	}
	if c.Prone {
		add("prone", "true")
	}
	if len(c.Effects) > 0 {
		es := make([]string, len(c.Effects))
		for i, e := range c.Effects {
			es[i] = fmt.Sprintf(`{"name": %s, %s: %d}`, jsonfile.Quote(e.Name), jsonfile.Quote(e.Kind.String()), e.Value)
		}
		add("effects", "["+strings.Join(es, ", ")+"]")
	}
	if c.HiddenFromPlayers {
		add("hidden", "true")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// CheckSize checks a hex board in memory as Decode checks a file's grid
// and terrain: whether it can be checked further (Check).
func CheckSize(v jsonfile.Validator, b *realms.Board) bool {
	g := b.Geometry
	switch {
	case g.Width < 1 || g.Height < 1 || g.Width > jsonfile.MaxGridSide || g.Height > jsonfile.MaxGridSide:
		v.Report("grid", "%dx%d hexes, want a width and height from 1 to %d", g.Width, g.Height, jsonfile.MaxGridSide)
	case len(b.Terrain) != g.Len():
		v.Report("terrain", "%d hexes, want %d (width x height)", len(b.Terrain), g.Len())
	case len(b.Creatures) > jsonfile.MaxCreatures:
		v.Report("creatures", "%d creatures is too many (at most %d)", len(b.Creatures), jsonfile.MaxCreatures)
	default:
		return true
	}
	return false
}

// Check runs the checks Decode runs on a file's creatures against a hex
// board in memory whose size CheckSize accepts.
func Check(v jsonfile.Validator, b *realms.Board) {
	validateHex(v, b, nil, true)
	checkEdges(v, b)
}

// Expanded is about how many bytes the map's board takes in memory beyond
// its file's text, a hex each: a small file can describe a large empty map.
func Expanded(h *HexMap) int {
	if h.Board == nil {
		return 0
	}
	return len(h.Board.Terrain) * 32
}

// Summary describes the hex map for `battlemap check`: size, creatures
// by side, and terrain counts.
func Summary(h *HexMap) string {
	b := h.Board
	g := b.Geometry
	parts := []string{fmt.Sprintf("%dx%d hexes (%s)", g.Width, g.Height, g.Orientation)}
	sides := map[string]int{}
	for _, c := range b.Creatures {
		sides[c.Side]++
	}
	cs := jsonfile.Plural(len(b.Creatures), "creature")
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
	if s := edgefile.Summary(kinds); s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}
