package zones

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/battlemap/battlemap/render"

	"github.com/battlemap/battlemap/maps"
	zonesfile "github.com/battlemap/battlemap/maps/zones"
	"github.com/battlemap/battlemap/rules/zones"
)

// ZoneEditField is one number or choice of what the zone editor has
// selected, as the palette shows it: a − and + pair for a number (Step),
// one button for a choice (Next). Every change is one undo step.
type ZoneEditField struct {
	Name, Value string
	// Step changes a number a step up (+1) or down (-1); nil for a choice.
	Step func(d int)
	// Next moves a choice on (a toggle, or the next of a list); nil for a
	// number.
	Next func()
}

// yesNo is a toggle's value.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// orNone is a number, "none" when 0.
func orNone(n int) string {
	if n == 0 {
		return "none"
	}
	return strconv.Itoa(n)
}

// metres is a number of metres as the palette shows it.
func metres(f float64) string { return render.Num(f) + " m" }

// roundTenth keeps a stepped number of metres to one decimal.
func roundTenth(f float64) float64 { return math.Round(f*10) / 10 }

// cycle is the element after cur in list (the first after the last, or
// when cur is not in it).
func cycle[T comparable](list []T, cur T) T {
	return list[(slices.Index(list, cur)+1)%len(list)]
}

// Fields are the numbers and choices of what is selected: a zone's
// elevation, surface, rating, limit, depth, damage, tile effect and size;
// a link's direction, one way, drop and climb; a creature's side, speed,
// height, Prowess, abilities, band and partner; with nothing selected, the
// map's optional rules; first the tool's (a climb's rating, the template).
func (e *ZoneEditor) Fields() []ZoneEditField {
	b := e.play.board
	var fs []ZoneEditField
	switch {
	case e.tool == ZoneLinker && e.linkKind == LinkClimb:
		fs = append(fs, ZoneEditField{Name: "Climb rating", Value: strconv.Itoa(e.climb), Step: e.StepClimb})
	case e.tool == ZonePlace:
		fs = append(fs, ZoneEditField{Name: "Creature", Value: e.TemplateLabel(), Step: e.NextTemplate})
	}
	if z, ok := b.Zone(e.zone); ok {
		return append(fs, e.zoneFields(z)...)
	}
	if m := b.Map(); e.link >= 0 && e.link < len(m.Links) {
		return append(fs, e.linkFields(m.Links[e.link])...)
	}
	if c, ok := b.Creature(e.creature); ok {
		return append(fs, e.creatureFields(c)...)
	}
	m := b.Map()
	flag := func(name string, on bool, set func(m *zones.Map, on bool)) ZoneEditField {
		return ZoneEditField{Name: name, Value: yesNo(on), Next: func() {
			e.play.EditMapFlags(func(m *zones.Map) string {
				set(m, !on)
				return fmt.Sprintf("%s: %s", name, yesNo(!on))
			})
		}}
	}
	return append(fs,
		flag("Spill-over", m.SpillOver, func(m *zones.Map, on bool) { m.SpillOver = on }),
		flag("Height bands", m.Bands, func(m *zones.Map, on bool) { m.Bands = on }))
}

// zoneFields are a zone's numbers and choices.
func (e *ZoneEditor) zoneFields(z zones.Zone) []ZoneEditField {
	id, pl := z.ID, e.play
	edit := func(change func(z *zones.Zone) string) { pl.EditZone(id, change) }
	num := func(name, value string, step func(z *zones.Zone, d int) string) ZoneEditField {
		return ZoneEditField{Name: name, Value: value, Step: func(d int) { edit(func(z *zones.Zone) string { return step(z, d) }) }}
	}
	rating, rated := z.Rating()
	fs := []ZoneEditField{
		num("Elevation", metres(z.Elevation), func(z *zones.Zone, d int) string {
			z.Elevation += float64(d)
			return "elevation " + metres(z.Elevation)
		}),
		{Name: "Surface", Value: string(surfaceOf(z)), Next: func() {
			edit(func(z *zones.Zone) string {
				s := cycle([]zones.Surface{zones.Hard, zones.Soft, zones.Water, zones.Ungodly}, surfaceOf(*z))
				z.Surface = s
				if s == zones.Hard {
					z.Surface = "" // the default, as a file leaves it out
				}
				return "surface " + string(s)
			})
		}},
		num("Rating", map[bool]string{true: strconv.Itoa(rating), false: "none"}[rated], func(z *zones.Zone, d int) string {
			r, ok := z.Rating()
			switch {
			case !ok && d < 0:
				return ""
			case !ok:
				r = 1
			case r+d < 1:
				z.Difficult = nil
				return "no difficult terrain"
			default:
				r += d
			}
			z.Difficult = &r
			return fmt.Sprintf("difficult terrain rating %d", r)
		}),
		num("Limit", orNone(z.Limit), func(z *zones.Zone, d int) string {
			if z.Limit+d < 0 {
				return ""
			}
			z.Limit += d
			return "character limit " + orNone(z.Limit)
		}),
		num("Depth", metres(z.Depth), func(z *zones.Zone, d int) string {
			if z.Depth+float64(d)/2 < 0 {
				return ""
			}
			z.Depth = roundTenth(z.Depth + float64(d)/2)
			return "depth " + metres(z.Depth)
		}),
		num("Damage", strconv.Itoa(z.Damage), func(z *zones.Zone, d int) string {
			if z.Damage+d < 0 {
				return ""
			}
			z.Damage += d
			return fmt.Sprintf("damage %d on arriving", z.Damage)
		}),
	}
	fs = append(fs, e.effectFields(z)...)
	i := slices.IndexFunc(pl.board.Map().Zones, func(o zones.Zone) bool { return o.ID == id })
	outlined := i < len(pl.layout.shapes) && pl.layout.shapes[i].Outline != nil
	if boxes, _ := pl.Boxes(); i < len(boxes) && !outlined {
		bx := boxes[i]
		fs = append(fs,
			ZoneEditField{Name: "Width", Value: render.Num(bx.Max.X - bx.Min.X), Step: func(d int) { pl.ResizeZone(id, float64(d), 0) }},
			ZoneEditField{Name: "Height", Value: render.Num(bx.Max.Y - bx.Min.Y), Step: func(d int) { pl.ResizeZone(id, 0, float64(d)) }})
	}
	return fs
}

// surfaceOf is a zone's surface, hard when unset.
func surfaceOf(z zones.Zone) zones.Surface {
	if z.Surface == "" {
		return zones.Hard
	}
	return z.Surface
}

// effectKinds are the tile effects in the order the palette cycles them
// ("": none).
func effectKinds() []zones.EffectKind {
	return []zones.EffectKind{"", zones.Current, zones.Elevator, zones.Wave, zones.Whirlpool, zones.AntiGravity}
}

// effectFields are a zone's tile effect: its kind, and what that kind
// uses (where it carries, speed, every, reach, until).
func (e *ZoneEditor) effectFields(z zones.Zone) []ZoneEditField {
	id, pl := z.ID, e.play
	adjacent := pl.board.Adjacent(id)
	kind := zones.EffectKind("")
	if z.Effect != nil {
		kind = z.Effect.Kind
	}
	value := string(kind)
	if kind == "" {
		value = "none"
	}
	fs := []ZoneEditField{{Name: "Tile effect", Value: value, Next: func() {
		pl.EditZone(id, func(z *zones.Zone) string {
			k := cycle(effectKinds(), kind)
			if k == "" {
				z.Effect = nil
				return "no tile effect"
			}
			ne := zones.Effect{Kind: k}
			if (k == zones.Current || k == zones.Elevator) && len(adjacent) > 0 {
				ne.To = adjacent[0]
			}
			z.Effect = &ne
			return "tile effect " + string(k)
		})
	}}}
	if z.Effect == nil {
		return fs
	}
	ef := *z.Effect
	step := func(name string, v int, set func(ef *zones.Effect, n int)) ZoneEditField {
		return ZoneEditField{Name: "  " + name, Value: orNone(v), Step: func(d int) {
			pl.EditZone(id, func(z *zones.Zone) string {
				if v+d < 0 {
					return ""
				}
				set(z.Effect, v+d)
				return fmt.Sprintf("%s %s %s", ef.Kind, name, orNone(v+d))
			})
		}}
	}
	switch kind {
	case zones.Current, zones.Elevator, zones.Whirlpool:
		to := ef.To
		if to == "" {
			to = "none"
		} else {
			to = pl.zoneLabel(to)
		}
		targets := adjacent
		if kind == zones.Whirlpool {
			targets = append([]string{""}, adjacent...)
		}
		fs = append(fs, ZoneEditField{Name: "  Carries to", Value: to, Next: func() {
			pl.EditZone(id, func(z *zones.Zone) string {
				if len(targets) == 0 {
					return ""
				}
				z.Effect.To = cycle(targets, z.Effect.To)
				return fmt.Sprintf("%s carries to %s", ef.Kind, orZone(pl, z.Effect.To))
			})
		}})
	}
	switch kind {
	case zones.Current:
		fs = append(fs, step("speed", ef.Speed, func(ef *zones.Effect, n int) { ef.Speed = n }))
	case zones.Wave:
		fs = append(fs, step("every", ef.Every, func(ef *zones.Effect, n int) { ef.Every = n }),
			step("reach", ef.Reach, func(ef *zones.Effect, n int) { ef.Reach = n }))
	case zones.AntiGravity:
		fs = append(fs, step("until round", ef.Until, func(ef *zones.Effect, n int) { ef.Until = n }))
	}
	return fs
}

// orZone is a zone's name, or "none".
func orZone(p *ZonePlay, id string) string {
	if id == "" {
		return "none"
	}
	return p.zoneLabel(id)
}

// linkFields are a link's direction, one way, drop and climb.
func (e *ZoneEditor) linkFields(l zones.Link) []ZoneEditField {
	k, pl := e.link, e.play
	edit := func(change func(l *zones.Link)) { pl.EditLink(k, change) }
	return []ZoneEditField{
		{Name: "Direction", Value: pl.zoneLabel(l.From) + " → " + pl.zoneLabel(l.To), Next: func() {
			edit(func(l *zones.Link) { l.From, l.To = l.To, l.From })
		}},
		{Name: "One way", Value: yesNo(l.OneWay), Next: func() { edit(func(l *zones.Link) { l.OneWay = !l.OneWay }) }},
		{Name: "Drop going down", Value: yesNo(l.Drop), Next: func() { edit(func(l *zones.Link) { l.Drop = !l.Drop }) }},
		{Name: "Climb", Value: orNone(l.Climb), Step: func(d int) {
			edit(func(l *zones.Link) { l.Climb = min(max(l.Climb+d, 0), maps.MaxStat) })
		}},
	}
}

// zoneSides are the sides the palette cycles a creature through.
func zoneSides() []string { return []string{"heroes", "enemies", "neutral"} }

// zoneBands are the height bands, ground ("") first.
func zoneBands() []zones.Band {
	return []zones.Band{"", zones.Floating, zones.Flying, zones.Soaring, zones.Swimming, zones.Underwater, zones.Depths, zones.FarDepths}
}

// creatureFields are a creature's side, speed, height, Prowess, abilities,
// band and partner.
func (e *ZoneEditor) creatureFields(c zones.Creature) []ZoneEditField {
	id, pl := c.ID, e.play
	edit := func(change func(c *zones.Creature) string) { pl.EditCreature(id, change) }
	num := func(name, value string, step func(c *zones.Creature, d int) string) ZoneEditField {
		return ZoneEditField{Name: name, Value: value, Step: func(d int) { edit(func(c *zones.Creature) string { return step(c, d) }) }}
	}
	ability := func(name string) ZoneEditField {
		return ZoneEditField{Name: "Can " + name, Value: yesNo(c.Can(name)), Next: func() {
			edit(func(c *zones.Creature) string {
				if c.Can(name) {
					c.Abilities = slices.DeleteFunc(c.Abilities, func(a string) bool { return a == name })
					return "cannot " + name
				}
				c.Abilities = append(c.Abilities, name)
				return "can " + name
			})
		}}
	}
	speed := "1 (default)"
	if c.Speed > 0 {
		speed = strconv.Itoa(c.Speed)
	}
	height := "1.7 m (default)"
	if c.Height > 0 {
		height = metres(c.Height)
	}
	band := string(c.Band)
	if band == "" {
		band = string(zones.Ground)
	}
	partner := "none"
	if c.Partner != "" {
		partner = pl.name(c.Partner)
	}
	side := c.Side
	if side == "" {
		side = "none"
	}
	return []ZoneEditField{
		{Name: "Side", Value: side, Next: func() {
			edit(func(c *zones.Creature) string { c.Side = cycle(zoneSides(), c.Side); return "side " + c.Side })
		}},
		num("Speed", speed, func(c *zones.Creature, d int) string {
			n := max(c.Speed, 1) + d
			if n < 1 || n > maps.MaxStat {
				return ""
			}
			c.Speed = n
			return fmt.Sprintf("speed %d", n)
		}),
		num("Height", height, func(c *zones.Creature, d int) string {
			h := c.Height
			if h <= 0 {
				h = 1.7
			}
			h = roundTenth(h + float64(d)/10)
			if h <= 0 {
				return ""
			}
			c.Height = h
			return "height " + metres(h)
		}),
		num("Prowess", strconv.Itoa(c.Prowess), func(c *zones.Creature, d int) string {
			if c.Prowess+d < 0 || c.Prowess+d > maps.MaxStat {
				return ""
			}
			c.Prowess += d
			return fmt.Sprintf("Prowess %d", c.Prowess)
		}),
		ability("swim"),
		ability("fly"),
		{Name: "Band", Value: band, Next: func() {
			edit(func(c *zones.Creature) string { c.Band = cycle(zoneBands(), c.Band); return "band " + bandName(c.Band) })
		}},
		{Name: "Partner", Value: partner, Next: func() { e.nextPartner(id) }},
	}
}

// bandName is a band's name, ground when unset.
func bandName(b zones.Band) string {
	if b == "" {
		return string(zones.Ground)
	}
	return string(b)
}

// nextPartner partners a creature with the next creature in its zone
// (ending both creatures' partnerships first), or with none after the
// last: Seln: "Partnering Up" pairs two creatures of one zone.
func (e *ZoneEditor) nextPartner(id string) {
	e.play.EditMap(func(zm *zonesfile.ZoneMap) (string, error) {
		m := &zm.Map
		k := slices.IndexFunc(m.Creatures, func(c zones.Creature) bool { return c.ID == id })
		if k < 0 {
			return "", fmt.Errorf("no creature %q on the map", id)
		}
		c := m.Creatures[k]
		options := []string{""}
		for _, o := range m.Creatures {
			if o.ID != id && o.Zone == c.Zone && zones.Allies(o, c) { // a partner is one other ally
				options = append(options, o.ID)
			}
		}
		next := cycle(options, c.Partner)
		for j := range m.Creatures {
			if o := &m.Creatures[j]; o.ID == c.Partner || o.ID == id || (next != "" && (o.ID == next || o.Partner == next)) {
				o.Partner = ""
			}
		}
		if next == "" {
			return creatureLabel(c) + " has no partner", nil
		}
		m.Creatures[k].Partner = next
		for j := range m.Creatures {
			if m.Creatures[j].ID == next {
				m.Creatures[j].Partner = id
				return creatureLabel(c) + " and " + creatureLabel(m.Creatures[j]) + " are partners", nil
			}
		}
		return "", nil
	})
}
