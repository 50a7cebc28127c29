package drawsteel

import (
	"fmt"
	stdmaps "maps"
	"slices"

	"github.com/battlemap/battlemap/grid"
)

// Square is one column of the grid: x to the right, y down, 0-based.
// It is a comparable value and works as a map key.
type Square struct{ X, Y int }

// Add returns s moved by d.
func (s Square) Add(d Square) Square { return Square{s.X + d.X, s.Y + d.Y} }

// String formats the square as "x,y".
func (s Square) String() string { return fmt.Sprintf("%d,%d", s.X, s.Y) }

// Pos is a square plus z, the height in squares of the bottom of a space.
type Pos struct{ X, Y, Z int }

// Square drops the height.
func (p Pos) Square() Square { return Square{p.X, p.Y} }

// String formats the position as "x,y,z".
func (p Pos) String() string { return fmt.Sprintf("%d,%d,%d", p.X, p.Y, p.Z) }

// Material is what a wall or object is made of. It decides how much forced
// movement it costs to hurl a creature through one square of it.
type Material int

const (
	NoMaterial  Material = iota // no wall or object in the cell
	Glass                       // breaks for 1 square of forced movement
	Wood                        // 3 squares
	Stone                       // 6 squares
	Metal                       // 9 squares
	Unbreakable                 // never breaks (bedrock, magic, the edge of the world)
)

// materialNames are the materials' names, in Material order.
func materialNames() [6]string {
	return [...]string{"", "glass", "wood", "stone", "metal", "unbreakable"}
}

// String is the material's name as used in encounter files.
func (m Material) String() string {
	if m >= 0 && int(m) < len(materialNames()) {
		return materialNames()[m]
	}
	return fmt.Sprintf("material(%d)", int(m))
}

// Materials lists the materials a wall or object can be made of, weakest first.
func Materials() []Material { return []Material{Glass, Wood, Stone, Metal, Unbreakable} }

// ParseMaterial reads a material name ("glass", "wood", "stone", "metal", "unbreakable").
func ParseMaterial(s string) (Material, error) {
	for _, m := range Materials() {
		if m.String() == s {
			return m, nil
		}
	}
	return NoMaterial, fmt.Errorf("unknown material %q (want glass, wood, stone, metal or unbreakable)", s)
}

// Cell is one square of the map from the ground up.
type Cell struct {
	// Ground is the height of the ground's top surface, in squares. A
	// creature standing here has z == Ground.
	Ground int
	// Wall is the material of a wall or object standing in this square, or
	// NoMaterial. It fills the space from Ground up to Ground+WallHeight.
	Wall       Material
	WallHeight int
	// Difficult terrain costs 1 extra square of willing movement.
	Difficult bool
	// Damaging is the damage a creature takes on entering the square (0: none).
	Damaging int
	// Liquid is the depth in squares of water or other liquid lying below
	// the ground surface (0: dry). A fall into liquid 1 or more deep is
	// reduced by 4 squares.
	Liquid int
}

// HasWall reports whether a wall or object stands in the cell.
func (c Cell) HasWall() bool { return c.Wall != NoMaterial && c.WallHeight > 0 }

// Top is the height of the highest solid surface: the top of the wall or
// object if there is one, else the ground.
func (c Cell) Top() int {
	if c.HasWall() {
		return c.Ground + c.WallHeight
	}
	return c.Ground
}

// Board is the battlefield: a Width x Height grid of cells and the creatures on it.
// Treat a Board as a value: use Clone before changing one you did not make.
type Board struct {
	Width, Height int
	Cells         []Cell // row-major: Cells[y*Width+x]
	Creatures     []Creature
	// Edges are the thin walls, doors and windows on the sides between
	// squares, keyed by the side (see Side); nil when there are none.
	Edges map[grid.Edge]Edge
}

// NewBoard returns an empty flat board.
func NewBoard(width, height int) *Board {
	return &Board{Width: width, Height: height, Cells: make([]Cell, width*height)}
}

// In reports whether the square lies on the map.
func (b *Board) In(s Square) bool { return s.X >= 0 && s.Y >= 0 && s.X < b.Width && s.Y < b.Height }

// Cell returns the cell at s. s must be on the map.
func (b *Board) Cell(s Square) Cell { return b.Cells[s.Y*b.Width+s.X] }

// SetCell replaces the cell at s. s must be on the map.
func (b *Board) SetCell(s Square, c Cell) { b.Cells[s.Y*b.Width+s.X] = c }

// Clone returns a deep copy.
func (b *Board) Clone() *Board {
	c := &Board{Width: b.Width, Height: b.Height, Cells: slices.Clone(b.Cells), Creatures: make([]Creature, len(b.Creatures)), Edges: stdmaps.Clone(b.Edges)}
	for i, cr := range b.Creatures {
		c.Creatures[i] = cr.Clone()
	}
	return c
}

// Creature returns the creature with the given id.
func (b *Board) Creature(id string) (*Creature, bool) {
	for i := range b.Creatures {
		if b.Creatures[i].ID == id {
			return &b.Creatures[i], true
		}
	}
	return nil, false
}

// GroundUnder is the highest ground (or wall top) under a footprint of
// side n at s: where a creature put down there stands.
func (b *Board) GroundUnder(s Square, n int) int {
	top := 0
	first := true
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			q := Square{s.X + dx, s.Y + dy}
			if !b.In(q) {
				continue
			}
			if t := b.Cell(q).Top(); first || t > top {
				top, first = t, false
			}
		}
	}
	return top
}

// CreatureAt returns the creature whose space contains the point (square s
// at height z), if any.
func (b *Board) CreatureAt(s Square, z int) (*Creature, bool) {
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if c.Covers(s) && z >= c.Z && z < c.Z+c.Size.Height() {
			return c, true
		}
	}
	return nil, false
}
