package realms

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/battlemap/battlemap/grid"
)

// randomBoard is a w x h map with random terrain and n random creatures
// (medium mostly, some large and huge; heroes, monsters, neutrals), every
// creature's space on the map. Creature 0 is the mover.
func randomBoard(rng *rand.Rand, w, h, n int, o grid.Orientation) *Board {
	b := NewBoard(grid.Hex{Width: w, Height: h, Orientation: o})
	for i := range b.Terrain {
		switch x := rng.IntN(100); {
		case x < 20:
			b.Terrain[i] = Difficult
		case x < 27:
			b.Terrain[i] = Wall
		case x < 30:
			b.Terrain[i] = Impassable
		}
	}
	sides := []string{"heroes", "monsters", Neutral}
	sizes := []Size{Medium, Medium, Medium, Small, Large, Huge}
	for len(b.Creatures) < n {
		c := Creature{
			ID:    fmt.Sprintf("c%d", len(b.Creatures)),
			Side:  sides[rng.IntN(len(sides))],
			Size:  sizes[rng.IntN(len(sizes))],
			At:    b.Geometry.Cell(rng.IntN(b.Geometry.Len())),
			Speed: 5 * (4 + rng.IntN(9)),
			Prone: rng.IntN(5) == 0,
		}
		on := true
		for _, x := range c.Size.Footprint(c.At, nil) {
			on = on && b.Geometry.In(x)
		}
		if on {
			b.Creatures = append(b.Creatures, c)
		}
	}
	return b
}

// oracleCosts is the cheapest cost of every anchor hex for creature 0,
// found the slow and obvious way: relax every step of every hex until
// nothing changes. It shares no code with the engine's search.
func oracleCosts(b *Board, permits []string, crawl bool, limit int) map[grid.Cell]int {
	me := &b.Creatures[0]
	mine := map[grid.Cell]bool{}
	for _, x := range me.Size.Footprint(grid.Cell{}, nil) {
		mine[x] = true
	}
	control := map[grid.Cell]string{} // "hostile" or "crossable"
	for k := 1; k < len(b.Creatures); k++ {
		o := &b.Creatures[k]
		kind := "crossable"
		if o.Side != me.Side && o.Side != Neutral && me.Side != Neutral && !slices.Contains(permits, o.ID) {
			kind = "hostile"
		}
		for _, x := range o.Size.Footprint(o.At, nil) {
			if control[x] != "hostile" {
				control[x] = kind
			}
		}
	}
	step := func(a grid.Cell, d grid.Cell) int {
		cost := 5
		for f := range mine {
			if mine[f.Add(d)] {
				continue // already inside the space
			}
			x := a.Add(f).Add(d)
			switch t := b.TerrainAt(x); {
			case t == Wall || t == Impassable || control[x] == "hostile":
				return -1
			case t == Difficult || control[x] == "crossable":
				cost = 10
			}
		}
		if crawl {
			cost *= 3
		}
		return cost
	}
	best := map[grid.Cell]int{me.At: 0}
	for changed := true; changed; {
		changed = false
		for a, ca := range best {
			for i := range 6 {
				d := grid.HexDirection(i)
				s := step(a, d)
				if s < 0 || ca+s > limit {
					continue
				}
				if cb, ok := best[a.Add(d)]; !ok || ca+s < cb {
					best[a.Add(d)] = ca + s
					changed = true
				}
			}
		}
	}
	return best
}

// Random maps: every cost Reach reports is the cheapest there is, every
// hex the oracle reaches Reach reaches, no path enters a hostile's space,
// and no move ends in another creature's space.
//
// Enchanted Realms, A quick reminder of what we know about movement: "When moving,
// subtract the hex cost until no movement remains"; Enchanted Realms: "Implied permission
// happens most of the time": "Allies and other non-hostiles can walk through
// someone’s space; however, it does count as difficult terrain, but they may
// pass through it. Hostile creatures, however, can only access the space
// controlled by that person’s permission or by forcing a competition."
func TestReachProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 12))
	for trial := range 150 {
		o := grid.Pointy
		if trial%2 == 1 {
			o = grid.Flat
		}
		b := randomBoard(rng, 9+rng.IntN(5), 7+rng.IntN(5), 2+rng.IntN(8), o)
		me := &b.Creatures[0]
		var opt Options
		if rng.IntN(3) == 0 && len(b.Creatures) > 1 {
			opt.Permits = []string{b.Creatures[1].ID}
		}
		if me.Prone && rng.IntN(2) == 0 {
			opt.Actions = []Action{StandUp}
		}
		r, err := b.Reach(me.ID, opt)
		if err != nil {
			t.Fatalf("trial %d: Reach: %v", trial, err)
		}
		want := oracleCosts(b, opt.Permits, me.Prone && len(opt.Actions) == 0, r.Budget.Left)
		got := map[grid.Cell]int{}
		for _, x := range r.All(nil) {
			got[x.At] = x.Feet
		}
		for c, f := range want {
			if g, ok := got[c]; !ok || g != f {
				t.Errorf("trial %d: Cost(%v) = %d, %v, want the cheapest %d", trial, b.Offset(c), g, ok, f)
			}
		}
		for c, f := range got {
			if _, ok := want[c]; !ok {
				t.Errorf("trial %d: Reach reaches %v for %d feet, the oracle never does", trial, b.Offset(c), f)
			}
		}
		for _, x := range r.All(nil) {
			path := r.Path(x.At, nil)
			if x.At == r.Start {
				continue
			}
			// The path, replayed through PlanPath hex by hex, costs what
			// Reach says and never enters a hostile's space.
			p, err := b.PlanPath(me.ID, path, opt)
			if x.CanEnd && (err != nil || p.Cost != x.Feet) {
				t.Errorf("trial %d: PlanPath(Path(%v)) = cost %d, %v, want %d", trial, b.Offset(x.At), p.Cost, err, x.Feet)
			}
			for _, a := range path {
				for _, h := range me.Size.Footprint(a, nil) {
					for k := 1; k < len(b.Creatures); k++ {
						o := &b.Creatures[k]
						if Hostile(me, o) && !slices.Contains(opt.Permits, o.ID) && slices.Contains(o.Size.Footprint(o.At, nil), h) &&
							!slices.Contains(me.Size.Footprint(me.At, nil), h) {
							t.Errorf("trial %d: path to %v enters hostile %s's hex %v", trial, b.Offset(x.At), o.ID, b.Offset(h))
						}
					}
				}
			}
			if !x.CanEnd {
				continue
			}
			for _, h := range me.Size.Footprint(x.At, nil) {
				for k := 1; k < len(b.Creatures); k++ {
					o := &b.Creatures[k]
					if slices.Contains(o.Size.Footprint(o.At, nil), h) {
						t.Errorf("trial %d: CanEnd(%v) but %v is in %s's space", trial, b.Offset(x.At), b.Offset(h), o.ID)
					}
				}
			}
		}
	}
}

// benchBoard is the benchmark's battlefield: 100 x 100 hexes, 200
// creatures, a medium mover with 60 feet in the middle.
func benchBoard() *Board {
	rng := rand.New(rand.NewPCG(60, 200))
	b := randomBoard(rng, 100, 100, 200, grid.Pointy)
	me := &b.Creatures[0]
	me.At, me.Size, me.Speed, me.Prone, me.Side = hexAt(50, 50), Medium, 60, false, "heroes"
	b.SetTerrain(me.At, Open)
	return b
}

func BenchmarkReach60Feet(b *testing.B) {
	board := benchBoard()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := board.Reach("c0", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPlan60Feet(b *testing.B) {
	board := benchBoard()
	to := hexAt(58, 54)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := board.Plan("c0", to, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
