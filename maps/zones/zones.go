package zones

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules/zones"
)

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
// it for a file whose "ruleset" is "zones".
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

// Keys are the keys a zone file's top-level object may hold, in the order
// messages list them: the envelope's and the zone map's.
func Keys() []string {
	return []string{"format", "name", "ruleset", "grid", "spillOver", "bands", "round", "zones", "links", "creatures", "caption", "autosave"}
}
func zoneKeys() []string {
	return []string{"id", "name", "elevation", "surface", "difficult", "limit", "depth", "damage", "effect", "rect", "outline"}
}
func zoneEffectKeys() []string { return []string{"kind", "to", "speed", "every", "reach", "until"} }
func zoneLinkKeys() []string   { return []string{"from", "to", "climb", "oneWay", "drop"} }
func zoneCreatureKeys() []string {
	return []string{"id", "name", "side", "zone", "height", "speed", "partner", "prowess", "earth", "abilities", "band", "moved", "actionSpent", "fallen", "breathHeld", "hidden"}
}

// Decode reads the zone map of a zone file (grid, spillOver, bands,
// round, zones, links, creatures) from its top-level fields; name is the
// file's name. mark is the count of problems before the zones: CheckBoard
// checks the map as a whole if none is found after it.
func Decode(jd *jsonfile.Decoder, root *jsonfile.Node, top jsonfile.Fields, name string) (zm *ZoneMap, mark int) {
	d := &decoder{jd}
	v := jd.Validator()
	zm = &ZoneMap{}
	m := &zm.Map
	m.Name = name
	if n := top.Get("grid"); n == nil {
		d.Fail(root, "", `missing "grid" (a zone map has "grid": {"shape": "zones"})`)
	} else if f := d.Object(n, "grid", []string{"shape"}); f != nil {
		if s := f.Get("shape"); s == nil {
			d.Fail(n, "grid", `missing "shape" (a zone map is "shape": "zones")`)
		} else if shape, ok := d.String(s, "grid.shape"); ok && shape != "zones" {
			d.Fail(s, "grid.shape", `%s: a "ruleset": "zones" map is drawn as zones (want "zones")`, jsonfile.QuoteShort(shape))
		}
	}
	if n := top.Get("spillOver"); n != nil {
		m.SpillOver, _ = d.Bool(n, "spillOver")
	}
	if n := top.Get("bands"); n != nil {
		m.Bands, _ = d.Bool(n, "bands")
	}
	if n := top.Get("round"); n != nil {
		m.Round, _ = d.Int(n, "round", 0, maxZoneRoundNum)
	}
	mark = d.Failures()
	if n := top.Get("zones"); n == nil {
		d.Fail(root, "", `missing "zones" (want e.g. "zones": [{"id": "yard", "name": "Courtyard"}])`)
	} else {
		d.zones(n, zm)
	}
	if n := top.Get("links"); n != nil {
		for i, l := range d.List(n, "links", "an array of links", MaxZoneLinks, "link") {
			m.Links = append(m.Links, d.zoneLink(&l, jsonfile.Index("links", i)))
		}
	}
	if n := top.Get("creatures"); n != nil {
		for i, c := range d.List(n, "creatures", "an array of creatures", jsonfile.MaxCreatures, "creature") {
			m.Creatures = append(m.Creatures, d.zoneCreature(&c, jsonfile.Index("creatures", i), v))
		}
	}
	return zm, mark
}

// CheckBoard checks what no single field shows, when Decode and the
// envelope found no problem after mark: ids unique and known, links,
// effects, partners. The rules package checks it and names the field path.
func CheckBoard(jd *jsonfile.Decoder, zm *ZoneMap, mark int) {
	if jd.Failures() == mark && references(jd.Validator(), zm.Map) {
		if _, err := zm.Board(); err != nil {
			reportZoneError(jd.Validator(), err)
		}
	}
}

// decoder reads a zone file's map.
type decoder struct{ *jsonfile.Decoder }

// reportZoneError reports a board the rules refuse at its field path.
func reportZoneError(v jsonfile.Validator, err error) {
	var fe *zones.FieldError
	if errors.As(err, &fe) {
		v.Report(fe.Path, "%s", fe.Msg)
		return
	}
	v.Report("", "%v", strings.TrimPrefix(err.Error(), "zones: "))
}

func (d *decoder) zones(n *jsonfile.Node, zm *ZoneMap) {
	drawn, plain := -1, -1
	for i, zn := range d.List(n, "zones", "an array of zones", MaxZones, "zone") {
		path := jsonfile.Index("zones", i)
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
			d.Fail(&zn, path, `zones[%d] is drawn and zones[%d] is not: give every zone a "rect" or an "outline", or none (the program then lays them out)`, drawn, plain)
		}
	}
	if drawn < 0 {
		zm.Shapes = nil
	}
}

func (d *decoder) zone(n *jsonfile.Node, path string) (z zones.Zone, s ZoneShape, drawn bool) {
	f := d.Object(n, path, zoneKeys())
	if f == nil {
		return z, s, false
	}
	if v := f.Get("id"); v == nil {
		d.Fail(n, path, `missing "id" (want a unique id, e.g. "id": "yard")`)
	} else {
		z.ID, _ = d.name(v, path+".id", "id")
	}
	if v := f.Get("name"); v != nil {
		z.Name, _ = d.name(v, path+".name", "name")
	}
	if v := f.Get("elevation"); v != nil {
		z.Elevation, _ = d.metres(v, path+".elevation", -zones.MaxMetres)
	}
	if v := f.Get("depth"); v != nil {
		z.Depth, _ = d.metres(v, path+".depth", 0)
	}
	if v := f.Get("surface"); v != nil {
		if s, ok := d.String(v, path+".surface"); ok {
			switch zones.Surface(s) {
			case zones.Hard, zones.Soft, zones.Water, zones.Ungodly:
				z.Surface = zones.Surface(s)
			default:
				d.Fail(v, path+".surface", `unknown surface %s (want "hard", "soft", "water" or "ungodly")`, jsonfile.QuoteShort(s))
			}
		}
	}
	if v := f.Get("difficult"); v != nil {
		if r, ok := d.Int(v, path+".difficult", 0, jsonfile.MaxStat); ok {
			z.Difficult = &r
		}
	}
	if v := f.Get("limit"); v != nil {
		z.Limit, _ = d.Int(v, path+".limit", 0, jsonfile.MaxCreatures)
	}
	if v := f.Get("damage"); v != nil {
		z.Damage, _ = d.Int(v, path+".damage", 0, jsonfile.MaxStamina)
	}
	if v := f.Get("effect"); v != nil {
		z.Effect = d.zoneEffect(v, path+".effect")
	}
	rect, outline := f.Get("rect"), f.Get("outline")
	switch {
	case rect != nil && outline != nil:
		d.Fail(outline, path+".outline", `a zone is drawn by a "rect" or an "outline", not both`)
	case rect != nil:
		var xywh [4]jsonfile.Node
		if d.Tuple(rect, path+".rect", "[x, y, width, height] in canvas units", "number", xywh[:]) {
			var c [4]float64
			for i := range xywh {
				c[i], _ = d.canvas(&xywh[i], jsonfile.Index(path+".rect", i), i >= 2)
			}
			s.X, s.Y, s.W, s.H = c[0], c[1], c[2], c[3]
		}
	case outline != nil:
		if outline.Kind == jsonfile.KindArray && d.Count(*outline) < 3 {
			d.Fail(outline, path+".outline", "an outline has at least 3 corners [[x, y], ...]")
		}
		for i, pn := range d.List(outline, path+".outline", "an array of corners [[x, y], ...]", MaxOutline, "corner") {
			var xy [2]jsonfile.Node
			cp := jsonfile.Index(path+".outline", i)
			if d.Tuple(&pn, cp, "[x, y] in canvas units", "number", xy[:]) {
				x, _ := d.canvas(&xy[0], cp+"[0]", false)
				y, _ := d.canvas(&xy[1], cp+"[1]", false)
				s.Outline = append(s.Outline, [2]float64{x, y})
			}
		}
	}
	return z, s, rect != nil || outline != nil
}

func (d *decoder) zoneEffect(n *jsonfile.Node, path string) *zones.Effect {
	f := d.Object(n, path, zoneEffectKeys())
	if f == nil {
		return nil
	}
	e := &zones.Effect{}
	if v := f.Get("kind"); v == nil {
		d.Fail(n, path, `missing "kind" (want "current", "elevator", "wave", "whirlpool" or "antiGravity")`)
	} else if s, ok := d.String(v, path+".Kind"); ok {
		e.Kind = zones.EffectKind(s)
	}
	if v := f.Get("to"); v != nil {
		e.To, _ = d.String(v, path+".to")
	}
	for _, k := range []struct {
		key string
		to  *int
	}{{"speed", &e.Speed}, {"every", &e.Every}, {"reach", &e.Reach}, {"until", &e.Until}} {
		if v := f.Get(k.key); v != nil {
			*k.to, _ = d.Int(v, path+"."+k.key, 0, maxZoneRoundNum)
		}
	}
	return e
}

func (d *decoder) zoneLink(n *jsonfile.Node, path string) zones.Link {
	var l zones.Link
	f := d.Object(n, path, zoneLinkKeys())
	if f == nil {
		return l
	}
	for _, k := range []struct {
		key string
		to  *string
	}{{"from", &l.From}, {"to", &l.To}} {
		if v := f.Get(k.key); v == nil {
			d.Fail(n, path, "missing %q (want a zone id)", k.key)
		} else {
			*k.to, _ = d.String(v, path+"."+k.key)
		}
	}
	if v := f.Get("climb"); v != nil {
		l.Climb, _ = d.Int(v, path+".climb", 0, jsonfile.MaxStat)
	}
	if v := f.Get("oneWay"); v != nil {
		l.OneWay, _ = d.Bool(v, path+".oneWay")
	}
	if v := f.Get("drop"); v != nil {
		l.Drop, _ = d.Bool(v, path+".drop")
	}
	return l
}

func (d *decoder) zoneCreature(n *jsonfile.Node, path string, val jsonfile.Validator) zones.Creature {
	var c zones.Creature
	f := d.Object(n, path, zoneCreatureKeys())
	if f == nil {
		return c
	}
	if v := f.Get("id"); v == nil {
		d.Fail(n, path, `missing "id" (want a unique id, e.g. "id": "mei")`)
	} else {
		c.ID, _ = d.name(v, path+".id", "id")
	}
	if v := f.Get("zone"); v == nil {
		d.Fail(n, path, `missing "zone" (want the id of the zone it stands in)`)
	} else {
		c.Zone, _ = d.String(v, path+".zone")
	}
	for _, k := range []struct {
		key string
		to  *string
	}{{"name", &c.Name}, {"side", &c.Side}, {"partner", &c.Partner}} {
		if v := f.Get(k.key); v != nil {
			*k.to, _ = d.name(v, path+"."+k.key, k.key)
		}
	}
	if v := f.Get("band"); v != nil {
		if s, ok := d.String(v, path+".band"); ok {
			c.Band = zones.Band(s)
		}
	}
	if v := f.Get("height"); v != nil {
		c.Height, _ = d.metres(v, path+".height", 0)
	}
	if v := f.Get("fallen"); v != nil {
		c.Fallen, _ = d.metres(v, path+".fallen", 0)
	}
	if v := f.Get("speed"); v != nil {
		c.Speed, _ = d.Int(v, path+".speed", 0, jsonfile.MaxStat)
	}
	if v := f.Get("prowess"); v != nil {
		c.Prowess, _ = d.Int(v, path+".prowess", 0, jsonfile.MaxStat)
	}
	if v := f.Get("earth"); v != nil {
		c.Earth, _ = d.Int(v, path+".earth", 0, jsonfile.MaxStat)
	}
	if v := f.Get("breathHeld"); v != nil {
		c.BreathHeld, _ = d.Int(v, path+".breathHeld", 0, jsonfile.MaxStat)
	}
	if v := f.Get("moved"); v != nil {
		c.Moved, _ = d.Bool(v, path+".moved")
	}
	if v := f.Get("actionSpent"); v != nil {
		c.ActionSpent, _ = d.Bool(v, path+".actionSpent")
	}
	if v := f.Get("hidden"); v != nil {
		c.Hidden, _ = d.Bool(v, path+".hidden")
	}
	if v := f.Get("abilities"); v != nil {
		for i, a := range d.List(v, path+".abilities", `an array like ["swim", "fly"]`, MaxAbilities, "ability") {
			ap := jsonfile.Index(path+".abilities", i)
			if s, ok := d.String(&a, ap); ok {
				if s != "swim" && s != "fly" {
					d.Fail(&a, ap, `unknown movement ability %s (want "swim" or "fly")`, jsonfile.QuoteShort(s))
				}
				c.Abilities = append(c.Abilities, s)
			}
		}
	}
	return c
}

// name reads a string that jsonfile.CheckName accepts (what names it: id, name).
func (d *decoder) name(n *jsonfile.Node, path, what string) (string, bool) {
	s, ok := d.String(n, path)
	if ok {
		if err := jsonfile.CheckName(what, s); err != nil {
			d.Fail(n, path, "%v", err)
			return s, false
		}
	}
	return s, ok
}

// metres reads a number of metres from lo to zones.MaxMetres.
func (d *decoder) metres(n *jsonfile.Node, path string, lo float64) (float64, bool) {
	if n.Kind != jsonfile.KindNumber {
		d.Fail(n, path, "got %s, want a number of metres", n.Kind)
		return 0, false
	}
	f, err := strconv.ParseFloat(d.Str(*n), 64)
	if err != nil || f < lo || f > zones.MaxMetres {
		d.Fail(n, path, "%s is out of range (want metres from %g to %d)", jsonfile.QuoteShort(d.Str(*n)), lo, zones.MaxMetres)
		return 0, false
	}
	return f, true
}

// canvas reads a coordinate of a drawing (a size when positive is set).
func (d *decoder) canvas(n *jsonfile.Node, path string, positive bool) (float64, bool) {
	if n.Kind != jsonfile.KindNumber {
		d.Fail(n, path, "got %s, want a number of canvas units", n.Kind)
		return 0, false
	}
	f, err := strconv.ParseFloat(d.Str(*n), 64)
	switch {
	case err != nil || math.Abs(f) > MaxZoneDrawing:
		d.Fail(n, path, "%s is out of range (want canvas units from %d to %d)", jsonfile.QuoteShort(d.Str(*n)), -MaxZoneDrawing, MaxZoneDrawing)
	case positive && f <= 0:
		d.Fail(n, path, "%s: a width or height is above 0", jsonfile.QuoteShort(d.Str(*n)))
	default:
		return f, true
	}
	return 0, false
}

// Write adds the zone map's fields (grid, spillOver, bands, round, zones,
// links, creatures) through add.
func Write(zm *ZoneMap, add func(key, value string)) {
	m := zm.Map
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
	add("zones", jsonfile.Block(rows, "  "))
	if len(m.Links) > 0 {
		rows = make([]string, len(m.Links))
		for i, l := range m.Links {
			rows[i] = compactJSON(l)
		}
		add("links", jsonfile.Block(rows, "  "))
	}
	if len(m.Creatures) > 0 {
		rows = make([]string, len(m.Creatures))
		for i, c := range m.Creatures {
			rows[i] = compactJSON(c)
		}
		add("creatures", jsonfile.Block(rows, "  "))
	}
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
			pts[i] = "[" + jsonfile.FormatNum(p[0]) + ", " + jsonfile.FormatNum(p[1]) + "]"
		}
		return `"outline": [` + strings.Join(pts, ", ") + "]"
	}
	return fmt.Sprintf(`"rect": [%s, %s, %s, %s]`, jsonfile.FormatNum(s.X), jsonfile.FormatNum(s.Y), jsonfile.FormatNum(s.W), jsonfile.FormatNum(s.H))
}

// Check runs the checks Decode runs on a file against a zone map in
// memory.
func Check(v jsonfile.Validator, zm *ZoneMap) {
	switch {
	case len(zm.Map.Zones) > MaxZones:
		v.Report("zones", "%d zones is too many (at most %d)", len(zm.Map.Zones), MaxZones)
	case len(zm.Map.Links) > MaxZoneLinks:
		v.Report("links", "%d links is too many (at most %d)", len(zm.Map.Links), MaxZoneLinks)
	case len(zm.Map.Creatures) > jsonfile.MaxCreatures:
		v.Report("creatures", "%d creatures is too many (at most %d)", len(zm.Map.Creatures), jsonfile.MaxCreatures)
	case zm.Shapes != nil && len(zm.Shapes) != len(zm.Map.Zones):
		v.Report("zones", "%d shapes for %d zones: draw every zone or none", len(zm.Shapes), len(zm.Map.Zones))
	case !references(v, zm.Map):
	default:
		if _, err := zm.Board(); err != nil {
			reportZoneError(v, err)
		}
	}
}

// Summary describes the zone map for `battlemap check`: zones, links,
// creatures by side, elevations.
func Summary(zm *ZoneMap) string {
	m := zm.Map
	parts := []string{jsonfile.Plural(len(m.Zones), "zone"), jsonfile.Plural(len(m.Links), "link")}
	sides := map[string]int{}
	for _, c := range m.Creatures {
		sides[c.Side]++
	}
	parts = append(parts, jsonfile.CreatureCount(len(m.Creatures), sides))
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
	if zm.Shapes == nil {
		parts = append(parts, "laid out by the program")
	}
	return strings.Join(parts, ", ")
}
