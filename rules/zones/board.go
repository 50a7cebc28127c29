package zones

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/grid"
)

// Surface is what a zone's floor is made of: it sets the damage of a fall
// that lands there.
type Surface string

// The landing surfaces of Seln: "Falling".
const (
	Hard    Surface = "hard"
	Soft    Surface = "soft"
	Water   Surface = "water"
	Ungodly Surface = "ungodly"
)

func (s Surface) valid() bool {
	switch s {
	case "", Hard, Soft, Water, Ungodly:
		return true
	}
	return false
}

// Zone is one zone of the map, in the shape of the zone file format
// (docs/format.md): elevation and depth in metres, Difficult the difficult
// terrain rating (nil: none), Limit the character limit (0: none).
type Zone struct {
	ID        string  `json:"id"`
	Name      string  `json:"name,omitempty"`
	Elevation float64 `json:"elevation,omitempty"`
	Surface   Surface `json:"surface,omitempty"`
	Difficult *int    `json:"difficult,omitempty"`
	Limit     int     `json:"limit,omitempty"`
	Depth     float64 `json:"depth,omitempty"`
	// Damage is what arriving in the zone does (a trap, fire): taken by
	// every creature that enters it, willingly or thrown.
	Damage int `json:"damage,omitempty"`
	// Effect is the zone's tile effect, if any (current, elevator, ...).
	Effect *Effect `json:"effect,omitempty"`
}

// Rating returns the difficult terrain rating and whether the zone has
// one.
func (z Zone) Rating() (int, bool) {
	if z.Difficult == nil {
		return 0, false
	}
	return *z.Difficult, true
}

// surface returns the surface, hard when unset.
func (z Zone) surface() Surface {
	if z.Surface == "" {
		return Hard
	}
	return z.Surface
}

// HasWater reports whether the zone has water: a water surface or a
// depth. It is the one notion of water that swimming, the bands below
// Ground and a landing share (a landing needs it deep enough for a dive).
func (z Zone) HasWater() bool { return z.surface() == Water || z.Depth > 0 }

// Link joins two zones. It is two-way unless OneWay; Climb is the
// difficult terrain rating to climb along it (0: no climb); Drop makes
// going down it a fall even when it is two-way (a one-way link to a
// lower zone is always a drop).
type Link struct {
	From   string `json:"from"`
	To     string `json:"to"`
	OneWay bool   `json:"oneWay,omitempty"`
	Climb  int    `json:"climb,omitempty"`
	Drop   bool   `json:"drop,omitempty"`
}

// Creature is one character on the map. Speed 0 means the default 1;
// Height 0 means defaultHeight. Band is its height band (empty: Ground).
// Moved and ActionSpent are this round's state; EndRound clears them.
type Creature struct {
	ID      string  `json:"id"`
	Name    string  `json:"name,omitempty"`
	Side    string  `json:"side,omitempty"`
	Zone    string  `json:"zone"`
	Height  float64 `json:"height,omitempty"`
	Speed   int     `json:"speed,omitempty"`
	Partner string  `json:"partner,omitempty"`
	// Prowess is the number of rounds the creature can hold its breath.
	Prowess int `json:"prowess,omitempty"`
	// Earth is the creature's Earth defense: what a limit challenge
	// against it must reach, and what the breath penalty must exceed for
	// it to pass out (0 when the file gives none).
	Earth int `json:"earth,omitempty"`
	// Abilities are the movement abilities beyond running: "fly", "swim".
	Abilities   []string `json:"abilities,omitempty"`
	Band        Band     `json:"band,omitempty"`
	Moved       bool     `json:"moved,omitempty"`
	ActionSpent bool     `json:"actionSpent,omitempty"`
	// Fallen is the metres fallen so far in a fall over several rounds
	// (height bands): the landing damage counts them all.
	Fallen float64 `json:"fallen,omitempty"`
	// BreathHeld is the rounds the creature has held its breath so far
	// (under the Swimming band): the end of the round counts them, so
	// rounds can follow one another.
	BreathHeld int `json:"breathHeld,omitempty"`
	// Hidden is the director's secret: the player view leaves the
	// creature out; the rules treat it as any other creature.
	Hidden bool `json:"hidden,omitempty"`
}

// MaxMetres bounds elevations and depths: 100 km up or down.
const MaxMetres = 100_000

// defaultHeight is the height in metres of a creature whose file gives
// none.
const defaultHeight = 1.7

func (c Creature) name() string {
	if c.Name != "" {
		return c.Name
	}
	return c.ID
}

// creatureCalled is creature id's name for a sentence (its id when it has
// none or is not on the map).
func (b *Board) creatureCalled(id string) string {
	if c, ok := b.Creature(id); ok {
		return c.name()
	}
	return id
}

// zoneCalled is zone id's name for a sentence (its id when it has none or
// is not on the map).
func (b *Board) zoneCalled(id string) string {
	if z, ok := b.Zone(id); ok {
		return zoneName(z)
	}
	return id
}

func (c Creature) height() float64 {
	if c.Height <= 0 {
		return defaultHeight
	}
	return c.Height
}

func (c Creature) speed() int {
	if c.Speed <= 0 {
		return 1
	}
	return c.Speed
}

// Can reports whether the creature has a movement ability ("fly", "swim").
func (c Creature) Can(ability string) bool { return slices.Contains(c.Abilities, ability) }

// Map is a zone encounter as plain data, in the shape of the zone file
// format: what a loader fills and NewBoard checks.
type Map struct {
	Name string `json:"name,omitempty"`
	// SpillOver switches the optional spill-over rule on for this map
	// (instead of the character limit challenge).
	SpillOver bool `json:"spillOver,omitempty"`
	// Bands switches the optional height band layer on.
	Bands bool `json:"bands,omitempty"`
	// Round is the number of the current round (0 or 1: the first).
	Round     int        `json:"round,omitempty"`
	Zones     []Zone     `json:"zones"`
	Links     []Link     `json:"links"`
	Creatures []Creature `json:"creatures"`
}

// FieldError is a Map that NewBoard refuses: the field path at fault and
// what would be valid.
type FieldError struct {
	Path string
	Msg  string
}

func (e *FieldError) Error() string { return "zones: " + e.Path + ": " + e.Msg }

// Board is a checked zone encounter. It is never changed: Apply and the
// rules return new boards or outcomes.
type Board struct {
	m         Map
	zoneIndex map[string]int
	creature  map[string]int
	// g is the zone graph: zone i is the node i; linkOf maps the
	// graph's link numbers to the map's links.
	g      *grid.Graph
	linkOf []int
}

// NewBoard checks m and returns the board. Errors name the field path
// (zones[2].surface) and what would be valid. The board keeps its own
// copy of the slices of m.
func NewBoard(m Map) (*Board, error) {
	m = cloneMap(m)
	b := &Board{m: m, zoneIndex: make(map[string]int, len(m.Zones)), creature: make(map[string]int, len(m.Creatures))}
	for i, z := range m.Zones {
		p := lazyPath("zones", i)
		if z.ID == "" {
			return nil, &FieldError{p(".id"), "missing: every zone needs an id"}
		}
		if _, dup := b.zoneIndex[z.ID]; dup {
			return nil, &FieldError{p(".id"), fmt.Sprintf("%q is used twice: zone ids are unique", z.ID)}
		}
		if !z.Surface.valid() {
			return nil, &FieldError{p(".surface"), fmt.Sprintf("%q is not a surface (hard, soft, water or ungodly)", z.Surface)}
		}
		if z.Difficult != nil && *z.Difficult < 0 {
			return nil, &FieldError{p(".difficult"), fmt.Sprintf("%d: a rating is 0 or more", *z.Difficult)}
		}
		if z.Limit < 0 {
			return nil, &FieldError{p(".limit"), fmt.Sprintf("%d: a limit is 0 (none) or more", z.Limit)}
		}
		if math.Abs(z.Elevation) > MaxMetres || z.Depth > MaxMetres {
			return nil, &FieldError{p(".elevation"), fmt.Sprintf("elevation %g and depth %g must lie within %g metres", z.Elevation, z.Depth, float64(MaxMetres))}
		}
		if z.Depth < 0 {
			return nil, &FieldError{p(".depth"), fmt.Sprintf("%g: a depth is 0 or more metres", z.Depth)}
		}
		if z.Damage < 0 {
			return nil, &FieldError{p(".damage"), fmt.Sprintf("%d: damage is 0 or more", z.Damage)}
		}
		b.zoneIndex[z.ID] = i
	}
	b.g = grid.NewGraph(len(m.Zones))
	b.linkOf = make([]int, 0, 2*len(m.Links))
	for i, l := range m.Links {
		p := lazyPath("links", i)
		from, ok := b.zoneIndex[l.From]
		if !ok {
			return nil, &FieldError{p(".from"), b.unknownZone(l.From)}
		}
		to, ok := b.zoneIndex[l.To]
		if !ok {
			return nil, &FieldError{p(".to"), b.unknownZone(l.To)}
		}
		if from == to {
			return nil, &FieldError{p(".to"), fmt.Sprintf("%q links a zone to itself", l.To)}
		}
		if l.Climb < 0 {
			return nil, &FieldError{p(".climb"), fmt.Sprintf("%d: a climb rating is 0 (none) or more", l.Climb)}
		}
		if err := b.addLink(from, to, i, l.OneWay, p); err != nil {
			return nil, err
		}
	}
	for i, z := range m.Zones {
		if z.Effect != nil {
			if err := b.checkEffect(lazyPath("zones", i)(".effect"), z.ID, *z.Effect); err != nil {
				return nil, err
			}
		}
	}
	for i, c := range m.Creatures {
		p := lazyPath("creatures", i)
		if c.ID == "" {
			return nil, &FieldError{p(".id"), "missing: every creature needs an id"}
		}
		if _, dup := b.creature[c.ID]; dup {
			return nil, &FieldError{p(".id"), fmt.Sprintf("%q is used twice: creature ids are unique", c.ID)}
		}
		if _, ok := b.zoneIndex[c.Zone]; !ok {
			return nil, &FieldError{p(".zone"), b.unknownZone(c.Zone)}
		}
		if c.Speed < 0 || c.Height < 0 || c.Prowess < 0 || c.Fallen < 0 || c.Earth < 0 || c.BreathHeld < 0 {
			return nil, &FieldError{p(""), "speed, height, prowess, earth, fallen and breathHeld are 0 or more"}
		}
		if _, ok := ParseBand(string(c.Band)); !ok {
			return nil, &FieldError{p(".band"), fmt.Sprintf("%q is not a band (%s)", c.Band, strings.Join(bandNames(), ", "))}
		}
		b.creature[c.ID] = i
	}
	for i, c := range m.Creatures {
		if c.Partner == "" {
			continue
		}
		p := lazyPath("creatures", i)(".partner")
		j, ok := b.creature[c.Partner]
		if !ok {
			return nil, &FieldError{p, fmt.Sprintf("%q is not a creature of this map", c.Partner)}
		}
		if c.Partner == c.ID {
			// Seln, Partnering Up: "You may Partner with one other ally".
			return nil, &FieldError{p, fmt.Sprintf("%q names itself: a partner is one other ally", c.ID)}
		}
		o := m.Creatures[j]
		if !Allies(c, o) {
			return nil, &FieldError{p, fmt.Sprintf("%q is on side %q and %q on side %q: a partner is an ally (the same side)", c.ID, c.Side, o.ID, o.Side)}
		}
		if o.Partner != c.ID {
			// Seln, Partnering Up: "You count as your Partner's Partner".
			return nil, &FieldError{p, fmt.Sprintf("%q does not name %q as its partner: a partnership is an exclusive pair", o.ID, c.ID)}
		}
		if o.Zone != c.Zone {
			return nil, &FieldError{p, fmt.Sprintf("%q is in %q, not %q: partners share a zone", o.ID, o.Zone, c.Zone)}
		}
	}
	return b, nil
}

// lazyPath returns the field path of the i-th element of a list, built
// only when an error needs it (a large map is checked without formatting
// a path per element).
func lazyPath(list string, i int) func(field string) string {
	return func(field string) string { return fmt.Sprintf("%s[%d]%s", list, i, field) }
}

// addLink adds a link of the map to the zone graph: the arc from its
// zone to its target, and back unless it is one way. Two links between
// the same zones in the same direction are refused: one border, one link.
func (b *Board) addLink(from, to, link int, oneWay bool, p func(string) string) error {
	for _, a := range [2][2]int{{from, to}, {to, from}} {
		if oneWay && a[0] == to {
			break
		}
		// Linked first: arcTo copies the zone's arcs, and a map may give a
		// zone thousands of links
		if b.g.Linked(grid.Cell{X: a[0]}, grid.Cell{X: a[1]}) {
			if prev, ok := b.arcTo(a[0], a[1]); ok {
				return &FieldError{p(""), fmt.Sprintf("%q and %q are already linked by links[%d]: one link a border", b.m.Zones[from].ID, b.m.Zones[to].ID, prev.link)}
			}
		}
		if _, err := b.g.Link(a[0], a[1]); err != nil {
			return &FieldError{p(""), err.Error()}
		}
		b.linkOf = append(b.linkOf, link)
	}
	return nil
}

// arc is one way out of a zone: the zone it leads to and the index of its
// link in the map's links.
type arc struct{ to, link int }

// arcs appends the arcs out of zone z, in link order.
func (b *Board) arcs(z int, buf []arc) []arc {
	var scratch [8]grid.Arc
	for _, a := range b.g.Arcs(grid.Cell{X: z}, scratch[:0]) {
		buf = append(buf, arc{a.To, b.linkOf[a.Link]})
	}
	return buf
}

// arcTo returns the arc from zone i to zone j.
func (b *Board) arcTo(i, j int) (arc, bool) {
	var scratch [8]arc
	for _, a := range b.arcs(i, scratch[:0]) {
		if a.to == j {
			return a, true
		}
	}
	return arc{}, false
}

func (b *Board) unknownZone(id string) string {
	ids := make([]string, 0, min(len(b.m.Zones), 8))
	for _, z := range b.m.Zones[:min(len(b.m.Zones), 8)] {
		ids = append(ids, z.ID)
	}
	more := ""
	if len(b.m.Zones) > 8 {
		more = ", ..."
	}
	return fmt.Sprintf("%q is not a zone of this map (%s%s)", id, strings.Join(ids, ", "), more)
}

func cloneMap(m Map) Map {
	m.Zones = slices.Clone(m.Zones)
	m.Links = slices.Clone(m.Links)
	m.Creatures = slices.Clone(m.Creatures)
	for i := range m.Creatures {
		m.Creatures[i].Abilities = slices.Clone(m.Creatures[i].Abilities)
	}
	return m
}

// Map returns a copy of the board's data.
func (b *Board) Map() Map { return cloneMap(b.m) }

// Bands reports whether the map uses the optional height bands.
func (b *Board) Bands() bool { return b.m.Bands }

// Round returns the number of the current round (at least 1).
func (b *Board) Round() int { return max(b.m.Round, 1) }

// Zone returns the zone with the id.
func (b *Board) Zone(id string) (Zone, bool) {
	i, ok := b.zoneIndex[id]
	if !ok {
		return Zone{}, false
	}
	return b.m.Zones[i], true
}

// Creature returns the creature with the id.
func (b *Board) Creature(id string) (Creature, bool) {
	i, ok := b.creature[id]
	if !ok {
		return Creature{}, false
	}
	c := b.m.Creatures[i]
	c.Abilities = slices.Clone(c.Abilities)
	return c, true
}

// Occupants returns the ids of the creatures in a zone, in file order.
func (b *Board) Occupants(zone string) []string {
	var ids []string
	for _, c := range b.m.Creatures {
		if c.Zone == zone {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// Adjacent returns the zones adjacent to a zone, in link order: the zones
// that can be reached from it (Seln: "Adjacent zones"). A one-way link
// makes its target adjacent to its source only.
func (b *Board) Adjacent(zone string) []string {
	i, ok := b.zoneIndex[zone]
	if !ok {
		return nil
	}
	var ids []string
	for _, a := range b.arcs(i, nil) {
		ids = append(ids, b.m.Zones[a.to].ID)
	}
	return ids
}

// IsAdjacent reports whether to can be reached from from in one border
// crossing.
func (b *Board) IsAdjacent(from, to string) bool {
	_, ok := b.arcBetween(from, to)
	return ok
}

// arcBetween returns the first arc from one zone to another.
func (b *Board) arcBetween(from, to string) (arc, bool) {
	i, ok := b.zoneIndex[from]
	if !ok {
		return arc{}, false
	}
	j, ok := b.zoneIndex[to]
	if !ok {
		return arc{}, false
	}
	return b.arcTo(i, j)
}

// Geometry returns the zone graph as a grid geometry: the zone with index
// i in the map's zones is the cell {i, 0}.
func (b *Board) Geometry() grid.Geometry { return b.g }

// ZoneCell returns the grid cell of a zone.
func (b *Board) ZoneCell(id string) (grid.Cell, bool) {
	i, ok := b.zoneIndex[id]
	return grid.Cell{X: i}, ok
}

// LineOfSight reports whether a creature in zone from sees into zone to:
// its own zone and the adjacent zones (Seln: "Line of sight").
func (b *Board) LineOfSight(from, to string) bool {
	if _, ok := b.zoneIndex[from]; !ok {
		return false
	}
	return from == to || b.IsAdjacent(from, to)
}

// withCreatures returns a board with the same zones and links and the
// creatures replaced (the slice is taken over).
func (b *Board) withCreatures(cs []Creature, round int) *Board {
	nb := &Board{m: b.m, zoneIndex: b.zoneIndex, g: b.g, linkOf: b.linkOf, creature: b.creature}
	nb.m.Creatures = cs
	nb.m.Round = round
	return nb
}

// Partner returns the board with two creatures declared partners:
// "Choosing a partner is a declaration; it does not require an Action" /
// "Your ally must consent" / "this is an exclusive pair between two and
// only two characters. No daisy chains." / "You and your Partner must be
// in the same zone." (Seln: "Partnering Up"). The caller has the ally's
// consent; a creature already partnered must end that partnership first.
func (b *Board) Partner(a, c string) (*Board, error) {
	x, ok := b.Creature(a)
	if !ok {
		return nil, fmt.Errorf("zones: no creature %q on the map", a)
	}
	y, ok := b.Creature(c)
	if !ok {
		return nil, fmt.Errorf("zones: no creature %q on the map", c)
	}
	switch {
	case a == c:
		return nil, refusal(RulePartnering, allySentence, fmt.Sprintf("%s cannot partner itself", x.name()))
	case !Allies(x, y):
		return nil, refusal(RulePartnering, allySentence, fmt.Sprintf("%s (side %q) and %s (side %q) are not allies", x.name(), x.Side, y.name(), y.Side))
	case x.Zone != y.Zone:
		return nil, ruleErr(RulePartnering, "%s is in %s and %s in %s: partners share a zone", x.name(), b.zoneCalled(x.Zone), y.name(), b.zoneCalled(y.Zone))
	case x.Partner != "" && x.Partner != c:
		return nil, ruleErr(RulePartnering, "%s is already %s's partner: no daisy chains", x.name(), b.creatureCalled(x.Partner))
	case y.Partner != "" && y.Partner != a:
		return nil, ruleErr(RulePartnering, "%s is already %s's partner: no daisy chains", y.name(), b.creatureCalled(y.Partner))
	}
	cs := slices.Clone(b.m.Creatures)
	cs[b.creature[a]].Partner = c
	cs[b.creature[c]].Partner = a
	return b.withCreatures(cs, b.m.Round), nil
}

// allySentence is the sentence that makes a partner one other ally.
const allySentence = "You may Partner with one other ally in a zone."

// Allies reports whether two creatures are on the same side: a partner
// must be "one other ally" (Seln, Partnering Up). Two creatures without
// a side are on the same (unnamed) side.
func Allies(a, b Creature) bool { return a.Side == b.Side }

// Unpartner returns the board with a creature's partnership ended (on
// both sides).
func (b *Board) Unpartner(a string) (*Board, error) {
	x, ok := b.Creature(a)
	if !ok {
		return nil, fmt.Errorf("zones: no creature %q on the map", a)
	}
	cs := slices.Clone(b.m.Creatures)
	cs[b.creature[a]].Partner = ""
	if x.Partner != "" {
		cs[b.creature[x.Partner]].Partner = ""
	}
	return b.withCreatures(cs, b.m.Round), nil
}
