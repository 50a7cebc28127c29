package drawsteel

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// forcedRandomCase builds a small random board and forced move from a
// seed: uneven ground, walls of every material and height, liquid,
// damaging terrain, and up to five creatures of sizes 1S to 2 that may
// fly, burrow or be objects.
func forcedRandomCase(seed uint64) (*Board, ForcedMove) {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	w, h := 3+r.IntN(6), 3+r.IntN(6)
	b := NewBoard(w, h)
	for i := range b.Cells {
		c := &b.Cells[i]
		c.Ground = []int{0, 0, 0, 1, 2, 4}[r.IntN(6)]
		switch r.IntN(10) {
		case 0, 1:
			c.Wall, c.WallHeight = Materials()[r.IntN(5)], 1+r.IntN(3)
		case 2:
			c.Liquid = 1 + r.IntN(2)
		case 3:
			c.Damaging = 1 + r.IntN(4)
		}
	}
	taken := map[Square]bool{}
	for k := 0; k < 2+r.IntN(4); k++ {
		size := []Size{SizeSmall, SizeMedium, SizeMedium, SizeLarge, SizeN(2)}[r.IntN(5)]
		n := size.Squares()
		at := Square{r.IntN(w - n + 1), r.IntN(h - n + 1)}
		ok := true
		for _, q := range Footprint(at, size) {
			if taken[q] || b.Cell(q).HasWall() {
				ok = false
			}
		}
		if !ok {
			continue
		}
		for _, q := range Footprint(at, size) {
			taken[q] = true
		}
		c := Creature{ID: fmt.Sprintf("c%d", k), Size: size, At: at, Stamina: 20, MaxStamina: 20,
			Stability: r.IntN(3), Might: r.IntN(3), Agility: r.IntN(3)}
		c.Z = b.GroundUnder(at, n)
		switch r.IntN(8) {
		case 0:
			c.Movement = []MoveType{Fly}
			c.Z += r.IntN(3)
		case 1:
			c.Movement = []MoveType{Burrow}
			c.Z -= r.IntN(2) * (c.Z + n)
		case 2:
			c.Object = true
		}
		b.Creatures = append(b.Creatures, c)
	}
	dist := r.IntN(6)
	if r.IntN(10) == 0 {
		dist = 6 + r.IntN(15) // farther than these small maps
	}
	fm := ForcedMove{Move: Move{Kind: MoveKind(1 + r.IntN(3)), Distance: dist, Vertical: r.IntN(3) == 0},
		Melee: r.IntN(2) == 0}
	switch r.IntN(3) {
	case 1:
		fm.Stability = IgnoreStability()
	case 2:
		fm.Stability = StabilitySquares(r.IntN(3))
	}
	if len(b.Creatures) > 0 {
		fm.Target = b.Creatures[r.IntN(len(b.Creatures))].ID
	}
	if len(b.Creatures) > 1 && r.IntN(5) > 0 {
		for fm.Source == "" || fm.Source == fm.Target {
			fm.Source = b.Creatures[r.IntN(len(b.Creatures))].ID
		}
	}
	forcedRandomRiders(b, &fm, seed)
	return b, fm
}

// forcedRandomRiders puts, on some seeds, a rider on top of each larger
// creature (Board.MountOf), some of them flying, some mounts flying, and
// makes a rider or a mount the target. It draws from its own generator so
// that the boards of the seeds without riders stay as they were.
func forcedRandomRiders(b *Board, fm *ForcedMove, seed uint64) {
	r := rand.New(rand.NewPCG(seed^0x5bd1e995, seed+1))
	if r.IntN(3) > 0 {
		return
	}
	var picks []string
	for i, n := 0, len(b.Creatures); i < n; i++ {
		m := &b.Creatures[i]
		if m.Object || m.Size < SizeLarge || m.Can(Burrow) {
			continue // a burrower's back may be in the dirt
		}
		if r.IntN(3) == 0 {
			m.Movement = []MoveType{Walk, Fly}
			m.Z += 1 + r.IntN(3)
		}
		size := []Size{SizeSmall, SizeMedium}[r.IntN(2)]
		if m.Size == SizeLarge {
			size = SizeSmall + Size(r.IntN(2))
		}
		mn := m.Size.Squares()
		at := Square{m.At.X + r.IntN(mn), m.At.Y + r.IntN(mn)}
		c := Creature{ID: fmt.Sprintf("r%d", i), Size: size, At: at, Z: m.Z + m.Size.Height(), Stamina: 20, MaxStamina: 20,
			Stability: r.IntN(2), Might: r.IntN(3), Agility: r.IntN(3)}
		if r.IntN(4) == 0 {
			c.Movement = []MoveType{Walk, Fly}
		}
		b.Creatures = append(b.Creatures, c)
		picks = append(picks, c.ID, m.ID)
	}
	if len(picks) > 0 && r.IntN(2) == 0 {
		fm.Target = picks[r.IntN(len(picks))]
		if fm.Source == fm.Target {
			fm.Source = ""
		}
		if fm.Source == "" {
			fm.Move.Kind = Slide
		}
	}
}

// forcedCheckCase previews the move and checks every option against the
// engine's promises; it returns a description of the first broken one.
func forcedCheckCase(b *Board, fm ForcedMove) error {
	before := b.Clone()
	p, err := PreviewForced(b, fm)
	if err != nil {
		return nil // a move that can't be made (no source for a push...) is fine
	}
	p2, _ := PreviewForced(b, fm)
	if !slices.Equal(p.Ends(), p2.Ends()) {
		return fmt.Errorf("two previews differ in their ends")
	}
	if _, ok := p.Option(p.Start); !ok {
		return fmt.Errorf("no 0-square option at the start %v", p.Start)
	}
	ti := slices.IndexFunc(b.Creatures, func(c Creature) bool { return c.ID == fm.Target })
	tn := b.Creatures[ti].Size.Squares()
	// EachOption's outcomes hold only what changes: positions only for
	// the creatures that end somewhere else.
	each := map[Pos]Outcome{}
	p.EachOption(func(o ForcedOption) bool {
		each[o.To] = o.Outcome
		return true
	})
	for _, opt := range p.Options() {
		if e, ok := each[opt.To]; !ok {
			return fmt.Errorf("option %v: missing from EachOption", opt.To)
		} else {
			moved := map[string]Pos{}
			for i := range b.Creatures {
				if q := opt.Outcome.Positions[b.Creatures[i].ID]; q != b.Creatures[i].Pos() {
					moved[b.Creatures[i].ID] = q
				}
			}
			if !reflect.DeepEqual(e.Positions, moved) || !reflect.DeepEqual(e.Damage, opt.Outcome.Damage) ||
				!reflect.DeepEqual(e.Prone, opt.Outcome.Prone) || !reflect.DeepEqual(e.Events, opt.Outcome.Events) {
				return fmt.Errorf("option %v: EachOption gives %s at %v, Options %s at %v%s%s", opt.To, forcedDamage(e), e.Positions,
					forcedDamage(opt.Outcome), moved, forcedEvents(e), forcedEvents(opt.Outcome))
			}
		}
		o := opt.Outcome
		sum, _ := p.Summary(opt.To)
		if len(opt.Path) > p.Effective {
			return fmt.Errorf("option %v: path %v longer than %d", opt.To, opt.Path, p.Effective)
		}
		for id, d := range o.Damage {
			if d < 0 {
				return fmt.Errorf("option %v: %s takes %d damage", opt.To, id, d)
			}
		}
		if sum.Damage != o.Damage[fm.Target] || sum.End != o.Positions[fm.Target] {
			return fmt.Errorf("option %v: summary %+v disagrees with the outcome (damage %d at %v)", opt.To, sum, o.Damage[fm.Target], o.Positions[fm.Target])
		}
		others := 0
		for id, d := range o.Damage {
			if id != fm.Target {
				others += d
			}
		}
		if sum.Others != others {
			return fmt.Errorf("option %v: summary %+v disagrees with the outcome (others take %d)%s", opt.To, sum, others, forcedEvents(o))
		}
		if len(o.Positions) != len(b.Creatures) {
			return fmt.Errorf("option %v: %d positions for %d creatures", opt.To, len(o.Positions), len(b.Creatures))
		}
		end := o.Positions[fm.Target]
		if end.X < 0 || end.Y < 0 || end.X+tn > b.Width || end.Y+tn > b.Height {
			return fmt.Errorf("option %v: the target ends off the map at %v", opt.To, end)
		}
		after := b.Apply(o)
		if err := forcedNoOverlap(after); err != nil {
			return fmt.Errorf("option %v (path %v): %v%s", opt.To, opt.Path, err, forcedEvents(o))
		}
		again, ok := p.Option(opt.To)
		if !ok || !reflect.DeepEqual(*again, opt) {
			return fmt.Errorf("option %v: built twice, differs", opt.To)
		}
		// The explicit path gives the same outcome as the preview.
		res, err := ResolveForced(b, fm, opt.Path)
		if err != nil {
			return fmt.Errorf("option %v: Resolve(its own path %v): %v", opt.To, opt.Path, err)
		}
		if !reflect.DeepEqual(res, o) {
			return fmt.Errorf("option %v: Resolve(path %v) = %s at %v, preview says %s at %v%s%s", opt.To, opt.Path,
				forcedDamage(res), res.Positions[fm.Target], forcedDamage(o), end, forcedEvents(res), forcedEvents(o))
		}
	}
	if !reflect.DeepEqual(before, b) {
		return fmt.Errorf("the preview changed the board")
	}
	return nil
}

// forcedNoOverlap reports two creatures whose spaces overlap. A destroyed
// object (its Stamina tracked and down to 0) takes up no space.
func forcedNoOverlap(b *Board) error {
	gone := func(c *Creature) bool { return c.Object && c.Dying() }
	for i := range b.Creatures {
		for j := i + 1; j < len(b.Creatures); j++ {
			a, c := &b.Creatures[i], &b.Creatures[j]
			if gone(a) || gone(c) {
				continue
			}
			an, cn := a.Size.Squares(), c.Size.Squares()
			if a.At.X < c.At.X+cn && c.At.X < a.At.X+an && a.At.Y < c.At.Y+cn && c.At.Y < a.At.Y+an &&
				a.Z < c.Z+c.Size.Height() && c.Z < a.Z+a.Size.Height() {
				return fmt.Errorf("%s at %v overlaps %s at %v", a.ID, a.Pos(), c.ID, c.Pos())
			}
		}
	}
	return nil
}

// TestForcedProperties checks the engine's promises on many random small
// battles: it never panics, never leaves two creatures in one space or a
// target off the map, never deals negative damage, gives the same answer
// twice, agrees with itself between preview and explicit path, and never
// changes the board it is given.
func TestForcedProperties(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 50
	}
	for seed := range uint64(n) {
		b, fm := forcedRandomCase(seed)
		if err := forcedCheckCase(b, fm); err != nil {
			t.Errorf("seed %d, %v: %v\n%s", seed, fm, err, forcedRender(b, nil))
		}
	}
}

func FuzzForced(f *testing.F) {
	for _, seed := range []uint64{0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		b, fm := forcedRandomCase(seed)
		if err := forcedCheckCase(b, fm); err != nil {
			t.Errorf("seed %d, %v: %v\n%s", seed, fm, err, forcedRender(b, nil))
		}
	})
}
