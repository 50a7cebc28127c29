package maps

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/rules/zones"
)

// Zones is the ruleset name of the zone system (003, issue 13): a map of
// zones joined by links instead of squares.
const Zones = "zones"

// Limits on a zone file, so that a mistyped number cannot make the program
// allocate gigabytes.
const (
	MaxZones        = 10000  // zones on one map
	MaxZoneLinks    = 100000 // links on one map
	MaxOutline      = 256    // corners of one zone's outline
	MaxAbilities    = 16     // movement abilities of one creature
	MaxZoneDrawing  = 10000  // canvas units, any coordinate of a drawing
	maxZoneRoundNum = 1000000
)

// ZoneMap is a zone encounter's map: the rules' plain data and, when the
// file draws it, each zone's outline on the canvas. Encounter.Zones holds
// it, and Encounter.Board is nil, for a file whose "ruleset" is "zones".
type ZoneMap struct {
	Map zones.Map
	// Shapes[i] is how zone i is drawn, in canvas units (one unit is about
	// a token's width); nil when the file draws no zone and the program
	// lays them out itself (render.LayoutZones).
	Shapes []ZoneShape
}

// ZoneShape is a zone's outline on the canvas: a rectangle, or a polygon
// when Outline is set.
type ZoneShape struct {
	X, Y, W, H float64
	Outline    [][2]float64
}

// Board checks the map's rules data into a board.
func (z *ZoneMap) Board() (*zones.Board, error) { return zones.NewBoard(z.Map) }

// The keys of a zone file's objects.
func zoneFileKeys() []string {
	return []string{"format", "name", "ruleset", "grid", "spillOver", "bands", "round", "zones", "links", "creatures", "caption", "autosave"}
}
func zoneKeys() []string {
	return []string{"id", "name", "elevation", "surface", "difficult", "limit", "depth", "damage", "effect", "rect", "outline"}
}
func zoneEffectKeys() []string { return []string{"kind", "to", "speed", "every", "reach", "until"} }
func zoneLinkKeys() []string   { return []string{"from", "to", "climb", "oneWay", "drop"} }
func zoneCreatureKeys() []string {
	return []string{"id", "name", "side", "zone", "height", "speed", "partner", "prowess", "abilities", "band", "moved", "actionSpent", "fallen"}
}

// decodeZones reads a zone file (the format version is checked). It
// returns nil if there were problems.
func (d *decoder) decodeZones(root *node) *Encounter {
	top := d.object(root, "", zoneFileKeys())
	if top == nil {
		return nil
	}
	if top.get("format") == nil {
		d.format(root, nil)
	}
	e := &Encounter{Ruleset: Zones}
	v := validator{report: func(path, format string, args ...any) {
		d.ps.add(d.at(path), path, format, args...)
	}}
	zm := &ZoneMap{}
	m := &zm.Map
	if n := top.get("name"); n != nil {
		if e.Name, _ = d.string(n, "name"); n.kind == kindString {
			v.name("name", "name", e.Name)
			m.Name = e.Name
		}
	}
	if n := top.get("grid"); n == nil {
		d.fail(root, "", `missing "grid" (a zone map has "grid": {"shape": "zones"})`)
	} else if f := d.object(n, "grid", []string{"shape"}); f != nil {
		if s := f.get("shape"); s == nil {
			d.fail(n, "grid", `missing "shape" (a zone map is "shape": "zones")`)
		} else if shape, ok := d.string(s, "grid.shape"); ok && shape != "zones" {
			d.fail(s, "grid.shape", `%s: a "ruleset": "zones" map is drawn as zones (want "zones")`, quoteShort(shape))
		}
	}
	if n := top.get("spillOver"); n != nil {
		m.SpillOver, _ = d.bool(n, "spillOver")
	}
	if n := top.get("bands"); n != nil {
		m.Bands, _ = d.bool(n, "bands")
	}
	if n := top.get("round"); n != nil {
		m.Round, _ = d.int(n, "round", 0, maxZoneRoundNum)
	}
	fails := d.ps.count()
	if n := top.get("zones"); n == nil {
		d.fail(root, "", `missing "zones" (want e.g. "zones": [{"id": "yard", "name": "Courtyard"}])`)
	} else {
		d.zones(n, zm)
	}
	if n := top.get("links"); n != nil {
		for i, l := range d.list(n, "links", "an array of links", MaxZoneLinks, "link") {
			m.Links = append(m.Links, d.zoneLink(&l, index("links", i)))
		}
	}
	if n := top.get("creatures"); n != nil {
		for i, c := range d.list(n, "creatures", "an array of creatures", MaxCreatures, "creature") {
			m.Creatures = append(m.Creatures, d.zoneCreature(&c, index("creatures", i), v))
		}
	}
	if n := top.get("caption"); n != nil {
		if s, ok := d.string(n, "caption"); ok {
			e.Caption = s
			v.caption(s)
		}
	}
	d.autosaveField(top, e, v)
	if d.ps.count() == fails {
		// What no single field shows: ids unique and known, links, effects,
		// partners. The rules package checks it and names the field path.
		if _, err := zm.Board(); err != nil {
			reportZoneError(v, err)
		}
	}
	if d.ps.count() > 0 {
		return nil
	}
	e.Zones = zm
	return e
}

// reportZoneError reports a board the rules refuse at its field path.
func reportZoneError(v validator, err error) {
	var fe *zones.FieldError
	if errors.As(err, &fe) {
		v.report(fe.Path, "%s", fe.Msg)
		return
	}
	v.report("", "%v", strings.TrimPrefix(err.Error(), "zones: "))
}

func (d *decoder) zones(n *node, zm *ZoneMap) {
	drawn, plain := -1, -1
	for i, zn := range d.list(n, "zones", "an array of zones", MaxZones, "zone") {
		path := index("zones", i)
		z, shape, hasShape := d.zone(&zn, path)
		zm.Map.Zones = append(zm.Map.Zones, z)
		zm.Shapes = append(zm.Shapes, shape)
		switch {
		case hasShape && drawn < 0:
			drawn = i
		case !hasShape && plain < 0:
			plain = i
		}
		if drawn >= 0 && plain >= 0 && (i == drawn || i == plain) {
			d.fail(&zn, path, `zones[%d] is drawn and zones[%d] is not: give every zone a "rect" or an "outline", or none (the program then lays them out)`, drawn, plain)
		}
	}
	if drawn < 0 {
		zm.Shapes = nil
	}
}

func (d *decoder) zone(n *node, path string) (z zones.Zone, s ZoneShape, drawn bool) {
	f := d.object(n, path, zoneKeys())
	if f == nil {
		return z, s, false
	}
	if v := f.get("id"); v == nil {
		d.fail(n, path, `missing "id" (want a unique id, e.g. "id": "yard")`)
	} else {
		z.ID, _ = d.name(v, path+".id", "id")
	}
	if v := f.get("name"); v != nil {
		z.Name, _ = d.name(v, path+".name", "name")
	}
	if v := f.get("elevation"); v != nil {
		z.Elevation, _ = d.metres(v, path+".elevation", -zones.MaxMetres)
	}
	if v := f.get("depth"); v != nil {
		z.Depth, _ = d.metres(v, path+".depth", 0)
	}
	if v := f.get("surface"); v != nil {
		if s, ok := d.string(v, path+".surface"); ok {
			switch zones.Surface(s) {
			case zones.Hard, zones.Soft, zones.Water, zones.Ungodly:
				z.Surface = zones.Surface(s)
			default:
				d.fail(v, path+".surface", `unknown surface %s (want "hard", "soft", "water" or "ungodly")`, quoteShort(s))
			}
		}
	}
	if v := f.get("difficult"); v != nil {
		if r, ok := d.int(v, path+".difficult", 0, MaxStat); ok {
			z.Difficult = &r
		}
	}
	if v := f.get("limit"); v != nil {
		z.Limit, _ = d.int(v, path+".limit", 0, MaxCreatures)
	}
	if v := f.get("damage"); v != nil {
		z.Damage, _ = d.int(v, path+".damage", 0, MaxStamina)
	}
	if v := f.get("effect"); v != nil {
		z.Effect = d.zoneEffect(v, path+".effect")
	}
	rect, outline := f.get("rect"), f.get("outline")
	switch {
	case rect != nil && outline != nil:
		d.fail(outline, path+".outline", `a zone is drawn by a "rect" or an "outline", not both`)
	case rect != nil:
		var xywh [4]node
		if d.tuple(rect, path+".rect", "[x, y, width, height] in canvas units", "number", xywh[:]) {
			var c [4]float64
			for i := range xywh {
				c[i], _ = d.canvas(&xywh[i], index(path+".rect", i), i >= 2)
			}
			s.X, s.Y, s.W, s.H = c[0], c[1], c[2], c[3]
		}
	case outline != nil:
		if outline.kind == kindArray && d.t.count(*outline) < 3 {
			d.fail(outline, path+".outline", "an outline has at least 3 corners [[x, y], ...]")
		}
		for i, pn := range d.list(outline, path+".outline", "an array of corners [[x, y], ...]", MaxOutline, "corner") {
			var xy [2]node
			cp := index(path+".outline", i)
			if d.tuple(&pn, cp, "[x, y] in canvas units", "number", xy[:]) {
				x, _ := d.canvas(&xy[0], cp+"[0]", false)
				y, _ := d.canvas(&xy[1], cp+"[1]", false)
				s.Outline = append(s.Outline, [2]float64{x, y})
			}
		}
	}
	return z, s, rect != nil || outline != nil
}

func (d *decoder) zoneEffect(n *node, path string) *zones.Effect {
	f := d.object(n, path, zoneEffectKeys())
	if f == nil {
		return nil
	}
	e := &zones.Effect{}
	if v := f.get("kind"); v == nil {
		d.fail(n, path, `missing "kind" (want "current", "elevator", "wave", "whirlpool" or "antiGravity")`)
	} else if s, ok := d.string(v, path+".kind"); ok {
		e.Kind = zones.EffectKind(s)
	}
	if v := f.get("to"); v != nil {
		e.To, _ = d.string(v, path+".to")
	}
	for _, k := range []struct {
		key string
		to  *int
	}{{"speed", &e.Speed}, {"every", &e.Every}, {"reach", &e.Reach}, {"until", &e.Until}} {
		if v := f.get(k.key); v != nil {
			*k.to, _ = d.int(v, path+"."+k.key, 0, maxZoneRoundNum)
		}
	}
	return e
}

func (d *decoder) zoneLink(n *node, path string) zones.Link {
	var l zones.Link
	f := d.object(n, path, zoneLinkKeys())
	if f == nil {
		return l
	}
	for _, k := range []struct {
		key string
		to  *string
	}{{"from", &l.From}, {"to", &l.To}} {
		if v := f.get(k.key); v == nil {
			d.fail(n, path, "missing %q (want a zone id)", k.key)
		} else {
			*k.to, _ = d.string(v, path+"."+k.key)
		}
	}
	if v := f.get("climb"); v != nil {
		l.Climb, _ = d.int(v, path+".climb", 0, MaxStat)
	}
	if v := f.get("oneWay"); v != nil {
		l.OneWay, _ = d.bool(v, path+".oneWay")
	}
	if v := f.get("drop"); v != nil {
		l.Drop, _ = d.bool(v, path+".drop")
	}
	return l
}

func (d *decoder) zoneCreature(n *node, path string, val validator) zones.Creature {
	var c zones.Creature
	f := d.object(n, path, zoneCreatureKeys())
	if f == nil {
		return c
	}
	if v := f.get("id"); v == nil {
		d.fail(n, path, `missing "id" (want a unique id, e.g. "id": "mei")`)
	} else {
		c.ID, _ = d.name(v, path+".id", "id")
	}
	if v := f.get("zone"); v == nil {
		d.fail(n, path, `missing "zone" (want the id of the zone it stands in)`)
	} else {
		c.Zone, _ = d.string(v, path+".zone")
	}
	for _, k := range []struct {
		key string
		to  *string
	}{{"name", &c.Name}, {"side", &c.Side}, {"partner", &c.Partner}} {
		if v := f.get(k.key); v != nil {
			*k.to, _ = d.name(v, path+"."+k.key, k.key)
		}
	}
	if v := f.get("band"); v != nil {
		if s, ok := d.string(v, path+".band"); ok {
			c.Band = zones.Band(s)
		}
	}
	if v := f.get("height"); v != nil {
		c.Height, _ = d.metres(v, path+".height", 0)
	}
	if v := f.get("fallen"); v != nil {
		c.Fallen, _ = d.metres(v, path+".fallen", 0)
	}
	if v := f.get("speed"); v != nil {
		c.Speed, _ = d.int(v, path+".speed", 0, MaxStat)
	}
	if v := f.get("prowess"); v != nil {
		c.Prowess, _ = d.int(v, path+".prowess", 0, MaxStat)
	}
	if v := f.get("moved"); v != nil {
		c.Moved, _ = d.bool(v, path+".moved")
	}
	if v := f.get("actionSpent"); v != nil {
		c.ActionSpent, _ = d.bool(v, path+".actionSpent")
	}
	if v := f.get("abilities"); v != nil {
		for i, a := range d.list(v, path+".abilities", `an array like ["swim", "fly"]`, MaxAbilities, "ability") {
			ap := index(path+".abilities", i)
			if s, ok := d.string(&a, ap); ok {
				if s != "swim" && s != "fly" {
					d.fail(&a, ap, `unknown movement ability %s (want "swim" or "fly")`, quoteShort(s))
				}
				c.Abilities = append(c.Abilities, s)
			}
		}
	}
	return c
}

// name reads a string that CheckName accepts (what names it: id, name).
func (d *decoder) name(n *node, path, what string) (string, bool) {
	s, ok := d.string(n, path)
	if ok {
		if err := CheckName(what, s); err != nil {
			d.fail(n, path, "%v", err)
			return s, false
		}
	}
	return s, ok
}

// metres reads a number of metres from lo to zones.MaxMetres.
func (d *decoder) metres(n *node, path string, lo float64) (float64, bool) {
	if n.kind != kindNumber {
		d.fail(n, path, "got %s, want a number of metres", n.kind)
		return 0, false
	}
	f, err := strconv.ParseFloat(d.t.str(*n), 64)
	if err != nil || f < lo || f > zones.MaxMetres {
		d.fail(n, path, "%s is out of range (want metres from %g to %d)", quoteShort(d.t.str(*n)), lo, zones.MaxMetres)
		return 0, false
	}
	return f, true
}

// canvas reads a coordinate of a drawing (a size when positive is set).
func (d *decoder) canvas(n *node, path string, positive bool) (float64, bool) {
	if n.kind != kindNumber {
		d.fail(n, path, "got %s, want a number of canvas units", n.kind)
		return 0, false
	}
	f, err := strconv.ParseFloat(d.t.str(*n), 64)
	switch {
	case err != nil || math.Abs(f) > MaxZoneDrawing:
		d.fail(n, path, "%s is out of range (want canvas units from %d to %d)", quoteShort(d.t.str(*n)), -MaxZoneDrawing, MaxZoneDrawing)
	case positive && f <= 0:
		d.fail(n, path, "%s: a width or height is above 0", quoteShort(d.t.str(*n)))
	default:
		return f, true
	}
	return 0, false
}

// marshalZones writes a zone encounter; see Marshal.
func (e *Encounter) marshalZones() ([]byte, error) {
	zm := e.Zones
	if err := e.checkZones(); err != nil {
		return nil, err
	}
	m := zm.Map
	var fields []string
	add := func(key, value string) { fields = append(fields, quote(key)+": "+value) }
	add("format", strconv.Itoa(FormatVersion))
	if e.Name != "" {
		add("name", quote(e.Name))
	}
	add("ruleset", quote(Zones))
	add("grid", `{"shape": "zones"}`)
	if m.SpillOver {
		add("spillOver", "true")
	}
	if m.Bands {
		add("bands", "true")
	}
	if m.Round > 0 {
		add("round", strconv.Itoa(m.Round))
	}
	rows := make([]string, len(m.Zones))
	for i, z := range m.Zones {
		rows[i] = compactJSON(z)
		if zm.Shapes != nil {
			rows[i] = strings.TrimSuffix(rows[i], "}") + ", " + zm.Shapes[i].json() + "}"
		}
	}
	add("zones", block(rows, "  "))
	if len(m.Links) > 0 {
		rows = make([]string, len(m.Links))
		for i, l := range m.Links {
			rows[i] = compactJSON(l)
		}
		add("links", block(rows, "  "))
	}
	if len(m.Creatures) > 0 {
		rows = make([]string, len(m.Creatures))
		for i, c := range m.Creatures {
			rows[i] = compactJSON(c)
		}
		add("creatures", block(rows, "  "))
	}
	if e.Caption != "" {
		add("caption", quote(e.Caption))
	}
	if err := e.addAutosave(add); err != nil {
		return nil, err
	}
	return []byte("{\n  " + strings.Join(fields, ",\n  ") + "\n}\n"), nil
}

// compactJSON writes a value of the rules' plain data on one line with a
// space after each colon and comma, as the rest of the file is written.
func compactJSON(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // plain structs of strings and numbers always encode
	raw := bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	var out strings.Builder
	inString, escaped := false, false
	for _, c := range raw {
		out.WriteByte(c)
		switch {
		case escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case c == '"':
			inString = !inString
		case !inString && (c == ':' || c == ','):
			out.WriteByte(' ')
		}
	}
	return out.String()
}

func (s ZoneShape) json() string {
	if s.Outline != nil {
		pts := make([]string, len(s.Outline))
		for i, p := range s.Outline {
			pts[i] = "[" + formatNum(p[0]) + ", " + formatNum(p[1]) + "]"
		}
		return `"outline": [` + strings.Join(pts, ", ") + "]"
	}
	return fmt.Sprintf(`"rect": [%s, %s, %s, %s]`, formatNum(s.X), formatNum(s.Y), formatNum(s.W), formatNum(s.H))
}

// checkZones runs the checks Parse runs on a file against the zone map.
func (e *Encounter) checkZones() error {
	var ps []Problem
	v := validator{report: func(path, format string, args ...any) {
		ps = append(ps, Problem{Path: path, Message: fmt.Sprintf(format, args...), off: -1})
	}}
	zm := e.Zones
	v.name("name", "name", e.Name)
	v.caption(e.Caption)
	switch {
	case len(zm.Map.Zones) > MaxZones:
		v.report("zones", "%d zones is too many (at most %d)", len(zm.Map.Zones), MaxZones)
	case len(zm.Map.Links) > MaxZoneLinks:
		v.report("links", "%d links is too many (at most %d)", len(zm.Map.Links), MaxZoneLinks)
	case len(zm.Map.Creatures) > MaxCreatures:
		v.report("creatures", "%d creatures is too many (at most %d)", len(zm.Map.Creatures), MaxCreatures)
	case zm.Shapes != nil && len(zm.Shapes) != len(zm.Map.Zones):
		v.report("zones", "%d shapes for %d zones: draw every zone or none", len(zm.Shapes), len(zm.Map.Zones))
	default:
		if _, err := zm.Board(); err != nil {
			reportZoneError(v, err)
		}
	}
	if len(ps) > 0 {
		return &BoardError{Problems: ps}
	}
	return nil
}

// zoneSummary is Summary for a zone encounter.
func (e *Encounter) zoneSummary(name string) string {
	m := e.Zones.Map
	parts := []string{plural(len(m.Zones), "zone"), plural(len(m.Links), "link")}
	sides := map[string]int{}
	for _, c := range m.Creatures {
		sides[c.Side]++
	}
	parts = append(parts, creatureCount(len(m.Creatures), sides))
	lo, hi := 0.0, 0.0
	for i, z := range m.Zones {
		if i == 0 || z.Elevation < lo {
			lo = z.Elevation
		}
		if i == 0 || z.Elevation > hi {
			hi = z.Elevation
		}
	}
	if len(m.Zones) > 0 {
		parts = append(parts, fmt.Sprintf("elevation %g m to %g m", lo, hi))
	}
	if e.Zones.Shapes == nil {
		parts = append(parts, "laid out by the program")
	}
	return fmt.Sprintf("%s: %s, %s", name, Zones, strings.Join(parts, ", "))
}

// saveZones is Save for a zone encounter.
func (e *Encounter) saveZones(path string) error {
	data, err := e.marshalZones()
	if be, ok := err.(*BoardError); ok {
		return &BoardError{File: path, Problems: be.Problems}
	}
	if err != nil {
		return fmt.Errorf("maps: save %s: %w", path, err)
	}
	return WriteFile(path, data)
}
