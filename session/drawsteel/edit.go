package drawsteel

import (
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/grid"
	"github.com/battlemap/battlemap/maps"
	"github.com/battlemap/battlemap/rules/drawsteel"
	"github.com/battlemap/battlemap/session"
)

// Stat is a creature number edited with − and + in the panel.
type Stat int

const (
	StatSpeed Stat = iota
	StatStability
	StatMight
	StatAgility
	StatStamina
	StatMaxStamina
)

// statNames are the stats' names, in Stat order.
func statNames() [6]string {
	return [...]string{"Speed", "Stability", "Might", "Agility", "Stamina", "Max Stamina"}
}

func (s Stat) String() string { return statNames()[s] }

// Stats lists the editable numbers in panel order.
func Stats() []Stat {
	return []Stat{StatSpeed, StatStability, StatMight, StatAgility, StatStamina, StatMaxStamina}
}

// StatOf reads a creature's number.
func StatOf(c *drawsteel.Creature, s Stat) int {
	return *statField(c, s)
}

func statField(c *drawsteel.Creature, s Stat) *int {
	switch s {
	case StatSpeed:
		return &c.Speed
	case StatStability:
		return &c.Stability
	case StatMight:
		return &c.Might
	case StatAgility:
		return &c.Agility
	case StatStamina:
		return &c.Stamina
	}
	return &c.MaxStamina
}

// statLimits keeps edits within what the encounter format accepts.
func statLimits(c *drawsteel.Creature, s Stat) (lo, hi int) {
	switch s {
	case StatSpeed, StatStability:
		return 0, 99
	case StatMight, StatAgility:
		return -5, 10
	case StatStamina:
		return -c.MaxStamina, max(c.MaxStamina, 0)
	}
	return 0, 9999
}

// edit applies a change to a copy of the board as one undoable step. The
// change returns what it did, or an error that leaves everything as it was.
func (in *Interaction) edit(id string, change func(b *drawsteel.Board, c *drawsteel.Creature) (string, error)) {
	in.Cancel()
	nb := in.Board().Clone()
	c, ok := nb.Creature(id)
	if !ok {
		in.message = fmt.Sprintf("No creature %q.", id)
		return
	}
	what, err := change(nb, c)
	if err != nil {
		in.message = "Not changed: " + in.says(err)
		return
	}
	if what == "" {
		return
	}
	in.hist.Push(nb, what, []string{what})
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " undoes it."
}

// AdjustStat changes a creature's number by delta, within limits.
func (in *Interaction) AdjustStat(id string, s Stat, delta int) {
	in.edit(id, func(b *drawsteel.Board, c *drawsteel.Creature) (string, error) {
		f := statField(c, s)
		lo, hi := statLimits(c, s)
		v := max(lo, min(hi, *f+delta))
		if v == *f {
			return "", nil
		}
		*f = v
		if s == StatMaxStamina && c.Stamina > v {
			c.Stamina = v
		}
		return fmt.Sprintf("%s: %s %d", called(b, c), s, v), nil
	})
}

// sideChoices are the sides the panel cycles through.
func sideChoices() []string { return []string{"heroes", "enemies", "neutral"} }

// CycleSide moves a creature to the next side.
func (in *Interaction) CycleSide(id string) {
	in.edit(id, func(b *drawsteel.Board, c *drawsteel.Creature) (string, error) {
		sides := sideChoices()
		i := slices.Index(sides, c.Side)
		c.Side = sides[(i+1)%len(sides)]
		return fmt.Sprintf("%s joins the %s", called(b, c), c.Side), nil
	})
}

// sizeChoices are the sizes the panel cycles through.
func sizeChoices() []drawsteel.Size {
	return []drawsteel.Size{drawsteel.SizeTiny, drawsteel.SizeSmall, drawsteel.SizeMedium, drawsteel.SizeLarge, drawsteel.SizeN(2), drawsteel.SizeN(3), drawsteel.SizeN(4), drawsteel.SizeN(5)}
}

// CycleSize grows a creature to the next size (after 5, back to 1T). A size
// that would leave the map or overlap another creature is refused.
func (in *Interaction) CycleSize(id string) {
	in.edit(id, func(b *drawsteel.Board, c *drawsteel.Creature) (string, error) {
		sizes := sizeChoices()
		i := slices.Index(sizes, c.Size)
		c.Size = sizes[(i+1)%len(sizes)]
		if why := fits(b, c); why != "" {
			return "", fmt.Errorf("%s can't be size %s here: %s", called(b, c), c.Size, why)
		}
		return fmt.Sprintf("%s is now size %s", called(b, c), c.Size), nil
	})
}

// fits says why a creature's space is not free ("" when it is).
func fits(b *drawsteel.Board, c *drawsteel.Creature) string {
	for _, q := range c.Footprint() {
		if !b.In(q) {
			return "it would leave the map"
		}
	}
	for i := range b.Creatures {
		o := &b.Creatures[i]
		if _, ok := c.Space().Overlap(o.Space()); o.ID != c.ID && ok {
			return called(b, o) + " is in the way"
		}
	}
	if side, e, ok := b.StraddledEdge(c.At, c.Z, c.Size); ok {
		return "it would stand across " + drawsteel.EdgeName(side, e)
	}
	return ""
}

// ToggleMovement adds or removes a movement type.
func (in *Interaction) ToggleMovement(id string, m drawsteel.MoveType) {
	in.edit(id, func(b *drawsteel.Board, c *drawsteel.Creature) (string, error) {
		if i := slices.Index(c.Movement, m); i >= 0 {
			c.Movement = slices.Delete(c.Movement, i, i+1)
			return fmt.Sprintf("%s loses %s", called(b, c), m), nil
		}
		c.Movement = append(c.Movement, m)
		slices.SortFunc(c.Movement, func(a, b drawsteel.MoveType) int {
			return slices.Index(drawsteel.MoveTypes(), a) - slices.Index(drawsteel.MoveTypes(), b)
		})
		return fmt.Sprintf("%s can %s", called(b, c), m), nil
	})
}

// ToggleCondition adds or removes a condition; "prone" is the prone flag.
func (in *Interaction) ToggleCondition(id, cond string) {
	in.edit(id, func(b *drawsteel.Board, c *drawsteel.Creature) (string, error) {
		if cond == "prone" {
			c.Prone = !c.Prone
			return fmt.Sprintf("%s is %s", called(b, c), map[bool]string{true: "prone", false: "no longer prone"}[c.Prone]), nil
		}
		k := drawsteel.Condition(cond)
		if c.Has(k) {
			c.End(k)
			return fmt.Sprintf("%s is no longer %s", called(b, c), k), nil
		}
		c.Conditions = append(c.Conditions, k)
		return fmt.Sprintf("%s is %s", called(b, c), k), nil
	})
}

// Rename gives a creature a new name.
func (in *Interaction) Rename(id, name string) {
	name = strings.TrimSpace(name)
	in.edit(id, func(b *drawsteel.Board, c *drawsteel.Creature) (string, error) {
		if name == "" || name == c.Name {
			return "", nil
		}
		if err := maps.CheckName("name", name); err != nil {
			return "", err
		}
		old := called(b, c)
		c.Name = name
		return fmt.Sprintf("%s is renamed %s", old, name), nil
	})
}

// Remove takes a creature off the map.
func (in *Interaction) Remove(id string) {
	in.Cancel()
	b := in.Board()
	i := slices.IndexFunc(b.Creatures, func(c drawsteel.Creature) bool { return c.ID == id })
	if i < 0 {
		return
	}
	nb := b.Clone()
	what := fmt.Sprintf("%s is removed", called(b, &b.Creatures[i]))
	nb.Creatures = slices.Delete(nb.Creatures, i, i+1)
	// a condition it imposed stays (the director ends it), but no longer
	// names a creature who is not on the map: the file could not be saved
	for j := range nb.Creatures {
		for k, by := range nb.Creatures[j].ConditionBy {
			if by == id {
				delete(nb.Creatures[j].ConditionBy, k)
			}
		}
	}
	in.hist.Push(nb, what, []string{what})
	in.selected = ""
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " brings it back."
}

// Duplicate copies a creature into the nearest free space.
func (in *Interaction) Duplicate(id string) {
	c, ok := in.Board().Creature(id)
	if !ok {
		return
	}
	in.Add(c.Clone(), c.At)
}

// Add puts a copy of a template on the map in the free space nearest to
// at, with a new id; it becomes the selection.
func (in *Interaction) Add(tpl drawsteel.Creature, at drawsteel.Square) {
	in.Cancel()
	b := in.Board()
	nb := b.Clone()
	c := tpl.Clone()
	c.ID = uniqueID(nb, tpl.ID, tpl.Name)
	if c.Name == "" {
		c.Name = c.ID
	}
	var first string
	if tpl.Name != "" {
		c.Name, first = nextName(nb, tpl.Name)
	}
	q, ok := nearestFree(nb, &c, at)
	if !ok {
		in.message = fmt.Sprintf("No room on the map for %s.", c.Name)
		return
	}
	c.At = q
	c.Z = nb.GroundUnder(q, c.Size.Squares())
	if f, ok := nb.Creature(first); ok {
		// the one still called by the bare name is number 1
		base, _ := baseName(c.Name)
		f.Name = base + " 1"
	}
	nb.Creatures = append(nb.Creatures, c)
	what := fmt.Sprintf("%s is added at %d,%d", c.Name, q.X, q.Y)
	in.hist.Push(nb, what, []string{what})
	in.selected = c.ID
	in.message = what + ". " + in.key(session.ActUndo, "Undo") + " takes it back."
}

// uniqueID is an id like "goblin-3" not used on the board.
func uniqueID(b *drawsteel.Board, id, name string) string {
	base := session.Slug(id)
	if id == "" {
		base = session.Slug(name)
	}
	if i := strings.LastIndexByte(base, '-'); i > 0 && strings.Trim(base[i+1:], "0123456789") == "" {
		base = base[:i]
	}
	for n := 1; ; n++ {
		cand := base
		if n > 1 {
			cand = fmt.Sprintf("%s-%d", base, n)
		}
		if _, taken := b.Creature(cand); !taken {
			return cand
		}
	}
}

// nearestFree finds the square nearest to at (by steps) where c fits.
func nearestFree(b *drawsteel.Board, c *drawsteel.Creature, at drawsteel.Square) (drawsteel.Square, bool) {
	for r := 0; r < max(b.Width, b.Height); r++ {
		for dy := -r; dy <= r; dy++ {
			for dx := -r; dx <= r; dx++ {
				if max(grid.Abs(dx), grid.Abs(dy)) != r {
					continue
				}
				q := drawsteel.Square{X: at.X + dx, Y: at.Y + dy}
				c.At = q
				c.Z = b.GroundUnder(q, c.Size.Squares())
				if fits(b, c) == "" && !wallUnder(b, c) {
					return q, true
				}
			}
		}
	}
	return drawsteel.Square{}, false
}

// wallUnder reports whether a wall or object stands in the creature's footprint.
func wallUnder(b *drawsteel.Board, c *drawsteel.Creature) bool {
	for _, q := range c.Footprint() {
		if b.Cell(q).HasWall() {
			return true
		}
	}
	return false
}
