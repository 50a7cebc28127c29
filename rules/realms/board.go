package realms

import (
	"fmt"

	"github.com/battlemap/battlemap/grid"
)

// Terrain is what a hex is made of, as far as movement cares.
type Terrain uint8

const (
	// Open ground costs 5 feet a hex.
	Open Terrain = iota
	// Difficult terrain costs 2 feet for every 1 traveled.
	Difficult
	// Wall blocks movement.
	Wall
	// Impassable blocks movement (a chasm, deep water, the map's void).
	Impassable
)

// Blocks reports whether no creature may enter the hex.
func (t Terrain) Blocks() bool { return t == Wall || t == Impassable }

// String is "open", "difficult", "wall" or "impassable".
func (t Terrain) String() string {
	switch t {
	case Difficult:
		return "difficult"
	case Wall:
		return "wall"
	case Impassable:
		return "impassable"
	}
	return "open"
}

// Size is a creature's size category.
type Size int

const (
	Tiny Size = iota
	Small
	Medium
	Large
	Huge
	Gargantuan
)

// ParseSize reads "tiny", "small", "medium" (or "", the default), "large",
// "huge" or "gargantuan".
func ParseSize(s string) (Size, error) {
	for z := Tiny; z <= Gargantuan; z++ {
		if s == z.String() {
			return z, nil
		}
	}
	if s == "" {
		return Medium, nil
	}
	return Medium, fmt.Errorf("realms: size %q: want tiny, small, medium, large, huge or gargantuan", s)
}

// String is the size's name in lower case.
func (s Size) String() string {
	switch s {
	case Tiny:
		return "tiny"
	case Small:
		return "small"
	case Large:
		return "large"
	case Huge:
		return "huge"
	case Gargantuan:
		return "gargantuan"
	}
	return "medium"
}

// Across is how many hexes across the creature's space is, the size
// grid.HexFootprint takes: 1 up to medium, 2 for large (3 hexes), 3 for
// huge (7 hexes), 4 for gargantuan (12 hexes).
func (s Size) Across() int {
	switch {
	case s <= Medium:
		return 1
	case s >= Gargantuan:
		return 4
	}
	return int(s-Medium) + 1
}

// Footprint appends the hexes a creature of this size occupies and
// controls when its anchor is at, and returns the extended slice.
func (s Size) Footprint(at grid.Cell, buf []grid.Cell) []grid.Cell {
	return grid.HexFootprint(at, s.Across(), buf)
}

// Creature is a creature on the board.
type Creature struct {
	ID, Name string
	// Side is who the creature fights for. Creatures of different sides
	// are hostile to each other unless one of them is Neutral or has no
	// side.
	Side string
	// At is the anchor hex of the creature's space (axial).
	At   grid.Cell
	Size Size
	// Speed is the species movement in feet.
	Speed int
	// Effects change the movement for the round (see roundMovement).
	Effects []Effect
	Prone   bool
	// HiddenFromPlayers is the director's secret: the player view leaves
	// the creature out; the rules treat it as any other creature.
	HiddenFromPlayers bool
}

// Neutral is the side that is hostile to nobody.
const Neutral = "neutral"

// Hostile reports whether a and b are hostile to each other: both have a
// side, neither is Neutral, and the sides differ.
func Hostile(a, b *Creature) bool {
	return a.Side != "" && b.Side != "" && a.Side != Neutral && b.Side != Neutral && a.Side != b.Side
}

// Board is a hex map with its terrain and creatures.
type Board struct {
	Geometry grid.Hex
	// Terrain holds one entry per hex, indexed by Geometry.Index.
	Terrain   []Terrain
	Creatures []Creature
	// Edges are the thin walls, doors and windows on the sides between
	// hexes, keyed by the side in axial cells; nil when there are none.
	Edges map[grid.Edge]Edge
}

// NewBoard is an open board of the given geometry with no creatures.
func NewBoard(g grid.Hex) *Board {
	return &Board{Geometry: g, Terrain: make([]Terrain, g.Len())}
}

// TerrainAt is the terrain of hex c; hexes off the map are Impassable.
func (b *Board) TerrainAt(c grid.Cell) Terrain {
	if i, ok := b.Geometry.Index(c); ok {
		return b.Terrain[i]
	}
	return Impassable
}

// SetTerrain sets the terrain of hex c (ignored off the map).
func (b *Board) SetTerrain(c grid.Cell, t Terrain) {
	if i, ok := b.Geometry.Index(c); ok {
		b.Terrain[i] = t
	}
}

// Creature is the creature with the given id, or nil.
func (b *Board) Creature(id string) *Creature {
	for i := range b.Creatures {
		if b.Creatures[i].ID == id {
			return &b.Creatures[i]
		}
	}
	return nil
}

// Offset is c in the map's [col, row] coordinates, for messages.
func (b *Board) Offset(c grid.Cell) grid.Offset { return b.Geometry.Orientation.Offset(c) }

// Validate reports the first thing wrong with the board, naming the field
// path (creatures[2].at) and what would be valid.
func (b *Board) Validate() error {
	g := b.Geometry
	if g.Width <= 0 || g.Height <= 0 {
		return fmt.Errorf("realms: grid: %dx%d hexes, want a width and height of at least 1", g.Width, g.Height)
	}
	if len(b.Terrain) != g.Len() {
		return fmt.Errorf("realms: terrain: %d hexes, want %d (width x height)", len(b.Terrain), g.Len())
	}
	seen := map[string]int{}
	var fp []grid.Cell
	for i := range b.Creatures {
		c := &b.Creatures[i]
		path := fmt.Sprintf("creatures[%d]", i)
		switch j, dup := seen[c.ID]; {
		case c.ID == "":
			return fmt.Errorf("realms: %s.id: missing, want a unique id", path)
		case dup:
			return fmt.Errorf("realms: %s.id: %q is also creatures[%d].id, want unique ids", path, c.ID, j)
		}
		seen[c.ID] = i
		if c.Speed < 0 {
			return fmt.Errorf("realms: %s.speed: %d, want species movement in feet, 0 or more", path, c.Speed)
		}
		for k, e := range c.Effects {
			if e.Kind < Rate || e.Kind > Feet {
				return fmt.Errorf("realms: %s.effects[%d]: kind %d, want rate, percent or feet", path, k, int(e.Kind))
			}
			if e.Kind == Percent && e.Value < 0 {
				return fmt.Errorf("realms: %s.effects[%d].percent: %d, want 0 or more (50 halves the movement)", path, k, e.Value)
			}
		}
		fp = c.Size.Footprint(c.At, fp[:0])
		for _, h := range fp {
			if !g.In(h) {
				o := b.Offset(c.At)
				return fmt.Errorf("realms: %s.at: [%d, %d] puts a %s creature's space off the %dx%d map", path, o.Col, o.Row, c.Size, g.Width, g.Height)
			}
			if t := b.TerrainAt(h); t.Blocks() {
				o := b.Offset(h)
				return fmt.Errorf("realms: %s.at: the creature's space includes [%d, %d], which is %s; want open or difficult ground", path, o.Col, o.Row, t)
			}
		}
	}
	return nil
}
