package drawsteel

import (
	"fmt"
	"slices"
	"strings"

	"github.com/battlemap/battlemap/maps/internal/jsonfile"
	"github.com/battlemap/battlemap/rules/drawsteel"
)

// check says which checks a creature's fields are good enough for: a
// creature whose position did not parse is not tested for overlaps.
type check struct {
	fields   bool // id, stats, movement, conditions
	bounds   bool // footprint inside the map
	overlap  bool // space shared with another creature
	zLeftOut bool // the file left z out (Parse only)
}

// cells checks every cell of the board (Parse builds them from a checked
// legend; Marshal gets them from the program).
func (v validator) board(b *drawsteel.Board) bool {
	ok := true
	if b.Width < 1 || b.Width > jsonfile.MaxGridSide || b.Height < 1 || b.Height > jsonfile.MaxGridSide {
		v.Report("grid", "the map is %dx%d squares (want width and height from 1 to %d)", b.Width, b.Height, jsonfile.MaxGridSide)
		return false
	}
	if len(b.Cells) != b.Width*b.Height {
		v.Report("grid", "the board has %d cells, want %d (width %d x height %d)", len(b.Cells), b.Width*b.Height, b.Width, b.Height)
		return false
	}
	for i, c := range b.Cells {
		if !cellSound(c) {
			v.cell(fmt.Sprintf("square %d,%d", i%b.Width, i/b.Width), c)
			ok = false
		}
	}
	return ok
}

// cellSound reports whether v.cell would find nothing wrong with c: a
// board has up to a million squares, and a message path is made only for
// one that is wrong.
func cellSound(c drawsteel.Cell) bool {
	return c.Ground >= -MaxHeight && c.Ground <= MaxHeight &&
		(!c.HasWall() || c.Wall >= drawsteel.Glass && c.Wall <= drawsteel.Unbreakable && c.WallHeight <= MaxHeight) &&
		c.Damaging >= 0 && c.Damaging <= jsonfile.MaxStat &&
		c.Liquid >= 0 && c.Liquid <= MaxHeight
}

// cell reports what is wrong with a square's cell.
func (v validator) cell(path string, c drawsteel.Cell) {
	if c.Ground < -MaxHeight || c.Ground > MaxHeight {
		v.Report(path, "ground %d is out of range (want -%d to %d)", c.Ground, MaxHeight, MaxHeight)
	}
	if c.HasWall() {
		if c.Wall < drawsteel.Glass || c.Wall > drawsteel.Unbreakable {
			v.Report(path, "unknown wall %s (want glass, wood, stone, metal or unbreakable)", c.Wall)
		}
		if c.WallHeight > MaxHeight {
			v.Report(path, "wall height %d is out of range (want 1 to %d)", c.WallHeight, MaxHeight)
		}
	}
	if c.Damaging < 0 || c.Damaging > jsonfile.MaxStat {
		v.Report(path, "damaging %d is out of range (want 0 to %d)", c.Damaging, jsonfile.MaxStat)
	}
	if c.Liquid < 0 || c.Liquid > MaxHeight {
		v.Report(path, "liquid depth %d is out of range (want 0 to %d)", c.Liquid, MaxHeight)
	}
}

// creatures checks every creature: ids, numbers, names of movement types
// and conditions, that each stands inside the map and that no two share
// space. checks may be nil: then everything is checked.
func (v validator) creatures(b *drawsteel.Board, checks []check) {
	all := check{fields: true, bounds: true, overlap: true}
	get := func(i int) check {
		if checks == nil {
			return all
		}
		return checks[i]
	}
	ids := map[string]int{}
	moveTypes, conditions := moveTypeNames(drawsteel.MoveTypes()), conditionNames(drawsteel.Conditions())
	for i := range b.Creatures {
		c := &b.Creatures[i]
		ch := get(i)
		if !ch.fields {
			continue
		}
		path := jsonfile.Index("creatures", i)
		switch first, dup := ids[c.ID]; {
		case c.ID == "":
			v.Report(path+".id", `missing id (every creature needs a unique, non-empty "id", e.g. "goblin-1")`)
		case dup:
			v.Report(path+".id", "duplicate id %s (creatures[%d] has it too)", jsonfile.QuoteShort(c.ID), first)
		default:
			ids[c.ID] = i
		}
		v.Name(path+".id", "id", c.ID)
		if c.Name != c.ID {
			v.Name(path+".name", "name", c.Name)
		}
		v.Name(path+".side", "side", c.Side)
		if c.Size < drawsteel.SizeTiny || c.Size > drawsteel.SizeN(64) {
			v.Report(path+".size", "size %d is out of range (want 1T, 1S, 1M, 1L or a whole number from 1 to 64)", int(c.Size))
			ch.bounds, ch.overlap = false, false
		}
		v.InRange(path, ".z", "z", c.Z, -MaxZ, MaxZ, "")
		v.InRange(path, ".speed", "speed", c.Speed, 0, jsonfile.MaxStat, "")
		v.InRange(path, ".stability", "stability", c.Stability, 0, jsonfile.MaxStat, "")
		v.InRange(path, ".might", "might", c.Might, -MaxTrait, MaxTrait, "")
		v.InRange(path, ".agility", "agility", c.Agility, -MaxTrait, MaxTrait, "")
		v.InRange(path, ".maxStamina", "maxStamina", c.MaxStamina, 0, jsonfile.MaxStamina, "")
		// A dying hero's Stamina goes below 0, down to minus its maximum.
		v.InRange(path, ".stamina", "stamina", c.Stamina, -max(c.MaxStamina, 0), jsonfile.MaxStamina,
			"; below 0 only for a dying hero, down to -maxStamina")
		if len(c.Movement) > 0 {
			v.Names(path+".movement", "movement type", moveTypeNames(c.Movement), moveTypes)
		}
		if len(c.Conditions) > 0 {
			v.Names(path+".conditions", "condition", conditionNames(c.Conditions), conditions)
		}
		if ch.bounds && !inside(b, c) {
			n := c.Size.Squares()
			v.Report(path+".at", "%s (size %s) at %d,%d covers squares %d,%d to %d,%d, outside the %dx%d map (x 0 to %d, y 0 to %d)",
				label(c), c.Size, c.At.X, c.At.Y, c.At.X, c.At.Y, c.At.X+n-1, c.At.Y+n-1, b.Width, b.Height, b.Width-1, b.Height-1)
		}
	}
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if !get(i).fields {
			continue
		}
		v.conditionSources(c, jsonfile.Index("creatures", i)+".conditions", ids)
	}
	spaces := newSpaceIndex(b)
	for i := range b.Creatures {
		c := &b.Creatures[i]
		if ch := get(i); !ch.fields || !ch.overlap || c.Size < drawsteel.SizeTiny || c.Size > drawsteel.SizeN(64) {
			continue
		}
		j := spaces.add(i)
		if j < 0 {
			continue
		}
		o := &b.Creatures[j]
		at, _ := c.Space().Overlap(o.Space())
		v.Report(jsonfile.Index("creatures", i), "%s overlaps %s (creatures[%d]) at square %d,%d, z %d (creatures' spaces may not intersect unless their sizes are two or more apart, such as 1M and 2; an object's never)",
			label(c), label(o), j, at.X, at.Y, at.Z)
	}
}

func moveTypeNames(ms []drawsteel.MoveType) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = string(m)
	}
	return out
}

// conditionSources checks that every "by" of c's conditions names another
// creature on the map; ids maps each id to its index.
func (v validator) conditionSources(c *drawsteel.Creature, path string, ids map[string]int) {
	for j, k := range c.Conditions {
		by, ok := c.ConditionBy[k]
		if !ok || slices.Index(c.Conditions, k) != j {
			continue
		}
		at := jsonfile.Index(path, j) + ".by"
		switch _, known := ids[by]; {
		case by == c.ID:
			v.Report(at, "%s can't be %s by itself (want the id of another creature on the map)", label(c), k)
		case !known:
			v.Report(at, "no creature has id %s (want the id of a creature on the map: %s)", jsonfile.QuoteShort(by), idList(ids, c.ID))
		}
	}
}

// idList lists the ids in ids other than self, in order, for a message:
// at most 10, then how many more.
func idList(ids map[string]int, self string) string {
	all := make([]string, 0, len(ids))
	for id := range ids {
		if id != self {
			all = append(all, id)
		}
	}
	slices.SortFunc(all, func(a, b string) int { return ids[a] - ids[b] })
	if len(all) == 0 {
		return "none other"
	}
	out := make([]string, 0, 11)
	for i, id := range all {
		if i == 10 {
			out = append(out, fmt.Sprintf("and %d more", len(all)-10))
			break
		}
		out = append(out, jsonfile.QuoteShort(id))
	}
	return strings.Join(out, ", ")
}

func conditionNames(cs []drawsteel.Condition) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = string(c)
	}
	return out
}

// label names a creature in messages: its id, quoted.
func label(c *drawsteel.Creature) string {
	if c.ID == "" {
		return "the creature"
	}
	return jsonfile.QuoteShort(c.ID)
}

// inside reports whether the creature's whole footprint lies on the map.
func inside(b *drawsteel.Board, c *drawsteel.Creature) bool {
	n := c.Size.Squares()
	return c.At.X >= 0 && c.At.Y >= 0 && c.At.X <= b.Width-n && c.At.Y <= b.Height-n
}

// spaceIndex finds the first earlier creature whose space a creature
// shares without testing every pair: each creature is listed in the
// buckets of spaceBucket x spaceBucket squares its footprint touches. A
// creature's overlaps are reported once each, with the first creature it
// overlaps; the others it overlaps are found once that one is fixed.
type spaceIndex struct {
	b       *drawsteel.Board
	cols    int
	buckets [][]int32 // creature indexes, ascending
}

const spaceBucket = 8

func newSpaceIndex(b *drawsteel.Board) *spaceIndex {
	cols, rows := (max(b.Width, 1)+spaceBucket-1)/spaceBucket, (max(b.Height, 1)+spaceBucket-1)/spaceBucket
	return &spaceIndex{b: b, cols: cols, buckets: make([][]int32, cols*rows)}
}

// add lists creature i and returns the first earlier creature whose space
// it shares, or -1.
func (s *spaceIndex) add(i int) (first int) {
	c := &s.b.Creatures[i]
	n := c.Size.Squares()
	// Clamping to the map keeps creatures that stand off it (reported
	// already) in the edge buckets, where they are still compared.
	bucket := func(v, side int) int { return min(max(v, 0), max(side, 1)-1) / spaceBucket }
	x0, x1 := bucket(c.At.X, s.b.Width), bucket(c.At.X+n-1, s.b.Width)
	y0, y1 := bucket(c.At.Y, s.b.Height), bucket(c.At.Y+n-1, s.b.Height)
	first = -1
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			k := y*s.cols + x
			for _, j := range s.buckets[k] {
				if first >= 0 && int(j) >= first {
					break
				}
				o := &s.b.Creatures[j]
				if _, ok := c.Space().Overlap(o.Space()); ok && !drawsteel.MayShareSpace(c, o) {
					first = int(j)
					break
				}
			}
			s.buckets[k] = append(s.buckets[k], int32(i))
		}
	}
	return first
}
