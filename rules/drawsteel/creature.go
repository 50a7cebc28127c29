package drawsteel

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
)

// Size is a creature's size: 1T, 1S, 1M, 1L, then 2, 3, 4 and up. Sizes
// compare with < and >: 1T < 1S < 1M < 1L < 2 < 3.
type Size int

// The four sizes that fill one square.
const (
	SizeTiny   Size = 1 // 1T
	SizeSmall  Size = 2 // 1S
	SizeMedium Size = 3 // 1M
	SizeLarge  Size = 4 // 1L
)

// SizeN returns the size that fills n x n x n squares (n >= 2; n == 1 is 1M).
func SizeN(n int) Size {
	if n <= 1 {
		return SizeMedium
	}
	return Size(n + 3)
}

// Number is the size's number: 1 for 1T to 1L, else n. The rules compare
// it with Might ("If the falling creature's size is greater than the Might score").
func (s Size) Number() int {
	if s <= SizeLarge {
		return 1
	}
	return int(s) - 3
}

// Squares is the side of the creature's footprint in squares.
func (s Size) Squares() int { return s.Number() }

// Height is how many squares tall the creature's space is.
func (s Size) Height() int { return s.Number() }

// String formats the size as the rulebook does: "1M", "2".
func (s Size) String() string {
	switch s {
	case SizeTiny:
		return "1T"
	case SizeSmall:
		return "1S"
	case SizeMedium:
		return "1M"
	case SizeLarge:
		return "1L"
	}
	return strconv.Itoa(s.Number())
}

// ParseSize reads "1T", "1S", "1M", "1L" or an integer 1.. ("1" is 1M).
func ParseSize(s string) (Size, error) {
	switch s {
	case "1T":
		return SizeTiny, nil
	case "1S":
		return SizeSmall, nil
	case "1M", "1":
		return SizeMedium, nil
	case "1L":
		return SizeLarge, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 64 {
		return 0, fmt.Errorf("unknown size %q (want 1T, 1S, 1M, 1L or a whole number from 1 to 64)", s)
	}
	return SizeN(n), nil
}

// MoveType is a way of moving a creature has in its speed entry.
type MoveType string

const (
	Walk     MoveType = "walk"
	Fly      MoveType = "fly"
	Hover    MoveType = "hover"
	Climb    MoveType = "climb"
	Swim     MoveType = "swim"
	Burrow   MoveType = "burrow"
	Teleport MoveType = "teleport"
)

// MoveTypes lists every movement type in a stable order.
func MoveTypes() []MoveType { return []MoveType{Walk, Fly, Hover, Climb, Swim, Burrow, Teleport} }

// Creature is a creature (or a movable object treated as one) on the board.
type Creature struct {
	ID   string
	Name string
	// Side groups allies: creatures with the same side are allies, others enemies.
	Side string
	Size Size
	// At is the top-left square of the footprint; Z is the height of the
	// bottom of its space.
	At Square
	Z  int

	Speed, Stability, Might, Agility int
	// Stamina is current Stamina; MaxStamina is the maximum (0: not tracked).
	Stamina, MaxStamina int
	Movement            []MoveType
	Prone               bool
	// Conditions other than prone (slowed, grabbed, restrained, dazed...).
	Conditions []Condition
	// ConditionBy names, for a condition that has one, the id of the
	// creature who imposes it (the grabber, the taunter). Nil when none
	// does; a condition missing from it has no recorded source.
	ConditionBy map[Condition]string
	// Object marks a movable object (a crate, a statue) treated as a
	// creature for forced movement; it has no side.
	Object bool
	// HiddenFromPlayers is the director's secret: the player view leaves
	// the creature out. The rules ignore it (it is not the Hide maneuver).
	HiddenFromPlayers bool
}

// Condition is a Draw Steel condition that a creature can have.
type Condition string

const (
	Slowed     Condition = "slowed"
	Grabbed    Condition = "grabbed"
	Restrained Condition = "restrained"
	Dazed      Condition = "dazed"
	Bleeding   Condition = "bleeding"
	Frightened Condition = "frightened"
	Taunted    Condition = "taunted"
	Weakened   Condition = "weakened"
)

// Conditions lists the known conditions (prone is the Prone field). The
// first four change movement; the rest are markers the director tracks,
// because the rules texts give them no effect on movement (see
// docs/rules-drawsteel.md, Conditions).
func Conditions() []Condition {
	return []Condition{Slowed, Grabbed, Restrained, Dazed, Bleeding, Frightened, Taunted, Weakened}
}

// Source is the id of the creature who imposes condition k on c, or "".
func (c *Creature) Source(k Condition) string { return c.ConditionBy[k] }

// Impose gives c condition k, imposed by the creature with id by ("" for
// none recorded); a condition it already has takes the new source.
func (c *Creature) Impose(k Condition, by string) {
	if !c.Has(k) {
		c.Conditions = append(slices.Clip(c.Conditions), k)
	}
	if by == "" {
		delete(c.ConditionBy, k)
		return
	}
	if c.ConditionBy == nil {
		c.ConditionBy = map[Condition]string{}
	}
	c.ConditionBy[k] = by
}

// End ends the conditions ks for c, and their sources with them.
func (c *Creature) End(ks ...Condition) {
	c.Conditions = slices.DeleteFunc(c.Conditions, func(k Condition) bool { return slices.Contains(ks, k) })
	for _, k := range ks {
		delete(c.ConditionBy, k)
	}
}

// Has reports whether the creature has the condition.
func (c *Creature) Has(k Condition) bool { return slices.Contains(c.Conditions, k) }

// Clone returns a deep copy.
func (c Creature) Clone() Creature {
	c.Movement = slices.Clone(c.Movement)
	c.Conditions = slices.Clone(c.Conditions)
	c.ConditionBy = maps.Clone(c.ConditionBy)
	return c
}

// Can reports whether the creature has the movement type in its speed entry.
func (c *Creature) Can(m MoveType) bool { return slices.Contains(c.Movement, m) }

// Pos is the creature's position: top-left square of the footprint and z.
func (c *Creature) Pos() Pos { return Pos{c.At.X, c.At.Y, c.Z} }

// Space is the cubes a creature fills: its lowest, top-left cube, the
// side of its footprint in squares and its height in squares.
type Space struct {
	At           Pos
	Side, Height int
}

// Space is the cubes the creature fills.
func (c *Creature) Space() Space {
	return Space{At: c.Pos(), Side: c.Size.Squares(), Height: c.Size.Height()}
}

// Overlap is the lowest, top-left cube two spaces share, and whether they
// share one.
func (s Space) Overlap(o Space) (Pos, bool) {
	lo := Pos{X: max(s.At.X, o.At.X), Y: max(s.At.Y, o.At.Y), Z: max(s.At.Z, o.At.Z)}
	if lo.X < min(s.At.X+s.Side, o.At.X+o.Side) && lo.Y < min(s.At.Y+s.Side, o.At.Y+o.Side) && lo.Z < min(s.At.Z+s.Height, o.At.Z+o.Height) {
		return lo, true
	}
	return Pos{}, false
}

// Covers reports whether the creature's footprint includes s.
func (c *Creature) Covers(s Square) bool {
	n := c.Size.Squares()
	return s.X >= c.At.X && s.Y >= c.At.Y && s.X < c.At.X+n && s.Y < c.At.Y+n
}

// Footprint lists the squares under the creature, row by row.
func (c *Creature) Footprint() []Square { return Footprint(c.At, c.Size) }

// Footprint lists the squares a creature of the given size covers with its
// top-left square at s, row by row.
func Footprint(s Square, size Size) []Square {
	n := size.Squares()
	out := make([]Square, 0, n*n)
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			out = append(out, Square{s.X + dx, s.Y + dy})
		}
	}
	return out
}

// Winded reports whether Stamina is at or below half the maximum.
func (c *Creature) Winded() bool {
	return c.MaxStamina > 0 && c.Stamina > 0 && c.Stamina*2 <= c.MaxStamina
}

// Dying reports whether Stamina is at or below 0 (for heroes: dying; for others: dead).
func (c *Creature) Dying() bool { return c.MaxStamina > 0 && c.Stamina <= 0 }

// Dead reports whether the creature is dead: a Director-controlled
// creature (any side but "heroes") at or below 0 Stamina
// (Draw Steel, Dying and Death: "In most circumstances, Director-controlled
// creatures die or are destroyed when their Stamina drops to 0."), or a
// hero whose Stamina has reached the negative of its winded value ("While
// your Stamina is lower than 0, if it reaches the negative of your winded
// value, you die"; the winded value is half the maximum). A hero between
// is dying, and "While you are dying, you can still act". Objects are
// never dead (a destroyed object is Dying). Untracked Stamina never dies.
func (c *Creature) Dead() bool {
	if c.Object || !c.Dying() {
		return false
	}
	if c.Side == "heroes" {
		return c.Stamina <= -(c.MaxStamina / 2)
	}
	return true
}

// Aloft reports whether the bottom of the creature's space is above the
// surface under its footprint.
func (b *Board) Aloft(c *Creature) bool { return c.Z > b.GroundUnder(c.At, c.Size.Squares()) }
