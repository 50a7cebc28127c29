package zones

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/maps"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/render"
	"github.com/battlemap/battlemap/rules/zones"
	"github.com/battlemap/battlemap/session"
)

// This file is the map editor's core on a zone map: edits of
// the zones, their drawing, the links and the creatures, each checked as
// the file format checks a file and committed as one step of the zone
// play's undo history (the board and the drawing together). The editor's
// tools and selection are ZoneEditor (mapedit_tool.go).

// zoneLayout is how the zones are drawn: the file's shapes (nil: laid out
// by the program) and each zone's box and outline in canvas units.
type zoneLayout struct {
	shapes   []zonesfile.ZoneShape
	boxes    []render.Rect
	outlines [][]render.Point
}

// newZoneLayout is the drawing of map m with shapes (nil: laid out by the
// program, as export lays it out).
func newZoneLayout(m zones.Map, shapes []zonesfile.ZoneShape) zoneLayout {
	boxes, outlines := ZoneBoxes(&zonesfile.ZoneMap{Map: m, Shapes: shapes})
	return zoneLayout{shapes: shapes, boxes: boxes, outlines: outlines}
}

// Boxes are each zone's box and outline (nil: drawn as its box) in
// canvas units, as the map is drawn now.
func (p *ZonePlay) Boxes() ([]render.Rect, [][]render.Point) {
	return p.layout.boxes, p.layout.outlines
}

// Shapes are the zones' drawing as the file will hold it (nil: laid out
// by the program).
func (p *ZonePlay) Shapes() []zonesfile.ZoneShape { return p.layout.shapes }

// LayoutChanges counts the changes to the zones, links or their drawing
// (edits, and their undo and redo): the window lays the map out again
// when it moves.
func (p *ZonePlay) LayoutChanges() int { return p.layoutChanges }

func (p *ZonePlay) setLayout(l zoneLayout) {
	p.layout = l
	p.layoutChanges++
}

// Into writes the board and its drawing into the encounter.
func (p *ZonePlay) Into(enc *maps.Encounter) {
	enc.Zones.Map = p.board.Map()
	enc.Zones.Shapes = p.layout.shapes
}

// drawnShapes is a copy of the zones' drawing to edit: the file's, or
// when the program lays the zones out, each zone's box as drawn now (a
// map edited keeps its look and then draws its zones).
func (p *ZonePlay) drawnShapes() []zonesfile.ZoneShape {
	if p.layout.shapes == nil {
		out := make([]zonesfile.ZoneShape, len(p.layout.boxes))
		for i, b := range p.layout.boxes {
			out[i] = zonesfile.ZoneShape{X: b.Min.X, Y: b.Min.Y, W: b.Max.X - b.Min.X, H: b.Max.Y - b.Min.Y}
		}
		return out
	}
	out := slices.Clone(p.layout.shapes)
	for i := range out {
		out[i].Outline = slices.Clone(out[i].Outline)
	}
	return out
}

// EditMap applies an edit to a copy of the map and its drawing, checks
// the result as the file format checks a file, and commits it as one
// undo step (the board and the drawing together). What the check refuses
// changes nothing; the message says why. The edit returns what it did.
func (p *ZonePlay) EditMap(edit func(zm *zonesfile.ZoneMap) (string, error)) error {
	p.Cancel()
	zm := &zonesfile.ZoneMap{Map: p.board.Map(), Shapes: p.drawnShapes()}
	what, err := edit(zm)
	if err == nil {
		err = checkZoneMap(zm)
	}
	var nb *zones.Board
	if err == nil {
		nb, err = zm.Board()
	}
	if err == nil {
		err = roundTrip(zm)
	}
	if err != nil {
		var fe *zones.FieldError
		if errors.As(err, &fe) {
			err = errors.New(fe.Msg)
		}
		p.message = "Not changed: " + err.Error()
		return err
	}
	p.setLayout(newZoneLayout(zm.Map, zm.Shapes))
	p.board = nb
	p.hist.Record(zoneStep{board: nb, what: what, edit: true, layout: p.layout})
	p.dirty = true
	p.message = what + ". " + p.key(session.ActUndo, "Undo") + " undoes it."
	return nil
}

// checkZoneMap is what the file format checks beyond the rules' board:
// the limits on counts and drawings, ids and names a file may hold.
func checkZoneMap(zm *zonesfile.ZoneMap) error {
	m := zm.Map
	switch {
	case len(m.Zones) == 0:
		return errors.New("a zone map keeps at least one zone")
	case len(m.Zones) > zonesfile.MaxZones:
		return fmt.Errorf("%d zones is too many (at most %d)", len(m.Zones), zonesfile.MaxZones)
	case len(m.Links) > zonesfile.MaxZoneLinks:
		return fmt.Errorf("%d links is too many (at most %d)", len(m.Links), zonesfile.MaxZoneLinks)
	case len(m.Creatures) > maps.MaxCreatures:
		return fmt.Errorf("%d creatures is too many (at most %d)", len(m.Creatures), maps.MaxCreatures)
	case len(zm.Shapes) != len(m.Zones):
		return fmt.Errorf("%d drawings for %d zones", len(zm.Shapes), len(m.Zones))
	}
	for i, z := range m.Zones {
		if err := maps.CheckName("id", z.ID); err != nil {
			return err
		}
		if z.Name != "" {
			if err := maps.CheckName("name", z.Name); err != nil {
				return err
			}
		}
		s := zm.Shapes[i]
		pts := s.Outline
		if pts == nil {
			if s.W <= 0 || s.H <= 0 {
				return fmt.Errorf("%s: a width or height is above 0", zoneLabelOf(z))
			}
			pts = [][2]float64{{s.X, s.Y}, {s.X + s.W, s.Y + s.H}}
		}
		for _, q := range pts {
			if math.Abs(q[0]) > zonesfile.MaxZoneDrawing || math.Abs(q[1]) > zonesfile.MaxZoneDrawing {
				return fmt.Errorf("%s would be drawn beyond %d canvas units", zoneLabelOf(z), zonesfile.MaxZoneDrawing)
			}
		}
	}
	for _, c := range m.Creatures {
		if err := maps.CheckName("id", c.ID); err != nil {
			return err
		}
	}
	return nil
}

// roundTrip writes the map as a file and reads it back: what the file
// format would refuse is refused here, so that every map the editor makes
// is one the program saves and opens again. The error names the field
// and what would be valid.
func roundTrip(zm *zonesfile.ZoneMap) error {
	enc := &maps.Encounter{Name: "edit", Zones: zm}
	data, err := enc.Marshal()
	if err == nil {
		_, err = maps.Parse("edit", data)
	}
	var le *maps.LoadError
	var be *maps.BoardError
	switch {
	case errors.As(err, &le) && len(le.Problems) > 0:
		return fmt.Errorf("%s: %s", le.Problems[0].Path, le.Problems[0].Message)
	case errors.As(err, &be) && len(be.Problems) > 0:
		return fmt.Errorf("%s: %s", be.Problems[0].Path, be.Problems[0].Message)
	}
	return err
}

// zoneLabelOf is a zone's name, or its id.
func zoneLabelOf(z zones.Zone) string {
	if z.Name != "" {
		return z.Name
	}
	return z.ID
}

// zoneIndex is the index of the zone with the id, or an error naming it.
func zoneIndex(zm *zonesfile.ZoneMap, id string) (int, error) {
	i := slices.IndexFunc(zm.Map.Zones, func(z zones.Zone) bool { return z.ID == id })
	if i < 0 {
		return -1, fmt.Errorf("no zone %q on the map", id)
	}
	return i, nil
}

// Sizes of a zone drawn by the editor, in canvas units: the least a zone
// may be (its name and a row of tokens); a new zone's is session's
// ZoneNewW by ZoneNewH.
const (
	ZoneMinW = 4.0
	ZoneMinH = 3.0
)

// snapHalf rounds to the nearest half unit: drawn zones line up (and
// never at -0, which a file would write as "-0").
func snapHalf(f float64) float64 { return math.Round(f*2)/2 + 0 }

// ZoneRect is the rectangle dragged from a to b, snapped to half units
// and grown to the least zone size.
func ZoneRect(a, b render.Point) zonesfile.ZoneShape {
	x0, y0 := snapHalf(min(a.X, b.X)), snapHalf(min(a.Y, b.Y))
	x1, y1 := snapHalf(max(a.X, b.X)), snapHalf(max(a.Y, b.Y))
	return zonesfile.ZoneShape{X: x0, Y: y0, W: max(x1-x0, ZoneMinW), H: max(y1-y0, ZoneMinH)}
}

// FreeZoneRect is where "Add zone" puts a new zone: right of everything
// drawn, level with the top.
func FreeZoneRect(boxes []render.Rect) zonesfile.ZoneShape {
	if len(boxes) == 0 {
		return zonesfile.ZoneShape{W: session.ZoneNewW, H: session.ZoneNewH}
	}
	right, top := math.Inf(-1), math.Inf(1)
	for _, b := range boxes {
		right, top = max(right, b.Max.X), min(top, b.Min.Y)
	}
	return zonesfile.ZoneShape{X: snapHalf(right + 3), Y: snapHalf(top), W: session.ZoneNewW, H: session.ZoneNewH}
}

// autoZoneID reports whether id is one the editor gives new zones
// ("zone-3"): renaming such a zone gives it an id made from its name.
func autoZoneID(id string) bool {
	n, ok := strings.CutPrefix(id, "zone-")
	return ok && n != "" && strings.Trim(n, "0123456789") == ""
}

// AddZone draws a new zone at shape, named "Zone N" with the id "zone-N"
// (the first N free); it returns the id.
func (p *ZonePlay) AddZone(shape zonesfile.ZoneShape) (string, error) {
	var id string
	err := p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		n := 1
		for ; ; n++ {
			id = fmt.Sprintf("zone-%d", n)
			if _, err := zoneIndex(zm, id); err != nil {
				break
			}
		}
		zm.Map.Zones = append(zm.Map.Zones, zones.Zone{ID: id, Name: fmt.Sprintf("Zone %d", n)})
		zm.Shapes = append(zm.Shapes, shape)
		return fmt.Sprintf("Zone %d drawn", n), nil
	})
	return id, err
}

// RenameZone names a zone. A zone with an id the editor made ("zone-3")
// takes an id made from its name as well, if no other zone has it; its
// links, creatures and the effects carrying into it follow.
func (p *ZonePlay) RenameZone(id, name string) (string, error) {
	name = strings.TrimSpace(name)
	newID := id
	err := p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		if name == "" {
			return "", errors.New("a zone needs a name")
		}
		if err := maps.CheckName("name", name); err != nil {
			return "", err
		}
		i, err := zoneIndex(zm, id)
		if err != nil {
			return "", err
		}
		old := zoneLabelOf(zm.Map.Zones[i])
		zm.Map.Zones[i].Name = name
		if slug := session.Slug(name); autoZoneID(id) && slug != "encounter" {
			if _, taken := zoneIndex(zm, slug); taken != nil {
				newID = slug
				renameZoneID(&zm.Map, id, newID)
			}
		}
		return fmt.Sprintf("%s is named %s", old, name), nil
	})
	return newID, err
}

// renameZoneID changes a zone's id everywhere the map names it.
func renameZoneID(m *zones.Map, from, to string) {
	for i := range m.Zones {
		if m.Zones[i].ID == from {
			m.Zones[i].ID = to
		}
		if e := m.Zones[i].Effect; e != nil && e.To == from {
			ne := *e
			ne.To = to
			m.Zones[i].Effect = &ne
		}
	}
	for i := range m.Links {
		if m.Links[i].From == from {
			m.Links[i].From = to
		}
		if m.Links[i].To == from {
			m.Links[i].To = to
		}
	}
	for i := range m.Creatures {
		if m.Creatures[i].Zone == from {
			m.Creatures[i].Zone = to
		}
	}
}

// MoveZone moves a zone's drawing by d canvas units (snapped to half
// units); its links and creatures go with it.
func (p *ZonePlay) MoveZone(id string, d render.Point) error {
	dx, dy := snapHalf(d.X), snapHalf(d.Y)
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		i, err := zoneIndex(zm, id)
		if err != nil {
			return "", err
		}
		if dx == 0 && dy == 0 {
			return "", session.ErrNoChange()
		}
		s := &zm.Shapes[i]
		s.X, s.Y = s.X+dx, s.Y+dy
		for k := range s.Outline {
			s.Outline[k][0] += dx
			s.Outline[k][1] += dy
		}
		return fmt.Sprintf("%s moved", zoneLabelOf(zm.Map.Zones[i])), nil
	})
}

// ResizeZone makes a zone drawn as a rectangle dw wider and dh taller
// (never below the least zone size); an outlined zone keeps its outline.
func (p *ZonePlay) ResizeZone(id string, dw, dh float64) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		i, err := zoneIndex(zm, id)
		if err != nil {
			return "", err
		}
		s := &zm.Shapes[i]
		if s.Outline != nil {
			return "", fmt.Errorf("%s is drawn by an outline in its file: move it, or edit the outline in the file", zoneLabelOf(zm.Map.Zones[i]))
		}
		w, h := max(s.W+dw, ZoneMinW), max(s.H+dh, ZoneMinH)
		if w == s.W && h == s.H {
			return "", fmt.Errorf("a zone is at least %gx%g canvas units", ZoneMinW, ZoneMinH)
		}
		s.W, s.H = w, h
		return fmt.Sprintf("%s is %sx%s", zoneLabelOf(zm.Map.Zones[i]), render.Num(w), render.Num(h)), nil
	})
}

// DeleteZone removes a zone with its links and the creatures in it (their
// partners are partnered no more), and the tile effects of other zones
// that carry into it: one undo step.
func (p *ZonePlay) DeleteZone(id string) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		i, err := zoneIndex(zm, id)
		if err != nil {
			return "", err
		}
		m := &zm.Map
		what := zoneLabelOf(m.Zones[i]) + " deleted"
		m.Zones = slices.Delete(m.Zones, i, i+1)
		zm.Shapes = slices.Delete(zm.Shapes, i, i+1)
		links := len(m.Links)
		m.Links = slices.DeleteFunc(m.Links, func(l zones.Link) bool { return l.From == id || l.To == id })
		var gone []string
		m.Creatures = slices.DeleteFunc(m.Creatures, func(c zones.Creature) bool {
			if c.Zone == id {
				gone = append(gone, creatureLabel(c))
			}
			return c.Zone == id
		})
		unpartnerMissing(m)
		effects := 0
		for k := range m.Zones {
			if e := m.Zones[k].Effect; e != nil && e.To == id {
				m.Zones[k].Effect = nil
				effects++
			}
		}
		var parts []string
		if n := links - len(m.Links); n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, session.Plural(n, "link")))
		}
		if len(gone) > 0 {
			parts = append(parts, strings.Join(gone, ", "))
		}
		if effects > 0 {
			parts = append(parts, fmt.Sprintf("%d tile %s carrying into it", effects, session.Plural(effects, "effect")))
		}
		if len(parts) > 0 {
			what += " with " + strings.Join(parts, " and ")
		}
		return what, nil
	})
}

// creatureLabel is a creature's name, or its id.
func creatureLabel(c zones.Creature) string {
	if c.Name != "" {
		return c.Name
	}
	return c.ID
}

// unpartnerMissing ends the partnerships whose partner left the map.
func unpartnerMissing(m *zones.Map) {
	for k := range m.Creatures {
		if p := m.Creatures[k].Partner; p != "" && !slices.ContainsFunc(m.Creatures, func(c zones.Creature) bool { return c.ID == p }) {
			m.Creatures[k].Partner = ""
		}
	}
}

// ZoneLinkKind is the kind of link the link tool makes.
type ZoneLinkKind int

// The kinds of link: a doorway both ways, a one-way drop, a climb with a
// rating (both ways).
const (
	LinkTwoWay ZoneLinkKind = iota
	LinkDrop
	LinkClimb
)

// ZoneLinkKinds lists the kinds in palette order.
func ZoneLinkKinds() []ZoneLinkKind { return []ZoneLinkKind{LinkTwoWay, LinkDrop, LinkClimb} }

func (k ZoneLinkKind) String() string {
	switch k {
	case LinkDrop:
		return "one-way drop"
	case LinkClimb:
		return "climb"
	}
	return "two-way"
}

// linkOf is a new link of the kind from one zone to another.
func (k ZoneLinkKind) linkOf(from, to string, climb int) zones.Link {
	l := zones.Link{From: from, To: to}
	switch k {
	case LinkDrop:
		l.OneWay = true
	case LinkClimb:
		l.Climb = climb
	}
	return l
}

// linkText names a link: its zones, its direction and what it holds.
func linkText(m zones.Map, l zones.Link) string {
	name := func(id string) string {
		for _, z := range m.Zones {
			if z.ID == id {
				return zoneLabelOf(z)
			}
		}
		return id
	}
	arrow := "↔"
	if l.OneWay {
		arrow = "→"
	}
	s := name(l.From) + " " + arrow + " " + name(l.To)
	if l.Climb > 0 {
		s += fmt.Sprintf(", climb %d", l.Climb)
	}
	if l.Drop {
		s += ", a drop going down"
	}
	return s
}

// AddLink links two zones with a link of the kind (climb: its rating).
// The rules refuse a second link between the same zones in the same
// direction, and a link of a zone to itself.
func (p *ZonePlay) AddLink(from, to string, kind ZoneLinkKind, climb int) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		if kind == LinkClimb && climb < 1 {
			return "", errors.New("a climb has a rating of 1 or more")
		}
		l := kind.linkOf(from, to, climb)
		zm.Map.Links = append(zm.Map.Links, l)
		return "Linked " + linkText(zm.Map, l), nil
	})
}

// EditLink changes link i (its direction, one way, drop, climb).
func (p *ZonePlay) EditLink(i int, change func(l *zones.Link)) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		if i < 0 || i >= len(zm.Map.Links) {
			return "", fmt.Errorf("no link %d on the map", i)
		}
		l := &zm.Map.Links[i]
		before := *l
		change(l)
		if *l == before {
			return "", session.ErrNoChange()
		}
		if l.Climb < 0 {
			return "", errors.New("a climb rating is 0 (none) or more")
		}
		return "Link now " + linkText(zm.Map, *l), nil
	})
}

// DeleteLink removes link i.
func (p *ZonePlay) DeleteLink(i int) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		if i < 0 || i >= len(zm.Map.Links) {
			return "", fmt.Errorf("no link %d on the map", i)
		}
		what := "Link " + linkText(zm.Map, zm.Map.Links[i]) + " deleted"
		zm.Map.Links = slices.Delete(zm.Map.Links, i, i+1)
		return what, nil
	})
}

// EditZone changes a zone's rules data (rating, limit, surface, ...); what
// says what changed.
func (p *ZonePlay) EditZone(id string, change func(z *zones.Zone) string) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		i, err := zoneIndex(zm, id)
		if err != nil {
			return "", err
		}
		z := &zm.Map.Zones[i]
		if z.Effect != nil {
			e := *z.Effect
			z.Effect = &e
		}
		if z.Difficult != nil {
			r := *z.Difficult
			z.Difficult = &r
		}
		what := change(z)
		if what == "" {
			return "", session.ErrNoChange()
		}
		return zoneLabelOf(*z) + ": " + what, nil
	})
}

// EditMapFlags switches the map's optional rules (spill-over, height
// bands).
func (p *ZonePlay) EditMapFlags(change func(m *zones.Map) string) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		return change(&zm.Map), nil
	})
}

// ZoneCreatureOf is a template as a creature of a zone map: its id, name
// and side (speed, height and abilities are the zone rules' defaults; the
// editor sets them).
func ZoneCreatureOf(id, name, side string) zones.Creature {
	return zones.Creature{ID: id, Name: name, Side: side}
}

// PlaceCreature puts a copy of a template in a zone with an id and a
// name not yet used ("goblin-2", "Goblin 2"); it returns the id.
func (p *ZonePlay) PlaceCreature(tpl zones.Creature, zone string) (string, error) {
	var id string
	err := p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		i, err := zoneIndex(zm, zone)
		if err != nil {
			return "", err
		}
		m := &zm.Map
		taken := func(s string) bool {
			return slices.ContainsFunc(m.Creatures, func(c zones.Creature) bool { return c.ID == s })
		}
		named := func(s string) bool {
			return slices.ContainsFunc(m.Creatures, func(c zones.Creature) bool { return c.Name == s })
		}
		base := session.Slug(tpl.ID)
		if tpl.ID == "" {
			base = session.Slug(tpl.Name)
		}
		c := tpl
		c.Abilities = slices.Clone(tpl.Abilities)
		c.Zone, c.Partner = zone, ""
		for n := 1; ; n++ {
			c.ID = base
			if n > 1 {
				c.ID = fmt.Sprintf("%s-%d", base, n)
			}
			if !taken(c.ID) {
				break
			}
		}
		if tpl.Name != "" {
			for n := 1; ; n++ {
				c.Name = tpl.Name
				if n > 1 {
					c.Name = fmt.Sprintf("%s %d", tpl.Name, n)
				}
				if !named(c.Name) {
					break
				}
			}
		}
		id = c.ID
		m.Creatures = append(m.Creatures, c)
		return fmt.Sprintf("%s placed in %s", creatureLabel(c), zoneLabelOf(m.Zones[i])), nil
	})
	return id, err
}

// EditCreature changes a creature's data (side, speed, height, ...);
// what says what changed. Moving it to another zone ends its
// partnership (partners share a zone).
func (p *ZonePlay) EditCreature(id string, change func(c *zones.Creature) string) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		m := &zm.Map
		k := slices.IndexFunc(m.Creatures, func(c zones.Creature) bool { return c.ID == id })
		if k < 0 {
			return "", fmt.Errorf("no creature %q on the map", id)
		}
		c := &m.Creatures[k]
		zone := c.Zone
		what := change(c)
		if what == "" {
			return "", session.ErrNoChange()
		}
		if c.Zone != zone && c.Partner != "" {
			partner := c.Partner
			c.Partner = ""
			for j := range m.Creatures {
				if m.Creatures[j].ID == partner {
					m.Creatures[j].Partner = ""
				}
			}
			what += " (no longer partnered with " + partner + ")"
		}
		return creatureLabel(*c) + ": " + what, nil
	})
}

// RemoveCreature takes a creature off the map (its partner is partnered
// no more).
func (p *ZonePlay) RemoveCreature(id string) error {
	return p.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		m := &zm.Map
		k := slices.IndexFunc(m.Creatures, func(c zones.Creature) bool { return c.ID == id })
		if k < 0 {
			return "", fmt.Errorf("no creature %q on the map", id)
		}
		what := creatureLabel(m.Creatures[k]) + " removed"
		m.Creatures = slices.Delete(m.Creatures, k, k+1)
		unpartnerMissing(m)
		return what, nil
	})
}
